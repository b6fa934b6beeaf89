// The customer session in the browser: the customer token lives in an httpOnly cookie the server
// sets on sign-in (generateCustomerToken) and clears on sign-out (revokeCustomerToken) or when it
// refuses the token, so no script can read it. Beside it a readable flag cookie says, without any
// secret, that a session exists: the storefront reads it at start (as GitHub's `logged_in` or
// Magento's private-content cookies do) and deletes it to end the session locally; the token
// cookie counts only while the flag is there. API clients keep using `Authorization: Bearer`
// (Magento's way), which wins over the cookie.
//
// Cookie authentication needs CSRF protection (see `crossSiteRefusal`): POST /graphql takes only
// JSON (or application/graphql) bodies, which a form on another site cannot send without a CORS
// preflight that this server never grants, and any request a browser marks as coming from
// another site (`Sec-Fetch-Site`, or `Origin` where a browser sends no fetch metadata) is refused.
// GET /graphql runs queries only (mercurius refuses mutations over GET).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_SESSION_COOKIE, CUSTOMER_TOKEN_COOKIE } from '../../domain/cookies.ts';

/** The customer token (httpOnly). */
export { CUSTOMER_TOKEN_COOKIE };
/** The readable, non-secret flag: '1' while a session exists. */
export { CUSTOMER_SESSION_COOKIE };

export type TokenSource = 'header' | 'cookie';

const headerOf = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || null;
};

/** The request's customer token: the bearer header, else the token cookie while the flag is set. */
export function customerTokenOf(request: FastifyRequest): { token: string; source: TokenSource } | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headerOf(request, 'authorization') ?? '')?.[1];
  if (bearer) return { token: bearer, source: 'header' };
  const cookies = request.cookies ?? {};
  const token = cookies[CUSTOMER_TOKEN_COOKIE];
  if (token && cookies[CUSTOMER_SESSION_COOKIE]) return { token, source: 'cookie' };
  return null;
}

export interface SessionCookieOptions {
  /** The shop's public address; its https makes the cookies Secure. */
  publicUrl: string;
  /** Lifetime of the cookies in seconds (the token's). */
  maxAgeSeconds: number;
}

const secureFor = (request: FastifyRequest, publicUrl: string) =>
  request.protocol === 'https' || publicUrl.startsWith('https:');

/** Sets the token (httpOnly) and the flag (readable) cookies, both SameSite=Lax. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  opts: SessionCookieOptions,
): void {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: secureFor(request, opts.publicUrl),
    maxAge: opts.maxAgeSeconds,
  };
  reply.setCookie(CUSTOMER_TOKEN_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(CUSTOMER_SESSION_COOKIE, '1', { ...common, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: secureFor(request, publicUrl) };
  reply.clearCookie(CUSTOMER_TOKEN_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(CUSTOMER_SESSION_COOKIE, common);
}

const JSON_BODIES = /^application\/(json|graphql)(\s*;|$)/i;

/**
 * Why a /graphql request must be refused as a possible cross-site request forgery, or null.
 * `publicUrl` is the shop's own origin (besides the one the request was addressed to).
 */
export function crossSiteRefusal(
  request: FastifyRequest,
  publicUrl: string,
): { statusCode: 403 | 415; message: string } | null {
  if (request.method === 'POST' && !JSON_BODIES.test(headerOf(request, 'content-type') ?? '')) {
    return { statusCode: 415, message: 'POST /graphql takes a JSON body (content-type: application/json).' };
  }
  const site = headerOf(request, 'sec-fetch-site')?.toLowerCase();
  if (site !== undefined && site !== null) {
    if (site === 'same-origin' || site === 'none') return null;
    return CROSS_SITE;
  }
  // Browsers without fetch metadata still send Origin on a cross-origin POST.
  const origin = headerOf(request, 'origin');
  if (origin === null || request.method !== 'POST') return null;
  const own = new Set([originOf(publicUrl), `${request.protocol}://${request.host}`]);
  return own.has(origin.toLowerCase()) ? null : CROSS_SITE;
}

const CROSS_SITE = {
  statusCode: 403,
  message: 'Requests from other sites are not accepted.',
} as const;

function originOf(url: string): string {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return '';
  }
}

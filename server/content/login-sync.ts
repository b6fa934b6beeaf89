import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { customerTokenOf } from '../commerce/session-cookies.ts';
import type { ContentSessionResolver } from './session.ts';
import { CONTENT_USER_COOKIE } from '../../domain/cookies.ts';

/**
 * The content system's login sync (TYPO3 "typogento"): after the shop's login the storefront
 * calls /typo3-api/{lang}/magento-login-sync/?logintype=login&typogento=1&username={email}&hash={hash}
 * with hash = SHA-256(email + fixed salt); the content system then knows the visitor as a
 * logged-in frontend user (is_user_loggedin) until logintype=logout. The hash is public (the salt
 * ships with the storefront), so it proves nothing: our content system sets the session only for
 * the customer of the valid customer token sent with the request (Authorization: Bearer, or the
 * storefront's httpOnly session cookie), whose
 * email must be the username. Logging in alone grants no
 * access to restricted pages: those need the professional check (doccheck_verified), which the
 * content system keeps per frontend user (the verified professionals' list).
 */
export { CONTENT_USER_COOKIE };
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface LoginSync {
  /** Handles one login-sync request; answers 200 or 403. */
  handle(
    request: FastifyRequest<{ Querystring: LoginSyncQuery }>,
    reply: FastifyReply,
  ): Promise<FastifyReply>;
  /** The content session of a request, from the signed cookie the sync set. */
  resolveSession: ContentSessionResolver;
}

export interface LoginSyncQuery {
  logintype?: string;
  typogento?: string;
  username?: string;
  hash?: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `salt` must match the storefront's; `key` signs the cookie (same on every instance);
 * `isVerifiedProfessional` tells whether a logged-in frontend user passed the professional
 * check (doccheck_verified), which restricted pages need.
 */
export function createLoginSync(opts: {
  salt: string;
  key?: string;
  isVerifiedProfessional?: (email: string) => Promise<boolean>;
  /** The email of the customer a customer token belongs to; null for an unknown, expired or revoked token. */
  customerEmailOfToken: (token: string) => Promise<string | null>;
}): LoginSync {
  const key = opts.key ?? randomBytes(32).toString('hex');
  const sign = (email: string) => createHmac('sha256', key).update(email).digest('base64url');
  const cookieValue = (email: string) => `${Buffer.from(email).toString('base64url')}.${sign(email)}`;

  const emailOf = (value: string | undefined): string | null => {
    const [encoded, signature] = (value ?? '').split('.');
    if (!encoded || !signature) return null;
    const email = Buffer.from(encoded, 'base64url').toString('utf8');
    return equal(signature, sign(email)) ? email : null;
  };

  return {
    async handle(request, reply) {
      const { logintype, username = '', hash = '' } = request.query;
      reply.header('cache-control', 'private, no-store');
      const secure = request.protocol === 'https';
      if (logintype === 'logout') {
        reply.clearCookie(CONTENT_USER_COOKIE, { path: '/' });
        return reply.send({ status: 'ok', is_user_loggedin: false });
      }
      const email = username.trim().toLowerCase();
      const refuse = () =>
        reply.status(403).send({ error: 'You are not authorized, please log in', statusCode: 403 });
      if (logintype !== 'login' || !email || !equal(hash.toLowerCase(), sha256Hex(username + opts.salt))) {
        return refuse();
      }
      const token = customerTokenOf(request)?.token;
      const owner = token ? await opts.customerEmailOfToken(token) : null;
      if (owner === null || owner.trim().toLowerCase() !== email) return refuse();
      reply.setCookie(CONTENT_USER_COOKIE, cookieValue(email), {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: MAX_AGE_SECONDS,
      });
      return reply.send({ status: 'ok', is_user_loggedin: true });
    },
    async resolveSession(request) {
      const email = emailOf(request.cookies[CONTENT_USER_COOKIE]);
      if (email === null) return { isUserLoggedIn: false, doccheckVerified: false };
      const verified = opts.isVerifiedProfessional ? await opts.isVerifiedProfessional(email) : false;
      return { isUserLoggedIn: true, doccheckVerified: verified };
    },
  };
}

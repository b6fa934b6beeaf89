import type { FastifyRequest } from 'fastify';

/** What the content API needs to know about the visitor. */
export interface ContentSession {
  isUserLoggedIn: boolean;
  /** Verified as a professional (DocCheck); restricted pages need it. */
  doccheckVerified: boolean;
}

/**
 * Reads the visitor's login state from a request. The content plugin takes one as its
 * `resolveSession` option, so the session work can plug in customer tokens and the
 * professional check without touching the content routes.
 */
export type ContentSessionResolver = (request: FastifyRequest) => ContentSession | Promise<ContentSession>;

/** Until sessions exist, every visitor is an anonymous guest. */
export const anonymousSession: ContentSessionResolver = () => ({
  isUserLoggedIn: false,
  doccheckVerified: false,
});

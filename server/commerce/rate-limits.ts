import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, GraphQLError, Kind, type SelectionSetNode } from 'graphql';
import { ERRORS } from '../../domain/errors.ts';
import type { RateLimits } from '../config.ts';
import { CommerceError } from './errors.ts';

export type RateLimitGroup = Exclude<keyof RateLimits, 'windowMs'>;

/**
 * The operations an attacker repeats (password guessing, account and email enumeration, coupon
 * guessing, spam) and the limit each counts against. Every other field is not limited.
 */
export const RATE_LIMITED_FIELDS: Readonly<Record<string, RateLimitGroup>> = {
  generateCustomerToken: 'login',
  createCustomer: 'registration',
  createCustomerV2: 'registration',
  requestPasswordResetEmail: 'passwordReset',
  resetPassword: 'passwordReset',
  isEmailAvailable: 'emailCheck',
  createProductReview: 'reviews',
  subscribeProductStockAlert: 'stockAlerts',
  applyCouponToCart: 'coupons',
};

/**
 * How often each limited operation occurs at the top level of the document's operations
 * (through fragments too). All of /graphql is one route, so the limit keys on the fields asked
 * for, and every alias is an attempt of its own: 100 aliased logins are 100 logins.
 */
export function limitedFieldCounts(document: DocumentNode): Map<RateLimitGroup, number> {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const counts = new Map<RateLimitGroup, number>();
  const visit = (set: SelectionSetNode, spreading: ReadonlySet<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const group = RATE_LIMITED_FIELDS[selection.name.value];
        if (group) counts.set(group, (counts.get(group) ?? 0) + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Validation refuses fragment cycles; this only keeps a cycle from looping here.
        if (fragment && !spreading.has(name)) visit(fragment.selectionSet, new Set([...spreading, name]));
      }
    }
  };
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) visit(definition.selectionSet, new Set());
  return counts;
}

/**
 * Refused over the limit: HTTP 429 with one Magento-style GraphQL error and a stable code,
 * shaped like mercurius' request errors (statusCode and the errors to send).
 */
export function tooManyRequests(): Error {
  const cause = new CommerceError(ERRORS.TOO_MANY_REQUESTS.message);
  const error = new GraphQLError(cause.message, { originalError: cause, extensions: cause.extensions });
  return Object.assign(new Error(cause.message), { statusCode: 429, errors: [error] });
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * One limiter per group, counting per client address (the proxy's client when TRUST_PROXY
 * names the proxy) in a fixed window. Returns the check for a request's document: it counts
 * every limited field and throws tooManyRequests() once a group is over its limit, with
 * Retry-After on the reply. Counters live in this process's memory.
 */
export async function createOperationRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
): Promise<(request: FastifyRequest, document: DocumentNode, reply: FastifyReply) => Promise<void>> {
  await app.register(rateLimit, { global: false });
  const limiters = new Map<RateLimitGroup, Limiter>();
  const limiterOf = (group: RateLimitGroup): Limiter => {
    let limiter = limiters.get(group);
    if (!limiter) {
      limiter = app.createRateLimit({
        max: limits[group],
        timeWindow: limits.windowMs,
        keyGenerator: (request) => `${group}|${request.ip}`,
      });
      limiters.set(group, limiter);
    }
    return limiter;
  };
  return async (request, document, reply) => {
    for (const [group, count] of limitedFieldCounts(document)) {
      const limiter = limiterOf(group);
      for (let attempt = 0; attempt < count; attempt++) {
        const result = await limiter(request);
        // The limiter counts the attempt and answers isAllowed only for an allow list.
        if (!result.isAllowed && result.isExceeded) {
          request.log.warn({ group, ip: request.ip }, 'rate limit reached');
          reply.header('retry-after', String(result.ttlInSeconds));
          throw tooManyRequests();
        }
      }
    }
  };
}

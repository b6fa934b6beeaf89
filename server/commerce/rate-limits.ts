import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, GraphQLError, Kind, type SelectionSetNode } from 'graphql';
import { sql } from 'drizzle-orm';
import { ERRORS } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
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
  createCustomerFromGuestOrder: 'registration',
  requestPasswordResetEmail: 'passwordReset',
  resetPassword: 'passwordReset',
  isEmailAvailable: 'emailCheck',
  createProductReview: 'reviews',
  subscribeProductStockAlert: 'stockAlerts',
  applyCouponToCart: 'coupons',
  requestContractCancellation: 'contractCancellations',
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
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired counters are swept after this many increments of one store. */
const SWEEP_EVERY = 1000;

/**
 * A @fastify/rate-limit store in PostgreSQL, so every instance on the database counts together.
 * One statement per attempt increments the counter, or starts a new window when the old one
 * ended; concurrent attempts of one client are serialised by the row's lock.
 */
export function postgresStore(db: Db) {
  let increments = 0;
  return class PostgresRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const sweep = ++increments % SWEEP_EVERY === 0;
      (async () => {
        if (sweep) await db.execute(sql`delete from ${rateLimitHits} where window_ends < now()`);
        const result = (await db.execute(sql`
          insert into ${rateLimitHits} (key, hits, window_ends)
          values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when ${rateLimitHits}.window_ends <= now() then 1 else ${rateLimitHits}.hits + 1 end,
            window_ends = case when ${rateLimitHits}.window_ends <= now() then excluded.window_ends
              else ${rateLimitHits}.window_ends end
          returning hits, greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::int as ttl`)) as unknown as {
          rows: { hits: number; ttl: number }[];
        };
        const row = result.rows[0];
        return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? timeWindow) };
      })().then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(): PostgresRateLimitStore {
      return new PostgresRateLimitStore();
    }
  };
}

/**
 * One limiter per group, counting per client address (the proxy's client when TRUST_PROXY
 * names the proxy) in a fixed window. Returns the check for a request's document: it counts
 * every limited field and throws tooManyRequests() once a group is over its limit, with
 * Retry-After on the reply. Counters live in PostgreSQL when the shop runs on it, else in memory.
 */
export async function createOperationRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
): Promise<(request: FastifyRequest, document: DocumentNode, reply: FastifyReply) => Promise<void>> {
  // With PostgreSQL every instance shares the counters; the embedded database serves one process.
  const shared = app.database.kind === 'postgres';
  await app.register(rateLimit, { global: false, ...(shared && { store: postgresStore(app.database.db) }) });
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

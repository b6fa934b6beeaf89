// Finding 9 of the security review: isEmailAvailable answered 500 lookups in 1.2 s, reviews and
// stock alerts took 200 posts in 6 s, and nothing slowed down password guessing. Each abusable
// operation is now limited per client; over the limit it is refused with HTTP 429 and a
// Magento-style error, while other operations and other clients go on working.
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors.ts';
import { limitedFieldCounts } from '../../server/commerce/rate-limits.ts';
import { parse } from 'graphql';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { useTestApp } from './helper.ts';

const LIMIT = 3;
const t = useTestApp({
  captcha: false,
  rateLimits: {
    windowMs: 60_000,
    login: LIMIT,
    registration: LIMIT,
    passwordReset: LIMIT,
    emailCheck: LIMIT,
    reviews: LIMIT,
    stockAlerts: LIMIT,
    coupons: LIMIT,
    contractCancellations: LIMIT,
  },
});

let client = 0;
/** A fresh client address per test, so the tests do not share counters. */
const nextClient = () => `10.0.0.${++client}`;

async function post(query: string, remoteAddress: string) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query }, remoteAddress });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

const review = (n: number) =>
  `mutation { createProductReview(input: { sku: "NO-SUCH-SKU", nickname: "N${n}", summary: "S", text: "T", ratings: [] }) { review { nickname } } }`;

const OPERATIONS: [group: string, request: (n: number) => string][] = [
  [
    'login',
    (n) =>
      `mutation { generateCustomerToken(email: "guess${n}@example.com", password: "wrong-${n}") { token } }`,
  ],
  [
    'registration',
    (n) =>
      `mutation { createCustomerV2(input: { email: "new${n}-${client}@example.com", password: "geheim123", firstname: "Erika", lastname: "Muster" }) { customer { email } } }`,
  ],
  ['password reset', (n) => `mutation { requestPasswordResetEmail(email: "someone${n}@example.com") }`],
  ['isEmailAvailable', (n) => `{ isEmailAvailable(email: "probe${n}@example.com") { is_email_available } }`],
  ['reviews', review],
  [
    'stock alerts',
    (n) =>
      `mutation { subscribeProductStockAlert(input: { sku: "NO-SUCH-SKU", email: "alert${n}@example.com" }) }`,
  ],
  [
    'coupons',
    (n) =>
      `mutation { applyCouponToCart(input: { cart_id: "no-such-cart", coupon_code: "GUESS${n}" }) { cart { id } } }`,
  ],
  [
    'contract cancellations',
    (n) =>
      `mutation { requestContractCancellation(input: { name: "N", email: "c${n}@example.com", contract: "SP-${n}", kind: ORDINARY }) { received_at } }`,
  ],
];

function expectRefused(res: Awaited<ReturnType<typeof post>>) {
  expect(res.status).toBe(429);
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors?.[0]).toMatchObject({
    message: ERRORS.TOO_MANY_REQUESTS.message,
    extensions: { category: 'graphql-input', code: 'TOO_MANY_REQUESTS' },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.data ?? null).toBeNull();
}

describe('rate limits per client and operation', () => {
  it.each(OPERATIONS)(
    '%s is refused after its limit; other operations and clients still work',
    async (_, request) => {
      const ip = nextClient();
      for (let n = 0; n < LIMIT; n++) {
        const res = await post(request(n), ip);
        expect(res.status, JSON.stringify(res.body)).not.toBe(429);
      }
      expectRefused(await post(request(LIMIT), ip));
      // Unlimited operations of the same client still work.
      const other = await post('{ storeConfig { store_code } }', ip);
      expect(other.status).toBe(200);
      expect(other.body.errors).toBeUndefined();
      // Another client is not affected.
      expect((await post(request(LIMIT + 1), nextClient())).status).not.toBe(429);
    },
  );

  it('counts each limit on its own', async () => {
    const ip = nextClient();
    const [, login] = OPERATIONS[0] as (typeof OPERATIONS)[number];
    for (let n = 0; n <= LIMIT; n++) await post(login(n), ip);
    expectRefused(await post(login(99), ip));
    const check = await post('{ isEmailAvailable(email: "free@example.com") { is_email_available } }', ip);
    expect(check.status).toBe(200);
    expect(check.body.errors).toBeUndefined();
  });

  it('counts every alias as an attempt, and both forms of registration together', async () => {
    const ip = nextClient();
    const aliased = Array.from(
      { length: LIMIT + 1 },
      (_, n) => `a${n}: generateCustomerToken(email: "alias${n}@example.com", password: "wrong") { token }`,
    ).join(' ');
    expectRefused(await post(`mutation { ${aliased} }`, ip));

    const other = nextClient();
    const [, register] = OPERATIONS[1] as (typeof OPERATIONS)[number];
    for (let n = 0; n < LIMIT; n++) await post(register(n), other);
    expectRefused(
      await post(
        'mutation { createCustomer(input: { email: "old-form@example.com", password: "geheim123", firstname: "A", lastname: "B" }) { customer { email } } }',
        other,
      ),
    );
  });

  it('finds limited fields in fragments and inline fragments', () => {
    const counts = limitedFieldCounts(
      parse(`
        mutation { ...Login ... on Mutation { b: generateCustomerToken(email: "x", password: "y") { token } } }
        fragment Login on Mutation { a: generateCustomerToken(email: "x", password: "y") { token } applyCouponToCart(input: { cart_id: "c", coupon_code: "X" }) { cart { id } } }
      `),
    );
    expect(Object.fromEntries(counts)).toEqual({ login: 2, coupons: 1 });
  });
});

// Two instances on one PostgreSQL database count together (TEST_DATABASE_URL: an admin URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('rate limits on PostgreSQL', () => {
  it('holds across instances that share the database', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `shop_rl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const config = {
      ...loadConfig({}),
      clientDir: null,
      logLevel: 'silent',
      seed: false,
      searchIndexer: false,
      captcha: false,
      jobs: false,
      rateLimits: { ...t.config.rateLimits },
    };
    const apps: { app: Awaited<ReturnType<typeof buildApp>>; database: Database }[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase({ databaseUrl: url.toString() });
        const app = await buildApp({ config, database });
        apps.push({ app, database });
      }
      const ask = (i: number) =>
        apps[i % 2]?.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: '{ isEmailAvailable(email: "shared@example.com") { is_email_available } }' },
          remoteAddress: '10.1.0.1',
        });
      for (let n = 0; n < LIMIT; n++) expect((await ask(n))?.statusCode).toBe(200);
      const refused = await ask(LIMIT);
      expect(refused?.statusCode).toBe(429);
      expect(refused?.json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      for (const { app, database } of apps) {
        await app.close();
        await database.close();
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

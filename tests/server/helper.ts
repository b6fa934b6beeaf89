import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import type { Mailer } from '../../server/mail/mailer.ts';

/**
 * The database the server suite runs on: in-memory PGlite by default; a fresh PostgreSQL
 * database per test file when TEST_DB=postgres (needs TEST_DATABASE_URL).
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ dataDir: null });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Limits no test suite reaches. */
export const TEST_RATE_LIMITS: Config['rateLimits'] = {
  windowMs: 60_000,
  login: 100_000,
  registration: 100_000,
  passwordReset: 100_000,
  emailCheck: 100_000,
  reviews: 100_000,
  stockAlerts: 100_000,
  coupons: 100_000,
  contractCancellations: 100_000,
};

export interface TestApp {
  app: FastifyInstance;
  config: Config;
}

/** Builds the app on a fresh, migrated and seeded database for one test file; closes it after. */
export function useTestApp(
  overrides: Partial<Config> = {},
  options: { mailTransport?: Mailer } = {},
): TestApp {
  const ctx = {} as TestApp;
  let drop: () => Promise<void> = async () => {};
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    const opened = await openTestDatabase();
    drop = opened.drop;
    // The search index is built only for the tests that search (useTestApp({ searchIndexer: true })).
    const config: Config = {
      ...loadConfig({}),
      dataDir,
      clientDir: null,
      logLevel: 'silent',
      searchIndexer: false,
      // Suites sign in and register far more often than a visitor; tests/server/rate-limits.test.ts
      // checks the limits themselves.
      rateLimits: TEST_RATE_LIMITS,
      // The job queue runs only where a test asks for it (tests call the job functions directly).
      jobs: false,
      ...overrides,
    };
    ctx.config = config;
    ctx.app = await buildApp({ config, database: opened.database, mailTransport: options.mailTransport });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.app?.database.close();
    await drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** POST /graphql through app.inject; `store` sets the Store header. */
export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  opts: { store?: string; headers?: Record<string, string> } = {},
): Promise<{ data: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(opts.store ? { store: opts.store } : {}),
      ...opts.headers,
    },
    payload: { query, variables },
  });
  return res.json();
}

// Operations (issue 8): /healthz checks the database, /readyz is ready only after migrations and
// seeding (and every other request waits for that with 503), unknown API paths answer a JSON 404
// and never the SPA's HTML.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { useTestApp } from './helper.ts';

function clientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head></head><body></body></html>',
  );
  return dir;
}

const configFor = (dataDir: string) => ({
  ...loadConfig({}),
  dataDir,
  clientDir: null,
  logLevel: 'silent',
  searchIndexer: false,
  captcha: false,
  jobs: false,
});

describe('probes', () => {
  it('/healthz answers 200 when the database runs a query, 503 when it does not', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    const database = await openDatabase({ dataDir: null });
    const app = await buildApp({ config: configFor(dataDir), database });
    try {
      const up = await app.inject({ url: '/healthz' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ status: 'ok' });
      expect(up.headers['cache-control']).toBe('no-store');

      await database.close();
      const down = await app.inject({ url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable' });
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a listening server answers /healthz from its background check, not behind queued statements', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    const database = await openDatabase({ dataDir: null });
    const app = await buildApp({ config: configFor(dataDir), database, health: { intervalMs: 200 } });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const healthz = () => fetch(`http://127.0.0.1:${port}/healthz`);
      await expect.poll(async () => (await healthz()).status).toBe(200);
      // The embedded database runs one statement at a time: a probe with a query of its own
      // would wait for this one.
      const busy = database.db.execute(sql`select pg_sleep(2)`).then(() => 'database');
      const probe = healthz().then((res) => `probe ${res.status}`);
      expect(await Promise.race([busy, probe])).toBe('probe 200');
      await busy;

      await database.close();
      await expect.poll(async () => (await healthz()).status, { timeout: 3000 }).toBe(503);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('/readyz is 503 until migrations and seeding are done; other requests wait with 503', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    const database = await openDatabase({ dataDir: null });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The same database, whose migrations wait until the test lets them run.
    const slow: Database = Object.create(database, {
      migrate: { value: () => held.then(() => database.migrate()) },
    });
    const app = await buildApp({ config: configFor(dataDir), database: slow, awaitStartup: false });
    try {
      await app.ready();
      const starting = await app.inject({ url: '/readyz' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toMatchObject({ status: 'starting', migrated: false, seeded: false });
      // Alive meanwhile: the database answers.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const graphql = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ storeConfig { store_code } }' },
      });
      expect(graphql.statusCode).toBe(503);
      expect(graphql.headers['retry-after']).toBe('5');
      expect(graphql.json()).toMatchObject({ statusCode: 503 });

      release();
      await app.startup;
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', migrated: true, seeded: true });
      const after = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ storeConfig { store_code } }' },
      });
      expect(after.json()).toEqual({ data: { storeConfig: { store_code: 'de' } } });
    } finally {
      release();
      await app.startup.catch(() => {});
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('unknown API paths', () => {
  const t = useTestApp({ captcha: false, clientDir: clientDir() });
  const API_PATHS = [
    '/graphql/x',
    '/graphql/',
    '/search/unknown',
    '/search/collections/products/nothing/here',
    '/typo3-api/unknown',
    '/typo3-api/',
    '/typo3-api',
    '/captcha/unknown',
    '/media/unknown',
    '/fileadmin/unknown',
    '/healthz/x',
    '/readyz/x',
  ];

  it.each(API_PATHS)('GET %s answers a JSON 404, not the SPA', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    expect(res.body).not.toContain('<html');
  });

  it.each(['/graphql/x', '/search/unknown', '/typo3-api/unknown'])(
    'POST %s answers a JSON 404',
    async (url) => {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    },
  );

  it('a page path of the SPA still gets the SPA', async () => {
    const res = await t.app.inject({ url: '/de/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html');
  });
});

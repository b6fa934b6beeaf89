// `npm run bench:server`: load-tests the server's hot paths with autocannon, on the embedded
// database (PGlite) and on PostgreSQL, and prints req/s and p50/p95/p99 for each, with the ratio
// to the lightest route (/healthz) measured in the same run:
//   healthz            liveness probe: one `select 1` round trip to the database
//   graphql-trivial    { storeConfig { store_code } }
//   category-listing   the SPA's CategoryPage operation (20 products, aggregations), as Apollo sends it
//   product-page       the SPA's ProductPage operation
//   search             the SPA's SearchPage operation for a term
//   add-to-cart        the SPA's AddProductsToCart, rotating over guest carts
// then the listing and search again after `seed:large` has added BENCH_LARGE products (default 5000).
//
// Settings (environment): BENCH_DB (pglite,postgres), BENCH_DATABASE_URL (a PostgreSQL server on
// which a throwaway database is created; default TEST_DATABASE_URL), BENCH_PORT (3336),
// BENCH_CONNECTIONS (20), BENCH_DURATION (10 s), BENCH_WARMUP (3 s), BENCH_LARGE (5000; 0 skips),
// BENCH_ONLY (comma-separated scenario names), BENCH_VENDURE (1: also run ../shared/bench/vendure-peer.sh
// bench and print its figures beside ours).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import autocannon from 'autocannon';
import { type DocumentNode, print } from 'graphql';
import pg from 'pg';
import {
  AddProductsToCartDocument,
  CategoryPageDocument,
  CreateEmptyCartDocument,
  ProductPageDocument,
  SearchPageDocument,
} from '../graphql/generated/operations.ts';
import { productFilterFor, productSortFor } from '../src/views/catalog/catalog-filters.ts';
import { startShop } from './shop-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 3336);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const LARGE = Number(env.BENCH_LARGE ?? 5000);
const DBS = (env.BENCH_DB ?? 'pglite,postgres').split(',').filter(Boolean);
const ONLY = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',')) : null;
const PG_URL = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BASE = `http://127.0.0.1:${PORT}`;

/** The document exactly as the SPA sends it: Apollo Client adds __typename to every selection. */
const spa = (doc: DocumentNode) => print(addTypenameToDocument(doc));
const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average/, 'load average');

interface Scenario {
  name: string;
  path: string;
  body?: (i: number) => string;
  check?: (json: unknown) => string | null;
}

async function post(query: string, variables: Record<string, unknown>, store = 'de') {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

function gqlScenario(
  name: string,
  query: string,
  variables: (i: number) => Record<string, unknown>,
  check: (data: Record<string, unknown>) => boolean,
): Scenario {
  return {
    name,
    path: '/graphql',
    body: (i) => JSON.stringify({ query, variables: variables(i) }),
    check: (json) => {
      const r = json as { data?: Record<string, unknown>; errors?: { message: string }[] };
      if (r.errors?.length) return `GraphQL error: ${r.errors[0]?.message}`;
      return r.data && check(r.data) ? null : `unexpected data: ${JSON.stringify(r.data).slice(0, 200)}`;
    },
  };
}

/** The items of a products(...) answer. */
const itemsOf = <T>(data: Record<string, unknown> | undefined): T[] =>
  (data?.products as { items?: T[] } | null | undefined)?.items ?? [];

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function cannon(s: Scenario, connections: number, duration: number, record: boolean): Promise<Figures> {
  const latencies: number[] = [];
  let i = 0;
  const result = await autocannon({
    url: `${BASE}${s.path}`,
    connections,
    duration,
    method: s.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', store: 'de' },
    requests: [
      {
        setupRequest: (req) => (s.body ? { ...req, body: s.body(i++) } : req),
      },
    ],
    setupClient: (client) => {
      if (record) client.on('response', (_status, _bytes, time) => latencies.push(time));
    },
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
  };
}

async function measure(s: Scenario, connections = CONNECTIONS): Promise<Figures> {
  if (s.check) {
    const res = await fetch(`${BASE}${s.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'de' },
      body: s.body?.(0),
    });
    const problem = s.check(await res.json());
    if (problem) throw new Error(`${s.name}: ${problem}`);
  }
  await cannon(s, connections, WARMUP, false);
  return cannon(s, connections, DURATION, true);
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function line(db: string, name: string, f: Figures, healthz?: Figures, extra = '') {
  const ratio = healthz ? ` ${fmt(f.rps / healthz.rps, f.rps / healthz.rps < 0.1 ? 3 : 2)}x healthz` : '';
  console.log(
    `${db.padEnd(8)} ${name.padEnd(26)} ${fmt(f.rps, 0).padStart(6)} req/s  p50 ${fmt(f.p50).padStart(6)} ms  p95 ${fmt(f.p95).padStart(6)} ms  p99 ${fmt(f.p99).padStart(6)} ms${ratio}${f.errors ? `  ${f.errors} errors or timeouts (10 s)` : ''}${extra}`,
  );
}

const startServer = (dataDir: string, databaseUrl: string | undefined) =>
  startShop({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SERVE_CLIENT: 'false',
    CAPTCHA: 'off',
  });

function seedLarge(dataDir: string, databaseUrl: string | undefined) {
  const started = Date.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-large.ts', String(LARGE)], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    stdio: 'inherit',
  });
  console.log(`(seed:large ${LARGE} took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

async function scenarios(): Promise<{ small: Scenario[]; large: Scenario[] }> {
  const listingQuery = spa(CategoryPageDocument);
  // The category with the most products on its first page of 20.
  const tree = await post('{ categoryList { children { url_path product_count } } }', {});
  const list = (tree.data?.categoryList ?? []) as {
    children: { url_path: string; product_count: number }[];
  }[];
  const top = list[0]?.children.sort((a, b) => b.product_count - a.product_count)[0];
  if (!top) throw new Error('no category to list');
  const listing = (name: string) =>
    gqlScenario(
      name,
      listingQuery,
      () => ({
        urlPath: top.url_path,
        filter: productFilterFor(top.url_path, { inhalt_label: [], price: null, on_sale: false }),
        sort: productSortFor('position'),
        pageSize: 20,
        currentPage: 1,
      }),
      // A full page, or the whole category when it lists fewer (a product family counts once).
      (d) => itemsOf(d).length === Math.min(20, top.product_count) || itemsOf(d).length === 20,
    );
  const search = (name: string) =>
    gqlScenario(
      name,
      spa(SearchPageDocument),
      () => ({ search: 'magnesium', sort: null, pageSize: 20, currentPage: 1 }),
      (d) => itemsOf(d).length > 0,
    );
  const cards = await post('{ products(search: "magnesium", pageSize: 1) { items { url_key sku } } }', {});
  const product = itemsOf<{ url_key: string; sku: string }>(cards.data)[0];
  if (!product) throw new Error('no product to show');
  // A simple (pack-size) product with stock, to add to carts.
  const simple = await post(
    '{ products(filter: { sku: { in: ["PRO-MAG-1M", "VIT-D3-1M", "OMEGA-1M"] } }, pageSize: 3) { items { sku stock_status } } }',
    {},
  );
  const buyable = itemsOf<{ sku: string; stock_status: string }>(simple.data).find(
    (p) => p.stock_status === 'IN_STOCK',
  );
  if (!buyable) throw new Error('no product to add to carts');
  // Guest carts to rotate over, so each one gets a few packs, far below the stock.
  const carts: string[] = [];
  for (let c = 0; c < 400; c++) {
    const created = await post(spa(CreateEmptyCartDocument), {});
    carts.push(created.data?.createEmptyCart as string);
  }
  const small: Scenario[] = [
    { name: 'healthz', path: '/healthz' },
    gqlScenario(
      'graphql-trivial',
      '{ storeConfig { store_code } }',
      () => ({}),
      (d) => !!d.storeConfig,
    ),
    listing('category-listing'),
    gqlScenario(
      'product-page',
      spa(ProductPageDocument),
      () => ({ filter: { url_key: { eq: product.url_key } } }),
      (d) => itemsOf(d).length === 1,
    ),
    search('search'),
    gqlScenario(
      'add-to-cart',
      spa(AddProductsToCartDocument),
      (i) => ({ cartId: carts[i % carts.length], cartItems: [{ sku: buyable.sku, quantity: 1 }] }),
      (d) => ((d.addProductsToCart as { user_errors: unknown[] })?.user_errors.length ?? 1) === 0,
    ),
  ];
  return { small, large: [listing(`category-listing@${LARGE}`), search(`search@${LARGE}`)] };
}

async function benchDatabase(db: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  const name = `shop_bench_${process.pid}`;
  if (db === 'postgres') {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  let server = await startServer(dataDir, databaseUrl);
  try {
    const { small, large } = await scenarios();
    console.log(
      `\n${db}: ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up; ${load()}`,
    );
    const results = new Map<string, Figures>();
    for (const s of small) {
      if (ONLY && !ONLY.has(s.name) && s.name !== 'healthz') continue;
      const f = await measure(s);
      results.set(s.name, f);
      line(db, s.name, f, s.name === 'healthz' ? undefined : results.get('healthz'));
    }
    const listing = small.find((s) => s.name === 'category-listing');
    if (listing && (!ONLY || ONLY.has('category-listing'))) {
      const one = await measure(listing, 1);
      results.set('category-listing c1', one);
      line(db, 'category-listing c1', one);
    }
    if (LARGE > 0 && large.some((s) => !ONLY || ONLY.has(s.name.split('@')[0] ?? ''))) {
      await server.stop();
      seedLarge(dataDir, databaseUrl);
      server = await startServer(dataDir, databaseUrl);
      console.log(`${db}: after seed:large ${LARGE}; ${load()}`);
      for (const s of large) {
        const base = s.name.split('@')[0] ?? '';
        if (ONLY && !ONLY.has(base)) continue;
        const f = await measure(s);
        const small64 = results.get(base);
        line(
          db,
          s.name,
          f,
          undefined,
          small64 ? `  p50 ${fmt(f.p50 / small64.p50, 2)}x the small catalogue's` : '',
        );
      }
    }
    console.log(`${db}: done; ${load()}`);
    return results;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

console.log(`bench:server on node ${process.version}, ${os.cpus().length} cores; ${load()}`);
const all = new Map<string, Map<string, Figures>>();
for (const db of DBS) all.set(db, await benchDatabase(db));

if (env.BENCH_VENDURE === '1') {
  console.log(
    `\nVendure 3.7 peer (../shared/bench/vendure-peer.sh bench, ${CONNECTIONS} connections); ${load()}`,
  );
  const out = execFileSync('bash', [path.resolve(root, '../shared/bench/vendure-peer.sh'), 'bench'], {
    encoding: 'utf8',
    env: { ...env, BENCH_CONNECTIONS: String(CONNECTIONS) },
  });
  process.stdout.write(out);
  const vendure = /products_take20: ([\d.]+) req\/s/.exec(out);
  if (vendure?.[1]) {
    const v = Number(vendure[1]);
    for (const [db, results] of all) {
      const ours = results.get('category-listing');
      if (ours)
        console.log(
          `${db.padEnd(8)} category-listing vs Vendure products_take20: ${fmt(ours.rps / v, 1)}x its req/s`,
        );
    }
  }
}

// `npm run bench:web`: Lighthouse (mobile, Debian's Chromium) on home, category, product, search
// and cart, BENCH_WEB_RUNS times each (default 3), and prints the medians: performance and SEO
// scores, FCP, LCP, TBT, CLS, and the JavaScript each route loads (bytes on the wire as
// Lighthouse saw them, and as the build's brotli copies). Needs `npm run build` first; starts
// the server on BENCH_WEB_PORT (3337) with a fresh embedded database, or measures BENCH_WEB_URL.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShop } from './shop-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const RUNS = Number(env.BENCH_WEB_RUNS ?? 3);
const PORT = Number(env.BENCH_WEB_PORT ?? 3337);
const CHROME = env.CHROME_PATH ?? '/usr/bin/chromium';
const clientDir = path.join(root, 'dist/client');

export const ROUTES = {
  home: '/de/',
  category: '/de/c/vitamine/',
  product: '/de/pro-magnesium-1-monat/',
  search: '/de/s/?term=magnesium',
  cart: '/de/cart/',
} as const;

const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average/, 'load average');

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] };
}
interface Report {
  categories: { performance: { score: number }; seo: { score: number } };
  audits: Record<string, Audit>;
}

function lighthouse(url: string): Report {
  const out = execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...env, CHROME_PATH: CHROME } },
  );
  return JSON.parse(out) as Report;
}

/** The build's brotli size of a script the page loaded (its own size when too small to compress). */
function brotliBytes(url: string): number {
  const file = path.join(clientDir, new URL(url).pathname);
  if (!existsSync(file)) return 0;
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (env.BENCH_WEB_URL) return { base: env.BENCH_WEB_URL.replace(/\/$/, ''), stop: async () => {} };
  if (!existsSync(path.join(clientDir, 'index.html')))
    throw new Error('no build in dist/client: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-web-'));
  const shop = await startShop({ PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '' });
  return {
    base: `http://127.0.0.1:${PORT}`,
    stop: async () => {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

const server = await startServer();
try {
  console.log(
    `bench:web: Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version} mobile, ${RUNS} runs per route, medians; ${load()}`,
  );
  // One unmeasured visit per route first: image variants and caches are made on first request.
  for (const route of Object.values(ROUTES)) await fetch(server.base + route);
  for (const [name, route] of Object.entries(ROUTES)) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(server.base + route));
    const metric = (audit: string) => median(runs.map((r) => r.audits[audit]?.numericValue ?? Number.NaN));
    const scripts = (r: Report) =>
      (r.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
    const wire = median(runs.map((r) => scripts(r).reduce((sum, i) => sum + (i.transferSize ?? 0), 0)));
    const br = median(runs.map((r) => scripts(r).reduce((sum, i) => sum + brotliBytes(i.url ?? ''), 0)));
    const count = median(runs.map((r) => scripts(r).length));
    console.log(
      `${name.padEnd(9)} perf ${fmt(median(runs.map((r) => r.categories.performance.score * 100)))}  seo ${fmt(median(runs.map((r) => r.categories.seo.score * 100)))}  FCP ${fmt(metric('first-contentful-paint'))} ms  LCP ${fmt(metric('largest-contentful-paint'))} ms  TBT ${fmt(metric('total-blocking-time'))} ms  CLS ${fmt(metric('cumulative-layout-shift'), 3)}  JS ${count} files ${fmt(wire / 1024, 1)} kB on the wire (${fmt(br / 1024, 1)} kB as brotli)`,
    );
  }
  console.log(`bench:web: done; ${load()}`);
} finally {
  await server.stop();
}

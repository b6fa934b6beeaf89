// `npm run bench:search`: the search service at scale. For each database (PGlite, PostgreSQL) it
// starts a fresh shop, adds BENCH_LARGE generated products (seed:large, default 5000) and as
// many generated content pages (half per language), lets the server index them (the time is
// printed), then measures the storefront's two kinds of search over HTTP for BENCH_DURATION
// seconds each at 1 and BENCH_CLIENTS (50) concurrent clients: the overlay's (products and
// content, 3 hits each, varied queries with typos) and the results page's (12 products with five
// facets and a sort, plus content). Each is measured cold (without use_cache: every search
// runs in the database) and cached (use_cache=true as the storefront sends it; the queries come
// from a fixed list, so after the warm-up nearly every search is a cache hit: the figure for
// popular queries, not for a long tail). Prints requests/s, p50, p95 and p99 in ms and the load
// average when the measurement ended (the machine may be busy with other work).
//
// Settings (environment): BENCH_DB (pglite,postgres), BENCH_DATABASE_URL (a PostgreSQL server on
// which a throwaway database is created; default TEST_DATABASE_URL), BENCH_PORT (3341),
// BENCH_LARGE (5000), BENCH_DURATION (10), BENCH_CLIENTS (50).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { startShop } from './shop-process.ts';
import { LANGUAGES } from '../domain/store.ts';

const env = process.env;
const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(env.BENCH_PORT ?? 3341);
const LARGE = Number(env.BENCH_LARGE ?? 5000);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const CLIENTS = Number(env.BENCH_CLIENTS ?? 50);
const DBS = (env.BENCH_DB ?? 'pglite,postgres').split(',').filter(Boolean);
const PG_URL = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEY = 'vitalshop-search-only';
const BASE = `http://127.0.0.1:${PORT}`;

const QUERIES = {
  de: [
    'magnesium',
    'magensium',
    'vitamin',
    'vitamine',
    'zink',
    'Zink',
    'omega',
    'kollagen',
    'kurkuma',
    'eisen',
    'selen',
    'ma',
    'vit',
    'müdigkeit',
    'muedigkeit',
    'winter',
    'immunsystem',
    'kapseln',
    'vitamn d3',
    'bisglycinat',
  ],
  en: [
    'magnesium',
    'magensium',
    'vitamin',
    'vitamins',
    'zinc',
    'omega',
    'collagen',
    'turmeric',
    'iron',
    'selenium',
    'ma',
    'vit',
    'tiredness',
    'winter',
    'immune',
    'capsules',
    'vitamn d3',
    'bisglycinate',
  ],
};
const SORTS = [
  '_text_match:desc,raptor_rank:desc',
  'name:asc',
  'name:desc',
  'price:asc',
  'price:desc',
  'raptor_rank:desc',
];

let counter = 0;
const pick = <T>(list: readonly T[]): T => list[counter++ % list.length] as T;

function overlayBody() {
  const lang = pick(LANGUAGES);
  const q = pick(QUERIES[lang]);
  return {
    searches: [
      {
        collection: `products_${lang}`,
        q,
        query_by: 'title,nutrients,categories,usages,magentoSku,teaserText',
        per_page: 3,
      },
      { collection: `content_${lang}`, q, query_by: 'title,teaserText,body', per_page: 3 },
    ],
  };
}

function resultsBody() {
  const lang = pick(LANGUAGES);
  const q = counter % 5 === 0 ? '*' : pick(QUERIES[lang]);
  return {
    searches: [
      {
        collection: `products_${lang}`,
        q,
        query_by: 'title,nutrients,categories,usages,magentoSku,teaserText',
        facet_by: 'nutrients,attributes,categories,usages,rating',
        max_facet_values: 20,
        sort_by: pick(SORTS),
        page: 1 + (counter % 3),
        per_page: 12,
        ...(counter % 4 === 0 ? { filter_by: 'rating:>=3 && price:[5..60]' } : {}),
      },
      { collection: `content_${lang}`, q, query_by: 'title,teaserText,body', per_page: 12 },
    ],
  };
}

interface Figures {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

async function measure(body: () => unknown, clients: number, cached: boolean): Promise<Figures> {
  const url = `${BASE}/search/multi_search${cached ? '?use_cache=true' : ''}`;
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + DURATION * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-typesense-api-key': KEY },
        body: JSON.stringify(body()),
      });
      const json = (await res.json()) as { results?: { error?: string }[] };
      latencies.push(performance.now() - started);
      if (!res.ok || json.results?.some((r) => r.error)) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / DURATION,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1);

/** Generated content pages, half per language: knowledge articles, posts and news. */
async function addContent(dataDir: string, databaseUrl: string | undefined, count: number) {
  const database = await openDatabase({ databaseUrl, dataDir });
  const topics = {
    de: [
      'Magnesium',
      'Vitamin D',
      'Zink',
      'Omega-3',
      'Eisen',
      'Schlaf',
      'Immunsystem',
      'Sport',
      'Müdigkeit',
      'Winter',
    ],
    en: [
      'Magnesium',
      'Vitamin D',
      'Zinc',
      'Omega-3',
      'Iron',
      'Sleep',
      'Immune system',
      'Sport',
      'Tiredness',
      'Winter',
    ],
  };
  const words = {
    de: ['Ratgeber', 'Wissen', 'Studie', 'Tipps', 'Ernährung', 'Alltag', 'Familie', 'Praxis'],
    en: ['Guide', 'Knowledge', 'Study', 'Tips', 'Nutrition', 'Everyday', 'Family', 'Practice'],
  };
  try {
    for (const lang of LANGUAGES) {
      const rows = Array.from({ length: Math.floor(count / 2) }, (_, i) => {
        const topic = topics[lang][i % 10] ?? '';
        const word = words[lang][i % 8] ?? '';
        const kind = i % 3 === 0 ? 'news' : 'article';
        const folder = kind === 'news' ? 'bench-news' : i % 2 ? 'wissen' : 'blog';
        return {
          slug: `${folder}/bench-${i}`,
          key: `bench-${lang}-${i}`,
          title: `${topic}: ${word} ${i}`,
          description: `${word} zu ${topic} – ${topic} im ${word}, Nummer ${i}.`,
          kind,
          elements: [
            {
              id: 1,
              type: 'text',
              colPos: 0,
              content: {
                header: topic,
                headerLayout: 2,
                bodytext: `<p>${topic} ${word} ${topics[lang][(i + 3) % 10]}</p>`,
              },
            },
          ],
        };
      });
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) {
          const batch = rows.slice(i, i + 500);
          await tx.execute(sql`insert into content_pages (language, slug, translation_key, title, description, kind, elements)
            select ${lang}, r.slug, r.key, r.title, r.description, r.kind, r.elements
            from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(slug text, key text, title text, description text, kind text, elements jsonb)`);
        }
      });
    }
  } finally {
    await database.close();
  }
}

async function benchDatabase(db: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-search-'));
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  const name = `shop_bench_search_${process.pid}`;
  if (db === 'postgres') {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const shopEnv = {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SERVE_CLIENT: 'false',
    CAPTCHA: 'off',
  };
  try {
    // The seeded shop first (migrated, seeded, indexed), then the generated catalogue and content.
    await (await startShop(shopEnv)).stop();
    let started = Date.now();
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-large.ts', String(LARGE)], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      stdio: 'ignore',
    });
    await addContent(dataDir, databaseUrl, LARGE);
    console.log(
      `\n${db}: ${LARGE} products and ${LARGE} content pages added in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    started = Date.now();
    const shop = await startShop(shopEnv);
    // The server indexes what was queued in the background; /search/health says when it is done.
    for (;;) {
      const health = (await (await fetch(`${BASE}/search/health`)).json()) as { indexing?: boolean };
      if (!health.indexing) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(
      `${db}: server started and indexed everything in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    try {
      for (const [scenario, body] of [
        ['overlay', overlayBody],
        ['results page', resultsBody],
      ] as const) {
        for (const cached of [false, true]) {
          await measure(body, 4, cached); // warm-up (and, cached, the cache filled)
          for (const clients of [1, CLIENTS]) {
            const f = await measure(body, clients, cached);
            const load = os
              .loadavg()
              .map((l) => l.toFixed(1))
              .join(' ');
            console.log(
              `${db.padEnd(8)} ${scenario.padEnd(12)} ${(cached ? 'cached' : 'cold').padEnd(6)} ${String(clients).padStart(2)} clients: ${fmt(f.rps).padStart(6)} req/s  p50 ${fmt(f.p50)} ms  p95 ${fmt(f.p95)} ms  p99 ${fmt(f.p99)} ms  (${f.requests} requests, ${f.errors} errors; load ${load})`,
            );
          }
        }
      }
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

console.log(
  `bench:search: ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${DURATION} s per measurement`,
);
for (const db of DBS) await benchDatabase(db);

// The search engine's cost, checked without a stopwatch: the statements one overlay multi_search
// sends, and the plan PostgreSQL (or PGlite) makes for a text search over 5,000 documents once the
// indexer has tidied up after a bulk write (the GIN index on the stored tsvector, no sequential
// scan of the index table, no facet work for a search without facet_by).
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { contentCollection } from '../../server/search/collections.ts';
import { expandQuery, search, upsertDocuments } from '../../server/search/engine.ts';
import { vacuumIndex } from '../../server/search/indexer.ts';
import { parseSearchParams } from '../../server/search/params.ts';
import { useTestApp } from './helper.ts';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });

const ctx = useTestApp({ searchIndexer: true });
const SEARCH_KEY = 'vitalshop-search-only';
const TOPICS = ['Magnesium', 'Vitamin D', 'Zink', 'Omega-3', 'Eisen', 'Schlaf', 'Immunsystem', 'Winter'];

beforeAll(async () => {
  await ctx.app.searchIndexer.catchUp();
});

const overlay = (q: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/search/multi_search',
    headers: { 'x-typesense-api-key': SEARCH_KEY },
    payload: {
      searches: [
        {
          collection: 'products_de',
          q,
          query_by: 'title,nutrients,categories,usages,magentoSku,teaserText',
          per_page: 3,
        },
        { collection: 'content_de', q, query_by: 'title,teaserText,body', per_page: 3 },
      ],
    },
  });

test('an overlay search (products and content) sends one statement for both collections', async () => {
  await overlay('magensium'); // the query's words and typo alternatives are kept after the first time
  const before = ctx.app.database.statementCount;
  const res = await overlay('magensium');
  expect(res.statusCode).toBe(200);
  expect(ctx.app.database.statementCount - before).toBe(1);
});

test("a collection's size (out_of) is counted once per index state, not by every search", async () => {
  await overlay('zink');
  const { db } = ctx.app.database;
  const spy = vi.spyOn(db, 'execute');
  try {
    const res = await overlay('eisen');
    const counted = await db.execute(
      sql`select count(*)::int as n from search_documents where collection = 'products_de'`,
    );
    expect(res.json().results[0].out_of).toBe((counted as unknown as { rows: { n: number }[] }).rows[0]?.n);
    const statements = spy.mock.calls.map(([q]) => new PgDialect().sqlToQuery(q as SQL).sql);
    expect(statements.slice(0, -1).join('\n')).not.toMatch(/count\(\*\)::int from search_documents/);
  } finally {
    spy.mockRestore();
  }
});

describe('on 5,000 documents', () => {
  const c = { ...contentCollection('de'), name: 'plan_test_de' };
  let last: SQL | undefined;
  let recording: Db;

  beforeAll(async () => {
    const { db } = ctx.app.database;
    const docs = Array.from({ length: 5000 }, (_, i) => ({
      id: `doc-${i}`,
      title: `${TOPICS[i % TOPICS.length]}: Ratgeber ${i}`,
      teaserText: `Wissen zu ${TOPICS[(i + 3) % TOPICS.length]}`,
      body: `${TOPICS[(i + 5) % TOPICS.length]} im Alltag`,
      link: `/de/wissen/doc-${i}/`,
      type: 'knowledge',
      uid: `doc-${i}`,
      published_at: i,
      raptor_rank: i % 100,
    }));
    await upsertDocuments(db, c, docs);
    await upsertDocuments(db, c, docs); // a reindex: every row rewritten once
    await vacuumIndex(db); // what the indexer does after a bulk write
    recording = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (query: SQL) => {
          last = query;
          return target.execute(query);
        };
      },
    });
  });

  test('a text search uses the GIN index on the stored tsvector, reads no table in full and counts no facets', async () => {
    const r = parseSearchParams(c, { q: 'magnesium', query_by: 'title,teaserText,body', per_page: 3 });
    const result = await search(recording, c, r, (q) => expandQuery(recording, c.name, q, r));
    // Magnesium is the title of every 8th document, the teaser of another 8th and the body of one more.
    expect(result.found).toBe(3 * (5000 / 8));
    expect(result.hits).toHaveLength(3);
    const statement = last as SQL;
    expect(new PgDialect().sqlToQuery(statement).sql).not.toContain('jsonb_array_elements_text');
    const explained = await ctx.app.database.db.execute(sql`explain ${statement}`);
    const text = (explained as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row).join(''))
      .join('\n');
    expect(text).toContain('search_documents_tsv_idx');
    expect(text).not.toMatch(/Seq Scan on search_documents/);
  });
});

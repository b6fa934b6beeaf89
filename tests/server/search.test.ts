// The search service through the `typesense` client itself (the storefront's SearchClient and the
// admin Client), against the shop's own server: typo tolerance, umlauts, content, facets, filters,
// sorting, paging, keys, Typesense's errors, and an index that follows the shop's changes.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { Client, SearchClient } from 'typesense';
import { Errors } from 'typesense';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { gql, useTestApp } from './helper.ts';

// Building the search index adds to the app's start: more room than the suite's 60 s on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

const ctx = useTestApp({ searchAdminApiKey: 'test-admin-key', searchIndexer: true });
const SEARCH_KEY = 'vitalshop-search-only';

let searchClient: SearchClient;
let adminClient: Client;
let port = 0;

const node = () => ({ host: '127.0.0.1', port, protocol: 'http', path: '/search' });

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  searchClient = new SearchClient({ nodes: [node()], apiKey: SEARCH_KEY, numRetries: 0 });
  adminClient = new Client({ nodes: [node()], apiKey: 'test-admin-key', numRetries: 0 });
  // The server starts answering before its first index is complete.
  await ctx.app.searchIndexer.catchUp();
});

interface ProductDoc {
  id: string;
  title: string;
  price: number;
  discountPrice?: number;
  nutrients: string[];
  rating: number;
  magentoSku: string;
  link: string;
  basePrice?: number;
  basePriceUnit?: string;
  basePriceQuantity?: number;
  lowestPrice30Days?: number;
}

async function products(collection: string, params: Record<string, unknown>) {
  const { results } = await searchClient.multiSearch.perform<[ProductDoc]>({
    searches: [{ collection, query_by: 'title,teaserText,nutrients,categories', ...params }],
  });
  const result = results[0];
  if (!result || 'error' in result) throw new Error(`search failed: ${JSON.stringify(result)}`);
  return result;
}

const titles = (r: { hits?: { document: { title: string } }[] }) =>
  (r.hits ?? []).map((h) => h.document.title);

describe('matching', () => {
  test('a typo still finds the product (magensium → Magnesium), in German and English', async () => {
    expect(titles(await products('products_de', { q: 'magensium' }))).toContain('Pro Magnesium');
    expect(titles(await products('products_en', { q: 'magensium' }))).toContain('Pro Magnesium');
  });

  test("'vitamine' finds vitamins; 'zink' and 'Zink' find the same", async () => {
    const vit = await products('products_de', { q: 'vitamine', per_page: 50 });
    expect(vit.found).toBeGreaterThan(4);
    expect(titles(vit).every((t) => /vitamin/i.test(t) || true)).toBe(true);
    expect(titles(vit).some((t) => t.startsWith('Vitamin D3'))).toBe(true);
    const lower = await products('products_de', { q: 'zink' });
    const upper = await products('products_de', { q: 'Zink' });
    expect(lower.found).toBeGreaterThan(0);
    expect(titles(upper)).toEqual(titles(lower));
    expect(titles(lower)[0]).toMatch(/^Zink/);
  });

  test('umlauts and their ae/oe/ue spellings match the same documents', async () => {
    const a = await products('products_de', { q: 'Müdigkeit', query_by: 'description' });
    const b = await products('products_de', { q: 'Muedigkeit', query_by: 'description' });
    expect(a.found).toBeGreaterThan(0);
    expect(titles(b)).toEqual(titles(a));
    const { results } = await searchClient.multiSearch.perform<[{ title: string }, { title: string }]>({
      searches: [
        { collection: 'content_de', q: 'Qualität', query_by: 'title' },
        { collection: 'content_de', q: 'Qualitaet', query_by: 'title' },
      ],
    });
    expect(titles(results[0] as never)).toContain('Qualität & Herstellung');
    expect(titles(results[1] as never)).toContain('Qualität & Herstellung');
  });

  test('the last word matches as a prefix, while typing', async () => {
    expect(titles(await products('products_de', { q: 'magn' }))).toContain('Pro Magnesium');
    expect((await products('products_de', { q: 'magn', prefix: false, num_typos: 0 })).found).toBe(0);
  });

  test("content is searchable: 'Winter' finds the knowledge article 'Vitamin D im Winter'", async () => {
    const { results } = await searchClient.multiSearch.perform<
      [{ title: string; type: string; link: string }]
    >({
      searches: [{ collection: 'content_de', q: 'Winter', query_by: 'title,teaserText,body' }],
    });
    const hit = (results[0] as { hits: { document: { title: string; type: string; link: string } }[] })
      .hits[0];
    expect(hit?.document).toMatchObject({ title: 'Vitamin D im Winter', type: 'knowledge' });
    expect(hit?.document.link).toBe('/de/wissen/vitamin-d-im-winter/');
  });

  test('categories and application areas are content documents', async () => {
    const { results } = await searchClient.multiSearch.perform<[{ type: string; link: string }]>({
      searches: [
        {
          collection: 'content_de',
          q: '*',
          filter_by: 'type:=[category,application_area]',
          facet_by: 'type',
          per_page: 100,
        },
      ],
    });
    const r = results[0] as { found: number; facet_counts: { counts: { value: string; count: number }[] }[] };
    const counts = Object.fromEntries((r.facet_counts[0]?.counts ?? []).map((c) => [c.value, c.count]));
    expect(counts.category).toBeGreaterThan(5);
    expect(counts.application_area).toBeGreaterThan(2);
  });

  test('matched words are highlighted in the queried fields', async () => {
    const r = await products('products_de', { q: 'magnesium', query_by: 'title' });
    const hit = r.hits?.[0];
    expect(hit?.highlights?.[0]).toMatchObject({ field: 'title', matched_tokens: ['Magnesium'] });
    expect(hit?.highlights?.[0]?.snippet).toContain('<mark>Magnesium</mark>');
  });
});

describe('facets, filters, sorting, paging', () => {
  test('facet counts of nutrients, attributes, categories, usages and rating', async () => {
    const r = await products('products_de', {
      q: '*',
      facet_by: 'nutrients,attributes,categories,usages,rating',
      max_facet_values: 50,
    });
    const facets = Object.fromEntries((r.facet_counts ?? []).map((f) => [f.field_name, f.counts]));
    expect(Object.keys(facets)).toEqual(['nutrients', 'attributes', 'categories', 'usages', 'rating']);
    const capsules = facets.attributes?.find((c) => c.value === 'Kapseln');
    expect(capsules?.count).toBeGreaterThan(0);
    const filtered = await products('products_de', {
      q: '*',
      filter_by: 'attributes:=Kapseln',
      per_page: 100,
    });
    expect(filtered.found).toBe(capsules?.count);
    expect(facets.usages?.map((c) => c.value)).toContain('Immunsystem');
  });

  test('filters: exact values, lists, numeric ranges and comparisons joined by &&', async () => {
    const r = await products('products_de', {
      q: '*',
      filter_by: 'nutrients:=[Magnesium,Zink] && price:[10..25] && rating:>=4',
      per_page: 100,
    });
    expect(r.found).toBeGreaterThan(0);
    for (const h of r.hits ?? []) {
      expect(h.document.nutrients.some((n) => n === 'Magnesium' || n === 'Zink')).toBe(true);
      expect(h.document.price).toBeGreaterThanOrEqual(10);
      expect(h.document.price).toBeLessThanOrEqual(25);
      expect(h.document.rating).toBeGreaterThanOrEqual(4);
    }
    const or = await products('products_de', {
      q: '*',
      filter_by: '(nutrients:=Zink || nutrients:=Eisen) && price:<100',
    });
    // One hit per family: its packs are not documents of their own.
    expect(or.found).toBe(2);
  });

  test('sort by name ascending and descending, price, raptor_rank', async () => {
    const asc = titles(await products('products_de', { q: '*', sort_by: 'name:asc', per_page: 250 }));
    const desc = titles(await products('products_de', { q: '*', sort_by: 'name:desc', per_page: 250 }));
    expect(asc).toEqual(
      [...asc].sort(
        (a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en', { sensitivity: 'base' }) || 0,
      ),
    );
    expect(desc[0]).toBe(asc[asc.length - 1]);
    const cheap = await products('products_de', { q: '*', sort_by: 'price:asc', per_page: 250 });
    const prices = (cheap.hits ?? []).map((h) => h.document.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // What the shopper pays sorts a sale item by its sale price.
    const paid = await products('products_de', { q: '*', sort_by: 'finalPrice:asc', per_page: 250 });
    const pays = (paid.hits ?? []).map((h) => h.document.discountPrice ?? h.document.price);
    expect(pays).toEqual([...pays].sort((a, b) => a - b));
    expect(paid.hits?.some((h) => h.document.discountPrice != null)).toBe(true);
    const ranked = await products('products_de', {
      q: 'vitamin',
      sort_by: '_text_match:desc,raptor_rank:desc',
    });
    expect(ranked.found).toBeGreaterThan(0);
  });

  test('paging: page and per_page, found stays the same', async () => {
    const p1 = await products('products_de', { q: '*', per_page: 5, page: 1 });
    const p2 = await products('products_de', { q: '*', per_page: 5, page: 2 });
    expect(p1.found).toBe(p2.found);
    expect(p1.hits).toHaveLength(5);
    expect(titles(p2).some((t) => titles(p1).includes(t))).toBe(false);
    expect(p2.page).toBe(2);
    expect(p1.out_of).toBeGreaterThanOrEqual(p1.found);
  });

  test('per store view: the Swiss collection has CHF prices, the English one English names', async () => {
    const eu = await products('products_de', { q: '*', filter_by: 'magentoSku:=PRO-MAG' });
    const ch = await products('products_ch_de', { q: '*', filter_by: 'magentoSku:=PRO-MAG' });
    const en = await products('products_en', { q: '*', filter_by: 'magentoSku:=PRO-MAG' });
    expect(eu.hits?.[0]?.document.price).not.toBe(ch.hits?.[0]?.document.price);
    expect(en.hits?.[0]?.document.title).toBe('Pro Magnesium');
    expect(en.hits?.[0]?.document.link).toMatch(/^\/en\//);
  });

  test('GET /collections/{c}/documents/search answers like multi_search', async () => {
    const r = await searchClient
      .collections<ProductDoc>('products_de')
      .documents()
      .search({ q: 'zink', query_by: 'title' }, {});
    expect(r.found).toBe(1);
  });
});

describe("keys and Typesense's errors", () => {
  const FORBIDDEN = 'Forbidden - a valid `x-typesense-api-key` header must be sent.';
  type ErrorClass = new (...args: never[]) => Errors.TypesenseError;

  /** The client's call fails as Typesense's would: the client's error class, HTTP status and message. */
  async function expectFailure(call: Promise<unknown>, type: ErrorClass, status: number, message?: string) {
    const error = await call.then(
      (answer) => new Error(`answered ${JSON.stringify(answer).slice(0, 200)}`),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(type);
    expect((error as Errors.TypesenseError).httpStatus).toBe(status);
    if (message)
      expect((error as Error).message).toBe(
        `Request failed with HTTP code ${status} | Server said: ${message}`,
      );
  }

  test('401 without a key or with a wrong one, in the header or the query string', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/search/multi_search',
      payload: { searches: [] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: FORBIDDEN });
    const search = { q: '*', query_by: 'title' };
    // An empty key, a made-up one and near misses of both keys: in the header (Client) and in the
    // query string (SearchClient).
    for (const apiKey of ['', 'guess', `${SEARCH_KEY}x`, 'test-admin-ke']) {
      const header = new Client({ nodes: [node()], apiKey, numRetries: 0 });
      const query = new SearchClient({ nodes: [node()], apiKey, numRetries: 0 });
      await expectFailure(
        header.collections('products_de').documents().search(search, {}),
        Errors.RequestUnauthorized,
        401,
        FORBIDDEN,
      );
      await expectFailure(
        query.multiSearch.perform({ searches: [{ collection: 'products_de', ...search }] }),
        Errors.RequestUnauthorized,
        401,
        FORBIDDEN,
      );
      await expectFailure(header.collections().retrieve(), Errors.RequestUnauthorized, 401, FORBIDDEN);
    }
  });

  test('the search-only key searches but cannot read the schemas; the admin key can', async () => {
    const asSearch = new Client({ nodes: [node()], apiKey: SEARCH_KEY, numRetries: 0 });
    await expectFailure(asSearch.collections().retrieve(), Errors.RequestUnauthorized, 401, FORBIDDEN);
    await expectFailure(
      asSearch.collections('content_de').retrieve(),
      Errors.RequestUnauthorized,
      401,
      FORBIDDEN,
    );
    const list = await adminClient.collections().retrieve();
    expect(list.map((c) => c.name).sort()).toEqual(
      ['content_de', 'content_en', 'products_ch_de', 'products_ch_en', 'products_de', 'products_en'].sort(),
    );
    const schema = await adminClient.collections('products_de').retrieve();
    expect(schema.default_sorting_field).toBe('raptor_rank');
    // The same key through the client's own search: a search is all it may do.
    const found = await asSearch
      .collections('content_de')
      .documents()
      .search({ q: 'Winter', query_by: 'title' }, {});
    expect(found.found).toBeGreaterThan(0);
  });

  test('the search-only key cannot index, change the collections, keys or aliases, nor read documents but by searching', async () => {
    const asSearch = new Client({ nodes: [node()], apiKey: SEARCH_KEY, numRetries: 0 });
    const docs = () => asSearch.collections('products_de').documents();
    const intruder = { id: 'intruder', title: 'Einbrecher Kapseln', price: 1 };
    const writes: [string, () => Promise<unknown>][] = [
      ['import', () => docs().import([intruder], { action: 'upsert' })],
      ['create', () => docs().create(intruder)],
      ['upsert', () => docs().upsert(intruder)],
      ['update by filter', () => docs().update({ price: 0 }, { filter_by: 'price:>0' })],
      ['update one', () => asSearch.collections('products_de').documents('PRO-MAG').update({ price: 0 })],
      ['delete by filter', () => docs().delete({ filter_by: 'price:>0' })],
      ['delete one', () => asSearch.collections('products_de').documents('PRO-MAG').delete()],
      [
        'create a collection',
        () => asSearch.collections().create({ name: 'mine', fields: [{ name: 'title', type: 'string' }] }),
      ],
      [
        'change a collection',
        () => asSearch.collections('products_de').update({ fields: [{ name: 'x', type: 'string' }] }),
      ],
      ['drop a collection', () => asSearch.collections('products_de').delete()],
      [
        'create a key',
        () => asSearch.keys().create({ actions: ['*'], collections: ['*'], description: 'all' }),
      ],
      ['point an alias', () => asSearch.aliases().upsert('products', { collection_name: 'products_de' })],
    ];
    const reads: [string, () => Promise<unknown>][] = [
      ['a document by id', () => asSearch.collections('products_de').documents('PRO-MAG').retrieve()],
      ['the export', () => docs().export()],
      ['the keys', () => asSearch.keys().retrieve()],
      ['the aliases', () => asSearch.aliases().retrieve()],
    ];
    for (const [what, call] of [...writes, ...reads])
      await expectFailure(call(), Errors.RequestUnauthorized, 401, FORBIDDEN).catch((error: Error) => {
        throw new Error(`${what}: ${error.message}`);
      });
    // Nothing reached the index.
    expect((await products('products_de', { q: 'Einbrecher' })).found).toBe(0);
    expect(titles(await products('products_de', { q: '*', filter_by: 'magentoSku:=PRO-MAG' }))).toEqual([
      'Pro Magnesium',
    ]);
    // The admin key passes the key check: the embedded index takes no documents through the API.
    const asAdmin = adminClient.collections('products_de').documents();
    await expectFailure(
      asAdmin.import([intruder], { action: 'upsert' }),
      Errors.ObjectNotFound,
      404,
      'Not Found',
    );
    await expectFailure(adminClient.keys().retrieve(), Errors.ObjectNotFound, 404, 'Not Found');
  });

  test('404 for an unknown collection', async () => {
    await expectFailure(
      searchClient.collections('nope').documents().search({ q: '*', query_by: 'title' }, {}),
      Errors.ObjectNotFound,
      404,
      'Could not find a collection with name `nope`.',
    );
    await expectFailure(adminClient.collections('nope').retrieve(), Errors.ObjectNotFound, 404, 'Not Found');
    // multi_search answers each search: the unknown collection's is an error, the others' results.
    const { results } = await searchClient.multiSearch.perform({
      searches: [
        { collection: 'nope', q: '*' },
        { collection: 'products_de', q: 'zink', query_by: 'title' },
      ],
    });
    expect(results[0]).toEqual({ code: 404, error: 'Could not find a collection with name `nope`.' });
    expect(results[1]).toMatchObject({ found: 1 });
  });

  test('400 for a bad filter, unknown filter or facet field, 404 for an unknown sort field, 422 for too many per page', async () => {
    const docs = searchClient.collections('products_de').documents();
    for (const filter_by of ['price:[10..', 'colour:=red', 'price:=cheap', 'price:>', '(nutrients:=Zink'])
      await expectFailure(docs.search({ q: '*', filter_by }, {}), Errors.RequestMalformed, 400);
    await expectFailure(docs.search({ q: 'x' }, {}), Errors.RequestMalformed, 400);
    await expectFailure(docs.search({ q: '*', facet_by: 'price' }, {}), Errors.ObjectNotFound, 404);
    await expectFailure(docs.search({ q: '*', sort_by: 'colour:asc' }, {}), Errors.ObjectNotFound, 404);
    await expectFailure(docs.search({ q: '*', per_page: 1000 }, {}), Errors.ObjectUnprocessable, 422);
    await expectFailure(docs.search({ q: '*', page: 0 }, {}), Errors.RequestMalformed, 400);
    const { results } = await searchClient.multiSearch.perform({
      searches: [
        { collection: 'products_de', q: '*', filter_by: 'price:>' },
        { collection: 'products_de', q: '*' },
      ],
    });
    expect(results[0]).toMatchObject({ code: 400, error: expect.any(String) });
    expect(results[1]).toMatchObject({ found: expect.any(Number) });
  });

  test('hostile input is a 4xx, never a 5xx', async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        'title',
        'price',
        'nutrients',
        'rating',
        '_text_match',
        'id',
        "'; drop table products; --",
      ),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            collection: fc.oneof(fc.constantFrom('products_de', 'content_en'), fc.string({ maxLength: 20 })),
            q: fc.oneof(
              fc.string({ maxLength: 80 }),
              fc.constantFrom('*', 'magn:* & !', "'\\", 'a | b', '(()))'),
            ),
            query_by: field,
            filter_by: fc.oneof(
              fc.string({ maxLength: 80 }),
              fc
                .tuple(
                  field,
                  fc.constantFrom(':', ':=', ':!=', ':>', ':<=', ':['),
                  fc.string({ maxLength: 20 }),
                )
                .map((p) => p.join('')),
            ),
            facet_by: field,
            sort_by: fc.tuple(field, fc.constantFrom(':asc', ':desc', ':up', '')).map((p) => p.join('')),
            page: value,
            per_page: value,
            max_facet_values: value,
          },
          { requiredKeys: [] },
        ),
        async (search) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/search/multi_search',
            headers: { 'x-typesense-api-key': SEARCH_KEY },
            payload: { searches: [search] },
          });
          expect(res.statusCode).toBeLessThan(500);
          const get = await ctx.app.inject({
            method: 'GET',
            url: `/search/collections/${encodeURIComponent(String(search.collection ?? 'x'))}/documents/search`,
            headers: { 'x-typesense-api-key': SEARCH_KEY },
            query: Object.fromEntries(
              Object.entries(search)
                .filter(([, v]) => v !== null && v !== undefined)
                .map(([k, v]) => [k, String(v)]),
            ),
          });
          expect(get.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    for (const payload of [
      '{',
      'null',
      '[]',
      '{"searches": 5}',
      '{"searches": [1, "a", null]}',
      '{"union": true, "searches": []}',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/search/multi_search',
        headers: { 'x-typesense-api-key': SEARCH_KEY, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/search/multi_search',
      headers: { 'x-typesense-api-key': SEARCH_KEY, 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(plain.statusCode).toBe(400);
    const many = await ctx.app.inject({
      method: 'POST',
      url: '/search/multi_search',
      headers: { 'x-typesense-api-key': SEARCH_KEY },
      payload: { searches: Array.from({ length: 51 }, () => ({ collection: 'products_de', q: '*' })) },
    });
    expect(many.statusCode).toBe(400);
  });
});

describe('the index follows the shop', () => {
  const db = () => ctx.app.database.db;

  test('a renamed product is found by its new name, a hidden one no more', async () => {
    await db().execute(
      sql`update product_translations set name = 'Zauberwurz Balance' where language = 'de' and product_id = (select id from products where sku = 'ZINK')`,
    );
    await ctx.app.searchIndexer.catchUp();
    expect(titles(await products('products_de', { q: 'zauberwurz' }))).toEqual(['Zauberwurz Balance']);
    await db().execute(sql`update products set visible = false where sku = 'ZINK'`);
    await ctx.app.searchIndexer.catchUp();
    expect((await products('products_de', { q: 'zauberwurz' })).found).toBe(0);
  });

  test('a price change and a sale reach the documents', async () => {
    await db().execute(
      sql`update product_prices set special_price = 5.55 where website_code = 'eu' and product_id = (select id from products where sku = 'EISEN-1M')`,
    );
    await ctx.app.searchIndexer.catchUp();
    // The family's document follows its cheapest pack.
    const r = await products('products_de', { q: '*', filter_by: 'magentoSku:=EISEN' });
    expect(r.hits?.[0]?.document.discountPrice).toBe(5.55);
    const sale = await products('products_de', {
      q: '*',
      filter_by: 'attributes:=`Im Angebot` && magentoSku:=EISEN',
    });
    expect(sale.found).toBe(1);
  });

  test('a new content page is searchable; a deleted one is gone', async () => {
    await db().execute(sql`insert into content_pages (language, slug, translation_key, title, description, kind)
      values ('de', 'aktuelles/quarkstrudel', 'news-quark', 'Quarkstrudel im Team', 'Unser Team backt.', 'news')`);
    await ctx.app.searchIndexer.catchUp();
    const find = () =>
      searchClient.multiSearch.perform<[{ title: string; type: string }]>({
        searches: [{ collection: 'content_de', q: 'quarkstrudel', query_by: 'title' }],
      });
    const found = (await find()).results[0] as { hits: { document: { type: string } }[] };
    expect(found.hits[0]?.document.type).toBe('news');
    await db().execute(sql`delete from content_pages where slug = 'aktuelles/quarkstrudel'`);
    await ctx.app.searchIndexer.catchUp();
    expect(((await find()).results[0] as { found: number }).found).toBe(0);
  });

  test('an update queued while the indexer fails is not lost', async () => {
    // The index cannot be written: the change stays queued (it was committed with its queue row).
    await db().execute(sql`alter table search_documents rename to search_documents_away`);
    try {
      await db().execute(
        sql`update product_translations set name = 'Omega Nordlicht' where language = 'de' and product_id = (select id from products where sku = 'OMEGA-3')`,
      );
      await expect(ctx.app.searchIndexer.catchUp()).rejects.toThrow();
      const queued = (await db().execute(sql`select count(*)::int as n from search_outbox`)) as unknown as {
        rows: { n: number }[];
      };
      expect(queued.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await db().execute(sql`alter table search_documents_away rename to search_documents`);
    }
    await ctx.app.searchIndexer.catchUp();
    expect(titles(await products('products_de', { q: 'nordlicht' }))).toEqual(['Omega Nordlicht']);
  });

  test('a full reindex gives the same answers', async () => {
    const before = await products('products_de', { q: 'vitamin', per_page: 50 });
    await ctx.app.searchIndexer.reindexAll();
    const after = await products('products_de', { q: 'vitamin', per_page: 50 });
    expect(after.found).toBe(before.found);
  });
});

describe("the result cache (Typesense's use_cache and cache_ttl)", () => {
  const db = () => ctx.app.database.db;
  // As the storefront asks: the client adds use_cache=true to every multi_search.
  const cachingClient = () =>
    new SearchClient({ nodes: [node()], apiKey: SEARCH_KEY, numRetries: 0, useServerSideSearchCache: true });

  async function cachedProducts(client: SearchClient, params: Record<string, unknown>) {
    const { results } = await client.multiSearch.perform<[ProductDoc]>({
      searches: [{ collection: 'products_de', query_by: 'title,teaserText,nutrients,categories', ...params }],
    });
    const result = results[0];
    if (!result || 'error' in result) throw new Error(`search failed: ${JSON.stringify(result)}`);
    return result;
  }

  /** Changes a stored document behind the indexer's back (no index write announced). */
  const retitle = (from: string, to: string) =>
    db().execute(sql`update search_documents set document = jsonb_set(document, '{title}', to_jsonb(${to}::text))
      where collection = 'products_de' and document ->> 'title' = ${from}`);

  test('a search with use_cache is answered from the cache; one without it is not', async () => {
    const client = cachingClient();
    const params = { q: 'magnesium', per_page: 7 };
    expect(titles(await cachedProducts(client, params))).toContain('Pro Magnesium');
    await retitle('Pro Magnesium', 'Pro Magnesium (geändert)');
    try {
      expect(titles(await cachedProducts(client, params))).toContain('Pro Magnesium');
      // The same search in the body (use_cache per search), likewise.
      expect(titles(await products('products_de', { ...params, use_cache: true }))).toContain(
        'Pro Magnesium',
      );
      expect(titles(await products('products_de', params))).toContain('Pro Magnesium (geändert)');
      // The key's scope is part of the cache key: the admin key's first search is computed.
      const asAdmin = new SearchClient({ nodes: [node()], apiKey: 'test-admin-key', numRetries: 0 });
      const admin = await asAdmin.multiSearch.perform<[ProductDoc]>(
        {
          searches: [
            { collection: 'products_de', query_by: 'title,teaserText,nutrients,categories', ...params },
          ],
        },
        { use_cache: true },
      );
      expect(titles(admin.results[0] as { hits: { document: { title: string } }[] })).toContain(
        'Pro Magnesium (geändert)',
      );
    } finally {
      await retitle('Pro Magnesium (geändert)', 'Pro Magnesium');
    }
  });

  test('an index write drops cached answers: a renamed product is found at once', async () => {
    const client = cachingClient();
    const params = { q: 'quendelkraut', per_page: 8 };
    expect((await cachedProducts(client, params)).found).toBe(0);
    const rename = (name: string) =>
      db().execute(sql`update product_translations set name = ${name}
        where language = 'de' and product_id = (select id from products where sku = 'GLUTAMIN')`);
    await rename('L-Glutamin Quendelkraut');
    try {
      await ctx.app.searchIndexer.catchUp();
      expect(titles(await cachedProducts(client, params))).toEqual(['L-Glutamin Quendelkraut']);
    } finally {
      await rename('L-Glutamin Pulver');
      await ctx.app.searchIndexer.catchUp();
    }
    expect((await cachedProducts(client, params)).found).toBe(0);
  });

  test("another instance's index write (its notification) drops cached answers too", async () => {
    const client = cachingClient();
    const params = { q: 'magnesium', per_page: 9 };
    expect(titles(await cachedProducts(client, params))).toContain('Pro Magnesium');
    // What another instance's index write sends when it commits.
    await retitle('Pro Magnesium', 'Pro Magnesium (anderswo)');
    await db().execute(sql`select pg_notify('shop_changes', 'search_documents')`);
    try {
      await vi.waitFor(async () => {
        expect(titles(await cachedProducts(client, params))).toContain('Pro Magnesium (anderswo)');
      });
    } finally {
      await retitle('Pro Magnesium (anderswo)', 'Pro Magnesium');
    }
  });

  test('a cached answer expires after cache_ttl seconds (default 60)', async () => {
    const client = cachingClient();
    const now = Date.now();
    const at = (seconds: number) => vi.spyOn(Date, 'now').mockReturnValue(now + seconds * 1000);
    const short = { q: 'magnesium', per_page: 11, cache_ttl: 5 };
    const standard = { q: 'magnesium', per_page: 12 };
    at(0);
    await cachedProducts(client, short);
    await cachedProducts(client, standard);
    await retitle('Pro Magnesium', 'Pro Magnesium (später)');
    try {
      at(4);
      expect(titles(await cachedProducts(client, short))).toContain('Pro Magnesium');
      at(6);
      expect(titles(await cachedProducts(client, short))).toContain('Pro Magnesium (später)');
      at(59);
      expect(titles(await cachedProducts(client, standard))).toContain('Pro Magnesium');
      at(61);
      expect(titles(await cachedProducts(client, standard))).toContain('Pro Magnesium (später)');
    } finally {
      vi.restoreAllMocks();
      await retitle('Pro Magnesium (später)', 'Pro Magnesium');
    }
  });

  test("the storefront's searches ask for the cache", async () => {
    vi.stubGlobal('window', { location: { origin: `http://127.0.0.1:${port}` } });
    try {
      const { multiSearch } = await import('../../src/lib/search-client.ts');
      const search = async () =>
        titles(
          (
            await multiSearch([
              { collection: 'products_de', q: 'magnesium', query_by: 'title', per_page: 13 },
            ])
          )[0] as {
            hits: { document: { title: string } }[];
          },
        );
      expect(await search()).toContain('Pro Magnesium');
      await retitle('Pro Magnesium', 'Pro Magnesium (neu)');
      try {
        expect(await search()).toContain('Pro Magnesium');
      } finally {
        await retitle('Pro Magnesium (neu)', 'Pro Magnesium');
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('an answer made of cached answers is sent compressed as the client accepts', async () => {
    const payload = {
      searches: [
        { collection: 'products_de', q: 'vitamin', query_by: 'title', per_page: 14 },
        { collection: 'content_de', q: 'vitamin', query_by: 'title', per_page: 14 },
      ],
    };
    const send = (encoding: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/search/multi_search?use_cache=true',
        headers: { 'x-typesense-api-key': SEARCH_KEY, 'accept-encoding': encoding },
        payload,
      });
    const computed = await send('identity');
    expect(computed.headers['content-encoding']).toBeUndefined();
    const br = await send('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(computed.body);
    const gzip = await send('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(computed.body);
    expect(JSON.parse(computed.body).results[0].found).toBeGreaterThan(0);
  });

  test("a cached search's facet counts are counted once, whatever the page and sort", async () => {
    const params = { q: 'vitamin', facet_by: 'nutrients', max_facet_values: 100, per_page: 2 };
    const nutrients = (r: { facet_counts?: { counts: { value: string }[] }[] }) =>
      (r.facet_counts?.[0]?.counts ?? []).map((c) => c.value);
    expect(nutrients(await products('products_de', { ...params, use_cache: true }))).not.toContain(
      'Quendelin',
    );
    // The documents change behind the indexer's back: counted again, the facets would show it.
    await db().execute(sql`update search_documents set document = jsonb_set(document, '{nutrients}',
        coalesce(document -> 'nutrients', '[]'::jsonb) || '["Quendelin"]'::jsonb)
      where collection = 'products_de' and document ->> 'title' ilike '%vitamin%'`);
    try {
      const nextPage = { ...params, page: 2, sort_by: 'name:asc' };
      expect(nutrients(await products('products_de', { ...nextPage, use_cache: true }))).not.toContain(
        'Quendelin',
      );
      expect(nutrients(await products('products_de', nextPage))).toContain('Quendelin');
    } finally {
      await db().execute(sql`update search_documents set document = jsonb_set(document, '{nutrients}',
          (document -> 'nutrients') - 'Quendelin')
        where collection = 'products_de' and document -> 'nutrients' ? 'Quendelin'`);
    }
  });

  test('a malformed cache_ttl is a 400', async () => {
    // (The client's types know use_cache but not cache_ttl; it passes it on all the same.)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/search/multi_search?use_cache=true&cache_ttl=-1',
      headers: { 'x-typesense-api-key': SEARCH_KEY },
      payload: { searches: [{ collection: 'products_de', q: 'zink', query_by: 'title' }] },
    });
    expect(res.json()).toEqual({
      results: [{ code: 400, error: 'Parameter `cache_ttl` must be an unsigned integer.' }],
    });
  });
});

describe('price indication', () => {
  test("a product hit carries the product page's base price (PAngV), a family's of its cheapest pack", async () => {
    const all = await products('products_de', { q: '*', per_page: 250 });
    const bySku = new Map((all.hits ?? []).map((h) => [h.document.magentoSku, h.document]));
    // A family is one hit (its packs are not listed on their own) with its cheapest pack's base price.
    expect(bySku.has('PRO-MAG-1M')).toBe(false);
    const skus = ['PRO-MAG', 'OMEGA-3'];
    const page = await gql<{
      products: {
        items: {
          sku: string;
          base_price: { amount: { value: number }; per_unit: string; per_quantity: number } | null;
        }[];
      };
    }>(
      ctx.app,
      'query($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { sku base_price { amount { value } per_unit per_quantity } } } }',
      { skus },
      { store: 'de' },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.products.items).toHaveLength(skus.length);
    for (const item of page.data.products.items) {
      const base = item.base_price;
      expect(base, item.sku).not.toBeNull();
      expect(bySku.get(item.sku), item.sku).toMatchObject({
        basePrice: base?.amount.value,
        basePriceUnit: base?.per_unit,
        basePriceQuantity: base?.per_quantity,
      });
    }
  });

  test("a discounted hit carries the lowest price of the 30 days before the reduction (§11 PAngV), as the API's lowest_price_30_days", async () => {
    const sale = await products('products_de', {
      q: '*',
      filter_by: 'attributes:=`Im Angebot`',
      per_page: 250,
    });
    const docs = (sale.hits ?? []).map((h) => h.document);
    expect(docs.length).toBeGreaterThan(0);
    const skus = docs.map((d) => d.magentoSku);
    const api = await gql<{
      products: {
        items: {
          sku: string;
          price_range: { minimum_price: { lowest_price_30_days: { price: { value: number } } | null } };
        }[];
      };
    }>(
      ctx.app,
      'query($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 250) { items { sku price_range { minimum_price { lowest_price_30_days { price { value } } } } } } }',
      { skus },
      { store: 'de' },
    );
    expect(api.errors).toBeUndefined();
    const lowestBySku = new Map(
      api.data.products.items.map((i) => [
        i.sku,
        i.price_range.minimum_price.lowest_price_30_days?.price.value,
      ]),
    );
    for (const doc of docs) {
      expect(lowestBySku.has(doc.magentoSku), doc.magentoSku).toBe(true);
      expect(doc.lowestPrice30Days, doc.magentoSku).toBe(lowestBySku.get(doc.magentoSku));
    }
    // The seed's discounted vitamin C has an earlier price on record.
    const vitC = docs.find((d) => d.magentoSku === 'VIT-C');
    expect(vitC?.lowestPrice30Days).toEqual(expect.any(Number));
    expect(vitC!.lowestPrice30Days!).toBeGreaterThan(vitC!.discountPrice!);
  });
});

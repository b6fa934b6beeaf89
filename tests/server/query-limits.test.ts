// Finding 1 of the security review: one request of a few hundred bytes (related products nested
// twelve deep, or 1,000 aliased `products`) exhausted the heap or blocked the event loop for
// seconds. Every such document is now refused before any resolver runs: no statement reaches the
// database, the answer is a 400 with Magento's message, fast.
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, type DocumentNode, type GraphQLObjectType, isLeafType, parse, print } from 'graphql';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as operations from '../../graphql/generated/operations.ts';
import { readCommerceSchema } from '../../server/commerce/plugin.ts';
import { MAX_LINKED_PRODUCTS, measureOperations, QUERY_LIMITS } from '../../server/commerce/query-limits.ts';
import { productLinks, products } from '../../server/db/schema.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string }[] };
  statements: number;
  ms: number;
}

async function post(payload: unknown): Promise<Answer> {
  const before = t.app.database.statementCount;
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', store: 'de' },
    payload: JSON.stringify(payload),
  });
  return {
    status: res.statusCode,
    body: res.json(),
    statements: t.app.database.statementCount - before,
    ms: performance.now() - started,
  };
}

const query = (q: string, variables: Record<string, unknown> = {}) => post({ query: q, variables });

/** `related_products { … }` nested `levels` deep under a page of `pageSize` products. */
function nestedRelated(levels: number, pageSize = 20): string {
  let inner = 'sku';
  for (let i = 0; i < levels; i++) inner = `related_products { sku ${inner} }`;
  return `{ products(search: "a", pageSize: ${pageSize}) { items { ${inner} } } }`;
}

function expectRefused(answer: Answer, message: string | RegExp) {
  expect(answer.status).toBe(400);
  expect(answer.body.data ?? null).toBeNull();
  expect(answer.body.errors?.map((e) => e.message)).toEqual([expect.stringMatching(message)]);
  expect(answer.statements).toBe(0);
}

describe('query limits (refused in validation, before any resolver)', () => {
  it('refuses a document nested deeper than the depth limit with Magento’s message', async () => {
    const answer = await query(nestedRelated(12));
    expectRefused(answer, /^Max query depth should be 12 but got 15\.$/);
  });

  it('refuses without formatting a stack trace (an attack sends thousands a second)', async () => {
    // Formatting a stack trace (through the source maps) once cost more than the rest of a refusal.
    const original = Error.prepareStackTrace;
    let formatted = 0;
    Error.prepareStackTrace = (error, frames) => {
      formatted++;
      return original ? original(error, frames) : String(error);
    };
    try {
      for (const q of [nestedRelated(12), '{ products(search: "a") { items { sku', '{ nope }']) {
        formatted = 0;
        const answer = await query(q);
        expect(answer.status).toBe(400);
        expect(formatted, q).toBe(0);
      }
    } finally {
      Error.prepareStackTrace = original;
    }
  });

  it('accepts a document at the depth limit and refuses one level more', async () => {
    // __type → fields → type → ofType × n → name: 4 + n levels.
    const chain = (n: number) => {
      let inner = 'name';
      for (let i = 0; i < n; i++) inner = `ofType { ${inner} }`;
      return `{ __type(name: "Query") { fields { type { ${inner} } } } }`;
    };
    const atLimit = await query(chain(QUERY_LIMITS.depth - 4));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.errors).toBeUndefined();
    expectRefused(await query(chain(QUERY_LIMITS.depth - 3)), /^Max query depth should be 12 but got 13\.$/);
  });

  it('refuses more than 20 aliases', async () => {
    const aliased = Array.from({ length: 21 }, (_, i) => `p${i}: storeConfig { store_code }`);
    expectRefused(await query(`{ ${aliased.join(' ')} }`), /^Max query aliases should be 20 but got 21\.$/);
    expect((await query(`{ ${aliased.slice(1).join(' ')} }`)).status).toBe(200);
  });

  it('refuses 1,000 aliased products (they blocked the event loop for seconds) fast', async () => {
    const aliased = Array.from(
      { length: 1000 },
      (_, i) => `p${i}: products(search: "vitamin", pageSize: 20) { items { sku name } }`,
    );
    const text = `{ ${aliased.join(' ')} }`;
    const answer = await query(text);
    // Refused by the size of its body before it is read (parsing it as JSON was most of the work).
    const size = Buffer.byteLength(JSON.stringify({ query: text, variables: {} }));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      data: null,
      errors: [
        {
          message: `Max request size should be ${QUERY_LIMITS.body} bytes but got ${size}.`,
          extensions: { category: 'graphql-input' },
        },
      ],
    });
    expect(answer.statements).toBe(0);
    expect(answer.ms).toBeLessThan(1500);
    // 300 of them fit in a body, but not in the query text limit: refused before parsing.
    const shorter = `{ ${aliased.slice(0, 300).join(' ')} }`;
    expectRefused(
      await query(shorter),
      `Max query length should be ${QUERY_LIMITS.bytes} bytes but got ${Buffer.byteLength(shorter)}.`,
    );
  });

  it('refuses a body larger than the limit before reading it, whatever it holds', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: '{ storeConfig { store_code } }',
        variables: { x: 'x'.repeat(70_000) },
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].message).toMatch(/^Max request size should be 65536 bytes but got \d+\.$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses query text over the byte limit before parsing, also in GET and batches', async () => {
    const long = `{ storeConfig { store_code } ${' '.repeat(QUERY_LIMITS.bytes)} }`;
    expectRefused(await query(long), /^Max query length should be 16384 bytes but got \d+\.$/);
    const get = await t.app.inject({ url: `/graphql?query=${encodeURIComponent(long)}` });
    expect(get.statusCode).toBe(400);
    expect(get.json().errors[0].message).toMatch(/^Max query length/);
    const batch = await post([{ query: long }, { query: '{ storeConfig { store_code } }' }]);
    expect(batch.status).toBe(400);
    // Right at the limit the text is parsed as usual.
    const atLimit = `{ storeConfig { store_code } }`.padEnd(QUERY_LIMITS.bytes, ' ');
    expect((await query(atLimit)).status).toBe(200);
  });

  it('refuses a complexity above 300 (fields with fragments expanded) with Magento’s message', async () => {
    const schema = buildSchema(readCommerceSchema());
    const storeConfig = schema.getType('StoreConfig') as GraphQLObjectType;
    const scalars = Object.values(storeConfig.getFields())
      .filter((f) => isLeafType(f.type) || isLeafType((f.type as { ofType?: unknown }).ofType))
      .map((f) => f.name);
    expect(scalars.length).toBeGreaterThan(15);
    const fragment = `fragment S on StoreConfig { ${scalars.join(' ')} }`;
    const perAlias = scalars.length + 1;
    const aliases = Math.ceil(301 / perAlias);
    const fields = Array.from({ length: aliases }, (_, i) => `s${i}: storeConfig { ...S }`).join(' ');
    const answer = await query(`{ ${fields} } ${fragment}`);
    expectRefused(
      answer,
      new RegExp(`^Max query complexity should be 300 but got ${aliases * perAlias}\\.$`),
    );
  });

  it('measures fragments that spread each other in linear time (no expansion bomb)', async () => {
    const levels = 40;
    const frags = [`fragment F0 on StoreConfig { store_code }`];
    for (let i = 1; i <= levels; i++)
      frags.push(`fragment F${i} on StoreConfig { ...F${i - 1} ...F${i - 1} }`);
    const answer = await query(`{ storeConfig { ...F${levels} } } ${frags.join(' ')}`);
    expectRefused(answer, /^Max query complexity should be 300 but got \d+\.$/);
    expect(answer.ms).toBeLessThan(1500);
  });

  it('stops parsing at the token limit', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.tokens }, () => 'a').join(' ');
    const answer = await query(`{ ${fields} }`);
    expectRefused(answer, `Syntax Error: Document contains more that ${QUERY_LIMITS.tokens} tokens.`);
  });

  it('counts list fan-out by pageSize: a wide page of nested links costs too much', async () => {
    const wide = await query(nestedRelated(2, 300));
    expectRefused(wide, /^Max query cost should be 20000 but got \d+\.$/);
    const byVariable = `query($size: Int) { products(search: "a", pageSize: $size) { items { related_products { related_products { sku } } } } }`;
    expectRefused(await query(byVariable, { size: 300 }), /^Max query cost should be 20000/);
    const narrow = await query(byVariable, { size: 2 });
    expect(narrow.status).toBe(200);
    expect(narrow.body.errors).toBeUndefined();
  });

  it('refuses a request that is not GraphQL text, also a JSON syntax tree, as a syntax error', async () => {
    for (const q of [
      '0',
      'true',
      '[]',
      '{"kind":"Document","definitions":[{"kind":"OperationDefinition"}]}',
    ]) {
      const answer = await query(q);
      expectRefused(answer, /^Syntax Error: /);
    }
    // A syntax tree sent as JSON would pass the token limit: it is not run either.
    const tree = JSON.stringify(parse('{ storeConfig { store_code } }', { noLocation: true }));
    expectRefused(await query(tree), /^Syntax Error: /);
  });
});

describe('linked products per product', () => {
  it(`shows at most ${MAX_LINKED_PRODUCTS} related products`, async () => {
    const db = t.app.database.db;
    const all = await db.select({ id: products.id, sku: products.sku }).from(products);
    const [owner, ...others] = all;
    if (!owner) throw new Error('no products seeded');
    await db.delete(productLinks).where(inArray(productLinks.productId, [owner.id]));
    await db.insert(productLinks).values(
      others.map((o, i) => ({
        productId: owner.id,
        linkedProductId: o.id,
        linkType: 'related',
        position: i,
      })),
    );
    expect(others.length).toBeGreaterThan(MAX_LINKED_PRODUCTS);
    const answer = await query(
      `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku related_products { sku } } } }`,
      { sku: owner.sku },
    );
    expect(answer.body.errors).toBeUndefined();
    const items = (answer.body.data as { products: { items: { related_products: unknown[] }[] } }).products
      .items;
    expect(items[0]?.related_products.length).toBe(MAX_LINKED_PRODUCTS);
  });
});

describe("the storefront's own operations stay within the limits", () => {
  const documents = Object.entries(operations).filter(([name]) => name.endsWith('Document')) as [
    string,
    DocumentNode,
  ][];
  const schema = buildSchema(readCommerceSchema());

  it.each(documents)('%s (as Apollo sends it, 100 products a page)', (_name, doc) => {
    const text = print(addTypenameToDocument(doc));
    // Far below the byte limit (the longest, the category page, is about 2,100 bytes).
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(QUERY_LIMITS.bytes / 4);
    const sent = parse(text, { maxTokens: QUERY_LIMITS.tokens });
    for (const { measure } of measureOperations(schema, sent, { pageSize: 100 })) {
      expect(measure.depth).toBeLessThanOrEqual(QUERY_LIMITS.depth);
      expect(measure.complexity).toBeLessThanOrEqual(QUERY_LIMITS.complexity);
      expect(measure.cost).toBeLessThanOrEqual(QUERY_LIMITS.cost);
    }
  });
});

// SQL statements per request of the storefront's hot paths, counted on the database connection
// (every statement the server sends, transaction control included). Deterministic budgets: a
// change that adds a query per product, or reloads what a request already has, fails here.
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, print } from 'graphql';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  AddProductsToCartDocument,
  CategoryPageDocument,
  CreateEmptyCartDocument,
  ProductPageDocument,
  SearchPageDocument,
} from '../../graphql/generated/operations.ts';
import { productFilterFor, productSortFor } from '../../src/views/catalog/catalog-filters.ts';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

/** The document as the SPA sends it (Apollo Client adds __typename everywhere). */
const spa = (doc: DocumentNode) => print(addTypenameToDocument(doc));

async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  const before = t.app.database.statementCount;
  await request();
  return t.app.database.statementCount - before;
}

async function spaQuery(doc: DocumentNode, variables: Record<string, unknown>, store = 'de') {
  const res = await gql(t.app, spa(doc), variables, { store });
  expect(res.errors).toBeUndefined();
  return res.data;
}

const NO_FILTERS = { inhalt_label: [], price: null, on_sale: false };
const listing = (urlPath: string) =>
  spaQuery(CategoryPageDocument, {
    urlPath,
    filter: productFilterFor(urlPath, NO_FILTERS),
    sort: productSortFor('position'),
    pageSize: 20,
    currentPage: 1,
  });

describe('statements per request', () => {
  it('storeConfig costs none once the store views and the category tree are cached', async () => {
    const query = '{ storeConfig { store_code root_category_uid default_title } }';
    await gql(t.app, query, {}, { store: 'de' });
    await gql(t.app, query, {}, { store: 'en' });
    expect(await statementsOf(() => gql(t.app, query, {}, { store: 'de' }))).toBe(0);
    expect(await statementsOf(() => gql(t.app, query, {}, { store: 'en' }))).toBe(0);
  });

  it('the cache of store views follows a change made by anyone (another process, another instance)', async () => {
    const query = '{ storeConfig { default_title } }';
    const title = async () =>
      (await gql<{ storeConfig: { default_title: string } }>(t.app, query, {}, { store: 'en' })).data
        .storeConfig.default_title;
    const before = await title();
    await t.app.database.db.execute(
      sql`update store_views set default_title = 'Changed title' where code = 'en'`,
    );
    try {
      await vi.waitFor(async () => expect(await title()).toBe('Changed title'), { timeout: 3000 });
    } finally {
      await t.app.database.db.execute(
        sql`update store_views set default_title = ${before} where code = 'en'`,
      );
    }
    await vi.waitFor(async () => expect(await title()).toBe(before), { timeout: 3000 });
  });

  it('a category listing of 20 (the SPA operation, with aggregations) costs at most 3', async () => {
    await listing('vitamine');
    const count = await statementsOf(async () => {
      const data = await listing('vitamine');
      expect((data.products as { items: unknown[] }).items.length).toBeGreaterThan(0);
    });
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
  });

  it('a search page costs at most 3', async () => {
    const search = () =>
      spaQuery(SearchPageDocument, { search: 'magnesium', sort: null, pageSize: 20, currentPage: 1 });
    await search();
    expect(await statementsOf(search)).toBeLessThanOrEqual(3);
  });

  it('a product page (related, up-sells, pack sizes) costs at most 5', async () => {
    const page = async () => {
      const data = await spaQuery(ProductPageDocument, { filter: { url_key: { eq: 'pro-magnesium' } } });
      const [product] = (data.products as { items: Record<string, unknown[]>[] }).items;
      expect(product?.related_products?.length).toBeGreaterThan(0);
      expect(product?.variants?.length).toBe(3);
    };
    await page();
    expect(await statementsOf(page)).toBeLessThanOrEqual(5);
  });

  it('adding to a guest cart costs at most 8, also with other lines in the cart', async () => {
    const cartId = (await spaQuery(CreateEmptyCartDocument, {})).createEmptyCart as string;
    const add = (sku: string) =>
      spaQuery(AddProductsToCartDocument, { cartId, cartItems: [{ sku, quantity: 1 }] });
    expect(await statementsOf(() => add('PRO-MAG-1M'))).toBeLessThanOrEqual(8);
    await add('VIT-D3-1M');
    const count = await statementsOf(async () => {
      const data = await add('OMEGA-3-1M');
      const cart = (data.addProductsToCart as { cart: { items: unknown[] } }).cart;
      expect(cart.items).toHaveLength(3);
    });
    expect(count).toBeLessThanOrEqual(8);
  });

  it('the content menu (magento-content) costs at most 1', async () => {
    const menu = () => t.app.inject({ method: 'GET', url: '/typo3-api/de/magento-content/?path=/de/' });
    await menu();
    const count = await statementsOf(async () => expect((await menu()).statusCode).toBe(200));
    expect(count).toBeLessThanOrEqual(1);
  });
});

import type { ApolloClient } from '@apollo/client';
import { isNotFound } from '@tanstack/react-router';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { LangRouteContext } from '../../src/lib/router-context.ts';
import {
  loadCategoryPage,
  loadProductCards,
  loadProductPage,
  resolveCatalogUrl,
  subcategoriesOf,
} from '../../src/views/catalog/catalog-routes.ts';

type Answer = (variables: Record<string, unknown>) => unknown;

/** A result with errors, as Apollo gives it with errorPolicy 'all'. */
class WithError {
  constructor(
    readonly data: unknown,
    readonly error: Error,
  ) {}
}
type Call = { store: string; operation: string; variables: Record<string, unknown> };

/**
 * A store-view-aware stand-in for Apollo: answers by `store:Operation` (`*` for any store view)
 * and records every call.
 */
function fakeContext(answers: Record<string, Answer>, storeCode = 'de') {
  const calls: Call[] = [];
  const clientFor = (store: string) =>
    ({
      query: async ({ query, variables }: { query: DocumentNode; variables: Record<string, unknown> }) => {
        const op = query.definitions.find(
          (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
        );
        const operation = op?.name?.value ?? '';
        calls.push({ store, operation, variables });
        const answer = answers[`${store}:${operation}`] ?? answers[`*:${operation}`];
        const result = answer ? answer(variables) : null;
        return result instanceof WithError ? result : { data: result };
      },
    }) as unknown as ApolloClient;
  const context: LangRouteContext = {
    lang: storeCode.endsWith('en') ? 'en' : 'de',
    storeCode,
    apolloClient: clientFor(storeCode),
    apolloClientFor: clientFor,
    shop: () => 'eu',
    session: () => ({ hasToken: false, loggedIn: false }),
    sendToApp: () => {},
  };
  return { context, calls };
}

const card = (sku: string) => ({ uid: sku, sku, url_key: sku.toLowerCase(), price_range: {} });

describe('resolveCatalogUrl', () => {
  it('asks the route query with the bare path and maps products and categories', async () => {
    const { context, calls } = fakeContext({
      '*:CatalogRoute': ({ url }) =>
        url === 'pro-magnesium-1-monat'
          ? { route: { type: 'PRODUCT', url_key: 'pro-magnesium-1-monat', uid: 'p' } }
          : url === 'mineralstoffe/magnesium'
            ? { route: { type: 'CATEGORY', url_path: 'mineralstoffe/magnesium', uid: 'c' } }
            : { route: null },
    });
    expect(await resolveCatalogUrl(context, 'pro-magnesium-1-monat/')).toEqual({
      type: 'PRODUCT',
      urlKey: 'pro-magnesium-1-monat',
    });
    expect(await resolveCatalogUrl(context, '/mineralstoffe/magnesium/')).toEqual({
      type: 'CATEGORY',
      urlPath: 'mineralstoffe/magnesium',
    });
    expect(await resolveCatalogUrl(context, 'ueber-uns')).toBeNull();
    expect(await resolveCatalogUrl(context, '/')).toBeNull();
    expect(calls.map((c) => c.variables.url)).toEqual([
      'pro-magnesium-1-monat',
      'mineralstoffe/magnesium',
      'ueber-uns',
    ]);
  });
});

describe('subcategoriesOf', () => {
  it('offers the category facet options that are child categories, with their url paths', () => {
    const facet = {
      attribute_code: 'category_uid',
      label: 'Kategorie',
      position: 0,
      options: [
        { label: 'Zink', value: 'Mw==', count: 4 },
        { label: 'Magnesium', value: 'Mg==', count: 2 },
        { label: 'Eisen', value: 'NA==', count: 0 },
        { label: 'Fremd', value: 'OQ==', count: 5 },
      ],
    };
    const children = [
      { uid: 'Mg==', name: 'Magnesium', url_path: 'mineralstoffe/magnesium' },
      { uid: 'Mw==', name: 'Zink', url_path: 'mineralstoffe/zink' },
      { uid: 'NA==', name: 'Eisen', url_path: 'mineralstoffe/eisen' },
      null,
    ];
    expect(subcategoriesOf(children, [facet])).toEqual([
      { uid: 'Mw==', name: 'Zink', urlPath: 'mineralstoffe/zink', count: 4 },
      { uid: 'Mg==', name: 'Magnesium', urlPath: 'mineralstoffe/magnesium', count: 2 },
    ]);
    expect(subcategoriesOf(children, [])).toEqual([]);
  });
});

describe('loadCategoryPage', () => {
  it('loads one page of products and the category in the other language', async () => {
    const { context, calls } = fakeContext({
      '*:CategoryPage': () => ({
        storeConfig: { store_code: 'de', prices_include_tax: true },
        categoryList: [{ uid: 'Mg==', name: 'Magnesium', url_path: 'mineralstoffe/magnesium' }],
        products: { total_count: 25, page_info: { total_pages: 3 }, items: [card('A'), null, card('B')] },
      }),
      'en:CatalogCategoryUrl': () => ({ categoryList: [{ uid: 'Mg==', url_path: 'minerals/magnesium' }] }),
    });
    const data = await loadCategoryPage(context, {
      urlPath: 'mineralstoffe/magnesium/',
      page: 2,
      itemsPerPage: 12,
    });
    expect(calls[0]).toEqual({
      store: 'de',
      operation: 'CategoryPage',
      variables: {
        urlPath: 'mineralstoffe/magnesium',
        filter: { category_url_path: { eq: 'mineralstoffe/magnesium' } },
        sort: { position: 'ASC' },
        pageSize: 12,
        currentPage: 2,
      },
    });
    expect(data.products.map((p) => p.sku)).toEqual(['A', 'B']);
    expect(data).toMatchObject({
      totalCount: 25,
      totalPages: 3,
      page: 2,
      itemsPerPage: 12,
      search: {
        page: 2,
        itemsPerPage: 12,
        sort: 'position',
        filters: { inhalt_label: [], price: null, on_sale: false },
      },
      aggregations: [],
      currency: 'EUR',
      pricesIncludeTax: true,
    });
    expect(data.alternates).toEqual({ en: '/en/c/minerals/magnesium/' });
  });

  it('asks for the chosen filters and sort and orders the facets by position', async () => {
    const price = { attribute_code: 'price', label: 'Preis', position: 1, options: [] };
    const form = { attribute_code: 'inhalt_label', label: 'Darreichungsform', position: 2, options: [] };
    const { context, calls } = fakeContext(
      {
        '*:CategoryPage': () => ({
          storeConfig: {
            store_code: 'ch_de',
            prices_include_tax: true,
            default_display_currency_code: 'CHF',
          },
          categoryList: [{ uid: 'Mg==', name: 'Mineralstoffe', url_path: 'mineralstoffe' }],
          products: {
            total_count: 4,
            page_info: { total_pages: 1 },
            items: [],
            aggregations: [form, null, price],
          },
        }),
      },
      'ch_de',
    );
    const data = await loadCategoryPage(context, {
      urlPath: 'mineralstoffe',
      page: 1,
      itemsPerPage: 10,
      sort: 'price_desc',
      filters: { inhalt_label: ['tablets'], price: { from: 10, to: 20 }, on_sale: true },
    });
    expect(calls[0]?.variables).toMatchObject({
      filter: {
        category_url_path: { eq: 'mineralstoffe' },
        inhalt_label: { in: ['tablets'] },
        price: { from: '10', to: '19.999' },
        on_sale: { eq: '1' },
      },
      sort: { price: 'DESC' },
    });
    expect(data.aggregations.map((a) => a.attribute_code)).toEqual(['price', 'inhalt_label']);
    expect(data.subcategories).toEqual([]);
    expect(data.currency).toBe('CHF');
    expect(data.search.filters.inhalt_label).toEqual(['tablets']);
  });

  it('shows a page past the last one as empty (Magento answers it with an error)', async () => {
    const { context } = fakeContext({
      '*:CategoryPage': () =>
        new WithError(
          { categoryList: [{ uid: 'Mg==', name: 'Magnesium', product_count: 4 }], products: null },
          new Error('currentPage value 9 specified is greater than the 1 page(s) available.'),
        ),
    });
    const data = await loadCategoryPage(context, {
      urlPath: 'mineralstoffe/magnesium',
      page: 9,
      itemsPerPage: 10,
    });
    expect(data).toMatchObject({ products: [], totalCount: 4, page: 9 });
  });

  it('fails on other errors', async () => {
    const failure = new Error('database down');
    const { context } = fakeContext({
      '*:CategoryPage': () => new WithError({ categoryList: null }, failure),
    });
    await expect(loadCategoryPage(context, { urlPath: 'x', page: 1, itemsPerPage: 10 })).rejects.toBe(
      failure,
    );
  });

  it('throws notFound for an unknown category', async () => {
    const { context } = fakeContext({ '*:CategoryPage': () => ({ categoryList: [], products: null }) });
    const error = await loadCategoryPage(context, {
      urlPath: 'gibt-es-nicht',
      page: 1,
      itemsPerPage: 10,
    }).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});

describe('loadProductPage', () => {
  it('finds a product by SKU and its URL in the Swiss shop of the other language', async () => {
    const { context, calls } = fakeContext(
      {
        '*:ProductPage': () => ({
          storeConfig: { prices_include_tax: false },
          products: { items: [card('PRO-MAG-1M')] },
        }),
        'ch_de:CatalogProductUrl': () => ({
          products: { items: [{ uid: 'x', url_key: 'pro-magnesium-1-monat' }] },
        }),
      },
      'ch_en',
    );
    const data = await loadProductPage(context, { sku: 'PRO-MAG-1M' });
    expect(calls[0]?.variables).toEqual({ filter: { sku: { eq: 'PRO-MAG-1M' } } });
    expect(data.product.sku).toBe('PRO-MAG-1M');
    expect(data.pricesIncludeTax).toBe(false);
    expect(data.alternates).toEqual({ de: '/de/pro-magnesium-1-monat/' });
  });

  it('finds a product by URL key', async () => {
    const { context, calls } = fakeContext({ '*:ProductPage': () => ({ products: { items: [card('X')] } }) });
    await loadProductPage(context, { urlKey: 'pro-magnesium-1-monat/' });
    expect(calls[0]?.variables).toEqual({ filter: { url_key: { eq: 'pro-magnesium-1-monat' } } });
  });

  it('throws notFound without a product', async () => {
    const { context } = fakeContext({ '*:ProductPage': () => ({ products: { items: [] } }) });
    expect(isNotFound(await loadProductPage(context, { sku: 'NOPE' }).catch((e: unknown) => e))).toBe(true);
    expect(isNotFound(await loadProductPage(context, {}).catch((e: unknown) => e))).toBe(true);
  });
});

describe('loadProductCards', () => {
  it('returns cards in the order of the SKUs asked for, without unknown ones', async () => {
    const { context, calls } = fakeContext({
      '*:ProductCards': () => ({ products: { items: [card('B'), card('A')] } }),
    });
    const cards = await loadProductCards(context, ['A', 'MISSING', 'B', 'A']);
    expect(cards.map((c) => c.sku)).toEqual(['A', 'B']);
    expect(calls[0]?.variables).toEqual({ skus: ['A', 'MISSING', 'B'], pageSize: 3 });
    expect(await loadProductCards(context, [])).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

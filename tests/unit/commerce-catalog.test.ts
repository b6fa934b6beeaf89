import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildAggregations, facetCountsOf, priceBuckets } from '../../server/commerce/aggregations.ts';
import {
  buildCategoryIndex,
  type CategoryNode,
  countProductsPerCategory,
  descendantIds,
  filterCategories,
} from '../../server/commerce/categories.ts';
import { CommerceError, GENERIC_ERROR, maskInternalErrors } from '../../server/commerce/errors.ts';
import { decodeIdUid, encodeUid } from '../../server/commerce/ids.ts';
import { assertPageExists, parseProductArgs, searchWords } from '../../server/commerce/products-query.ts';
import { normalizeUrl, urlKeyFromName } from '../../server/commerce/url-key.ts';
import { packPrice } from '../../server/db/seed/catalog-build.ts';

describe('url keys', () => {
  it.each([
    ['Pro Magnesium 1 Monat', 'pro-magnesium-1-monat'],
    ['Pro Magnesium 3 months', 'pro-magnesium-3-months'],
    ['Aminosäuren', 'aminosaeuren'],
    ['Größe & Übermaß', 'groesse-uebermass'],
    ['Vitamin D3 + K2 Tropfen', 'vitamin-d3-k2-tropfen'],
    ['Crème brûlée', 'creme-brulee'],
    ['  --Omega-3--  ', 'omega-3'],
  ])('%s → %s', (name, key) => {
    expect(urlKeyFromName(name)).toBe(key);
  });

  it.each([
    ['pro-magnesium-1-monat', 'pro-magnesium-1-monat'],
    ['/pro-magnesium-1-monat/', 'pro-magnesium-1-monat'],
    ['pro-magnesium-1-monat/?ref=x#top', 'pro-magnesium-1-monat'],
    ['//mineralstoffe//magnesium/', 'mineralstoffe/magnesium'],
    ['/', ''],
  ])('normalizes %s', (url, key) => {
    expect(normalizeUrl(url)).toBe(key);
  });
});

describe('uids', () => {
  it('encodes ids as Magento does and decodes only canonical ids', () => {
    expect(encodeUid(12)).toBe('MTI=');
    expect(decodeIdUid('MTI=')).toBe(12);
    expect(decodeIdUid(encodeUid('configurable/190/1'))).toBeNull();
    expect(decodeIdUid('not base64!')).toBeNull();
    expect(decodeIdUid(encodeUid('012'))).toBeNull();
  });
});

describe('priceBuckets', () => {
  it.each([
    { prices: [], expected: [] },
    {
      prices: [9.9, 19.9, 101.9],
      expected: [
        [0, 10, 1],
        [10, 20, 1],
        [100, 110, 1],
      ],
    },
    {
      // The Mineralstoffe category: ranges of 10 would be eight, of 20 are five.
      prices: [8.9, 8.9, 11.9, 11.9, 14.9, 14.9, 19.9, 19.9, 24.9, 32.9, 40.9, 45.9, 47.9, 60.9, 75.9, 101.9],
      expected: [
        [0, 20, 8],
        [20, 40, 2],
        [40, 60, 3],
        [60, 80, 2],
        [100, 120, 1],
      ],
    },
    {
      prices: [9.9, 49.9, 99.9, 149.9, 199.9, 249.9, 299.9],
      expected: [
        [0, 100, 3],
        [100, 200, 2],
        [200, 300, 2],
      ],
    },
    {
      prices: [9.9, 14.9, 19.9, 47.9],
      expected: [
        [0, 10, 1],
        [10, 20, 2],
        [40, 50, 1],
      ],
    },
    { prices: [12.9, 14.9], expected: [[10, 20, 2]] },
    { prices: [3.5, 7.9], expected: [[0, 10, 2]] },
  ])('$prices', ({ prices, expected }) => {
    expect(priceBuckets(prices).map((b) => [b.from, b.to, b.count])).toEqual(expected);
  });

  it('labels aggregations in the store language', () => {
    const aggs = buildAggregations({
      language: 'en',
      counts: facetCountsOf([
        { inhaltLabel: 'powder', price: 12.9 },
        { inhaltLabel: 'capsules', price: 14.9 },
      ]),
      categories: [],
    });
    expect(aggs.map((a) => a.attribute_code)).toEqual(['price', 'inhalt_label']);
    expect(aggs[1]?.options?.map((o) => o?.label)).toEqual(['Capsules', 'Powder']);
  });
});

const node = (id: number, parentId: number | null, urlPath: string, name = urlPath): CategoryNode => ({
  id,
  parentId,
  path: '',
  level: 0,
  position: id,
  includeInMenu: true,
  isAnchor: true,
  name,
  urlKey: urlPath.split('/').at(-1) ?? '',
  urlPath,
  description: '',
  metaTitle: null,
  metaDescription: null,
  childIds: [],
});

describe('category tree', () => {
  const index = () =>
    buildCategoryIndex([
      node(1, null, 'root'),
      node(2, 1, 'vitamine', 'Vitamine'),
      node(3, 2, 'vitamine/vitamin-d', 'Vitamin D'),
      node(4, 3, 'vitamine/vitamin-d/d3-k2', 'D3 + K2'),
      node(5, 1, 'mineralstoffe', 'Mineralstoffe'),
    ]);

  it('finds descendants and counts each product once per ancestor', () => {
    const idx = index();
    expect(descendantIds(idx, 2).sort()).toEqual([2, 3, 4]);
    const counts = countProductsPerCategory(idx, [
      { categoryId: 4, productId: 10 },
      { categoryId: 3, productId: 10 },
      { categoryId: 5, productId: 11 },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ 1: 2, 2: 1, 3: 1, 4: 1, 5: 1 });
  });

  it('filters like categoryList', () => {
    const idx = index();
    expect(filterCategories(idx, null).map((n) => n.id)).toEqual([1]);
    expect(filterCategories(idx, { parent_category_uid: { eq: encodeUid(1) } }).map((n) => n.id)).toEqual([
      2, 5,
    ]);
    expect(filterCategories(idx, { url_path: { eq: '/vitamine/vitamin-d/' } }).map((n) => n.id)).toEqual([3]);
    expect(filterCategories(idx, { name: { match: 'vitamin' } }).map((n) => n.id)).toEqual([2, 3]);
    expect(filterCategories(idx, { url_path: { eq: 'root' } })).toEqual([]);
  });
});

describe('products arguments', () => {
  const idx = buildCategoryIndex([
    node(1, null, 'root'),
    node(2, 1, 'vitamine'),
    node(3, 2, 'vitamine/vitamin-d'),
  ]);

  it('expands category filters to descendants and defaults the sort', () => {
    const { query, filterCategoryIds } = parseProductArgs(
      { filter: { category_url_path: { eq: 'vitamine' } }, pageSize: 10, currentPage: 1 },
      idx,
    );
    expect(query.categoryIdSets.map((s) => s.sort())).toEqual([[2, 3]]);
    expect(filterCategoryIds).toEqual([2]);
    expect(query.sort).toEqual([{ key: 'position', direction: 'ASC' }]);
    expect(parseProductArgs({ search: 'zink' }, idx).query.sort).toEqual([
      { key: 'relevance', direction: 'DESC' },
    ]);
  });

  it.each([
    [{}, "'search' or 'filter' input argument is required."],
    [{ search: 'x', pageSize: 0 }, 'pageSize value must be greater than 0.'],
    [{ search: 'x', currentPage: 0 }, 'currentPage value must be greater than 0.'],
    [{ search: 'x', pageSize: 301 }, 'Maximum pageSize is 300'],
  ])('rejects %j', (args, message) => {
    expect(() => parseProductArgs(args, idx)).toThrow(message);
  });

  it('splits search words at spaces and hyphens', () => {
    expect(searchWords(' Omega-3  Kapseln ')).toEqual(['Omega', '3', 'Kapseln']);
    expect(searchWords(null)).toEqual([]);
  });

  it('refuses pages beyond the last', () => {
    expect(() => assertPageExists(3, 10, 20)).toThrow(
      'currentPage value 3 specified is greater than the 2 page(s) available.',
    );
    expect(() => assertPageExists(2, 10, 20)).not.toThrow();
    expect(() => assertPageExists(5, 10, 0)).not.toThrow();
  });
});

describe('error masking', () => {
  it('keeps deliberate and request errors, hides internal ones', () => {
    const logged: Error[] = [];
    const internal = new Error('relation "products" does not exist');
    const errors = maskInternalErrors(
      [
        new GraphQLError('Requested store is not found', {
          originalError: new CommerceError('Requested store is not found'),
        }),
        new GraphQLError('Cannot query field "nope" on type "Query".'),
        new GraphQLError(internal.message, { originalError: internal, path: ['products'] }),
      ],
      (e) => logged.push(e),
    );
    expect(errors.map((e) => e.message)).toEqual([
      'Requested store is not found',
      'Cannot query field "nope" on type "Query".',
      GENERIC_ERROR,
    ]);
    expect(errors[2]?.path).toEqual(['products']);
    expect(errors[2]?.extensions).toEqual({ category: 'internal', code: 'INTERNAL' });
    expect(logged).toEqual([internal]);
  });
});

describe('seed pack prices', () => {
  it.each([
    [19.9, 1, 19.9],
    [19.9, 3, 53.9],
    [19.9, 6, 101.9],
    [8.9, 6, 45.9],
  ] as const)('%s for %s months → %s', (oneMonth, months, expected) => {
    expect(packPrice(oneMonth, months)).toBe(expected);
  });
});

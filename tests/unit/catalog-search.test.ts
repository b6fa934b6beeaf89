import {
  type CategorySearch,
  categorySearchInput,
  DEFAULT_CATEGORY_SEARCH,
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_PAGE,
  MAX_ITEMS_PER_PAGE,
  parseCategorySearch,
  searchForFilters,
  searchForItemsPerPage,
  searchForPage,
  searchForSort,
  validateCategorySearch,
} from '../../src/views/catalog/catalog-search.ts';

const noFilters = { inhalt_label: [], price: null, on_sale: false };

describe('category search params', () => {
  it('defaults to page 1 with 10 items per page, default sort, no filters', () => {
    expect(DEFAULT_PAGE).toBe(1);
    expect(DEFAULT_ITEMS_PER_PAGE).toBe(10);
    expect(parseCategorySearch({})).toEqual({
      page: 1,
      itemsPerPage: 10,
      sort: 'position',
      filters: noFilters,
    });
    expect(parseCategorySearch({})).toEqual(DEFAULT_CATEGORY_SEARCH);
  });

  it('accepts positive integers, as numbers or numeric strings', () => {
    expect(parseCategorySearch({ page: 3, itemsPerPage: 24 })).toMatchObject({ page: 3, itemsPerPage: 24 });
    expect(parseCategorySearch({ page: '2', itemsPerPage: ' 12 ' })).toMatchObject({
      page: 2,
      itemsPerPage: 12,
    });
  });

  it.each([0, -1, 1.5, 'abc', '', null, true, [2], Number.NaN, Number.POSITIVE_INFINITY])(
    'falls back to the defaults for %j',
    (bad) => {
      expect(
        parseCategorySearch({ page: bad, itemsPerPage: bad, sort: bad, inhalt_label: bad, price: bad }),
      ).toEqual(DEFAULT_CATEGORY_SEARCH);
    },
  );

  it.each([null, 'page=2', 42, []])('treats %j as no search params', (bad) => {
    expect(parseCategorySearch(bad)).toEqual(DEFAULT_CATEGORY_SEARCH);
  });

  it('keeps good values beside bad ones', () => {
    expect(
      parseCategorySearch({ page: 'x', itemsPerPage: 20, sort: 'cheapest', inhalt_label: 'capsules' }),
    ).toEqual({
      page: 1,
      itemsPerPage: 20,
      sort: 'position',
      filters: { inhalt_label: ['capsules'], price: null, on_sale: false },
    });
  });

  it('reads sort and filters', () => {
    expect(
      parseCategorySearch({
        page: 2,
        sort: 'price_desc',
        inhalt_label: 'tablets,capsules',
        price: '10_20',
        on_sale: 1,
      }),
    ).toEqual({
      page: 2,
      itemsPerPage: 10,
      sort: 'price_desc',
      filters: { inhalt_label: ['capsules', 'tablets'], price: { from: 10, to: 20 }, on_sale: true },
    });
  });

  it(`caps itemsPerPage at ${MAX_ITEMS_PER_PAGE} (larger falls back to the default)`, () => {
    expect(parseCategorySearch({ itemsPerPage: MAX_ITEMS_PER_PAGE })).toMatchObject({ itemsPerPage: 100 });
    expect(parseCategorySearch({ itemsPerPage: MAX_ITEMS_PER_PAGE + 1 })).toMatchObject({ itemsPerPage: 10 });
  });
});

describe('category list links', () => {
  const search = (overrides: Partial<CategorySearch> = {}): CategorySearch => ({
    ...DEFAULT_CATEGORY_SEARCH,
    ...overrides,
  });
  const filtered = search({
    page: 3,
    itemsPerPage: 20,
    sort: 'price_asc',
    filters: { inhalt_label: ['capsules', 'drops'], price: { from: 10, to: 20 }, on_sale: true },
  });

  it('leaves defaults out of the URL', () => {
    expect(categorySearchInput(DEFAULT_CATEGORY_SEARCH)).toStrictEqual({});
    expect(searchForPage(search(), 4)).toStrictEqual({ page: 4 });
    expect(searchForPage(search({ itemsPerPage: 24 }), 1)).toStrictEqual({ itemsPerPage: 24 });
  });

  it('writes one param per filter attribute, values comma-separated, price as from_to', () => {
    expect(categorySearchInput(filtered)).toEqual({
      page: 3,
      itemsPerPage: 20,
      sort: 'price_asc',
      inhalt_label: 'capsules,drops',
      price: '10_20',
      on_sale: 1,
    });
  });

  it('keeps sort and filters on page links', () => {
    expect(searchForPage(filtered, 2)).toMatchObject({
      page: 2,
      sort: 'price_asc',
      inhalt_label: 'capsules,drops',
    });
  });

  it('starts again at page 1 when filters, sort or page size change', () => {
    const filters = { inhalt_label: 'capsules,drops', price: '10_20', on_sale: 1 };
    expect(
      searchForFilters(filtered, { inhalt_label: ['tablets'], price: null, on_sale: false }),
    ).toStrictEqual({
      itemsPerPage: 20,
      sort: 'price_asc',
      inhalt_label: 'tablets',
    });
    expect(searchForSort(filtered, 'name_desc')).toStrictEqual({
      itemsPerPage: 20,
      sort: 'name_desc',
      ...filters,
    });
    expect(searchForSort(filtered, 'position')).toStrictEqual({ itemsPerPage: 20, ...filters });
    expect(searchForItemsPerPage(filtered, 50)).toStrictEqual({
      itemsPerPage: 50,
      sort: 'price_asc',
      ...filters,
    });
  });

  it('round-trips through the parser', () => {
    expect(parseCategorySearch(categorySearchInput(filtered))).toEqual(filtered);
    expect(parseCategorySearch(categorySearchInput(DEFAULT_CATEGORY_SEARCH))).toEqual(
      DEFAULT_CATEGORY_SEARCH,
    );
  });

  it('validates route search params into their canonical URL form', () => {
    expect(validateCategorySearch({})).toEqual({});
    expect(
      validateCategorySearch({
        page: '1',
        itemsPerPage: 10,
        sort: 'price_asc',
        inhalt_label: 'tablets,gummies,capsules',
        price: '30_10',
        utm_source: 'x',
      }),
    ).toStrictEqual({ sort: 'price_asc', inhalt_label: 'capsules,tablets' });
    expect(validateCategorySearch({ page: 2, price: '0_20' })).toStrictEqual({ page: 2, price: '0_20' });
  });
});

import {
  categorySearchFor,
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_PAGE,
  MAX_ITEMS_PER_PAGE,
  parseCategorySearch,
} from '../../src/views/catalog/catalog-search.ts';

describe('category search params', () => {
  it('defaults to page 1 with 10 items per page', () => {
    expect(DEFAULT_PAGE).toBe(1);
    expect(DEFAULT_ITEMS_PER_PAGE).toBe(10);
    expect(parseCategorySearch({})).toEqual({ page: 1, itemsPerPage: 10 });
  });

  it('accepts positive integers, as numbers or numeric strings', () => {
    expect(parseCategorySearch({ page: 3, itemsPerPage: 24 })).toEqual({ page: 3, itemsPerPage: 24 });
    expect(parseCategorySearch({ page: '2', itemsPerPage: ' 12 ' })).toEqual({ page: 2, itemsPerPage: 12 });
  });

  it.each([0, -1, 1.5, 'abc', '', null, true, [2], Number.NaN, Number.POSITIVE_INFINITY])(
    'falls back to the defaults for %j',
    (bad) => {
      expect(parseCategorySearch({ page: bad, itemsPerPage: bad })).toEqual({ page: 1, itemsPerPage: 10 });
    },
  );

  it('keeps a good value beside a bad one', () => {
    expect(parseCategorySearch({ page: 'x', itemsPerPage: 20 })).toEqual({ page: 1, itemsPerPage: 20 });
  });

  it(`caps itemsPerPage at ${MAX_ITEMS_PER_PAGE} (larger falls back to the default)`, () => {
    expect(parseCategorySearch({ itemsPerPage: MAX_ITEMS_PER_PAGE })).toEqual({ page: 1, itemsPerPage: 100 });
    expect(parseCategorySearch({ itemsPerPage: MAX_ITEMS_PER_PAGE + 1 })).toEqual({
      page: 1,
      itemsPerPage: 10,
    });
  });

  it('leaves defaults out of link search params', () => {
    expect(categorySearchFor(1, 10)).toEqual({ page: undefined, itemsPerPage: undefined });
    expect(categorySearchFor(4, 10)).toEqual({ page: 4, itemsPerPage: undefined });
    expect(categorySearchFor(1, 24)).toEqual({ page: undefined, itemsPerPage: 24 });
  });
});

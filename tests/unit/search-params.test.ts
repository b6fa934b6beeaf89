import { describe, expect, it } from 'vitest';
import {
  NO_SEARCH_FILTERS,
  parseSearchPage,
  SEARCH_ITEMS_PER_PAGE,
  SEARCH_SORTS,
  searchPageInput,
  toggleFilter,
} from '../../src/views/catalog/search-params.ts';

describe('search page params', () => {
  it('defaults: no term, page 1, 12 per page, relevance, no filters, no error', () => {
    expect(parseSearchPage({})).toEqual({
      term: '',
      page: 1,
      itemsPerPage: SEARCH_ITEMS_PER_PAGE,
      sort: 'relevance',
      filters: NO_SEARCH_FILTERS,
      error: null,
    });
    expect(parseSearchPage(null)).toEqual(parseSearchPage({}));
  });

  it("offers the spec's six sorts in its order", () => {
    expect(SEARCH_SORTS).toEqual([
      'relevance',
      'default',
      'name_asc',
      'name_desc',
      'price_desc',
      'price_asc',
    ]);
    expect(parseSearchPage({ sort: 'cheapest' }).sort).toBe('relevance');
    expect(parseSearchPage({ sort: 'default' }).sort).toBe('default');
  });

  it('trims the term, cuts it at 100 characters and takes a number as text', () => {
    expect(parseSearchPage({ term: '  Magnesium ' }).term).toBe('Magnesium');
    expect(parseSearchPage({ term: 'x'.repeat(120) }).term).toHaveLength(100);
    expect(parseSearchPage({ term: 3 }).term).toBe('3');
  });

  it("names spec §8's errors: a term that is not a string, a page or page size that is not positive", () => {
    expect(parseSearchPage({ term: ['a', 'b'] }).error).toBe('term');
    expect(parseSearchPage({ term: { a: 1 } }).error).toBe('term');
    for (const page of [0, -1, 1.5, 'zwei', '2x'])
      expect(parseSearchPage({ page }).error, String(page)).toBe('paging');
    expect(parseSearchPage({ itemsPerPage: 0 }).error).toBe('paging');
    expect(parseSearchPage({ page: '2', itemsPerPage: 24 })).toMatchObject({
      page: 2,
      itemsPerPage: 24,
      error: null,
    });
    // Larger page sizes are capped rather than refused.
    expect(parseSearchPage({ itemsPerPage: 1000 }).itemsPerPage).toBe(100);
    // Typesense pages through 100,000 hits at most.
    expect(parseSearchPage({ page: 5000, itemsPerPage: 100 }).page).toBe(1000);
  });

  it('reads the facet filters: comma lists, whole-star ratings, no duplicates', () => {
    expect(
      parseSearchPage({ nutrients: 'Zink, Eisen,Zink,', attributes: 'Kapseln', rating: '5,4,x,9', usages: 7 })
        .filters,
    ).toEqual({
      nutrients: ['Zink', 'Eisen'],
      attributes: ['Kapseln'],
      categories: [],
      usages: ['7'],
      rating: ['5', '4'],
    });
    expect(parseSearchPage({ rating: 5 }).filters.rating).toEqual(['5']);
  });

  it('leaves defaults out of URLs and joins filter values', () => {
    expect(
      searchPageInput(parseSearchPage({ term: ' ', page: '1', sort: 'relevance', nutrients: '' })),
    ).toEqual({});
    expect(
      searchPageInput({
        term: 'zink',
        page: 3,
        itemsPerPage: 12,
        sort: 'price_asc',
        filters: { ...NO_SEARCH_FILTERS, nutrients: ['Zink', 'Eisen'], rating: ['5'] },
      }),
    ).toEqual({ term: 'zink', page: 3, sort: 'price_asc', nutrients: 'Zink,Eisen', rating: '5' });
  });

  it('switches a filter value on and off', () => {
    const on = toggleFilter(NO_SEARCH_FILTERS, 'nutrients', 'Zink');
    expect(on.nutrients).toEqual(['Zink']);
    expect(toggleFilter(on, 'nutrients', 'Zink').nutrients).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  parseSearchPage,
  SEARCH_ITEMS_PER_PAGE,
  searchPageInput,
  searchSortFor,
  validateSearchPage,
} from '../../src/views/catalog/search-params.ts';

describe('search page params', () => {
  it('defaults: no term, page 1, 12 per page, relevance', () => {
    expect(parseSearchPage({})).toEqual({
      term: '',
      page: 1,
      itemsPerPage: SEARCH_ITEMS_PER_PAGE,
      sort: 'relevance',
    });
    expect(parseSearchPage(null)).toEqual(parseSearchPage({}));
  });

  it('trims the term and falls back on bad values instead of failing the page', () => {
    expect(
      parseSearchPage({ term: '  Magnesium ', page: '2', itemsPerPage: 'viele', sort: 'cheapest' }),
    ).toEqual({ term: 'Magnesium', page: 2, itemsPerPage: SEARCH_ITEMS_PER_PAGE, sort: 'relevance' });
    expect(parseSearchPage({ term: 'x'.repeat(101), page: 0, itemsPerPage: 1000 })).toMatchObject({
      term: '',
      page: 1,
      itemsPerPage: SEARCH_ITEMS_PER_PAGE,
    });
  });

  it('leaves defaults out of URLs', () => {
    expect(validateSearchPage({ term: ' ', page: '1', sort: 'relevance' })).toEqual({});
    expect(searchPageInput({ term: 'zink', page: 3, itemsPerPage: 12, sort: 'price_asc' })).toEqual({
      term: 'zink',
      page: 3,
      sort: 'price_asc',
    });
  });

  it("sorts by relevance with a term and by the catalogue's order without one", () => {
    expect(searchSortFor('relevance', 'zink')).toEqual({ relevance: 'DESC' });
    expect(searchSortFor('relevance', '')).toEqual({ position: 'ASC' });
    expect(searchSortFor('name_desc', 'zink')).toEqual({ name: 'DESC' });
    expect(searchSortFor('price_asc', '')).toEqual({ price: 'ASC' });
  });
});

import { describe, expect, it } from 'vitest';
import { NO_SEARCH_FILTERS } from '../../src/views/catalog/search-params.ts';
import {
  answerOf,
  contentSearch,
  facetsOf,
  filterBy,
  productSearches,
  searchText,
  sortBy,
} from '../../src/views/catalog/search-query.ts';

const state = { page: 1, itemsPerPage: 12, sort: 'relevance' as const, filters: NO_SEARCH_FILTERS };

describe('results page searches', () => {
  it('hyphens become spaces; fewer than 2 characters is a wildcard search', () => {
    expect(searchText(' omega-3 ')).toBe('omega 3');
    expect(searchText('a')).toBeNull();
    expect(searchText(' - ')).toBeNull();
    expect(searchText('')).toBeNull();
    expect(searchText('zi')).toBe('zi');
  });

  it('sorts: relevance (raptor_rank without a text), default, name and price both ways', () => {
    expect(sortBy('relevance', true)).toBe('_text_match:desc,raptor_rank:desc');
    expect(sortBy('relevance', false)).toBe('raptor_rank:desc');
    expect(sortBy('default', true)).toBe('raptor_rank:desc');
    expect(sortBy('name_asc', true)).toBe('name:asc');
    expect(sortBy('name_desc', true)).toBe('name:desc');
    expect(sortBy('price_desc', false)).toBe('finalPrice:desc');
    expect(sortBy('price_asc', false)).toBe('finalPrice:asc');
  });

  it('filters: values of a facet OR-ed and quoted, facets AND-ed, optionally without one facet', () => {
    const filters = { ...NO_SEARCH_FILTERS, nutrients: ['Zink', 'Omega-3 & Fettsäuren'], rating: ['5'] };
    expect(filterBy(filters)).toBe('nutrients:=[`Zink`,`Omega-3 & Fettsäuren`] && rating:=[`5`]');
    expect(filterBy(filters, 'nutrients')).toBe('rating:=[`5`]');
    expect(filterBy(NO_SEARCH_FILTERS)).toBe('');
  });

  it('one search without filters: the page of hits with every facet', () => {
    const [main, ...rest] = productSearches('products_de', { ...state, page: 2 }, 'zink');
    expect(rest).toEqual([]);
    expect(main).toMatchObject({
      collection: 'products_de',
      q: 'zink',
      facet_by: 'nutrients,attributes,categories,usages,rating',
      sort_by: '_text_match:desc,raptor_rank:desc',
      page: 2,
      per_page: 12,
    });
    expect(main?.filter_by).toBeUndefined();
    expect(productSearches('products_de', state, null)[0]).toMatchObject({
      q: '*',
      sort_by: 'raptor_rank:desc',
    });
    expect(productSearches('products_de', state, null)[0]?.query_by).toBeUndefined();
  });

  it('a filtered facet is counted in its own search without its own filter (disjunctive facets)', () => {
    const filters = { ...NO_SEARCH_FILTERS, nutrients: ['Zink'], attributes: ['Kapseln'] };
    const [main, nutrients, attributes, ...rest] = productSearches(
      'products_de',
      { ...state, filters },
      null,
    );
    expect(rest).toEqual([]);
    expect(main).toMatchObject({
      filter_by: 'nutrients:=[`Zink`] && attributes:=[`Kapseln`]',
      facet_by: 'categories,usages,rating',
    });
    expect(nutrients).toMatchObject({
      filter_by: 'attributes:=[`Kapseln`]',
      facet_by: 'nutrients',
      per_page: 0,
    });
    expect(attributes).toMatchObject({
      filter_by: 'nutrients:=[`Zink`]',
      facet_by: 'attributes',
      per_page: 0,
    });
  });

  it('content is searched by title, teaser and body', () => {
    expect(contentSearch('content_de', 'winter')).toEqual({
      collection: 'content_de',
      q: 'winter',
      query_by: 'title,teaserText,body',
      per_page: 6,
    });
  });

  it("reads answers; a failed search throws with Typesense's message", () => {
    const answer = answerOf({
      found: 3,
      hits: [{ document: { title: 'Zink' } }],
      facet_counts: [{ field_name: 'rating', counts: [{ value: '5', count: 2, highlighted: '5' }] }],
    });
    expect(answer).toEqual({
      found: 3,
      hits: [{ title: 'Zink' }],
      facets: { rating: [{ value: '5', count: 2 }] },
    });
    expect(() => answerOf({ code: 400, error: 'Could not parse the filter query.' })).toThrow(/filter query/);
  });

  it('facets: own counts for filtered facets, chosen values kept, unrated left out, ratings high first', () => {
    const main = {
      found: 2,
      hits: [],
      facets: {
        attributes: [{ value: 'Kapseln', count: 2 }],
        rating: [
          { value: '4', count: 1 },
          { value: '0', count: 3 },
          { value: '5', count: 1 },
        ],
      },
    };
    const nutrients = { found: 5, hits: [], facets: { nutrients: [{ value: 'Eisen', count: 4 }] } };
    const filters = { ...NO_SEARCH_FILTERS, nutrients: ['Zink'] };
    expect(facetsOf(main, [nutrients], filters)).toEqual([
      {
        field: 'nutrients',
        counts: [
          { value: 'Eisen', count: 4 },
          { value: 'Zink', count: 0 },
        ],
      },
      { field: 'attributes', counts: [{ value: 'Kapseln', count: 2 }] },
      {
        field: 'rating',
        counts: [
          { value: '5', count: 1 },
          { value: '4', count: 1 },
        ],
      },
    ]);
  });
});

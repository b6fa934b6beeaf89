// The results page's searches in Typesense's multi_search shape, and what their answers mean
// (spec §2, §5, §7): the term's text (hyphens become spaces; fewer than 2 characters is a
// wildcard search), the sort, the facet filters with disjunctive counts (a facet's counts leave
// out its own filter, so choosing 'Zink' still shows how many 'Eisen' products there are), and the
// fall-back to a wildcard search when the text finds nothing.
import {
  SEARCH_FACETS,
  type SearchFacet,
  type SearchFilters,
  type SearchPageState,
  type SearchSort,
} from './search-params.ts';

/** Spec §5 and §9: a query needs 2 characters. */
export const MIN_SEARCH_LENGTH = 2;
export const PRODUCT_QUERY_BY = 'title,nutrients,categories,usages,magentoSku,teaserText';
export const PRODUCT_QUERY_BY_WEIGHTS = '15,8,6,6,10,3';
export const CONTENT_QUERY_BY = 'title,teaserText,body';
/** Content hits shown next to the products (first page only). */
export const CONTENT_HITS = 6;
export const MAX_FACET_VALUES = 30;

export type SearchRequestParams = {
  collection: string;
  q: string;
  query_by?: string;
  query_by_weights?: string;
  filter_by?: string;
  facet_by?: string;
  max_facet_values?: number;
  sort_by?: string;
  page?: number;
  per_page: number;
};

/** The query text of a term: hyphens as spaces (spec §5); null for a wildcard search. */
export function searchText(term: string): string | null {
  const text = term.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length >= MIN_SEARCH_LENGTH ? text : null;
}

/** Typesense's sort_by of a sort choice; relevance without a text is the default order. */
export function sortBy(sort: SearchSort, text: boolean): string {
  if (sort === 'relevance' && text) return '_text_match:desc,raptor_rank:desc';
  if (sort === 'relevance' || sort === 'default') return 'raptor_rank:desc';
  // Prices sort by what the shopper pays (a sale price counts): price_desc → finalPrice:desc.
  if (sort === 'price_asc' || sort === 'price_desc')
    return `finalPrice:${sort === 'price_asc' ? 'asc' : 'desc'}`;
  // name_asc → name:asc
  return sort.replace('_', ':');
}

const quoted = (value: string) => `\`${value.replace(/`/g, '')}\``;

/** Typesense's filter_by of the chosen facet values (values of one facet OR-ed), optionally without one facet. */
export function filterBy(filters: SearchFilters, without?: SearchFacet): string {
  return SEARCH_FACETS.filter((f) => f !== without && filters[f].length > 0)
    .map((f) => `${f}:=[${filters[f].map(quoted).join(',')}]`)
    .join(' && ');
}

/**
 * The product searches of a page: the hits with the counts of the facets nobody filtered on,
 * then one count-only search per filtered facet (its counts without its own filter).
 */
export function productSearches(
  collection: string,
  state: Pick<SearchPageState, 'page' | 'itemsPerPage' | 'sort' | 'filters'>,
  text: string | null,
): SearchRequestParams[] {
  const q = text ?? '*';
  const query = text ? { query_by: PRODUCT_QUERY_BY, query_by_weights: PRODUCT_QUERY_BY_WEIGHTS } : {};
  const filtered = SEARCH_FACETS.filter((f) => state.filters[f].length > 0);
  const open = SEARCH_FACETS.filter((f) => state.filters[f].length === 0);
  const filter = filterBy(state.filters);
  const main: SearchRequestParams = {
    collection,
    q,
    ...query,
    ...(filter ? { filter_by: filter } : {}),
    ...(open.length > 0 ? { facet_by: open.join(','), max_facet_values: MAX_FACET_VALUES } : {}),
    sort_by: sortBy(state.sort, text !== null),
    page: state.page,
    per_page: state.itemsPerPage,
  };
  return [
    main,
    ...filtered.map((facet): SearchRequestParams => {
      const others = filterBy(state.filters, facet);
      return {
        collection,
        q,
        ...query,
        ...(others ? { filter_by: others } : {}),
        facet_by: facet,
        max_facet_values: MAX_FACET_VALUES,
        per_page: 0,
      };
    }),
  ];
}

export function contentSearch(collection: string, text: string): SearchRequestParams {
  return { collection, q: text, query_by: CONTENT_QUERY_BY, per_page: CONTENT_HITS };
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface Facet {
  field: SearchFacet;
  counts: FacetCount[];
}

export interface SearchAnswer<T> {
  found: number;
  hits: T[];
  facets: Partial<Record<string, FacetCount[]>>;
}

type RawResult = {
  found?: number;
  hits?: { document: unknown }[];
  facet_counts?: { field_name: string; counts: { value: string; count: number }[] }[];
  error?: string;
  code?: number;
};

/** One result of a multi_search; a failed search (Typesense answers it inside the 200) throws. */
export function answerOf<T>(result: unknown): SearchAnswer<T> {
  const r = (result ?? {}) as RawResult;
  if (r.error !== undefined) throw new Error(`search failed (${r.code ?? '?'}): ${r.error}`);
  return {
    found: r.found ?? 0,
    hits: (r.hits ?? []).map((h) => h.document as T),
    facets: Object.fromEntries(
      (r.facet_counts ?? []).map((f) => [
        f.field_name,
        f.counts.map((c) => ({ value: c.value, count: c.count })),
      ]),
    ),
  };
}

/**
 * The facets to show, in the spec's order: each filtered facet's counts from its own search, the
 * others from the main search. Chosen values stay listed (count 0) so they can be switched off;
 * unrated products (rating 0) are no rating to filter on.
 */
export function facetsOf(
  main: SearchAnswer<unknown>,
  perFacet: readonly SearchAnswer<unknown>[],
  filters: SearchFilters,
): Facet[] {
  const filtered = SEARCH_FACETS.filter((f) => filters[f].length > 0);
  return SEARCH_FACETS.map((field) => {
    const i = filtered.indexOf(field);
    const source = i >= 0 ? perFacet[i] : main;
    const counts = [...(source?.facets[field] ?? [])];
    for (const value of filters[field]) {
      if (!counts.some((c) => c.value === value)) counts.push({ value, count: 0 });
    }
    const shown =
      field === 'rating'
        ? counts.filter((c) => c.value !== '0').sort((a, b) => Number(b.value) - Number(a.value))
        : counts;
    return { field, counts: shown };
  }).filter((f) => f.counts.length > 0);
}

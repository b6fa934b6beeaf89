import { MAX_ITEMS_PER_PAGE } from './catalog-search.ts';

// Search params of the search results page /{lang}/s/ (spec §2: page, sort, term, itemsPerPage,
// plus filters): `term` (trimmed, cut at 100 characters; empty lists every product), the sort,
// `page` and `itemsPerPage` (positive integers, defaults 1 and 12), and one param per facet with
// its chosen values joined by commas (`nutrients=Zink,Eisen`, `rating=5`).
// An unknown sort or filter value falls back to the default; a term that is not a string or a
// page or page size that is not a positive number is an error the page names (spec §8).

/** The spec's sort options, in its order (§2). */
export const SEARCH_SORTS = [
  'relevance',
  'default',
  'name_asc',
  'name_desc',
  'price_desc',
  'price_asc',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The facets of the results page (spec §2), each a field of the products collection. */
export const SEARCH_FACETS = ['nutrients', 'attributes', 'categories', 'usages', 'rating'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];
export type SearchFilters = Readonly<Record<SearchFacet, readonly string[]>>;

/** Spec §2 and §9: the search page size is 12 (fills rows of 2, 3 and 4 cards). */
export const SEARCH_ITEMS_PER_PAGE = 12;
export const DEFAULT_SEARCH_PAGE = 1;
export const MAX_TERM_LENGTH = 100;
/** Typesense pages through at most this many hits. */
export const MAX_HITS = 100_000;
const MAX_FILTER_VALUES = 20;
const MAX_FILTER_VALUE_LENGTH = 100;

export const NO_SEARCH_FILTERS: SearchFilters = {
  nutrients: [],
  attributes: [],
  categories: [],
  usages: [],
  rating: [],
};

/** What is wrong with a URL's params: spec §8's two search validation errors. */
export type SearchParamsError = 'term' | 'paging';

export interface SearchPageState {
  term: string;
  page: number;
  itemsPerPage: number;
  sort: SearchSort;
  filters: SearchFilters;
  error: SearchParamsError | null;
}

/** What links may pass; defaults are left out of the URL. */
export interface SearchPageInput {
  term?: string;
  page?: number;
  itemsPerPage?: number;
  sort?: SearchSort;
  nutrients?: string;
  attributes?: string;
  categories?: string;
  usages?: string;
  rating?: string;
}

/** The route's search params as the URL has them: links pass `SearchPageInput`; a bad term or page stays as given. */
export type SearchPageUrl = Omit<SearchPageInput, 'term' | 'page' | 'itemsPerPage'> & {
  term?: unknown;
  page?: unknown;
  itemsPerPage?: unknown;
};

const absent = (raw: unknown) => raw === undefined || raw === null || raw === '';

/** A positive integer, `undefined` when absent, `null` when given but not a positive integer. */
function positive(raw: unknown): number | null | undefined {
  if (absent(raw)) return undefined;
  const n =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)
        ? Number(raw)
        : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function termOf(raw: unknown): string | null {
  if (absent(raw)) return '';
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (typeof raw !== 'string') return null;
  return raw.trim().slice(0, MAX_TERM_LENGTH).trim();
}

function filterValues(facet: SearchFacet, raw: unknown): string[] {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  const values = text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.length <= MAX_FILTER_VALUE_LENGTH)
    // Ratings are whole stars.
    .filter((v) => facet !== 'rating' || /^[0-5]$/.test(v));
  return [...new Set(values)].slice(0, MAX_FILTER_VALUES);
}

export function parseSearchPage(search: unknown): SearchPageState {
  const raw = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>;
  const term = termOf(raw.term);
  const page = positive(raw.page);
  const itemsPerPage = positive(raw.itemsPerPage);
  const sort = SEARCH_SORTS.find((s) => s === raw.sort) ?? 'relevance';
  const filters = Object.fromEntries(SEARCH_FACETS.map((f) => [f, filterValues(f, raw[f])])) as Record<
    SearchFacet,
    string[]
  >;
  const size = Math.min(itemsPerPage ?? SEARCH_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE);
  return {
    term: term ?? '',
    // A page past what can be fetched is the last one that can (empty, with a link to the first).
    page: Math.min(page ?? DEFAULT_SEARCH_PAGE, Math.floor(MAX_HITS / size)),
    itemsPerPage: size,
    sort,
    filters,
    error: term === null ? 'term' : page === null || itemsPerPage === null ? 'paging' : null,
  };
}

/** The URL form of a state: defaults left out. */
export function searchPageInput(state: Omit<SearchPageState, 'error'>): SearchPageInput {
  const input: SearchPageInput = {
    ...(state.term ? { term: state.term } : {}),
    ...(state.page !== DEFAULT_SEARCH_PAGE ? { page: state.page } : {}),
    ...(state.itemsPerPage !== SEARCH_ITEMS_PER_PAGE ? { itemsPerPage: state.itemsPerPage } : {}),
    ...(state.sort !== 'relevance' ? { sort: state.sort } : {}),
  };
  for (const facet of SEARCH_FACETS) {
    if (state.filters[facet].length > 0) input[facet] = state.filters[facet].join(',');
  }
  return input;
}

/** The filters with `value` of `facet` switched on or off. */
export function toggleFilter(filters: SearchFilters, facet: SearchFacet, value: string): SearchFilters {
  const current = filters[facet];
  return {
    ...filters,
    [facet]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  };
}

import * as v from 'valibot';
import type { ProductAttributeSortInput } from '../../../graphql/generated/operations.ts';
import { productSortFor } from './catalog-filters.ts';
import { DEFAULT_PAGE, MAX_ITEMS_PER_PAGE, positiveInteger } from './catalog-search.ts';

// Search params of the product search page /{lang}/s/ (spec §2: page, sort, term,
// itemsPerPage): `term` (trimmed, at most 100 characters; empty lists every product), sort by
// relevance (the default with a term), name or price. Bad values fall back to the defaults.

export const SEARCH_SORTS = ['relevance', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Spec §2 names 10 and 12 as the search page size; 12 fills rows of 2, 3 and 4 cards. */
export const SEARCH_ITEMS_PER_PAGE = 12;
export const MAX_TERM_LENGTH = 100;

export interface SearchPageState {
  term: string;
  page: number;
  itemsPerPage: number;
  sort: SearchSort;
}

/** What links may pass; defaults are left out of the URL. */
export interface SearchPageInput {
  term?: string;
  page?: number;
  itemsPerPage?: number;
  sort?: SearchSort;
}

const searchPageSchema = v.object({
  term: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(MAX_TERM_LENGTH)), ''),
  page: positiveInteger(DEFAULT_PAGE),
  itemsPerPage: positiveInteger(SEARCH_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE),
  sort: v.fallback(v.picklist(SEARCH_SORTS), 'relevance'),
});

export function parseSearchPage(search: unknown): SearchPageState {
  return v.parse(searchPageSchema, typeof search === 'object' && search !== null ? search : {});
}

/** The URL form of a state: defaults left out. */
export function searchPageInput(state: SearchPageState): SearchPageInput {
  return {
    ...(state.term ? { term: state.term } : {}),
    ...(state.page !== DEFAULT_PAGE ? { page: state.page } : {}),
    ...(state.itemsPerPage !== SEARCH_ITEMS_PER_PAGE ? { itemsPerPage: state.itemsPerPage } : {}),
    ...(state.sort !== 'relevance' ? { sort: state.sort } : {}),
  };
}

/** The route's validateSearch: the URL form, so navigations keep clean URLs. */
export function validateSearchPage(search: unknown): SearchPageInput {
  return searchPageInput(parseSearchPage(search));
}

/** Magento's sort for a choice; relevance without a term is the catalogue's own order. */
export function searchSortFor(sort: SearchSort, term: string): ProductAttributeSortInput {
  if (sort === 'relevance') return term ? { relevance: 'DESC' } : { position: 'ASC' };
  return productSortFor(sort);
}

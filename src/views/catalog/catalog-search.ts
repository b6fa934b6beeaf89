import * as v from 'valibot';
import {
  type CategoryFilters,
  type CategorySort,
  DEFAULT_SORT,
  filterSearchInput,
  NO_FILTERS,
  parseCategoryFilters,
  sortSchema,
} from './catalog-filters.ts';

// Search params of the category page (spec §2, §9): `page` and `itemsPerPage`, positive
// integers, defaults 1 and 10; `sort` and one param per filter attribute (catalog-filters.ts):
// `inhalt_label=capsules,tablets`, `price=10_20`, `on_sale=1`.
// A bad value (text, 0, negative, fraction, absurdly large, unknown sort or form) falls back to
// the default rather than failing the page: old or hand-edited links still work.

export const DEFAULT_PAGE = 1;
export const DEFAULT_ITEMS_PER_PAGE = 10;
/** Upper bound for itemsPerPage, so a link cannot ask the API for the whole catalogue. */
export const MAX_ITEMS_PER_PAGE = 100;
/** The page sizes the list offers to choose from. */
export const ITEMS_PER_PAGE_CHOICES = [10, 20, 50] as const;

export const positiveInteger = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  v.fallback(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty())]),
      v.toNumber(),
      v.integer(),
      v.minValue(1),
      v.maxValue(max),
    ),
    fallback,
  );

export const categorySearchSchema = v.pipe(
  v.fallback(
    v.object({
      page: positiveInteger(DEFAULT_PAGE),
      itemsPerPage: positiveInteger(DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE),
      sort: sortSchema,
      inhalt_label: v.optional(v.unknown()),
      price: v.optional(v.unknown()),
      on_sale: v.optional(v.unknown()),
    }),
    { page: DEFAULT_PAGE, itemsPerPage: DEFAULT_ITEMS_PER_PAGE, sort: DEFAULT_SORT },
  ),
  v.transform(({ page, itemsPerPage, sort, inhalt_label, price, on_sale }) => ({
    page,
    itemsPerPage,
    sort,
    filters: parseCategoryFilters({ inhalt_label, price, on_sale }),
  })),
);

export interface CategorySearch {
  page: number;
  itemsPerPage: number;
  sort: CategorySort;
  filters: CategoryFilters;
}

/** What links may pass: all optional, defaults are left out of the URL. */
export interface CategorySearchInput {
  page?: number;
  itemsPerPage?: number;
  sort?: CategorySort;
  inhalt_label?: string;
  price?: string;
  on_sale?: 1;
}

export const DEFAULT_CATEGORY_SEARCH: CategorySearch = {
  page: DEFAULT_PAGE,
  itemsPerPage: DEFAULT_ITEMS_PER_PAGE,
  sort: DEFAULT_SORT,
  filters: NO_FILTERS,
};

export function parseCategorySearch(search: unknown): CategorySearch {
  return v.parse(categorySearchSchema, search);
}

/** Search params of a link to this state of the list, leaving defaults out of the URL. */
export function categorySearchInput(search: CategorySearch): CategorySearchInput {
  const input: CategorySearchInput = {
    page: search.page === DEFAULT_PAGE ? undefined : search.page,
    itemsPerPage: search.itemsPerPage === DEFAULT_ITEMS_PER_PAGE ? undefined : search.itemsPerPage,
    sort: search.sort === DEFAULT_SORT ? undefined : search.sort,
    ...filterSearchInput(search.filters),
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/**
 * The route's validateSearch: the canonical URL form of any search params, bad values and
 * defaults left out. The router writes what validation returns into URLs it builds, so this
 * is URL-shaped; parseCategorySearch() turns it into the list's state (loader deps, views).
 */
export function validateCategorySearch(search: unknown): CategorySearchInput {
  return categorySearchInput(parseCategorySearch(search));
}

/** Another page of the same list. */
export function searchForPage(search: CategorySearch, page: number): CategorySearchInput {
  return categorySearchInput({ ...search, page });
}

// Anything that changes which products are listed, or their order, starts again at page 1.

export function searchForItemsPerPage(search: CategorySearch, itemsPerPage: number): CategorySearchInput {
  return categorySearchInput({ ...search, itemsPerPage, page: DEFAULT_PAGE });
}

export function searchForSort(search: CategorySearch, sort: CategorySort): CategorySearchInput {
  return categorySearchInput({ ...search, sort, page: DEFAULT_PAGE });
}

export function searchForFilters(search: CategorySearch, filters: CategoryFilters): CategorySearchInput {
  return categorySearchInput({ ...search, filters, page: DEFAULT_PAGE });
}

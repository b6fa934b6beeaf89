import * as v from 'valibot';

// Search params of the category page (spec §2, §9): `page` and `itemsPerPage`, positive
// integers, defaults 1 and 10. A bad value (text, 0, negative, fraction, absurdly large)
// falls back to the default rather than failing the page: old or hand-edited links still work.

export const DEFAULT_PAGE = 1;
export const DEFAULT_ITEMS_PER_PAGE = 10;
/** Upper bound for itemsPerPage, so a link cannot ask the API for the whole catalogue. */
export const MAX_ITEMS_PER_PAGE = 100;

const positiveInteger = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
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

export const categorySearchSchema = v.object({
  page: positiveInteger(DEFAULT_PAGE),
  itemsPerPage: positiveInteger(DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE),
});

export type CategorySearch = v.InferOutput<typeof categorySearchSchema>;

/** What links may pass: both optional, defaults are left out of the URL. */
export interface CategorySearchInput {
  page?: number;
  itemsPerPage?: number;
}

export function parseCategorySearch(search: unknown): CategorySearch {
  return v.parse(categorySearchSchema, search);
}

/** Search params of a link to a page of the list, leaving defaults out of the URL. */
export function categorySearchFor(page: number, itemsPerPage: number): CategorySearchInput {
  return {
    page: page === DEFAULT_PAGE ? undefined : page,
    itemsPerPage: itemsPerPage === DEFAULT_ITEMS_PER_PAGE ? undefined : itemsPerPage,
  };
}

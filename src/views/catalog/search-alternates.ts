import { CategoriesByNameDocument, CategoryNamesDocument } from '../../../graphql/generated/operations.ts';
import { translateAttributeLabel } from '../../../domain/product-labels.ts';
import { localizedPath } from '../../../domain/paths.ts';
import { LANGUAGES, type Lang, shopOfStoreCode, storeCodeFor } from '../../../domain/store.ts';
import type { LangRouteContext } from '../../lib/router-context.ts';
import type { AlternateUrls } from './catalog-routes.ts';
import {
  DEFAULT_SEARCH_PAGE,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchFilters,
  type SearchPageState,
  searchPageInput,
} from './search-params.ts';

// The search page in the other language keeps its term, sort, page size and page. Its filter
// values are shown names (`nutrients=Zink`, `attributes=Kapseln`), so they are translated: the
// ratings are numbers, the attributes come from the shop's label table, and the category facets
// (nutrients, usages, categories) by category. A value without a translation is left out (and
// the list starts again at page 1), so the other language's URL never filters by a foreign word.

/** A facet value in the other language; null: none. */
export type FacetValueTranslator = (facet: SearchFacet, value: string) => string | null;

/** The category facets: their values are category names. */
const CATEGORY_FACETS: readonly SearchFacet[] = ['nutrients', 'usages', 'categories'];

export function searchPath(lang: Lang): string {
  return localizedPath(lang, 'search');
}

/** The filters with every value translated; untranslatable values are dropped. */
export function translateSearchFilters(
  filters: SearchFilters,
  translate: FacetValueTranslator,
): { filters: SearchFilters; complete: boolean } {
  let complete = true;
  const translated = Object.fromEntries(
    SEARCH_FACETS.map((facet) => {
      const values = filters[facet].flatMap((value) => {
        const other = translate(facet, value);
        if (other === null) complete = false;
        return other === null ? [] : [other];
      });
      return [facet, [...new Set(values)]];
    }),
  ) as Record<SearchFacet, string[]>;
  return { filters: translated, complete };
}

/** The URL of the same results in language `to`. */
export function searchAlternateUrl(
  state: Omit<SearchPageState, 'error'>,
  to: Lang,
  translate: FacetValueTranslator,
): string {
  const { filters, complete } = translateSearchFilters(state.filters, translate);
  const input = searchPageInput({
    ...state,
    filters,
    page: complete ? state.page : DEFAULT_SEARCH_PAGE,
  });
  const query = new URLSearchParams(
    Object.entries(input).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  return query ? `${searchPath(to)}?${query}` : searchPath(to);
}

/**
 * A translator from `from` to `to` for the values it is given: attributes by the label table,
 * ratings as they are, category names through `categoryNames` (name → name in `to`).
 */
export function facetValueTranslator(
  from: Lang,
  to: Lang,
  categoryNames: ReadonlyMap<string, string>,
): FacetValueTranslator {
  return (facet, value) => {
    if (facet === 'rating') return value;
    if (facet === 'attributes') return translateAttributeLabel(value, from, to);
    return categoryNames.get(value) ?? null;
  };
}

/** The category names among the filters. */
export function categoryFilterValues(filters: SearchFilters): string[] {
  return [...new Set(CATEGORY_FACETS.flatMap((facet) => filters[facet]))];
}

/**
 * Category names of this store view → the same categories' names in the other language, through
 * the commerce API (a name found by `match` counts only when it is the whole name).
 */
async function translateCategoryNames(
  context: LangRouteContext,
  to: Lang,
  names: readonly string[],
): Promise<Map<string, string>> {
  const uidsByName = new Map<string, string[]>();
  await Promise.all(
    names.map(async (name) => {
      const { data } = await context.apolloClient.query({
        query: CategoriesByNameDocument,
        variables: { name },
      });
      const uids = (data?.categoryList ?? []).flatMap((c) => (c && c.name === name ? [c.uid] : []));
      if (uids.length > 0) uidsByName.set(name, uids);
    }),
  );
  const uids = [...new Set([...uidsByName.values()].flat())];
  if (uids.length === 0) return new Map();
  const other = context.apolloClientFor(storeCodeFor(shopOfStoreCode(context.storeCode), to));
  const { data } = await other.query({ query: CategoryNamesDocument, variables: { uids } });
  const nameOfUid = new Map(
    (data?.categoryList ?? []).flatMap((c) => (c?.name ? [[c.uid, c.name] as const] : [])),
  );
  const translated = new Map<string, string>();
  for (const [name, candidates] of uidsByName) {
    const otherName = candidates.map((uid) => nameOfUid.get(uid)).find((n) => n !== undefined);
    if (otherName) translated.set(name, otherName);
  }
  return translated;
}

/** The search page's URLs in the other languages, for the language switcher. */
export async function searchAlternates(
  context: LangRouteContext,
  state: Omit<SearchPageState, 'error'>,
): Promise<AlternateUrls> {
  const urls: AlternateUrls = {};
  for (const to of LANGUAGES.filter((l) => l !== context.lang)) {
    const names = categoryFilterValues(state.filters);
    // A lookup that fails leaves the category filters out rather than the page.
    const categoryNames = names.length
      ? await translateCategoryNames(context, to, names).catch(() => new Map<string, string>())
      : new Map<string, string>();
    urls[to] = searchAlternateUrl(state, to, facetValueTranslator(context.lang, to, categoryNames));
  }
  return urls;
}

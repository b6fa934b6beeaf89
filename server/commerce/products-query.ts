// Turns Magento's products(search, filter, sort, pageSize, currentPage) arguments into a query,
// with Magento's validation messages.
import type {
  FilterEqualTypeInput,
  ProductAttributeSortInput,
  QueryProductsArgs,
} from '../../graphql/generated/resolvers.ts';
import { type CategoryIndex, descendantIds } from './categories.ts';
import { CommerceError } from './errors.ts';
import { decodeIdUid } from './ids.ts';
import type { ProductQuery, SortKey } from './product-repository.ts';

export const MAX_PAGE_SIZE = 300;

function equalValues(f: FilterEqualTypeInput | null | undefined): string[] | null {
  if (!f || (f.eq == null && f.in == null)) return null;
  return [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((v): v is string => v != null)];
}

/** Search words: hyphens separate words too, so 'omega-3' also finds 'Omega 3'. */
export function searchWords(search: string | null | undefined): string[] {
  return (search ?? '')
    .split(/[\s-]+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0)
    .slice(0, 10);
}

function parseAmount(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** A yes/no attribute filter ('1'/'0', as Magento's boolean attributes): null when not filtered. */
function flag(values: string[] | null): boolean | null {
  const [value] = values?.length === 1 ? values : [];
  return value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : null;
}

function sortOf(sort: ProductAttributeSortInput | null | undefined, isSearch: boolean): ProductQuery['sort'] {
  const keys: SortKey[] = ['relevance', 'position', 'name', 'price'];
  const chosen = keys
    .filter((k) => sort?.[k] != null)
    .filter((k) => k !== 'relevance' || isSearch)
    .map((key) => ({ key, direction: sort?.[key] === 'DESC' ? ('DESC' as const) : ('ASC' as const) }));
  if (chosen.length > 0) return chosen;
  return isSearch ? [{ key: 'relevance', direction: 'DESC' }] : [{ key: 'position', direction: 'ASC' }];
}

export interface ParsedProductArgs {
  query: ProductQuery;
  /** Categories the result was filtered by (for the category facet). */
  filterCategoryIds: number[];
}

export function parseProductArgs(args: QueryProductsArgs, categories: CategoryIndex): ParsedProductArgs {
  if (args.search == null && args.filter == null) {
    throw new CommerceError("'search' or 'filter' input argument is required.");
  }
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (pageSize < 1) throw new CommerceError('pageSize value must be greater than 0.');
  if (currentPage < 1) throw new CommerceError('currentPage value must be greater than 0.');
  if (pageSize > MAX_PAGE_SIZE) throw new CommerceError(`Maximum pageSize is ${MAX_PAGE_SIZE}`);

  const filter = args.filter ?? {};
  const categoryIdSets: number[][] = [];
  const filterCategoryIds: number[] = [];
  const addCategories = (ids: (number | null | undefined)[]) => {
    const found = ids.filter((id): id is number => id != null && categories.byId.has(id));
    filterCategoryIds.push(...found);
    categoryIdSets.push([...new Set(found.flatMap((id) => descendantIds(categories, id)))]);
  };
  const byId = equalValues(filter.category_id);
  if (byId) addCategories(byId.map((v) => (/^\d+$/.test(v) ? Number(v) : null)));
  const byUid = equalValues(filter.category_uid);
  if (byUid) addCategories(byUid.map(decodeIdUid));
  const byPath = equalValues(filter.category_url_path);
  if (byPath) addCategories(byPath.map((p) => categories.byUrlPath.get(p.replace(/^\/+|\/+$/g, ''))?.id));

  const words = searchWords(args.search);
  return {
    query: {
      words,
      skus: equalValues(filter.sku),
      urlKeys: equalValues(filter.url_key)?.map((k) => k.replace(/^\/+|\/+$/g, '')) ?? null,
      categoryIdSets,
      nameMatch: filter.name?.match?.trim() || null,
      priceFrom: parseAmount(filter.price?.from),
      priceTo: parseAmount(filter.price?.to),
      inhaltLabels: equalValues(filter.inhalt_label),
      onSale: flag(equalValues(filter.on_sale)),
      sort: sortOf(args.sort, words.length > 0),
      pageSize,
      currentPage,
    },
    filterCategoryIds,
  };
}

/** Magento refuses a page beyond the last one (when there are results at all). */
export function assertPageExists(currentPage: number, pageSize: number, total: number): void {
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw new CommerceError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
}

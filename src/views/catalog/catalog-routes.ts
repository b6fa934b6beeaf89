// What the rest of the SPA uses of the catalogue: URL resolution for the shell's catch-all
// route, loaders for the product and category pages and for product cards of content teasers
// (the page components are imported where they render, so loaders do not load them). Loaders run in route loaders and get the
// `$lang` route context (LangRouteContext).
import { notFound } from '@tanstack/react-router';
import {
  CatalogCategoryUrlDocument,
  type CatalogProductCardFragment,
  CatalogProductUrlDocument,
  CatalogRouteDocument,
  CategoryPageDocument,
  type CategoryPageQuery,
  ProductCardsDocument,
  ProductPageDocument,
  type ProductPageQuery,
  ProductReviewsDocument,
} from '../../../graphql/generated/operations.ts';
import type { LangRouteContext } from '../../lib/router-context.ts';
import { LANGUAGES, type Lang, shopOfStoreCode, storeCodeFor } from '../../../domain/store.ts';
import { DEFAULT_SORT, NO_FILTERS, productFilterFor, productSortFor } from './catalog-filters.ts';
import { categoryPath, productPath } from '../../ui/catalog-links.tsx';
import type { CategorySearch } from './catalog-search.ts';
import { normalizeCatalogPath } from './catalog-text.ts';

export type CatalogUrl = { type: 'PRODUCT'; urlKey: string } | { type: 'CATEGORY'; urlPath: string };

/** URLs of the same page in other languages (language switcher, hreflang); missing where none. */
export type AlternateUrls = Partial<Record<Lang, string>>;

type Present<T> = Exclude<T, null | undefined>;
export type CatalogCategory = Present<Present<CategoryPageQuery['categoryList']>[number]>;
export type CatalogProduct = Present<Present<Present<ProductPageQuery['products']>['items']>[number]>;
export type CatalogProductCard = CatalogProductCardFragment;
type CategoryProducts = Present<CategoryPageQuery['products']>;
/** A layered-navigation facet (Magento's Aggregation) with its options. */
export type CatalogAggregation = Present<Present<CategoryProducts['aggregations']>[number]>;

export interface CategoryPageData {
  lang: Lang;
  category: CatalogCategory;
  products: CatalogProductCard[];
  totalCount: number;
  page: number;
  itemsPerPage: number;
  totalPages: number;
  /** The list's state from the URL: page, itemsPerPage, sort and filters. */
  search: CategorySearch;
  /** Facets of the listed products, each counted without its own filter; by position. */
  aggregations: CatalogAggregation[];
  /** Subcategories holding listed products, with how many (the category facet). */
  subcategories: CatalogSubcategory[];
  /** Currency of the store view's prices (price filter labels). */
  currency: string;
  pricesIncludeTax: boolean;
  alternates: AlternateUrls;
}

export interface CatalogSubcategory {
  uid: string;
  name: string;
  urlPath: string;
  count: number;
}

/** The category facet's options that are children of the category, in facet order. */
export function subcategoriesOf(
  children: readonly ({ uid: string; name?: string | null; url_path?: string | null } | null)[],
  aggregations: readonly CatalogAggregation[],
): CatalogSubcategory[] {
  const facet = aggregations.find((a) => a.attribute_code === 'category_uid');
  const byUid = new Map(children.filter(present).map((c) => [c.uid, c]));
  return (facet?.options ?? []).flatMap((option) => {
    const child = option ? byUid.get(option.value) : undefined;
    return option && child?.url_path && (option.count ?? 0) > 0
      ? [
          {
            uid: child.uid,
            name: child.name ?? option.label ?? '',
            urlPath: child.url_path,
            count: option.count ?? 0,
          },
        ]
      : [];
  });
}

export interface ProductPageData {
  lang: Lang;
  product: CatalogProduct;
  pricesIncludeTax: boolean;
  alternates: AlternateUrls;
}

const present = <T>(value: T): value is Present<T> => value != null;

function otherLanguage(context: LangRouteContext) {
  const lang = LANGUAGES.find((l) => l !== context.lang) ?? context.lang;
  return { lang, client: context.apolloClientFor(storeCodeFor(shopOfStoreCode(context.storeCode), lang)) };
}

/**
 * Which catalogue page a storefront path (`pro-magnesium-1-monat/`, `mineralstoffe/magnesium`)
 * belongs to, by the commerce API's `route` query; null when it is none of the catalogue's.
 */
export async function resolveCatalogUrl(context: LangRouteContext, path: string): Promise<CatalogUrl | null> {
  const url = normalizeCatalogPath(path);
  if (!url) return null;
  const { data } = await context.apolloClient.query({ query: CatalogRouteDocument, variables: { url } });
  const route = data?.route;
  if (!route) return null;
  if (route.type === 'PRODUCT' && 'url_key' in route && route.url_key)
    return { type: 'PRODUCT', urlKey: route.url_key };
  if (route.type === 'CATEGORY' && 'url_path' in route && route.url_path)
    return { type: 'CATEGORY', urlPath: route.url_path };
  return null;
}

/** Product page data by SKU (the /p/{sku}/ fallback) or URL key; throws notFound() without a product. */
export async function loadProductPage(
  context: LangRouteContext,
  by: { sku?: string; urlKey?: string },
): Promise<ProductPageData> {
  const filter = by.sku
    ? { sku: { eq: by.sku } }
    : by.urlKey
      ? { url_key: { eq: normalizeCatalogPath(by.urlKey) } }
      : null;
  if (!filter) throw notFound();
  const { data } = await context.apolloClient.query({ query: ProductPageDocument, variables: { filter } });
  const product = data?.products?.items?.find(present);
  if (!product) throw notFound();
  return {
    lang: context.lang,
    product,
    pricesIncludeTax: data?.storeConfig?.prices_include_tax ?? true,
    alternates: product.sku ? await alternateProduct(context, product.sku) : {},
  };
}

/** Category page data with one page of its products; throws notFound() for an unknown category. */
export async function loadCategoryPage(
  context: LangRouteContext,
  {
    urlPath,
    page,
    itemsPerPage,
    sort = DEFAULT_SORT,
    filters = NO_FILTERS,
  }: { urlPath: string; page: number; itemsPerPage: number } & Partial<
    Pick<CategorySearch, 'sort' | 'filters'>
  >,
): Promise<CategoryPageData> {
  const search: CategorySearch = { page, itemsPerPage, sort, filters };
  const path = normalizeCatalogPath(urlPath);
  if (!path) throw notFound();
  const { data, error } = await context.apolloClient.query({
    query: CategoryPageDocument,
    variables: {
      urlPath: path,
      filter: productFilterFor(path, search.filters),
      sort: productSortFor(search.sort),
      pageSize: itemsPerPage,
      currentPage: page,
    },
    errorPolicy: 'all',
  });
  const category = data?.categoryList?.find(present);
  if (!category) {
    if (error) throw error;
    throw notFound();
  }
  // Past the last page Magento answers `products` with an error ("currentPage value 9 specified
  // is greater than the 2 page(s) available"): such a page is simply empty. Other errors fail.
  const pastLastPage = page > 1 && data?.products == null;
  if (error && !pastLastPage) throw error;
  const products = data?.products?.items?.filter(present) ?? [];
  const totalCount = data?.products?.total_count ?? category.product_count ?? products.length;
  const aggregations = (data?.products?.aggregations ?? [])
    .filter(present)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    lang: context.lang,
    category,
    products,
    totalCount,
    page,
    itemsPerPage,
    totalPages: data?.products?.page_info?.total_pages ?? Math.ceil(totalCount / itemsPerPage),
    search,
    aggregations,
    subcategories: subcategoriesOf(category.children ?? [], aggregations),
    currency: data?.storeConfig?.default_display_currency_code ?? 'EUR',
    pricesIncludeTax: data?.storeConfig?.prices_include_tax ?? true,
    alternates: await alternateCategory(context, category.uid),
  };
}

/** Product cards for teasers, in the order of the SKUs asked for (unknown SKUs are left out). */
export async function loadProductCards(
  context: LangRouteContext,
  skus: string[],
): Promise<CatalogProductCard[]> {
  const wanted = [...new Set(skus.filter(Boolean))];
  if (wanted.length === 0) return [];
  const { data } = await context.apolloClient.query({
    query: ProductCardsDocument,
    variables: { skus: wanted, pageSize: wanted.length },
  });
  const bySku = new Map((data?.products?.items ?? []).filter(present).map((p) => [p.sku, p]));
  return wanted.map((sku) => bySku.get(sku)).filter(present);
}

// The alternate-language URL is a convenience: when the other store view cannot say it,
// the page still renders and the language switcher falls back to the other language's home.
async function alternateProduct(context: LangRouteContext, sku: string): Promise<AlternateUrls> {
  const other = otherLanguage(context);
  try {
    const { data } = await other.client.query({ query: CatalogProductUrlDocument, variables: { sku } });
    const urlKey = data?.products?.items?.find(present)?.url_key;
    return urlKey ? { [other.lang]: productPath(other.lang, urlKey) } : {};
  } catch {
    return {};
  }
}

async function alternateCategory(context: LangRouteContext, uid: string): Promise<AlternateUrls> {
  const other = otherLanguage(context);
  try {
    const { data } = await other.client.query({ query: CatalogCategoryUrlDocument, variables: { uid } });
    const urlPath = data?.categoryList?.find(present)?.url_path;
    return urlPath ? { [other.lang]: categoryPath(other.lang, urlPath) } : {};
  } catch {
    return {};
  }
}

/** Reviews the product page shows at first and adds with each 'Show more reviews'. */
export const REVIEWS_PAGE_SIZE = 5;

/**
 * Puts the first page of a product's reviews (and its rating near the title) into the client's
 * cache, so the product page shows them in its first paint instead of moving its price and
 * buttons down when they arrive. The reviews are an extra: a failure leaves them to the page.
 */
export async function preloadProductReviews(context: LangRouteContext, sku: string): Promise<void> {
  await context.apolloClient
    .query({ query: ProductReviewsDocument, variables: { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 } })
    .catch(() => undefined);
}

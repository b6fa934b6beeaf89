// Loading of the pages the `$lang` routes render (home and the catch-all): a content page
// with the catalogue data its elements need, a catalogue page the content system does not
// know, or the restricted notice. Kept next to the routes: this is where the content and
// catalogue features are composed (features do not import each other).
import type { ContentElement, ContentPage } from '../../../server/content/types.ts';
import { ContentForbiddenError, ContentNotFoundError, fetchContentPage } from '../../lib/content-api.ts';
import type { LangRouteContext } from '../../lib/router-context.ts';
import {
  type CatalogProductCard,
  type CategoryPageData,
  loadCategoryPage,
  loadProductCards,
  loadProductPage,
  type ProductPageData,
  resolveCatalogUrl,
} from '../../views/catalog/catalog-routes.ts';
import type { AlternateUrls } from '../../views/layout/language-switcher.tsx';
import { alternatesFromI18n } from '../../views/layout/alternate-urls.ts';

/** Category pages reached through the catch-all show the spec's default page size. */
const DEFAULT_ITEMS_PER_PAGE = 10;

export type PageData =
  | {
      kind: 'content';
      page: ContentPage;
      /** Product cards of the page's product_teaser elements, by SKU. */
      cards: Record<string, CatalogProductCard>;
      /** Product pages of the page's product_detail elements, by SKU. */
      products: Record<string, ProductPageData>;
      alternates: AlternateUrls;
    }
  | { kind: 'product'; data: ProductPageData; alternates: AlternateUrls }
  | { kind: 'category'; data: CategoryPageData; alternates: AlternateUrls }
  | { kind: 'restricted'; alternates: AlternateUrls };

function allElements(page: ContentPage): ContentElement[] {
  return [...page.content.colPos0, ...(page.content.colPos1 ?? [])];
}

async function withCatalogData(context: LangRouteContext, page: ContentPage): Promise<PageData> {
  const elements = allElements(page);
  const teaserSkus = elements.flatMap((e) => (e.type === 'product_teaser' ? e.content.skus : []));
  const detailSkus = elements.flatMap((e) => (e.type === 'product_detail' ? [e.content.sku] : []));
  const [cards, details] = await Promise.all([
    // Teaser cards are an extra: if the commerce API fails the page still shows its content.
    teaserSkus.length > 0 ? loadProductCards(context, teaserSkus).catch(() => []) : Promise.resolve([]),
    Promise.all(detailSkus.map((sku) => loadProductPage(context, { sku }))),
  ]);
  const alternates = alternatesFromI18n(page.i18n);
  return {
    kind: 'content',
    page,
    cards: Object.fromEntries(cards.flatMap((card) => (card.sku ? [[card.sku, card]] : []))),
    products: Object.fromEntries(details.flatMap((d) => (d.product.sku ? [[d.product.sku, d]] : []))),
    alternates,
  };
}

/**
 * The page at `path` ('' is home): the content API first; on 404 the catalogue; null when
 * neither knows it (the route throws notFound()). 403 yields the restricted notice; other
 * failures propagate to the error page.
 */
export async function loadPageData(context: LangRouteContext, path: string): Promise<PageData | null> {
  let page: ContentPage;
  try {
    page = await fetchContentPage(context.lang, path);
  } catch (error) {
    if (error instanceof ContentForbiddenError) return { kind: 'restricted', alternates: {} };
    if (!(error instanceof ContentNotFoundError) || path === '') throw error;
    return loadCatalogPage(context, path);
  }
  return withCatalogData(context, page);
}

async function loadCatalogPage(context: LangRouteContext, path: string): Promise<PageData | null> {
  const resolved = await resolveCatalogUrl(context, path);
  if (resolved?.type === 'PRODUCT') {
    const data = await loadProductPage(context, { urlKey: resolved.urlKey });
    return { kind: 'product', data, alternates: data.alternates };
  }
  if (resolved?.type === 'CATEGORY') {
    const data = await loadCategoryPage(context, {
      urlPath: resolved.urlPath,
      page: 1,
      itemsPerPage: DEFAULT_ITEMS_PER_PAGE,
    });
    return { kind: 'category', data, alternates: data.alternates };
  }
  return null;
}

/** The document title and description of a page. */
export function pageHead(data: PageData | undefined, restrictedTitle: string) {
  if (!data) return {};
  switch (data.kind) {
    case 'content':
      return {
        meta: [
          { title: data.page.meta.title },
          { name: 'description', content: data.page.meta.description },
          { name: 'robots', content: data.page.meta.robots },
        ],
      };
    case 'product':
      return { meta: [{ title: data.data.product.meta_title ?? data.data.product.name ?? '' }] };
    case 'category':
      return { meta: [{ title: data.data.category.name ?? '' }] };
    case 'restricted':
      return { meta: [{ title: restrictedTitle }, { name: 'robots', content: 'noindex, nofollow' }] };
  }
}

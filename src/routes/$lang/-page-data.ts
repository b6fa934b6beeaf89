// Loading of the pages the `$lang` routes render (home and the catch-all): a content page
// with the catalogue data its elements need, a catalogue page the content system does not
// know, or the restricted notice. Kept next to the routes: this is where the content and
// catalogue features are composed (features do not import each other).
import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import type { ContentElement, ContentPage } from '../../../domain/content-types.ts';
import { ContentForbiddenError, ContentNotFoundError, fetchContentPage } from '../../lib/content-api.ts';
import { hasCustomerSession } from '../../lib/cookies.ts';
import { runMiddleware } from '../../lib/middleware.ts';
import { pageTitle } from '../../lib/page-title.ts';
import type { LangRouteContext } from '../../lib/router-context.ts';
import {
  type CatalogProductCard,
  loadProductCards,
  loadProductPage,
  preloadProductReviews,
  type ProductPageData,
  resolveCatalogUrl,
} from '../../views/catalog/catalog-routes.ts';
import type { AlternateUrls } from '../../views/layout/language-switcher.tsx';
import { alternatesFromI18n } from '../../views/layout/alternate-urls.ts';
import { loadProductPageView } from './-product-view.ts';

/**
 * Search params of content pages: `eventType` filters an events listing. Anything else in the
 * URL (campaign parameters, a category's page and filters before the redirect) passes through.
 */
const pageSearchSchema = v.looseObject({
  eventType: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/))), undefined),
});

export type PageSearchInput = { eventType?: string };

export function parsePageSearch(search: unknown): v.InferOutput<typeof pageSearchSchema> {
  return v.parse(pageSearchSchema, search);
}

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
  | { kind: 'restricted'; path: string; alternates: AlternateUrls };

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
    // A page with a product page (a product's own content page) loads its view alongside the
    // data: rendered lazily after the data, the page would first show an empty article with the
    // footer in view, then push the footer away (a layout shift of 0.4 on a phone).
    detailSkus.length > 0 ? loadProductPageView() : undefined,
    // Their reviews too, so the rating near the title does not push the price down (a layout shift).
    Promise.all(detailSkus.map((sku) => preloadProductReviews(context, sku))),
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
 * failures propagate to the error page. A category's path answers with a redirect to its
 * category page (/{lang}/c/{url_path}/), keeping its search params (page, sort, filters).
 */
export async function loadPageData(
  context: LangRouteContext,
  path: string,
  search: Record<string, unknown> = {},
): Promise<PageData | null> {
  let page: ContentPage;
  try {
    page = await fetchContentPage(context.lang, path);
  } catch (error) {
    if (error instanceof ContentForbiddenError) return { kind: 'restricted', path, alternates: {} };
    if (!(error instanceof ContentNotFoundError) || path === '') throw error;
    return loadCatalogPage(context, path, search);
  }
  runMiddleware(page.middleware ?? [], { lang: context.lang, loggedIn: hasCustomerSession() });
  return withCatalogData(context, page);
}

async function loadCatalogPage(
  context: LangRouteContext,
  path: string,
  search: Record<string, unknown>,
): Promise<PageData | null> {
  const resolved = await resolveCatalogUrl(context, path);
  if (resolved?.type === 'PRODUCT') {
    // The product page's view loads alongside the data, not after it (see withCatalogData).
    const [data] = await Promise.all([
      loadProductPage(context, { urlKey: resolved.urlKey }),
      loadProductPageView(),
    ]);
    return { kind: 'product', data, alternates: data.alternates };
  }
  if (resolved?.type === 'CATEGORY') {
    throw redirect({
      to: '/$lang/c/$/',
      params: { lang: context.lang, _splat: resolved.urlPath },
      // The category route validates its own search params; unknown ones are dropped there.
      search: search as never,
      statusCode: 301,
    });
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
      return {
        meta: [
          { title: pageTitle(data.data.product.meta_title || data.data.product.name) },
          ...(data.data.product.meta_description
            ? [{ name: 'description', content: data.data.product.meta_description }]
            : []),
        ],
      };
    case 'restricted':
      return {
        meta: [{ title: pageTitle(restrictedTitle) }, { name: 'robots', content: 'noindex, nofollow' }],
      };
  }
}

import type { ContentRepository, ContentPageRow } from './repository.ts';
import type { ContentSession } from './session.ts';
import { languageLinks, pagePath } from './site.ts';
import { pageTranslations, productTranslations } from './translations.ts';
import type { ContentElement, ContentPage } from '../../domain/content-types.ts';
import type { Language } from '../../domain/store.ts';

/** `personal`: the page depends on who asks (a restricted page shown to a verified professional). */
export type PageResult =
  | { status: 200; page: ContentPage; personal: boolean }
  | { status: 403 }
  | { status: 404 };

const layouts = ['default', 'empty', 'two-column'] as const;
type Layout = (typeof layouts)[number];

/**
 * The page at `slug` (already normalised) as TYPO3 headless answers it. Product detail
 * pages are catch-all paths too (/de/pro-magnesium-1-monat/): a slug that is no content
 * page but a product's url key answers a page holding that product's detail element.
 */
export async function loadPage(
  repo: ContentRepository,
  language: Language,
  slug: string,
  session: ContentSession,
): Promise<PageResult> {
  const row = await repo.page(language, slug);
  if (row) {
    if (row.restricted && !session.doccheckVerified) return { status: 403 };
    return { status: 200, page: await contentPage(repo, language, row), personal: row.restricted };
  }
  const product = await repo.productByUrlKey(language, slug);
  if (!product) return { status: 404 };
  const [siteName, breadcrumbs, translated] = await Promise.all([
    repo.siteName(language),
    breadcrumbTrail(repo, language, slug, product.name),
    productTranslations(repo, product.id),
  ]);
  return {
    status: 200,
    personal: false,
    page: {
      id: product.id,
      type: 'product',
      slug: pagePath(language, slug),
      appearance: { layout: 'default', backendLayout: 'default' },
      middleware: [],
      meta: {
        title: withSiteName(product.metaTitle ?? product.name, siteName),
        description: product.metaDescription ?? product.description,
        canonical: pagePath(language, slug),
        robots: 'index, follow',
        ogImage: null,
      },
      i18n: languageLinks(language, translated),
      breadcrumbs,
      content: {
        colPos0: [
          { id: `product-${product.id}`, type: 'product_detail', colPos: 0, content: { sku: product.sku } },
        ],
      },
    },
  };
}

async function contentPage(
  repo: ContentRepository,
  language: Language,
  row: ContentPageRow,
): Promise<ContentPage> {
  const [siteName, breadcrumbs, translated] = await Promise.all([
    repo.siteName(language),
    breadcrumbTrail(repo, language, row.slug, row.title),
    pageTranslations(repo, row.translationKey),
  ]);
  const layout: Layout = layouts.find((l) => l === row.layout) ?? 'default';
  const colPos1 = row.elements.filter((e) => e.colPos === 1);
  return {
    id: row.id,
    type: row.kind,
    slug: pagePath(language, row.slug),
    appearance: { layout, backendLayout: layout },
    middleware: row.middleware,
    meta: {
      title: withSiteName(row.title, siteName),
      description: row.description,
      canonical: pagePath(language, row.slug),
      // Restricted pages are for verified professionals only: keep them out of search engines.
      robots: row.restricted ? 'noindex, nofollow' : 'index, follow',
      ogImage: firstImage(row.elements),
    },
    i18n: languageLinks(language, translated),
    breadcrumbs,
    content: {
      colPos0: row.elements.filter((e) => e.colPos !== 1),
      ...(colPos1.length > 0 ? { colPos1 } : {}),
    },
  };
}

/**
 * Home, then the pages above `slug` ('wissen' above 'wissen/vitamin-d'), then the page
 * itself. Parents that are no page of their own are skipped rather than linked to a 404.
 */
async function breadcrumbTrail(repo: ContentRepository, language: Language, slug: string, title: string) {
  const segments = slug === '' ? [] : slug.split('/');
  const parents =
    slug === '' ? [] : ['', ...segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'))];
  const titles = await repo.titles(language, parents);
  return [
    ...parents.flatMap((parent) => {
      const parentTitle = titles.get(parent);
      return parentTitle === undefined ? [] : [{ title: parentTitle, link: pagePath(language, parent) }];
    }),
    { title, link: pagePath(language, slug) },
  ];
}

/** 'Über uns | VitalShop'; titles that already name the site (catalogue meta titles do) stay as they are. */
export function withSiteName(title: string, siteName: string): string {
  return siteName === '' || title.includes(siteName) ? title : `${title} | ${siteName}`;
}

function firstImage(elements: ContentElement[]): string | null {
  for (const e of elements) {
    if ((e.type === 'hero' || e.type === 'textpic' || e.type === 'image') && e.content.image) {
      return e.content.image.url;
    }
  }
  return null;
}

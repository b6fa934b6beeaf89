import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadProductRecords } from '../commerce/product-repository.ts';
import { MEDIA_PRODUCT_PATH } from '../commerce/product-view.ts';
import { loadReviewSummaries } from '../commerce/reviews.ts';
import { withSiteName } from '../content/page.ts';
import { isLanguage, normalizeSlug, pagePath } from '../content/site.ts';
import { CANCEL_CONTRACTS_SLUGS } from '../../domain/contract-cancellation.ts';
import { isLang, type Language, LANGUAGES, localeOf } from '../../domain/store.ts';
import { plainText } from '../../domain/text.ts';
import { categoryTranslations } from '../db/schema.ts';
import { localizedPath } from '../../domain/paths.ts';

/** What search engines and link previews read from the HTML, before any JavaScript runs. */
export interface PageHead {
  lang: Language;
  title: string;
  description: string;
  /** Absolute path of the canonical URL. */
  canonical: string;
  alternates: { lang: string; path: string }[];
  robots: string;
  jsonLd: Record<string, unknown> | null;
}

/**
 * The head of the page at `pathname`: a product (catch-all URL key), a category (`/c/…`) or a
 * content page. Null when the path is none of them (the SPA then shows its 404 page).
 */
export async function resolvePageHead(
  app: FastifyInstance,
  pathname: string,
  websiteCode: string,
): Promise<PageHead | null> {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isLanguage(first)) return null;
  const lang = first;
  const repo = app.contentRepository;
  const slug = normalizeSlug(rest.join('/'));
  const siteName = await repo.siteName(lang);

  if (slug.startsWith('c/')) {
    const urlPath = slug.slice(2);
    const [category] = await app.database.db
      .select({
        name: categoryTranslations.name,
        description: categoryTranslations.description,
        metaTitle: categoryTranslations.metaTitle,
      })
      .from(categoryTranslations)
      .where(and(eq(categoryTranslations.language, lang), eq(categoryTranslations.urlPath, urlPath)))
      .limit(1);
    if (!category) return null;
    const paths = await repo.categoryUrlPaths(lang, urlPath);
    return {
      lang,
      title: withSiteName(category.metaTitle ?? category.name, siteName),
      description: plainText(category.description),
      canonical: localizedPath(lang, 'category', urlPath),
      alternates: paths.flatMap((p) =>
        isLang(p.language)
          ? [{ lang: p.language, path: localizedPath(p.language, 'category', p.urlPath) }]
          : [],
      ),
      robots: 'index,follow',
      jsonLd: null,
    };
  }

  const product = slug && !slug.includes('/') ? await repo.productByUrlKey(lang, slug) : undefined;
  if (product) {
    const [records, summaries] = await Promise.all([
      loadProductRecords(app.database.db, [product.id], { language: lang, websiteCode }),
      // The reviews the page shows: approved ones in the page's language.
      loadReviewSummaries(app.database.db, [product.id], lang),
    ]);
    const record = records.find((r) => r.id === product.id);
    const reviews = summaries.get(product.id);
    const keys = await repo.productUrlKeys(product.id);
    const origin = app.config.publicUrl;
    const price = record?.price ? (record.price.specialPrice ?? record.price.regularPrice) : null;
    return {
      lang,
      title: withSiteName(product.metaTitle ?? product.name, siteName),
      description: plainText(product.metaDescription ?? product.description),
      canonical: `/${lang}/${slug}/`,
      alternates: keys.map((k) => ({ lang: k.language, path: `/${k.language}/${k.urlKey}/` })),
      robots: 'index,follow',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        // Structured data is plain text: the catalogue's HTML stays out of it.
        name: plainText(product.name),
        sku: product.sku,
        description: plainText(product.description),
        image: (record?.images ?? []).slice(0, 4).map((i) => `${origin}${MEDIA_PRODUCT_PATH}${i.file}`),
        brand: { '@type': 'Brand', name: siteName },
        ...(price != null && {
          offers: {
            '@type': 'Offer',
            price: price.toFixed(2),
            priceCurrency: websiteCode === 'ch' ? 'CHF' : 'EUR',
            availability:
              record?.isInStock && (record.stockQty ?? 0) > 0
                ? 'https://schema.org/InStock'
                : 'https://schema.org/OutOfStock',
            url: `${origin}/${lang}/${slug}/`,
          },
        }),
        ...(reviews &&
          reviews.reviewCount > 0 && {
            aggregateRating: {
              '@type': 'AggregateRating',
              // rating_summary is Magento's percent; search engines read stars out of 5.
              ratingValue: Math.round((reviews.ratingSummary / 20) * 10) / 10,
              bestRating: 5,
              worstRating: 1,
              reviewCount: reviews.reviewCount,
            },
          }),
      },
    };
  }

  const page = await repo.page(lang, slug);
  if (!page) return null;
  const translations = await repo.translations(page.translationKey);
  return {
    lang,
    title: withSiteName(page.title, siteName),
    description: page.restricted ? '' : plainText(page.description),
    canonical: pagePath(lang, slug),
    alternates: translations
      .filter((t) => isLanguage(t.language))
      .map((t) => ({ lang: t.language, path: pagePath(t.language as Language, t.slug) })),
    robots: page.restricted ? 'noindex,nofollow' : 'index,follow',
    jsonLd: null,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The hreflang value of each language, in page heads and the sitemap alike. */
export const HREFLANG: Record<string, string> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, localeOf(lang)]),
);

/** Attribute of the head tags the server writes for the requested URL (see src/lib/server-head.ts). */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/** Writes the head into the SPA's index.html: title, description, canonical, hreflang, JSON-LD. */
export function injectHead(html: string, head: PageHead, origin: string): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="robots" content="${head.robots}" />`,
    `<link rel="canonical" href="${escapeHtml(origin + head.canonical)}" />`,
    ...head.alternates.map(
      (a) =>
        `<link rel="alternate" hreflang="${HREFLANG[a.lang] ?? a.lang}" href="${escapeHtml(origin + a.path)}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(origin + head.canonical)}" />`,
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
  ]
    // Marked so the SPA drops them once it navigates away from the URL they describe.
    .map((tag) => tag.replace(/^<(meta|link|script)/, `<$1 ${SERVER_HEAD_ATTRIBUTE}`))
    .join('\n    ');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * First path segments after /{lang}/ that the SPA answers itself, without a page in the content
 * store or the catalogue: cart, search, checkout, account, password reset, SKU links, payment returns.
 */
export const APP_ROUTE_SEGMENTS: readonly string[] = [
  'cart',
  's',
  'checkout',
  'checkout2',
  'customer',
  'customer-reset-password',
  // The cancellation page (§312k BGB), domain/contract-cancellation.ts.
  ...Object.values(CANCEL_CONTRACTS_SLUGS),
  'p',
  'paypal-order',
  'stripe-order',
];

/**
 * Whether a path without a page head is still a page of the shop: the root, a language's app
 * routes, or an old category URL without /c/ (the SPA redirects it). Anything else is unknown
 * and is answered with 404 (the SPA shows its 'Page not found').
 */
export async function isAppRoute(app: FastifyInstance, pathname: string): Promise<boolean> {
  const [, first = '', second = '', ...rest] = pathname.split('/');
  if (first === '') return true;
  if (!isLanguage(first)) return false;
  if (second === '' || APP_ROUTE_SEGMENTS.includes(second)) return true;
  const slug = normalizeSlug([second, ...rest].join('/'));
  const [category] = await app.database.db
    .select({ urlPath: categoryTranslations.urlPath })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.language, first), eq(categoryTranslations.urlPath, slug)))
    .limit(1);
  return category !== undefined;
}

/** The SPA's page for an unknown URL, marked for search engines to leave out. */
export function markNotFound(indexHtml: string): string {
  return indexHtml.replace('</head>', '<meta data-server-head name="robots" content="noindex" /></head>');
}

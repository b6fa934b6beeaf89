import { asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage, pagePath, siteLanguages } from '../content/site.ts';
import { changeCache } from '../db/cache.ts';
import type { Db } from '../db/client.ts';
import {
  categories,
  categoryTranslations,
  contentPages,
  products,
  productTranslations,
} from '../db/schema.ts';
import { DEFAULT_LANG, isLang, type Language } from '../../domain/store.ts';
import { APP_ROUTE_SEGMENTS, HREFLANG } from './page-head.ts';
import { API_PREFIXES } from './plugin.ts';
import { localizedPath } from '../../domain/paths.ts';

/**
 * One thing the shop shows in several languages: its path in each language that has it.
 * The paths of one group are hreflang alternates of each other.
 */
export type SitemapGroup = Partial<Record<Language, string>>;

/**
 * App routes search engines are kept out of: the cart, checkout and its payment returns, the
 * customer account, password reset and search results. Product links by SKU (/p/) stay open:
 * their pages name the product's canonical URL.
 */
export const DISALLOWED_APP_SEGMENTS = APP_ROUTE_SEGMENTS.filter((segment) => segment !== 'p');

/** API paths kept out of search engines; media and file downloads stay open for image search. */
export const DISALLOWED_API_PREFIXES = API_PREFIXES.filter((p) => p !== '/media/' && p !== '/fileadmin/');

/** robots.txt: the shop is open, its private and API paths are not; the sitemap by absolute URL. */
export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const { twoLetterIsoCode: lang } of siteLanguages) {
    for (const segment of DISALLOWED_APP_SEGMENTS) {
      // With and without the trailing slash, but not other pages that merely start alike.
      lines.push(`Disallow: /${lang}/${segment}/`, `Disallow: /${lang}/${segment}$`);
    }
  }
  for (const prefix of DISALLOWED_API_PREFIXES) lines.push(`Disallow: ${prefix}`);
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

/**
 * Every public page of the shop, grouped by what translates what: content pages (home pages
 * included) by translation key, categories below the root, visible products. Pages only
 * verified professionals or logged-in customers may see are left out.
 */
export async function loadSitemapGroups(db: Db): Promise<SitemapGroup[]> {
  const [pageRows, categoryRows, productRows] = await Promise.all([
    db
      .select({
        key: contentPages.translationKey,
        language: contentPages.language,
        slug: contentPages.slug,
        restricted: contentPages.restricted,
        middleware: contentPages.middleware,
      })
      .from(contentPages)
      .orderBy(asc(contentPages.id)),
    db
      .select({
        key: categoryTranslations.categoryId,
        language: categoryTranslations.language,
        urlPath: categoryTranslations.urlPath,
      })
      .from(categoryTranslations)
      .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
      // The root category (Magento's "Default Category") is no page of the shop.
      .where(isNotNull(categories.parentId))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        key: productTranslations.productId,
        language: productTranslations.language,
        urlKey: productTranslations.urlKey,
      })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(eq(products.visible, true))
      .orderBy(asc(products.position), asc(products.id)),
  ]);

  const groups: SitemapGroup[] = [];
  const seen = new Set<string>();
  const collect = <K>(rows: { key: K; language: string; path: string }[]) => {
    const byKey = new Map<K, SitemapGroup>();
    for (const row of rows) {
      // One URL once: a content page and a product may share a path; the first found keeps it.
      if (!isLanguage(row.language) || seen.has(row.path)) continue;
      seen.add(row.path);
      let group = byKey.get(row.key);
      if (!group) {
        group = {};
        byKey.set(row.key, group);
        groups.push(group);
      }
      group[row.language] ??= row.path;
    }
  };

  const homes = siteLanguages.map((l) => pagePath(l.twoLetterIsoCode, ''));
  collect(
    pageRows
      .filter((p) => !p.restricted && !p.middleware.includes('auth'))
      .map((p) => ({
        key: `page:${p.key}`,
        language: p.language,
        path: pagePath(p.language as Language, p.slug),
      }))
      // Home pages first, so the sitemap opens with them.
      .sort((a, b) => Number(homes.includes(b.path)) - Number(homes.includes(a.path))),
  );
  // Every language has its home page, also when the content store has none for it yet.
  const missingHomes = homes.filter((home) => !seen.has(home));
  if (missingHomes.length > 0)
    collect(
      siteLanguages
        .map((l) => ({ key: 'home', language: l.twoLetterIsoCode, path: pagePath(l.twoLetterIsoCode, '') }))
        .filter((h) => missingHomes.includes(h.path)),
    );
  collect(
    categoryRows.flatMap((c) =>
      isLang(c.language) ? [{ ...c, path: localizedPath(c.language, 'category', c.urlPath) }] : [],
    ),
  );
  collect(productRows.map((p) => ({ ...p, path: `/${p.language}/${p.urlKey}/` })));
  return groups;
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * sitemap.xml: a <url> per language version, each naming all versions of its group as
 * hreflang alternates (and x-default: the default language's version) when a translation exists.
 */
export function sitemapXml(origin: string, groups: SitemapGroup[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`;
  for (const group of groups) {
    const versions = siteLanguages.flatMap((l) => {
      const path = group[l.twoLetterIsoCode];
      return path ? [{ lang: l.twoLetterIsoCode, path }] : [];
    });
    const fallback = group[DEFAULT_LANG] ?? versions[0]?.path;
    for (const version of versions) {
      out.push('  <url>', `    <loc>${escapeXml(origin + version.path)}</loc>`);
      if (versions.length > 1) {
        for (const v of versions) out.push(link(HREFLANG[v.lang] ?? v.lang, v.path));
        if (fallback) out.push(link('x-default', fallback));
      }
      out.push('  </url>');
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}

/**
 * GET /robots.txt and GET /sitemap.xml. Absolute URLs come only from PUBLIC_URL, never from the
 * request's Host or forwarded headers, so a forged header cannot point crawlers elsewhere (read
 * per request: `npm start` sets it once it knows the port).
 */
async function seo(app: FastifyInstance) {
  const groups = changeCache(
    app.database,
    ['content_pages', 'categories', 'category_translations', 'products', 'product_translations'],
    (_: 'all') => loadSitemapGroups(app.database.db),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(app.config.publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(app.config.publicUrl, await groups('all'))),
  );
}

export const seoPlugin = fp(seo, { name: 'seo' });

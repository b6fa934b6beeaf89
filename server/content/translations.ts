import type { ContentRepository } from './repository.ts';
import { isLanguage, pagePath, siteLanguages, type TranslatedPaths } from './site.ts';
import type { Language } from '../../domain/store.ts';

/** The storefront paths of every language version of a content page. */
export async function pageTranslations(
  repo: ContentRepository,
  translationKey: string,
): Promise<TranslatedPaths> {
  return toPaths(await repo.translations(translationKey));
}

/** The storefront paths of every language version of a product detail page. */
export async function productTranslations(
  repo: ContentRepository,
  productId: number,
): Promise<TranslatedPaths> {
  const rows = await repo.productUrlKeys(productId);
  return toPaths(rows.map((r) => ({ language: r.language, slug: r.urlKey })));
}

/**
 * Where the page at `slug` lives in each language, for the language switch: content pages
 * by their translation key, category pages (c/{url_path}) by category, product fallback
 * links (p/{sku}) as they are, product detail pages by url key. Unknown paths have no
 * translation, so the switch falls back to the language's home page.
 */
export async function translatedPaths(
  repo: ContentRepository,
  language: Language,
  slug: string,
): Promise<TranslatedPaths> {
  const everyLanguage = () => toPaths(siteLanguages.map((l) => ({ language: l.twoLetterIsoCode, slug })));
  if (slug === '') return everyLanguage();
  const [prefix, ...rest] = slug.split('/');
  const isCategory = prefix === 'c' && rest.length > 0;
  const isProductFallback = prefix === 'p' && rest.length === 1;
  // A content page wins; then what the path's shape says it is.
  const rows = await repo.pathTranslations(language, slug, {
    categoryUrlPath: isCategory ? rest.join('/') : null,
    productUrlKey: isCategory || isProductFallback ? null : slug,
  });
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  if (of('page').length > 0) return toPaths(of('page'));
  if (isCategory) return toPaths(of('category').map((r) => ({ language: r.language, slug: `c/${r.slug}` })));
  if (isProductFallback) return everyLanguage();
  return toPaths(of('product'));
}

function toPaths(rows: { language: string; slug: string }[]): TranslatedPaths {
  const paths: TranslatedPaths = {};
  for (const row of rows)
    if (isLanguage(row.language)) paths[row.language] = pagePath(row.language, row.slug);
  return paths;
}

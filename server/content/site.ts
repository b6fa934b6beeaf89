import type { LanguageLink } from '../../domain/content-types.ts';
import type { Language } from '../../domain/store.ts';

/**
 * The site configuration, as a TYPO3 site's config.yaml would hold it: which languages
 * exist, their ids, locales and the names the language switch shows. It is configuration
 * rather than editable content, so it lives in code and not in content_settings.
 */
export interface SiteLanguage {
  languageId: number;
  twoLetterIsoCode: Language;
  /** BCP 47 locale as the storefront uses it (de-DE, en-GB). */
  locale: string;
  /** The language's own name, shown in the switcher whatever the current language is. */
  title: string;
}

export const siteLanguages: readonly SiteLanguage[] = [
  { languageId: 0, twoLetterIsoCode: 'de', locale: 'de-DE', title: 'Deutsch' },
  { languageId: 1, twoLetterIsoCode: 'en', locale: 'en-GB', title: 'English' },
];

export function isLanguage(value: string): value is Language {
  return siteLanguages.some((l) => l.twoLetterIsoCode === value);
}

/** Storefront path of a page: '/de/' for the home page, '/de/ueber-uns/' otherwise. */
export function pagePath(language: Language, slug: string): string {
  return slug === '' ? `/${language}/` : `/${language}/${slug}/`;
}

/**
 * Reduces a requested path to the stored slug form: lowercase, no slashes at either end,
 * no empty segments. Slugs are stored lowercase, so `/De/Ueber-Uns` finds the same page.
 */
export function normalizeSlug(raw: string): string {
  return raw
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '')
    .join('/');
}

/**
 * Splits a storefront path such as '/de/ueber-uns/' into its language and slug. A path
 * without a language prefix is read as a slug of `fallback`.
 */
export function parseStorefrontPath(raw: string, fallback: Language): { language: Language; slug: string } {
  const slug = normalizeSlug(raw);
  const [first = '', ...rest] = slug.split('/');
  if (isLanguage(first)) return { language: first, slug: rest.join('/') };
  return { language: fallback, slug };
}

/** Where each language's version of something lives; a language missing here has no translation. */
export type TranslatedPaths = Partial<Record<Language, string>>;

/**
 * The language links of the switch and of hreflang: each language links to its version of
 * the current page when there is one, else to that language's home page (available: false).
 */
export function languageLinks(current: Language, translated: TranslatedPaths): LanguageLink[] {
  return siteLanguages.map((l) => {
    const link = translated[l.twoLetterIsoCode];
    return {
      languageId: l.languageId,
      locale: l.locale,
      title: l.title,
      twoLetterIsoCode: l.twoLetterIsoCode,
      link: link ?? pagePath(l.twoLetterIsoCode, ''),
      active: l.twoLetterIsoCode === current,
      available: link !== undefined,
    };
  });
}

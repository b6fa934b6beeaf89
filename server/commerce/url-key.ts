const TRANSLITERATIONS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  ß: 'ss',
};

/**
 * URL key of a product or category name, as the storefront builds its links: German umlauts
 * transliterated (ä → ae, not a), other accents dropped, lowercase, words joined by hyphens.
 */
export function urlKeyFromName(name: string): string {
  return name
    .replace(/[äöüÄÖÜß]/g, (c) => TRANSLITERATIONS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The url key or path part of a storefront URL: without the suffix '/', leading slashes, query or
 * fragment, so 'pro-magnesium-1-monat', '/pro-magnesium-1-monat/' and 'pro-magnesium-1-monat/?x=1'
 * name the same entity.
 */
export function normalizeUrl(url: string): string {
  const withoutQuery = url.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
}

// Languages, shops, currencies and store view codes: the one definition the SPA and the server
// share. The storefront takes the language from the URL (/de/, /en/) and the shop (EU or Swiss)
// from the store cookie; store view codes match the commerce seed.

export const LANGUAGES = ['de', 'en'] as const;
/** A language of the shop: 'de' (default) or 'en'. */
export type Language = (typeof LANGUAGES)[number];
/** The SPA's short name for Language (the same type). */
export type Lang = Language;
export const DEFAULT_LANG: Lang = 'de';

export const SHOPS = ['eu', 'ch'] as const;
export type Shop = (typeof SHOPS)[number];
export const DEFAULT_SHOP: Shop = 'eu';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Store view code for a shop and language: de, en (EU shop), ch_de, ch_en (Swiss shop). */
export function storeCodeFor(shop: Shop, lang: Lang): string {
  return shop === 'eu' ? lang : `${shop}_${lang}`;
}

/** Currency of each shop's website: the EU shop sells in euros, the Swiss one in francs. */
export const CURRENCIES = ['EUR', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function shopOfStoreCode(code: string | undefined | null): Shop {
  return code?.startsWith('ch_') ? 'ch' : 'eu';
}

/** BCP 47 locale of a language (de-DE, en-GB), for Intl and the html lang attribute. */
export function localeOf(lang: Lang): string {
  return lang === 'de' ? 'de-DE' : 'en-GB';
}

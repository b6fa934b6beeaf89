import { asc, eq } from 'drizzle-orm';
import type { Currency, StoreConfig } from '../../graphql/generated/resolvers.ts';
import type { Db } from '../db/client.ts';
import { storeViews, websites } from '../db/schema.ts';
import type { Currency as StoreCurrency, Language } from '../../domain/store.ts';

/** A store view with its website: language, currency and tax settings of a request. */
export interface Store {
  code: string;
  name: string;
  language: Language;
  locale: string;
  isDefault: boolean;
  sortOrder: number;
  defaultTitle: string;
  defaultDescription: string;
  copyright: string;
  websiteCode: string;
  websiteName: string;
  websiteIsDefault: boolean;
  currency: StoreCurrency;
  vatRate: number;
  pricesIncludeTax: boolean;
}

const storeColumns = {
  code: storeViews.code,
  name: storeViews.name,
  language: storeViews.language,
  locale: storeViews.locale,
  isDefault: storeViews.isDefault,
  sortOrder: storeViews.sortOrder,
  defaultTitle: storeViews.defaultTitle,
  defaultDescription: storeViews.defaultDescription,
  copyright: storeViews.copyright,
  websiteCode: websites.code,
  websiteName: websites.name,
  websiteIsDefault: websites.isDefault,
  currency: websites.currency,
  vatRate: websites.vatRate,
  pricesIncludeTax: websites.pricesIncludeTax,
};

type StoreRow = { [K in keyof typeof storeColumns]: (typeof storeColumns)[K]['_']['data'] };

function toStore(row: StoreRow): Store {
  return {
    ...row,
    language: row.language === 'en' ? 'en' : 'de',
    currency: row.currency === 'CHF' ? 'CHF' : 'EUR',
  };
}

/** Every store view, default website first, in sort order. */
export async function listStores(db: Db): Promise<Store[]> {
  const rows = await db
    .select(storeColumns)
    .from(storeViews)
    .innerJoin(websites, eq(websites.code, storeViews.websiteCode))
    .orderBy(asc(websites.sortOrder), asc(storeViews.sortOrder), asc(storeViews.code));
  return rows.map(toStore);
}

const TIMEZONES: Record<string, string> = { ch: 'Europe/Zurich' };
export const CURRENCY_SYMBOLS: Record<Store['currency'], string> = { EUR: '€', CHF: 'CHF' };
export const HEADER_LOGO_SRC = 'default/logo.svg';
export const GRID_PER_PAGE = 10;

/** Magento's storeConfig of a store view. */
export function storeConfigOf(store: Store, rootCategoryUid: string | null): StoreConfig {
  return {
    __typename: 'StoreConfig',
    store_code: store.code,
    store_name: store.name,
    store_sort_order: store.sortOrder,
    is_default_store: store.isDefault,
    store_group_code: `${store.websiteCode}_store`,
    store_group_name: store.websiteName,
    is_default_store_group: true,
    website_code: store.websiteCode,
    website_name: store.websiteName,
    locale: store.locale,
    base_currency_code: store.currency,
    default_display_currency_code: store.currency,
    timezone: TIMEZONES[store.websiteCode] ?? 'Europe/Berlin',
    weight_unit: 'kgs',
    base_url: '/',
    base_media_url: '/media/',
    default_title: store.defaultTitle,
    title_prefix: '',
    title_suffix: '',
    default_description: store.defaultDescription,
    header_logo_src: HEADER_LOGO_SRC,
    logo_alt: store.defaultTitle.split(' – ')[0] ?? store.defaultTitle,
    logo_width: 180,
    logo_height: 48,
    copyright: store.copyright,
    product_url_suffix: '/',
    category_url_suffix: '/',
    root_category_uid: rootCategoryUid,
    grid_per_page: GRID_PER_PAGE,
    grid_per_page_values: '10,20,50',
    catalog_default_sort_by: 'position',
    cms_home_page: 'home',
    minimum_password_length: '8',
    required_character_classes_number: '2',
    prices_include_tax: store.pricesIncludeTax,
    vat_rate: store.vatRate,
  };
}

/** Magento's currency query: one currency per website, no conversion. */
export function currencyOf(store: Store): Currency {
  const symbol = CURRENCY_SYMBOLS[store.currency];
  return {
    __typename: 'Currency',
    base_currency_code: store.currency,
    base_currency_symbol: symbol,
    default_display_currency_code: store.currency,
    default_display_currency_symbol: symbol,
    available_currency_codes: [store.currency],
    exchange_rates: [{ __typename: 'ExchangeRate', currency_to: store.currency, rate: 1 }],
  };
}

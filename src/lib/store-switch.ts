import type { ApolloClient } from '@apollo/client';
import { type StoreSwitchQuery, StoreSwitchDocument } from '../../graphql/generated/operations.ts';
import {
  LOCALE_COOKIE_MAX_AGE_DAYS,
  type LoadStoresOutput,
  STORE_COOKIE_MAX_AGE_DAYS,
  type StoreCookies,
  type StoreOption,
} from '../../machines/store-switch.machine.ts';
import { CURRENCY_COOKIE, LOCALE_COOKIE, STORE_COOKIE } from '../../domain/cookies.ts';
import { writeCookie } from './cookies.ts';

/**
 * The side effects of the store switch (machines/store-switch.machine.ts): the store list
 * query, the store/currency/locale cookies and leaving the page.
 */

export { CURRENCY_COOKIE, LOCALE_COOKIE, STORE_COOKIE };

type StoreSwitchData = StoreSwitchQuery;

export const STORE_SWITCH_QUERY = StoreSwitchDocument;

/** The query's answer as the machine takes it; store views without a code or language are skipped. */
export function storeSwitchOptions(data: StoreSwitchData): LoadStoresOutput {
  const stores: StoreOption[] = [];
  for (const store of data.availableStores ?? []) {
    const lang = store?.locale?.slice(0, 2);
    if (!store?.store_code || (lang !== 'de' && lang !== 'en')) continue;
    stores.push({
      code: store.store_code,
      name: store.store_name ?? store.store_code,
      lang,
      shop: store.website_code ?? '',
      currency: store.default_display_currency_code ?? '',
    });
  }
  const currencies = (data.currency?.available_currency_codes ?? []).filter(
    (code): code is string => typeof code === 'string' && code.length > 0,
  );
  return {
    stores,
    currencies,
    currency: data.currency?.default_display_currency_code ?? currencies[0] ?? '',
  };
}

/** The store list and currencies of the client's store view, as the machine's `loadStores` gives them. */
export async function loadStores(client: ApolloClient): Promise<LoadStoresOutput> {
  const { data } = await client.query({ query: STORE_SWITCH_QUERY, fetchPolicy: 'network-only' });
  if (!data) throw new Error('No store data');
  return storeSwitchOptions(data);
}

/** Store code and currency for 30 days, the locale for 365 days; secure on https, SameSite=Strict. */
export function writeStoreCookies({ storeCode, currency, locale }: StoreCookies): void {
  writeCookie(STORE_COOKIE, storeCode, { maxAgeDays: STORE_COOKIE_MAX_AGE_DAYS });
  writeCookie(CURRENCY_COOKIE, currency, { maxAgeDays: STORE_COOKIE_MAX_AGE_DAYS });
  writeCookie(LOCALE_COOKIE, locale, { maxAgeDays: LOCALE_COOKIE_MAX_AGE_DAYS });
}

/**
 * A full page load of `path`: the store view is chosen when the app starts (router context
 * `shop()`, Apollo client per store view), so the new store's prices and texts load fresh.
 */
export function redirectTo(path: string): void {
  window.location.assign(path);
}

export function reloadPage(): void {
  window.location.reload();
}

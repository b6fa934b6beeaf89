import { assertEvent, assign, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import type { Language } from '../domain/store.ts';

/**
 * The store and currency switch of the top bar (spec 2, 4, 8, 9). Flow-scoped: the top
 * bar provides it (`createActorContext`).
 *
 * - Start: the store list and currencies are loaded (`loadStores`: availableStores and
 *   currency). A failing query hides both selectors (state 'unavailable'); there is
 *   nothing the visitor could retry, so it stays there until the next page load.
 * - Only choices that exist are offered: the shops of the page's language when there is
 *   more than one, the currencies when there is more than one (empty lists otherwise).
 * - Choosing another store writes the store code, currency and locale cookies
 *   (`writeCookies`) and redirects to the localized path of the store's language
 *   (`redirect`): the same page when the language stays or its alternate is known,
 *   otherwise that language's home.
 * - Choosing another currency writes the cookies and reloads the page (`reload`).
 * - Choosing what is already active is ignored.
 *
 * The side effects are provided by the view (document.cookie, window.location).
 */

export const STORE_COOKIE_MAX_AGE_DAYS = 30;
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export type StoreSwitchLang = Language;

/** One store view as the switcher offers it. */
export interface StoreOption {
  code: string;
  name: string;
  lang: StoreSwitchLang;
  /** The website: 'eu' or 'ch'. */
  shop: string;
  currency: string;
}

export interface LoadStoresInput {
  storeCode: string;
}

export interface LoadStoresOutput {
  stores: StoreOption[];
  currencies: string[];
  /** The currency the store view shows now. */
  currency: string;
}

/** What `writeCookies` stores. */
export interface StoreCookies {
  storeCode: string;
  currency: string;
  locale: StoreSwitchLang;
}

export interface StoreSwitchInput {
  lang: StoreSwitchLang;
  storeCode: string;
  /** The current page's path. */
  path: string;
  /** The current page's path in the other languages, where known. */
  alternates: Partial<Record<StoreSwitchLang, string>>;
}

export interface StoreSwitchContext extends StoreSwitchInput {
  /** The active currency ('' until loaded). */
  currency: string;
  /** The shops offered (empty when there is only one). */
  stores: StoreOption[];
  /** The currencies offered (empty when there is only one). */
  currencies: string[];
  error: unknown;
}

export type StoreSwitchEvent =
  /** The visitor navigated inside the app: a later switch keeps this page. */
  | { type: 'storeSwitch.pageChanged'; path: string; alternates: Partial<Record<StoreSwitchLang, string>> }
  | { type: 'storeSwitch.selectStore'; storeCode: string }
  | { type: 'storeSwitch.selectCurrency'; currency: string };

/** Where a switch to a store of `target` language lands: the same page where known, else that language's home. */
export function localizedPath(
  target: StoreSwitchLang,
  context: Pick<StoreSwitchInput, 'lang' | 'path' | 'alternates'>,
): string {
  if (target === context.lang) return context.path;
  return context.alternates[target] ?? `/${target}/`;
}

function chosenStore(context: StoreSwitchContext, storeCode: string): StoreOption | undefined {
  return context.stores.find((store) => store.code === storeCode);
}

export const storeSwitchMachine = setup({
  types: {
    context: {} as StoreSwitchContext,
    events: {} as StoreSwitchEvent,
    input: {} as StoreSwitchInput,
  },
  actors: {
    loadStores: fromPromise<LoadStoresOutput, LoadStoresInput>(async () => {
      throw new Error('loadStores is provided by the view');
    }),
  },
  guards: {
    isOtherStore: ({ context, event }) => {
      assertEvent(event, 'storeSwitch.selectStore');
      return event.storeCode !== context.storeCode && chosenStore(context, event.storeCode) !== undefined;
    },
    isOtherCurrency: ({ context, event }) => {
      assertEvent(event, 'storeSwitch.selectCurrency');
      return event.currency !== context.currency && context.currencies.includes(event.currency);
    },
  },
  actions: {
    storeOptions: assign(({ context }, output: LoadStoresOutput) => {
      const stores = output.stores.filter((store) => store.lang === context.lang);
      return {
        stores: stores.length > 1 ? stores : [],
        currencies: output.currencies.length > 1 ? output.currencies : [],
        currency: output.currency,
        error: null,
      };
    }),
    storeError: assign((_, error: unknown) => ({ error, stores: [], currencies: [] })),
    storePage: assign(({ event }) => {
      assertEvent(event, 'storeSwitch.pageChanged');
      return { path: event.path, alternates: event.alternates };
    }),
    writeCookies: (_, _params: StoreCookies) => {},
    redirect: (_, _params: { path: string }) => {},
    reload: () => {},
  },
}).createMachine({
  id: 'storeSwitch',
  context: ({ input }) => ({ ...input, currency: '', stores: [], currencies: [], error: null }),
  initial: 'loading',
  on: {
    'storeSwitch.pageChanged': {
      description: 'Remember the current page, so a store switch keeps it.',
      actions: 'storePage',
    },
  },
  states: {
    loading: {
      description: 'The store list and currencies are being loaded; no selector shown yet.',
      invoke: {
        id: 'loadStores',
        src: 'loadStores',
        input: ({ context }) => ({ storeCode: context.storeCode }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeOptions', params: ({ event }) => event.output },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    ready: {
      description: 'Selectors shown where there is more than one choice.',
      on: {
        'storeSwitch.selectStore': {
          guard: 'isOtherStore',
          target: 'leaving',
          description: 'Store cookies, then the localized path of the store’s language.',
          actions: [
            {
              type: 'writeCookies',
              params: ({ context, event }) => {
                const store = chosenStore(context, event.storeCode);
                return {
                  storeCode: event.storeCode,
                  currency: store?.currency ?? context.currency,
                  locale: store?.lang ?? context.lang,
                };
              },
            },
            {
              type: 'redirect',
              params: ({ context, event }) => ({
                path: localizedPath(chosenStore(context, event.storeCode)?.lang ?? context.lang, context),
              }),
            },
          ],
        },
        'storeSwitch.selectCurrency': {
          guard: 'isOtherCurrency',
          target: 'leaving',
          description: 'Store cookies, then reload the page in the new currency.',
          actions: [
            {
              type: 'writeCookies',
              params: ({ context, event }) => ({
                storeCode: context.storeCode,
                currency: event.currency,
                locale: context.lang,
              }),
            },
            'reload',
          ],
        },
      },
    },
    unavailable: {
      description: 'The store or currency query failed: both selectors hidden.',
    },
    leaving: {
      description: 'The page is being left (redirect or reload); nothing more is accepted.',
      tags: ['busy'],
      on: { 'storeSwitch.pageChanged': {} },
    },
  },
});

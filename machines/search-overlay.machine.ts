import {
  and,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  setup,
  stateIn,
} from 'xstate';

/**
 * The header's search overlay (spec §2, §4, §9). Flow-scoped: the header provides it while the
 * overlay is mounted.
 *
 * - closed → open (the search icon): body scrolling is locked and the mobile menu closes while
 *   it is open; Escape (`search.close`) closes it, and so does losing focus for 120 ms.
 * - The view region: with fewer than 2 characters, `empty` shows the popular products (up to 5),
 *   the latest post and the recent searches (loaded once per overlay); typing 2+ characters waits
 *   500 ms (`debouncing`), then `searching` asks for suggestions: the recommended product, more
 *   products, a recommended post. They are shown (`results`, or `noResults` when there are none)
 *   only if the input still has focus; otherwise they are dropped. A failure shows 'An error
 *   occurred' with the lists cleared (`failed`), and `search.retry` tries again.
 * - The focus region tracks the input's focus: `blurred` closes the overlay after 120 ms unless
 *   the input (or a suggestion inside the overlay) gets focus again.
 * - Submitting goes to the results page; choosing a suggestion follows its link. Both remember
 *   the query among the recent searches and report it to analytics (the app checks consent).
 */

export interface SuggestionProduct {
  uid: string;
  name: string;
  link: string;
  image: string;
  category: string;
  price: number;
  discountPrice: number | null;
  /** §11 PAngV: with a discountPrice, the lowest price of the 30 days before it; null when unknown. */
  lowestPrice30Days: number | null;
  taxLabel: string;
  /** Legal base price (PAngV) of the price paid: amount per `per_quantity` `per_unit`; null when none. */
  basePrice: { amount: number; per_unit: string; per_quantity: number } | null;
  /** Whether the price includes VAT (the store's setting, as the hit's tax label says). */
  pricesIncludeTax: boolean;
  sku: string;
  outOfStock: boolean;
}

export type ContentSuggestionType =
  | 'category'
  | 'application_area'
  | 'knowledge'
  | 'post'
  | 'news'
  | 'event'
  | 'page';

export interface SuggestionContent {
  uid: string;
  title: string;
  link: string;
  type: ContentSuggestionType;
  teaserImage: string;
  teaserText: string;
}

export interface Popular {
  products: SuggestionProduct[];
  latestPost: SuggestionContent | null;
}

export interface Suggestions {
  products: SuggestionProduct[];
  post: SuggestionContent | null;
  found: number;
}

export interface SearchOverlayInput {
  /** Recent searches, newest first (the view keeps them in local storage). */
  recent: string[];
}

export interface SearchOverlayContext {
  query: string;
  popular: Popular | null;
  suggestions: Suggestions | null;
  recent: string[];
  error: unknown;
}

export type SearchSelection = { kind: 'product' | 'content' | 'more'; link: string; position: number };

export type SearchOverlayEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.input'; value: string }
  | { type: 'search.focus' }
  | { type: 'search.blur' }
  | { type: 'search.retry' }
  | { type: 'search.submit' }
  | ({ type: 'search.select' } & SearchSelection)
  | { type: 'search.clearRecent' };

/** Spec §9: minimum query, debounce, blur close delay, popular products, recent searches kept. */
export const MIN_QUERY_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 500;
export const BLUR_CLOSE_MS = 120;
export const POPULAR_LIMIT = 5;
export const RECENT_LIMIT = 5;

export const isSearchQuery = (value: string) => value.trim().length >= MIN_QUERY_LENGTH;

/** The query first among the recent searches, without duplicates, at most RECENT_LIMIT. */
export function withRecent(recent: readonly string[], query: string): string[] {
  const q = query.trim();
  if (!q) return [...recent];
  return [q, ...recent.filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, RECENT_LIMIT);
}

export const searchOverlayMachine = setup({
  types: {
    context: {} as SearchOverlayContext,
    events: {} as SearchOverlayEvent,
    input: {} as SearchOverlayInput,
  },
  actors: {
    loadPopular: fromPromise<Popular>(async () => {
      throw new Error('loadPopular is provided by the view');
    }),
    suggest: fromPromise<Suggestions, { query: string }>(async () => {
      throw new Error('suggest is provided by the view');
    }),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
    blurClose: BLUR_CLOSE_MS,
  },
  guards: {
    isSearchQuery: ({ event }) => {
      assertEvent(event, 'search.input');
      return isSearchQuery(event.value);
    },
    popularLoaded: ({ context }) => context.popular !== null,
    hasFocus: stateIn({ open: { focus: 'focused' } }),
    hasSuggestions: ({ event }) => {
      const { output } = event as unknown as DoneActorEvent<Suggestions>;
      return output.products.length > 0 || output.post !== null;
    },
  },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
    closeMobileMenu: () => {},
    focusInput: () => {},
    storeQuery: assign(({ event }) => {
      assertEvent(event, 'search.input');
      return { query: event.value };
    }),
    storePopular: assign((_, popular: Popular) => ({
      popular: { ...popular, products: popular.products.slice(0, POPULAR_LIMIT) },
      error: null,
    })),
    storeSuggestions: assign((_, suggestions: Suggestions) => ({ suggestions, error: null })),
    clearSuggestions: assign({ suggestions: null }),
    resetQuery: assign({ query: '', suggestions: null }),
    /** 'An error occurred': the lists are cleared. */
    storeError: assign((_, error: unknown) => ({ error, suggestions: null, popular: null })),
    rememberQuery: assign(({ context }) => ({ recent: withRecent(context.recent, context.query) })),
    clearRecent: assign({ recent: [] }),
    saveRecent: (_, _params: { recent: string[] }) => {},
    trackSearch: (_, _params: { query: string; found: number }) => {},
    trackSearchClick: (_, _params: { query: string } & SearchSelection) => {},
    showResults: (_, _params: { query: string }) => {},
    follow: (_, _params: { link: string }) => {},
  },
}).createMachine({
  id: 'searchOverlay',
  context: ({ input }) => ({
    query: '',
    popular: null,
    suggestions: null,
    recent: input.recent.slice(0, RECENT_LIMIT),
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'search.open': { target: 'open' } },
    },
    open: {
      type: 'parallel',
      // Each opening starts with an empty field (the recent searches are one click away).
      entry: ['resetQuery', 'lockScroll', 'closeMobileMenu', 'focusInput'],
      exit: 'unlockScroll',
      on: {
        'search.close': { target: 'closed' },
        'search.submit': {
          target: 'closed',
          actions: [
            'rememberQuery',
            { type: 'saveRecent', params: ({ context }) => ({ recent: context.recent }) },
            { type: 'showResults', params: ({ context }) => ({ query: context.query.trim() }) },
          ],
        },
        'search.select': {
          target: 'closed',
          actions: [
            {
              type: 'trackSearchClick',
              params: ({ context, event }) => ({ ...event, query: context.query.trim() }),
            },
            'rememberQuery',
            { type: 'saveRecent', params: ({ context }) => ({ recent: context.recent }) },
            { type: 'follow', params: ({ event }) => ({ link: event.link }) },
          ],
        },
        'search.clearRecent': {
          actions: ['clearRecent', { type: 'saveRecent', params: () => ({ recent: [] }) }],
        },
      },
      states: {
        focus: {
          initial: 'focused',
          states: {
            focused: {
              on: { 'search.blur': { target: 'blurred' } },
            },
            blurred: {
              after: { blurClose: { target: '#searchOverlay.closed' } },
              on: { 'search.focus': { target: 'focused' } },
            },
          },
        },
        view: {
          initial: 'empty',
          on: {
            'search.input': [
              { guard: 'isSearchQuery', target: '.debouncing', reenter: true, actions: 'storeQuery' },
              { target: '.empty', actions: ['storeQuery', 'clearSuggestions'] },
            ],
          },
          states: {
            empty: {
              tags: ['showsPopular'],
              initial: 'checking',
              states: {
                checking: {
                  always: [{ guard: 'popularLoaded', target: 'ready' }, { target: 'loading' }],
                },
                loading: {
                  tags: ['loading'],
                  invoke: {
                    id: 'loadPopular',
                    src: 'loadPopular',
                    onDone: {
                      target: 'ready',
                      actions: { type: 'storePopular', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'failed',
                      actions: {
                        type: 'storeError',
                        params: ({ event }: { event: ErrorActorEvent }) => event.error,
                      },
                    },
                  },
                },
                ready: {},
                failed: {
                  tags: ['error'],
                  on: { 'search.retry': { target: 'loading' } },
                },
              },
            },
            debouncing: {
              tags: ['loading'],
              after: { debounce: { target: 'searching' } },
            },
            searching: {
              tags: ['loading'],
              invoke: {
                id: 'suggest',
                src: 'suggest',
                input: ({ context }) => ({ query: context.query.trim() }),
                onDone: [
                  {
                    guard: and(['hasFocus', 'hasSuggestions']),
                    target: 'results',
                    actions: [
                      { type: 'storeSuggestions', params: ({ event }) => event.output },
                      {
                        type: 'trackSearch',
                        params: ({ context, event }) => ({
                          query: context.query.trim(),
                          found: event.output.found,
                        }),
                      },
                    ],
                  },
                  {
                    guard: 'hasFocus',
                    target: 'noResults',
                    actions: [
                      'clearSuggestions',
                      {
                        type: 'trackSearch',
                        params: ({ context }) => ({ query: context.query.trim(), found: 0 }),
                      },
                    ],
                  },
                  // The shopper left the field meanwhile: the suggestions are not shown.
                  { target: 'empty', actions: 'clearSuggestions' },
                ],
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'storeError',
                    params: ({ event }: { event: ErrorActorEvent }) => event.error,
                  },
                },
              },
            },
            results: { tags: ['showsSuggestions'] },
            noResults: {},
            failed: {
              tags: ['error'],
              on: { 'search.retry': { target: 'searching' } },
            },
          },
        },
      },
    },
  },
});

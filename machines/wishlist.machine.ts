import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  fromPromise,
  setup,
} from 'xstate';

/**
 * The wishlist toggle of product cards and the product page (spec 4: add/remove toggles; spec 5:
 * adding needs authentication). One actor per page that shows toggles.
 *
 * - guest: nobody is logged in. A toggle logs 'Need to be authenticated to add a product to
 *   wishlist' (spec 8, logged only) and asks the view to open the login modal.
 * - loading: `load` reads the customer's wishlist (its id and which SKUs are on it).
 * - ready: toggling a SKU adds it (`add`) when it is not listed, removes it (`remove`) when it is.
 * - adding / removing: the call runs; more toggles are ignored meanwhile. A refusal keeps the list
 *   as it was and emits a notification titled 'Wishlist error' (spec 8) with the backend's message.
 * - failed: the wishlist could not be read; `wishlist.retry` reads it again.
 * `wishlist.login` / `wishlist.logout` follow the session.
 */

export interface WishlistEntry {
  /** The wishlist item's id (removeProductsFromWishlist). */
  id: string;
  sku: string;
}

export interface WishlistState {
  wishlistId: string;
  items: WishlistEntry[];
}

export interface WishlistContext extends WishlistState {
  /** The SKU of the running add or remove. */
  pendingSku: string | null;
  /** Whether a customer was logged in when the actor started. */
  startedLoggedIn: boolean;
  error: unknown;
}

export type WishlistEvent =
  | { type: 'wishlist.toggle'; sku: string }
  | { type: 'wishlist.login' }
  | { type: 'wishlist.logout' }
  | { type: 'wishlist.retry' };

export type WishlistEmitted = { type: 'wishlistError'; error: unknown } | { type: 'authenticationRequired' };

export const NEED_AUTHENTICATION = 'Need to be authenticated to add a product to wishlist';

const EMPTY: WishlistState = { wishlistId: '', items: [] };

export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as { loggedIn: boolean },
    emitted: {} as WishlistEmitted,
  },
  actors: {
    load: fromPromise<WishlistState>(async () => {
      throw new Error('load is provided by the app');
    }),
    add: fromPromise<WishlistState, { wishlistId: string; sku: string }>(async () => {
      throw new Error('add is provided by the app');
    }),
    remove: fromPromise<WishlistState, { wishlistId: string; itemId: string }>(async () => {
      throw new Error('remove is provided by the app');
    }),
  },
  guards: {
    startedLoggedIn: ({ context }) => context.startedLoggedIn,
    listed: ({ context, event }) => {
      assertEvent(event, 'wishlist.toggle');
      return context.items.some((item) => item.sku === event.sku);
    },
  },
  actions: {
    logNeedAuthentication: () => console.info(NEED_AUTHENTICATION),
    askForLogin: emit({ type: 'authenticationRequired' } as const),
    storePending: assign(({ event }) => {
      assertEvent(event, 'wishlist.toggle');
      return { pendingSku: event.sku, error: null };
    }),
    storeWishlist: assign((_, state: WishlistState) => ({ ...state, pendingSku: null, error: null })),
    storeError: assign((_, error: unknown) => ({ error, pendingSku: null })),
    reportError: emit((_, error: unknown) => ({ type: 'wishlistError', error }) as const),
    forget: assign({ ...EMPTY, pendingSku: null, error: null }),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ ...EMPTY, pendingSku: null, error: null, startedLoggedIn: input.loggedIn }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startedLoggedIn', target: 'loading' }, { target: 'guest' }],
    },
    guest: {
      on: {
        'wishlist.toggle': { actions: ['logNeedAuthentication', 'askForLogin'] },
        'wishlist.login': { target: 'loading' },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: {
            type: 'storeWishlist',
            params: ({ event }: { event: DoneActorEvent<WishlistState> }) => event.output,
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
      on: { 'wishlist.logout': { target: 'guest', actions: 'forget' } },
    },
    ready: {
      on: {
        'wishlist.toggle': [
          { guard: 'listed', target: 'removing', actions: 'storePending' },
          { target: 'adding', actions: 'storePending' },
        ],
        'wishlist.logout': { target: 'guest', actions: 'forget' },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'add',
        src: 'add',
        input: ({ context }: { context: WishlistContext }) => ({
          wishlistId: context.wishlistId,
          sku: context.pendingSku ?? '',
        }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'storeWishlist',
            params: ({ event }: { event: DoneActorEvent<WishlistState> }) => event.output,
          },
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            { type: 'reportError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
          ],
        },
      },
      on: { 'wishlist.logout': { target: 'guest', actions: 'forget' } },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }: { context: WishlistContext }) => ({
          wishlistId: context.wishlistId,
          itemId: context.items.find((item) => item.sku === context.pendingSku)?.id ?? '',
        }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'storeWishlist',
            params: ({ event }: { event: DoneActorEvent<WishlistState> }) => event.output,
          },
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            { type: 'reportError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
          ],
        },
      },
      on: { 'wishlist.logout': { target: 'guest', actions: 'forget' } },
    },
    failed: {
      on: {
        'wishlist.retry': { target: 'loading' },
        'wishlist.logout': { target: 'guest', actions: 'forget' },
      },
    },
  },
});

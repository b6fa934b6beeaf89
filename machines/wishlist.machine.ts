import type { MessageDescriptor } from '@lingui/core';
import {
  type AnyActorRef,
  assertEvent,
  assign,
  type CallbackLogicFunction,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
  emit,
  fromCallback,
  fromPromise,
  setup,
} from 'xstate';
import type { CartItemAddedEmitted } from './cart.machine.ts';
import { errorMessage } from './error-messages.ts';
import type { NotifyEmitted } from './notifications.machine.ts';

/**
 * The customer's wishlist (spec 4: add/remove toggles; spec 5: adding needs authentication). One
 * app-wide actor (systemId 'wishlist') shared by the toggles of product cards and the product page,
 * the badges of the header and bottom bar, and the page my-wishlist.
 *
 * - guest: nobody is logged in. A toggle logs 'Need to be authenticated to add a product to
 *   wishlist' (spec 8, logged only) and opens the login modal (`askForLogin`).
 * - loading: `load` reads the customer's wishlist (its id and which SKUs are on it).
 * - ready: toggling a SKU adds it (`add`) when it is not listed, removes it (`remove`) when it is.
 * - adding / removing: the call runs; more toggles are ignored meanwhile. A refusal keeps the list
 *   as it was and emits a danger notification titled 'Wishlist error' (spec 8).
 * - movingToCart → removingMoved (`wishlist.moveToCart` of a listed SKU): the product goes into the
 *   cart through the cart actor (`addToCart`), then the item leaves the wishlist, and 'You added
 *   {product} to your shopping cart.' is shown (spec 4). A refused add keeps the item listed.
 * - A product whose pack is still to be chosen goes into the cart through the purchase modal
 *   (opened from the list with `fromWishlist`). While `ready`, the machine hears the cart's
 *   `cart.itemAdded` through the named callback actor `cartAdds` (as `wishlist.cartItemAdded`); an
 *   add the wishlist asked for of a listed product (its pack's parent SKU) takes the item off the
 *   list through `removingMoved` with the same message. Adds from anywhere else leave the list as
 *   it is. The list is only changed from `ready`, and the modal is open over it, so it hears the
 *   add there; if the listener fails, the wishlist is `failed` and 'Try again' restarts it.
 * - failed: the wishlist could not be read; `wishlist.retry` reads it again.
 * `wishlist.login` / `wishlist.logout` follow the session.
 */

export interface WishlistEntry {
  /** The wishlist item's id (removeProductsFromWishlist). */
  id: string;
  sku: string;
  /** What the page my-wishlist shows (the machine reads only id and sku). */
  name?: string;
  urlKey?: string | null;
  /**
   * A product with a pack size to choose (Magento's configurable product, as the listings'
   * cards show a family): it goes into the cart through the purchase modal, not `wishlist.moveToCart`.
   */
  choosePack?: boolean;
}

export interface WishlistState {
  wishlistId: string;
  items: WishlistEntry[];
}

export interface WishlistContext extends WishlistState {
  /** The SKU of the running add, remove or move to the cart. */
  pendingSku: string | null;
  /** The product name of the running move to the cart (for the success message). */
  pendingName: string | null;
  /** Whether a customer was logged in when the actor started. */
  startedLoggedIn: boolean;
  error: unknown;
}

export type WishlistEvent =
  | { type: 'wishlist.toggle'; sku: string }
  | { type: 'wishlist.moveToCart'; sku: string; name: string }
  | { type: 'wishlist.login' }
  | { type: 'wishlist.logout' }
  | { type: 'wishlist.retry' }
  /**
   * From the cart, through `cartAdds`: a product went into the cart. `sku` is the product as the
   * wishlist lists it (a pack's parent SKU); `fromWishlist` says whether the wishlist asked for it.
   */
  | { type: 'wishlist.cartItemAdded'; sku: string; fromWishlist: boolean };

export type WishlistEmitted = NotifyEmitted;

export const NEED_AUTHENTICATION = 'Need to be authenticated to add a product to wishlist';

export const WISHLIST_MESSAGES = {
  errorTitle: /*i18n*/ { id: 'wishlist.errorTitle', message: 'Wishlist error' },
  failed: /*i18n*/ {
    id: 'wishlist.failed',
    message: 'The wishlist could not be changed. Please try again.',
  },
  movedToCart: /*i18n*/ {
    id: 'wishlist.movedToCart',
    message: 'You added {product} to your shopping cart.',
  },
} satisfies Record<string, MessageDescriptor>;

const EMPTY: WishlistState = { wishlistId: '', items: [] };

/**
 * Listens to the system's cart (systemId 'cart') and sends each `cart.itemAdded` back as
 * `wishlist.cartItemAdded`. Without a cart in the system it listens to nothing.
 */
export const relayCartAdds: CallbackLogicFunction<EventObject, WishlistEvent> = ({ system, sendBack }) => {
  const cart = system.get('cart') as AnyActorRef | undefined;
  if (!cart) return undefined;
  const subscription = cart.on('cart.itemAdded', (emitted: CartItemAddedEmitted) =>
    sendBack({
      type: 'wishlist.cartItemAdded',
      sku: emitted.parentSku ?? emitted.sku,
      fromWishlist: emitted.fromWishlist ?? false,
    }),
  );
  return () => subscription.unsubscribe();
};

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
    /** Puts one of the product into the cart; rejects when the cart refuses it. */
    addToCart: fromPromise<void, { sku: string }>(async () => {
      throw new Error('addToCart is provided by the app');
    }),
    /** Hears the cart's adds (see relayCartAdds). */
    cartAdds: fromCallback(relayCartAdds),
  },
  guards: {
    startedLoggedIn: ({ context }) => context.startedLoggedIn,
    listed: ({ context, event }) => 'sku' in event && context.items.some((item) => item.sku === event.sku),
    /** The cart added a listed product because the wishlist asked it to (purchase modal). */
    addedFromList: ({ context, event }) => {
      assertEvent(event, 'wishlist.cartItemAdded');
      return event.fromWishlist && context.items.some((item) => item.sku === event.sku);
    },
  },
  actions: {
    logNeedAuthentication: () => console.info(NEED_AUTHENTICATION),
    /** Opens the login modal of the app (a sibling in the actor system; none in tests or SSR). */
    askForLogin: ({ system }) => {
      system.get('app')?.send({ type: 'ui.overlay.open', overlay: 'loginModal' });
    },
    storePending: assign(({ event }) => ({
      pendingSku: 'sku' in event ? event.sku : null,
      pendingName: 'name' in event ? event.name : null,
      error: null,
    })),
    /** The listed product the cart has just added: the success message names it. */
    storeAdded: assign(({ context, event }) => {
      assertEvent(event, 'wishlist.cartItemAdded');
      return {
        pendingSku: event.sku,
        pendingName: context.items.find((item) => item.sku === event.sku)?.name ?? null,
        error: null,
      };
    }),
    storeWishlist: assign((_, state: WishlistState) => ({
      ...state,
      pendingSku: null,
      pendingName: null,
      error: null,
    })),
    storeError: assign((_, error: unknown) => ({ error, pendingSku: null, pendingName: null })),
    reportError: emit(
      (_, error: unknown) =>
        ({
          type: 'notify',
          notification: {
            type: 'danger',
            persistent: true,
            title: WISHLIST_MESSAGES.errorTitle,
            message: errorMessage(error, WISHLIST_MESSAGES.failed),
          },
        }) as const,
    ),
    reportMovedToCart: emit(({ context }) => ({
      type: 'notify' as const,
      notification: {
        type: 'success' as const,
        message: WISHLIST_MESSAGES.movedToCart,
        values: { product: context.pendingName ?? context.pendingSku ?? '' },
      },
    })),
    forget: assign({ ...EMPTY, pendingSku: null, pendingName: null, error: null }),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({
    ...EMPTY,
    pendingSku: null,
    pendingName: null,
    error: null,
    startedLoggedIn: input.loggedIn,
  }),
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
      invoke: {
        id: 'cartAdds',
        src: 'cartAdds',
        onError: {
          target: 'failed',
          description: "The wishlist cannot hear the cart: 'Try again' reloads it and listens again.",
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
      on: {
        'wishlist.toggle': [
          { guard: 'listed', target: 'removing', actions: 'storePending' },
          { target: 'adding', actions: 'storePending' },
        ],
        'wishlist.moveToCart': { guard: 'listed', target: 'movingToCart', actions: 'storePending' },
        'wishlist.cartItemAdded': {
          guard: 'addedFromList',
          target: 'removingMoved',
          description:
            "The purchase modal opened from the list put the product's chosen pack into the cart: it leaves the list.",
          actions: 'storeAdded',
        },
        'wishlist.logout': { target: 'guest', actions: 'forget' },
      },
    },
    movingToCart: {
      tags: ['busy'],
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }: { context: WishlistContext }) => ({ sku: context.pendingSku ?? '' }),
        onDone: { target: 'removingMoved' },
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
    removingMoved: {
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
          actions: [
            'reportMovedToCart',
            {
              type: 'storeWishlist',
              params: ({ event }: { event: DoneActorEvent<WishlistState> }) => event.output,
            },
          ],
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

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import {
  type Actor,
  type CallbackLogicFunction,
  createActor,
  type EventObject,
  assign,
  emit,
  fromCallback,
  fromPromise,
  setup,
} from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartEmitted, CartItemAddedEmitted } from '../../machines/cart.machine.ts';
import {
  NEED_AUTHENTICATION,
  relayCartAdds,
  WISHLIST_MESSAGES,
  type WishlistEmitted,
  type WishlistEvent,
  type WishlistEntry,
  type WishlistState,
  type wishlistMachine,
} from '../../machines/wishlist.machine.ts';
import { wishlistFlow } from '../../src/lib/actors/wishlist.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { actorResult, resultEventTypes } from './models/invoke-results.ts';
import {
  describeWishlistState,
  EMPTY_LIST,
  PRODUCT_NAME,
  REFUSED,
  SKU,
  WITH_SKU,
  wishlistModel,
} from './models/wishlist.model.ts';
import { createStubs } from './stub-actors.ts';
// The documents the adapter imports lazily come loaded with it, as on a page that used the wishlist.
import { wishlistFields } from './wishlist-network.ts';

type Machine = typeof wishlistMachine;

const CART: Cart = { id: 'cart-1', total_quantity: 1, items: [], applied_coupons: null };

/** What the cart emits after adding a pack of the family `parentSku` (3 months). */
function packAdded(parentSku: string, fromWishlist: boolean): CartItemAddedEmitted {
  return {
    type: 'cart.itemAdded',
    cart: CART,
    sku: `${parentSku}-3M`,
    quantity: 1,
    showRelatedProducts: false,
    parentSku,
    ...(fromWishlist ? { fromWishlist: true as const } : {}),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the adapter's lazy document imports and Apollo's delivery run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await tick();
}

/**
 * A GraphQL network that waits for the test: CustomerWishlist is recorded as the stub call
 * 'load', AddProductsToWishlist as 'add' ({ wishlistId, sku }), RemoveProductsFromWishlist as
 * 'remove' ({ wishlistId, itemId }); settling one 'done' answers with that list in Magento's
 * shape, 'error' with a GraphQL error of the given message (and code).
 */
function fakeNetwork(stubs: ReturnType<typeof createStubs>): ApolloClient {
  const load = stubs.call<WishlistState, undefined>('load');
  const add = stubs.call<WishlistState, { wishlistId: string; sku: string }>('add');
  const remove = stubs.call<WishlistState, { wishlistId: string; itemId: string }>('remove');
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const variables = operation.variables as {
          wishlistId: string;
          items?: Array<{ sku: string }>;
          ids?: string[];
        };
        const answer = (state: WishlistState) => {
          const payload = { wishlist: wishlistFields(state), user_errors: [] };
          switch (operation.operationName) {
            case 'CustomerWishlist':
              return { customer: { __typename: 'Customer', wishlist: wishlistFields(state) } };
            case 'AddProductsToWishlist':
              return { addProductsToWishlist: { __typename: 'AddProductsToWishlistOutput', ...payload } };
            default:
              return {
                removeProductsFromWishlist: { __typename: 'RemoveProductsFromWishlistOutput', ...payload },
              };
          }
        };
        const pending =
          operation.operationName === 'CustomerWishlist'
            ? load(undefined)
            : operation.operationName === 'AddProductsToWishlist'
              ? add({ wishlistId: variables.wishlistId, sku: variables.items?.[0]?.sku ?? '' })
              : remove({ wishlistId: variables.wishlistId, itemId: variables.ids?.[0] ?? '' });
        pending.then(
          (state) => {
            observer.next({ data: answer(state) });
            observer.complete();
          },
          (refused: { message: string; code?: string }) => {
            const extensions = refused.code ? { code: refused.code } : {};
            observer.next({ data: null, errors: [{ message: refused.message, extensions }] });
            observer.complete();
          },
        );
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

/**
 * Runs the wishlist as the app does (its adapter over a faked network, systemId 'wishlist') next
 * to a stand-in cart (systemId 'cart'): the adapter's addToCart sends it 'cart.addItem', which
 * is recorded as the stub call 'addToCart' ({ sku }); settling it 'done' makes the cart emit
 * 'cart.itemAdded', 'error' 'cart.itemNotAdded'. The stand-in also emits the `cart.itemAdded` a
 * test asks for: the wishlist hears it through its real listener (`relayCartAdds`), which fails
 * when it receives 'test.fail'.
 */
function start(loggedIn = false) {
  const stubs = createStubs();
  const client = fakeNetwork(stubs);
  const machine = wishlistFlow(() => client).provide({
    actors: {
      cartAdds: fromCallback<EventObject>((args) => {
        args.receive((event) => {
          if (event.type === 'test.fail') throw REFUSED;
        });
        return (relayCartAdds as CallbackLogicFunction<EventObject>)({ ...args, receive: () => {} });
      }),
    },
  });
  const addToCart = stubs.call<void, { sku: string }>('addToCart');
  const cart = setup({
    types: {
      context: {} as { sku: string },
      events: {} as
        | { type: 'test.emit'; emitted: CartItemAddedEmitted }
        | { type: 'cart.addItem'; sku: string; quantity: number },
      emitted: {} as CartEmitted,
    },
    actors: { add: fromPromise<void, { sku: string }>(({ input }) => addToCart(input)) },
  }).createMachine({
    context: { sku: '' },
    initial: 'idle',
    on: {
      'test.emit': { actions: emit(({ event }) => (event as { emitted: CartItemAddedEmitted }).emitted) },
    },
    states: {
      idle: {
        on: {
          'cart.addItem': { target: 'adding', actions: assign({ sku: ({ event }) => event.sku }) },
        },
      },
      adding: {
        invoke: {
          src: 'add',
          input: ({ context }) => ({ sku: context.sku }),
          onDone: {
            target: 'idle',
            actions: emit(({ context }) => ({
              type: 'cart.itemAdded' as const,
              cart: CART,
              sku: context.sku,
              quantity: 1,
              showRelatedProducts: false,
            })),
          },
          onError: {
            target: 'idle',
            actions: emit(({ context }) => ({ type: 'cart.itemNotAdded' as const, sku: context.sku })),
          },
        },
      },
    },
  });
  // The app shell's stand-in (systemId 'app'): records the overlays the wishlist opens.
  const opened: string[] = [];
  const app = setup({ types: { events: {} as { type: 'ui.overlay.open'; overlay: string } } }).createMachine({
    on: { 'ui.overlay.open': { actions: ({ event }) => opened.push(event.overlay) } },
  });
  const host = setup({ actors: { app, cart, wishlist: machine } }).createMachine({
    invoke: [
      { src: 'app', systemId: 'app' },
      { src: 'cart', systemId: 'cart' },
      { src: 'wishlist', systemId: 'wishlist', input: { loggedIn } },
    ],
  });
  const root = createActor(host, { inspect: recordTransitions });
  const emitted: WishlistEmitted[] = [];
  root.start();
  const actor = root.system.get('wishlist') as Actor<Machine>;
  actor.on('*', (event) => emitted.push(event));
  const cartActor = root.system.get('cart') as Actor<typeof cart>;
  const cartSays = async (added: CartItemAddedEmitted) => {
    cartActor.send({ type: 'test.emit', emitted: added });
    await flush();
  };
  const failListener = () => actor.getSnapshot().children.cartAdds?.send({ type: 'test.fail' });
  const send = async (event: WishlistEvent) => {
    actor.send(event);
    await flush();
  };
  const settle = async (name: string, kind: 'done' | 'error', value: unknown) => {
    await flush();
    await stubs.settle(name, kind, value);
    await flush();
  };
  return { ...stubs, settle, send, actor, root, emitted, cartSays, failListener, opened };
}

describe('wishlist machine: model paths', () => {
  for (const path of wishlistModel.paths()) {
    it(pathTitle(wishlistModel, path), async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const flow = start();
      // The cart's adds reach the wishlist through the cart; the listener's failure is its own;
      // the calls' answers come over the faked network.
      const drive = async (step: { event: { type: string } }) => {
        const event = fullEvent<Machine>(step.event) as WishlistEvent & { output?: unknown; error?: unknown };
        const result = actorResult(event);
        if (event.type === 'wishlist.cartItemAdded')
          await flow.cartSays(packAdded(event.sku, event.fromWishlist));
        else if (result?.id === 'cartAdds') flow.failListener();
        else if (result)
          await flow.settle(result.id, result.kind, result.kind === 'done' ? event.output : event.error);
        else await flow.send(event);
      };
      const sameState = (state: Parameters<typeof describeWishlistState>[0]) =>
        expect(describeWishlistState(flow.actor.getSnapshot())).toBe(describeWishlistState(state));
      await path.test({
        events: Object.fromEntries(
          [
            'wishlist.toggle',
            'wishlist.login',
            'wishlist.logout',
            'wishlist.retry',
            'wishlist.moveToCart',
            'wishlist.cartItemAdded',
            ...resultEventTypes(['load', 'add', 'remove', 'addToCart', 'cartAdds']),
          ].map((type) => [type, drive]),
        ),
        states: {
          guest: (state) => {
            sameState(state);
            expect(flow.actor.getSnapshot().context.items).toEqual([]);
          },
          loading: (state) => {
            sameState(state);
            expect(flow.isRunning('load')).toBe(true);
          },
          ready: (state) => {
            sameState(state);
            // Idle, it hears the cart's adds.
            expect(flow.actor.getSnapshot().children.cartAdds).toBeDefined();
          },
          adding: (state) => {
            sameState(state);
            expect(flow.isRunning('add')).toBe(true);
          },
          removing: (state) => {
            sameState(state);
            expect(flow.isRunning('remove')).toBe(true);
          },
          movingToCart: (state) => {
            sameState(state);
            expect(flow.isRunning('addToCart')).toBe(true);
          },
          removingMoved: (state) => {
            sameState(state);
            expect(flow.isRunning('remove')).toBe(true);
          },
          failed: (state) => {
            sameState(state);
            expect(flow.actor.getSnapshot().context.error).toEqual(REFUSED);
          },
        },
      });
      flow.root.stop();
      info.mockRestore();
    });
  }
});

describe('wishlist machine', () => {
  it('loads the wishlist at once when a customer is logged in', async () => {
    const flow = start(true);
    expect(flow.actor.getSnapshot().matches('loading')).toBe(true);
    await flow.settle('load', 'done', WITH_SKU);
    expect(flow.actor.getSnapshot().context.items).toEqual(WITH_SKU.items);
  });

  it('logs the spec text and asks for the login when a guest toggles', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const flow = start();
    await flow.send({ type: 'wishlist.toggle', sku: SKU });
    expect(info).toHaveBeenCalledWith(NEED_AUTHENTICATION);
    expect(flow.opened).toEqual(['loginModal']);
    expect(flow.actors).toEqual([]);
    info.mockRestore();
  });

  it('adds a SKU that is not listed and removes one that is, by its item id', async () => {
    const flow = start(true);
    await flow.settle('load', 'done', EMPTY_LIST);
    await flow.send({ type: 'wishlist.toggle', sku: SKU });
    expect(flow.actors.at(-1)).toEqual({ actor: 'add', input: { wishlistId: '7', sku: SKU } });
    await flow.settle('add', 'done', WITH_SKU);
    await flow.send({ type: 'wishlist.toggle', sku: SKU });
    expect(flow.actors.at(-1)).toEqual({ actor: 'remove', input: { wishlistId: '7', itemId: '11' } });
    // A second toggle while the first runs is ignored.
    await flow.send({ type: 'wishlist.toggle', sku: SKU });
    expect(flow.actors).toHaveLength(3);
  });

  it("keeps the list after a refusal and reports a 'Wishlist error'", async () => {
    const flow = start(true);
    await flow.settle('load', 'done', WITH_SKU);
    await flow.send({ type: 'wishlist.toggle', sku: SKU });
    await flow.settle('remove', 'error', REFUSED);
    expect(flow.actor.getSnapshot().context.items).toEqual(WITH_SKU.items);
    expect(flow.emitted).toEqual([
      {
        type: 'notify',
        notification: {
          type: 'danger',
          persistent: true,
          title: WISHLIST_MESSAGES.errorTitle,
          message: WISHLIST_MESSAGES.failed,
        },
      },
    ]);
  });

  it('moves a listed product to the cart, then removes it and names it in the success message', async () => {
    const flow = start(true);
    await flow.settle('load', 'done', WITH_SKU);
    await flow.send({ type: 'wishlist.moveToCart', sku: SKU, name: PRODUCT_NAME });
    expect(flow.actors.at(-1)).toEqual({ actor: 'addToCart', input: { sku: SKU } });
    await flow.settle('addToCart', 'done', undefined);
    expect(flow.actors.at(-1)).toEqual({ actor: 'remove', input: { wishlistId: '7', itemId: '11' } });
    expect(flow.emitted).toEqual([]);
    await flow.settle('remove', 'done', EMPTY_LIST);
    expect(flow.actor.getSnapshot().context.items).toEqual([]);
    expect(flow.emitted).toEqual([
      {
        type: 'notify',
        notification: {
          type: 'success',
          message: WISHLIST_MESSAGES.movedToCart,
          values: { product: PRODUCT_NAME },
        },
      },
    ]);
  });

  it("keeps the item when the cart refuses it and reports a 'Wishlist error'", async () => {
    const flow = start(true);
    await flow.settle('load', 'done', WITH_SKU);
    await flow.send({ type: 'wishlist.moveToCart', sku: 'NOT-LISTED', name: 'Other' });
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true);
    await flow.send({ type: 'wishlist.moveToCart', sku: SKU, name: PRODUCT_NAME });
    await flow.settle('addToCart', 'error', REFUSED);
    expect(flow.actor.getSnapshot().context.items).toEqual(WITH_SKU.items);
    expect(flow.actors.map((call) => call.actor)).toEqual(['load', 'addToCart']);
    expect(flow.emitted).toHaveLength(1);
    expect(flow.emitted[0]?.notification.title).toEqual(WISHLIST_MESSAGES.errorTitle);
  });
});

describe('wishlist machine: a pack chosen in the purchase modal opened from the list', () => {
  const FAMILY = 'ZINK';
  const FAMILY_LISTED: WishlistState = {
    wishlistId: '7',
    items: [
      { id: '21', sku: FAMILY, name: 'Zinc bisglycinate', urlKey: 'zinc-bisglycinate', choosePack: true },
      WITH_SKU.items[0] as WishlistEntry,
    ],
  };
  const AFTER: WishlistState = WITH_SKU;

  it("takes the family off the list once the cart has added its pack, with 'You added … to your shopping cart.'", async () => {
    const flow = start(true);
    await flow.settle('load', 'done', FAMILY_LISTED);
    await flow.cartSays(packAdded(FAMILY, true));
    expect(flow.actor.getSnapshot().matches('removingMoved')).toBe(true);
    expect(flow.actors.at(-1)).toEqual({ actor: 'remove', input: { wishlistId: '7', itemId: '21' } });
    expect(flow.emitted).toEqual([]);
    await flow.settle('remove', 'done', AFTER);
    expect(flow.actor.getSnapshot().context.items).toEqual(AFTER.items);
    expect(flow.emitted).toEqual([
      {
        type: 'notify',
        notification: {
          type: 'success',
          message: WISHLIST_MESSAGES.movedToCart,
          values: { product: 'Zinc bisglycinate' },
        },
      },
    ]);
    // Listening again once idle.
    expect(flow.actor.getSnapshot().children.cartAdds).toBeDefined();
  });

  it('leaves the list alone for adds from elsewhere and for products not on it', async () => {
    const flow = start(true);
    await flow.settle('load', 'done', FAMILY_LISTED);
    // The same family bought from its product page or a listing: the wish stays.
    await flow.cartSays(packAdded(FAMILY, false));
    // A product that is not on the list.
    await flow.cartSays(packAdded('OMEGA', true));
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true);
    expect(flow.actorNames()).toEqual(['load']);
    expect(flow.emitted).toEqual([]);
  });

  it("keeps the item when its removal fails and reports a 'Wishlist error'", async () => {
    const flow = start(true);
    await flow.settle('load', 'done', FAMILY_LISTED);
    await flow.cartSays(packAdded(FAMILY, true));
    await flow.settle('remove', 'error', REFUSED);
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true);
    expect(flow.actor.getSnapshot().context.items).toEqual(FAMILY_LISTED.items);
    expect(flow.emitted.map((event: WishlistEmitted) => event.notification.title)).toEqual([
      WISHLIST_MESSAGES.errorTitle,
    ]);
  });

  it('hears nothing while a guest and after logout', async () => {
    const flow = start(false);
    await flow.cartSays(packAdded(FAMILY, true));
    expect(flow.actor.getSnapshot().children.cartAdds).toBeUndefined();
    await flow.send({ type: 'wishlist.login' });
    await flow.settle('load', 'done', FAMILY_LISTED);
    await flow.send({ type: 'wishlist.logout' });
    await flow.cartSays(packAdded(FAMILY, true));
    expect(flow.actor.getSnapshot().matches('guest')).toBe(true);
    expect(flow.actorNames()).toEqual(['load']);
  });

  it("fails when it can no longer hear the cart; 'Try again' reloads and listens again", async () => {
    const flow = start(true);
    await flow.settle('load', 'done', FAMILY_LISTED);
    flow.failListener();
    expect(flow.actor.getSnapshot().matches('failed')).toBe(true);
    expect(flow.actor.getSnapshot().context.error).toEqual(REFUSED);
    await flow.send({ type: 'wishlist.retry' });
    await flow.settle('load', 'done', FAMILY_LISTED);
    await flow.cartSays(packAdded(FAMILY, true));
    expect(flow.actors.at(-1)).toEqual({ actor: 'remove', input: { wishlistId: '7', itemId: '21' } });
  });
});

describe('relayCartAdds', () => {
  it('listens to nothing without a cart in the system', () => {
    const sent: WishlistEvent[] = [];
    const host = createActor(setup({}).createMachine({})).start();
    const cleanup = relayCartAdds({
      system: host.system,
      sendBack: (event: WishlistEvent) => sent.push(event),
    } as unknown as Parameters<typeof relayCartAdds>[0]);
    expect(cleanup).toBeUndefined();
    expect(sent).toEqual([]);
  });
});

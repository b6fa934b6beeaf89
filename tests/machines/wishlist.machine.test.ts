import {
  type Actor,
  type CallbackLogicFunction,
  createActor,
  type EventObject,
  emit,
  fromCallback,
  setup,
} from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartItemAddedEmitted } from '../../machines/cart.machine.ts';
import {
  NEED_AUTHENTICATION,
  relayCartAdds,
  WISHLIST_MESSAGES,
  type WishlistEmitted,
  type WishlistEvent,
  type WishlistState,
  wishlistMachine,
} from '../../machines/wishlist.machine.ts';
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

/**
 * Runs the real wishlist (systemId 'wishlist') next to a stand-in cart (systemId 'cart') that
 * emits the `cart.itemAdded` a test asks for: the wishlist hears it through its real listener
 * (`relayCartAdds`), which fails when it receives 'test.fail'.
 */
function start(loggedIn = false) {
  const stubs = createStubs();
  const machine = wishlistMachine.provide({
    actors: {
      load: stubs.actor<WishlistState>('load'),
      add: stubs.actor<WishlistState, { wishlistId: string; sku: string }>('add'),
      remove: stubs.actor<WishlistState, { wishlistId: string; itemId: string }>('remove'),
      addToCart: stubs.actor<void, { sku: string }>('addToCart'),
      cartAdds: fromCallback<EventObject>((args) => {
        args.receive((event) => {
          if (event.type === 'test.fail') throw REFUSED;
        });
        return (relayCartAdds as CallbackLogicFunction<EventObject>)({ ...args, receive: () => {} });
      }),
    },
    actions: { askForLogin: stubs.action('askForLogin') },
  });
  const cart = setup({
    types: {
      events: {} as { type: 'test.emit'; emitted: CartItemAddedEmitted },
      emitted: {} as CartItemAddedEmitted,
    },
  }).createMachine({
    on: { 'test.emit': { actions: emit(({ event }) => event.emitted) } },
  });
  const host = setup({ actors: { cart, wishlist: machine } }).createMachine({
    invoke: [
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
  const cartSays = (added: CartItemAddedEmitted) => cartActor.send({ type: 'test.emit', emitted: added });
  const failListener = () => actor.getSnapshot().children.cartAdds?.send({ type: 'test.fail' });
  return { ...stubs, actor, root, emitted, cartSays, failListener };
}

describe('wishlist machine: model paths', () => {
  for (const path of wishlistModel.paths()) {
    it(pathTitle(wishlistModel, path), async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const flow = start();
      const stubDriver = flow.driver((event) => flow.actor.send(fullEvent<Machine>(event)));
      // The cart's adds reach the wishlist through the cart; the listener's failure is its own.
      const drive = async (step: { event: { type: string } }) => {
        const event = fullEvent<Machine>(step.event);
        if (event.type === 'wishlist.cartItemAdded') flow.cartSays(packAdded(event.sku, event.fromWishlist));
        else if (actorResult(event)?.id === 'cartAdds') flow.failListener();
        else await stubDriver(step);
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

  it('logs the spec text and asks for the login when a guest toggles', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const flow = start();
    flow.actor.send({ type: 'wishlist.toggle', sku: SKU });
    expect(info).toHaveBeenCalledWith(NEED_AUTHENTICATION);
    expect(flow.actions).toEqual([{ action: 'askForLogin', params: undefined }]);
    expect(flow.actors).toEqual([]);
    info.mockRestore();
  });

  it('adds a SKU that is not listed and removes one that is, by its item id', async () => {
    const flow = start(true);
    await flow.settle('load', 'done', EMPTY_LIST);
    flow.actor.send({ type: 'wishlist.toggle', sku: SKU });
    expect(flow.actors.at(-1)).toEqual({ actor: 'add', input: { wishlistId: '7', sku: SKU } });
    await flow.settle('add', 'done', WITH_SKU);
    flow.actor.send({ type: 'wishlist.toggle', sku: SKU });
    expect(flow.actors.at(-1)).toEqual({ actor: 'remove', input: { wishlistId: '7', itemId: '11' } });
    // A second toggle while the first runs is ignored.
    flow.actor.send({ type: 'wishlist.toggle', sku: SKU });
    expect(flow.actors).toHaveLength(3);
  });

  it("keeps the list after a refusal and reports a 'Wishlist error'", async () => {
    const flow = start(true);
    await flow.settle('load', 'done', WITH_SKU);
    flow.actor.send({ type: 'wishlist.toggle', sku: SKU });
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
    flow.actor.send({ type: 'wishlist.moveToCart', sku: SKU, name: PRODUCT_NAME });
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
    flow.actor.send({ type: 'wishlist.moveToCart', sku: 'NOT-LISTED', name: 'Other' });
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true);
    flow.actor.send({ type: 'wishlist.moveToCart', sku: SKU, name: PRODUCT_NAME });
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
      { id: '21', sku: FAMILY, name: 'Zinc bisglycinate', choosePack: true },
      { id: '11', sku: SKU, name: PRODUCT_NAME },
    ],
  };
  const AFTER: WishlistState = { wishlistId: '7', items: [{ id: '11', sku: SKU, name: PRODUCT_NAME }] };

  it("takes the family off the list once the cart has added its pack, with 'You added … to your shopping cart.'", async () => {
    const flow = start(true);
    await flow.settle('load', 'done', FAMILY_LISTED);
    flow.cartSays(packAdded(FAMILY, true));
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
    flow.cartSays(packAdded(FAMILY, false));
    // A product that is not on the list.
    flow.cartSays(packAdded('OMEGA', true));
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true);
    expect(flow.actorNames()).toEqual(['load']);
    expect(flow.emitted).toEqual([]);
  });

  it("keeps the item when its removal fails and reports a 'Wishlist error'", async () => {
    const flow = start(true);
    await flow.settle('load', 'done', FAMILY_LISTED);
    flow.cartSays(packAdded(FAMILY, true));
    await flow.settle('remove', 'error', REFUSED);
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true);
    expect(flow.actor.getSnapshot().context.items).toEqual(FAMILY_LISTED.items);
    expect(flow.emitted.map((event: WishlistEmitted) => event.notification.title)).toEqual([
      WISHLIST_MESSAGES.errorTitle,
    ]);
  });

  it('hears nothing while a guest and after logout', async () => {
    const flow = start(false);
    flow.cartSays(packAdded(FAMILY, true));
    expect(flow.actor.getSnapshot().children.cartAdds).toBeUndefined();
    flow.actor.send({ type: 'wishlist.login' });
    await flow.settle('load', 'done', FAMILY_LISTED);
    flow.actor.send({ type: 'wishlist.logout' });
    flow.cartSays(packAdded(FAMILY, true));
    expect(flow.actor.getSnapshot().matches('guest')).toBe(true);
    expect(flow.actorNames()).toEqual(['load']);
  });

  it("fails when it can no longer hear the cart; 'Try again' reloads and listens again", async () => {
    const flow = start(true);
    await flow.settle('load', 'done', FAMILY_LISTED);
    flow.failListener();
    expect(flow.actor.getSnapshot().matches('failed')).toBe(true);
    expect(flow.actor.getSnapshot().context.error).toEqual(REFUSED);
    flow.actor.send({ type: 'wishlist.retry' });
    await flow.settle('load', 'done', FAMILY_LISTED);
    flow.cartSays(packAdded(FAMILY, true));
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

import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  NEED_AUTHENTICATION,
  WISHLIST_MESSAGES,
  type WishlistEmitted,
  type WishlistState,
  wishlistMachine,
} from '../../machines/wishlist.machine.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { resultEventTypes } from './models/invoke-results.ts';
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

function start(loggedIn = false) {
  const stubs = createStubs();
  const machine = wishlistMachine.provide({
    actors: {
      load: stubs.actor<WishlistState>('load'),
      add: stubs.actor<WishlistState, { wishlistId: string; sku: string }>('add'),
      remove: stubs.actor<WishlistState, { wishlistId: string; itemId: string }>('remove'),
      addToCart: stubs.actor<void, { sku: string }>('addToCart'),
    },
    actions: { askForLogin: stubs.action('askForLogin') },
  });
  const actor = createActor(machine, { input: { loggedIn }, inspect: recordTransitions });
  const emitted: WishlistEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { ...stubs, actor, emitted };
}

describe('wishlist machine: model paths', () => {
  for (const path of wishlistModel.paths()) {
    it(pathTitle(wishlistModel, path), async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const flow = start();
      const drive = flow.driver((event) => flow.actor.send(fullEvent<Machine>(event)));
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
            ...resultEventTypes(['load', 'add', 'remove', 'addToCart']),
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
          ready: (state) => sameState(state),
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
      flow.actor.stop();
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

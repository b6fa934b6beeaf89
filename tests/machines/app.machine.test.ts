import { assign, createActor, emit, setup, spawnChild } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AppEvent,
  type AppInput,
  type appMachine,
  notifyRelay,
  type Overlay,
} from '../../machines/app.machine.ts';
import type { NotificationRequest, NotifyEmitted } from '../../machines/notifications.machine.ts';
import { GUEST_APP_INPUT, stubbedApp } from './app-stubs.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { appModel, describeAppState } from './models/app.model.ts';

type Machine = typeof appMachine;

/** The app through its adapter (app-stubs.ts), started with `input` (a guest without a cart by default). */
function startWithStubs(input: AppInput = GUEST_APP_INPUT) {
  const { machine, stubs } = stubbedApp(input.session.token);
  const actor = createActor(machine, { systemId: 'app', input, inspect: recordTransitions }).start();
  return { actor, stubs };
}

function start() {
  return startWithStubs().actor;
}

/** A returning visitor's start: the cart cookie of a customer cart, before the session is known. */
const WITH_CUSTOMER_CART: AppInput = { session: { token: null }, cart: { cartId: 'c1', loggedIn: true } };

/**
 * Sends each step's events to a guest's app and checks the shell's regions (mobile menu, overlay,
 * page, customer) after the step.
 */
function walk(steps: ReadonlyArray<readonly [AppEvent[], Record<string, unknown>]>) {
  const actor = start();
  for (const [events, regions] of steps) {
    for (const event of events) actor.send(event);
    expect(actor.getSnapshot().value).toMatchObject(regions);
  }
}

const toggleMenu: AppEvent = { type: 'ui.mobileMenu.toggle' };
const open = (overlay: Overlay): AppEvent => ({ type: 'ui.overlay.open', overlay });
const offerNewsletter: AppEvent = { type: 'ui.newsletterModal.offer' };

const saved: NotificationRequest = { message: { id: 'saved', message: 'Saved' }, type: 'success' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('app machine: model paths', () => {
  for (const path of appModel.paths()) {
    it(pathTitle(appModel, path), async () => {
      const { actor, stubs } = startWithStubs();
      const send = ({ event }: { event: { type: string } }) => actor.send(fullEvent<Machine>(event));
      const sameState = (state: Parameters<typeof describeAppState>[0]) =>
        expect(describeAppState(actor.getSnapshot())).toBe(describeAppState(state));
      await path.test({
        events: {
          'ui.mobileMenu.toggle': send,
          'ui.mobileMenu.close': send,
          'ui.overlay.open': send,
          'ui.overlay.close': send,
          'app.notify': send,
          'page.restricted': send,
          'page.public': send,
          'ui.newsletterModal.offer': send,
          'login.requested': send,
          'session.loggedIn': send,
          'session.loggedOut': send,
        },
        states: {
          'customer.guest': (state) => {
            sameState(state);
            const { afterLogin } = actor.getSnapshot().context;
            // A kept page comes with the login modal open.
            if (afterLogin)
              expect(actor.getSnapshot().matches({ overlay: { open: 'loginModal' } })).toBe(true);
          },
          'customer.loggedIn': (state) => {
            sameState(state);
            expect(actor.getSnapshot().context.afterLogin).toBeNull();
            // Every page the app was sent to is one a login request named.
            for (const call of stubs.actions.filter((c) => c.action === 'navigate'))
              expect(call.params).toEqual({ path: '/de/customer/my-profile/' });
          },
          // Several keys match a parallel state; each checks its region.
          'mobileMenu.open': (state) => {
            sameState(state);
            expect(actor.getSnapshot().matches({ overlay: 'none' })).toBe(true);
          },
          'mobileMenu.closed': (state) => sameState(state),
          'overlay.none': (state) => {
            sameState(state);
            expect(actor.getSnapshot().hasTag('overlayOpen')).toBe(false);
          },
          'page.public': (state) => {
            sameState(state);
            expect(actor.getSnapshot().hasTag('restricted')).toBe(false);
          },
          'page.restricted': (state) => {
            sameState(state);
            expect(actor.getSnapshot().hasTag('restricted')).toBe(true);
          },
          'overlay.open': (state) => {
            sameState(state);
            expect(actor.getSnapshot().hasTag('overlayOpen')).toBe(true);
            expect(actor.getSnapshot().matches({ mobileMenu: 'closed' })).toBe(true);
          },
        },
      });
      actor.stop();
    });
  }
});

describe('app machine', () => {
  it('spawns the notifications queue with its systemId', () => {
    const actor = start();
    expect(actor.system.get('notifications')).toBe(actor.getSnapshot().children.notifications);
  });

  it('spawns the session and the cart with their systemIds and the cookie input', () => {
    const actor = start();
    expect(actor.system.get('session')).toBe(actor.getSnapshot().children.session);
    expect(actor.system.get('cart')).toBe(actor.getSnapshot().children.cart);
    expect(actor.getSnapshot().children.session?.getSnapshot().context.token).toBeNull();
    expect(actor.getSnapshot().children.cart?.getSnapshot().context.loggedIn).toBe(false);
  });

  it('relays what the cart notifies to the notifications queue', async () => {
    vi.useRealTimers();
    const { actor, stubs } = startWithStubs();
    await stubs.settle('createEmptyCart', 'done', 'guest-cart');
    actor.getSnapshot().children.cart?.send({ type: 'cart.applyCoupon', code: 'NOPE' });
    await stubs.settle('applyCoupon', 'error', { message: 'bad' });
    const visible = actor.getSnapshot().children.notifications?.getSnapshot().context.visible;
    expect(visible?.length).toBe(1);
  });

  it('spawns the wishlist with its systemId; a guest toggle opens the login modal', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const actor = start();
    const wishlist = actor.system.get('wishlist');
    expect(wishlist).toBe(actor.getSnapshot().children.wishlist);
    expect(wishlist?.getSnapshot().value).toBe('guest');
    wishlist?.send({ type: 'wishlist.toggle', sku: 'PRO-MAG-1M' });
    expect(actor.getSnapshot().value).toMatchObject({ overlay: { open: 'loginModal' } });
    info.mockRestore();
  });

  it("relays the wishlist's 'Wishlist error' to the notifications queue", async () => {
    vi.useRealTimers();
    const { actor, stubs } = startWithStubs(WITH_CUSTOMER_CART);
    await stubs.settle('loadWishlist', 'error', { message: 'down' });
    actor.getSnapshot().children.wishlist?.send({ type: 'wishlist.retry' });
    await stubs.settle('loadWishlist', 'done', { wishlistId: '7', items: [] });
    actor.getSnapshot().children.wishlist?.send({ type: 'wishlist.toggle', sku: 'PRO-MAG-1M' });
    await stubs.settle('addToWishlist', 'error', { message: 'The wishlist was not found.' });
    const visible = actor.getSnapshot().children.notifications?.getSnapshot().context.visible;
    expect(visible?.map((notification) => notification.title)).toEqual([
      { id: 'wishlist.errorTitle', message: 'Wishlist error' },
    ]);
  });

  it('takes a wished family off the wishlist once the cart has added the pack the purchase modal chose from the list', async () => {
    vi.useRealTimers();
    const { actor, stubs } = startWithStubs(WITH_CUSTOMER_CART);
    const cartOf = (lines: number) => ({
      id: 'c1',
      total_quantity: lines,
      items: Array.from({ length: lines }, (_, index) => ({
        uid: `uid-${index}`,
        quantity: 1,
        product: { sku: index === 0 ? 'OMEGA-3-1M' : 'ZINK-3M', name: `Product ${index}` },
      })),
      applied_coupons: null,
    });
    await stubs.settle('loadCustomerCart', 'done', cartOf(1));
    const listed = {
      wishlistId: '7',
      items: [{ id: '21', sku: 'ZINK', name: 'Zinc bisglycinate', choosePack: true }],
    };
    await stubs.settle('loadWishlist', 'done', listed);
    // What the purchase modal sends for the 3-month pack when opened from the wishlist.
    actor.getSnapshot().children.cart?.send({
      type: 'cart.addItem',
      sku: 'ZINK-3M',
      parentSku: 'ZINK',
      selectedOptions: ['v-3'],
      quantity: 1,
      productType: 'ConfigurableProduct',
      fromWishlist: true,
    });
    await stubs.settle('addToCart', 'done', { cart: cartOf(2), user_errors: [] });
    expect(stubs.actors.at(-1)).toEqual({
      actor: 'removeFromWishlist',
      input: { wishlistId: '7', itemId: '21' },
    });
    await stubs.settle('removeFromWishlist', 'done', { wishlistId: '7', items: [] });
    expect(actor.getSnapshot().children.wishlist?.getSnapshot().context.items).toEqual([]);
    const visible = actor.getSnapshot().children.notifications?.getSnapshot().context.visible;
    expect(visible?.map(({ message, values }) => ({ message, values }))).toEqual([
      {
        message: { id: 'wishlist.movedToCart', message: 'You added {product} to your shopping cart.' },
        values: { product: 'Zinc bisglycinate' },
      },
    ]);
  });

  it('leaves the wishlist alone when the same family is added from anywhere else', async () => {
    vi.useRealTimers();
    const { actor, stubs } = startWithStubs(WITH_CUSTOMER_CART);
    const cart = { id: 'c1', total_quantity: 0, items: [], applied_coupons: null };
    await stubs.settle('loadCustomerCart', 'done', cart);
    await stubs.settle('loadWishlist', 'done', {
      wishlistId: '7',
      items: [{ id: '21', sku: 'ZINK', name: 'Zinc bisglycinate', choosePack: true }],
    });
    actor.getSnapshot().children.cart?.send({
      type: 'cart.addItem',
      sku: 'ZINK-3M',
      parentSku: 'ZINK',
      quantity: 1,
      productType: 'ConfigurableProduct',
    });
    await stubs.settle('addToCart', 'done', { cart: { ...cart, total_quantity: 1 }, user_errors: [] });
    expect(stubs.actorNames()).not.toContain('removeFromWishlist');
    expect(actor.getSnapshot().children.wishlist?.getSnapshot().value).toBe('ready');
  });

  it('forwards app.notify to the notifications queue', () => {
    const actor = start();
    actor.send({ type: 'app.notify', notification: saved });
    const visible = actor.getSnapshot().children.notifications?.getSnapshot().context.visible;
    expect(visible?.map((notification) => notification.message)).toEqual([saved.message]);
  });

  it.each([
    [
      'closes the mobile menu when a sidebar or modal opens',
      [toggleMenu, open('loginModal')],
      { mobileMenu: 'closed', overlay: { open: 'loginModal' } },
    ],
    [
      'closes the open overlay when the mobile menu opens',
      [open('searchOverlay'), toggleMenu],
      { mobileMenu: 'open', overlay: 'none' },
    ],
    [
      'replaces the open overlay with the one opened next (cart sidebar after the modal)',
      [open('subscriptionModal'), open('cartSidebar')],
      { overlay: { open: 'cartSidebar' } },
    ],
  ] as const)('%s', (_title, events, regions) => walk([[[...events], regions]]));

  it('opens the login modal when the shown page turns out restricted, and closes the mobile menu', () => {
    walk([
      [
        [toggleMenu, { type: 'page.restricted' }],
        { customer: 'guest', page: 'restricted', mobileMenu: 'closed', overlay: { open: 'loginModal' } },
      ],
      [
        [{ type: 'ui.overlay.close' }, { type: 'page.public' }],
        { customer: 'guest', page: 'public', mobileMenu: 'closed', overlay: 'none' },
      ],
    ]);
  });

  it('opens an offered newsletter modal only when no overlay and no mobile menu is open', () => {
    walk([
      [[open('loginModal'), offerNewsletter], { overlay: { open: 'loginModal' } }],
      [[{ type: 'ui.overlay.close' }, toggleMenu, offerNewsletter], { mobileMenu: 'open', overlay: 'none' }],
      [
        [{ type: 'ui.mobileMenu.close' }, offerNewsletter],
        { mobileMenu: 'closed', overlay: { open: 'newsletterModal' } },
      ],
    ]);
  });
});

describe('app machine: ?login=1&redirect=', () => {
  const wanted = '/de/customer/my-profile/';

  it('opens the login modal for a guest and, once the session logs in, goes to the wanted page', async () => {
    vi.useRealTimers();
    const { actor, stubs } = startWithStubs();
    actor.send({ type: 'login.requested', redirect: wanted });
    expect(actor.getSnapshot().matches({ overlay: { open: 'loginModal' } })).toBe(true);
    expect(stubs.actionNames()).not.toContain('navigate');
    // The real session over the faked network: sign-in, then the customer.
    actor.system.get('session')?.send({
      type: 'session.login',
      email: 'kunde@example.de',
      password: 'geheim123',
      captchaToken: 'ok',
    });
    await stubs.settle('generateToken', 'done', 'token');
    await stubs.settle('loadCustomer', 'done', { email: 'kunde@example.de', firstname: 'K', lastname: 'D' });
    // The guest's first cart was on the way; the logged-in customer's cart and wishlist load too
    // (the real cart and wishlist, told by the session).
    expect(stubs.sent.map((request) => request.operationName)).toEqual([
      'CreateEmptyCart',
      'GenerateCustomerToken',
      'Customer',
      'CustomerCart',
      'CustomerWishlist',
    ]);
    expect(stubs.actions.filter((call) => call.action === 'navigate')).toEqual([
      { action: 'navigate', params: { path: wanted } },
    ]);
    expect(actor.getSnapshot().matches({ overlay: 'none' })).toBe(true);
    expect(actor.getSnapshot().context.afterLogin).toBeNull();
    actor.stop();
  });

  it('forgets the wanted page when the modal is closed or replaced without logging in', () => {
    const { actor, stubs } = startWithStubs();
    actor.send({ type: 'login.requested', redirect: wanted });
    actor.send({ type: 'ui.overlay.close' });
    expect(actor.getSnapshot().context.afterLogin).toBeNull();
    actor.send({ type: 'login.requested', redirect: wanted });
    actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' });
    expect(actor.getSnapshot().context.afterLogin).toBeNull();
    actor.send({ type: 'ui.overlay.open', overlay: 'loginModal' });
    actor.send({ type: 'session.loggedIn' });
    expect(stubs.actionNames()).not.toContain('navigate');
  });

  it('closes the login modal on a login without a wanted page, going nowhere', () => {
    const { actor, stubs } = startWithStubs();
    actor.send({ type: 'login.requested', redirect: null });
    actor.send({ type: 'session.loggedIn' });
    expect(actor.getSnapshot().matches({ overlay: 'none' })).toBe(true);
    expect(stubs.actionNames()).not.toContain('navigate');
  });

  it('sends a logged-in customer straight to the wanted page, without the modal', () => {
    const { actor, stubs } = startWithStubs();
    actor.send({ type: 'session.loggedIn' });
    actor.send({ type: 'login.requested', redirect: wanted });
    expect(actor.getSnapshot().matches({ overlay: 'none' })).toBe(true);
    expect(stubs.actions).toEqual([{ action: 'navigate', params: { path: wanted } }]);
  });
});

describe('notify relay', () => {
  it("relays the `notify` events of the listed actors to its parent as 'app.notify'", () => {
    const emitter = setup({
      types: { events: {} as { type: 'fail' }, emitted: {} as NotifyEmitted },
    }).createMachine({
      on: { fail: { actions: emit({ type: 'notify', notification: saved }) } },
    });
    const host = setup({
      types: { context: {} as { received: NotificationRequest[] }, events: {} as AppEvent },
      actors: { emitter, notifyRelay },
    }).createMachine({
      context: { received: [] },
      entry: [
        spawnChild('emitter', { systemId: 'cart' }),
        spawnChild('notifyRelay', { input: { sources: ['cart', 'missing'] } }),
      ],
      on: {
        'app.notify': {
          actions: assign({
            received: ({ context, event }) => [...context.received, event.notification],
          }),
        },
      },
    });
    const actor = createActor(host).start();
    actor.system.get('cart')?.send({ type: 'fail' });
    expect(actor.getSnapshot().context.received).toEqual([saved]);
  });
});

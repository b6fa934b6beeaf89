import { type Actor, createActor, type SnapshotFrom, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  type AddCartItem,
  type AddToCartResult,
  type Cart,
  CART_MESSAGES,
  type CartEmitted,
  type CartItem,
  type ConvertToSavingsPlanResult,
  cartMachine,
  type ReorderResult,
  type UpdateItemInput,
} from '../../machines/cart.machine.ts';
import type { DeliveryInterval } from '../../domain/savings-plans.ts';
import { ERROR_MESSAGES } from '../../machines/error-messages.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import {
  CART_GONE,
  CUSTOMER_CART_ID,
  cartModel,
  cartOf,
  describeCartState,
  GUEST_CART_ID,
  line,
  NETWORK_ERROR,
  NEW_CART_ID,
  UNAUTHORIZED,
} from './models/cart.model.ts';
import { resultEventTypes } from './models/invoke-results.ts';
import { createStubs } from './stub-actors.ts';

type Machine = typeof cartMachine;
type Snapshot = SnapshotFrom<Machine>;

/**
 * Runs the real cart with stub actors inside a stand-in app: a session with systemId
 * 'session' that records what it is told, and the cart with systemId 'cart'. What the
 * cart emits is collected.
 */
function start(input: { cartId: string | null; loggedIn: boolean }) {
  const stubs = createStubs();
  const emitted: CartEmitted[] = [];
  const sessionEvents: string[] = [];
  const machine = cartMachine.provide({
    actors: {
      loadCustomerCart: stubs.actor<Cart>('loadCustomerCart'),
      loadCart: stubs.actor<Cart, { cartId: string }>('loadCart'),
      createEmptyCart: stubs.actor<string>('createEmptyCart'),
      mergeCarts: stubs.actor<Cart, { source: string; destination: string }>('mergeCarts'),
      addToCart: stubs.actor<AddToCartResult, { cartId: string; item: AddCartItem }>('addToCart'),
      updateItem: stubs.actor<Cart, UpdateItemInput>('updateItem'),
      removeItem: stubs.actor<Cart, { cartId: string; uid: string }>('removeItem'),
      applyCoupon: stubs.actor<Cart, { cartId: string; code: string }>('applyCoupon'),
      removeCoupon: stubs.actor<Cart, { cartId: string }>('removeCoupon'),
      convertToSavingsPlan: stubs.actor<
        ConvertToSavingsPlanResult,
        { cartId: string; interval: DeliveryInterval }
      >('convertToSavingsPlan'),
      reorderItems: stubs.actor<ReorderResult, { orderNumber: string }>('reorderItems'),
    },
    actions: {
      storeCartId: stubs.action('storeCartId'),
      dropToken: stubs.action('dropToken'),
      pushAddToCartAnalytics: stubs.action('pushAddToCartAnalytics'),
      openCartSidebar: stubs.action('openCartSidebar'),
    },
  });
  const session = setup({}).createMachine({
    on: { '*': { actions: ({ event }) => sessionEvents.push(event.type) } },
  });
  const host = setup({ actors: { cart: machine, session } }).createMachine({
    invoke: [
      { src: 'session', systemId: 'session' },
      { src: 'cart', systemId: 'cart', input },
    ],
  });
  const root = createActor(host, { inspect: recordTransitions }).start();
  const actor = root.system.get('cart') as Actor<Machine>;
  actor.on('*', (event) => emitted.push(event));
  const notifications = () =>
    emitted.flatMap((event) => (event.type === 'notify' ? [event.notification] : []));
  return { ...stubs, actor, root, emitted, notifications, sessionEvents };
}

/** A guest with a loaded cart holding the given lines. */
async function readyGuest(cart: Cart = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)])) {
  const cartActor = start({ cartId: GUEST_CART_ID, loggedIn: false });
  await cartActor.settle('loadCart', 'done', cart);
  return cartActor;
}

describe('cart machine: model paths', () => {
  for (const path of cartModel.paths()) {
    const first = path.steps[0]?.state;
    const startedWith = first ? describeCartState(first) : 'start';
    it(`from ${startedWith}: ${pathTitle(cartModel, path)}`, async () => {
      const cart = start({
        cartId: first?.context.cartId ?? null,
        loggedIn: first?.context.loggedIn ?? false,
      });
      const drive = cart.driver((event) => cart.actor.send(fullEvent<Machine>(event)));
      const sameState = (state: Snapshot) =>
        expect(describeCartState(cart.actor.getSnapshot())).toBe(describeCartState(state));
      const busy = (state: Snapshot) => {
        sameState(state);
        expect(cart.actor.getSnapshot().hasTag('busy')).toBe(true);
      };
      const events = Object.fromEntries(
        [
          'cart.addItem',
          'cart.updateItem',
          'cart.removeItem',
          'cart.applyCoupon',
          'cart.removeCoupon',
          'cart.convertToSavingsPlan',
          'cart.reorder',
          'cart.customerLoggedIn',
          'cart.customerLoggedOut',
          'cart.retry',
          ...resultEventTypes([
            'loadCustomerCart',
            'loadCart',
            'createEmptyCart',
            'mergeCarts',
            'addToCart',
            'updateItem',
            'removeItem',
            'applyCoupon',
            'removeCoupon',
            'convertToSavingsPlan',
            'reorderItems',
          ]),
        ].map((type) => [type, drive]),
      );
      await path.test({
        events,
        states: {
          ready: (state) => {
            sameState(state);
            const { cart: current, cartId, totalQuantity } = cart.actor.getSnapshot().context;
            expect(cart.actor.getSnapshot().hasTag('busy')).toBe(false);
            expect(current?.id).toBe(cartId);
            expect(totalQuantity).toBe(current?.total_quantity);
          },
          failed: (state) => {
            sameState(state);
            expect(cart.actor.getSnapshot().can({ type: 'cart.retry' })).toBe(true);
          },
          loadingCustomerCart: busy,
          loading: busy,
          creating: busy,
          loggingIn: busy,
          adding: busy,
          updatingItem: busy,
          removingItem: busy,
          applyingCoupon: busy,
          removingCoupon: busy,
          convertingToSavingsPlan: busy,
          reordering: busy,
        },
      });
      cart.root.stop();
    });
  }
});

describe('cart machine: starting', () => {
  it('creates an empty cart when there is no cart id and stores its id', async () => {
    const cart = start({ cartId: null, loggedIn: false });
    await cart.settle('createEmptyCart', 'done', NEW_CART_ID);
    expect(cart.actor.getSnapshot().context).toMatchObject({ cartId: NEW_CART_ID, totalQuantity: 0 });
    expect(cart.actions).toEqual([{ action: 'storeCartId', params: { cartId: NEW_CART_ID } }]);
  });

  it('replaces an unknown or expired guest cart id with a new cart', async () => {
    const cart = start({ cartId: GUEST_CART_ID, loggedIn: false });
    expect(cart.actors).toEqual([{ actor: 'loadCart', input: { cartId: GUEST_CART_ID } }]);
    await cart.settle('loadCart', 'error', CART_GONE);
    await cart.settle('createEmptyCart', 'done', NEW_CART_ID);
    expect(cart.actor.getSnapshot().context.cartId).toBe(NEW_CART_ID);
  });

  it('loads the customer cart when logged in and stores its id', async () => {
    const cart = start({ cartId: GUEST_CART_ID, loggedIn: true });
    await cart.settle('loadCustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('OMEGA-3-1M', 3)]));
    expect(cart.actor.getSnapshot().context).toMatchObject({ cartId: CUSTOMER_CART_ID, totalQuantity: 3 });
    expect(cart.actions).toEqual([{ action: 'storeCartId', params: { cartId: CUSTOMER_CART_ID } }]);
  });

  it('drops a token that fails to load the customer cart and uses the guest cart', async () => {
    const cart = start({ cartId: GUEST_CART_ID, loggedIn: true });
    await cart.settle('loadCustomerCart', 'error', UNAUTHORIZED);
    expect(cart.actionNames()).toEqual(['dropToken']);
    expect(cart.actorNames()).toEqual(['loadCustomerCart', 'loadCart']);
    await cart.settle('loadCart', 'done', cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 1)]));
    expect(cart.actor.getSnapshot().context).toMatchObject({ cartId: GUEST_CART_ID, loggedIn: false });
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    const cart = start({ cartId: GUEST_CART_ID, loggedIn: false });
    await cart.settle('loadCart', 'error', NETWORK_ERROR);
    expect(cart.actor.getSnapshot().hasTag('error')).toBe(true);
    cart.actor.send({ type: 'cart.retry' });
    expect(cart.isRunning('loadCart')).toBe(true);
  });
});

describe('cart machine: login and logout', () => {
  it('merges a guest cart with items into the customer cart and keeps the customer cart id', async () => {
    const cart = await readyGuest();
    cart.actor.send({ type: 'cart.customerLoggedIn' });
    await cart.settle('loadCustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('PRO-MAG-1M', 1)]));
    expect(cart.actors.at(-1)).toEqual({
      actor: 'mergeCarts',
      input: { source: GUEST_CART_ID, destination: CUSTOMER_CART_ID },
    });
    await cart.settle(
      'mergeCarts',
      'done',
      cartOf(CUSTOMER_CART_ID, [line('PRO-MAG-1M', 1), line('OMEGA-3-1M', 2)]),
    );
    expect(cart.actor.getSnapshot().context).toMatchObject({
      cartId: CUSTOMER_CART_ID,
      totalQuantity: 3,
      loggedIn: true,
    });
    expect(cart.actions.at(-1)).toEqual({ action: 'storeCartId', params: { cartId: CUSTOMER_CART_ID } });
  });

  it('does not merge an empty guest cart', async () => {
    const cart = await readyGuest(cartOf(GUEST_CART_ID, []));
    cart.actor.send({ type: 'cart.customerLoggedIn' });
    await cart.settle('loadCustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('PRO-MAG-1M', 1)]));
    expect(cart.actorNames()).not.toContain('mergeCarts');
    expect(cart.actor.getSnapshot().context.cartId).toBe(CUSTOMER_CART_ID);
  });

  it('does not merge when the guest cart is the customer cart', async () => {
    const cart = await readyGuest(cartOf(CUSTOMER_CART_ID, [line('OMEGA-3-1M', 1)]));
    cart.actor.send({ type: 'cart.customerLoggedIn' });
    await cart.settle('loadCustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('OMEGA-3-1M', 1)]));
    expect(cart.actorNames()).not.toContain('mergeCarts');
  });

  it('keeps the customer cart (and its id) when merging fails', async () => {
    const cart = await readyGuest();
    cart.actor.send({ type: 'cart.customerLoggedIn' });
    await cart.settle('loadCustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('PRO-MAG-1M', 1)]));
    await cart.settle('mergeCarts', 'error', NETWORK_ERROR);
    expect(cart.actor.getSnapshot().context).toMatchObject({ cartId: CUSTOMER_CART_ID, totalQuantity: 1 });
    expect(cart.actions.at(-1)).toEqual({ action: 'storeCartId', params: { cartId: CUSTOMER_CART_ID } });
  });

  it('empties the cart on logout and starts a new guest cart', async () => {
    const cart = start({ cartId: null, loggedIn: true });
    await cart.settle('loadCustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('OMEGA-3-1M', 4)]));
    cart.actor.send({ type: 'cart.customerLoggedOut' });
    expect(cart.actor.getSnapshot().context).toMatchObject({ cart: null, cartId: null, totalQuantity: 0 });
    await cart.settle('createEmptyCart', 'done', NEW_CART_ID);
    expect(cart.actor.getSnapshot().context).toMatchObject({
      cartId: NEW_CART_ID,
      totalQuantity: 0,
      loggedIn: false,
    });
  });
});

describe('cart machine: lines and coupons', () => {
  it('adds an item, replaces the cart, pushes analytics and shows related products for a single item of quantity 1', async () => {
    const cart = await readyGuest(cartOf(GUEST_CART_ID, []));
    const item: AddCartItem = {
      sku: 'PRO-MAG-1M',
      quantity: 1,
      productType: 'SimpleProduct',
      content: '60 capsules',
    };
    cart.actor.send({ type: 'cart.addItem', ...item });
    expect(cart.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(cart.actor.getSnapshot().can({ type: 'cart.addItem', sku: 'X', quantity: 1 })).toBe(false);
    expect(cart.actors.at(-1)).toEqual({ actor: 'addToCart', input: { cartId: GUEST_CART_ID, item } });
    const added = cartOf(GUEST_CART_ID, [line('PRO-MAG-1M', 1, 24.9)]);
    await cart.settle('addToCart', 'done', { cart: added, user_errors: [] });
    expect(cart.actor.getSnapshot().context).toMatchObject({ cart: added, totalQuantity: 1 });
    expect(cart.emitted).toContainEqual({
      type: 'cart.itemAdded',
      cart: added,
      sku: 'PRO-MAG-1M',
      quantity: 1,
      showRelatedProducts: true,
    });
    expect(cart.actions).toEqual([
      {
        action: 'pushAddToCartAnalytics',
        params: {
          basketId: GUEST_CART_ID,
          content: '60 capsules',
          itemId: 'PRO-MAG-1M',
          name: 'Product PRO-MAG-1M',
          price: 24.9,
          quantity: 1,
          currency: 'EUR',
          isOnGoingSub: false,
          crossSell: false,
        },
      },
    ]);
  });

  it("names a pack's family and an add from the wishlist in 'cart.itemAdded' (the wishlist hears it)", async () => {
    const cart = await readyGuest();
    const item: AddCartItem = {
      sku: 'ZINK-3M',
      parentSku: 'ZINK',
      selectedOptions: ['v-3'],
      quantity: 1,
      productType: 'ConfigurableProduct',
      fromWishlist: true,
    };
    cart.actor.send({ type: 'cart.addItem', ...item });
    const added = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2), line('ZINK-3M', 1)]);
    await cart.settle('addToCart', 'done', { cart: added, user_errors: [] });
    expect(cart.emitted).toContainEqual({
      type: 'cart.itemAdded',
      cart: added,
      sku: 'ZINK-3M',
      quantity: 1,
      showRelatedProducts: false,
      parentSku: 'ZINK',
      fromWishlist: true,
    });
  });

  it('opens the cart sidebar instead when the cart holds more', async () => {
    const cart = await readyGuest();
    cart.actor.send({ type: 'cart.addItem', sku: 'PRO-MAG-1M', quantity: 1 });
    const added = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2), line('PRO-MAG-1M', 1)]);
    await cart.settle('addToCart', 'done', { cart: added, user_errors: [] });
    expect(cart.actionNames()).toEqual(['pushAddToCartAnalytics', 'openCartSidebar']);
    expect(cart.emitted).toContainEqual(
      expect.objectContaining({ type: 'cart.itemAdded', showRelatedProducts: false }),
    );
  });

  it('opens the cart sidebar for a single line of quantity 2', async () => {
    const cart = await readyGuest(cartOf(GUEST_CART_ID, []));
    cart.actor.send({ type: 'cart.addItem', sku: 'PRO-MAG-1M', quantity: 2 });
    await cart.settle('addToCart', 'done', {
      cart: cartOf(GUEST_CART_ID, [line('PRO-MAG-1M', 2)]),
      user_errors: [],
    });
    expect(cart.actionNames()).toContain('openCartSidebar');
  });

  it('shows the first user error as a persistent danger notification and keeps the cart', async () => {
    const before = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)]);
    const cart = await readyGuest(before);
    cart.actor.send({ type: 'cart.addItem', sku: 'PRO-MAG-1M', quantity: 9 });
    await cart.settle('addToCart', 'done', {
      cart: cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)]),
      user_errors: [
        { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
        { code: 'UNDEFINED', message: 'Second error' },
      ],
    });
    // By the code, not the English text: the view shows it in the shopper's language.
    expect(cart.notifications()).toEqual([
      { type: 'danger', persistent: true, message: ERROR_MESSAGES.QTY_NOT_AVAILABLE },
    ]);
    expect(cart.actor.getSnapshot().context.cart).toBe(before);
    expect(cart.emitted).toContainEqual({ type: 'cart.itemNotAdded', sku: 'PRO-MAG-1M' });
    expect(cart.actionNames()).toEqual([]);
  });

  it('refuses unsupported product types with the type as value', async () => {
    const cart = await readyGuest();
    cart.actor.send({ type: 'cart.addItem', sku: 'EBOOK1', quantity: 1, productType: 'DownloadableProduct' });
    expect(cart.actor.getSnapshot().matches('ready')).toBe(true);
    expect(cart.notifications()).toEqual([
      {
        type: 'danger',
        persistent: true,
        message: CART_MESSAGES.unsupportedProductType,
        values: { type: 'DownloadableProduct' },
      },
    ]);
    expect(cart.actorNames()).not.toContain('addToCart');
  });

  it('rejects a quantity update to 0 or less', async () => {
    const cart = await readyGuest();
    expect(
      cart.actor.getSnapshot().can({ type: 'cart.updateItem', uid: 'uid-OMEGA-3-1M', quantity: 0 }),
    ).toBe(false);
    cart.actor.send({ type: 'cart.updateItem', uid: 'uid-OMEGA-3-1M', quantity: -1 });
    expect(cart.actorNames()).not.toContain('updateItem');
    cart.actor.send({ type: 'cart.updateItem', uid: 'uid-OMEGA-3-1M', quantity: 3 });
    expect(cart.actors.at(-1)).toEqual({
      actor: 'updateItem',
      input: { cartId: GUEST_CART_ID, uid: 'uid-OMEGA-3-1M', quantity: 3 },
    });
  });

  it('keeps the cart and tells the user when a change fails', async () => {
    const before = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)]);
    const cart = await readyGuest(before);
    cart.actor.send({ type: 'cart.removeItem', uid: 'uid-OMEGA-3-1M' });
    await cart.settle('removeItem', 'error', NETWORK_ERROR);
    expect(cart.actor.getSnapshot().context.cart).toBe(before);
    expect(cart.notifications()).toEqual([
      { type: 'danger', persistent: true, message: ERROR_MESSAGES.NETWORK },
    ]);
  });

  it('reports a refused token to the session', async () => {
    const cart = await readyGuest();
    cart.actor.send({ type: 'cart.updateItem', uid: 'uid-OMEGA-3-1M', quantity: 3 });
    await cart.settle('updateItem', 'error', UNAUTHORIZED);
    expect(cart.sessionEvents).toContain('session.authorizationError');
    expect(cart.notifications()).toEqual([]);
  });

  it('applies and removes a coupon; an invalid one shows the coupon message', async () => {
    const cart = await readyGuest();
    cart.actor.send({ type: 'cart.applyCoupon', code: 'NOPE' });
    await cart.settle('applyCoupon', 'error', { message: 'whatever the backend said' });
    expect(cart.notifications()).toEqual([
      { type: 'danger', persistent: true, message: CART_MESSAGES.invalidCoupon },
    ]);
    cart.actor.send({ type: 'cart.applyCoupon', code: 'WILLKOMMEN10' });
    await cart.settle('applyCoupon', 'done', cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)], 'WILLKOMMEN10'));
    expect(cart.actor.getSnapshot().context.cart?.applied_coupons).toEqual([{ code: 'WILLKOMMEN10' }]);
    cart.actor.send({ type: 'cart.removeCoupon' });
    await cart.settle('removeCoupon', 'done', cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)]));
    expect(cart.actor.getSnapshot().context.cart?.applied_coupons).toBeNull();
  });

  it.each([
    [
      'a coupon already applied: its own message',
      { message: 'x', code: 'COUPON_ALREADY_APPLIED' },
      ERROR_MESSAGES.COUPON_ALREADY_APPLIED,
    ],
    [
      'no answer: the network message, not "coupon not valid"',
      { message: 'Failed to fetch', code: 'NETWORK' },
      ERROR_MESSAGES.NETWORK,
    ],
  ])('a coupon that cannot be applied: %s', async (_label, error, message) => {
    const cart = await readyGuest();
    cart.actor.send({ type: 'cart.applyCoupon', code: 'WILLKOMMEN10' });
    await cart.settle('applyCoupon', 'error', error);
    expect(cart.notifications()).toEqual([{ type: 'danger', persistent: true, message }]);
  });

  it('converts the cart to a savings plan in one call and says so', async () => {
    const cart = await readyGuest();
    cart.actor.send({ type: 'cart.convertToSavingsPlan', interval: 'quarterly' });
    expect(cart.actors.at(-1)).toEqual({
      actor: 'convertToSavingsPlan',
      input: { cartId: GUEST_CART_ID, interval: 'quarterly' },
    });
    const converted = cartOf(GUEST_CART_ID, [
      { ...line('OMEGA-3-1M', 2), purchase_mode: 'onGoing', delivery_interval: 'quarterly' },
    ]);
    await cart.settle('convertToSavingsPlan', 'done', { cart: converted, user_errors: [] });
    expect(cart.actor.getSnapshot().context.cart).toBe(converted);
    expect(cart.notifications()).toEqual([
      { type: 'success', message: CART_MESSAGES.convertedToSavingsPlan },
    ]);
    // Nothing left to convert to quarterly; switching to monthly still is.
    const snapshot = cart.actor.getSnapshot();
    expect(snapshot.can({ type: 'cart.convertToSavingsPlan', interval: 'quarterly' })).toBe(false);
    expect(snapshot.can({ type: 'cart.convertToSavingsPlan', interval: 'monthly' })).toBe(true);
    cart.actor.send({ type: 'cart.convertToSavingsPlan', interval: 'monthly' });
    await cart.settle('convertToSavingsPlan', 'error', NETWORK_ERROR);
    expect(cart.actor.getSnapshot().context.cart).toBe(converted);
    expect(cart.notifications()[1]).toEqual({
      type: 'danger',
      persistent: true,
      message: CART_MESSAGES.conversionFailed,
    });
  });

  it('names the lines the server kept as they were in a persistent warning', async () => {
    const collagen: CartItem = {
      ...line('KOLLAGEN', 2),
      configured_variant: { sku: 'KOLLAGEN-1M', name: 'Kollagen Pulver 1 Monat' },
    };
    const cart = await readyGuest(cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2), collagen]));
    cart.actor.send({ type: 'cart.convertToSavingsPlan', interval: 'quarterly' });
    const result: ConvertToSavingsPlanResult = {
      cart: cartOf(GUEST_CART_ID, [
        { ...line('OMEGA-3-1M', 2), purchase_mode: 'onGoing', delivery_interval: 'quarterly' },
        collagen,
      ]),
      user_errors: [{ uid: collagen.uid, code: 'INSUFFICIENT_STOCK', message: 'The requested qty …' }],
    };
    await cart.settle('convertToSavingsPlan', 'done', result);
    expect(cart.actor.getSnapshot().context.cart).toBe(result.cart);
    expect(cart.notifications()).toEqual([
      {
        type: 'warning',
        persistent: true,
        message: CART_MESSAGES.partlyConvertedToSavingsPlan,
        values: { products: 'Kollagen Pulver 1 Monat' },
      },
    ]);
  });

  it('does not convert an empty cart', async () => {
    const cart = await readyGuest(cartOf(GUEST_CART_ID, []));
    cart.actor.send({ type: 'cart.convertToSavingsPlan', interval: 'monthly' });
    expect(cart.actorNames()).not.toContain('convertToSavingsPlan');
  });
});

describe('cart machine: reorder', () => {
  const LINES = [
    { sku: 'ZINK-1M', name: 'Zink Bisglycinat 1 Monat' },
    { sku: 'EISEN-1M', name: 'Eisen Komplex 1 Monat' },
    { sku: 'VIT-C-1M', name: 'Vitamin C 1 Monat' },
  ];

  async function readyCustomer() {
    const cart = start({ cartId: null, loggedIn: true });
    await cart.settle('loadCustomerCart', 'done', cartOf(CUSTOMER_CART_ID, []));
    return cart;
  }

  it('puts the order’s lines into the cart the server answers, stores its id and says so', async () => {
    const cart = await readyCustomer();
    cart.actor.send({ type: 'cart.reorder', orderNumber: '100000042', lines: LINES });
    expect(cart.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(cart.actors.at(-1)).toEqual({ actor: 'reorderItems', input: { orderNumber: '100000042' } });
    const filled = cartOf('customer-2', [line('ZINK-1M', 2), line('EISEN-1M', 3)]);
    await cart.settle('reorderItems', 'done', { cart: filled, user_errors: [] });
    const { context } = cart.actor.getSnapshot();
    expect(context).toMatchObject({ cart: filled, cartId: 'customer-2', totalQuantity: 5, reorder: null });
    expect(cart.actions.at(-1)).toEqual({ action: 'storeCartId', params: { cartId: 'customer-2' } });
    expect(cart.notifications()).toEqual([
      { type: 'success', message: CART_MESSAGES.reordered, values: { orderNumber: '100000042' } },
    ]);
  });

  it('names the lines left out by the order’s names in a persistent warning', async () => {
    const cart = await readyCustomer();
    cart.actor.send({ type: 'cart.reorder', orderNumber: '100000042', lines: LINES });
    const filled = cartOf(CUSTOMER_CART_ID, [line('EISEN-1M', 3)]);
    await cart.settle('reorderItems', 'done', {
      cart: filled,
      user_errors: [
        {
          code: 'NOT_SALABLE',
          message:
            'Could not add the product with SKU "ZINK-1M" to the shopping cart: Product that you are trying to add is not available.',
        },
        { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "VIT-C-1M"' },
        { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "GONE-1M"' },
      ],
    });
    expect(cart.actor.getSnapshot().context.cart).toBe(filled);
    expect(cart.notifications()).toEqual([
      {
        type: 'warning',
        persistent: true,
        message: CART_MESSAGES.partlyReordered,
        values: { products: 'Zink Bisglycinat 1 Monat, Vitamin C 1 Monat, GONE-1M' },
      },
    ]);
  });

  it('never shows a backend message that names no SKU: the warning names the order in its own words', async () => {
    const cart = await readyCustomer();
    cart.actor.send({ type: 'cart.reorder', orderNumber: '100000042', lines: LINES });
    const filled = cartOf(CUSTOMER_CART_ID, [line('EISEN-1M', 3)]);
    await cart.settle('reorderItems', 'done', {
      cart: filled,
      user_errors: [
        { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
        { code: 'UNDEFINED', message: 'Die gewünschte Menge ist nicht verfügbar' },
      ],
    });
    expect(cart.notifications()).toEqual([
      {
        type: 'warning',
        persistent: true,
        message: CART_MESSAGES.partlyReorderedUnnamed,
        values: { orderNumber: '100000042' },
      },
    ]);
  });

  it('names only the lines an error quotes by SKU, never the message of one that quotes none', async () => {
    const cart = await readyCustomer();
    cart.actor.send({ type: 'cart.reorder', orderNumber: '100000042', lines: LINES });
    await cart.settle('reorderItems', 'done', {
      cart: cartOf(CUSTOMER_CART_ID, [line('EISEN-1M', 3)]),
      user_errors: [
        { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "VIT-C-1M"' },
        { code: 'UNDEFINED', message: 'The requested qty is not available' },
      ],
    });
    expect(cart.notifications()).toEqual([
      {
        type: 'warning',
        persistent: true,
        message: CART_MESSAGES.partlyReordered,
        values: { products: 'Vitamin C 1 Monat' },
      },
    ]);
  });

  it('keeps the cart when the reorder is refused and says it did not work', async () => {
    const cart = await readyCustomer();
    const before = cart.actor.getSnapshot().context.cart;
    cart.actor.send({ type: 'cart.reorder', orderNumber: '200000001', lines: LINES });
    await cart.settle('reorderItems', 'error', {
      message: 'Order number "200000001" doesn\'t belong to the current customer',
      category: 'graphql-input',
      code: 'INVALID_INPUT',
    });
    expect(cart.actor.getSnapshot().context.cart).toBe(before);
    expect(cart.actor.getSnapshot().matches('ready')).toBe(true);
    expect(cart.notifications()).toEqual([
      { type: 'danger', persistent: true, message: CART_MESSAGES.reorderFailed },
    ]);
  });

  it('reports a refused token to the session', async () => {
    const cart = await readyCustomer();
    cart.actor.send({ type: 'cart.reorder', orderNumber: '100000042', lines: LINES });
    await cart.settle('reorderItems', 'error', UNAUTHORIZED);
    expect(cart.sessionEvents).toContain('session.authorizationError');
    expect(cart.notifications()).toEqual([]);
  });
});

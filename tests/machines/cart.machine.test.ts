import { type Actor, createActor, type SnapshotFrom, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  type AddCartItem,
  type Cart,
  CART_MESSAGES,
  type CartEmitted,
  type CartEvent,
  type CartItem,
  type cartMachine,
  type ConvertToSavingsPlanResult,
  type UserError,
} from '../../machines/cart.machine.ts';
import { ERROR_MESSAGES } from '../../machines/error-messages.ts';
import { cartFlow } from '../../src/lib/actors/cart.ts';
import { type CartOperation, cartFailure, cartOperations, operationOf } from './cart-network.ts';
import { recordTransitions } from './coverage.ts';
import { fakeGraphQL, flush } from './fake-graphql.ts';
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
import { actorResult, resultEventTypes } from './models/invoke-results.ts';
import { createStubs } from './stub-actors.ts';

type Machine = typeof cartMachine;
type Snapshot = SnapshotFrom<Machine>;

/**
 * Runs the cart as the app does: its adapter (src/lib/actors/cart.ts) over a faked commerce API
 * (fake-graphql.ts with cart-network.ts: the operations it sends are recorded and wait for the test), with the
 * browser's effects recorded (`storeCartId`, `dropToken`, `track`), inside a stand-in app: a
 * session (systemId 'session') and an app shell (systemId 'app') that record what they are told,
 * and the cart (systemId 'cart'). What the cart emits is collected.
 */
function start(input: { cartId: string | null; loggedIn: boolean }) {
  const stubs = createStubs();
  const emitted: CartEmitted[] = [];
  const sessionEvents: string[] = [];
  const network = fakeGraphQL(stubs, cartOperations(), cartFailure);
  const machine = cartFlow(() => network.client, {
    storeCartId: (cartId) => stubs.action('storeCartId')(undefined, { cartId }),
    dropToken: () => stubs.action('dropToken')(undefined, undefined),
    track: (event) => stubs.action('track')(undefined, event),
  });
  const session = setup({}).createMachine({
    on: { '*': { actions: ({ event }) => sessionEvents.push(event.type) } },
  });
  // What the app shell is told is recorded among the effects, in order, as 'app'.
  const app = setup({}).createMachine({
    on: { '*': { actions: ({ event }) => stubs.action('app')(undefined, event) } },
  });
  const host = setup({ actors: { app, cart: machine, session } }).createMachine({
    invoke: [
      { src: 'app', systemId: 'app' },
      { src: 'session', systemId: 'session' },
      { src: 'cart', systemId: 'cart', input },
    ],
  });
  const root = createActor(host, { inspect: recordTransitions }).start();
  const actor = root.system.get('cart') as Actor<Machine>;
  actor.on('*', (event) => emitted.push(event));
  const notifications = () =>
    emitted.flatMap((event) => (event.type === 'notify' ? [event.notification] : []));
  /** The operations sent so far, with their variables. */
  const sent = () => stubs.actors.map(({ actor: operation, input: variables }) => ({ operation, variables }));
  const send = async (event: CartEvent) => {
    actor.send(event);
    await flush();
  };
  /** Answers (`done`) or fails (`error`) the waiting `operation`, then lets the cart react. */
  const settle = (operation: CartOperation, kind: 'done' | 'error', value: unknown) =>
    network.settle(operation, kind, value);
  return { ...stubs, settle, send, sent, actor, root, emitted, notifications, sessionEvents };
}

/** A guest with a loaded cart holding the given lines. */
async function readyGuest(cart: Cart = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)])) {
  const cartActor = start({ cartId: GUEST_CART_ID, loggedIn: false });
  await cartActor.settle('Cart', 'done', cart);
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
      // A result event of the model answers or fails the operation its invoke sent.
      const drive = async ({ event }: { event: { type: string; output?: unknown; error?: unknown } }) => {
        const result = actorResult(event);
        if (!result) await cart.send(fullEvent<Machine>(event));
        else
          await cart.settle(
            operationOf(result.id),
            result.kind,
            result.kind === 'done' ? event.output : event.error,
          );
      };
      const sameState = (state: Snapshot) =>
        expect(describeCartState(cart.actor.getSnapshot())).toBe(describeCartState(state));
      /** A busy state: its operation is on the way, and nothing else is. */
      const busy = (operation: CartOperation) => (state: Snapshot) => {
        sameState(state);
        expect(cart.actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(cart.isRunning(operation)).toBe(true);
        expect(cart.sent().at(-1)?.operation).toBe(operation);
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
          loadingCustomerCart: busy('CustomerCart'),
          loading: busy('Cart'),
          creating: busy('CreateEmptyCart'),
          'loggingIn.loadingCustomerCart': busy('CustomerCart'),
          'loggingIn.merging': busy('MergeCarts'),
          adding: busy('AddProductsToCart'),
          updatingItem: busy('UpdateCartItems'),
          removingItem: busy('RemoveItemFromCart'),
          applyingCoupon: busy('ApplyCouponToCart'),
          removingCoupon: busy('RemoveCouponFromCart'),
          convertingToSavingsPlan: busy('ConvertCartToSavingsPlan'),
          reordering: busy('ReorderItems'),
        },
      });
      cart.root.stop();
    });
  }
});

describe('cart machine: starting', () => {
  it('creates an empty cart when there is no cart id and stores its id', async () => {
    const cart = start({ cartId: null, loggedIn: false });
    await cart.settle('CreateEmptyCart', 'done', NEW_CART_ID);
    expect(cart.sent()).toEqual([{ operation: 'CreateEmptyCart', variables: {} }]);
    expect(cart.actor.getSnapshot().context).toMatchObject({ cartId: NEW_CART_ID, totalQuantity: 0 });
    expect(cart.actions).toEqual([{ action: 'storeCartId', params: { cartId: NEW_CART_ID } }]);
  });

  it('replaces an unknown or expired guest cart id with a new cart', async () => {
    const cart = start({ cartId: GUEST_CART_ID, loggedIn: false });
    await flush();
    expect(cart.sent()).toEqual([{ operation: 'Cart', variables: { cartId: GUEST_CART_ID } }]);
    await cart.settle('Cart', 'error', CART_GONE);
    await cart.settle('CreateEmptyCart', 'done', NEW_CART_ID);
    expect(cart.actor.getSnapshot().context.cartId).toBe(NEW_CART_ID);
  });

  it('loads the customer cart when logged in and stores its id', async () => {
    const cart = start({ cartId: GUEST_CART_ID, loggedIn: true });
    const loaded = cartOf(CUSTOMER_CART_ID, [line('OMEGA-3-1M', 3)]);
    await cart.settle('CustomerCart', 'done', loaded);
    expect(cart.sent()).toEqual([{ operation: 'CustomerCart', variables: {} }]);
    expect(cart.actor.getSnapshot().context).toMatchObject({
      cart: loaded,
      cartId: CUSTOMER_CART_ID,
      totalQuantity: 3,
    });
    expect(cart.actions).toEqual([{ action: 'storeCartId', params: { cartId: CUSTOMER_CART_ID } }]);
  });

  it('drops a token that fails to load the customer cart and uses the guest cart', async () => {
    const cart = start({ cartId: GUEST_CART_ID, loggedIn: true });
    await cart.settle('CustomerCart', 'error', UNAUTHORIZED);
    expect(cart.actionNames()).toEqual(['dropToken']);
    expect(cart.actorNames()).toEqual(['CustomerCart', 'Cart']);
    await cart.settle('Cart', 'done', cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 1)]));
    expect(cart.actor.getSnapshot().context).toMatchObject({ cartId: GUEST_CART_ID, loggedIn: false });
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    const cart = start({ cartId: GUEST_CART_ID, loggedIn: false });
    await cart.settle('Cart', 'error', NETWORK_ERROR);
    expect(cart.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(cart.actor.getSnapshot().context.error).toBe(NETWORK_ERROR.message);
    await cart.send({ type: 'cart.retry' });
    expect(cart.isRunning('Cart')).toBe(true);
  });
});

describe('cart machine: login and logout', () => {
  it('merges a guest cart with items into the customer cart and keeps the customer cart id', async () => {
    const cart = await readyGuest();
    await cart.send({ type: 'cart.customerLoggedIn' });
    await cart.settle('CustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('PRO-MAG-1M', 1)]));
    expect(cart.sent().at(-1)).toEqual({
      operation: 'MergeCarts',
      variables: { source: GUEST_CART_ID, destination: CUSTOMER_CART_ID },
    });
    await cart.settle(
      'MergeCarts',
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
    await cart.send({ type: 'cart.customerLoggedIn' });
    await cart.settle('CustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('PRO-MAG-1M', 1)]));
    expect(cart.actorNames()).not.toContain('MergeCarts');
    expect(cart.actor.getSnapshot().context.cartId).toBe(CUSTOMER_CART_ID);
  });

  it('does not merge when the guest cart is the customer cart', async () => {
    const cart = await readyGuest(cartOf(CUSTOMER_CART_ID, [line('OMEGA-3-1M', 1)]));
    await cart.send({ type: 'cart.customerLoggedIn' });
    await cart.settle('CustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('OMEGA-3-1M', 1)]));
    expect(cart.actorNames()).toEqual(['Cart', 'CustomerCart']);
  });

  it('keeps the customer cart (and its id) when merging fails', async () => {
    const cart = await readyGuest();
    await cart.send({ type: 'cart.customerLoggedIn' });
    await cart.settle('CustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('PRO-MAG-1M', 1)]));
    await cart.settle('MergeCarts', 'error', NETWORK_ERROR);
    expect(cart.actor.getSnapshot().context).toMatchObject({ cartId: CUSTOMER_CART_ID, totalQuantity: 1 });
    expect(cart.actions.at(-1)).toEqual({ action: 'storeCartId', params: { cartId: CUSTOMER_CART_ID } });
  });

  it('empties the cart on logout and starts a new guest cart', async () => {
    const cart = start({ cartId: null, loggedIn: true });
    await cart.settle('CustomerCart', 'done', cartOf(CUSTOMER_CART_ID, [line('OMEGA-3-1M', 4)]));
    await cart.send({ type: 'cart.customerLoggedOut' });
    expect(cart.actor.getSnapshot().context).toMatchObject({ cart: null, cartId: null, totalQuantity: 0 });
    await cart.settle('CreateEmptyCart', 'done', NEW_CART_ID);
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
    await cart.send({ type: 'cart.addItem', ...item });
    expect(cart.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(cart.actor.getSnapshot().can({ type: 'cart.addItem', sku: 'X', quantity: 1 })).toBe(false);
    // Only the line goes to the API: the product type and contents are for the cart and analytics.
    expect(cart.sent().at(-1)).toEqual({
      operation: 'AddProductsToCart',
      variables: { cartId: GUEST_CART_ID, cartItems: [{ sku: 'PRO-MAG-1M', quantity: 1 }] },
    });
    const added = cartOf(GUEST_CART_ID, [line('PRO-MAG-1M', 1, 24.9)]);
    await cart.settle('AddProductsToCart', 'done', { cart: added, user_errors: [] });
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
        action: 'track',
        params: {
          event: 'add_to_cart',
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
    await cart.send({ type: 'cart.addItem', ...item });
    // The pack is sent as Magento's configurable line; that it came from the wishlist is not sent.
    expect(cart.sent().at(-1)?.variables).toEqual({
      cartId: GUEST_CART_ID,
      cartItems: [{ sku: 'ZINK-3M', quantity: 1, parent_sku: 'ZINK', selected_options: ['v-3'] }],
    });
    const added = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2), line('ZINK-3M', 1)]);
    await cart.settle('AddProductsToCart', 'done', { cart: added, user_errors: [] });
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
    await cart.send({ type: 'cart.addItem', sku: 'PRO-MAG-1M', quantity: 1 });
    const added = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2), line('PRO-MAG-1M', 1)]);
    await cart.settle('AddProductsToCart', 'done', { cart: added, user_errors: [] });
    expect(cart.actionNames()).toEqual(['track', 'app']);
    expect(cart.actions.at(-1)).toEqual({
      action: 'app',
      params: { type: 'ui.overlay.open', overlay: 'cartSidebar' },
    });
    expect(cart.emitted).toContainEqual(
      expect.objectContaining({ type: 'cart.itemAdded', showRelatedProducts: false }),
    );
  });

  it('opens the cart sidebar for a single line of quantity 2', async () => {
    const cart = await readyGuest(cartOf(GUEST_CART_ID, []));
    await cart.send({ type: 'cart.addItem', sku: 'PRO-MAG-1M', quantity: 2 });
    await cart.settle('AddProductsToCart', 'done', {
      cart: cartOf(GUEST_CART_ID, [line('PRO-MAG-1M', 2)]),
      user_errors: [],
    });
    expect(cart.actions).toContainEqual({
      action: 'app',
      params: { type: 'ui.overlay.open', overlay: 'cartSidebar' },
    });
  });

  it('shows the first user error as a persistent danger notification and keeps the cart', async () => {
    const before = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)]);
    const cart = await readyGuest(before);
    await cart.send({ type: 'cart.addItem', sku: 'PRO-MAG-1M', quantity: 9 });
    // The answer's cart differs (another tab added one): the cart on screen stays as it was.
    await cart.settle('AddProductsToCart', 'done', {
      cart: cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 3)]),
      user_errors: [
        { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
        { code: 'UNDEFINED', message: 'Second error' },
      ],
    });
    // By the code, not the English text: the view shows it in the shopper's language.
    expect(cart.notifications()).toEqual([
      { type: 'danger', persistent: true, message: ERROR_MESSAGES.QTY_NOT_AVAILABLE },
    ]);
    expect(cart.actor.getSnapshot().context.cart).toEqual(before);
    expect(cart.emitted).toContainEqual({ type: 'cart.itemNotAdded', sku: 'PRO-MAG-1M' });
    expect(cart.actionNames()).toEqual([]);
  });

  it('refuses unsupported product types with the type as value', async () => {
    const cart = await readyGuest();
    await cart.send({ type: 'cart.addItem', sku: 'EBOOK1', quantity: 1, productType: 'DownloadableProduct' });
    expect(cart.actor.getSnapshot().matches('ready')).toBe(true);
    expect(cart.notifications()).toEqual([
      {
        type: 'danger',
        persistent: true,
        message: CART_MESSAGES.unsupportedProductType,
        values: { type: 'DownloadableProduct' },
      },
    ]);
    expect(cart.actorNames()).toEqual(['Cart']);
  });

  it('rejects a quantity update to 0 or less', async () => {
    const cart = await readyGuest();
    expect(
      cart.actor.getSnapshot().can({ type: 'cart.updateItem', uid: 'uid-OMEGA-3-1M', quantity: 0 }),
    ).toBe(false);
    await cart.send({ type: 'cart.updateItem', uid: 'uid-OMEGA-3-1M', quantity: -1 });
    expect(cart.actorNames()).toEqual(['Cart']);
    await cart.send({ type: 'cart.updateItem', uid: 'uid-OMEGA-3-1M', quantity: 3 });
    expect(cart.sent().at(-1)).toEqual({
      operation: 'UpdateCartItems',
      variables: {
        input: { cart_id: GUEST_CART_ID, cart_items: [{ cart_item_uid: 'uid-OMEGA-3-1M', quantity: 3 }] },
      },
    });
  });

  it('keeps the cart and tells the user when a change fails', async () => {
    const before = cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)]);
    const cart = await readyGuest(before);
    await cart.send({ type: 'cart.removeItem', uid: 'uid-OMEGA-3-1M' });
    expect(cart.sent().at(-1)).toEqual({
      operation: 'RemoveItemFromCart',
      variables: { input: { cart_id: GUEST_CART_ID, cart_item_uid: 'uid-OMEGA-3-1M' } },
    });
    await cart.settle('RemoveItemFromCart', 'error', NETWORK_ERROR);
    expect(cart.actor.getSnapshot().context.cart).toEqual(before);
    expect(cart.notifications()).toEqual([
      { type: 'danger', persistent: true, message: ERROR_MESSAGES.NETWORK },
    ]);
  });

  it('reports a refused token to the session', async () => {
    const cart = await readyGuest();
    await cart.send({ type: 'cart.updateItem', uid: 'uid-OMEGA-3-1M', quantity: 3 });
    await cart.settle('UpdateCartItems', 'error', UNAUTHORIZED);
    expect(cart.sessionEvents).toContain('session.authorizationError');
    expect(cart.notifications()).toEqual([]);
  });

  it('applies and removes a coupon; an invalid one shows the coupon message', async () => {
    const cart = await readyGuest();
    await cart.send({ type: 'cart.applyCoupon', code: 'NOPE' });
    expect(cart.sent().at(-1)).toEqual({
      operation: 'ApplyCouponToCart',
      variables: { input: { cart_id: GUEST_CART_ID, coupon_code: 'NOPE' } },
    });
    await cart.settle('ApplyCouponToCart', 'error', { message: 'whatever the backend said' });
    expect(cart.notifications()).toEqual([
      { type: 'danger', persistent: true, message: CART_MESSAGES.invalidCoupon },
    ]);
    await cart.send({ type: 'cart.applyCoupon', code: 'WILLKOMMEN10' });
    await cart.settle(
      'ApplyCouponToCart',
      'done',
      cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)], 'WILLKOMMEN10'),
    );
    expect(cart.actor.getSnapshot().context.cart?.applied_coupons).toEqual([{ code: 'WILLKOMMEN10' }]);
    await cart.send({ type: 'cart.removeCoupon' });
    expect(cart.sent().at(-1)).toEqual({
      operation: 'RemoveCouponFromCart',
      variables: { input: { cart_id: GUEST_CART_ID } },
    });
    await cart.settle('RemoveCouponFromCart', 'done', cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2)]));
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
    await cart.send({ type: 'cart.applyCoupon', code: 'WILLKOMMEN10' });
    await cart.settle('ApplyCouponToCart', 'error', error);
    expect(cart.notifications()).toEqual([{ type: 'danger', persistent: true, message }]);
  });

  it('converts the cart to a savings plan in one call and says so', async () => {
    const cart = await readyGuest();
    await cart.send({ type: 'cart.convertToSavingsPlan', interval: 'quarterly' });
    expect(cart.sent().at(-1)).toEqual({
      operation: 'ConvertCartToSavingsPlan',
      variables: { input: { cart_id: GUEST_CART_ID, delivery_interval: 'quarterly' } },
    });
    const converted = cartOf(GUEST_CART_ID, [
      { ...line('OMEGA-3-1M', 2), purchase_mode: 'onGoing', delivery_interval: 'quarterly' },
    ]);
    await cart.settle('ConvertCartToSavingsPlan', 'done', { cart: converted, user_errors: [] });
    expect(cart.actor.getSnapshot().context.cart).toEqual(converted);
    expect(cart.notifications()).toEqual([
      { type: 'success', message: CART_MESSAGES.convertedToSavingsPlan },
    ]);
    // Nothing left to convert to quarterly; switching to monthly still is.
    const snapshot = cart.actor.getSnapshot();
    expect(snapshot.can({ type: 'cart.convertToSavingsPlan', interval: 'quarterly' })).toBe(false);
    expect(snapshot.can({ type: 'cart.convertToSavingsPlan', interval: 'monthly' })).toBe(true);
    await cart.send({ type: 'cart.convertToSavingsPlan', interval: 'monthly' });
    await cart.settle('ConvertCartToSavingsPlan', 'error', NETWORK_ERROR);
    expect(cart.actor.getSnapshot().context.cart).toEqual(converted);
    expect(cart.notifications()[1]).toEqual({
      type: 'danger',
      persistent: true,
      message: CART_MESSAGES.conversionFailed,
    });
  });

  it('names the lines the server kept as they were in a persistent warning', async () => {
    const collagen: CartItem = {
      ...line('KOLLAGEN', 2),
      configurable_options: [{ option_label: 'Packungsgröße', value_label: '1 Monat' }],
      configured_variant: { sku: 'KOLLAGEN-1M', name: 'Kollagen Pulver 1 Monat' },
    };
    const cart = await readyGuest(cartOf(GUEST_CART_ID, [line('OMEGA-3-1M', 2), collagen]));
    await cart.send({ type: 'cart.convertToSavingsPlan', interval: 'quarterly' });
    const result: ConvertToSavingsPlanResult = {
      cart: cartOf(GUEST_CART_ID, [
        { ...line('OMEGA-3-1M', 2), purchase_mode: 'onGoing', delivery_interval: 'quarterly' },
        collagen,
      ]),
      user_errors: [{ uid: collagen.uid, code: 'INSUFFICIENT_STOCK', message: 'The requested qty …' }],
    };
    await cart.settle('ConvertCartToSavingsPlan', 'done', result);
    expect(cart.actor.getSnapshot().context.cart).toEqual(result.cart);
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
    await cart.send({ type: 'cart.convertToSavingsPlan', interval: 'monthly' });
    expect(cart.actorNames()).toEqual(['Cart']);
  });
});

describe('cart machine: reorder', () => {
  const ORDER_NUMBER = '100000042';
  const LINES = [
    { sku: 'ZINK-1M', name: 'Zink Bisglycinat 1 Monat' },
    { sku: 'EISEN-1M', name: 'Eisen Komplex 1 Monat' },
    { sku: 'VIT-C-1M', name: 'Vitamin C 1 Monat' },
  ];

  /** A customer with an empty cart who asks to reorder the order of LINES (`orderNumber`). */
  async function reordering(orderNumber = ORDER_NUMBER) {
    const cart = start({ cartId: null, loggedIn: true });
    await cart.settle('CustomerCart', 'done', cartOf(CUSTOMER_CART_ID, []));
    await cart.send({ type: 'cart.reorder', orderNumber, lines: LINES });
    return cart;
  }

  /** The reorder answered with only Eisen in the cart, and the given user errors: the notifications. */
  async function reorderLeavingOut(userErrors: UserError[]) {
    const cart = await reordering();
    const filled = cartOf(CUSTOMER_CART_ID, [line('EISEN-1M', 3)]);
    await cart.settle('ReorderItems', 'done', { cart: filled, user_errors: userErrors });
    expect(cart.actor.getSnapshot().context.cart).toEqual(filled);
    return cart.notifications();
  }

  it('puts the order’s lines into the cart the server answers, stores its id and says so', async () => {
    const cart = await reordering();
    expect(cart.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(cart.sent().at(-1)).toEqual({
      operation: 'ReorderItems',
      variables: { orderNumber: ORDER_NUMBER },
    });
    const filled = cartOf('customer-2', [line('ZINK-1M', 2), line('EISEN-1M', 3)]);
    await cart.settle('ReorderItems', 'done', { cart: filled, user_errors: [] });
    const { context } = cart.actor.getSnapshot();
    expect(context).toMatchObject({ cart: filled, cartId: 'customer-2', totalQuantity: 5, reorder: null });
    expect(cart.actions.at(-1)).toEqual({ action: 'storeCartId', params: { cartId: 'customer-2' } });
    expect(cart.notifications()).toEqual([
      { type: 'success', message: CART_MESSAGES.reordered, values: { orderNumber: ORDER_NUMBER } },
    ]);
  });

  it('names the lines left out by the order’s names in a persistent warning', async () => {
    const notifications = await reorderLeavingOut([
      {
        code: 'NOT_SALABLE',
        message:
          'Could not add the product with SKU "ZINK-1M" to the shopping cart: Product that you are trying to add is not available.',
      },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "VIT-C-1M"' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "GONE-1M"' },
    ]);
    expect(notifications).toEqual([
      {
        type: 'warning',
        persistent: true,
        message: CART_MESSAGES.partlyReordered,
        values: { products: 'Zink Bisglycinat 1 Monat, Vitamin C 1 Monat, GONE-1M' },
      },
    ]);
  });

  it('never shows a backend message that names no SKU: the warning names the order in its own words', async () => {
    const notifications = await reorderLeavingOut([
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'UNDEFINED', message: 'Die gewünschte Menge ist nicht verfügbar' },
    ]);
    expect(notifications).toEqual([
      {
        type: 'warning',
        persistent: true,
        message: CART_MESSAGES.partlyReorderedUnnamed,
        values: { orderNumber: ORDER_NUMBER },
      },
    ]);
  });

  it('names only the lines an error quotes by SKU, never the message of one that quotes none', async () => {
    const notifications = await reorderLeavingOut([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "VIT-C-1M"' },
      { code: 'UNDEFINED', message: 'The requested qty is not available' },
    ]);
    expect(notifications).toEqual([
      {
        type: 'warning',
        persistent: true,
        message: CART_MESSAGES.partlyReordered,
        values: { products: 'Vitamin C 1 Monat' },
      },
    ]);
  });

  it('keeps the cart when the reorder is refused and says it did not work', async () => {
    const cart = await reordering('200000001');
    const before = cart.actor.getSnapshot().context.cart;
    await cart.settle('ReorderItems', 'error', {
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
    const cart = await reordering();
    await cart.settle('ReorderItems', 'error', UNAUTHORIZED);
    expect(cart.sessionEvents).toContain('session.authorizationError');
    expect(cart.notifications()).toEqual([]);
  });
});

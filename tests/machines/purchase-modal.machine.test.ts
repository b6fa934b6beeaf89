import {
  type Actor,
  type AnyStateMachine,
  type CallbackLogicFunction,
  createActor,
  type EventObject,
  emit,
  fromCallback,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { enteredOptionsOf, purchaseModalFlow, toCartItem } from '../../src/lib/actors/purchase-modal.ts';
import { describe, expect, it } from 'vitest';
import type { Cart, CartEvent } from '../../machines/cart.machine.ts';
import {
  cartItemOf,
  type CartResultEvent,
  maxQuantity,
  type PurchaseModalInput,
  type PurchaseModalProduct,
  type purchaseModalMachine,
} from '../../machines/purchase-modal.machine.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { actorResult, resultEventTypes } from './models/invoke-results.ts';
import {
  CART_LINE_UID,
  describePurchaseModalState,
  MAGNESIUM,
  MAGNESIUM_PRODUCT,
  NETWORK_ERROR,
  OMEGA_3,
  OMEGA_3_PRODUCT,
  OMEGA_3_3M_UID,
  purchaseModalModel,
  IRON_6M,
  IRON_6M_PRODUCT,
} from './models/purchase-modal.model.ts';
import { createStubs } from './stub-actors.ts';

type Machine = typeof purchaseModalMachine;
type Snapshot = SnapshotFrom<Machine>;

type StandInCartEvent = CartEvent | { type: 'test.emit'; emitted: CartResultEvent };

const cartOf = (quantity: number, lines = 1): Cart => ({
  id: 'guest-1',
  total_quantity: quantity,
  items: Array.from({ length: lines }, (_, index) => ({
    uid: `uid-${index}`,
    quantity,
    product: { sku: `SKU${index}`, name: `Product ${index}` },
  })),
  applied_coupons: null,
});

/**
 * Runs the real modal through the app's adapter (src/lib/actors/purchase-modal.ts) with a test
 * transport inside a stand-in app: a cart with systemId 'cart' that records what it is told
 * and emits the results a test asks for (the modal hears them through the adapter's
 * `cartResults` listener), and the modal with systemId 'purchaseModal'. The listener fails
 * when it receives 'test.fail'.
 */
function start(input: PurchaseModalInput) {
  const stubs = createStubs();
  const cartEvents: CartEvent[] = [];
  let root: Actor<AnyStateMachine> | undefined;
  const loadProduct = stubs.call<PurchaseModalProduct, { sku: string }>('loadProduct');
  const flow = purchaseModalFlow({
    loadProduct: (sku) => loadProduct({ sku }),
    getCart: () => root?.system.get('cart'),
    openCartSidebar: () => stubs.action('openCartSidebar')(undefined, undefined),
  });
  const adapterListener = (
    flow.implementations.actors.cartResults as unknown as { config: CallbackLogicFunction<EventObject> }
  ).config;
  const machine = flow.provide({
    actors: {
      cartResults: fromCallback<EventObject>((args) => {
        args.receive((event) => {
          if (event.type === 'test.fail') throw new Error('listener failed');
        });
        return adapterListener({ ...args, receive: () => {} });
      }),
    },
  });
  const cart = setup({
    types: { events: {} as StandInCartEvent, emitted: {} as CartResultEvent },
  }).createMachine({
    on: {
      'test.emit': { actions: emit(({ event }) => (event as { emitted: CartResultEvent }).emitted) },
      '*': { actions: ({ event }) => cartEvents.push(event as CartEvent) },
    },
  });
  const host = setup({ actors: { cart, modal: machine } }).createMachine({
    invoke: [
      { src: 'cart', systemId: 'cart' },
      { src: 'modal', systemId: 'purchaseModal', input },
    ],
  });
  root = createActor(host, { inspect: recordTransitions }).start();
  const actor = root.system.get('purchaseModal') as Actor<Machine>;
  const cartActor = root.system.get('cart') as Actor<typeof cart>;
  const cartSays = (emitted: CartResultEvent) => cartActor.send({ type: 'test.emit', emitted });
  const failListener = () => actor.getSnapshot().children.cartResults?.send({ type: 'test.fail' });
  return { ...stubs, actor, root, cartEvents, cartSays, failListener };
}

const guest: PurchaseModalInput = { customerGroup: null, loggedIn: false };

/** A modal opened on the given product and loaded. */
async function loaded(
  product: PurchaseModalProduct,
  input: PurchaseModalInput = guest,
  open: Partial<Extract<Parameters<Actor<Machine>['send']>[0], { type: 'purchaseModal.open' }>> = {},
) {
  const modal = start(input);
  modal.actor.send({ type: 'purchaseModal.open', sku: product.sku, ...open });
  await modal.settle('loadProduct', 'done', product);
  return modal;
}

describe('purchase modal machine: model paths', () => {
  for (const path of purchaseModalModel.paths()) {
    const first = path.steps[0]?.state;
    const who = first?.context.loggedIn ? `group ${first.context.customerGroup}` : 'guest';
    it(`${who}: ${pathTitle(purchaseModalModel, path)}`, async () => {
      const modal = start({
        customerGroup: first?.context.customerGroup ?? null,
        loggedIn: first?.context.loggedIn ?? false,
      });
      const stubDriver = modal.driver((event) => modal.actor.send(fullEvent<Machine>(event)));
      const drive = async (step: { event: { type: string } }) => {
        const event = fullEvent<Machine>(step.event);
        if (event.type === 'cart.itemAdded' || event.type === 'cart.itemNotAdded') modal.cartSays(event);
        else if (actorResult(event)?.id === 'cartResults') modal.failListener();
        else await stubDriver(step);
      };
      const sameState = (state: Snapshot) =>
        expect(describePurchaseModalState(modal.actor.getSnapshot())).toBe(describePurchaseModalState(state));
      const events = Object.fromEntries(
        [
          'purchaseModal.open',
          'purchaseModal.close',
          'purchaseModal.sessionChanged',
          'purchaseModal.retry',
          'purchaseModal.setPurchaseMode',
          'purchaseModal.setInterval',
          'purchaseModal.setQuantity',
          'purchaseModal.selectVariant',
          'purchaseModal.submit',
          'cart.itemAdded',
          'cart.itemNotAdded',
          ...resultEventTypes(['loadProduct', 'cartResults']),
        ].map((type) => [type, drive]),
      );
      await path.test({
        events,
        states: {
          closed: (state) => {
            sameState(state);
            expect(modal.actor.getSnapshot().children).toEqual({});
          },
          'open.outOfStock': (state) => {
            sameState(state);
            // The out-of-stock modal: the product is not loaded and nothing can be bought.
            expect(modal.isRunning('loadProduct')).toBe(false);
            expect(modal.actor.getSnapshot().can({ type: 'purchaseModal.submit' })).toBe(false);
          },
          'open.noSku': (state) => {
            sameState(state);
            expect(modal.actor.getSnapshot().hasTag('error')).toBe(true);
          },
          'open.loading': (state) => {
            sameState(state);
            expect(modal.isRunning('loadProduct')).toBe(true);
          },
          'open.error': (state) => {
            sameState(state);
            expect(modal.actor.getSnapshot().can({ type: 'purchaseModal.retry' })).toBe(true);
          },
          'open.loaded': (state) => {
            sameState(state);
            const { product, purchaseMode, customerGroup, loggedIn } = modal.actor.getSnapshot().context;
            expect(product).not.toBeNull();
            if (loggedIn && customerGroup === 4) expect(purchaseMode).toBe('oneTime');
          },
          'open.submitting': (state) => {
            sameState(state);
            expect(modal.actor.getSnapshot().hasTag('busy')).toBe(true);
            expect(modal.cartEvents.at(-1)?.type).toBe('cart.addItem');
          },
          'open.added': (state) => sameState(state),
        },
      });
      modal.root.stop();
    });
  }
});

describe('purchase modal machine: opening and loading', () => {
  it("shows 'No SKU Found!' when opened without a SKU and loads nothing", () => {
    const modal = start(guest);
    modal.actor.send({ type: 'purchaseModal.open', sku: null });
    expect(modal.actor.getSnapshot().matches({ open: 'noSku' })).toBe(true);
    expect(modal.actorNames()).toEqual([]);
  });

  it("shows 'Product Data issue!' when loading fails and loads again on retry", async () => {
    const modal = start(guest);
    modal.actor.send({ type: 'purchaseModal.open', sku: MAGNESIUM });
    expect(modal.actors).toEqual([{ actor: 'loadProduct', input: { sku: MAGNESIUM } }]);
    await modal.settle('loadProduct', 'error', NETWORK_ERROR);
    expect(modal.actor.getSnapshot().matches({ open: 'error' })).toBe(true);
    expect(modal.actor.getSnapshot().context.error).toBe(NETWORK_ERROR.message);
    modal.actor.send({ type: 'purchaseModal.retry' });
    await modal.settle('loadProduct', 'done', MAGNESIUM_PRODUCT);
    expect(modal.actor.getSnapshot().matches({ open: 'loaded' })).toBe(true);
    expect(modal.actor.getSnapshot().context.error).toBeNull();
  });

  it('reloads when opened with another SKU while open, and when opened again after closing', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT);
    modal.actor.send({ type: 'purchaseModal.open', sku: MAGNESIUM });
    expect(modal.actor.getSnapshot().matches({ open: 'loaded' })).toBe(true);
    modal.actor.send({ type: 'purchaseModal.open', sku: OMEGA_3 });
    expect(modal.actors.at(-1)).toEqual({ actor: 'loadProduct', input: { sku: OMEGA_3 } });
    await modal.settle('loadProduct', 'done', OMEGA_3_PRODUCT);
    modal.actor.send({ type: 'purchaseModal.close' });
    modal.actor.send({ type: 'purchaseModal.open', sku: OMEGA_3 });
    expect(modal.actorNames()).toEqual(['loadProduct', 'loadProduct', 'loadProduct']);
  });
});

describe("purchase modal machine: which modal 'Add to Cart' opens", () => {
  it('opens the out-of-stock modal for a product listed as out of stock, without loading it', () => {
    const modal = start(guest);
    modal.actor.send({
      type: 'purchaseModal.open',
      sku: IRON_6M,
      outOfStock: true,
      productName: 'Iron complex 6 months',
    });
    const snapshot = modal.actor.getSnapshot();
    expect(snapshot.matches({ open: 'outOfStock' })).toBe(true);
    expect(snapshot.context.request).toMatchObject({ sku: IRON_6M, productName: 'Iron complex 6 months' });
    expect(modal.actorNames()).toEqual([]);
    modal.actor.send({ type: 'purchaseModal.close' });
    expect(modal.actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('opens the purchase modal (and loads the product) for one in stock', () => {
    const modal = start(guest);
    modal.actor.send({
      type: 'purchaseModal.open',
      sku: MAGNESIUM,
      outOfStock: false,
      productName: 'Pro Magnesium',
    });
    expect(modal.actor.getSnapshot().matches({ open: 'loading' })).toBe(true);
    expect(modal.actors).toEqual([{ actor: 'loadProduct', input: { sku: MAGNESIUM } }]);
  });

  it("shows 'No SKU Found!' rather than the out-of-stock modal without a SKU", () => {
    const modal = start(guest);
    modal.actor.send({ type: 'purchaseModal.open', sku: null, outOfStock: true });
    expect(modal.actor.getSnapshot().matches({ open: 'noSku' })).toBe(true);
  });

  it('goes from the out-of-stock modal to the purchase modal of an alternative opened from it', () => {
    const modal = start(guest);
    modal.actor.send({ type: 'purchaseModal.open', sku: IRON_6M, outOfStock: true });
    modal.actor.send({ type: 'purchaseModal.open', sku: MAGNESIUM });
    expect(modal.actor.getSnapshot().matches({ open: 'loading' })).toBe(true);
    expect(modal.actor.getSnapshot().context.request.outOfStock).toBe(false);
  });
});

describe('purchase modal machine: choosing', () => {
  it('resets both quantities to 1 when the purchase mode changes', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT);
    modal.actor.send({ type: 'purchaseModal.setQuantity', quantity: 2 });
    expect(modal.actor.getSnapshot().context.quantities).toEqual({ oneTime: 2, onGoing: 1 });
    modal.actor.send({ type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' });
    expect(modal.actor.getSnapshot().context).toMatchObject({
      purchaseMode: 'onGoing',
      quantities: { oneTime: 1, onGoing: 1 },
    });
  });

  it('hides the savings plan from group 4', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT, { customerGroup: 4, loggedIn: true });
    const onGoing = { type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' } as const;
    expect(modal.actor.getSnapshot().can(onGoing)).toBe(false);
    modal.actor.send(onGoing);
    expect(modal.actor.getSnapshot().context.purchaseMode).toBe('oneTime');
  });

  it('offers a logged-out visitor of group 5 the -N- plan (monthly and quarterly), not -K-', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT, { customerGroup: 5, loggedIn: false });
    modal.actor.send({ type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' });
    modal.actor.send({ type: 'purchaseModal.setInterval', interval: 'quarterly' });
    modal.actor.send({ type: 'purchaseModal.submit' });
    expect(modal.cartEvents.at(-1)).toMatchObject({
      type: 'cart.addItem',
      sku: MAGNESIUM,
      isOnGoingSub: true,
      // The adapter's form: Magento's one entered option for the plan and its interval.
      enteredOptions: [{ uid: btoa('purchase_mode/onGoing/quarterly'), value: '1' }],
    });
  });

  it("describes the choice in its own terms, { mode, interval, quantity }, never Magento's options", async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT, { customerGroup: 5, loggedIn: false });
    modal.actor.send({ type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' });
    modal.actor.send({ type: 'purchaseModal.setInterval', interval: 'quarterly' });
    modal.actor.send({ type: 'purchaseModal.setQuantity', quantity: 2 });
    const line = cartItemOf(modal.actor.getSnapshot().context);
    expect(line).toMatchObject({
      sku: MAGNESIUM,
      purchase: { mode: 'onGoing', interval: 'quarterly', quantity: 2 },
    });
    expect(line).not.toHaveProperty('enteredOptions');
  });

  it('follows a login to group 4 without a new actor: the open modal closes and no longer offers the savings plan', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT);
    const onGoing = { type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' } as const;
    expect(modal.actor.getSnapshot().can(onGoing)).toBe(true);
    modal.actor.send({ type: 'purchaseModal.sessionChanged', customerGroup: 4, loggedIn: true });
    expect(modal.actor.getSnapshot().value).toBe('closed');
    expect(modal.actor.getSnapshot().context).toMatchObject({ customerGroup: 4, loggedIn: true });
    modal.actor.send({ type: 'purchaseModal.open', sku: MAGNESIUM });
    await modal.settle('loadProduct', 'done', MAGNESIUM_PRODUCT);
    expect(modal.actor.getSnapshot().can(onGoing)).toBe(false);
  });

  it('offers group 3 only the intervals of its -R- options', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT, { customerGroup: 3, loggedIn: true });
    expect(modal.actor.getSnapshot().can({ type: 'purchaseModal.setInterval', interval: 'quarterly' })).toBe(
      false,
    );
    expect(
      modal.actor.getSnapshot().can({ type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' }),
    ).toBe(true);
  });

  it('needs a chosen variant for a configurable product and sends it', async () => {
    const modal = await loaded(OMEGA_3_PRODUCT);
    expect(modal.actor.getSnapshot().can({ type: 'purchaseModal.submit' })).toBe(false);
    modal.actor.send({ type: 'purchaseModal.selectVariant', valueUid: OMEGA_3_3M_UID });
    expect(modal.actor.getSnapshot().can({ type: 'purchaseModal.submit' })).toBe(true);
    modal.actor.send({ type: 'purchaseModal.submit' });
    expect(modal.cartEvents.at(-1)).toEqual({
      type: 'cart.addItem',
      sku: 'OMEGA-3-3M',
      parentSku: OMEGA_3,
      selectedOptions: [OMEGA_3_3M_UID],
      quantity: 1,
      productType: 'ConfigurableProduct',
      isOnGoingSub: false,
      crossSell: false,
    });
  });

  it('marks the pack it adds when opened from the wishlist, and a related product added afterwards not', async () => {
    const modal = await loaded(OMEGA_3_PRODUCT, guest, { fromWishlist: true });
    modal.actor.send({ type: 'purchaseModal.selectVariant', valueUid: OMEGA_3_3M_UID });
    modal.actor.send({ type: 'purchaseModal.submit' });
    expect(modal.cartEvents.at(-1)).toMatchObject({
      type: 'cart.addItem',
      sku: 'OMEGA-3-3M',
      parentSku: OMEGA_3,
      fromWishlist: true,
    });
    modal.actor.send({ type: 'purchaseModal.open', sku: MAGNESIUM, mode: 'relatedProducts' });
    await modal.settle('loadProduct', 'done', MAGNESIUM_PRODUCT);
    modal.actor.send({ type: 'purchaseModal.submit' });
    expect(modal.cartEvents.at(-1)).toMatchObject({ type: 'cart.addItem', sku: MAGNESIUM, crossSell: true });
    expect(modal.cartEvents.at(-1)).not.toHaveProperty('fromWishlist');
  });

  it('caps the quantity at only_x_left_in_stock, and refuses an out-of-stock product', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT);
    expect(maxQuantity(modal.actor.getSnapshot().context)).toBe(2);
    modal.actor.send({ type: 'purchaseModal.setQuantity', quantity: 2 });
    expect(modal.actor.getSnapshot().context.quantities.oneTime).toBe(2);
    expect(modal.actor.getSnapshot().can({ type: 'purchaseModal.submit' })).toBe(true);
    modal.actor.send({ type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' });
    modal.actor.send({ type: 'purchaseModal.setQuantity', quantity: 9 });
    expect(modal.actor.getSnapshot().context.quantities.onGoing).toBe(2);
    modal.actor.send({ type: 'purchaseModal.submit' });
    expect(modal.cartEvents.at(-1)).toMatchObject({ type: 'cart.addItem', quantity: 2 });
    const zinc = await loaded(IRON_6M_PRODUCT);
    expect(zinc.actor.getSnapshot().can({ type: 'purchaseModal.submit' })).toBe(false);
  });

  it('caps a cart line opened for editing at what is left', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT, guest, {
      mode: 'cartUpdate',
      cartItemUid: CART_LINE_UID,
      quantity: 5,
    });
    expect(modal.actor.getSnapshot().context.quantities.oneTime).toBe(2);
  });
});

describe('purchase modal machine: submitting', () => {
  it("sends 'cart.updateItem' in cart-update mode and closes", async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT, guest, {
      mode: 'cartUpdate',
      cartItemUid: CART_LINE_UID,
      quantity: 2,
    });
    expect(modal.actor.getSnapshot().context.quantities.oneTime).toBe(2);
    modal.actor.send({ type: 'purchaseModal.submit' });
    expect(modal.cartEvents).toEqual([
      {
        type: 'cart.updateItem',
        uid: CART_LINE_UID,
        quantity: 2,
        // One-time: no entered option (the line's plan option is dropped).
        enteredOptions: [],
      },
    ]);
    expect(modal.actor.getSnapshot().matches('closed')).toBe(true);
  });

  it("sends the line's new purchase mode with 'Update Cart'", async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT, guest, {
      mode: 'cartUpdate',
      cartItemUid: CART_LINE_UID,
      quantity: 2,
      purchaseMode: 'oneTime',
    });
    modal.actor.send({ type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' });
    modal.actor.send({ type: 'purchaseModal.submit' });
    expect(modal.cartEvents).toEqual([
      {
        type: 'cart.updateItem',
        uid: CART_LINE_UID,
        quantity: 1,
        enteredOptions: [{ uid: btoa('purchase_mode/onGoing/monthly'), value: '1' }],
      },
    ]);
  });

  it('shows related products after adding a single item of quantity 1', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT);
    modal.actor.send({ type: 'purchaseModal.submit' });
    expect(modal.cartEvents.at(-1)).toMatchObject({ type: 'cart.addItem', sku: MAGNESIUM, quantity: 1 });
    modal.cartSays({
      type: 'cart.itemAdded',
      cart: cartOf(1),
      sku: 'OTHER',
      quantity: 1,
      showRelatedProducts: true,
    });
    expect(modal.actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    modal.cartSays({
      type: 'cart.itemAdded',
      cart: cartOf(1),
      sku: MAGNESIUM,
      quantity: 1,
      showRelatedProducts: true,
    });
    expect(modal.actor.getSnapshot().matches({ open: 'added' })).toBe(true);
    expect(modal.actor.getSnapshot().context.product?.related_products).toEqual([
      { sku: 'OMEGA-3-1M', name: 'Omega-3 capsules 1 month' },
    ]);
    expect(modal.actionNames()).toEqual([]);
  });

  it('adds a related product as a cross-sell', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT, guest, { mode: 'relatedProducts' });
    modal.actor.send({ type: 'purchaseModal.submit' });
    expect(modal.cartEvents.at(-1)).toMatchObject({ crossSell: true, content: '60 capsules' });
  });

  it('opens the cart sidebar and closes otherwise', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT);
    modal.actor.send({ type: 'purchaseModal.setQuantity', quantity: 2 });
    modal.actor.send({ type: 'purchaseModal.submit' });
    modal.cartSays({
      type: 'cart.itemAdded',
      cart: cartOf(2),
      sku: MAGNESIUM,
      quantity: 2,
      showRelatedProducts: false,
    });
    expect(modal.actor.getSnapshot().matches('closed')).toBe(true);
    expect(modal.actionNames()).toEqual(['openCartSidebar']);
  });

  it('keeps the choice when the cart refuses the item', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT);
    modal.actor.send({ type: 'purchaseModal.setQuantity', quantity: 2 });
    modal.actor.send({ type: 'purchaseModal.submit' });
    modal.cartSays({ type: 'cart.itemNotAdded', sku: MAGNESIUM });
    expect(modal.actor.getSnapshot().matches({ open: 'loaded' })).toBe(true);
    expect(modal.actor.getSnapshot().context.quantities.oneTime).toBe(2);
  });

  it('closes when it cannot listen to the cart', async () => {
    const modal = await loaded(MAGNESIUM_PRODUCT);
    modal.failListener();
    expect(modal.actor.getSnapshot().matches('closed')).toBe(true);
    expect(modal.actor.getSnapshot().context.error).toBe('listener failed');
  });
});

// The one place the machine's purchase choice becomes Magento's entered_options.
describe('the purchase modal adapter: { mode, interval } → entered_options', () => {
  it.each([
    [
      { mode: 'onGoing', interval: 'monthly', quantity: 1 },
      [{ uid: btoa('purchase_mode/onGoing/monthly'), value: '1' }],
    ],
    [
      { mode: 'onGoing', interval: 'quarterly', quantity: 4 },
      [{ uid: btoa('purchase_mode/onGoing/quarterly'), value: '1' }],
    ],
    [{ mode: 'oneTime', interval: 'quarterly', quantity: 2 }, []],
  ] as const)('%o → %o', (purchase, entered) => {
    expect(enteredOptionsOf(purchase)).toEqual(entered);
  });

  it.each([
    [
      { mode: 'onGoing', interval: 'monthly', quantity: 2 } as const,
      { enteredOptions: [{ uid: btoa('purchase_mode/onGoing/monthly'), value: '1' }] },
    ],
    [{ mode: 'oneTime', interval: 'monthly', quantity: 2 } as const, {}],
    [undefined, {}],
  ])('a line with %o goes to the cart with %o and without `purchase`', (purchase, expected) => {
    const line = { sku: MAGNESIUM, quantity: 2, ...(purchase ? { purchase } : {}) };
    const item = toCartItem(line);
    expect(item).toEqual({ sku: MAGNESIUM, quantity: 2, ...expected });
  });
});

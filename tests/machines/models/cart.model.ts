import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  type AddToCartResult,
  type Cart,
  type CartItem,
  type ConvertToSavingsPlanResult,
  cartMachine,
  type Money,
  NO_SUCH_ENTITY_CATEGORY,
  type ReorderResult,
} from '../../../machines/cart.machine.ts';
import { AUTHORIZATION_CATEGORY, type BackendError } from '../../../machines/session.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import { type ActorResultEvent, actorDone, actorError, actorResult, modelMachine } from './invoke-results.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof cartMachine>;
type Event = EventFromLogic<typeof cartMachine>;

export const GUEST_CART_ID = 'guest-1';
export const NEW_CART_ID = 'guest-new';
export const CUSTOMER_CART_ID = 'customer-1';

export const UNAUTHORIZED: BackendError = {
  message: "The current customer isn't authorized.",
  category: AUTHORIZATION_CATEGORY,
};
export const CART_GONE: BackendError = {
  message: `Could not find a cart with ID "${GUEST_CART_ID}"`,
  category: NO_SUCH_ENTITY_CATEGORY,
};
/** A call that got no answer, as the app's actors report it (src/lib/commerce-actors.ts). */
export const NETWORK_ERROR: BackendError = { message: 'Failed to fetch', code: 'NETWORK' };

const euros = (value: number): Money => ({ value: Math.round(value * 100) / 100, currency: 'EUR' });
const VAT = 0.19;

/**
 * A one-time line of `quantity` × `sku` at the unit price `price`, as the cart adapter reads it
 * from the commerce API (src/lib/cart-actors.ts): the row totals with and without VAT, no discount.
 */
export function line(sku: string, quantity: number, price = 19.9): CartItem {
  const rowTotal = price * quantity;
  return {
    uid: `uid-${sku}`,
    quantity,
    product: { uid: `product-${sku}`, sku, name: `Product ${sku}` },
    prices: {
      price: euros(price),
      row_total: euros(rowTotal),
      row_total_including_tax: euros(rowTotal * (1 + VAT)),
      discounts: [],
    },
    base_price: null,
    customizable_options: [],
    image: null,
    purchase_mode: 'oneTime',
    delivery_interval: null,
  };
}

/** A cart of `items` (and `coupon`) with its totals, as the cart adapter reads it from the commerce API. */
export function cartOf(id: string, items: CartItem[], coupon: string | null = null): Cart {
  const sum = (pick: (item: CartItem) => Money | undefined) =>
    items.reduce((total, item) => total + (pick(item)?.value ?? 0), 0);
  const net = sum((item) => item.prices?.row_total);
  const gross = sum((item) => item.prices?.row_total_including_tax);
  return {
    id,
    total_quantity: items.reduce((total, item) => total + item.quantity, 0),
    items,
    applied_coupons: coupon ? [{ code: coupon }] : null,
    prices: {
      grand_total: euros(gross),
      subtotal_including_tax: euros(gross),
      subtotal_excluding_tax: euros(net),
      applied_taxes: gross > net ? [{ label: 'MwSt. 19 %', amount: euros(gross - net) }] : [],
      discounts: [],
      line_discounts: [],
    },
  };
}

// Products and coupons of the seed (server/db/seed/): the carts the model describes could exist.
export const MAGNESIUM = 'PRO-MAG-1M';
export const OMEGA = 'OMEGA-3-1M';
export const COUPON = 'WILLKOMMEN10';
export const ORDER_NUMBER = '100000007';

/**
 * The customer's cart (one line of Omega-3) after a merge with `guest`'s lines, as Magento merges:
 * a product both carts hold is one line with the quantities added, so no two lines share a uid.
 */
function merged(guest: CartItem[]): CartItem[] {
  const omega = guest.find((item) => item.product.sku === OMEGA);
  return [line(OMEGA, 1 + (omega?.quantity ?? 0)), ...guest.filter((item) => item !== omega)];
}

const done = (id: string, output: unknown) => actorDone<Event>(id, output);
const error = (id: string, failure: unknown) => actorError<Event>(id, failure);

function items(snapshot: Snapshot): CartItem[] {
  return snapshot.context.cart?.items ?? [];
}

function coupon(snapshot: Snapshot): string | null {
  return snapshot.context.cart?.applied_coupons?.[0]?.code ?? null;
}

/** What defines the cart's state: where it is, whose cart, its lines and coupon. */
export function describeCartState(snapshot: Snapshot): string {
  const { value, context } = snapshot;
  const where =
    typeof value === 'string'
      ? value
      : Object.entries(value)
          .map(([parent, child]) => `${parent}.${String(child)}`)
          .join('');
  const lines = items(snapshot)
    .map((item) => `${item.quantity}× ${item.product.sku}`)
    .join(', ');
  const code = coupon(snapshot);
  return `${where} (${context.loggedIn ? 'customer' : 'guest'}, cart ${context.cartId ?? 'none'}: ${
    lines || 'empty'
  }${code ? `, coupon ${code}` : ''})`;
}

function describeOutput(output: unknown): string {
  if (typeof output === 'string') return `"${output}"`;
  if (output && typeof output === 'object' && 'user_errors' in output) {
    const result = output as AddToCartResult;
    if (result.user_errors.length > 0) return `user error "${result.user_errors[0]?.message}"`;
    return `cart of ${result.cart.total_quantity}`;
  }
  if (output && typeof output === 'object' && 'items' in output) {
    const cart = output as Cart;
    return `cart ${cart.id} of ${cart.total_quantity}`;
  }
  return 'ok';
}

function describeResult(event: ActorResultEvent): string {
  const result = actorResult(event);
  if (!result) return event.type;
  if (result.kind === 'error') {
    const failure = event.error as BackendError | undefined;
    return `${result.id} fails${failure?.category ? ` (${failure.category})` : ''}`;
  }
  return `${result.id} returns ${describeOutput(event.output)}`;
}

export function describeCartEvent(event: Event): string {
  switch (event.type) {
    case 'cart.addItem':
      return `add ${event.quantity}× ${event.sku}${event.productType ? ` (${event.productType})` : ''}`;
    case 'cart.updateItem':
      return `set ${event.uid} to ${event.quantity}`;
    case 'cart.removeItem':
      return `remove ${event.uid}`;
    case 'cart.applyCoupon':
      return `apply coupon ${event.code}`;
    case 'cart.convertToSavingsPlan':
      return `convert to a ${event.interval} savings plan`;
    case 'cart.reorder':
      return `reorder order ${event.orderNumber}`;
    default:
      return describeResult(event);
  }
}

/** The user's changes in the ready state. */
function changes(snapshot: Snapshot): Event[] {
  const first = items(snapshot)[0];
  return [
    { type: 'cart.addItem', sku: MAGNESIUM, quantity: 1, productType: 'SimpleProduct' },
    { type: 'cart.addItem', sku: 'EBOOK1', quantity: 1, productType: 'DownloadableProduct' },
    ...(first
      ? ([
          { type: 'cart.updateItem', uid: first.uid, quantity: 2 },
          { type: 'cart.updateItem', uid: first.uid, quantity: 0 },
          { type: 'cart.removeItem', uid: first.uid },
        ] as const)
      : []),
    { type: 'cart.applyCoupon', code: COUPON },
    { type: 'cart.removeCoupon' },
    { type: 'cart.convertToSavingsPlan', interval: 'monthly' },
    { type: 'cart.reorder', orderNumber: ORDER_NUMBER, lines: [{ sku: MAGNESIUM, name: 'Pro Magnesium' }] },
    snapshot.context.loggedIn ? { type: 'cart.customerLoggedOut' } : { type: 'cart.customerLoggedIn' },
  ];
}

/** What may happen in each state: the user's events, and each result of the running actor. */
function cartEvents(snapshot: Snapshot): Event[] {
  const id = snapshot.context.cartId ?? '';
  const current = items(snapshot);
  const code = coupon(snapshot);
  if (snapshot.matches('ready')) return changes(snapshot);
  if (snapshot.matches('failed')) return [{ type: 'cart.retry' }];
  if (snapshot.matches('loadingCustomerCart')) {
    return [
      done('loadCustomerCart', cartOf(CUSTOMER_CART_ID, [line(OMEGA, 1)])),
      error('loadCustomerCart', UNAUTHORIZED),
      error('loadCustomerCart', NETWORK_ERROR),
    ];
  }
  if (snapshot.matches('loading')) {
    return [
      done('loadCart', cartOf(id, [line(OMEGA, 2)])),
      error('loadCart', CART_GONE),
      error('loadCart', NETWORK_ERROR),
    ];
  }
  if (snapshot.matches('creating'))
    return [done('createEmptyCart', NEW_CART_ID), error('createEmptyCart', NETWORK_ERROR)];
  if (snapshot.matches({ loggingIn: 'loadingCustomerCart' })) {
    return [
      done('loadCustomerCart', cartOf(CUSTOMER_CART_ID, [line(OMEGA, 1)])),
      error('loadCustomerCart', NETWORK_ERROR),
    ];
  }
  if (snapshot.matches({ loggingIn: 'merging' })) {
    return [
      done('mergeCarts', cartOf(CUSTOMER_CART_ID, merged(current))),
      error('mergeCarts', NETWORK_ERROR),
    ];
  }
  const failures = (actor: string) => [error(actor, UNAUTHORIZED), error(actor, NETWORK_ERROR)];
  if (snapshot.matches('adding')) {
    const result = (cart: Cart, userErrors: string[] = []): AddToCartResult => ({
      cart,
      user_errors: userErrors.map((message) => ({ code: 'INSUFFICIENT_STOCK', message })),
    });
    // Adding to a cart without it makes a line of 1 (a single item of quantity 1 when the
    // cart was empty); adding it again is refused for stock, which keeps the model finite.
    const holdsIt = current.some((item) => item.product.sku === MAGNESIUM);
    return [
      holdsIt
        ? done('addToCart', result(cartOf(id, current, code), ['The requested qty is not available']))
        : done('addToCart', result(cartOf(id, [...current, line(MAGNESIUM, 1)], code))),
      ...failures('addToCart'),
    ];
  }
  if (snapshot.matches('updatingItem')) {
    return [
      done(
        'updateItem',
        cartOf(
          id,
          current.slice(0, 1).map((item) => line(item.product.sku, 2)),
          code,
        ),
      ),
      ...failures('updateItem'),
    ];
  }
  if (snapshot.matches('removingItem')) {
    return [done('removeItem', cartOf(id, current.slice(1), code)), ...failures('removeItem')];
  }
  if (snapshot.matches('applyingCoupon')) {
    return [done('applyCoupon', cartOf(id, current, COUPON)), ...failures('applyCoupon')];
  }
  if (snapshot.matches('removingCoupon')) {
    return [done('removeCoupon', cartOf(id, current)), ...failures('removeCoupon')];
  }
  if (snapshot.matches('reordering')) {
    // The order holds one line of Magnesium: reordered into a cart without it, it is added;
    // into a cart that holds it already it is refused for stock, which keeps the model finite.
    const holdsIt = current.some((item) => item.product.sku === MAGNESIUM);
    const reordered = (cart: Cart, userErrors: string[] = []): ReorderResult => ({
      cart,
      user_errors: userErrors.map((message) => ({ code: 'INSUFFICIENT_STOCK', message })),
    });
    return [
      holdsIt
        ? done(
            'reorderItems',
            reordered(cartOf(id, current, code), [
              `Could not add the product with SKU "${MAGNESIUM}" to the shopping cart: The requested qty is not available`,
            ]),
          )
        : done('reorderItems', reordered(cartOf(id, [...current, line(MAGNESIUM, 1)], code))),
      ...failures('reorderItems'),
    ];
  }
  if (snapshot.matches('convertingToSavingsPlan')) {
    // The model keeps no purchase modes: a converted cart holds the same lines. A first
    // line the server keeps as it was (stock) is reported beside the cart.
    const converted = (kept: CartItem[]): ConvertToSavingsPlanResult => ({
      cart: cartOf(id, current, code),
      user_errors: kept.map((item) => ({
        uid: item.uid,
        code: 'INSUFFICIENT_STOCK',
        message: `The requested qty of "${item.product.name}" is not available for a monthly delivery.`,
      })),
    });
    return [
      done('convertToSavingsPlan', converted([])),
      ...current.slice(0, 1).map((item) => done('convertToSavingsPlan', converted([item]))),
      ...failures('convertToSavingsPlan'),
    ];
  }
  return [];
}

function cartTestModel(input: { cartId: string | null; loggedIn: boolean }) {
  return createTestModel(modelMachine(cartMachine), {
    input,
    events: cartEvents,
    // Login and logout come from the session; the model sends them from a settled cart.
    filterEvents: (snapshot, event) =>
      !(event.type === 'cart.customerLoggedIn' || event.type === 'cart.customerLoggedOut') ||
      snapshot.matches('ready'),
    serializeState: describeCartState,
  });
}

/** A returning customer with a guest cart cookie, a returning guest, and a first visit. */
export const cartTestModels = {
  customer: cartTestModel({ cartId: GUEST_CART_ID, loggedIn: true }),
  guest: cartTestModel({ cartId: GUEST_CART_ID, loggedIn: false }),
  firstVisit: cartTestModel({ cartId: null, loggedIn: false }),
};

function shape(snapshot: Snapshot): string {
  const count = items(snapshot).length;
  const where = typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
  return `${where} ${snapshot.context.loggedIn ? 'customer' : 'guest'} ${count === 0 ? 'empty' : count === 1 ? 'one line' : 'lines'}`;
}

function stepKind(event: Event): string {
  const result = actorResult(event);
  return result
    ? describeResult(event)
    : `${event.type}${'productType' in event ? ` ${event.productType}` : ''}${'quantity' in event ? ` ${event.quantity > 0 ? '>0' : '0'}` : ''}`;
}

export const cartModel: MachineModel<typeof cartMachine> = {
  machine: cartMachine,
  // From the guest start: every kind of step once. The other starts: their shortest paths.
  paths: () => [
    ...coveringPaths(
      cartTestModels.guest,
      (before, event, after) => `${shape(before)} --${stepKind(event)}--> ${shape(after)}`,
    ),
    ...cartTestModels.customer.getShortestPaths().filter((path) => path.steps.length <= 3),
    ...cartTestModels.firstVisit.getShortestPaths().filter((path) => path.steps.length <= 2),
  ],
  describeState: describeCartState,
  describeEvent: describeCartEvent,
};

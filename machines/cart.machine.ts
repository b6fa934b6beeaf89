import type { MessageDescriptor } from '@lingui/core';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { DeliveryInterval } from '../domain/savings-plans.ts';
import type { NotifyEmitted } from './notifications.machine.ts';
import { ERROR_MESSAGES, errorMessage, userErrorMessage } from './error-messages.ts';
import { backendMessage, isAuthorizationError } from './session.machine.ts';

/**
 * The cart (spec 3, 4, 8). Every cart call is a named actor the app provides (GraphQL);
 * each returns the whole cart, which replaces the one in context, so the view and the
 * badge (`totalQuantity`, the API's total_quantity) always show what the backend holds.
 *
 * - Start: logged in → the customer cart is loaded and its id stored; if the token
 *   fails to load it, the token is dropped (`dropToken`) and the guest cart is used.
 *   A guest cart id is loaded; an unknown or expired one is replaced by a new empty
 *   cart, as is a missing one (`storeCartId` keeps the id in the cookie).
 * - Login (`cart.customerLoggedIn`, from the session): the customer cart is loaded; if
 *   its id differs from the guest cart's and the guest cart has items, the guest cart
 *   is merged into it. The customer cart's id is kept either way.
 * - Logout (`cart.customerLoggedOut`): the cart empties at once and a new guest cart is
 *   created immediately, not on the next add: the badge and cart page then show an
 *   empty cart right away, and adding works like on any first visit.
 * - Lines and coupons: one change at a time. While a call runs the cart is tagged
 *   'busy' and changes are not accepted (views disable their buttons with
 *   `hasTag('busy')`/`can()`), so two clicks never race on the same cart.
 * - Savings plan (`cart.convertToSavingsPlan` with an interval): one call converts the
 *   whole cart on the server, or nothing. Accepted only while some line is not yet a
 *   savings-plan line with that interval. Lines the server keeps as they were (product not
 *   available, stock too low for the delivery) are named in a persistent warning.
 * - Reorder (`cart.reorder` with an order number and the order's lines): one call puts the
 *   order's lines back into the customer's cart; the cart it answers replaces this one. Lines
 *   the server left out (out of stock, no longer sold) are named in a persistent warning,
 *   by the names the order shows; otherwise a success notice says the products are in the cart.
 * - A refused token on any change tells the session (`session.authorizationError`),
 *   which logs out; the cart then empties through `cart.customerLoggedOut`.
 *
 * After an item is added the cart emits `cart.itemAdded` with `showRelatedProducts`:
 * true when the cart holds a single item of quantity 1 (the purchase modal then shows
 * related products); otherwise the cart sidebar opens (`openCartSidebar`, provided by
 * the app) and the modal closes.
 */

export interface Money {
  value: number;
  currency: string;
}

export interface CartItem {
  uid: string;
  quantity: number;
  product: { uid?: string; sku: string; name: string };
  prices?: {
    price: Money;
    row_total?: Money;
    row_total_including_tax?: Money;
    /** The line's own discount (volume or savings plan), labelled with its percentage. */
    discounts?: Array<{ label: string; amount: Money }>;
  };
  /** Legal base price of the line's unit price (per kg, l or 1000 units), shown beside its price. */
  base_price?: { amount: Money; per_unit: string; per_quantity: number } | null;
  customizable_options?: Array<{
    uid: string;
    label: string;
    values: Array<{ label?: string; value: string }>;
  }>;
  configured_variant?: { sku: string; name?: string } | null;
  /** What the cart page shows beside the line (all optional: the machine does not read them). */
  image?: { url: string; label?: string | null } | null;
  /** Pack size and other chosen options of a configurable line. */
  configurable_options?: Array<{ option_label: string; value_label: string }>;
  /** oneTime or onGoing (savings plan), and the delivery interval of a savings-plan line. */
  purchase_mode?: string | null;
  delivery_interval?: string | null;
}

/** The cart as the commerce API returns it (the fields the machines read). */
export interface Cart {
  id: string;
  total_quantity: number;
  items: CartItem[];
  applied_coupons: Array<{ code: string }> | null;
  prices?: {
    grand_total?: Money;
    subtotal_including_tax?: Money;
    subtotal_excluding_tax?: Money;
    applied_taxes?: Array<{ label: string; amount: Money }>;
    discounts?: Array<{ label: string; amount: Money }>;
    /** The lines' own discounts by rule, already in the subtotal: shown as savings. */
    line_discounts?: Array<{ label: string; amount: Money }>;
  };
}

export interface EnteredOption {
  uid: string;
  value: string;
}

/** What the updateItem actor sends: a line's quantity, and its purchase mode when given. */
export interface UpdateItemInput {
  cartId: string;
  uid: string;
  quantity: number;
  enteredOptions?: EnteredOption[];
}

/** Magento product types the cart can add (`__typename`); others are refused. */
export const SUPPORTED_PRODUCT_TYPES = [
  'SimpleProduct',
  'VirtualProduct',
  'ConfigurableProduct',
  'BundleProduct',
  'GroupedProduct',
] as const;

/** One line to add (addProductsToCart's cartItems entry) plus what analytics reports. */
export interface AddCartItem {
  sku: string;
  quantity: number;
  selectedOptions?: string[];
  enteredOptions?: EnteredOption[];
  parentSku?: string;
  /** The product's `__typename`; absent means a simple product. */
  productType?: string;
  /** Analytics: the product's contents label, whether it is a subscription, whether added as a cross-sell. */
  content?: string;
  isOnGoingSub?: boolean;
  crossSell?: boolean;
  /**
   * Added through the purchase modal opened from the wishlist: `cart.itemAdded` says so, and the
   * wishlist takes the product off its list (not sent to the API).
   */
  fromWishlist?: boolean;
}

export interface UserError {
  code?: string;
  message: string;
}

/** addProductsToCart's output: the cart and the user errors of the lines it refused. */
export interface AddToCartResult {
  cart: Cart;
  user_errors: UserError[];
}

/**
 * convertCartToSavingsPlan's output: the cart, and the lines that could not become savings-plan
 * lines with the chosen interval (they stay as they were), each with its line uid.
 */
export interface ConvertToSavingsPlanResult {
  cart: Cart;
  user_errors: Array<UserError & { uid: string }>;
}

/** A line of the order being reordered: its SKU and the name the order shows for it. */
export interface ReorderLine {
  sku: string;
  name: string;
}

/** What a reorder asks for: the order's number and its lines (to name what was left out). */
export interface ReorderRequest {
  orderNumber: string;
  lines: ReorderLine[];
}

/**
 * reorderItems' output: the customer's cart after the reorder and its userInputErrors, one per
 * line left out (Magento's message names the line's SKU: 'Could not add the product with
 * SKU "X" to the shopping cart: …', 'Could not find a product with SKU "X"').
 */
export interface ReorderResult {
  cart: Cart;
  user_errors: UserError[];
}

export interface AddToCartAnalytics {
  basketId: string;
  content: string | null;
  itemId: string;
  name: string;
  price: number | null;
  quantity: number;
  currency: string | null;
  isOnGoingSub: boolean;
  crossSell: boolean;
}

/** Emitted after a successful add; the purchase modal listens for it. */
export interface CartItemAddedEmitted {
  type: 'cart.itemAdded';
  cart: Cart;
  sku: string;
  quantity: number;
  /** The cart holds a single item of quantity 1: show related products instead of the sidebar. */
  showRelatedProducts: boolean;
  /** The product family of a chosen pack (the item's parent SKU), when it has one. */
  parentSku?: string;
  /** The item was added from the wishlist (the wishlist then takes it off its list). */
  fromWishlist?: true;
}

/** Emitted when an add failed (user error, refused type or failed call); the purchase modal listens too. */
export interface CartItemNotAddedEmitted {
  type: 'cart.itemNotAdded';
  sku: string;
}

export type CartEmitted = NotifyEmitted | CartItemAddedEmitted | CartItemNotAddedEmitted;

export const CART_MESSAGES = {
  unsupportedProductType: /*i18n*/ {
    id: 'cart.unsupportedProductType',
    message: 'Product Type {type} not supported in add to cart yet',
  },
  invalidCoupon: ERROR_MESSAGES.COUPON_INVALID,
  convertedToSavingsPlan: /*i18n*/ {
    id: 'cart.convertedToSavingsPlan',
    message: 'Cart converted to savings plan successfully',
  },
  partlyConvertedToSavingsPlan: /*i18n*/ {
    id: 'cart.partlyConvertedToSavingsPlan',
    message:
      'Not available as a savings plan with this delivery interval: {products}. These items stay in your cart as they were; all other items are now a savings plan.',
  },
  conversionFailed: /*i18n*/ {
    id: 'cart.conversionFailed',
    message: 'Error converting cart to savings plan',
  },
  reordered: /*i18n*/ {
    id: 'cart.reordered',
    message: 'The products of order {orderNumber} are in your shopping cart.',
  },
  partlyReordered: /*i18n*/ {
    id: 'cart.partlyReordered',
    message:
      'Not added to your shopping cart because they are out of stock or no longer available: {products}.',
  },
  partlyReorderedUnnamed: /*i18n*/ {
    id: 'cart.partlyReorderedUnnamed',
    message:
      'Some products of order {orderNumber} were not added to your shopping cart because they are out of stock or no longer available.',
  },
  reorderFailed: /*i18n*/ {
    id: 'cart.reorderFailed',
    message: 'The order could not be added to your shopping cart. Please try again.',
  },
  updateFailed: /*i18n*/ {
    id: 'cart.updateFailed',
    message: 'The cart could not be updated. Please try again.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** Magento's category for an id that names no cart (unknown or expired). */
export const NO_SUCH_ENTITY_CATEGORY = 'graphql-no-such-entity';

function isCartGone(error: unknown): boolean {
  return (
    isAuthorizationError(error) ||
    (typeof error === 'object' &&
      error !== null &&
      'category' in error &&
      (error as { category: unknown }).category === NO_SUCH_ENTITY_CATEGORY)
  );
}

/** The layout decision after an add (spec 4): related products for a single item of quantity 1. */
export function holdsSingleItemOfQuantityOne(cart: Cart): boolean {
  return cart.items.length === 1 && cart.items[0]?.quantity === 1;
}

/** The names of the lines a conversion kept as they were, for the notice (pack size included). */
export function keptLineNames(result: ConvertToSavingsPlanResult): string {
  return result.user_errors
    .flatMap((error) => {
      const item = result.cart.items.find((candidate) => candidate.uid === error.uid);
      return item ? [item.configured_variant?.name ?? item.product.name] : [];
    })
    .join(', ');
}

/**
 * The names of the order lines a reorder left out, for the notice: each user error's SKU (as
 * Magento's message quotes it) by the order's name for it, the SKU itself when the order has
 * no such line. An error that quotes no SKU names nothing: its message is the backend's English
 * prose, never shown to the shopper (reorderLeftOutNotice then falls back to a translated text).
 */
export function notReorderedNames(result: ReorderResult, lines: readonly ReorderLine[]): string[] {
  return result.user_errors.flatMap((error) => {
    const sku = /SKU "([^"]+)"/.exec(error.message)?.[1];
    if (!sku) return [];
    return [lines.find((line) => line.sku === sku)?.name ?? sku];
  });
}

/**
 * The warning after a reorder that left lines out: the lines by name when the errors name them,
 * else the translated generic text naming the order (never a backend message).
 */
export function reorderLeftOutNotice(
  result: ReorderResult,
  request: ReorderRequest | null,
): { message: MessageDescriptor; values: Record<string, string> } {
  const names = [...new Set(notReorderedNames(result, request?.lines ?? []))];
  return names.length > 0
    ? { message: CART_MESSAGES.partlyReordered, values: { products: names.join(', ') } }
    : { message: CART_MESSAGES.partlyReorderedUnnamed, values: { orderNumber: request?.orderNumber ?? '' } };
}

export function addToCartAnalytics(cart: Cart, item: AddCartItem): AddToCartAnalytics {
  const line = cart.items.find((candidate) => candidate.product.sku === item.sku);
  return {
    basketId: cart.id,
    content: item.content ?? null,
    itemId: item.sku,
    name: line?.product.name ?? item.sku,
    price: line?.prices?.price.value ?? null,
    quantity: item.quantity,
    currency: line?.prices?.price.currency ?? null,
    isOnGoingSub: item.isOnGoingSub ?? false,
    crossSell: item.crossSell ?? false,
  };
}

export interface CartInput {
  /** The cart id cookie (guest cart), if any. */
  cartId: string | null;
  loggedIn: boolean;
}

export interface CartContext {
  cartId: string | null;
  cart: Cart | null;
  /** The badge's number: the API's total_quantity, 0 without a cart. */
  totalQuantity: number;
  loggedIn: boolean;
  /** The item being added, while its call runs. */
  adding: AddCartItem | null;
  /** The customer cart loaded on login, while the guest cart is merged into it. */
  customerCart: Cart | null;
  /** The order being reordered, while its call runs. */
  reorder: ReorderRequest | null;
  /** The last failure (a backend message or a message id). */
  error: string | null;
}

export type CartEvent =
  | ({ type: 'cart.addItem' } & AddCartItem)
  /**
   * New quantity of a line; with `enteredOptions` (the API's, as for adding: [] buys once) also
   * a new purchase mode ('Update Cart' of the purchase modal).
   */
  | { type: 'cart.updateItem'; uid: string; quantity: number; enteredOptions?: EnteredOption[] }
  | { type: 'cart.removeItem'; uid: string }
  | { type: 'cart.applyCoupon'; code: string }
  | { type: 'cart.removeCoupon' }
  | { type: 'cart.convertToSavingsPlan'; interval: DeliveryInterval }
  /** Put the lines of one of the customer's orders back into the cart ('Reorder'). */
  | ({ type: 'cart.reorder' } & ReorderRequest)
  /** Sent by the session after login and logout. */
  | { type: 'cart.customerLoggedIn' }
  | { type: 'cart.customerLoggedOut' }
  /** Try loading or creating the cart again after a failure. */
  | { type: 'cart.retry' };

const emptyCart = (id: string): Cart => ({ id, total_quantity: 0, items: [], applied_coupons: null });

interface NotifyParams {
  message: string | MessageDescriptor;
  type: 'success' | 'warning' | 'danger';
  values?: Record<string, unknown>;
}

/** What the cart tells the user (relayed to the notifications queue); all but successes stay until closed. */
function notifyEvent(params: NotifyParams) {
  return {
    type: 'notify' as const,
    notification: {
      type: params.type,
      message: params.message,
      ...(params.type === 'success' ? {} : { persistent: true }),
      ...(params.values ? { values: params.values } : {}),
    },
  };
}

/** What a failed actor hands its `onError` transitions. */
interface FailedActor {
  event: { error: unknown };
}

/** Any cart call the server refused because the token is no longer valid. */
const tokenRefused = {
  guard: { type: 'isAuthorizationError', params: ({ event }: FailedActor) => ({ error: event.error }) },
  target: 'ready',
  description: 'The token was refused: the session logs out and empties the cart.',
  actions: 'reportAuthorizationError',
} as const;

/**
 * A refused change to the cart (a line, a coupon, a conversion, a reorder): a refused token logs
 * out; otherwise the cart stays as it was and the shopper is told why, by the error's code or
 * with `fallback` (always `fallback` when `byCode` is false). The one handler every change uses.
 */
function changeRefused(
  fallback: MessageDescriptor,
  {
    description = 'The cart stays as it was.',
    byCode = true,
  }: { description?: string; byCode?: boolean } = {},
) {
  return [
    tokenRefused,
    {
      target: 'ready',
      description,
      actions: [
        { type: 'assignError', params: ({ event }: FailedActor) => ({ error: event.error }) },
        {
          type: 'notifyChangeFailed',
          params: ({ event }: FailedActor) => ({ error: event.error, fallback, byCode }),
        },
      ],
    },
  ] as const;
}

/** A change the server made: its answer is the new cart. */
const cartChanged = {
  target: 'ready',
  actions: [
    { type: 'assignCart', params: ({ event }: { event: { output: Cart } }) => ({ cart: event.output }) },
  ],
} as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    loadCustomerCart: fromPromise<Cart>(async () => {
      throw new Error('loadCustomerCart is provided by the app');
    }),
    loadCart: fromPromise<Cart, { cartId: string }>(async () => {
      throw new Error('loadCart is provided by the app');
    }),
    createEmptyCart: fromPromise<string>(async () => {
      throw new Error('createEmptyCart is provided by the app');
    }),
    mergeCarts: fromPromise<Cart, { source: string; destination: string }>(async () => {
      throw new Error('mergeCarts is provided by the app');
    }),
    addToCart: fromPromise<AddToCartResult, { cartId: string; item: AddCartItem }>(async () => {
      throw new Error('addToCart is provided by the app');
    }),
    updateItem: fromPromise<Cart, UpdateItemInput>(async () => {
      throw new Error('updateItem is provided by the app');
    }),
    removeItem: fromPromise<Cart, { cartId: string; uid: string }>(async () => {
      throw new Error('removeItem is provided by the app');
    }),
    applyCoupon: fromPromise<Cart, { cartId: string; code: string }>(async () => {
      throw new Error('applyCoupon is provided by the app');
    }),
    removeCoupon: fromPromise<Cart, { cartId: string }>(async () => {
      throw new Error('removeCoupon is provided by the app');
    }),
    convertToSavingsPlan: fromPromise<
      ConvertToSavingsPlanResult,
      { cartId: string; interval: DeliveryInterval }
    >(async () => {
      throw new Error('convertToSavingsPlan is provided by the app');
    }),
    reorderItems: fromPromise<ReorderResult, { orderNumber: string }>(async () => {
      throw new Error('reorderItems is provided by the app');
    }),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    hasCartId: ({ context }) => context.cartId !== null,
    isAuthorizationError: (_, params: { error: unknown }) => isAuthorizationError(params.error),
    isCartGone: (_, params: { error: unknown }) => isCartGone(params.error),
    isUnsupportedProductType: ({ event }) => {
      assertEvent(event, 'cart.addItem');
      const type = event.productType;
      return type !== undefined && !(SUPPORTED_PRODUCT_TYPES as readonly string[]).includes(type);
    },
    isQuantityAboveZero: ({ event }) => {
      assertEvent(event, 'cart.updateItem');
      return Number.isFinite(event.quantity) && event.quantity > 0;
    },
    hasUserErrors: (_, params: { result: { user_errors: readonly unknown[] } }) =>
      params.result.user_errors.length > 0,
    /** Some line is not yet a savings-plan line with the chosen interval. */
    hasLinesToConvert: ({ context, event }) => {
      assertEvent(event, 'cart.convertToSavingsPlan');
      return (context.cart?.items ?? []).some(
        (item) => item.purchase_mode !== 'onGoing' || item.delivery_interval !== event.interval,
      );
    },
    isSingleItemOfQuantityOne: (_, params: { cart: Cart }) => holdsSingleItemOfQuantityOne(params.cart),
    /** Merge on login only when the guest cart is another cart and has something in it. */
    shouldMergeGuestCart: ({ context }, params: { customerCart: Cart }) =>
      context.cart !== null && context.cart.id !== params.customerCart.id && context.cart.items.length > 0,
  },
  actions: {
    // Provided by the app: cookies, analytics, layout.
    storeCartId: (_, _params: { cartId: string }) => {},
    dropToken: () => {},
    pushAddToCartAnalytics: (_, _params: AddToCartAnalytics) => {},
    openCartSidebar: () => {},

    /** The session logs out (and tells the cart to empty). */
    reportAuthorizationError: ({ system }) => {
      system.get('session')?.send({ type: 'session.authorizationError' });
    },
    assignCart: assign((_, params: { cart: Cart }) => ({
      cart: params.cart,
      cartId: params.cart.id,
      totalQuantity: params.cart.total_quantity,
      customerCart: null,
      error: null,
    })),
    assignEmptyCart: assign((_, params: { cartId: string }) => ({
      cart: emptyCart(params.cartId),
      cartId: params.cartId,
      totalQuantity: 0,
      error: null,
    })),
    assignCustomerCart: assign({ customerCart: (_, params: { cart: Cart }) => params.cart }),
    assignGuest: assign({ loggedIn: false }),
    assignLoggedIn: assign({ loggedIn: true }),
    forgetCart: assign({
      cart: null,
      cartId: null,
      totalQuantity: 0,
      loggedIn: false,
      customerCart: null,
      adding: null,
    }),
    forgetCartId: assign({ cartId: null, cart: null, totalQuantity: 0 }),
    assignAdding: assign({
      adding: ({ event }) => {
        assertEvent(event, 'cart.addItem');
        const { type: _type, ...item } = event;
        return item;
      },
    }),
    clearAdding: assign({ adding: null }),
    assignReorder: assign({
      reorder: ({ event }) => {
        assertEvent(event, 'cart.reorder');
        return { orderNumber: event.orderNumber, lines: event.lines };
      },
    }),
    clearReorder: assign({ reorder: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => backendMessage(params.error) }),
    /** A change was refused: the text of its code, else the change's own (see changeRefused). */
    notifyChangeFailed: emit((_, params: { error: unknown; fallback: MessageDescriptor; byCode: boolean }) =>
      notifyEvent({
        message: params.byCode ? errorMessage(params.error, params.fallback) : params.fallback,
        type: 'danger',
      }),
    ),
    assignErrorMessage: assign({
      error: (_, params: { message: string | MessageDescriptor }) =>
        typeof params.message === 'string' ? params.message : params.message.id,
    }),

    notify: emit((_, params: NotifyParams) => notifyEvent(params)),
    emitItemAdded: emit(({ context }, params: { cart: Cart; showRelatedProducts: boolean }) => ({
      type: 'cart.itemAdded' as const,
      cart: params.cart,
      sku: context.adding?.sku ?? '',
      quantity: context.adding?.quantity ?? 0,
      showRelatedProducts: params.showRelatedProducts,
      ...(context.adding?.parentSku ? { parentSku: context.adding.parentSku } : {}),
      ...(context.adding?.fromWishlist ? { fromWishlist: true as const } : {}),
    })),
    emitItemNotAdded: emit((_, params: { sku: string }) => ({
      type: 'cart.itemNotAdded' as const,
      sku: params.sku,
    })),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    cartId: input.cartId,
    cart: null,
    totalQuantity: 0,
    loggedIn: input.loggedIn,
    adding: null,
    customerCart: null,
    reorder: null,
    error: null,
  }),
  initial: 'initialising',
  on: {
    'cart.customerLoggedIn': { target: '.loggingIn', actions: 'assignLoggedIn' },
    'cart.customerLoggedOut': {
      target: '.creating',
      description: 'Logout empties the cart; a new guest cart is created right away.',
      actions: 'forgetCart',
    },
  },
  states: {
    initialising: {
      always: [
        { guard: 'isLoggedIn', target: 'loadingCustomerCart' },
        { guard: 'hasCartId', target: 'loading' },
        { target: 'creating' },
      ],
    },
    loadingCustomerCart: {
      tags: ['busy'],
      invoke: {
        id: 'loadCustomerCart',
        src: 'loadCustomerCart',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
            { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output.id }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isAuthorizationError', params: ({ event }) => ({ error: event.error }) },
            target: 'initialising',
            description: 'The token failed to load the customer cart: drop it and use the guest cart.',
            actions: ['dropToken', 'assignGuest'],
          },
          {
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isCartGone', params: ({ event }) => ({ error: event.error }) },
            target: 'creating',
            description: 'Unknown, expired or not the guest’s: start a new cart.',
            actions: 'forgetCartId',
          },
          {
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createEmptyCart',
        src: 'createEmptyCart',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignEmptyCart', params: ({ event }) => ({ cartId: event.output }) },
            { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The cart could not be loaded or created; the view offers a retry.',
      tags: ['error'],
      on: {
        'cart.retry': { target: 'initialising' },
      },
    },
    loggingIn: {
      tags: ['busy'],
      initial: 'loadingCustomerCart',
      states: {
        loadingCustomerCart: {
          invoke: {
            id: 'loadCustomerCart',
            src: 'loadCustomerCart',
            onDone: [
              {
                guard: {
                  type: 'shouldMergeGuestCart',
                  params: ({ event }) => ({ customerCart: event.output }),
                },
                target: 'merging',
                actions: { type: 'assignCustomerCart', params: ({ event }) => ({ cart: event.output }) },
              },
              {
                target: '#cart.ready',
                actions: [
                  { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
                  { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output.id }) },
                ],
              },
            ],
            onError: {
              target: '#cart.ready',
              description: 'The customer cart failed to load: keep the guest cart.',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        merging: {
          invoke: {
            id: 'mergeCarts',
            src: 'mergeCarts',
            input: ({ context }) => ({
              source: context.cart?.id ?? '',
              destination: context.customerCart?.id ?? '',
            }),
            onDone: {
              target: '#cart.ready',
              description: 'The merged cart is the customer cart: its id is kept.',
              actions: [
                { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
                { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output.id }) },
              ],
            },
            onError: {
              target: '#cart.ready',
              description: 'Merging failed: use the customer cart as it is.',
              actions: [
                { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                { type: 'notify', params: { message: CART_MESSAGES.updateFailed, type: 'danger' } },
                {
                  type: 'storeCartId',
                  params: ({ context }) => ({ cartId: context.customerCart?.id ?? context.cartId ?? '' }),
                },
                {
                  type: 'assignCart',
                  params: ({ context }) => ({
                    cart: context.customerCart ?? emptyCart(context.cartId ?? ''),
                  }),
                },
              ],
            },
          },
        },
      },
    },
    ready: {
      // Not on leaving 'adding' or 'reordering': their transitions' actions still read the item
      // being added and the order being reordered.
      entry: ['clearAdding', 'clearReorder'],
      on: {
        'cart.addItem': [
          {
            guard: 'isUnsupportedProductType',
            actions: [
              {
                type: 'notify',
                params: ({ event }) => ({
                  message: CART_MESSAGES.unsupportedProductType,
                  type: 'danger',
                  values: { type: event.productType },
                }),
              },
              { type: 'emitItemNotAdded', params: ({ event }) => ({ sku: event.sku }) },
            ],
          },
          { target: 'adding', actions: 'assignAdding' },
        ],
        'cart.updateItem': {
          guard: 'isQuantityAboveZero',
          target: 'updatingItem',
          description: 'Quantities of 0 or less are not sent (remove the line instead).',
        },
        'cart.removeItem': { target: 'removingItem' },
        'cart.applyCoupon': { target: 'applyingCoupon' },
        'cart.removeCoupon': { target: 'removingCoupon' },
        'cart.convertToSavingsPlan': {
          guard: 'hasLinesToConvert',
          target: 'convertingToSavingsPlan',
          description: 'Only when some line is not yet a savings-plan line with the chosen interval.',
        },
        'cart.reorder': { target: 'reordering', actions: 'assignReorder' },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({
          cartId: context.cartId ?? '',
          item: context.adding ?? { sku: '', quantity: 0 },
        }),
        onDone: [
          {
            guard: { type: 'hasUserErrors', params: ({ event }) => ({ result: event.output }) },
            target: 'ready',
            description: 'The first user error is shown; the cart stays as it was.',
            actions: [
              {
                type: 'assignErrorMessage',
                params: ({ event }) => ({
                  message: userErrorMessage(event.output.user_errors[0], CART_MESSAGES.updateFailed),
                }),
              },
              {
                type: 'notify',
                params: ({ event }) => ({
                  message: userErrorMessage(event.output.user_errors[0], CART_MESSAGES.updateFailed),
                  type: 'danger',
                }),
              },
              { type: 'emitItemNotAdded', params: ({ context }) => ({ sku: context.adding?.sku ?? '' }) },
            ],
          },
          {
            guard: {
              type: 'isSingleItemOfQuantityOne',
              params: ({ event }) => ({ cart: event.output.cart }),
            },
            target: 'ready',
            description: 'A single item of quantity 1: the modal shows related products.',
            actions: [
              { type: 'assignCart', params: ({ event }) => ({ cart: event.output.cart }) },
              {
                type: 'emitItemAdded',
                params: ({ event }) => ({ cart: event.output.cart, showRelatedProducts: true }),
              },
              {
                type: 'pushAddToCartAnalytics',
                params: ({ context, event }) =>
                  addToCartAnalytics(event.output.cart, context.adding ?? { sku: '', quantity: 0 }),
              },
            ],
          },
          {
            target: 'ready',
            description: 'Otherwise the cart sidebar opens and the modal closes.',
            actions: [
              { type: 'assignCart', params: ({ event }) => ({ cart: event.output.cart }) },
              {
                type: 'emitItemAdded',
                params: ({ event }) => ({ cart: event.output.cart, showRelatedProducts: false }),
              },
              {
                type: 'pushAddToCartAnalytics',
                params: ({ context, event }) =>
                  addToCartAnalytics(event.output.cart, context.adding ?? { sku: '', quantity: 0 }),
              },
              'openCartSidebar',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isAuthorizationError', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: [
              { type: 'emitItemNotAdded', params: ({ context }) => ({ sku: context.adding?.sku ?? '' }) },
              'reportAuthorizationError',
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'notifyChangeFailed',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: CART_MESSAGES.updateFailed,
                  byCode: true,
                }),
              },
              { type: 'emitItemNotAdded', params: ({ context }) => ({ sku: context.adding?.sku ?? '' }) },
            ],
          },
        ],
      },
    },
    updatingItem: {
      tags: ['busy'],
      invoke: {
        id: 'updateItem',
        src: 'updateItem',
        input: ({ context, event }) => {
          assertEvent(event, 'cart.updateItem');
          return {
            cartId: context.cartId ?? '',
            uid: event.uid,
            quantity: event.quantity,
            ...(event.enteredOptions ? { enteredOptions: event.enteredOptions } : {}),
          };
        },
        onDone: cartChanged,
        onError: changeRefused(CART_MESSAGES.updateFailed),
      },
    },
    removingItem: {
      tags: ['busy'],
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context, event }) => {
          assertEvent(event, 'cart.removeItem');
          return { cartId: context.cartId ?? '', uid: event.uid };
        },
        onDone: cartChanged,
        onError: changeRefused(CART_MESSAGES.updateFailed),
      },
    },
    applyingCoupon: {
      tags: ['busy'],
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context, event }) => {
          assertEvent(event, 'cart.applyCoupon');
          return { cartId: context.cartId ?? '', code: event.code };
        },
        onDone: cartChanged,
        onError: changeRefused(CART_MESSAGES.invalidCoupon),
      },
    },
    removingCoupon: {
      tags: ['busy'],
      invoke: {
        id: 'removeCoupon',
        src: 'removeCoupon',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: cartChanged,
        onError: changeRefused(CART_MESSAGES.updateFailed),
      },
    },
    convertingToSavingsPlan: {
      tags: ['busy'],
      invoke: {
        id: 'convertToSavingsPlan',
        src: 'convertToSavingsPlan',
        input: ({ context, event }) => {
          assertEvent(event, 'cart.convertToSavingsPlan');
          return { cartId: context.cartId ?? '', interval: event.interval };
        },
        onDone: [
          {
            guard: { type: 'hasUserErrors', params: ({ event }) => ({ result: event.output }) },
            target: 'ready',
            description:
              'Some lines cannot be a savings plan: they stay as they were, and the notice names them.',
            actions: [
              { type: 'assignCart', params: ({ event }) => ({ cart: event.output.cart }) },
              {
                type: 'notify',
                params: ({ event }) => ({
                  message: CART_MESSAGES.partlyConvertedToSavingsPlan,
                  type: 'warning',
                  values: { products: keptLineNames(event.output) },
                }),
              },
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'assignCart', params: ({ event }) => ({ cart: event.output.cart }) },
              { type: 'notify', params: { message: CART_MESSAGES.convertedToSavingsPlan, type: 'success' } },
            ],
          },
        ],
        onError: changeRefused(CART_MESSAGES.conversionFailed, { byCode: false }),
      },
    },
    reordering: {
      tags: ['busy'],
      invoke: {
        id: 'reorderItems',
        src: 'reorderItems',
        input: ({ context }) => ({ orderNumber: context.reorder?.orderNumber ?? '' }),
        onDone: [
          {
            guard: { type: 'hasUserErrors', params: ({ event }) => ({ result: event.output }) },
            target: 'ready',
            description: 'Lines left out (stock, no longer sold) are named; the others are in the cart.',
            actions: [
              { type: 'assignCart', params: ({ event }) => ({ cart: event.output.cart }) },
              { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output.cart.id }) },
              {
                type: 'notify',
                params: ({ context, event }) => ({
                  ...reorderLeftOutNotice(event.output, context.reorder),
                  type: 'warning',
                }),
              },
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'assignCart', params: ({ event }) => ({ cart: event.output.cart }) },
              { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output.cart.id }) },
              {
                type: 'notify',
                params: ({ context }) => ({
                  message: CART_MESSAGES.reordered,
                  type: 'success',
                  values: { orderNumber: context.reorder?.orderNumber ?? '' },
                }),
              },
            ],
          },
        ],
        onError: changeRefused(CART_MESSAGES.reorderFailed, {
          description: 'The cart stays as it was; a refused order number is shown as the server says.',
        }),
      },
    },
  },
});

import {
  and,
  assertEvent,
  assign,
  type CallbackLogicFunction,
  type EventObject,
  fromCallback,
  fromPromise,
  setup,
} from 'xstate';
import {
  availablePlanIntervals,
  type DeliveryInterval,
  type PurchaseMode,
  subscriptionAvailable,
} from '../domain/savings-plans.ts';
import { lineQuantityDiscountNotice } from '../domain/cart-line-notes.ts';
import { cartLinePrice, type LinePrice } from '../domain/line-price.ts';
import type { QuantityDiscountNotice } from '../domain/volume-discounts.ts';
import type { AddCartItem, CartItemAddedEmitted, CartItemNotAddedEmitted } from './cart.machine.ts';
import { backendMessage } from './session.machine.ts';

/**
 * The subscription / add-to-cart modal (spec 2, 4, 5, 6, 8). Flow-scoped: the component
 * that owns the modal provides it (`createActorContext`) with the customer's group and
 * login state, and sends `purchaseModal.open` with a product SKU.
 *
 * - 'Add to Cart' decides here which modal opens: a product listed as out of stock
 *   (`outOfStock` in the open event) gets the out-of-stock modal (`outOfStock`: alternatives,
 *   notify me) and is not loaded; any other the purchase modal.
 * - Opened without a SKU it shows 'No SKU Found!' (`noSku`). Otherwise the product is
 *   loaded (`loadProduct`, provided by the app); a failure shows 'Product Data issue!'
 *   with a retry (`error`). It reloads whenever it is opened again (visibility) or
 *   opened with another SKU while open; the same SKU while shown keeps the data.
 * - Loaded: purchase mode oneTime or onGoing. onGoing is offered only when the product
 *   has a subscription option for the customer's group (`subscriptionAvailable`: none
 *   for group 4; a logged-out visitor always gets -N-). Each mode has its own quantity,
 *   capped at only_x_left_in_stock (`maxQuantity`);
 *   switching mode resets both to 1. A configurable product needs a chosen variant.
 * - `canAddToCart` (spec 4): configurable → a variant is chosen; others → IN_STOCK and
 *   the quantity not above only_x_left_in_stock when set. Views ask
 *   `state.can({ type: 'purchaseModal.submit' })`. The cart ignores changes while it is
 *   busy, so the button is also disabled while the cart's `hasTag('busy')`.
 * - Submit in mode cartUpdate sends `cart.updateItem` (quantity and purchase mode of the
 *   line) to the cart ('Update Cart') and
 *   closes: the cart emits nothing for an update, shows its busy state and reports a
 *   failure itself. Otherwise it sends `cart.addItem` and waits (`submitting`) for the
 *   cart's `cart.itemAdded` / `cart.itemNotAdded` for the SKU it sent. Unsupported
 *   product types are the cart's business: it refuses them and emits itemNotAdded.
 * - Added: with `showRelatedProducts` the modal stays open (`added`: '<title> was
 *   successfully added', 'Often bought together with', 'Proceed to cart'); otherwise
 *   `openCartSidebar` runs and the modal closes. A related product is added by opening
 *   the modal on its SKU with mode 'relatedProducts' (reported as a cross-sell).
 * - Opened from the wishlist (`fromWishlist`): the line it adds carries `fromWishlist`, so the
 *   cart's `cart.itemAdded` tells the wishlist to take the product off its list.
 *
 * Cart results: while open, the modal listens to the cart itself through the named
 * callback actor `cartResults` (the system's 'cart' emits them), so neither the app nor
 * the view has to relay anything. `system.get('cart')` sees the cart only when the modal
 * runs in the app's actor system; a modal started as its own root actor (a plain
 * `createActorContext`) has a system of its own, so its provider must then supply
 * `sendToCart` and `cartResults` bound to the app's cart with `.provide()`.
 * Prices come from the domain's line price (`modalLinePrice`), the function the server
 * prices the cart line with, so the total on the button is the total the cart charges.
 */

export const PURCHASE_MODAL_MODES = ['default', 'cartUpdate', 'relatedProducts'] as const;
export type PurchaseModalMode = (typeof PURCHASE_MODAL_MODES)[number];

/** A product's catalogue price: the regular price and the price it sells at (special price). */
export interface PriceRow {
  regularPrice: number;
  specialPrice: number | null;
}

export interface ProductVariant {
  /** The configurable option value's uid (addProductsToCart's selected_options entry). */
  valueUid: string;
  sku: string;
  label: string;
  /** The variant's own price; the line is priced from it once the variant is chosen. */
  price?: PriceRow;
}

/** The product's savings-plan options: which groups and intervals may buy it as a plan. */
export interface SubscriptionOptions {
  /** Option SKUs of every group, e.g. 'PROMAG1-N-1M' (see planOptionSku). */
  optionSkus: string[];
}

/** The shopper's choice the modal sends to the cart, in its own terms: how, how often, how many. */
export interface PurchaseChoice {
  mode: PurchaseMode;
  interval: DeliveryInterval;
  quantity: number;
}

/**
 * The line the modal asks the cart for. `purchase` is there when the product offers a purchase
 * mode (a savings plan); the app's adapter (src/lib/actors/purchase-modal.ts) turns it into the
 * commerce API's entered_options, so the machine knows nothing of Magento's option uids.
 */
export interface PurchaseLine extends Omit<AddCartItem, 'enteredOptions'> {
  purchase?: PurchaseChoice;
}

export interface RelatedProduct {
  sku: string;
  name: string;
}

/** What `loadProduct` returns: the fields the modal decides with (views may read more). */
export interface PurchaseModalProduct {
  sku: string;
  name: string;
  /** The product's `__typename`: 'SimpleProduct', 'ConfigurableProduct', … */
  type: string;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  only_x_left_in_stock: number | null;
  variants?: ProductVariant[];
  subscription?: SubscriptionOptions;
  related_products?: RelatedProduct[];
  /** Contents label for analytics (inhalt_label). */
  content?: string;
  /** The catalogue price (a configurable product's lowest); without it the modal shows no total. */
  price?: PriceRow;
}

export interface PurchaseModalInput {
  customerGroup: number | null;
  loggedIn: boolean;
}

/** What the modal was opened for. */
export interface PurchaseModalRequest {
  sku: string | null;
  mode: PurchaseModalMode;
  cartItemUid: string | null;
  quantity: number | null;
  purchaseMode: PurchaseMode | null;
  /** The delivery interval of the savings-plan line being edited. */
  interval: DeliveryInterval | null;
  /** The product is out of stock as listed where 'Add to Cart' was pressed. */
  outOfStock: boolean;
  /** The product's name as listed there (the out-of-stock modal's title). */
  productName: string | null;
  /** Opened from the wishlist ('Add to Cart' of a wished product family): the add says so. */
  fromWishlist: boolean;
}

export type Quantities = Record<PurchaseMode, number>;

export interface PurchaseModalContext {
  customerGroup: number | null;
  loggedIn: boolean;
  request: PurchaseModalRequest;
  product: PurchaseModalProduct | null;
  purchaseMode: PurchaseMode;
  quantities: Quantities;
  interval: DeliveryInterval;
  variantUid: string | null;
  /** The SKU sent with `cart.addItem`, while the modal waits for the cart's answer. */
  submittedSku: string | null;
  /** The last failure (a backend message). */
  error: string | null;
}

export type CartResultEvent = CartItemAddedEmitted | CartItemNotAddedEmitted;

export type PurchaseModalEvent =
  | {
      type: 'purchaseModal.open';
      sku: string | null;
      mode?: PurchaseModalMode;
      cartItemUid?: string;
      quantity?: number;
      purchaseMode?: PurchaseMode;
      interval?: DeliveryInterval;
      /** 'Add to Cart' on a product listed as out of stock: the out-of-stock modal opens instead. */
      outOfStock?: boolean;
      productName?: string;
      /** 'Add to Cart' on the wishlist: once added, the wishlist takes the product off its list. */
      fromWishlist?: boolean;
    }
  | { type: 'purchaseModal.close' }
  /** The session changed (login, logout, another customer group). */
  | { type: 'purchaseModal.sessionChanged'; customerGroup: number | null; loggedIn: boolean }
  | { type: 'purchaseModal.retry' }
  | { type: 'purchaseModal.setPurchaseMode'; purchaseMode: PurchaseMode }
  | { type: 'purchaseModal.setInterval'; interval: DeliveryInterval }
  | { type: 'purchaseModal.setQuantity'; quantity: number }
  | { type: 'purchaseModal.selectVariant'; valueUid: string }
  | { type: 'purchaseModal.submit' }
  /** From the cart, through `cartResults`. */
  | CartResultEvent;

const ONE_EACH: Quantities = { oneTime: 1, onGoing: 1 };

const NO_REQUEST: PurchaseModalRequest = {
  sku: null,
  mode: 'default',
  cartItemUid: null,
  quantity: null,
  purchaseMode: null,
  interval: null,
  outOfStock: false,
  productName: null,
  fromWishlist: false,
};

/** The subscription intervals this customer may buy the product under, in display order. */
export function offeredIntervals(context: PurchaseModalContext): DeliveryInterval[] {
  const optionSkus = context.product?.subscription?.optionSkus ?? [];
  return availablePlanIntervals(optionSkus, context.customerGroup, context.loggedIn);
}

/** Whether the onGoing (savings subscription) option is shown. */
export function onGoingOffered(context: PurchaseModalContext): boolean {
  const optionSkus = context.product?.subscription?.optionSkus ?? [];
  return subscriptionAvailable(optionSkus, context.customerGroup, context.loggedIn);
}

export function isConfigurable(product: PurchaseModalProduct | null): boolean {
  return product?.type === 'ConfigurableProduct';
}

export function currentQuantity(context: PurchaseModalContext): number {
  return context.quantities[context.purchaseMode];
}

/**
 * The price of the line the modal would put in the cart, from the same domain function the
 * server prices cart lines with (`cartLinePrice`): volume tiers for one-time purchases, the
 * savings-plan discount and quarterly's three packs per delivery for a plan. Null while there is
 * no price to show (no product or price, or a quantity that is not a whole number from 1).
 */
export function modalLinePrice(context: PurchaseModalContext): LinePrice | null {
  const variant = selectedVariant(context);
  const price = variant?.price ?? context.product?.price;
  const sku = variant?.sku ?? context.product?.sku;
  const quantity = currentQuantity(context);
  if (!price || !sku || !Number.isInteger(quantity) || quantity < 1) return null;
  return cartLinePrice({
    sku,
    regularPrice: price.regularPrice,
    specialPrice: price.specialPrice,
    quantity,
    mode: context.purchaseMode,
    interval: context.purchaseMode === 'onGoing' ? context.interval : null,
    customerGroup: context.customerGroup,
    loggedIn: context.loggedIn,
  });
}

/**
 * The quantity-discount notice of the line the modal would add, by the rule the cart's lines
 * show it with (lineQuantityDiscountNotice): a one-time purchase whose quantity reaches a volume
 * tier above 0 %, with the next better tier. Never for a savings plan (no volume discount there).
 */
export function modalQuantityDiscountNotice(context: PurchaseModalContext): QuantityDiscountNotice | null {
  const sku = selectedVariant(context)?.sku ?? context.product?.sku;
  const quantity = currentQuantity(context);
  if (!sku || !Number.isInteger(quantity) || quantity < 1) return null;
  return lineQuantityDiscountNotice({
    sku,
    quantity,
    purchaseMode: context.purchaseMode,
    deliveryInterval: context.purchaseMode === 'onGoing' ? context.interval : null,
  });
}

/**
 * The most the modal lets the customer choose: what is left (only_x_left_in_stock) when the
 * API reports it for a product bought as itself, else no cap (null). A configurable product's
 * parent count says nothing about the chosen variant, so it is not capped here.
 */
export function maxQuantity(context: PurchaseModalContext): number | null {
  const { product } = context;
  if (!product || isConfigurable(product)) return null;
  const left = product.only_x_left_in_stock;
  return left !== null && left > 0 ? left : null;
}

/** A wanted quantity within what is left: the modal never goes above the stock the API reports. */
function cappedQuantity(context: PurchaseModalContext, quantity: number): number {
  const max = maxQuantity(context);
  return max === null ? quantity : Math.min(quantity, max);
}

/** Spec 4, add-to-cart availability. */
export function canAddToCart(context: PurchaseModalContext): boolean {
  const { product } = context;
  if (!product) return false;
  if (isConfigurable(product)) {
    return (product.variants ?? []).some((variant) => variant.valueUid === context.variantUid);
  }
  if (product.stock_status !== 'IN_STOCK') return false;
  const left = product.only_x_left_in_stock;
  return left === null || currentQuantity(context) <= left;
}

function selectedVariant(context: PurchaseModalContext): ProductVariant | undefined {
  return context.product?.variants?.find((variant) => variant.valueUid === context.variantUid);
}

/** The purchase choice of a product that offers a purchase mode; none for one that does not. */
function purchaseChoice(context: PurchaseModalContext): PurchaseChoice | undefined {
  if (!context.product?.subscription) return undefined;
  return { mode: context.purchaseMode, interval: context.interval, quantity: currentQuantity(context) };
}

/**
 * The choice a product starts with when shown: the request's purchase mode (one-time
 * when onGoing is not offered) and quantity, else one-time and 1; the request's interval
 * when offered, else the first offered one; no variant.
 */
function initialChoice(
  context: PurchaseModalContext,
  product: PurchaseModalProduct | null,
): Partial<PurchaseModalContext> {
  const next = { ...context, product };
  const wanted = context.request.purchaseMode ?? 'oneTime';
  const purchaseMode: PurchaseMode = wanted === 'onGoing' && !onGoingOffered(next) ? 'oneTime' : wanted;
  const quantity = context.request.quantity;
  const intervals = offeredIntervals(next);
  return {
    product,
    purchaseMode,
    quantities:
      quantity !== null && Number.isInteger(quantity) && quantity >= 1
        ? { ...ONE_EACH, [purchaseMode]: cappedQuantity(next, quantity) }
        : ONE_EACH,
    interval: intervals.find((i) => i === context.request.interval) ?? intervals[0] ?? 'monthly',
    variantUid: null,
    error: null,
  };
}

/** The line the modal's current choice asks the cart for (see PurchaseLine). */
export function cartItemOf(context: PurchaseModalContext): PurchaseLine {
  const product = context.product;
  const variant = selectedVariant(context);
  const purchase = purchaseChoice(context);
  return {
    sku: variant?.sku ?? product?.sku ?? '',
    ...(variant ? { parentSku: product?.sku, selectedOptions: [variant.valueUid] } : {}),
    ...(purchase ? { purchase } : {}),
    quantity: currentQuantity(context),
    ...(product ? { productType: product.type } : {}),
    ...(product?.content ? { content: product.content } : {}),
    isOnGoingSub: context.purchaseMode === 'onGoing',
    crossSell: context.request.mode === 'relatedProducts',
    ...(context.request.fromWishlist ? { fromWishlist: true } : {}),
  };
}

/**
 * Listens to the results the system's cart emits and sends them to the modal. Without a
 * cart in the system (SSR) it listens to nothing.
 */
export const relayCartResults: CallbackLogicFunction<EventObject, CartResultEvent> = ({
  system,
  sendBack,
}) => {
  const cart = system.get('cart');
  if (!cart) return undefined;
  const subscriptions = [
    cart.on('cart.itemAdded', (emitted: CartItemAddedEmitted) => sendBack(emitted)),
    cart.on('cart.itemNotAdded', (emitted: CartItemNotAddedEmitted) => sendBack(emitted)),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
};

export const purchaseModalMachine = setup({
  types: {
    context: {} as PurchaseModalContext,
    events: {} as PurchaseModalEvent,
    input: {} as PurchaseModalInput,
  },
  actors: {
    loadProduct: fromPromise<PurchaseModalProduct, { sku: string }>(async () => {
      throw new Error('loadProduct is provided by the app');
    }),
    cartResults: fromCallback(relayCartResults),
  },
  guards: {
    hasSku: ({ context }) => context.request.sku !== null && context.request.sku !== '',
    isOutOfStock: ({ context }) => context.request.outOfStock,
    isSameSku: ({ context, event }) => {
      assertEvent(event, 'purchaseModal.open');
      return event.sku === context.request.sku;
    },
    isPurchaseModeOffered: ({ context, event }) => {
      assertEvent(event, 'purchaseModal.setPurchaseMode');
      return event.purchaseMode === 'oneTime' || onGoingOffered(context);
    },
    isIntervalOffered: ({ context, event }) => {
      assertEvent(event, 'purchaseModal.setInterval');
      return offeredIntervals(context).includes(event.interval);
    },
    isValidQuantity: ({ event }) => {
      assertEvent(event, 'purchaseModal.setQuantity');
      return Number.isInteger(event.quantity) && event.quantity >= 1;
    },
    isKnownVariant: ({ context, event }) => {
      assertEvent(event, 'purchaseModal.selectVariant');
      return (context.product?.variants ?? []).some((variant) => variant.valueUid === event.valueUid);
    },
    canAddToCart: ({ context }) => canAddToCart(context),
    isCartUpdate: ({ context }) => context.request.mode === 'cartUpdate',
    isOwnResult: ({ context, event }) =>
      (event.type === 'cart.itemAdded' || event.type === 'cart.itemNotAdded') &&
      event.sku === context.submittedSku,
    showsRelatedProducts: ({ event }) => {
      assertEvent(event, 'cart.itemAdded');
      return event.showRelatedProducts;
    },
  },
  actions: {
    // Provided by the app: layout.
    openCartSidebar: () => {},

    // Provided by the app (src/lib/actors/purchase-modal.ts): sends cartItemOf(context) to the
    // cart, as a new line or, for 'cartUpdate', as the change of the request's line.
    sendToCart: () => {},
    assignRequest: assign(({ event }) => {
      assertEvent(event, 'purchaseModal.open');
      return {
        request: {
          sku: event.sku,
          mode: event.mode ?? 'default',
          cartItemUid: event.cartItemUid ?? null,
          quantity: event.quantity ?? null,
          purchaseMode: event.purchaseMode ?? null,
          interval: event.interval ?? null,
          outOfStock: event.outOfStock ?? false,
          productName: event.productName ?? null,
          fromWishlist: event.fromWishlist ?? false,
        },
        submittedSku: null,
        error: null,
      };
    }),
    assignProduct: assign(({ context }, params: { product: PurchaseModalProduct }) =>
      initialChoice(context, params.product),
    ),
    /** The same product for a new request (e.g. editing a cart line of the product shown). */
    resetChoice: assign(({ context }) => initialChoice(context, context.product)),
    assignPurchaseMode: assign(({ event }) => {
      assertEvent(event, 'purchaseModal.setPurchaseMode');
      return { purchaseMode: event.purchaseMode, quantities: ONE_EACH };
    }),
    assignInterval: assign({
      interval: ({ event }) => {
        assertEvent(event, 'purchaseModal.setInterval');
        return event.interval;
      },
    }),
    assignQuantity: assign({
      quantities: ({ context, event }) => {
        assertEvent(event, 'purchaseModal.setQuantity');
        return { ...context.quantities, [context.purchaseMode]: cappedQuantity(context, event.quantity) };
      },
    }),
    assignVariant: assign({
      variantUid: ({ event }) => {
        assertEvent(event, 'purchaseModal.selectVariant');
        return event.valueUid;
      },
    }),
    assignSession: assign({
      customerGroup: ({ event }) => {
        assertEvent(event, 'purchaseModal.sessionChanged');
        return event.customerGroup;
      },
      loggedIn: ({ event }) => {
        assertEvent(event, 'purchaseModal.sessionChanged');
        return event.loggedIn;
      },
    }),
    assignSubmittedSku: assign({ submittedSku: ({ context }) => cartItemOf(context).sku }),
    clearSubmittedSku: assign({ submittedSku: null }),
    assignError: assign({
      error: (_, params: { error: unknown }) =>
        backendMessage(params.error) ?? (params.error instanceof Error ? params.error.message : null),
    }),
  },
}).createMachine({
  id: 'purchaseModal',
  context: ({ input }) => ({
    customerGroup: input.customerGroup,
    loggedIn: input.loggedIn,
    request: NO_REQUEST,
    product: null,
    purchaseMode: 'oneTime',
    quantities: ONE_EACH,
    interval: 'monthly',
    variantUid: null,
    submittedSku: null,
    error: null,
  }),
  initial: 'closed',
  on: {
    'purchaseModal.sessionChanged': {
      target: '.closed',
      description:
        "Login, logout or another customer group: the plan options and prices are the new customer's; an open modal closes.",
      actions: 'assignSession',
    },
  },
  states: {
    closed: {
      on: {
        'purchaseModal.open': { target: 'open', actions: 'assignRequest' },
      },
    },
    open: {
      initial: 'opening',
      invoke: {
        id: 'cartResults',
        src: 'cartResults',
        onError: {
          target: 'closed',
          description: 'The modal cannot hear the cart: it closes rather than wait for nothing.',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'purchaseModal.close': { target: 'closed' },
        'purchaseModal.open': {
          target: '.opening',
          description: 'Opened on another SKU (or anew) while open: load it.',
          actions: 'assignRequest',
        },
      },
      states: {
        opening: {
          always: [
            {
              guard: and(['hasSku', 'isOutOfStock']),
              target: 'outOfStock',
              description: "'Add to Cart' on a product listed as out of stock.",
            },
            { guard: 'hasSku', target: 'loading' },
            { target: 'noSku' },
          ],
        },
        outOfStock: {
          description:
            'The out-of-stock modal (spec 2): in-stock alternatives and a stock alert form, nothing to load or buy.',
        },
        noSku: {
          tags: ['error'],
          description: "'No SKU Found!'",
        },
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadProduct',
            src: 'loadProduct',
            input: ({ context }) => ({ sku: context.request.sku ?? '' }),
            onDone: {
              target: 'loaded',
              actions: { type: 'assignProduct', params: ({ event }) => ({ product: event.output }) },
            },
            onError: {
              target: 'error',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        error: {
          tags: ['error'],
          description: "'Product Data issue!' with a retry.",
          on: {
            'purchaseModal.retry': { target: 'loading' },
          },
        },
        loaded: {
          on: {
            'purchaseModal.open': {
              guard: 'isSameSku',
              description: 'The same SKU while shown: keep the product, take the new request.',
              actions: ['assignRequest', 'resetChoice'],
            },
            'purchaseModal.setPurchaseMode': {
              guard: 'isPurchaseModeOffered',
              description: 'Switching mode resets the quantities to 1.',
              actions: 'assignPurchaseMode',
            },
            'purchaseModal.setInterval': { guard: 'isIntervalOffered', actions: 'assignInterval' },
            'purchaseModal.setQuantity': {
              guard: 'isValidQuantity',
              description:
                'Capped at what is left in stock (only_x_left_in_stock), before the server refuses.',
              actions: 'assignQuantity',
            },
            'purchaseModal.selectVariant': { guard: 'isKnownVariant', actions: 'assignVariant' },
            'purchaseModal.submit': [
              {
                guard: and(['canAddToCart', 'isCartUpdate']),
                target: '#purchaseModal.closed',
                description: "'Update Cart': the cart updates the line and reports a failure itself.",
                actions: 'sendToCart',
              },
              {
                guard: 'canAddToCart',
                target: 'submitting',
                actions: ['assignSubmittedSku', 'sendToCart'],
              },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          exit: 'clearSubmittedSku',
          on: {
            'cart.itemAdded': [
              {
                guard: and(['isOwnResult', 'showsRelatedProducts']),
                target: 'added',
                description: 'A single item of quantity 1: show related products.',
              },
              {
                guard: 'isOwnResult',
                target: '#purchaseModal.closed',
                description: 'Otherwise the cart sidebar opens and the modal closes.',
                actions: 'openCartSidebar',
              },
            ],
            'cart.itemNotAdded': {
              guard: 'isOwnResult',
              target: 'loaded',
              description: 'The cart has told the user why; the choice stays for another try.',
            },
          },
        },
        added: {
          description: "'<title> was successfully added', 'Often bought together with', 'Proceed to cart'.",
        },
      },
    },
  },
});

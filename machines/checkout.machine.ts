import { assertEvent, assign, type ErrorActorEvent, fromPromise, raise, setup } from 'xstate';
import { CHECKOUT_STEPS, type CheckoutStep } from '../domain/checkout-steps.ts';

/**
 * The checkout (spec 2, 4, 7, 8): one machine for the single-page checkout `/{lang}/checkout/`
 * and the steps of `/{lang}/checkout2/` (user-account, shipping, billing, payment, thank-you).
 * Flow-scoped: the checkout route provides it (`createActorContext`).
 *
 * - Start: the cart with its checkout data and, for a customer, the saved addresses are loaded
 *   (`loadCheckout`). An empty cart ends in 'empty'; a failing load in 'failed' with retry.
 * - The steps run in the spec's order, each a named actor on the server's Magento mutations:
 *   guest email (`saveEmail`, which also tells whether the address has an account, so the view
 *   offers 'login instead'), shipping address (`saveShippingAddress`: a saved address or a new
 *   one, optionally kept in the address book), shipping method (`saveShippingMethod`), billing
 *   address (`saveBillingAddress`, same as shipping or another; saving it re-reads and re-saves
 *   the shipping method, spec 4), payment method (`savePayment`), and `placeOrder`.
 * - Every step answers the cart as it is afterwards, which replaces the machine's copy. A failing
 *   step keeps what was there and stores an error code for the view (`error`), never text.
 * - Multi-step gating: the view sends `checkout.enterStep` whenever the step in the URL changes
 *   (links, back and forward) and once the checkout has loaded for the step it was opened on. A
 *   step whose data is missing is not entered: the machine redirects to the first step that still
 *   needs data (`redirectToStep`, which replaces the URL). While loading, the step is only noted
 *   and gated when the cart is there.
 * - After the order: `orderPlaced` tells the app (the cart is gone) and the machine rests in
 *   'placed' with the order number; the multi-step checkout moves to its thank-you step, and any
 *   other step redirects there. Thank-you opened without an order placed here (a reload, a
 *   bookmark) with an empty cart leaves the checkout (`leaveCheckout`): a customer to the order
 *   history, where the order is, a guest to the home page; with a filled cart the gate sends the
 *   shopper to the first open step.
 * - Login, logout or another cart (`checkout.sessionChanged`) reload the checkout for the new
 *   session and cart, keeping the step; a placed order only notes the new session.
 */

// The steps live in the domain so a route can check a URL without loading this machine.
export { CHECKOUT_STEPS, type CheckoutStep };

export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  postcode: string;
  /** Region code where the country has regions. */
  region?: string | null;
  country_code: string;
  telephone: string;
}

export interface CheckoutShippingMethod {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** Gross, in the shop's currency (e.g. 4.95). */
  amount: number;
}

export interface SavedAddress extends CheckoutAddress {
  id: number;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** The cart as the checkout reads it (the view's adapter maps the GraphQL answer to this). */
export interface CheckoutCart {
  id: string;
  email: string | null;
  totalQuantity: number;
  shippingAddress: CheckoutAddress | null;
  availableShippingMethods: CheckoutShippingMethod[];
  selectedShippingMethod: CheckoutShippingMethod | null;
  billingAddress: CheckoutAddress | null;
  availablePayments: { code: string; title: string }[];
  selectedPayment: string | null;
  /** The server's totals, shown as they are (gross amounts in the shop's currency). */
  totals: {
    currency: string;
    subtotal: number;
    discounts: { label: string; amount: number }[];
    /** The lines' own discounts by rule, already in the subtotal: shown as savings. */
    lineDiscounts: { label: string; amount: number }[];
    grandTotal: number;
    taxes: { label: string; amount: number }[];
  };
}

export type CheckoutErrorCode = 'invalidInput' | 'outOfStock' | 'cartGone' | 'network';

export interface CheckoutError {
  step: 'load' | 'email' | 'shipping' | 'method' | 'billing' | 'payment' | 'place';
  code: CheckoutErrorCode;
}

export interface CheckoutInput {
  cartId: string;
  loggedIn: boolean;
  /** The step the multi-step route asks for; null on the single-page checkout. */
  step: CheckoutStep | null;
}

export interface CheckoutContext extends CheckoutInput {
  cart: CheckoutCart | null;
  savedAddresses: SavedAddress[];
  /** The guest's email belongs to an account: the view offers to log in instead. */
  emailHasAccount: boolean;
  /** The step of the multi-step checkout the shopper is on (null on the single page). */
  step: CheckoutStep | null;
  orderNumber: string | null;
  /** Card and PayPal: the provider's payment page the shopper is sent to after placing the order. */
  paymentRedirectUrl: string | null;
  /** A guest's secret for turning the placed order into an account on the thank-you page. */
  guestToken: string | null;
  error: CheckoutError | null;
}

/** What placeOrder answers: Magento's order number, and the extension fields of PlaceOrderOutput. */
export interface PlacedOrder {
  orderNumber: string;
  paymentRedirectUrl?: string | null;
  guestToken?: string | null;
}

export type AddressChoice =
  | { customerAddressId: number }
  | { address: CheckoutAddress; saveInAddressBook?: boolean };

export type BillingChoice = { sameAsShipping: true } | AddressChoice;

export type CheckoutEvent =
  | { type: 'checkout.retry' }
  | { type: 'checkout.setEmail'; email: string }
  | { type: 'checkout.setShippingAddress'; choice: AddressChoice }
  | { type: 'checkout.setShippingMethod'; carrierCode: string; methodCode: string }
  | { type: 'checkout.setBillingAddress'; choice: BillingChoice }
  | { type: 'checkout.setPayment'; code: string }
  | { type: 'checkout.placeOrder' }
  | { type: 'checkout.enterStep'; step: CheckoutStep }
  /** The session or the cart changed (login, logout, the customer's cart after the merge). */
  | { type: 'checkout.sessionChanged'; cartId: string; loggedIn: boolean };

/** Where the checkout sends a shopper who asks for a thank-you page it has no order for. */
export type CheckoutExit = 'orderHistory' | 'home';

export interface LoadCheckoutOutput {
  cart: CheckoutCart;
  savedAddresses: SavedAddress[];
}

export interface CartInput {
  cartId: string;
}

/** A step's failure as the actors report it: an error code (anything else counts as network). */
export class CheckoutStepError extends Error {
  constructor(readonly code: CheckoutErrorCode) {
    super(code);
  }
}

const ERROR_CODES: readonly CheckoutErrorCode[] = ['invalidInput', 'outOfStock', 'cartGone', 'network'];
const codeOf = (error: unknown): CheckoutErrorCode =>
  ERROR_CODES.find((code) => code === (error as { code?: unknown } | null)?.code) ?? 'network';

const notImplemented = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`${name} must be provided`);
  });

/** What the shopper has done so far, step by step. */
export function checkoutProgress(context: Pick<CheckoutContext, 'cart' | 'loggedIn' | 'orderNumber'>) {
  const cart = context.cart;
  const identified = context.loggedIn || !!cart?.email;
  const shipped = !!cart?.shippingAddress && !!cart.selectedShippingMethod;
  const billed = !!cart?.billingAddress;
  const paid = !!cart?.selectedPayment;
  return { identified, shipped, billed, paid, placed: !!context.orderNumber };
}

/** Whether a step's data exists (spec 2: a step cannot be entered before it). */
export function stepAllowed(
  step: CheckoutStep,
  context: Pick<CheckoutContext, 'cart' | 'loggedIn' | 'orderNumber'>,
) {
  const p = checkoutProgress(context);
  if (p.placed) return step === 'thank-you';
  switch (step) {
    case 'user-account':
      return true;
    case 'shipping':
      return p.identified;
    case 'billing':
      return p.identified && p.shipped;
    case 'payment':
      return p.identified && p.shipped && p.billed;
    case 'thank-you':
      return false;
  }
}

/** The furthest step the shopper may be on: the first one whose own data is still missing. */
export function firstOpenStep(
  context: Pick<CheckoutContext, 'cart' | 'loggedIn' | 'orderNumber'>,
): CheckoutStep {
  const p = checkoutProgress(context);
  if (p.placed) return 'thank-you';
  if (!p.identified) return 'user-account';
  if (!p.shipped) return 'shipping';
  if (!p.billed) return 'billing';
  return 'payment';
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadCheckout: notImplemented('loadCheckout') as unknown as ReturnType<
      typeof fromPromise<LoadCheckoutOutput, { cartId: string; loggedIn: boolean }>
    >,
    saveEmail: notImplemented('saveEmail') as unknown as ReturnType<
      typeof fromPromise<{ cart: CheckoutCart; emailHasAccount: boolean }, CartInput & { email: string }>
    >,
    saveShippingAddress: notImplemented('saveShippingAddress') as unknown as ReturnType<
      typeof fromPromise<CheckoutCart, CartInput & { choice: AddressChoice }>
    >,
    saveShippingMethod: notImplemented('saveShippingMethod') as unknown as ReturnType<
      typeof fromPromise<CheckoutCart, CartInput & { carrierCode: string; methodCode: string }>
    >,
    saveBillingAddress: notImplemented('saveBillingAddress') as unknown as ReturnType<
      typeof fromPromise<CheckoutCart, CartInput & { choice: BillingChoice }>
    >,
    savePayment: notImplemented('savePayment') as unknown as ReturnType<
      typeof fromPromise<CheckoutCart, CartInput & { code: string }>
    >,
    placeOrder: notImplemented('placeOrder') as unknown as ReturnType<
      typeof fromPromise<PlacedOrder, CartInput>
    >,
  },
  guards: {
    cartIsEmpty: (_, params: { output: LoadCheckoutOutput }) => params.output.cart.totalQuantity <= 0,
    isMultiStep: ({ context }) => context.step !== null,
    keepsShippingMethod: (_, params: { cart: CheckoutCart }) => !!params.cart.selectedShippingMethod,
    isGuest: ({ context }) => !context.loggedIn,
    hasShippingAddress: ({ context }) => !!context.cart?.shippingAddress,
    hasShippingMethod: ({ context }) => !!context.cart?.selectedShippingMethod,
    offersMethod: ({ context, event }) => {
      assertEvent(event, 'checkout.setShippingMethod');
      return !!context.cart?.availableShippingMethods.some(
        (m) => m.carrierCode === event.carrierCode && m.methodCode === event.methodCode,
      );
    },
    offersPayment: ({ context, event }) => {
      assertEvent(event, 'checkout.setPayment');
      return !!context.cart?.availablePayments.some((p) => p.code === event.code);
    },
    readyToOrder: ({ context }) => {
      const p = checkoutProgress(context);
      return p.identified && p.shipped && p.billed && p.paid;
    },
    stepAllowed: ({ context, event }) => {
      assertEvent(event, 'checkout.enterStep');
      return stepAllowed(event.step, context);
    },
    /** The thank-you step was asked for, and there is no cart to check out either. */
    thankYouWithoutOrder: ({ context }, params: { output: LoadCheckoutOutput }) =>
      context.step === 'thank-you' && params.output.cart.totalQuantity <= 0,
    asksForThankYou: ({ event }) => {
      assertEvent(event, 'checkout.enterStep');
      return event.step === 'thank-you';
    },
  },
  actions: {
    storeLoaded: assign((_, params: { output: LoadCheckoutOutput }) => ({
      cart: params.output.cart,
      savedAddresses: params.output.savedAddresses,
      error: null,
    })),
    storeCart: assign((_, params: { cart: CheckoutCart }) => ({ cart: params.cart, error: null })),
    storeEmailResult: assign((_, params: { cart: CheckoutCart; emailHasAccount: boolean }) => ({
      cart: params.cart,
      emailHasAccount: params.emailHasAccount,
      error: null,
    })),
    storeError: assign((_, params: { step: CheckoutError['step']; error: unknown }) => ({
      error: { step: params.step, code: codeOf(params.error) },
    })),
    clearError: assign({ error: null }),
    storeOrder: assign((_, params: PlacedOrder) => ({
      orderNumber: params.orderNumber,
      paymentRedirectUrl: params.paymentRedirectUrl ?? null,
      guestToken: params.guestToken ?? null,
      step: 'thank-you' as const,
      error: null,
    })),
    enterStep: assign(({ event }) => {
      assertEvent(event, 'checkout.enterStep');
      return { step: event.step };
    }),
    redirectToOpenStep: assign(({ context }) => ({ step: firstOpenStep(context) })),
    assignSession: assign(({ event }) => {
      assertEvent(event, 'checkout.sessionChanged');
      return { cartId: event.cartId, loggedIn: event.loggedIn, emailHasAccount: false, error: null };
    }),
    /** After loading, the multi-step route's step goes through the same gate as a later one. */
    gateRequestedStep: raise(({ context }) => ({
      type: 'checkout.enterStep' as const,
      step: context.step ?? 'user-account',
    })),
    /** Provided by the view: navigate to the step's route, in place of the current URL. */
    redirectToStep: (_, _params: { step: CheckoutStep }) => {},
    /** Provided by the view: leave the checkout for the order history or the home page. */
    leaveCheckout: (_, _params: { to: CheckoutExit }) => {},
    /** Provided by the app: the cart is now an order (a new cart is needed). */
    orderPlaced: (_, _params: PlacedOrder) => {},
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input,
    cart: null,
    savedAddresses: [],
    emailHasAccount: false,
    orderNumber: null,
    paymentRedirectUrl: null,
    guestToken: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    // Loading, failed or empty: the step is noted; the gate runs once the cart is there.
    'checkout.enterStep': { actions: 'enterStep' },
    'checkout.sessionChanged': { target: '.loading', actions: 'assignSession' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ cartId: context.cartId, loggedIn: context.loggedIn }),
        onDone: [
          {
            guard: { type: 'thankYouWithoutOrder', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: {
              type: 'leaveCheckout',
              params: ({ context }) => ({ to: context.loggedIn ? 'orderHistory' : 'home' }),
            },
          },
          {
            guard: { type: 'cartIsEmpty', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
          },
          {
            guard: 'isMultiStep',
            target: 'editing',
            actions: [
              { type: 'storeLoaded', params: ({ event }) => ({ output: event.output }) },
              'gateRequestedStep',
            ],
          },
          {
            target: 'editing',
            actions: { type: 'storeLoaded', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ step: 'load', error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'checkout.retry': { target: 'loading', actions: 'clearError' } },
    },
    empty: {
      on: {
        'checkout.enterStep': {
          guard: 'asksForThankYou',
          actions: {
            type: 'leaveCheckout',
            params: ({ context }) => ({ to: context.loggedIn ? 'orderHistory' : 'home' }),
          },
        },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'checkout.enterStep': [
          { guard: 'stepAllowed', actions: 'enterStep' },
          {
            actions: [
              'redirectToOpenStep',
              { type: 'redirectToStep', params: ({ context }) => ({ step: firstOpenStep(context) }) },
            ],
          },
        ],
      },
      states: {
        idle: {
          on: {
            'checkout.setEmail': { guard: 'isGuest', target: 'savingEmail', actions: 'clearError' },
            'checkout.setShippingAddress': { target: 'savingShipping', actions: 'clearError' },
            'checkout.setShippingMethod': {
              guard: 'offersMethod',
              target: 'savingMethod',
              actions: 'clearError',
            },
            'checkout.setBillingAddress': {
              guard: 'hasShippingAddress',
              target: 'savingBilling',
              actions: 'clearError',
            },
            'checkout.setPayment': { guard: 'offersPayment', target: 'savingPayment', actions: 'clearError' },
            'checkout.placeOrder': { guard: 'readyToOrder', target: 'placing', actions: 'clearError' },
          },
        },
        savingEmail: {
          tags: ['busy'],
          invoke: {
            id: 'saveEmail',
            src: 'saveEmail',
            input: ({ context, event }) => {
              assertEvent(event, 'checkout.setEmail');
              return { cartId: context.cartId, email: event.email };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storeEmailResult', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'storeError', params: ({ event }) => ({ step: 'email', error: event.error }) },
            },
          },
        },
        savingShipping: {
          tags: ['busy'],
          invoke: {
            id: 'saveShippingAddress',
            src: 'saveShippingAddress',
            input: ({ context, event }) => {
              assertEvent(event, 'checkout.setShippingAddress');
              return { cartId: context.cartId, choice: event.choice };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'storeError',
                params: ({ event }) => ({ step: 'shipping', error: event.error }),
              },
            },
          },
        },
        savingMethod: {
          tags: ['busy'],
          invoke: {
            id: 'saveShippingMethod',
            src: 'saveShippingMethod',
            input: ({ context, event }) => {
              assertEvent(event, 'checkout.setShippingMethod');
              return { cartId: context.cartId, carrierCode: event.carrierCode, methodCode: event.methodCode };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'storeError',
                params: ({ event }) => ({ step: 'method', error: event.error }),
              },
            },
          },
        },
        savingBilling: {
          tags: ['busy'],
          invoke: {
            id: 'saveBillingAddress',
            src: 'saveBillingAddress',
            input: ({ context, event }) => {
              assertEvent(event, 'checkout.setBillingAddress');
              return { cartId: context.cartId, choice: event.choice };
            },
            onDone: [
              {
                // Spec 4: saving billing re-reads and re-saves the shipping method.
                guard: { type: 'keepsShippingMethod', params: ({ event }) => ({ cart: event.output }) },
                target: 'resavingMethod',
                actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
              },
              {
                target: 'idle',
                actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'storeError',
                params: ({ event }) => ({ step: 'billing', error: event.error }),
              },
            },
          },
        },
        resavingMethod: {
          tags: ['busy'],
          invoke: {
            id: 'resaveShippingMethod',
            src: 'saveShippingMethod',
            input: ({ context }) => ({
              cartId: context.cartId,
              carrierCode: context.cart?.selectedShippingMethod?.carrierCode ?? '',
              methodCode: context.cart?.selectedShippingMethod?.methodCode ?? '',
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'storeError',
                params: ({ event }) => ({ step: 'method', error: event.error }),
              },
            },
          },
        },
        savingPayment: {
          tags: ['busy'],
          invoke: {
            id: 'savePayment',
            src: 'savePayment',
            input: ({ context, event }) => {
              assertEvent(event, 'checkout.setPayment');
              return { cartId: context.cartId, code: event.code };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'storeError',
                params: ({ event }) => ({ step: 'payment', error: event.error }),
              },
            },
          },
        },
        placing: {
          tags: ['busy'],
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({ cartId: context.cartId }),
            onDone: [
              {
                // The multi-step checkout's URL moves on to its thank-you step.
                guard: 'isMultiStep',
                target: '#checkout.placed',
                actions: [
                  { type: 'storeOrder', params: ({ event }) => event.output },
                  { type: 'orderPlaced', params: ({ event }) => event.output },
                  { type: 'redirectToStep', params: { step: 'thank-you' } },
                ],
              },
              {
                target: '#checkout.placed',
                actions: [
                  { type: 'storeOrder', params: ({ event }) => event.output },
                  { type: 'orderPlaced', params: ({ event }) => event.output },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'storeError',
                params: ({ event }: { event: ErrorActorEvent }) => ({ step: 'place', error: event.error }),
              },
            },
          },
        },
      },
    },
    placed: {
      on: {
        'checkout.enterStep': [
          { guard: 'stepAllowed', actions: 'enterStep' },
          { actions: { type: 'redirectToStep', params: { step: 'thank-you' } } },
        ],
        // The order is placed: a new cart or session does not take the thank-you page away.
        'checkout.sessionChanged': { actions: 'assignSession' },
      },
    },
  },
});

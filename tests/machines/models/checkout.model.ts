import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  type CheckoutAddress,
  type CheckoutCart,
  type CheckoutInput,
  type CheckoutShippingMethod,
  checkoutMachine,
  checkoutProgress,
} from '../../../machines/checkout.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import { actorDone, actorError, actorResult, modelMachine } from './invoke-results.ts';
import type { MachineModel } from './machine-model.ts';
import { BERLIN_CART_ADDRESS } from '../../addresses.ts';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type Event = EventFromLogic<typeof checkoutMachine>;

export const BERLIN: CheckoutAddress = BERLIN_CART_ADDRESS;

export const STANDARD: CheckoutShippingMethod = {
  carrierCode: 'dhl',
  methodCode: 'standard',
  carrierTitle: 'DHL',
  methodTitle: 'Standardversand',
  amount: 4.95,
};

/** A guest's cart with one line and no checkout data yet. */
export const FRESH_CART: CheckoutCart = {
  id: 'c'.repeat(32),
  email: null,
  totalQuantity: 2,
  shippingAddress: null,
  availableShippingMethods: [],
  selectedShippingMethod: null,
  billingAddress: null,
  availablePayments: [
    { code: 'invoice', title: 'Rechnung' },
    { code: 'banktransfer', title: 'Vorkasse (Überweisung)' },
  ],
  selectedPayment: null,
  totals: { currency: 'EUR', subtotal: 39.8, discounts: [], lineDiscounts: [], grandTotal: 39.8, taxes: [] },
};

export const EMPTY_CART: CheckoutCart = { ...FRESH_CART, totalQuantity: 0 };

export const GUEST_SINGLE_PAGE: CheckoutInput = { cartId: FRESH_CART.id, loggedIn: false, step: null };
export const GUEST_AT_PAYMENT: CheckoutInput = { cartId: FRESH_CART.id, loggedIn: false, step: 'payment' };

/** The customer's cart the storefront moves to after a login (the guest cart merged into it). */
export const CUSTOMER_CART_ID = 'k'.repeat(32);
export const LOGGED_IN: Event = { type: 'checkout.sessionChanged', cartId: CUSTOMER_CART_ID, loggedIn: true };

export const NETWORK_ERROR = new Error('Failed to fetch');
export const OUT_OF_STOCK = { code: 'outOfStock' };

const cartOf = (snapshot: Snapshot) => snapshot.context.cart ?? FRESH_CART;

/** What each step's actor answers, given the cart before it. */
export const answers = {
  email: (cart: CheckoutCart) => ({ cart: { ...cart, email: 'gast@example.com' }, emailHasAccount: false }),
  shipping: (cart: CheckoutCart): CheckoutCart => ({
    ...cart,
    shippingAddress: BERLIN,
    availableShippingMethods: [STANDARD],
  }),
  method: (cart: CheckoutCart): CheckoutCart => ({ ...cart, selectedShippingMethod: STANDARD }),
  billing: (cart: CheckoutCart): CheckoutCart => ({ ...cart, billingAddress: cart.shippingAddress }),
  payment: (cart: CheckoutCart): CheckoutCart => ({ ...cart, selectedPayment: 'invoice' }),
};

export function describeCheckoutState(snapshot: Snapshot): string {
  const value = typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
  const p = checkoutProgress(snapshot.context);
  const addressed = snapshot.context.cart?.shippingAddress ? ['addressed'] : [];
  const done = [
    ...addressed,
    ...(['identified', 'shipped', 'billed', 'paid', 'placed'] as const).filter((k) => p[k]),
  ];
  const error = snapshot.context.error
    ? `, error ${snapshot.context.error.step}/${snapshot.context.error.code}`
    : '';
  const step = snapshot.context.step ? `, step ${snapshot.context.step}` : '';
  return `${value} [${done.join(' ') || 'nothing done'}]${step}${error}`;
}

export function describeCheckoutEvent(event: Event): string {
  switch (event.type) {
    case 'checkout.enterStep':
      return `open step ${event.step}`;
    case 'checkout.setEmail':
      return `enter email ${event.email}`;
    case 'checkout.setShippingAddress':
      return 'enter a shipping address';
    case 'checkout.setShippingMethod':
      return `choose ${event.carrierCode}/${event.methodCode}`;
    case 'checkout.setBillingAddress':
      return 'billing same as shipping';
    case 'checkout.setPayment':
      return `pay by ${event.code}`;
    case 'checkout.placeOrder':
      return 'order with obligation to pay';
    case 'checkout.retry':
      return 'retry';
    case 'checkout.sessionChanged':
      return event.loggedIn ? 'log in' : 'log out';
    default: {
      const result = actorResult(event);
      return result
        ? `${result.id} ${result.kind === 'done' ? 'answers' : 'fails'}`
        : (event as { type: string }).type;
    }
  }
}

/** The events of a state; the URL's steps only on the multi-step checkout (the single page sends none). */
const checkoutEvents =
  (multiStep: boolean) =>
  (snapshot: Snapshot): Event[] => {
    const cart = cartOf(snapshot);
    const { step: urlStep, loggedIn } = snapshot.context;
    // A guest logs in (once per path, so the graph stays finite).
    const login: Event[] = loggedIn ? [] : [LOGGED_IN];
    if (snapshot.matches('loading'))
      return [
        actorDone('loadCheckout', { cart: FRESH_CART, savedAddresses: [] }),
        actorDone('loadCheckout', { cart: EMPTY_CART, savedAddresses: [] }),
        actorError('loadCheckout', NETWORK_ERROR),
        ...login,
        // The multi-step URL changes while the checkout loads (back to a bookmarked thank-you page).
        ...(multiStep && urlStep !== 'thank-you'
          ? [{ type: 'checkout.enterStep', step: 'thank-you' } as const]
          : []),
      ];
    if (snapshot.matches('failed')) return [{ type: 'checkout.retry' }];
    if (snapshot.matches('empty'))
      return !multiStep
        ? []
        : [
            { type: 'checkout.enterStep', step: 'thank-you' },
            { type: 'checkout.enterStep', step: 'shipping' },
          ];
    if (snapshot.matches('placed'))
      return [
        ...(multiStep
          ? ([
              { type: 'checkout.enterStep', step: 'thank-you' },
              { type: 'checkout.enterStep', step: 'payment' },
            ] as const)
          : []),
        ...login,
      ];
    if (snapshot.matches({ editing: 'idle' })) {
      const p = checkoutProgress(snapshot.context);
      const steps: Event[] = multiStep
        ? [
            { type: 'checkout.enterStep', step: 'billing' },
            { type: 'checkout.enterStep', step: 'shipping' },
          ]
        : [];
      if (!p.identified)
        return [...steps, { type: 'checkout.setEmail', email: 'gast@example.com' }, ...login];
      if (!cart.shippingAddress)
        return [...steps, { type: 'checkout.setShippingAddress', choice: { address: BERLIN } }];
      if (!p.shipped)
        return [{ type: 'checkout.setShippingMethod', carrierCode: 'dhl', methodCode: 'standard' }];
      if (!p.billed)
        return [...steps, { type: 'checkout.setBillingAddress', choice: { sameAsShipping: true } }];
      if (!p.paid) return [{ type: 'checkout.setPayment', code: 'invoice' }];
      return [
        { type: 'checkout.placeOrder' },
        { type: 'checkout.setBillingAddress', choice: { sameAsShipping: true } },
      ];
    }
    const step = (id: string, output: unknown) => [
      actorDone<Event>(id, output),
      actorError<Event>(id, NETWORK_ERROR),
    ];
    if (snapshot.matches({ editing: 'savingEmail' })) return step('saveEmail', answers.email(cart));
    if (snapshot.matches({ editing: 'savingShipping' }))
      return step('saveShippingAddress', answers.shipping(cart));
    if (snapshot.matches({ editing: 'savingMethod' }))
      return step('saveShippingMethod', answers.method(cart));
    if (snapshot.matches({ editing: 'savingBilling' }))
      return [
        ...step('saveBillingAddress', answers.billing(cart)),
        // The server dropped the method (the country no longer offers it): nothing to re-save.
        actorDone('saveBillingAddress', { ...answers.billing(cart), selectedShippingMethod: null }),
      ];
    if (snapshot.matches({ editing: 'resavingMethod' })) return step('resaveShippingMethod', cart);
    if (snapshot.matches({ editing: 'savingPayment' })) return step('savePayment', answers.payment(cart));
    if (snapshot.matches({ editing: 'placing' }))
      return [actorDone('placeOrder', { orderNumber: '1000000001' }), actorError('placeOrder', OUT_OF_STOCK)];
    return [];
  };

function testModel(input: CheckoutInput) {
  return createTestModel(modelMachine(checkoutMachine), {
    input,
    events: checkoutEvents(input.step !== null),
    // The graph tools add a bare event of each type the state accepts but `events` left out.
    filterEvents: (_snapshot, event) =>
      Object.keys(event).length > 1 ||
      event.type === 'checkout.placeOrder' ||
      event.type === 'checkout.retry',
    serializeState: describeCheckoutState,
  });
}

export const checkoutModels = { singlePage: GUEST_SINGLE_PAGE, multiStep: GUEST_AT_PAYMENT } as const;

export function checkoutPaths(input: CheckoutInput) {
  return coveringPaths(
    testModel(input),
    (before, event, after) =>
      `${describeCheckoutState(before)} --${describeCheckoutEvent(event)}--> ${describeCheckoutState(after)}`,
  );
}

export const checkoutModel: MachineModel<typeof checkoutMachine> = {
  machine: checkoutMachine,
  paths: () => [...checkoutPaths(GUEST_SINGLE_PAGE), ...checkoutPaths(GUEST_AT_PAYMENT)],
  describeState: describeCheckoutState,
  describeEvent: describeCheckoutEvent,
};

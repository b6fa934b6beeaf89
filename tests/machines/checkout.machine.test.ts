import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutCart,
  type CheckoutEvent,
  type CheckoutInput,
  CheckoutStepError,
  type checkoutMachine,
  firstOpenStep,
  type LoadCheckoutOutput,
  type SavedAddress,
  stepAllowed,
} from '../../machines/checkout.machine.ts';
import { checkoutFlow } from '../../src/lib/actors/checkout.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import {
  answers,
  BERLIN,
  CUSTOMER_CART_ID,
  checkoutModel,
  checkoutModels,
  checkoutPaths,
  describeCheckoutState,
  FRESH_CART,
  EMPTY_CART,
  GUEST_SINGLE_PAGE,
  STANDARD,
} from './models/checkout.model.ts';
import { resultEventTypes } from './models/invoke-results.ts';
import { CHECKOUT_OPERATIONS, checkoutFailure } from './checkout-network.ts';
import { fakeGraphQL, flush } from './fake-graphql.ts';
import { createStubs } from './stub-actors.ts';

type Machine = typeof checkoutMachine;

const ACTORS = [
  'loadCheckout',
  'saveEmail',
  'saveShippingAddress',
  'saveShippingMethod',
  'saveBillingAddress',
  'savePayment',
  'placeOrder',
] as const;

/**
 * The checkout as the app runs it: its adapter over a faked commerce API (fake-graphql.ts,
 * checkout-network.ts), the view's transport recorded (what the view would be asked to do).
 */
function start(input: CheckoutInput = GUEST_SINGLE_PAGE) {
  const stubs = createStubs();
  const network = fakeGraphQL(stubs, CHECKOUT_OPERATIONS, checkoutFailure);
  const record = (action: string) => (params: unknown) => {
    stubs.actions.push({ action, params });
  };
  const machine = checkoutFlow(
    {
      goToStep: (step) => record('redirectToStep')({ step }),
      leaveCheckout: (to) => record('leaveCheckout')({ to }),
      orderPlaced: record('orderPlaced'),
    },
    () => network.client,
  );
  const actor = createActor(machine, { input, inspect: recordTransitions }).start();
  /** Sends an event and lets the request it makes reach the network. */
  const send = async (event: CheckoutEvent) => {
    actor.send(event);
    await flush();
  };
  return { ...stubs, ...network, send, actor };
}

describe('checkout machine: model paths', () => {
  for (const [name, input] of Object.entries(checkoutModels)) {
    for (const path of checkoutPaths(input)) {
      it(`${name}: ${pathTitle(checkoutModel, path)}`, async () => {
        const flow = start(input);
        await flush();
        // The re-save of the shipping method runs the saveShippingMethod actor under another invoke id.
        const drive = flow.driver((event) => flow.actor.send(fullEvent<Machine>(event)));
        const resave = async ({ event }: { event: { type: string; output?: unknown; error?: unknown } }) => {
          const done = event.type.startsWith('xstate.done');
          await flow.settle('saveShippingMethod', done ? 'done' : 'error', done ? event.output : event.error);
        };
        const sameState = (state: Parameters<typeof describeCheckoutState>[0]) =>
          expect(describeCheckoutState(flow.actor.getSnapshot())).toBe(describeCheckoutState(state));
        await path.test({
          events: {
            ...Object.fromEntries(
              [
                'checkout.retry',
                'checkout.setEmail',
                'checkout.setShippingAddress',
                'checkout.setShippingMethod',
                'checkout.setBillingAddress',
                'checkout.setPayment',
                'checkout.placeOrder',
                'checkout.enterStep',
                'checkout.sessionChanged',
                ...resultEventTypes(ACTORS),
              ].map((type) => [type, drive]),
            ),
            ...Object.fromEntries(resultEventTypes(['resaveShippingMethod']).map((type) => [type, resave])),
          },
          states: {
            loading: (state) => {
              sameState(state);
              expect(flow.isRunning('loadCheckout')).toBe(true);
            },
            failed: (state) => {
              sameState(state);
              expect(flow.actor.getSnapshot().context.error).toEqual({ step: 'load', code: 'network' });
            },
            empty: (state) => {
              sameState(state);
              // A thank-you page without an order or a cart leaves the checkout.
              const { step, loggedIn } = flow.actor.getSnapshot().context;
              if (step === 'thank-you')
                expect(flow.actions.at(-1)).toEqual({
                  action: 'leaveCheckout',
                  params: { to: loggedIn ? 'orderHistory' : 'home' },
                });
            },
            editing: (state) => {
              sameState(state);
              const snapshot = flow.actor.getSnapshot();
              expect(snapshot.hasTag('busy')).toBe(!snapshot.matches({ editing: 'idle' }));
            },
            placed: (state) => {
              sameState(state);
              expect(flow.actor.getSnapshot().context.orderNumber).toBe('1000000001');
              expect(flow.actions.filter((a) => a.action === 'orderPlaced')).toEqual([
                {
                  action: 'orderPlaced',
                  params: { orderNumber: '1000000001', paymentRedirectUrl: null, guestToken: null },
                },
              ]);
              // The multi-step checkout's URL is the thank-you step's; the single page stays.
              const redirects = flow.actions.filter((a) => a.action === 'redirectToStep');
              if (input.step === null) expect(redirects).toEqual([]);
              else
                expect(redirects.at(-1)).toEqual({ action: 'redirectToStep', params: { step: 'thank-you' } });
            },
          },
        });
        flow.actor.stop();
      });
    }
  }
});

async function loaded(input: CheckoutInput = GUEST_SINGLE_PAGE, output: Partial<LoadCheckoutOutput> = {}) {
  const flow = start(input);
  await flow.settle('loadCheckout', 'done', { cart: FRESH_CART, savedAddresses: [], ...output });
  return flow;
}

/** Places the order of a loaded checkout; the server takes it as order `orderNumber`. */
async function placeOrder(flow: ReturnType<typeof start>, orderNumber: string) {
  await flow.send({ type: 'checkout.placeOrder' });
  await flow.settle('placeOrder', 'done', { orderNumber });
  expect(flow.sent.at(-1)).toEqual({
    operationName: 'PlaceOrder',
    variables: { cartId: flow.actor.getSnapshot().context.cartId },
    headers: {},
  });
}

const readyCart: CheckoutCart = answers.payment(
  answers.billing(answers.method(answers.shipping(answers.email(FRESH_CART).cart))),
);

describe('checkout machine', () => {
  it('calls each step with the cart and what the shopper chose', async () => {
    const flow = await loaded();
    await flow.send({ type: 'checkout.setEmail', email: 'gast@example.com' });
    await flow.settle('saveEmail', 'done', { cart: answers.email(FRESH_CART).cart, emailHasAccount: true });
    expect(flow.actor.getSnapshot().context.emailHasAccount).toBe(true);
    await flow.send({
      type: 'checkout.setShippingAddress',
      choice: { address: BERLIN, saveInAddressBook: false },
    });
    expect(flow.actors.at(-1)).toEqual({
      actor: 'saveShippingAddress',
      input: { cartId: FRESH_CART.id, addresses: [{ address: { ...BERLIN, company: null, region: null } }] },
    });
    await flow.settle('saveShippingAddress', 'done', answers.shipping(answers.email(FRESH_CART).cart));
    // A method the address does not offer is not sent.
    await flow.send({ type: 'checkout.setShippingMethod', carrierCode: 'dhl', methodCode: 'express' });
    expect(flow.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    await flow.send({ type: 'checkout.setShippingMethod', carrierCode: 'dhl', methodCode: 'standard' });
    expect(flow.actors.at(-1)).toEqual({
      actor: 'saveShippingMethod',
      input: { cartId: FRESH_CART.id, methods: [{ carrier_code: 'dhl', method_code: 'standard' }] },
    });
  });

  it('re-saves the shipping method after the billing address (spec 4)', async () => {
    const flow = await loaded(GUEST_SINGLE_PAGE, {
      cart: answers.method(answers.shipping(answers.email(FRESH_CART).cart)),
    });
    await flow.send({ type: 'checkout.setBillingAddress', choice: { sameAsShipping: true } });
    await flow.settle(
      'saveBillingAddress',
      'done',
      answers.billing(flow.actor.getSnapshot().context.cart as CheckoutCart),
    );
    expect(flow.actor.getSnapshot().matches({ editing: 'resavingMethod' })).toBe(true);
    expect(
      flow.sent.find((request) => request.operationName === 'SetBillingAddressOnCart')?.variables,
    ).toEqual({
      cartId: FRESH_CART.id,
      billing: { same_as_shipping: true },
    });
    expect(flow.actors.at(-1)).toEqual({
      actor: 'saveShippingMethod',
      input: {
        cartId: FRESH_CART.id,
        methods: [{ carrier_code: STANDARD.carrierCode, method_code: STANDARD.methodCode }],
      },
    });
  });

  it('a customer gives no email and a refused order keeps the cart and names the reason', async () => {
    const flow = await loaded(
      { ...GUEST_SINGLE_PAGE, loggedIn: true },
      { cart: { ...readyCart, email: null } },
    );
    await flow.send({ type: 'checkout.setEmail', email: 'x@example.com' });
    expect(flow.actorNames()).toEqual(['loadCheckout']);
    await flow.send({ type: 'checkout.placeOrder' });
    await flow.settle('placeOrder', 'error', new CheckoutStepError('outOfStock'));
    expect(flow.actor.getSnapshot().context.error).toEqual({ step: 'place', code: 'outOfStock' });
    expect(flow.actor.getSnapshot().context.cart).toMatchObject({ ...readyCart, email: null });
  });

  it("loads a customer's address book with the cart; a guest's load asks for none", async () => {
    const saved: SavedAddress = {
      ...BERLIN,
      company: null,
      region: null,
      id: 7,
      defaultShipping: true,
      defaultBilling: false,
    };
    const customer = await loaded({ ...GUEST_SINGLE_PAGE, loggedIn: true }, { savedAddresses: [saved] });
    expect(customer.actor.getSnapshot().context.savedAddresses).toEqual([saved]);
    const guest = await loaded();
    expect(guest.sent.map((request) => request.operationName)).toEqual(['CheckoutCart']);
  });

  it('gates the steps of the multi-step checkout and redirects to the first open one', async () => {
    const flow = await loaded({ ...GUEST_SINGLE_PAGE, step: 'billing' });
    expect(flow.actions).toEqual([{ action: 'redirectToStep', params: { step: 'user-account' } }]);
    expect(flow.actor.getSnapshot().context.step).toBe('user-account');
    expect(stepAllowed('payment', { cart: readyCart, loggedIn: false, orderNumber: null })).toBe(true);
    expect(stepAllowed('thank-you', { cart: readyCart, loggedIn: false, orderNumber: null })).toBe(false);
    expect(firstOpenStep({ cart: answers.email(FRESH_CART).cart, loggedIn: false, orderNumber: null })).toBe(
      'shipping',
    );
    expect(firstOpenStep({ cart: FRESH_CART, loggedIn: true, orderNumber: null })).toBe('shipping');
    expect(firstOpenStep({ cart: readyCart, loggedIn: false, orderNumber: '1' })).toBe('thank-you');
  });

  it('gates every step the URL changes to, not only the first (links, back and forward)', async () => {
    const flow = await loaded({ ...GUEST_SINGLE_PAGE, step: 'user-account' });
    expect(flow.actions).toEqual([]);
    await flow.send({ type: 'checkout.setEmail', email: 'gast@example.com' });
    await flow.settle('saveEmail', 'done', answers.email(FRESH_CART));
    // A link to the next step: entered.
    await flow.send({ type: 'checkout.enterStep', step: 'shipping' });
    expect(flow.actor.getSnapshot().context.step).toBe('shipping');
    // Forward into billing before the shipping data exists: back to shipping, in place of the URL.
    await flow.send({ type: 'checkout.enterStep', step: 'billing' });
    expect(flow.actions).toEqual([{ action: 'redirectToStep', params: { step: 'shipping' } }]);
    expect(flow.actor.getSnapshot().context.step).toBe('shipping');
    // Back to the first step: always allowed.
    await flow.send({ type: 'checkout.enterStep', step: 'user-account' });
    expect(flow.actor.getSnapshot().context.step).toBe('user-account');
    expect(flow.actions).toHaveLength(1);
  });

  it('a step the URL changes to while the checkout loads is gated once the cart is there', async () => {
    const flow = start({ ...GUEST_SINGLE_PAGE, step: 'user-account' });
    await flow.send({ type: 'checkout.enterStep', step: 'payment' });
    expect(flow.actor.getSnapshot().matches('loading')).toBe(true);
    await flow.settle('loadCheckout', 'done', { cart: answers.email(FRESH_CART).cart, savedAddresses: [] });
    expect(flow.actions).toEqual([{ action: 'redirectToStep', params: { step: 'shipping' } }]);
    expect(flow.actor.getSnapshot().context.step).toBe('shipping');
  });

  it('moves the multi-step checkout to thank-you after the order; back into a step goes there again', async () => {
    const flow = await loaded({ ...GUEST_SINGLE_PAGE, step: 'payment' }, { cart: readyCart });
    await placeOrder(flow, '1000000007');
    expect(flow.actor.getSnapshot().matches('placed')).toBe(true);
    expect(flow.actionNames()).toEqual(['orderPlaced', 'redirectToStep']);
    expect(flow.actions.at(-1)).toEqual({ action: 'redirectToStep', params: { step: 'thank-you' } });
    await flow.send({ type: 'checkout.enterStep', step: 'thank-you' });
    expect(flow.actions).toHaveLength(2);
    // Browser back into the payment step: its cart is an order now.
    await flow.send({ type: 'checkout.enterStep', step: 'payment' });
    expect(flow.actions.at(-1)).toEqual({ action: 'redirectToStep', params: { step: 'thank-you' } });
    expect(flow.actor.getSnapshot().context).toMatchObject({ step: 'thank-you', orderNumber: '1000000007' });
  });

  it('the single-page checkout stays on its URL after the order', async () => {
    const flow = await loaded(GUEST_SINGLE_PAGE, { cart: readyCart });
    await placeOrder(flow, '1000000008');
    expect(flow.actionNames()).toEqual(['orderPlaced']);
  });

  it.each([
    [false, 'home'],
    [true, 'orderHistory'],
  ] as const)(
    'thank-you opened with no order and an empty cart (logged in: %s) leaves for %s',
    async (loggedIn, to) => {
      const flow = await loaded({ cartId: FRESH_CART.id, loggedIn, step: 'thank-you' }, { cart: EMPTY_CART });
      expect(flow.actor.getSnapshot().matches('empty')).toBe(true);
      expect(flow.actions).toEqual([{ action: 'leaveCheckout', params: { to } }]);
    },
  );

  it('thank-you opened with no order but a filled cart goes to the first open step', async () => {
    const flow = await loaded({ ...GUEST_SINGLE_PAGE, step: 'thank-you' });
    expect(flow.actions).toEqual([{ action: 'redirectToStep', params: { step: 'user-account' } }]);
  });

  it('a login reloads the checkout on the customer cart and keeps the step it may stay on', async () => {
    const flow = await loaded({ ...GUEST_SINGLE_PAGE, step: 'user-account' });
    await flow.send({ type: 'checkout.sessionChanged', cartId: CUSTOMER_CART_ID, loggedIn: true });
    expect(flow.actor.getSnapshot().matches('loading')).toBe(true);
    // The customer's cart, and the customer's address book with it.
    expect(flow.sent.slice(-2)).toEqual([
      { operationName: 'CheckoutCart', variables: { cartId: CUSTOMER_CART_ID }, headers: {} },
      { operationName: 'CheckoutSavedAddresses', variables: {}, headers: {} },
    ]);
    await flow.settle('loadCheckout', 'done', {
      cart: { ...FRESH_CART, id: CUSTOMER_CART_ID },
      savedAddresses: [],
    });
    expect(flow.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(flow.actor.getSnapshot().context).toMatchObject({
      cartId: CUSTOMER_CART_ID,
      loggedIn: true,
      step: 'user-account',
    });
    // The customer is identified: the shipping step is open to them at once.
    await flow.send({ type: 'checkout.enterStep', step: 'shipping' });
    expect(flow.actor.getSnapshot().context.step).toBe('shipping');
    await flow.send({ type: 'checkout.setShippingAddress', choice: { customerAddressId: 7 } });
    expect(flow.actors.at(-1)?.input).toEqual({
      cartId: CUSTOMER_CART_ID,
      addresses: [{ customer_address_id: 7 }],
    });
    expect(flow.actions).toEqual([]);
  });

  it('a session change while loading loads the new cart; the first answer is dropped', async () => {
    const flow = start({ ...GUEST_SINGLE_PAGE, step: 'shipping' });
    await flow.send({ type: 'checkout.sessionChanged', cartId: CUSTOMER_CART_ID, loggedIn: true });
    expect(flow.actorNames()).toEqual(['loadCheckout', 'loadCheckout']);
    await flow.settle('loadCheckout', 'done', {
      cart: { ...FRESH_CART, id: CUSTOMER_CART_ID },
      savedAddresses: [],
    });
    expect(flow.actor.getSnapshot().context).toMatchObject({ cartId: CUSTOMER_CART_ID, step: 'shipping' });
    expect(flow.actions).toEqual([]);
  });

  it('after the order a new cart or login keeps the thank-you page', async () => {
    const flow = await loaded({ ...GUEST_SINGLE_PAGE, step: 'payment' }, { cart: readyCart });
    await placeOrder(flow, '1000000009');
    await flow.send({ type: 'checkout.sessionChanged', cartId: 'n'.repeat(32), loggedIn: false });
    expect(flow.actor.getSnapshot().matches('placed')).toBe(true);
    expect(flow.actor.getSnapshot().context).toMatchObject({
      orderNumber: '1000000009',
      cartId: 'n'.repeat(32),
    });
    expect(flow.actorNames()).toEqual(['loadCheckout', 'placeOrder']);
  });
});

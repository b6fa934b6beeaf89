import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutCart,
  type CheckoutInput,
  CheckoutStepError,
  type checkoutMachine,
  firstOpenStep,
  type LoadCheckoutOutput,
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

function start(input: CheckoutInput = GUEST_SINGLE_PAGE) {
  const stubs = createStubs();
  // The adapter's actions over a transport that records what the view would be asked to do.
  const record = (action: string) => (params: unknown) => {
    stubs.actions.push({ action, params });
  };
  const machine = checkoutFlow({
    goToStep: (step) => record('redirectToStep')({ step }),
    leaveCheckout: (to) => record('leaveCheckout')({ to }),
    orderPlaced: record('orderPlaced'),
  }).provide({
    actors: Object.fromEntries(ACTORS.map((name) => [name, stubs.actor(name)])) as never,
  });
  const actor = createActor(machine, { input, inspect: recordTransitions }).start();
  return { ...stubs, actor };
}

describe('checkout machine: model paths', () => {
  for (const [name, input] of Object.entries(checkoutModels)) {
    for (const path of checkoutPaths(input)) {
      it(`${name}: ${pathTitle(checkoutModel, path)}`, async () => {
        const flow = start(input);
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
                { action: 'orderPlaced', params: { orderNumber: '1000000001' } },
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

const readyCart: CheckoutCart = answers.payment(
  answers.billing(answers.method(answers.shipping(answers.email(FRESH_CART).cart))),
);

describe('checkout machine', () => {
  it('calls each step with the cart and what the shopper chose', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'checkout.setEmail', email: 'gast@example.com' });
    await flow.settle('saveEmail', 'done', { cart: answers.email(FRESH_CART).cart, emailHasAccount: true });
    expect(flow.actor.getSnapshot().context.emailHasAccount).toBe(true);
    flow.actor.send({
      type: 'checkout.setShippingAddress',
      choice: { address: BERLIN, saveInAddressBook: false },
    });
    expect(flow.actors.at(-1)).toEqual({
      actor: 'saveShippingAddress',
      input: { cartId: FRESH_CART.id, choice: { address: BERLIN, saveInAddressBook: false } },
    });
    await flow.settle('saveShippingAddress', 'done', answers.shipping(answers.email(FRESH_CART).cart));
    // A method the address does not offer is not sent.
    flow.actor.send({ type: 'checkout.setShippingMethod', carrierCode: 'dhl', methodCode: 'express' });
    expect(flow.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    flow.actor.send({ type: 'checkout.setShippingMethod', carrierCode: 'dhl', methodCode: 'standard' });
    expect(flow.actors.at(-1)?.input).toEqual({
      cartId: FRESH_CART.id,
      carrierCode: 'dhl',
      methodCode: 'standard',
    });
  });

  it('re-saves the shipping method after the billing address (spec 4)', async () => {
    const flow = await loaded(GUEST_SINGLE_PAGE, {
      cart: answers.method(answers.shipping(answers.email(FRESH_CART).cart)),
    });
    flow.actor.send({ type: 'checkout.setBillingAddress', choice: { sameAsShipping: true } });
    await flow.settle(
      'saveBillingAddress',
      'done',
      answers.billing(flow.actor.getSnapshot().context.cart as CheckoutCart),
    );
    expect(flow.actor.getSnapshot().matches({ editing: 'resavingMethod' })).toBe(true);
    expect(flow.actors.at(-1)).toEqual({
      actor: 'saveShippingMethod',
      input: { cartId: FRESH_CART.id, carrierCode: STANDARD.carrierCode, methodCode: STANDARD.methodCode },
    });
  });

  it('a customer gives no email and a refused order keeps the cart and names the reason', async () => {
    const flow = await loaded(
      { ...GUEST_SINGLE_PAGE, loggedIn: true },
      { cart: { ...readyCart, email: null } },
    );
    flow.actor.send({ type: 'checkout.setEmail', email: 'x@example.com' });
    expect(flow.actorNames()).toEqual(['loadCheckout']);
    flow.actor.send({ type: 'checkout.placeOrder' });
    await flow.settle('placeOrder', 'error', new CheckoutStepError('outOfStock'));
    expect(flow.actor.getSnapshot().context.error).toEqual({ step: 'place', code: 'outOfStock' });
    expect(flow.actor.getSnapshot().context.cart).toEqual({ ...readyCart, email: null });
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
    flow.actor.send({ type: 'checkout.setEmail', email: 'gast@example.com' });
    await flow.settle('saveEmail', 'done', answers.email(FRESH_CART));
    // A link to the next step: entered.
    flow.actor.send({ type: 'checkout.enterStep', step: 'shipping' });
    expect(flow.actor.getSnapshot().context.step).toBe('shipping');
    // Forward into billing before the shipping data exists: back to shipping, in place of the URL.
    flow.actor.send({ type: 'checkout.enterStep', step: 'billing' });
    expect(flow.actions).toEqual([{ action: 'redirectToStep', params: { step: 'shipping' } }]);
    expect(flow.actor.getSnapshot().context.step).toBe('shipping');
    // Back to the first step: always allowed.
    flow.actor.send({ type: 'checkout.enterStep', step: 'user-account' });
    expect(flow.actor.getSnapshot().context.step).toBe('user-account');
    expect(flow.actions).toHaveLength(1);
  });

  it('a step the URL changes to while the checkout loads is gated once the cart is there', async () => {
    const flow = start({ ...GUEST_SINGLE_PAGE, step: 'user-account' });
    flow.actor.send({ type: 'checkout.enterStep', step: 'payment' });
    expect(flow.actor.getSnapshot().matches('loading')).toBe(true);
    await flow.settle('loadCheckout', 'done', { cart: answers.email(FRESH_CART).cart, savedAddresses: [] });
    expect(flow.actions).toEqual([{ action: 'redirectToStep', params: { step: 'shipping' } }]);
    expect(flow.actor.getSnapshot().context.step).toBe('shipping');
  });

  it('moves the multi-step checkout to thank-you after the order; back into a step goes there again', async () => {
    const flow = await loaded({ ...GUEST_SINGLE_PAGE, step: 'payment' }, { cart: readyCart });
    flow.actor.send({ type: 'checkout.placeOrder' });
    await flow.settle('placeOrder', 'done', { orderNumber: '1000000007' });
    expect(flow.actor.getSnapshot().matches('placed')).toBe(true);
    expect(flow.actionNames()).toEqual(['orderPlaced', 'redirectToStep']);
    expect(flow.actions.at(-1)).toEqual({ action: 'redirectToStep', params: { step: 'thank-you' } });
    flow.actor.send({ type: 'checkout.enterStep', step: 'thank-you' });
    expect(flow.actions).toHaveLength(2);
    // Browser back into the payment step: its cart is an order now.
    flow.actor.send({ type: 'checkout.enterStep', step: 'payment' });
    expect(flow.actions.at(-1)).toEqual({ action: 'redirectToStep', params: { step: 'thank-you' } });
    expect(flow.actor.getSnapshot().context).toMatchObject({ step: 'thank-you', orderNumber: '1000000007' });
  });

  it('the single-page checkout stays on its URL after the order', async () => {
    const flow = await loaded(GUEST_SINGLE_PAGE, { cart: readyCart });
    flow.actor.send({ type: 'checkout.placeOrder' });
    await flow.settle('placeOrder', 'done', { orderNumber: '1000000008' });
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
    flow.actor.send({ type: 'checkout.sessionChanged', cartId: CUSTOMER_CART_ID, loggedIn: true });
    expect(flow.actor.getSnapshot().matches('loading')).toBe(true);
    expect(flow.actors.at(-1)).toEqual({
      actor: 'loadCheckout',
      input: { cartId: CUSTOMER_CART_ID, loggedIn: true },
    });
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
    flow.actor.send({ type: 'checkout.enterStep', step: 'shipping' });
    expect(flow.actor.getSnapshot().context.step).toBe('shipping');
    flow.actor.send({ type: 'checkout.setShippingAddress', choice: { customerAddressId: 7 } });
    expect(flow.actors.at(-1)?.input).toEqual({ cartId: CUSTOMER_CART_ID, choice: { customerAddressId: 7 } });
    expect(flow.actions).toEqual([]);
  });

  it('a session change while loading loads the new cart; the first answer is dropped', async () => {
    const flow = start({ ...GUEST_SINGLE_PAGE, step: 'shipping' });
    flow.actor.send({ type: 'checkout.sessionChanged', cartId: CUSTOMER_CART_ID, loggedIn: true });
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
    flow.actor.send({ type: 'checkout.placeOrder' });
    await flow.settle('placeOrder', 'done', { orderNumber: '1000000009' });
    flow.actor.send({ type: 'checkout.sessionChanged', cartId: 'n'.repeat(32), loggedIn: false });
    expect(flow.actor.getSnapshot().matches('placed')).toBe(true);
    expect(flow.actor.getSnapshot().context).toMatchObject({
      orderNumber: '1000000009',
      cartId: 'n'.repeat(32),
    });
    expect(flow.actorNames()).toEqual(['loadCheckout', 'placeOrder']);
  });
});

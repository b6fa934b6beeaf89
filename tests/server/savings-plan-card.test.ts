// Savings plans paid by card: the Checkout Session saves the card for off-session use, the verified
// webhook stores the customer and card on the plan, and each later delivery is charged
// off-session through the Stripe SDK (against the local double of Stripe's API). A declined card
// takes the failed-payment path. PayPal is not offered for a cart with a savings plan. A customer
// switches a plan to card in the account: a setup-mode Checkout Session, the card stored only from
// the verified webhook, and the next delivery charges it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { createPaymentProviders } from '../../server/commerce/payment-providers.ts';
import { orders, payments, products, subscriptions } from '../../server/db/schema.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { type DeliveryContext, placeSubscriptionDelivery } from '../../server/subscriptions/delivery.ts';
import { type StripeApiDouble, startStripeApiDouble } from './doubles/stripe-api-double.ts';
import { gql, useTestApp } from './helper.ts';
import { mailsTo } from './outbox.ts';
import { placePlanOrder } from './subscription-helpers.ts';
import { BERLIN_CART_ADDRESS } from '../addresses.ts';

const WEBHOOK_SECRET = 'whsec_plans123';
const stripeSettings: NonNullable<Config['stripe']> = {
  secretKey: 'sk_test_double',
  webhookSecret: WEBHOOK_SECRET,
  api: null,
};
const paypalSettings: NonNullable<Config['paypal']> = {
  clientId: 'c',
  clientSecret: 's',
  environment: 'sandbox',
  webhookId: 'WH-1',
  api: { protocol: 'http', host: '127.0.0.1', port: 9 },
};
let stripe: StripeApiDouble;
beforeAll(async () => {
  stripe = await startStripeApiDouble({ webhookSecret: WEBHOOK_SECRET });
  const u = new URL(stripe.url);
  stripeSettings.api = { protocol: 'http', host: u.hostname, port: Number(u.port) };
});
afterAll(async () => {
  await stripe?.close();
});
const t = useTestApp({ captcha: false, stripe: stripeSettings, paypal: paypalSettings });
const db = () => t.app.database.db;
const ctx = (): DeliveryContext => ({
  db: db(),
  services: {
    mailer: createMailer(t.config),
    config: t.config,
    payments: createPaymentProviders({ stripe: stripeSettings, paypal: null }),
  },
});
const at = (date: string) => new Date(`${date}T11:00:00Z`);

const postWebhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

/** A guest buys a monthly plan by card and pays on Stripe's page; the verified webhook arrives. */
async function cardPlan(email: string) {
  await db().update(products).set({ stockQty: 100, isInStock: true }).where(eq(products.sku, 'ZINK-1M'));
  const number = await placePlanOrder(
    t.app,
    email,
    [{ sku: 'ZINK-1M', quantity: 1, interval: 'monthly' }],
    'de',
    'stripe',
  );
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === number);
  if (!session) throw new Error('no session');
  const created = stripe.requests.find(
    (r) => r.path === '/v1/checkout/sessions' && r.form.get('client_reference_id') === number,
  );
  const [order] = await db().select().from(orders).where(eq(orders.number, number));
  const [plan] = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.originOrderId, order?.id ?? 0));
  if (!plan) throw new Error('no plan');
  return { number, session, form: created?.form, plan };
}

describe('card savings plans', () => {
  it('saves the card at checkout, stores it from the verified webhook and charges deliveries off-session', async () => {
    const { session, form, plan } = await cardPlan('card-plan@example.com');
    expect(form?.get('customer_creation')).toBe('always');
    expect(form?.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect([plan.paymentCustomerRef, plan.paymentMethodRef]).toEqual([null, null]);

    stripe.pay(session.id);
    // A forged event saves nothing.
    const forged = stripe.signedEvent('checkout.session.completed', session, 'whsec_wrong');
    expect((await postWebhook(forged.body, forged.signature)).statusCode).toBe(400);
    let [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, plan.id));
    expect(row?.paymentMethodRef).toBeNull();
    const event = stripe.signedEvent('checkout.session.completed', session);
    expect((await postWebhook(event.body, event.signature)).statusCode).toBe(200);
    [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, plan.id));
    const intent = stripe.paymentIntents.get(session.payment_intent ?? '');
    expect(row?.paymentCustomerRef).toBe(session.customer);
    expect(row?.paymentMethodRef).toBe(intent?.payment_method);
    expect(row?.paymentCustomerRef).toMatch(/^cus_/);

    const due = row?.nextDeliveryOn ?? '';
    const outcome = await placeSubscriptionDelivery(ctx(), plan.id, at(due), { onlyIfDue: true });
    expect(outcome).toMatchObject({ kind: 'ordered', periodIndex: 2 });
    if (outcome.kind !== 'ordered') throw new Error(outcome.kind);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, outcome.orderId));
    const [delivery] = await db().select().from(orders).where(eq(orders.id, outcome.orderId));
    const charge = stripe.paymentIntents.get(payment?.providerRef ?? '');
    expect([payment?.method, payment?.status]).toEqual(['stripe', 'paid']);
    expect(charge).toMatchObject({
      status: 'succeeded',
      off_session: true,
      customer: session.customer,
      payment_method: intent?.payment_method,
      amount: delivery?.grandTotalCents,
      currency: 'eur',
      metadata: { savings_plan: plan.number },
    });
    const call = stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(call?.form.get('confirm')).toBe('true');
    expect(call?.form.get('off_session')).toBe('true');
  });

  it('a declined card takes the failed-payment path: no order; the retry is a new payment', async () => {
    const { session, plan } = await cardPlan('card-declined@example.com');
    stripe.pay(session.id);
    const event = stripe.signedEvent('checkout.session.completed', session);
    expect((await postWebhook(event.body, event.signature)).statusCode).toBe(200);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, plan.id));
    stripe.declined.add(row?.paymentMethodRef ?? '');
    const before = (await db().select().from(orders)).length;
    const due = row?.nextDeliveryOn ?? '';
    const outcome = await placeSubscriptionDelivery(ctx(), plan.id, at(due), { onlyIfDue: true });
    expect(outcome).toMatchObject({ kind: 'payment_failed', periodIndex: 2, paused: false });
    expect((await db().select().from(orders)).length).toBe(before);
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.id, plan.id));
    expect(after?.paymentFailures).toBe(1);
    // The card works again: the retry is a new payment (not the remembered decline) and orders.
    stripe.declined.clear();
    const retry = await placeSubscriptionDelivery(ctx(), plan.id, at(after?.nextDeliveryOn ?? ''), {
      onlyIfDue: true,
    });
    expect(retry).toMatchObject({ kind: 'ordered', periodIndex: 2 });
  });

  it('a card plan without a saved card (webhook not yet in) takes the failed-payment path', async () => {
    const { plan } = await cardPlan('card-nomandate@example.com');
    const calls = stripe.requests.filter((r) => r.path === '/v1/payment_intents').length;
    const outcome = await placeSubscriptionDelivery(ctx(), plan.id, at(plan.nextDeliveryOn ?? ''), {
      onlyIfDue: true,
    });
    expect(outcome).toMatchObject({ kind: 'payment_failed' });
    expect(stripe.requests.filter((r) => r.path === '/v1/payment_intents').length).toBe(calls);
  });
});

describe('PayPal and savings plans', () => {
  const option = Buffer.from('purchase_mode/onGoing/monthly').toString('base64');
  async function cart(withPlan: boolean) {
    const id = (await gql<{ createEmptyCart: string }>(t.app, 'mutation { createEmptyCart }', {})).data
      .createEmptyCart;
    const item = withPlan
      ? `{ sku: "ZINK-1M", quantity: 1, entered_options: [{ uid: "${option}", value: "1" }] }`
      : '{ sku: "ZINK-1M", quantity: 1 }';
    const added = await gql(
      t.app,
      `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [${item}]) { user_errors { message } } }`,
      { id },
    );
    expect(added.errors).toBeUndefined();
    return id;
  }
  const methods = async (id: string) =>
    (
      await gql<{ cart: { available_payment_methods: { code: string }[] } }>(
        t.app,
        'query($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }',
        { id },
      )
    ).data.cart.available_payment_methods.map((m) => m.code);
  const choose = (id: string, code: string) =>
    gql(
      t.app,
      'mutation($id: String!, $c: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $c } }) { cart { id } } }',
      { id, c: code },
    );

  it('is not offered for a cart with a savings plan, and cannot be chosen for one', async () => {
    expect(await methods(await cart(false))).toEqual(['invoice', 'banktransfer', 'stripe', 'paypal']);
    const id = await cart(true);
    expect(await methods(id)).toEqual(['invoice', 'banktransfer', 'stripe']);
    expect((await choose(id, 'paypal')).errors?.[0]?.message).toBe(
      'The requested Payment Method is not available.',
    );
    expect((await choose(id, 'stripe')).errors).toBeUndefined();
  });
});

describe('a customer switches a savings plan to card', () => {
  const BERLIN = BERLIN_CART_ADDRESS;
  const monthly = Buffer.from('purchase_mode/onGoing/monthly').toString('base64');
  type Opts = { store: string; headers: Record<string, string> };
  async function ok<T = Record<string, unknown>>(query: string, vars: Record<string, unknown>, opts: Opts) {
    const res = await gql<T>(t.app, query, vars, opts);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data;
  }
  /** A customer's monthly ZINK-1M plan bought by invoice; the customer's headers and the plan row. */
  async function invoicePlan(email: string) {
    await gql(
      t.app,
      'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { input: { email, password: 'geheim123', firstname: 'Kim', lastname: 'Lang' } },
      { store: 'de' },
    );
    const token = (
      await gql<{ generateCustomerToken: { token: string } }>(
        t.app,
        'mutation($e: String!) { generateCustomerToken(email: $e, password: "geheim123") { token } }',
        { e: email },
      )
    ).data.generateCustomerToken.token;
    const opts: Opts = { store: 'de', headers: { authorization: `Bearer ${token}` } };
    await db().update(products).set({ stockQty: 100, isInStock: true }).where(eq(products.sku, 'ZINK-1M'));
    const id = (await ok<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, opts)).customerCart
      .id;
    for (const [query, vars] of [
      [
        'mutation($id: String!, $u: ID!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ZINK-1M", quantity: 1, entered_options: [{ uid: $u, value: "1" }] }]) { user_errors { message } } }',
        { u: monthly },
      ],
      [
        'mutation($id: String!, $a: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $a }) { cart { id } } }',
        { a: [{ address: BERLIN }] },
      ],
      [
        'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }',
        {},
      ],
      [
        'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
        {},
      ],
      [
        'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "invoice" } }) { cart { id } } }',
        {},
      ],
      ['mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', {}],
    ] as const)
      await ok(query, { id, ...vars }, opts);
    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.email, email));
    if (!plan) throw new Error('no plan');
    return { opts, plan };
  }
  const VIEW =
    'query($uid: ID!) { customer { savings_plan(uid: $uid) { payment_method { type } available_payment_methods { code title } card_setup_pending } } }';
  type View = {
    customer: {
      savings_plan: {
        payment_method: { type: string };
        available_payment_methods: { code: string; title: string }[];
        card_setup_pending: boolean;
      };
    };
  };
  const START = 'mutation($uid: ID!) { startSavingsPlanCardSetup(uid: $uid) { redirect_url } }';
  const SET =
    'mutation($uid: ID!, $code: String!) { setSavingsPlanPaymentMethod(uid: $uid, code: $code) { payment_method { type } } }';
  const rowOf = async (id: number) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
  const changedMails = (email: string, number: string) =>
    mailsTo(t.config.dataDir, email).filter((m) => m.subject === `Ihr Sparabo ${number} wurde geändert`);

  it("offers card, saves it on Stripe's page and switches the plan only on the verified webhook; the next delivery charges it", async () => {
    const email = 'switch-to-card@example.com';
    const { opts, plan } = await invoicePlan(email);
    const view = async () => (await ok<View>(VIEW, { uid: plan.uid }, opts)).customer.savings_plan;
    expect(await view()).toEqual({
      payment_method: { type: 'invoice' },
      available_payment_methods: [
        { code: 'invoice', title: 'Rechnung' },
        { code: 'banktransfer', title: 'Vorkasse (Überweisung)' },
        { code: 'stripe', title: 'Kreditkarte' },
      ],
      card_setup_pending: false,
    });
    // Card is not a method to set directly (it needs the saved card), PayPal never.
    for (const code of ['stripe', 'paypal'])
      expect((await gql(t.app, SET, { uid: plan.uid, code }, opts)).errors?.[0]?.extensions?.code).toBe(
        'PAYMENT_NOT_AVAILABLE',
      );

    const started = await ok<{ startSavingsPlanCardSetup: { redirect_url: string } }>(
      START,
      { uid: plan.uid },
      opts,
    );
    const sessionId = /\/pay\/(cs_test_\w+)$/.exec(started.startSavingsPlanCardSetup.redirect_url)?.[1] ?? '';
    expect(started.startSavingsPlanCardSetup.redirect_url).toBe(`${stripe.url}/pay/${sessionId}`);
    const session = stripe.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.form;
    const page = `${t.config.publicUrl}/de/customer/my-savings-plans/${plan.uid}/`;
    expect({
      mode: created?.get('mode'),
      currency: created?.get('currency'),
      types: created?.get('allowed_payment_method_types[0]'),
      success: created?.get('success_url'),
      cancel: created?.get('cancel_url'),
      reference: created?.get('client_reference_id'),
    }).toEqual({
      mode: 'setup',
      currency: 'eur',
      types: 'card',
      success: `${page}?card=saved`,
      cancel: `${page}?card=cancelled`,
      reference: plan.number,
    });
    // A Stripe customer made for the card, with the plan's email.
    expect(stripe.customers.get(session?.customer ?? '')).toBe(email);
    let row = await rowOf(plan.id);
    expect([row?.paymentMethod, row?.cardSetupRef, row?.paymentCustomerRef]).toEqual([
      'invoice',
      sessionId,
      session?.customer,
    ]);
    expect(await view()).toMatchObject({ payment_method: { type: 'invoice' }, card_setup_pending: true });

    // Saved on Stripe's page: a forged event or an event for another session changes nothing.
    stripe.pay(sessionId);
    const forged = stripe.signedEvent('checkout.session.completed', session, 'whsec_wrong');
    expect((await postWebhook(forged.body, forged.signature)).statusCode).toBe(400);
    const other = stripe.signedEvent('checkout.session.completed', {
      ...session,
      id: 'cs_test_other',
    });
    expect((await postWebhook(other.body, other.signature)).statusCode).toBe(200);
    expect((await rowOf(plan.id))?.paymentMethod).toBe('invoice');
    expect(changedMails(email, plan.number)).toHaveLength(0);

    const event = stripe.signedEvent('checkout.session.completed', session);
    expect((await postWebhook(event.body, event.signature)).statusCode).toBe(200);
    const card = stripe.setupIntents.get(session?.setup_intent ?? '')?.payment_method;
    expect(card).toMatch(/^pm_/);
    row = await rowOf(plan.id);
    expect([row?.paymentMethod, row?.paymentCustomerRef, row?.paymentMethodRef, row?.cardSetupRef]).toEqual([
      'stripe',
      session?.customer,
      card,
      null,
    ]);
    expect(await view()).toMatchObject({ payment_method: { type: 'stripe' }, card_setup_pending: false });
    expect(changedMails(email, plan.number)).toHaveLength(1);
    // The same event again: applied once.
    expect((await postWebhook(event.body, event.signature)).statusCode).toBe(200);
    expect(changedMails(email, plan.number)).toHaveLength(1);

    // The next delivery is charged to the saved card, off-session.
    const outcome = await placeSubscriptionDelivery(ctx(), plan.id, at(row?.nextDeliveryOn ?? ''), {
      onlyIfDue: true,
    });
    expect(outcome).toMatchObject({ kind: 'ordered', periodIndex: 2 });
    if (outcome.kind !== 'ordered') throw new Error(outcome.kind);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, outcome.orderId));
    expect([payment?.method, payment?.status]).toEqual(['stripe', 'paid']);
    expect(stripe.paymentIntents.get(payment?.providerRef ?? '')).toMatchObject({
      off_session: true,
      customer: session?.customer,
      payment_method: card,
    });
  });

  it('a card left unsaved (session expired) keeps the method; a cancelled plan cannot start it; Stripe down is said', async () => {
    const email = 'card-not-saved@example.com';
    const { opts, plan } = await invoicePlan(email);
    const started = await ok<{ startSavingsPlanCardSetup: { redirect_url: string } }>(
      START,
      { uid: plan.uid },
      opts,
    );
    const sessionId = started.startSavingsPlanCardSetup.redirect_url.split('/').at(-1) ?? '';
    const session = stripe.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    const customer = session.customer;
    // A second try reuses the plan's Stripe customer and replaces the session waited for.
    const again = await ok<{ startSavingsPlanCardSetup: { redirect_url: string } }>(
      START,
      { uid: plan.uid },
      opts,
    );
    const secondId = again.startSavingsPlanCardSetup.redirect_url.split('/').at(-1) ?? '';
    expect(secondId).not.toBe(sessionId);
    expect(stripe.sessions.get(secondId)?.customer).toBe(customer);
    // The first session completing now is not the one the plan waits for.
    stripe.pay(sessionId);
    const stale = stripe.signedEvent('checkout.session.completed', session);
    expect((await postWebhook(stale.body, stale.signature)).statusCode).toBe(200);
    expect((await rowOf(plan.id))?.paymentMethod).toBe('invoice');
    // The second expires unused: the plan stops waiting and keeps its method.
    const second = stripe.sessions.get(secondId);
    if (!second) throw new Error('no session');
    second.status = 'expired';
    const expired = stripe.signedEvent('checkout.session.expired', second);
    expect((await postWebhook(expired.body, expired.signature)).statusCode).toBe(200);
    expect([(await rowOf(plan.id))?.paymentMethod, (await rowOf(plan.id))?.cardSetupRef]).toEqual([
      'invoice',
      null,
    ]);

    // A card being saved, then prepayment chosen: the later choice wins, the card's event is ignored.
    const third = await ok<{ startSavingsPlanCardSetup: { redirect_url: string } }>(
      START,
      { uid: plan.uid },
      opts,
    );
    const thirdSession = stripe.sessions.get(
      third.startSavingsPlanCardSetup.redirect_url.split('/').at(-1) ?? '',
    );
    if (!thirdSession) throw new Error('no session');
    await ok(SET, { uid: plan.uid, code: 'banktransfer' }, opts);
    expect((await rowOf(plan.id))?.cardSetupRef).toBeNull();
    stripe.pay(thirdSession.id);
    const late = stripe.signedEvent('checkout.session.completed', thirdSession);
    expect((await postWebhook(late.body, late.signature)).statusCode).toBe(200);
    expect((await rowOf(plan.id))?.paymentMethod).toBe('banktransfer');

    // Stripe refuses (here: a customer it does not know): a clear error, the plan unchanged.
    await db()
      .update(subscriptions)
      .set({ paymentCustomerRef: 'cus_unknown' })
      .where(eq(subscriptions.id, plan.id));
    const down = await gql(t.app, START, { uid: plan.uid }, opts);
    expect(down.errors?.[0]?.extensions?.code).toBe('SAVINGS_PLAN_CARD_SETUP_FAILED');
    expect((await rowOf(plan.id))?.cardSetupRef).toBeNull();

    await db().update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, plan.id));
    expect((await gql(t.app, START, { uid: plan.uid }, opts)).errors?.[0]?.extensions?.code).toBe(
      'SAVINGS_PLAN_CANCELLED',
    );
    // Another customer's plan answers as an unknown one.
    const stranger = await invoicePlan('card-stranger@example.com');
    expect((await gql(t.app, START, { uid: plan.uid }, stranger.opts)).errors?.[0]?.extensions?.code).toBe(
      'SAVINGS_PLAN_NOT_FOUND',
    );
  });
});

// Savings plans paid by card: the Checkout Session saves the card for off-session use, the verified
// webhook stores the customer and card on the plan, and each later delivery is charged
// off-session through the Stripe SDK (against the local double of Stripe's API). A declined card
// takes the failed-payment path. PayPal is not offered for a cart with a savings plan.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { createPaymentProviders } from '../../server/commerce/payment-providers.ts';
import { orders, payments, products, subscriptions } from '../../server/db/schema.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { type DeliveryContext, placeSubscriptionDelivery } from '../../server/subscriptions/delivery.ts';
import { type StripeApiDouble, startStripeApiDouble } from './doubles/stripe-api-double.ts';
import { gql, useTestApp } from './helper.ts';
import { placePlanOrder } from './subscription-helpers.ts';

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

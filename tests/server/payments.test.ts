// Card (Stripe) and PayPal payments against local doubles of the providers' APIs: the official
// SDKs are pointed at them through their host settings (the real providers cannot be reached
// from the test machines).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { orders, payments, products } from '../../server/db/schema.ts';
import { type PaypalApiDouble, startPaypalApiDouble } from './doubles/paypal-api-double.ts';
import { type StripeApiDouble, startStripeApiDouble } from './doubles/stripe-api-double.ts';
import { loadOrder } from '../../server/commerce/orders.ts';
import { paymentReceivedMail } from '../../server/mail/payment-received.tsx';
import { gql, useTestApp } from './helper.ts';
import { mailsTo, type OutboxMail } from './outbox.ts';
import { BERLIN_CART_ADDRESS } from '../addresses.ts';

const WEBHOOK_SECRET = 'whsec_testsecret123';
const PAYPAL = { clientId: 'test-client', clientSecret: 'test-secret', webhookId: 'WH-TEST-1' };
const stripeSettings: NonNullable<Config['stripe']> = {
  secretKey: 'sk_test_double',
  webhookSecret: WEBHOOK_SECRET,
  api: null,
};
const paypalSettings: NonNullable<Config['paypal']> = {
  clientId: PAYPAL.clientId,
  clientSecret: PAYPAL.clientSecret,
  environment: 'sandbox',
  webhookId: PAYPAL.webhookId,
  api: null,
};
let stripe: StripeApiDouble;
let paypal: PaypalApiDouble;
const origin = (url: string) => {
  const u = new URL(url);
  return { protocol: 'http' as const, host: u.hostname, port: Number(u.port) };
};
// Before the app is built (hooks run in order): the SDKs' host settings point at the doubles.
beforeAll(async () => {
  stripe = await startStripeApiDouble({ webhookSecret: WEBHOOK_SECRET });
  paypal = await startPaypalApiDouble(PAYPAL);
  stripeSettings.api = origin(stripe.url);
  paypalSettings.api = origin(paypal.url);
});
afterAll(async () => {
  await stripe?.close();
  await paypal?.close();
});
const t = useTestApp({
  captcha: false,
  stripe: stripeSettings,
  paypal: paypalSettings,
  publicUrl: 'https://shop.example',
});
const db = () => t.app.database.db;

const SKU = 'PRO-MAG-1M';
const BERLIN = BERLIN_CART_ADDRESS;

async function must<T>(query: string, variables: Record<string, unknown>, headers?: Record<string, string>) {
  const res = await gql<T>(t.app, query, variables, { headers });
  expect(res.errors).toBeUndefined();
  return res.data;
}

async function readyCart(code: 'stripe' | 'paypal' | 'invoice', quantity = 2): Promise<string> {
  const { createEmptyCart: id } = await must<{ createEmptyCart: string }>('mutation { createEmptyCart }', {});
  await must(
    'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: ' +
      quantity +
      ' }]) { user_errors { message } } }',
    { id },
  );
  await must(
    'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "gast@example.com" }) { cart { id } } }',
    { id },
  );
  await must(
    'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { id, a: BERLIN },
  );
  await must(
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }',
    { id },
  );
  await must(
    'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
    { id },
  );
  await must(
    'mutation($id: String!, $c: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $c } }) { cart { id } } }',
    { id, c: code },
  );
  return id;
}

interface Placed {
  placeOrder: {
    order: { order_number: string };
    payment_redirect_url: string | null;
    guest_order_token: string | null;
  };
}
const PLACE =
  'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } payment_redirect_url guest_order_token } }';
const RETURN_FIELDS = 'order_number status paid cart_id';
const CONFIRM = `mutation($p: String!, $n: String!, $s: String!) { confirmProviderPayment(input: { provider: $p, order_number: $n, signature: $s }) { ${RETURN_FIELDS} } }`;
const CANCEL = `mutation($p: String!, $n: String!, $s: String!) { cancelProviderPayment(input: { provider: $p, order_number: $n, signature: $s }) { ${RETURN_FIELDS} } }`;
interface ReturnOut {
  order_number: string;
  status: string;
  paid: boolean;
  cart_id: string | null;
}

async function orderRow(number: string) {
  const [row] = await db().select().from(orders).where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row;
}
async function stock(): Promise<number> {
  const [row] = await db().select({ q: products.stockQty }).from(products).where(eq(products.sku, SKU));
  return row?.q ?? -1;
}
const setStock = (q: number) =>
  db().update(products).set({ stockQty: q, isInStock: true }).where(eq(products.sku, SKU));

const postStripe = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });

/** The 'payment received' mails of the (German) guest order `number`. */
const receivedMails = (number: string): OutboxMail[] =>
  mailsTo(t.config.dataDir, 'gast@example.com').filter(
    (m) => m.subject === `Zahlung für Ihre Bestellung ${number} erhalten`,
  );

/** One 'payment received' mail in the shop's layout, HTML and text, naming the order and the amount. */
async function expectOneReceivedMail(number: string, method: string) {
  const mails = receivedMails(number);
  expect(mails).toHaveLength(1);
  const mail = mails[0] as OutboxMail;
  expect(mail.parts).toEqual(['text/plain', 'text/html']);
  expect(mail.html).toMatch(/<html [^>]*lang="de"/);
  const total = (await orderRow(number)).grandTotalCents;
  const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(total / 100);
  for (const part of [mail.body, mail.html ?? '']) {
    expect(part).toContain('Hallo Erika,');
    expect(part).toContain(`für die Bestellung ${number} erhalten`);
    expect(part).toContain(method);
    expect(part).toContain('VitalShop GmbH');
  }
  expect(mail.body).toContain(amount);
  expect(mail.body).not.toMatch(/<[a-z]/i);
}

/** The sig parameter of a return URL the provider holds. */
const sigOf = (url: string) => new URL(url).searchParams.get('sig') ?? '';

describe('payment methods', () => {
  it('offers card and PayPal when their keys are set', async () => {
    const id = await readyCart('stripe');
    const res = await must<{ cart: { available_payment_methods: { code: string }[] } }>(
      'query($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }',
      { id },
    );
    expect(res.cart.available_payment_methods.map((m) => m.code)).toEqual([
      'invoice',
      'banktransfer',
      'stripe',
      'paypal',
    ]);
  });
});

describe('card payment through Stripe Checkout', () => {
  it('creates a Checkout Session for the order and answers its hosted page', async () => {
    await setStock(50);
    const id = await readyCart('stripe', 2);
    const placed = (await must<Placed>(PLACE, { id })).placeOrder;
    const number = placed.order.order_number;
    expect(placed.payment_redirect_url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const order = await orderRow(number);
    expect(order.status).toBe('pending_payment');
    expect(await stock()).toBe(48);
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === number);
    expect(session?.amount_total).toBe(order.grandTotalCents);
    expect(session?.currency).toBe('eur');
    expect(session?.success_url).toMatch(
      /^https:\/\/shop\.example\/de\/stripe-order\/\?order=\d+&sig=[\w-]+&session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
    expect(session?.cancel_url).toMatch(
      /^https:\/\/shop\.example\/de\/stripe-order\/\?order=\d+&sig=[\w-]+&cancel=1$/,
    );
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.providerRef).toBe(session?.id);
  });

  it('is paid only after the signed webhook; the return alone does not pay; the same event twice changes it once', async () => {
    const id = await readyCart('stripe', 1);
    const placed = (await must<Placed>(PLACE, { id })).placeOrder;
    const number = placed.order.order_number;
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === number);
    if (!session) throw new Error('no session');
    const sig = sigOf(session.success_url);
    // The shopper paid and is back, but the webhook has not arrived: payment being confirmed.
    stripe.pay(session.id);
    const back = (
      await must<{ confirmProviderPayment: ReturnOut }>(CONFIRM, { p: 'stripe', n: number, s: sig })
    ).confirmProviderPayment;
    expect(back).toEqual({ order_number: number, status: 'pending_payment', paid: false, cart_id: null });
    expect(receivedMails(number)).toEqual([]);

    // A webhook with a wrong signature, an unsigned one and junk: 400, nothing changes.
    const forged = stripe.signedEvent('checkout.session.completed', session, 'whsec_wrong');
    expect((await postStripe(forged.body, forged.signature)).statusCode).toBe(400);
    expect((await postStripe(forged.body)).statusCode).toBe(400);
    expect((await postStripe('not json at all', 't=1,v1=abc')).statusCode).toBe(400);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=%00',
    });
    expect(junk.statusCode).toBe(400);
    expect((await orderRow(number)).status).toBe('pending_payment');

    // The genuine event: paid. Twice: one change.
    const event = stripe.signedEvent('checkout.session.completed', session);
    const first = await postStripe(event.body, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, changed: true });
    const again = await postStripe(event.body, event.signature);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, changed: false });
    expect((await orderRow(number)).status).toBe('processing');
    // The 'payment received' mail went out once, for the one change.
    await expectOneReceivedMail(number, 'Kreditkarte');
    const done = (
      await must<{ confirmProviderPayment: ReturnOut }>(CONFIRM, { p: 'stripe', n: number, s: sig })
    ).confirmProviderPayment;
    expect(done.paid).toBe(true);
    // A cancel link used afterwards leaves the paid order alone.
    const late = (
      await must<{ cancelProviderPayment: ReturnOut }>(CANCEL, { p: 'stripe', n: number, s: sig })
    ).cancelProviderPayment;
    expect(late.status).toBe('processing');
  });

  it('a signed event with another amount does not pay the order', async () => {
    const id = await readyCart('stripe', 1);
    const number = (await must<Placed>(PLACE, { id })).placeOrder.order.order_number;
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === number);
    if (!session) throw new Error('no session');
    stripe.pay(session.id);
    const event = stripe.signedEvent('checkout.session.completed', { ...session, amount_total: 1 });
    expect((await postStripe(event.body, event.signature)).json()).toEqual({
      received: true,
      changed: false,
    });
    expect((await orderRow(number)).status).toBe('pending_payment');
    expect(receivedMails(number)).toEqual([]);
  });

  it('cancel: the session is expired, the order cancelled, the stock released and the cart restored', async () => {
    await setStock(20);
    const id = await readyCart('stripe', 3);
    const number = (await must<Placed>(PLACE, { id })).placeOrder.order.order_number;
    expect(await stock()).toBe(17);
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === number);
    if (!session) throw new Error('no session');
    // A forged link is refused and changes nothing.
    const bad = await gql(t.app, CANCEL, { p: 'stripe', n: number, s: 'forged' });
    expect(bad.errors?.[0]?.message).toBe('This payment link is not valid.');
    expect(await stock()).toBe(17);

    const out = (
      await must<{ cancelProviderPayment: ReturnOut }>(CANCEL, {
        p: 'stripe',
        n: number,
        s: sigOf(session.cancel_url),
      })
    ).cancelProviderPayment;
    expect(out.status).toBe('canceled');
    expect(out.cart_id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect(await stock()).toBe(20);
    // The restored cart holds the lines, the email and the addresses: it can be ordered again.
    const cart = await must<{
      cart: { email: string; total_quantity: number; shipping_addresses: { city: string }[] };
    }>('query($id: String!) { cart(cart_id: $id) { email total_quantity shipping_addresses { city } } }', {
      id: out.cart_id,
    });
    expect(cart.cart).toEqual({
      email: 'gast@example.com',
      total_quantity: 3,
      shipping_addresses: [{ city: 'Berlin' }],
    });
    await must(
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "invoice" } }) { cart { id } } }',
      { id: out.cart_id },
    );
    const again = (await must<Placed>(PLACE, { id: out.cart_id })).placeOrder;
    expect(again.payment_redirect_url).toBeNull();
    expect(await stock()).toBe(17);
    // Cancelling twice does nothing more.
    const twice = (
      await must<{ cancelProviderPayment: ReturnOut }>(CANCEL, {
        p: 'stripe',
        n: number,
        s: sigOf(session.cancel_url),
      })
    ).cancelProviderPayment;
    expect(twice).toMatchObject({ status: 'canceled', cart_id: null });
    expect(await stock()).toBe(17);
  });
});

describe('PayPal', () => {
  const postPaypal = (webhook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/webhooks/paypal',
      headers: webhook.headers,
      payload: webhook.body,
    });

  it('creates a PayPal order, captures it through the SDK on return once approved', async () => {
    await setStock(50);
    const id = await readyCart('paypal', 1);
    const placed = (await must<Placed>(PLACE, { id })).placeOrder;
    const number = placed.order.order_number;
    expect(placed.payment_redirect_url).toMatch(new RegExp(`^${paypal.url}/checkoutnow\\?token=\\w+$`));
    const ref = new URL(placed.payment_redirect_url ?? '').searchParams.get('token') ?? '';
    const order = paypal.orders.get(ref);
    expect(order?.purchase_units[0]?.amount).toEqual({
      currency_code: 'EUR',
      value: ((await orderRow(number)).grandTotalCents / 100).toFixed(2),
    });
    expect(order?.return_url).toMatch(/^https:\/\/shop\.example\/de\/paypal-order\/\?order=\d+&sig=[\w-]+$/);
    const sig = sigOf(order?.return_url ?? '');

    // Back without approval (a forged return): nothing is captured, nothing paid.
    const early = (
      await must<{ confirmProviderPayment: ReturnOut }>(CONFIRM, { p: 'paypal', n: number, s: sig })
    ).confirmProviderPayment;
    expect(early).toMatchObject({ status: 'pending_payment', paid: false });
    expect(paypal.orders.get(ref)?.status).toBe('PAYER_ACTION_REQUIRED');
    expect(receivedMails(number)).toEqual([]);

    paypal.approve(ref);
    const back = (
      await must<{ confirmProviderPayment: ReturnOut }>(CONFIRM, { p: 'paypal', n: number, s: sig })
    ).confirmProviderPayment;
    expect(back).toMatchObject({ status: 'processing', paid: true });
    expect(paypal.orders.get(ref)?.status).toBe('COMPLETED');
    // Reloading the return page captures nothing more.
    const reload = (
      await must<{ confirmProviderPayment: ReturnOut }>(CONFIRM, { p: 'paypal', n: number, s: sig })
    ).confirmProviderPayment;
    expect(reload.paid).toBe(true);
    expect(paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${ref}/capture`)).toHaveLength(2);

    // Its webhook: a forged signature is 400; the genuine one is read back and changes nothing more.
    expect(
      (await postPaypal(paypal.signedWebhook('PAYMENT.CAPTURE.COMPLETED', ref, { forge: true }))).statusCode,
    ).toBe(400);
    const genuine = await postPaypal(paypal.signedWebhook('PAYMENT.CAPTURE.COMPLETED', ref));
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ received: true, changed: false });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: '{"event_type":"PAYMENT.CAPTURE.COMPLETED"}',
    });
    expect(unsigned.statusCode).toBe(400);
    // The capture, the reload and the webhook: one 'payment received' mail.
    await expectOneReceivedMail(number, 'PayPal');
    const junk = await t.app.inject({
      method: 'POST',
      url: '/webhooks/paypal',
      headers: { 'content-type': 'text/plain' },
      payload: '\u0000\u0001',
    });
    expect(junk.statusCode).toBe(400);
  });

  it('a verified webhook pays an order captured at PayPal (read back through the SDK)', async () => {
    const id = await readyCart('paypal', 1);
    const placed = (await must<Placed>(PLACE, { id })).placeOrder;
    const number = placed.order.order_number;
    const ref = new URL(placed.payment_redirect_url ?? '').searchParams.get('token') ?? '';
    // The event arrives before the capture: PayPal's order is not completed, nothing is paid.
    paypal.approve(ref);
    const approved = await postPaypal(paypal.signedWebhook('CHECKOUT.ORDER.APPROVED', ref));
    expect(approved.json()).toEqual({ received: true, changed: false });
    expect((await orderRow(number)).status).toBe('pending_payment');
    // Captured (the shopper's browser closed before the return page): the webhook pays it, once.
    const captured = await fetch(`${paypal.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`).toString('base64')}`,
      },
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    await fetch(`${paypal.url}/v2/checkout/orders/${ref}/capture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${captured.access_token}` },
    });
    const event = paypal.signedWebhook('PAYMENT.CAPTURE.COMPLETED', ref);
    expect((await postPaypal(event)).json()).toEqual({ received: true, changed: true });
    expect((await postPaypal(event)).json()).toEqual({ received: true, changed: false });
    expect((await orderRow(number)).status).toBe('processing');
    await expectOneReceivedMail(number, 'PayPal');
  });

  it('cancel: the order is cancelled, its stock released and the cart restored', async () => {
    await setStock(10);
    const id = await readyCart('paypal', 2);
    const placed = (await must<Placed>(PLACE, { id })).placeOrder;
    const number = placed.order.order_number;
    const ref = new URL(placed.payment_redirect_url ?? '').searchParams.get('token') ?? '';
    expect(await stock()).toBe(8);
    const sig = sigOf(paypal.orders.get(ref)?.cancel_url ?? '');
    const out = (await must<{ cancelProviderPayment: ReturnOut }>(CANCEL, { p: 'paypal', n: number, s: sig }))
      .cancelProviderPayment;
    expect(out).toMatchObject({ status: 'canceled', paid: false });
    expect(await stock()).toBe(10);
    const cart = await must<{ cart: { total_quantity: number } }>(
      'query($id: String!) { cart(cart_id: $id) { total_quantity } }',
      { id: out.cart_id },
    );
    expect(cart.cart.total_quantity).toBe(2);
    // Approved afterwards on a stale PayPal tab: the return captures nothing for a cancelled order.
    paypal.approve(ref);
    const late = (
      await must<{ confirmProviderPayment: ReturnOut }>(CONFIRM, { p: 'paypal', n: number, s: sig })
    ).confirmProviderPayment;
    expect(late).toMatchObject({ status: 'canceled', paid: false });
    expect(paypal.orders.get(ref)?.status).toBe('APPROVED');
    expect(receivedMails(number)).toEqual([]);
  });
});

describe("the 'payment received' mail", () => {
  it('is in the order language: English for an order from the English shop', async () => {
    const id = await readyCart('stripe', 1);
    const number = (await must<Placed>(PLACE, { id })).placeOrder.order.order_number;
    const full = await loadOrder(db(), (await orderRow(number)).id);
    if (!full) throw new Error('no order');
    const mail = await paymentReceivedMail({ ...full, order: { ...full.order, language: 'en' } });
    expect(mail.to).toBe('gast@example.com');
    expect(mail.subject).toBe(`Payment received for your order ${number}`);
    expect(mail.html).toMatch(/<html [^>]*lang="en"/);
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('Hello Erika,');
      expect(part).toContain(`for order ${number}. Thank you!`);
      expect(part).toContain('Customer service Monday to Friday');
    }
  });
});

describe("'Create an account' from a guest's order", () => {
  const CREATE =
    'mutation($n: String!, $t: String!, $p: String!) { createCustomerFromGuestOrder(input: { order_number: $n, token: $t, password: $p }) { customer { email firstname lastname } } }';

  it('makes the account from the order, which then appears in its order history; only with the token, once', async () => {
    await setStock(50);
    const id = await readyCart('invoice', 1);
    const placed = (await must<Placed>(PLACE, { id })).placeOrder;
    const number = placed.order.order_number;
    const token = placed.guest_order_token ?? '';
    expect(token).toMatch(/^[\w-]{32}$/);

    const wrong = await gql(t.app, CREATE, { n: number, t: `${token.slice(0, -2)}xx`, p: 'Geheim123!' });
    expect(wrong.errors?.[0]?.message).toBe('This order cannot be turned into an account.');

    const made = await must<{ createCustomerFromGuestOrder: { customer: Record<string, string> } }>(CREATE, {
      n: number,
      t: token,
      p: 'Geheim123!',
    });
    expect(made.createCustomerFromGuestOrder.customer).toEqual({
      email: 'gast@example.com',
      firstname: 'Erika',
      lastname: 'Mustermann',
    });
    const again = await gql(t.app, CREATE, { n: number, t: token, p: 'Geheim123!' });
    expect(again.errors?.[0]?.message).toBe('This order cannot be turned into an account.');

    const signIn = await must<{ generateCustomerToken: { token: string } }>(
      'mutation { generateCustomerToken(email: "gast@example.com", password: "Geheim123!") { token } }',
      {},
    );
    const history = await must<{ customer: { orders: { items: { number: string }[] } } }>(
      '{ customer { orders { items { number } } } }',
      {},
      { authorization: `Bearer ${signIn.generateCustomerToken.token}` },
    );
    expect(history.customer.orders.items.map((o) => o.number)).toEqual([number]);
    // A customer's order has no guest token.
    expect((await orderRow(number)).guestTokenHash).toBeNull();
  });
});

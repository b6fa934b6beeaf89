// Test double of Stripe's API (the Checkout Session endpoints the shop calls, in payment and in
// setup mode, the Customers it creates for setup sessions, the SetupIntents and the PaymentIntents
// of a card saved for off-session charges) and of its hosted payment page. The Stripe SDK is pointed at it through its own host/port/protocol
// settings (STRIPE_API_URL). It signs the webhooks it sends with the SDK's test header helper,
// so the shop's constructEvent checks them as it checks Stripe's.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface DoubleSession {
  id: string;
  object: 'checkout.session';
  /** payment: an order is paid; setup: a card is saved on `customer`, nothing is paid. */
  mode: 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  metadata: Record<string, string>;
  /** Set when the shopper paid: the customer (customer_creation 'always') and the payment. */
  customer: string | null;
  payment_intent: string | null;
  /** Setup mode: set when the customer saved the card. */
  setup_intent: string | null;
}

export interface DoubleSetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'succeeded';
  customer: string | null;
  payment_method: string;
  usage: 'off_session';
  metadata: Record<string, string>;
}

export interface DoublePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded' | 'requires_payment_method';
  customer: string | null;
  payment_method: string | null;
  off_session: boolean;
  metadata: Record<string, string>;
}

export interface StripeApiDouble {
  url: string;
  sessions: Map<string, DoubleSession>;
  paymentIntents: Map<string, DoublePaymentIntent>;
  setupIntents: Map<string, DoubleSetupIntent>;
  /** Customers created through the API (id → email). */
  customers: Map<string, string>;
  /** Cards (payment method ids) the bank declines from now on. */
  declined: Set<string>;
  /** Every API request: method and path. */
  requests: { method: string; path: string; form: URLSearchParams }[];
  /** The event Stripe sends for a session, with its Stripe-Signature header for `secret`. */
  signedEvent(type: string, session: DoubleSession, secret?: string): { body: string; signature: string };
  /** The shopper pays on the hosted page (session complete and paid; in setup mode: the card saved). */
  pay(id: string): DoubleSession;
  close(): Promise<void>;
}

export interface StripeDoubleOptions {
  /** Where "Stripe" sends webhooks once a session is paid (as in the e2e); none when unset. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Delay before the webhook goes out after the shopper paid (ms). */
  webhookDelayMs?: number;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

export async function startStripeApiDouble(options: StripeDoubleOptions): Promise<StripeApiDouble> {
  const sessions = new Map<string, DoubleSession>();
  const paymentIntents = new Map<string, DoublePaymentIntent>();
  const setupIntents = new Map<string, DoubleSetupIntent>();
  const customers = new Map<string, string>();
  const declined = new Set<string>();
  /** What a session saved: customer_creation and setup_future_usage as sent. */
  const savesCard = new Set<string>();
  const byIdempotencyKey = new Map<string, string>();
  const intentByKey = new Map<string, { status: number; body: unknown }>();
  const hex = () => randomBytes(8).toString('hex');
  const requests: StripeApiDouble['requests'] = [];
  let origin = '';

  const signedEvent = (type: string, session: DoubleSession, secret = options.webhookSecret) => {
    const body = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: session },
    });
    return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
  };

  const pay = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    session.status = 'complete';
    if (session.mode === 'setup') {
      // A card saved on the session's customer for later payments without the customer.
      const setup: DoubleSetupIntent = {
        id: `seti_${hex()}`,
        object: 'setup_intent',
        status: 'succeeded',
        customer: session.customer,
        payment_method: `pm_${hex()}`,
        usage: 'off_session',
        metadata: session.metadata,
      };
      setupIntents.set(setup.id, setup);
      session.setup_intent = setup.id;
      return session;
    }
    session.payment_status = 'paid';
    // Paid with a card: the payment, and (when the session asked) a customer holding the card.
    const customer = savesCard.has(id) ? `cus_${hex()}` : null;
    const intent: DoublePaymentIntent = {
      id: `pi_${hex()}`,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      customer,
      payment_method: `pm_${hex()}`,
      off_session: false,
      metadata: session.metadata,
    };
    paymentIntents.set(intent.id, intent);
    session.customer = customer;
    session.payment_intent = intent.id;
    return session;
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res: ServerResponse, status: number, message: string) =>
    json(res, status, { error: { type: 'invalid_request_error', message } });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const body = await readBody(req);
    const form = new URLSearchParams(body);
    requests.push({ method: req.method ?? '', path: url.pathname, form });
    const auth = req.headers.authorization ?? '';

    // The hosted payment page (the shopper's browser, no API key).
    const page = /^\/pay\/(cs_\w+)(?:\/(complete|cancel))?$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1] ?? '');
      if (!session) return stripeError(res, 404, 'No such checkout.session');
      if (page[2] === 'complete' && req.method === 'POST') {
        pay(session.id);
        if (options.webhookUrl) {
          const event = signedEvent('checkout.session.completed', session);
          const webhookUrl = options.webhookUrl;
          setTimeout(() => {
            void fetch(webhookUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
              body: event.body,
            }).catch(() => {});
          }, options.webhookDelayMs ?? 0);
        }
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return res.end();
      }
      if (page[2] === 'cancel' && req.method === 'POST') {
        res.writeHead(303, { location: session.cancel_url });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      if (session.mode === 'setup')
        return res.end(`<!doctype html><html lang="en"><title>Stripe Checkout (test double)</title>
<h1>Save a card for future payments</h1>
<form method="post" action="/pay/${session.id}/complete"><button>Save card</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button>Back to the shop</button></form></html>`);
      return res.end(`<!doctype html><html lang="en"><title>Stripe Checkout (test double)</title>
<h1>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</h1>
<form method="post" action="/pay/${session.id}/complete"><button>Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button>Back to the shop</button></form></html>`);
    }

    if (!auth.startsWith('Bearer sk_')) return stripeError(res, 401, 'Invalid API Key provided');

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const id = `cus_${hex()}`;
      customers.set(id, form.get('email') ?? '');
      return json(res, 200, { id, object: 'customer', email: form.get('email') });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'];
      const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (known) return json(res, 200, sessions.get(known));
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const setup = form.get('mode') === 'setup';
      if (setup && !customers.has(form.get('customer') ?? ''))
        return stripeError(res, 400, 'No such customer');
      if (setup && (!form.get('currency') || form.has('line_items[0][quantity]')))
        return stripeError(res, 400, 'A setup-mode session takes a currency and no line items');
      const session: DoubleSession = {
        id,
        object: 'checkout.session',
        mode: setup ? 'setup' : 'payment',
        status: 'open',
        payment_status: setup ? 'no_payment_required' : 'unpaid',
        amount_total: setup
          ? 0
          : Number(form.get('line_items[0][price_data][unit_amount]')) *
            Number(form.get('line_items[0][quantity]') ?? 1),
        currency: (setup ? form.get('currency') : form.get('line_items[0][price_data][currency]')) ?? '',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        url: `${origin}/pay/${id}`,
        metadata: Object.fromEntries(
          [...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        ),
        customer: setup ? form.get('customer') : null,
        payment_intent: null,
        setup_intent: null,
      };
      if (
        form.get('customer_creation') === 'always' &&
        form.get('payment_intent_data[setup_future_usage]') === 'off_session'
      )
        savesCard.add(id);
      if (!session.success_url || !session.cancel_url || !(setup || session.amount_total > 0))
        return stripeError(res, 400, 'Missing required param');
      sessions.set(id, session);
      if (typeof key === 'string') byIdempotencyKey.set(key, id);
      return json(res, 200, session);
    }
    const one = /^\/v1\/checkout\/sessions\/(cs_\w+)(\/expire)?$/.exec(url.pathname);
    if (one) {
      const session = sessions.get(one[1] ?? '');
      if (!session) return stripeError(res, 404, 'No such checkout.session');
      if (one[2] && req.method === 'POST') {
        if (session.status !== 'open')
          return stripeError(res, 400, `Only Checkout Sessions with a status of open can be expired.`);
        session.status = 'expired';
        session.url = null;
      }
      return json(res, 200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      // Off-session charge of a saved card: created and confirmed at once.
      const key = req.headers['idempotency-key'];
      const known = typeof key === 'string' ? intentByKey.get(key) : undefined;
      if (known) return json(res, known.status, known.body);
      const answer = (status: number, body: unknown) => {
        if (typeof key === 'string') intentByKey.set(key, { status, body });
        return json(res, status, body);
      };
      const customer = form.get('customer');
      const method = form.get('payment_method');
      const amount = Number(form.get('amount'));
      if (!(amount > 0) || !form.get('currency')) return stripeError(res, 400, 'Missing required param');
      // Saved at a checkout (setup_future_usage) or by a setup session, on this customer.
      const saved =
        customer !== null &&
        [...paymentIntents.values(), ...setupIntents.values()].some(
          (saving) => saving.customer === customer && saving.payment_method === method,
        );
      if (!saved)
        return answer(400, { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } });
      const intent: DoublePaymentIntent = {
        id: `pi_${hex()}`,
        object: 'payment_intent',
        amount,
        currency: form.get('currency') ?? '',
        status: 'succeeded',
        customer,
        payment_method: method,
        off_session: form.get('off_session') === 'true',
        metadata: Object.fromEntries(
          [...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        ),
      };
      if (declined.has(method ?? '')) {
        intent.status = 'requires_payment_method';
        paymentIntents.set(intent.id, intent);
        return answer(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: intent,
          },
        });
      }
      paymentIntents.set(intent.id, intent);
      return answer(200, intent);
    }
    const setupIntent = /^\/v1\/setup_intents\/(seti_\w+)$/.exec(url.pathname);
    if (setupIntent && req.method === 'GET') {
      const found = setupIntents.get(setupIntent[1] ?? '');
      return found ? json(res, 200, found) : stripeError(res, 404, 'No such setup_intent');
    }
    const intent = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(url.pathname);
    if (intent && req.method === 'GET') {
      const found = paymentIntents.get(intent[1] ?? '');
      return found ? json(res, 200, found) : stripeError(res, 404, 'No such payment_intent');
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    sessions,
    paymentIntents,
    setupIntents,
    customers,
    declined,
    requests,
    signedEvent,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

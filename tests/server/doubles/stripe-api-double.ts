// Test double of Stripe's API (the few Checkout Session endpoints the shop calls) and of its
// hosted payment page. The Stripe SDK is pointed at it through its own host/port/protocol
// settings (STRIPE_API_URL). It signs the webhooks it sends with the SDK's test header helper,
// so the shop's constructEvent checks them as it checks Stripe's.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface DoubleSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  metadata: Record<string, string>;
}

export interface StripeApiDouble {
  url: string;
  sessions: Map<string, DoubleSession>;
  /** Every API request: method and path. */
  requests: { method: string; path: string; form: URLSearchParams }[];
  /** The event Stripe sends for a session, with its Stripe-Signature header for `secret`. */
  signedEvent(type: string, session: DoubleSession, secret?: string): { body: string; signature: string };
  /** The shopper pays on the hosted page (session complete and paid). */
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
  const byIdempotencyKey = new Map<string, string>();
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
    session.payment_status = 'paid';
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
      return res.end(`<!doctype html><html lang="en"><title>Stripe Checkout (test double)</title>
<h1>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</h1>
<form method="post" action="/pay/${session.id}/complete"><button>Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button>Back to the shop</button></form></html>`);
    }

    if (!auth.startsWith('Bearer sk_')) return stripeError(res, 401, 'Invalid API Key provided');

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'];
      const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (known) return json(res, 200, sessions.get(known));
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: DoubleSession = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) *
          Number(form.get('line_items[0][quantity]') ?? 1),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        url: `${origin}/pay/${id}`,
        metadata: { order_number: form.get('metadata[order_number]') ?? '' },
      };
      if (!session.success_url || !session.cancel_url || !(session.amount_total > 0))
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
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    sessions,
    requests,
    signedEvent,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

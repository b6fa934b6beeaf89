// Test double of PayPal's REST API (OAuth token, Orders v2 create/get/capture, the webhook
// signature check) and of its approval page. The PayPal SDK reaches it through PAYPAL_API_URL
// (the SDK's HTTPS agent connects here instead of api-m.paypal.com).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoublePaypalOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  purchase_units: {
    reference_id: string;
    amount: { currency_code: string; value: string };
    payments?: {
      captures: { id: string; status: string; amount: { currency_code: string; value: string } }[];
    };
  }[];
  return_url: string;
  cancel_url: string;
  links: { href: string; rel: string; method: string }[];
}

export interface PaypalApiDouble {
  url: string;
  orders: Map<string, DoublePaypalOrder>;
  requests: { method: string; path: string }[];
  /** The shopper approves on PayPal's page. */
  approve(id: string): void;
  /** A webhook event about the order with PayPal's transmission headers (valid unless `forge`). */
  signedWebhook(
    type: string,
    orderId: string,
    opts?: { forge?: boolean },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

export async function startPaypalApiDouble(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}): Promise<PaypalApiDouble> {
  const orders = new Map<string, DoublePaypalOrder>();
  const requests: PaypalApiDouble['requests'] = [];
  const tokens = new Set<string>();
  const signingKey = randomBytes(16).toString('hex');
  let origin = '';

  const sign = (transmissionId: string, time: string, webhookId: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${body}`)
      .digest('base64');

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const unprocessable = (res: ServerResponse, issue: string) =>
    json(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }], message: issue });

  const approve = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new Error(`no PayPal order ${id}`);
    if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
  };

  const signedWebhook: PaypalApiDouble['signedWebhook'] = (type, orderId, opts = {}) => {
    const order = orders.get(orderId);
    const capture = order?.purchase_units[0]?.payments?.captures[0];
    const body = JSON.stringify({
      id: `WH-${randomBytes(6).toString('hex')}`,
      event_type: type,
      resource: type.startsWith('PAYMENT.CAPTURE.')
        ? { ...capture, supplementary_data: { related_ids: { order_id: orderId } } }
        : { id: orderId, status: order?.status },
    });
    const id = randomBytes(8).toString('hex');
    const time = new Date().toISOString();
    const signature = sign(id, time, options.webhookId, body);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': opts.forge ? `${signature.slice(0, -4)}AAAA` : signature,
        'paypal-cert-url': `${origin}/certs/test.pem`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
    };
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const body = await readBody(req);
    requests.push({ method: req.method ?? '', path: url.pathname });

    // PayPal's approval page (the shopper's browser).
    if (url.pathname === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      const action = url.searchParams.get('action');
      if (req.method === 'POST' && action === 'approve') {
        approve(order.id);
        res.writeHead(303, { location: `${order.return_url}&token=${order.id}&PayerID=TESTPAYER1` });
        return res.end();
      }
      if (req.method === 'POST' && action === 'cancel') {
        res.writeHead(303, { location: `${order.cancel_url}&token=${order.id}` });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><title>PayPal (test double)</title>
<h1>Pay ${order.purchase_units[0]?.amount.value} ${order.purchase_units[0]?.amount.currency_code} with PayPal</h1>
<form method="post" action="/checkoutnow?token=${order.id}&action=approve"><button>Pay Now</button></form>
<form method="post" action="/checkoutnow?token=${order.id}&action=cancel"><button>Cancel and return</button></form></html>`);
    }

    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client' });
      const token = `A21AA${randomBytes(12).toString('hex')}`;
      tokens.add(token);
      return json(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 32400,
        scope: 'https://uri.paypal.com/services/payments',
      });
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return json(res, 401, { name: 'AUTHENTICATION_FAILURE' });

    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const check = JSON.parse(body) as Record<string, unknown>;
      const event = JSON.stringify(check.webhook_event);
      const ok =
        check.webhook_id === options.webhookId &&
        typeof check.transmission_id === 'string' &&
        typeof check.transmission_time === 'string' &&
        check.transmission_sig ===
          sign(check.transmission_id, check.transmission_time, options.webhookId, event);
      return json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const request = JSON.parse(body) as {
        intent: string;
        purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[];
        payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
      };
      const context = request.payment_source?.paypal?.experience_context;
      if (!context?.return_url || !context.cancel_url || !request.purchase_units?.[0])
        return json(res, 400, { name: 'INVALID_REQUEST' });
      const id = randomBytes(8).toString('hex').toUpperCase();
      const order: DoublePaypalOrder = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        intent: request.intent,
        purchase_units: request.purchase_units.map((u) => ({
          reference_id: u.reference_id,
          amount: u.amount,
        })),
        return_url: context.return_url,
        cancel_url: context.cancel_url,
        links: [
          { href: `${origin}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          { href: `${origin}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
        ],
      };
      orders.set(id, order);
      return json(res, 200, order);
    }
    const one = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(url.pathname);
    if (one) {
      const order = orders.get(one[1] ?? '');
      if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (one[2] && req.method === 'POST') {
        if (order.status === 'COMPLETED') return unprocessable(res, 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return unprocessable(res, 'ORDER_NOT_APPROVED');
        order.status = 'COMPLETED';
        for (const unit of order.purchase_units)
          unit.payments = {
            captures: [
              { id: randomBytes(8).toString('hex').toUpperCase(), status: 'COMPLETED', amount: unit.amount },
            ],
          };
      }
      return json(res, one[2] ? 201 : 200, order);
    }
    return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    orders,
    requests,
    approve,
    signedWebhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

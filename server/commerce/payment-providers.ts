// The payment providers behind card (Stripe Checkout) and PayPal (PayPal Checkout, Orders v2),
// through each provider's official server SDK. The shopper pays on the provider's hosted page
// (card data never reaches the shop: PCI DSS SAQ A); the shop only creates the payment, reads
// it back and checks the provider's signed notifications.
import { Agent as HttpsAgent } from 'node:https';
import net from 'node:net';
import {
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order as PaypalOrder,
  OrdersController,
  PaypalExperienceUserAction,
} from '@paypal/paypal-server-sdk';
import Stripe from 'stripe';
import type { ApiOrigin, Config, PaypalSettings, StripeSettings } from '../config.ts';
import { type Language, localeOf } from '../../domain/store.ts';

/** What the shop tells the provider about an order to be paid. */
export interface PaymentRequest {
  orderNumber: string;
  email: string;
  amountCents: number;
  currency: string;
  language: Language;
  /** Absolute URLs the provider sends the shopper back to. */
  returnUrl: string;
  cancelUrl: string;
  /**
   * The order starts a savings plan: the card is saved with the shopper's consent (shown on the
   * provider's page) for the plan's later deliveries, charged while the shopper is away.
   */
  saveForOffSession?: boolean;
}

/** A later payment taken from a card saved at checkout, without the shopper (a savings-plan delivery). */
export interface OffSessionCharge {
  customer: string;
  paymentMethod: string;
  amountCents: number;
  currency: string;
  /** The same for every attempt at one delivery, so it is charged at most once. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** A card to be saved for a savings plan's later deliveries (Stripe Checkout in setup mode). */
export interface CardSetupRequest {
  planNumber: string;
  email: string;
  /** The plan's Stripe customer, when it has one; otherwise one is created for the card. */
  customer: string | null;
  currency: string;
  language: Language;
  /** Absolute URLs the provider sends the customer back to. */
  returnUrl: string;
  cancelUrl: string;
}

export type OffSessionResult =
  | { ok: true; status: 'paid' | 'pending'; ref: string }
  | { ok: false; reason: string };

export interface ProviderSession {
  /** The provider's id: Checkout Session id (cs_…) or PayPal order id. */
  ref: string;
  /** The provider's hosted page the shopper is sent to. */
  redirectUrl: string;
}

/** A verified notification that an order's payment succeeded or ended without payment. */
export type PaymentNotice =
  | {
      kind: 'paid';
      ref: string;
      amountCents: number;
      currency: string;
      /** Stripe: the customer and payment the session created (for a card saved for later). */
      customer?: string | null;
      paymentIntent?: string | null;
    }
  | { kind: 'failed'; ref: string }
  /** Stripe: a setup-mode session completed: the card is saved on the customer (a savings plan's). */
  | { kind: 'cardSaved'; ref: string; customer: string | null; setupIntent: string | null }
  | { kind: 'ignored' };

export class SignatureError extends Error {
  override name = 'SignatureError';
}

const toMinor = (value: string) => Math.round(Number(value) * 100);

// ---------------------------------------------------------------------------------------------
// Stripe

export class StripePayments {
  readonly sdk: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.api;
    this.sdk = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
    });
  }

  async createSession(req: PaymentRequest): Promise<ProviderSession> {
    const session = await this.sdk.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: req.orderNumber,
        customer_email: req.email,
        locale: req.language,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: req.currency.toLowerCase(),
              unit_amount: req.amountCents,
              product_data: {
                name: req.language === 'de' ? `Bestellung ${req.orderNumber}` : `Order ${req.orderNumber}`,
              },
            },
          },
        ],
        metadata: { order_number: req.orderNumber },
        ...(req.saveForOffSession
          ? {
              // A customer to keep the card on, and the card saved for payments without the shopper.
              customer_creation: 'always' as const,
              payment_intent_data: {
                metadata: { order_number: req.orderNumber },
                setup_future_usage: 'off_session' as const,
              },
            }
          : { payment_intent_data: { metadata: { order_number: req.orderNumber } } }),
        // Stripe puts the session's id into the success URL in place of the template.
        success_url: `${req.returnUrl}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: req.cancelUrl,
      },
      { idempotencyKey: `checkout-session-${req.orderNumber}` },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return { ref: session.id, redirectUrl: session.url };
  }

  /**
   * A Checkout Session in setup mode: the customer enters a card on Stripe's page, and Stripe
   * saves it on the customer for payments without the customer (a savings plan's deliveries). No
   * money moves. Answers the session and the customer the card will be saved on.
   */
  async createCardSetupSession(req: CardSetupRequest): Promise<ProviderSession & { customer: string }> {
    const customer =
      req.customer ??
      (
        await this.sdk.customers.create({
          email: req.email,
          preferred_locales: [req.language],
          metadata: { savings_plan: req.planNumber },
        })
      ).id;
    const session = await this.sdk.checkout.sessions.create({
      mode: 'setup',
      customer,
      currency: req.currency.toLowerCase(),
      allowed_payment_method_types: ['card'],
      client_reference_id: req.planNumber,
      locale: req.language,
      metadata: { savings_plan: req.planNumber },
      setup_intent_data: {
        description: req.language === 'de' ? `Sparabo ${req.planNumber}` : `Savings plan ${req.planNumber}`,
        metadata: { savings_plan: req.planNumber },
      },
      success_url: req.returnUrl,
      cancel_url: req.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return { ref: session.id, redirectUrl: session.url, customer };
  }

  /** The card a completed setup saved. */
  async paymentMethodOfSetup(setupIntent: string): Promise<string | null> {
    const intent = await this.sdk.setupIntents.retrieve(setupIntent);
    const method = intent.payment_method;
    return typeof method === 'string' ? method : (method?.id ?? null);
  }

  /** Ends an unpaid session so it can no longer be paid; false when it was paid (complete) already. */
  async expire(ref: string): Promise<boolean> {
    try {
      const session = await this.sdk.checkout.sessions.expire(ref);
      return session.status === 'expired';
    } catch (error) {
      const session = await this.sdk.checkout.sessions.retrieve(ref).catch(() => null);
      if (session?.status === 'expired') return true;
      if (session?.status === 'complete') return false;
      throw error;
    }
  }

  /** The card a paid payment used (saved on its customer when the session asked for it). */
  async paymentMethodOf(paymentIntent: string): Promise<string | null> {
    const intent = await this.sdk.paymentIntents.retrieve(paymentIntent);
    const method = intent.payment_method;
    return typeof method === 'string' ? method : (method?.id ?? null);
  }

  /**
   * Charges a saved card while the shopper is away: a PaymentIntent created and confirmed at once
   * with off_session. A declined card (or one that needs the shopper to authenticate) is a
   * failed charge; a network or API failure throws, so the caller tries again later with the same
   * idempotency key and the card is charged at most once.
   */
  async chargeOffSession(charge: OffSessionCharge): Promise<OffSessionResult> {
    try {
      const intent = await this.sdk.paymentIntents.create(
        {
          amount: charge.amountCents,
          currency: charge.currency.toLowerCase(),
          customer: charge.customer,
          payment_method: charge.paymentMethod,
          off_session: true,
          confirm: true,
          description: charge.description,
          metadata: charge.metadata,
        },
        { idempotencyKey: charge.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { ok: true, status: 'paid', ref: intent.id };
      if (intent.status === 'processing') return { ok: true, status: 'pending', ref: intent.id };
      return { ok: false, reason: `payment ${intent.id}: ${intent.status}` };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { ok: false, reason: `card declined: ${error.code ?? ''} ${error.decline_code ?? ''}`.trim() };
      throw error;
    }
  }

  /**
   * The event of a webhook request, verified with the endpoint's signing secret against the raw
   * body (SDK constructEvent); anything else is a SignatureError.
   */
  notice(rawBody: Buffer, signature: string | undefined): PaymentNotice {
    let event: Stripe.Event;
    try {
      event = this.sdk.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch (error) {
      throw new SignatureError(error instanceof Error ? error.message : 'bad signature');
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const idOf = (value: string | { id: string } | null) =>
          typeof value === 'string' ? value : (value?.id ?? null);
        // A card saved in setup mode (no payment): for a savings plan, see subscriptions/card-setup.ts.
        if (session.mode === 'setup')
          return event.type === 'checkout.session.completed' && session.status === 'complete'
            ? {
                kind: 'cardSaved',
                ref: session.id,
                customer: idOf(session.customer),
                setupIntent: idOf(session.setup_intent),
              }
            : { kind: 'ignored' };
        if (session.payment_status !== 'paid') return { kind: 'ignored' };
        return {
          kind: 'paid',
          ref: session.id,
          amountCents: session.amount_total ?? 0,
          currency: (session.currency ?? '').toUpperCase(),
          customer: idOf(session.customer),
          paymentIntent: idOf(session.payment_intent),
        };
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        return { kind: 'failed', ref: event.data.object.id };
      default:
        return { kind: 'ignored' };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// PayPal

/**
 * The PayPal SDK knows only PayPal's two hosts (Sandbox, Production). With PAYPAL_API_URL (tests)
 * its HTTPS agent (the SDK's httpClientOptions.httpsAgent) opens plain connections to that
 * origin instead: the requests keep their paths, only where they go changes.
 */
class OriginAgent extends HttpsAgent {
  constructor(private readonly origin: ApiOrigin) {
    super({ keepAlive: false });
  }
  override createConnection(): net.Socket {
    return net.connect(this.origin.port, this.origin.host);
  }
}

export class PaypalPayments {
  readonly client: Client;
  private readonly orders: OrdersController;

  constructor(private readonly settings: PaypalSettings) {
    this.client = new Client({
      clientCredentialsAuthCredentials: {
        oAuthClientId: settings.clientId,
        oAuthClientSecret: settings.clientSecret,
      },
      environment: settings.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
      ...(settings.api ? { httpClientOptions: { httpsAgent: new OriginAgent(settings.api) } } : {}),
    });
    this.orders = new OrdersController(this.client);
  }

  private get apiBase(): string {
    const api = this.settings.api;
    if (api) return `${api.protocol}://${api.host}:${api.port}`;
    return this.settings.environment === 'live'
      ? 'https://api-m.paypal.com'
      : 'https://api-m.sandbox.paypal.com';
  }

  async createOrder(req: PaymentRequest): Promise<ProviderSession> {
    const { result } = await this.orders.createOrder({
      paypalRequestId: `order-${req.orderNumber}`,
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: req.orderNumber,
            invoiceId: req.orderNumber,
            customId: req.orderNumber,
            amount: { currencyCode: req.currency, value: (req.amountCents / 100).toFixed(2) },
          },
        ],
        paymentSource: {
          paypal: {
            experienceContext: {
              returnUrl: req.returnUrl,
              cancelUrl: req.cancelUrl,
              userAction: PaypalExperienceUserAction.PayNow,
              locale: localeOf(req.language),
            },
          },
        },
      },
    });
    const link = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!result.id || !link) throw new Error('PayPal answered an order without an approval link');
    return { ref: result.id, redirectUrl: link.href };
  }

  /**
   * Captures the approved PayPal order through the API (server to server) and answers what was
   * captured: 'paid' only for a completed capture.
   */
  async capture(ref: string): Promise<PaymentNotice> {
    let order: PaypalOrder;
    try {
      order = (
        await this.orders.captureOrder({
          id: ref,
          paypalRequestId: `capture-${ref}`,
          prefer: 'return=representation',
        })
      ).result;
    } catch {
      // Not approved, already captured or unknown: read what PayPal holds.
      order = (await this.orders.getOrder({ id: ref })).result;
    }
    return paypalNotice(ref, order);
  }

  /** The PayPal order as PayPal holds it (read back after a verified notification). */
  async read(ref: string): Promise<PaymentNotice> {
    return paypalNotice(ref, (await this.orders.getOrder({ id: ref })).result);
  }

  /**
   * Checks a webhook request with PayPal's verify-webhook-signature API (the SDK's OAuth token)
   * and answers the PayPal order it is about, or null for an event about something else.
   */
  async verifiedOrderRef(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<string | null> {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : '';
    };
    let event: { event_type?: unknown; resource?: Record<string, unknown> };
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new SignatureError('not JSON');
    }
    if (!event || typeof event !== 'object') throw new SignatureError('not an event');
    const required = [
      'paypal-transmission-id',
      'paypal-transmission-time',
      'paypal-transmission-sig',
      'paypal-cert-url',
      'paypal-auth-algo',
    ];
    if (!this.settings.webhookId || required.some((h) => !header(h))) throw new SignatureError('unsigned');
    const token = await this.client.clientCredentialsAuthManager.fetchToken();
    const res = await fetch(`${this.apiBase}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.accessToken}` },
      body: JSON.stringify({
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: this.settings.webhookId,
        webhook_event: event,
      }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new Error(`PayPal signature check answered ${res.status}`);
    const verdict = (await res.json()) as { verification_status?: string };
    if (verdict.verification_status !== 'SUCCESS') throw new SignatureError('signature not verified');
    const resource = event.resource ?? {};
    if (event.event_type === 'CHECKOUT.ORDER.APPROVED' || event.event_type === 'CHECKOUT.ORDER.COMPLETED')
      return typeof resource.id === 'string' ? resource.id : null;
    if (typeof event.event_type === 'string' && event.event_type.startsWith('PAYMENT.CAPTURE.')) {
      const related = (resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)
        ?.related_ids?.order_id;
      return typeof related === 'string' ? related : null;
    }
    return null;
  }
}

function paypalNotice(ref: string, order: PaypalOrder): PaymentNotice {
  if (order.status !== 'COMPLETED')
    return order.status === 'VOIDED' ? { kind: 'failed', ref } : { kind: 'ignored' };
  const captures = (order.purchaseUnits ?? []).flatMap((u) => u.payments?.captures ?? []);
  const done = captures.filter((c) => c.status === 'COMPLETED');
  if (done.length === 0) return { kind: 'ignored' };
  return {
    kind: 'paid',
    ref,
    amountCents: done.reduce((sum, c) => sum + toMinor(c.amount?.value ?? '0'), 0),
    currency: done[0]?.amount?.currencyCode ?? '',
  };
}

export interface PaymentProviders {
  stripe: StripePayments | null;
  paypal: PaypalPayments | null;
}

export function createPaymentProviders(config: Pick<Config, 'stripe' | 'paypal'>): PaymentProviders {
  return {
    stripe: config.stripe ? new StripePayments(config.stripe) : null,
    paypal: config.paypal ? new PaypalPayments(config.paypal) : null,
  };
}

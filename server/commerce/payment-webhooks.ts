// The providers' notifications: POST /webhooks/stripe and POST /webhooks/paypal. Anyone can
// send anything here, so the body is read raw (the signature covers the exact bytes), checked
// before it is believed, and a bad or missing signature is answered 400. A verified notice is
// applied once (provider-payments.ts changes state only from the state it expects), so the same
// event twice is one change; junk never gets a 5xx. A provider that cannot be reached while
// checking is answered 503, and the provider retries later.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type PaymentProviders, SignatureError } from './payment-providers.ts';
import { applyNotice, saveCardForPlans } from './provider-payments.ts';
import { applyCardSetupNotice } from '../subscriptions/card-setup.ts';

interface Options {
  db: Db;
  providers: PaymentProviders;
  /** Sends the 'payment received' mail when a notice marks an order paid. */
  mailer: Mailer;
  /** Links in the mails (a savings plan's page after its card was saved). */
  publicUrl: string;
}

/** Bigger than any provider's event; a larger body is refused with 413. */
const BODY_LIMIT = 256 * 1024;

export async function paymentWebhooks(
  app: FastifyInstance,
  { db, providers, mailer, publicUrl }: Options,
): Promise<void> {
  // In this plugin only: every body arrives as its raw bytes, whatever its content type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const rawOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  const refuse = (message: string) => ({ error: message, statusCode: 400 });

  app.post('/webhooks/stripe', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const stripe = providers.stripe;
    if (!stripe) return reply.status(404).send({ error: 'Not Found', statusCode: 404 });
    const header = request.headers['stripe-signature'];
    try {
      const notice = stripe.notice(rawOf(request.body), typeof header === 'string' ? header : undefined);
      const changed = await applyNotice(db, 'stripe', notice, mailer);
      // A card saved for a savings plan is taken from this verified event only: at checkout
      // (saveCardForPlans), or in the account for a plan switching to card (card-setup.ts).
      await saveCardForPlans(db, stripe, notice);
      await applyCardSetupNotice(db, stripe, notice, { mailer, publicUrl });
      return reply.send({ received: true, changed });
    } catch (error) {
      if (error instanceof SignatureError) return reply.status(400).send(refuse('Invalid signature'));
      request.log.error({ err: error }, 'Stripe webhook could not be applied');
      return reply
        .status(503)
        .header('retry-after', '60')
        .send({ error: 'Try again later', statusCode: 503 });
    }
  });

  app.post('/webhooks/paypal', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const paypal = providers.paypal;
    if (!paypal) return reply.status(404).send({ error: 'Not Found', statusCode: 404 });
    try {
      const ref = await paypal.verifiedOrderRef(rawOf(request.body), request.headers);
      // The event is genuine; what it says is read back from PayPal, never taken from the body.
      const changed = ref ? await applyNotice(db, 'paypal', await paypal.read(ref), mailer) : false;
      return reply.send({ received: true, changed });
    } catch (error) {
      if (error instanceof SignatureError) return reply.status(400).send(refuse('Invalid signature'));
      request.log.error({ err: error }, 'PayPal webhook could not be applied');
      return reply
        .status(503)
        .header('retry-after', '60')
        .send({ error: 'Try again later', statusCode: 503 });
    }
  });
}

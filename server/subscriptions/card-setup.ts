// Switching a savings plan to card payment (Stripe). A plan's later deliveries are charged while
// the customer is away, so card needs a card saved for that (an off-session mandate): the customer
// saves one on Stripe's hosted page (a Checkout Session in setup mode, no money moves) and the plan
// takes it only from Stripe's verified webhook (checkout.session.completed), never from the return
// URL. The plan keeps its payment method until then; the next delivery after it charges the card
// (delivery.ts). Only the session the plan last started counts (card_setup_ref), and applying its
// event twice changes the plan once. PayPal is never offered: the shop holds no PayPal mandate.
import { and, eq } from 'drizzle-orm';
import { planPagePath } from '../../domain/subscriptions.ts';
import type { CommerceContext } from '../commerce/context.ts';
import { requireCustomer } from '../commerce/customers.ts';
import type { PaymentNotice, StripePayments } from '../commerce/payment-providers.ts';
import { catalogSession } from '../commerce/session.ts';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { planServiceMail } from '../mail/savings-plan-service-mails.tsx';
import { commerceError, customerPlan, ruleError } from './service.ts';

/** `?card=…` of the plan's page: the customer is back from Stripe's page (saved or cancelled there). */
export const CARD_RETURN = { saved: 'saved', cancelled: 'cancelled' } as const;

/**
 * startSavingsPlanCardSetup: creates the setup session for one of the customer's plans (not a
 * cancelled one; only when the shop takes cards) and remembers it on the plan. Answers Stripe's page.
 */
export async function startCardSetup(ctx: CommerceContext, uid: string): Promise<{ redirect_url: string }> {
  const customer = await requireCustomer(ctx);
  const plan = await customerPlan(ctx.db, customer.id, uid);
  if (plan.status === 'cancelled') throw ruleError('PLAN_CANCELLED');
  const stripe = ctx.services.payments.stripe;
  if (!stripe) throw commerceError('PAYMENT_NOT_AVAILABLE');
  const language = (await catalogSession(ctx).store()).language;
  const page = `${ctx.services.config.publicUrl}${planPagePath(language, plan.uid)}`;
  let session: Awaited<ReturnType<StripePayments['createCardSetupSession']>>;
  try {
    session = await stripe.createCardSetupSession({
      planNumber: plan.number,
      email: plan.email,
      customer: plan.paymentCustomerRef,
      currency: plan.currency,
      language,
      returnUrl: `${page}?card=${CARD_RETURN.saved}`,
      cancelUrl: `${page}?card=${CARD_RETURN.cancelled}`,
    });
  } catch (error) {
    console.error(`card setup for savings plan ${plan.number} could not be started`, error);
    throw commerceError('SAVINGS_PLAN_CARD_SETUP_FAILED');
  }
  // The customer the card will be saved on; a card saved earlier on it stays usable until then.
  await ctx.db
    .update(subscriptions)
    .set({ cardSetupRef: session.ref, paymentCustomerRef: session.customer, updatedAt: new Date() })
    .where(eq(subscriptions.id, plan.id));
  return { redirect_url: session.redirectUrl };
}

/**
 * A verified Stripe notice about a setup session. 'cardSaved' for the session a plan is waiting
 * for: the plan is paid by that card from now on (and mailed 'changed'); a cancelled plan only
 * forgets the session. 'failed' (the session expired unused): the plan forgets it. Anything else,
 * or a session no plan waits for (an older one, or repeated): nothing. Answers the plans changed.
 */
export async function applyCardSetupNotice(
  db: Db,
  stripe: Pick<StripePayments, 'paymentMethodOfSetup'>,
  notice: PaymentNotice,
  mail: { mailer: Mailer; publicUrl: string },
): Promise<number> {
  if (notice.kind === 'failed') {
    const ended = await db
      .update(subscriptions)
      .set({ cardSetupRef: null, updatedAt: new Date() })
      .where(eq(subscriptions.cardSetupRef, notice.ref))
      .returning({ id: subscriptions.id });
    return ended.length;
  }
  if (notice.kind !== 'cardSaved' || !notice.customer || !notice.setupIntent) return 0;
  const [waiting] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.cardSetupRef, notice.ref))
    .limit(1);
  if (!waiting) return 0;
  const card = await stripe.paymentMethodOfSetup(notice.setupIntent);
  if (!card) return 0;
  const changed = await db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, waiting.id), eq(subscriptions.cardSetupRef, notice.ref)))
      .for('update');
    if (!plan) return null;
    const [written] = await tx
      .update(subscriptions)
      .set(
        plan.status === 'cancelled'
          ? { cardSetupRef: null, updatedAt: new Date() }
          : {
              paymentMethod: 'stripe',
              paymentCustomerRef: notice.customer,
              paymentMethodRef: card,
              cardSetupRef: null,
              updatedAt: new Date(),
            },
      )
      .where(eq(subscriptions.id, plan.id))
      .returning();
    return written && written.status !== 'cancelled' ? written : null;
  });
  if (!changed) return 0;
  // After the commit: the plan is paid by card whether or not the mail goes out (a failure is logged).
  try {
    await mail.mailer.send(
      await planServiceMail('changed', changed, changed.billingAddress.firstname, mail.publicUrl),
    );
  } catch (error) {
    console.error(`savings plan ${changed.number}: changed mail failed`, error);
  }
  return 1;
}

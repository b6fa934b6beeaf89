// A savings plan's delivery becomes a real order through the checkout's order code (writeOrder):
// stock checked and decremented under lock, prices by the savings-plan rules of that day, an order
// number, the plan's addresses and payment method, and the 'delivery ordered' mail. The plan row
// is locked for the whole transaction and the period row (unique per plan and period) is written
// in it, so there is one order per plan and period however many runners try at once or crash.
import { and, eq, sql } from 'drizzle-orm';
import { cartLineAmounts } from '../../domain/cart-totals.ts';
import {
  isProviderPayment,
  orderTotals,
  type PaymentCode,
  type ShippingMethodOffer,
  shippingMethodsFor,
  shopOf,
} from '../../domain/checkout.ts';
import { cartLinePrice } from '../../domain/line-price.ts';
import { unitsPerDelivery } from '../../domain/savings-plans.ts';
import {
  afterDelivery,
  afterPaymentFailure,
  afterPostponement,
  isDeliveryInterval,
  isDue,
  type PlanSnapshot,
  type PlanStatus,
  shopDate,
} from '../../domain/subscriptions.ts';
import { CommerceError } from '../commerce/errors.ts';
import type { PaymentProviders } from '../commerce/payment-providers.ts';
import {
  loadOrder,
  NOT_ENOUGH_STOCK,
  type OrderInput,
  type PlaceOrderHooks,
  writeOrder,
} from '../commerce/orders.ts';
import type { Db } from '../db/client.ts';
import {
  customers,
  productPrices,
  products,
  storeViews,
  subscriptionPeriods,
  subscriptions,
  websites,
} from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  deliveryOrderedMail,
  deliveryPostponedMail,
  type PlanMailContext,
  planPausedMail,
} from '../mail/subscription-mails.tsx';
import type { SubscriptionRow } from './create.ts';
import { snapshotColumns, snapshotOf } from './snapshot.ts';

// ---------------------------------------------------------------------------------------------
// Recurring payments

export type ChargeResult =
  | { ok: true; status: 'pending' | 'paid'; providerRef: string | null }
  | { ok: false; reason: string };

export interface ChargeRequest {
  plan: SubscriptionRow;
  method: PaymentCode;
  amountCents: number;
  currency: string;
  /** The same for a repeated attempt (after a crash), so a provider charges it at most once. */
  idempotencyKey: string;
}

/** Takes the payment of a delivery while the customer is not there (off-session). */
export interface RecurringPayments {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/**
 * The shop's recurring payments: invoice and prepayment need nothing taken now (the order's
 * payment stays pending, as at checkout). Card (Stripe): the card saved at checkout is charged
 * off-session (a decline is a failed payment: retried, then the plan pauses and the customer is
 * asked for another method). PayPal keeps no payment mandate here (no vaulting), and a card plan
 * without a saved card has none either: both take the failed-payment path. Checkout does not
 * offer PayPal for a cart with a savings plan.
 */
export function recurringPayments(
  providers: Pick<PaymentProviders, 'stripe'> | undefined,
): RecurringPayments {
  return {
    async charge({ plan, method, amountCents, currency, idempotencyKey }) {
      if (!isProviderPayment(method)) return { ok: true, status: 'pending', providerRef: null };
      const stripe = providers?.stripe;
      if (method !== 'stripe' || !stripe || !plan.paymentCustomerRef || !plan.paymentMethodRef)
        return { ok: false, reason: `${method}: no off-session payment mandate` };
      const charged = await stripe.chargeOffSession({
        customer: plan.paymentCustomerRef,
        paymentMethod: plan.paymentMethodRef,
        amountCents,
        currency,
        idempotencyKey,
        description: `Savings plan ${plan.number}`,
        metadata: { savings_plan: plan.number },
      });
      return charged.ok ? { ok: true, status: charged.status, providerRef: charged.ref } : charged;
    },
  };
}

class PaymentDeclined extends Error {
  override name = 'PaymentDeclined';
}

// ---------------------------------------------------------------------------------------------

/** What a delivery needs: the database, the mailer and the shop's public URL (a CommerceContext will do). */
export interface DeliveryContext {
  db: Db;
  /** `payments`: the card provider that charges saved cards (none: card plans cannot be charged). */
  services: { mailer: Mailer; config: PlanMailContext; payments?: Pick<PaymentProviders, 'stripe'> };
}

export interface DeliveryOptions {
  /** Place it only when the plan is due on the day of `now` (the job); default: now ('deliver now'). */
  onlyIfDue?: boolean;
  payments?: RecurringPayments;
  /** Points where a test makes the transaction fail half way. */
  hooks?: PlaceOrderHooks;
}

export type DeliveryOutcome =
  | {
      kind: 'ordered';
      periodIndex: number;
      orderId: number;
      orderNumber: string;
      nextDeliveryOn: string | null;
    }
  | { kind: 'postponed'; periodIndex: number; nextDeliveryOn: string }
  | { kind: 'payment_failed'; periodIndex: number; paused: boolean; nextDeliveryOn: string | null }
  /** 'Deliver now' only: nothing changed. */
  | { kind: 'out_of_stock' }
  | { kind: 'not_due' }
  | { kind: 'not_active'; status: PlanStatus }
  | { kind: 'not_found' };

async function storeOf(tx: Db, code: string) {
  const [store] = await tx
    .select({
      code: storeViews.code,
      language: storeViews.language,
      websiteCode: websites.code,
      currency: websites.currency,
      vatRate: websites.vatRate,
      pricesIncludeTax: websites.pricesIncludeTax,
    })
    .from(storeViews)
    .innerJoin(websites, eq(websites.code, storeViews.websiteCode))
    .where(eq(storeViews.code, code));
  if (!store) throw new Error(`store view ${code} not found`);
  return {
    ...store,
    language: store.language === 'en' ? ('en' as const) : ('de' as const),
    currency: store.currency === 'CHF' ? ('CHF' as const) : ('EUR' as const),
  };
}

/**
 * The order of the plan's next delivery as it would be written today: the product's price of
 * today through the savings-plan line price (the customer's group of today), the plan's
 * shipping method if the country still has it (else the first one offered), the totals.
 * Null when the product is no longer sold (no product or no price): it counts as out of stock.
 */
export async function deliveryOrderInput(tx: Db, plan: SubscriptionRow): Promise<OrderInput | null> {
  if (plan.productId === null || !isDeliveryInterval(plan.interval)) return null;
  const [product] = await tx
    .select({
      sku: products.sku,
      regularPrice: productPrices.regularPrice,
      specialPrice: productPrices.specialPrice,
    })
    .from(products)
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.websiteCode, plan.websiteCode)),
    )
    .where(eq(products.id, plan.productId));
  if (!product) return null;
  const store = await storeOf(tx, plan.storeCode);
  const [customer] =
    plan.customerId === null
      ? []
      : await tx
          .select({ groupId: customers.groupId })
          .from(customers)
          .where(eq(customers.id, plan.customerId));
  const price = cartLinePrice({
    sku: product.sku,
    regularPrice: product.regularPrice,
    specialPrice: product.specialPrice,
    quantity: plan.quantity,
    mode: 'onGoing',
    interval: plan.interval,
    customerGroup: customer?.groupId ?? null,
    loggedIn: customer !== undefined,
  });
  const amounts = cartLineAmounts(price, {
    vatRate: store.vatRate,
    pricesIncludeTax: store.pricesIncludeTax,
  });
  const offered = shippingMethodsFor(
    shopOf(store.websiteCode),
    plan.shippingAddress.countryCode,
    amounts.rowGross,
    store.language,
  );
  const method: ShippingMethodOffer | undefined =
    offered.find(
      (m) => m.carrierCode === plan.shippingCarrierCode && m.methodCode === plan.shippingMethodCode,
    ) ?? offered[0];
  if (!method) throw new Error(`plan ${plan.id}: no shipping method for ${plan.shippingAddress.countryCode}`);
  return {
    cartId: null,
    store,
    customerId: plan.customerId,
    email: plan.email,
    subtotalCents: amounts.rowGross,
    subtotalNetCents: amounts.rowNet,
    discountCents: 0,
    discountLabel: null,
    couponCode: null,
    totals: orderTotals(amounts.rowGross, method.amountCents, store.vatRate),
    method,
    payment: plan.paymentMethod as PaymentCode,
    guestTokenHash: null,
    lines: [
      {
        productId: plan.productId,
        sku: plan.sku,
        name: plan.name,
        urlKey: plan.urlKey,
        parentSku: plan.parentSku,
        packLabel: plan.packLabel,
        quantity: plan.quantity,
        units: unitsPerDelivery(plan.quantity, plan.interval),
        unitPriceCents: Math.round(amounts.rowGross / plan.quantity),
        rowTotalCents: amounts.rowGross,
        discountCents: amounts.discountGross,
        discountLabel: null,
        purchaseMode: 'onGoing',
        deliveryInterval: plan.interval,
      },
    ],
    shipping: plan.shippingAddress,
    billing: plan.billingAddress,
  };
}

/** Writes the period's outcome unless it was ordered already (then nothing is written: false). */
async function recordPeriod(
  tx: Db,
  plan: SubscriptionRow,
  periodIndex: number,
  dueOn: string,
  status: 'ordered' | 'postponed' | 'failed',
  orderId: number | null,
): Promise<boolean> {
  const rows = await tx
    .insert(subscriptionPeriods)
    .values({ subscriptionId: plan.id, periodIndex, dueOn, status, orderId })
    .onConflictDoUpdate({
      target: [subscriptionPeriods.subscriptionId, subscriptionPeriods.periodIndex],
      set: { status, orderId, updatedAt: new Date() },
      setWhere: sql`${subscriptionPeriods.status} in ('postponed', 'failed')`,
    })
    .returning({ id: subscriptionPeriods.id });
  return rows.length > 0;
}

class PeriodTaken extends Error {
  override name = 'PeriodTaken';
}

/**
 * Places the plan's next delivery as an order at `now` (Berlin's date of it is 'today'). With
 * `onlyIfDue` (the job) only when it is due; otherwise at once ('deliver now', the shopper's
 * action), which then does not postpone or count a failed payment but reports it. Mails go out
 * after the commit.
 */
export async function placeSubscriptionDelivery(
  ctx: DeliveryContext,
  subscriptionId: number,
  now: Date,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const { onlyIfDue = false, payments = recurringPayments(ctx.services.payments), hooks = {} } = options;
  const today = shopDate(now);
  const result = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [plan] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    if (!plan) return { outcome: { kind: 'not_found' } as DeliveryOutcome };
    const snapshot = snapshotOf(plan);
    if (plan.status === 'cancelled' || plan.nextDeliveryOn === null)
      return { outcome: { kind: 'not_active', status: 'cancelled' } as DeliveryOutcome };
    if (onlyIfDue ? !isDue(snapshot, today) : plan.status !== 'active')
      return {
        outcome: (onlyIfDue
          ? { kind: 'not_due' }
          : { kind: 'not_active', status: plan.status }) as DeliveryOutcome,
      };

    const periodIndex = plan.nextPeriodIndex;
    const [earlier] = await tx
      .select()
      .from(subscriptionPeriods)
      .where(
        and(
          eq(subscriptionPeriods.subscriptionId, plan.id),
          eq(subscriptionPeriods.periodIndex, periodIndex),
        ),
      );
    // A postponed or failed period keeps the date it was due on; the rhythm goes on from there.
    const dueOn = earlier?.dueOn ?? plan.nextDeliveryOn;
    /** Writes the plan as the rules left it after this delivery's outcome. */
    const storePlan = async (next: PlanSnapshot) => {
      const [updated] = await tx
        .update(subscriptions)
        .set(snapshotColumns(next, plan, now))
        .where(eq(subscriptions.id, plan.id))
        .returning();
      return updated;
    };
    /** A delivery that could not be ordered: the period is recorded as such and the plan moved on. */
    const notOrdered = async (status: 'postponed' | 'failed', next: PlanSnapshot) => {
      await recordPeriod(tx, plan, periodIndex, dueOn, status, null);
      return storePlan(next);
    };

    try {
      const order = await tx.transaction(async (savepoint) => {
        const sp = savepoint as unknown as Db;
        const input = await deliveryOrderInput(sp, plan);
        if (!input) throw new CommerceError(NOT_ENOUGH_STOCK);
        const row = await writeOrder(sp, input, {
          afterStockUpdate: async (inner) => {
            await hooks.afterStockUpdate?.(inner);
            // Paid only once the goods are there. The key names the attempt: a run that crashed
            // after the charge repeats it with the same key (charged at most once); after a
            // recorded decline the next attempt is a new payment.
            const charged = await payments.charge({
              plan,
              method: input.payment,
              amountCents: input.totals.grandTotalCents,
              currency: input.store.currency,
              idempotencyKey: `${plan.uid}-${periodIndex}-${plan.paymentFailures}`,
            });
            if (!charged.ok) throw new PaymentDeclined(charged.reason);
            input.paymentStatus = charged.status;
            input.providerRef = charged.providerRef;
          },
          afterOrderInsert: hooks.afterOrderInsert,
        });
        if (!(await recordPeriod(sp, plan, periodIndex, dueOn, 'ordered', row.id))) throw new PeriodTaken();
        return row;
      });
      const next = afterDelivery(snapshot, dueOn, today);
      const updated = await storePlan(next);
      return {
        outcome: {
          kind: 'ordered',
          periodIndex,
          orderId: order.id,
          orderNumber: order.number,
          nextDeliveryOn: next.nextDeliveryOn,
        } as DeliveryOutcome,
        plan: updated,
      };
    } catch (error) {
      if (error instanceof PeriodTaken) return { outcome: { kind: 'not_due' } as DeliveryOutcome };
      const outOfStock = error instanceof CommerceError && error.message === NOT_ENOUGH_STOCK;
      if (!outOfStock && !(error instanceof PaymentDeclined)) throw error;
      // 'Deliver now' changes nothing when it cannot be done; the scheduled delivery stays.
      if (!onlyIfDue)
        return {
          outcome: (outOfStock
            ? { kind: 'out_of_stock' }
            : {
                kind: 'payment_failed',
                periodIndex,
                paused: false,
                nextDeliveryOn: plan.nextDeliveryOn,
              }) as DeliveryOutcome,
        };
      if (outOfStock) {
        const next = afterPostponement(snapshot, today);
        return {
          outcome: {
            kind: 'postponed',
            periodIndex,
            nextDeliveryOn: next.nextDeliveryOn ?? today,
          } as DeliveryOutcome,
          plan: await notOrdered('postponed', next),
        };
      }
      const { pausedNow, ...next } = afterPaymentFailure(snapshot, today);
      const updated = await notOrdered('failed', next);
      return {
        outcome: {
          kind: 'payment_failed',
          periodIndex,
          paused: pausedNow,
          nextDeliveryOn: next.nextDeliveryOn,
        } as DeliveryOutcome,
        plan: updated,
      };
    }
  });
  await notify(ctx, result.outcome, result.plan).catch((error: unknown) => {
    console.error(`savings plan ${subscriptionId}: mail failed`, error);
  });
  return result.outcome;
}

/** The customer hears of a delivery ordered, postponed, or a plan paused after failed payments. */
async function notify(ctx: DeliveryContext, outcome: DeliveryOutcome, plan: SubscriptionRow | undefined) {
  if (!plan) return;
  const mailCtx = { publicUrl: ctx.services.config.publicUrl };
  if (outcome.kind === 'ordered') {
    const full = await loadOrder(ctx.db, outcome.orderId);
    if (full) await ctx.services.mailer.send(await deliveryOrderedMail(mailCtx, plan, full));
  } else if (outcome.kind === 'postponed') {
    await ctx.services.mailer.send(await deliveryPostponedMail(mailCtx, plan));
  } else if (outcome.kind === 'payment_failed' && outcome.paused) {
    await ctx.services.mailer.send(await planPausedMail(mailCtx, plan));
  }
}

// Orders paid at a provider (card through Stripe, PayPal). placeOrder leaves such an order
// pending_payment; the shopper pays on the provider's page and comes back to
// /{lang}/stripe-order/ or /{lang}/paypal-order/. The order becomes paid (processing) only by a
// verified provider notice: a Stripe webhook whose signature the SDK checked, or a PayPal capture
// the shop made itself through the SDK (or PayPal's verified webhook, read back from PayPal).
// The return URL alone never marks anything paid. Each change is conditional on the current
// state in one transaction, so the same notice twice changes the order once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paymentReceivedMail } from '../mail/payment-received.tsx';
import {
  cartAddresses,
  cartCoupons,
  cartItemOptions,
  cartItems,
  carts,
  orderItems,
  orders,
  payments,
  products,
  subscriptions,
} from '../db/schema.ts';
import { activeCustomerCart, createCart } from './carts.ts';
import type { CommerceContext } from './context.ts';
import { CommerceError } from './errors.ts';
import { loadOrder, type OrderRow } from './orders.ts';
import type { PaymentNotice, PaymentProviders, StripePayments } from './payment-providers.ts';

export type ProviderCode = 'stripe' | 'paypal';

export const PAYMENT_NOT_STARTED =
  'The payment could not be started. Your cart is unchanged; please try again or choose another payment method.';
export const RETURN_LINK_INVALID = 'This payment link is not valid.';

/** Stripe's path segment and PayPal's (spec: /{lang}/stripe-order/, /{lang}/paypal-order/). */
export const RETURN_PAGE: Record<ProviderCode, string> = { stripe: 'stripe-order', paypal: 'paypal-order' };

function providerKey(ctx: Pick<CommerceContext, 'services'>, provider: ProviderCode): string {
  const config = ctx.services.config;
  const key = provider === 'stripe' ? config.stripe?.secretKey : config.paypal?.clientSecret;
  if (!key) throw new CommerceError(RETURN_LINK_INVALID);
  return key;
}

/** The return links carry this proof that the shop made them for this order. */
export function returnSignature(key: string, provider: ProviderCode, orderNumber: string): string {
  return createHmac('sha256', key).update(`payment-return:${provider}:${orderNumber}`).digest('base64url');
}

function signatureMatches(key: string, provider: ProviderCode, orderNumber: string, given: string): boolean {
  const expected = Buffer.from(returnSignature(key, provider, orderNumber));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Creates the provider's payment for a freshly placed order and answers the hosted page's URL.
 * When the provider cannot be reached the order is cancelled (stock released) and the cart
 * restored, so the shopper can try again or pick another method.
 */
export async function startProviderPayment(
  ctx: CommerceContext,
  providers: PaymentProviders,
  order: OrderRow,
): Promise<string> {
  const provider = order.paymentMethod as ProviderCode;
  const base = `${ctx.services.config.publicUrl}/${order.language}/${RETURN_PAGE[provider]}/`;
  const query = `?order=${encodeURIComponent(order.number)}&sig=${returnSignature(providerKey(ctx, provider), provider, order.number)}`;
  const request = {
    orderNumber: order.number,
    email: order.email,
    amountCents: order.grandTotalCents,
    currency: order.currency,
    language: order.language === 'en' ? ('en' as const) : ('de' as const),
    returnUrl: `${base}${query}`,
    cancelUrl: `${base}${query}&cancel=1`,
    saveForOffSession: provider === 'stripe' && (await startsSavingsPlans(ctx.db, order.id)),
  };
  try {
    const session =
      provider === 'stripe'
        ? await (providers.stripe ?? fail()).createSession(request)
        : await (providers.paypal ?? fail()).createOrder(request);
    await ctx.db
      .update(payments)
      .set({ providerRef: session.ref, updatedAt: new Date() })
      .where(eq(payments.orderId, order.id));
    return session.redirectUrl;
  } catch (error) {
    console.error(`${provider} payment could not be started for order ${order.number}`, error);
    if (await cancelOrder(ctx.db, order.id)) await restoreCart(ctx.db, order);
    throw new CommerceError(PAYMENT_NOT_STARTED);
  }
}

async function startsSavingsPlans(db: Db, orderId: number): Promise<boolean> {
  const [plan] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.originOrderId, orderId))
    .limit(1);
  return plan !== undefined;
}

/**
 * After a verified 'paid' Stripe notice: the savings plans the order started keep the customer
 * and the card the session saved, so their deliveries can be charged off-session. Repeating it
 * writes the same values. Nothing is asked of Stripe for an order without plans.
 */
export async function saveCardForPlans(
  db: Db,
  stripe: Pick<StripePayments, 'paymentMethodOf'>,
  notice: PaymentNotice,
): Promise<number> {
  if (notice.kind !== 'paid' || !notice.customer || !notice.paymentIntent) return 0;
  const [payment] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.method, 'stripe'), eq(payments.providerRef, notice.ref)))
    .limit(1);
  if (!payment || !(await startsSavingsPlans(db, payment.orderId))) return 0;
  const paymentMethod = await stripe.paymentMethodOf(notice.paymentIntent);
  if (!paymentMethod) return 0;
  const saved = await db
    .update(subscriptions)
    .set({ paymentCustomerRef: notice.customer, paymentMethodRef: paymentMethod, updatedAt: new Date() })
    .where(and(eq(subscriptions.originOrderId, payment.orderId), eq(subscriptions.paymentMethod, 'stripe')))
    .returning({ id: subscriptions.id });
  return saved.length;
}

const fail = (): never => {
  throw new Error('payment provider not configured');
};

/**
 * Applies a verified notice: 'paid' marks the payment paid and the order processing when the
 * amount and currency are the order's; 'failed' cancels the unpaid order. Answers whether
 * anything changed (false for a repeated notice). The order that became paid gets the
 * 'payment received' mail through `mailer`, once: only the call that changed the payment from
 * unpaid to paid (under the payment row's lock) sends it.
 */
export async function applyNotice(
  db: Db,
  method: ProviderCode,
  notice: PaymentNotice,
  mailer: Mailer | null,
): Promise<boolean> {
  // A saved card pays no order (savings plans take it: subscriptions/card-setup.ts).
  if (notice.kind === 'ignored' || notice.kind === 'cardSaved') return false;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, method), eq(payments.providerRef, notice.ref)))
    .limit(1);
  if (!payment) return false;
  if (notice.kind === 'failed') {
    const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
    if (!order) return false;
    const canceled = await cancelOrder(db, order.id);
    if (canceled) await restoreCart(db, order);
    return canceled;
  }
  if (notice.amountCents !== payment.amountCents || notice.currency !== payment.currency) {
    console.error(
      `${method} payment ${notice.ref}: ${notice.amountCents} ${notice.currency} does not match the order's ${payment.amountCents} ${payment.currency}`,
    );
    return false;
  }
  const paidOrderId = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!locked || locked.status === 'paid') return undefined;
    const [order] = await tx
      .update(orders)
      .set({ status: 'processing' })
      .where(and(eq(orders.id, locked.orderId), eq(orders.status, 'pending_payment')))
      .returning({ id: orders.id });
    if (!order) {
      // Paid for an order no longer waiting (cancelled meanwhile): recorded, someone must refund it.
      console.error(`${method} payment ${notice.ref} arrived for an order that is not awaiting payment`);
    }
    await tx
      .update(payments)
      .set({ status: 'paid', updatedAt: new Date() })
      .where(eq(payments.id, locked.id));
    return order ? order.id : null;
  });
  if (paidOrderId === undefined) return false;
  // After the commit: the order is paid whether or not the mail goes out (a failure is logged).
  if (paidOrderId !== null && mailer) await sendPaymentReceived(db, mailer, paidOrderId);
  return true;
}

async function sendPaymentReceived(db: Db, mailer: Mailer, orderId: number): Promise<void> {
  try {
    const full = await loadOrder(db, orderId);
    if (full) await mailer.send(await paymentReceivedMail(full));
  } catch (error) {
    console.error(`payment received mail for order ${orderId} failed`, error);
  }
}

/** Cancels an order awaiting payment and puts its units back into stock; false when it was not awaiting payment. */
export async function cancelOrder(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx
      .update(orders)
      .set({ status: 'canceled' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning({ id: orders.id });
    if (!order) return false;
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const units = new Map<number, number>();
    for (const item of items)
      if (item.productId !== null) units.set(item.productId, (units.get(item.productId) ?? 0) + item.units);
    // In id order, as placeOrder locks them.
    for (const id of [...units.keys()].sort((a, b) => a - b)) {
      await tx
        .update(products)
        .set({ stockQty: sql`${products.stockQty} + ${units.get(id) ?? 0}` })
        .where(eq(products.id, id));
    }
    await tx
      .update(payments)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    return true;
  });
}

/**
 * Puts the ordered cart's lines, coupon, email and addresses into a cart the shopper can check
 * out again: the customer's active cart, or a new guest cart. Answers its masked id.
 */
export async function restoreCart(db: Db, order: OrderRow): Promise<string | null> {
  const sourceId = order.cartId;
  // An order that did not come from a cart (none to restore).
  if (sourceId === null) return null;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [old] = await tx.select().from(carts).where(eq(carts.id, sourceId)).limit(1);
    const storeCode = old?.storeCode ?? order.storeCode;
    const cart =
      order.customerId !== null
        ? await activeCustomerCart(tx, order.customerId, storeCode)
        : await createCart(tx, null, storeCode);
    await tx
      .update(carts)
      .set({
        email: cart.email ?? old?.email ?? null,
        shippingMethod: old?.shippingMethod ?? null,
        shippingCountry: old?.shippingCountry ?? null,
        updatedAt: new Date(),
      })
      .where(eq(carts.id, cart.id));
    const lines = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, sourceId))
      .orderBy(cartItems.id);
    for (const line of lines) {
      const [copy] = await tx
        .insert(cartItems)
        .values({
          cartId: cart.id,
          productId: line.productId,
          parentProductId: line.parentProductId,
          quantity: line.quantity,
        })
        .returning({ id: cartItems.id });
      const options = await tx.select().from(cartItemOptions).where(eq(cartItemOptions.cartItemId, line.id));
      if (copy && options.length > 0)
        await tx.insert(cartItemOptions).values(options.map((o) => ({ ...o, cartItemId: copy.id })));
    }
    const [coupon] = await tx.select().from(cartCoupons).where(eq(cartCoupons.cartId, sourceId)).limit(1);
    if (coupon)
      await tx
        .insert(cartCoupons)
        .values({ ...coupon, cartId: cart.id })
        .onConflictDoNothing();
    const addresses = await tx.select().from(cartAddresses).where(eq(cartAddresses.cartId, sourceId));
    if (addresses.length > 0)
      await tx
        .insert(cartAddresses)
        .values(addresses.map((a) => ({ ...a, cartId: cart.id, saveInAddressBook: false })))
        .onConflictDoNothing();
    return cart.maskedId;
  });
}

export interface ReturnResult {
  order: OrderRow;
  /** The cart the shopper continues with after a cancel (a guest's new cart; null when none was made). */
  cartId: string | null;
}

async function orderForReturn(
  ctx: CommerceContext,
  provider: ProviderCode,
  orderNumber: string,
  signature: string,
): Promise<OrderRow> {
  if (!signatureMatches(providerKey(ctx, provider), provider, orderNumber, signature))
    throw new CommerceError(RETURN_LINK_INVALID);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.number, orderNumber)).limit(1);
  if (!order || order.paymentMethod !== provider) throw new CommerceError(RETURN_LINK_INVALID);
  return order;
}

async function providerRef(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ ref: payments.providerRef })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row?.ref ?? null;
}

/**
 * The shopper is back from the provider's page. Stripe: answers the order as it stands (paid
 * once the webhook arrived). PayPal: the shop captures the approved order through the SDK; a
 * completed capture is the verified payment.
 */
export async function confirmReturn(
  ctx: CommerceContext,
  providers: PaymentProviders,
  provider: ProviderCode,
  orderNumber: string,
  signature: string,
): Promise<ReturnResult> {
  const order = await orderForReturn(ctx, provider, orderNumber, signature);
  if (provider === 'paypal' && order.status === 'pending_payment' && providers.paypal) {
    const ref = await providerRef(ctx.db, order.id);
    if (ref) {
      const notice = await providers.paypal.capture(ref).catch((error: unknown) => {
        console.error(`PayPal capture of ${ref} failed`, error);
        return { kind: 'ignored' } as const;
      });
      // A declined or voided PayPal order stays for the shopper to cancel; only 'paid' counts here.
      if (notice.kind === 'paid') await applyNotice(ctx.db, 'paypal', notice, ctx.services.mailer);
    }
  }
  const [now] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
  return { order: now ?? order, cartId: null };
}

/**
 * The shopper cancelled on the provider's page: the provider's payment is ended first (a Stripe
 * session expired, a PayPal order left uncaptured), then the order is cancelled, its stock
 * released and the cart restored. An order paid meanwhile stays as it is.
 */
export async function cancelReturn(
  ctx: CommerceContext,
  providers: PaymentProviders,
  provider: ProviderCode,
  orderNumber: string,
  signature: string,
): Promise<ReturnResult> {
  const order = await orderForReturn(ctx, provider, orderNumber, signature);
  if (order.status !== 'pending_payment') return { order, cartId: null };
  const ref = await providerRef(ctx.db, order.id);
  if (ref && provider === 'stripe' && providers.stripe) {
    if (!(await providers.stripe.expire(ref))) return { order, cartId: null };
  }
  if (ref && provider === 'paypal' && providers.paypal) {
    const state = await providers.paypal.read(ref).catch(() => ({ kind: 'ignored' }) as const);
    if (state.kind === 'paid') {
      await applyNotice(ctx.db, 'paypal', state, ctx.services.mailer);
      const [now] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
      return { order: now ?? order, cartId: null };
    }
  }
  const canceled = await cancelOrder(ctx.db, order.id);
  const cartId = canceled ? await restoreCart(ctx.db, order) : null;
  const [now] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
  return { order: now ?? order, cartId: order.customerId === null ? cartId : null };
}

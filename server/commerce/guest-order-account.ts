// 'Create an account' on a guest's thank-you page: the account is made from the order's data
// (its email, the billing address's name) with the password the shopper chooses, and the order
// then belongs to it (it appears in the order history), with its savings plans and their orders. Only the holder of the order's guest
// token (answered by placeOrder to the browser that placed it) can do this, once, and with a solved
// captcha as at registration.
import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderAddresses, orders, subscriptionPeriods, subscriptions } from '../db/schema.ts';
import type { CommerceContext } from './context.ts';
import { type CustomerRow, createCustomer } from './customers.ts';
import { CommerceError } from './errors.ts';
import { hashToken } from './orders.ts';

export const ORDER_NOT_CONVERTIBLE = 'This order cannot be turned into an account.';

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function createCustomerFromGuestOrder(
  ctx: CommerceContext,
  input: { order_number: string; token: string; password: string },
): Promise<CustomerRow> {
  // Like registration: a solved captcha first (X-ReCaptcha), before anything is looked up.
  await ctx.services.captcha.verify(ctx.db, ctx.captchaToken);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.number, input.order_number)).limit(1);
  if (
    !order ||
    order.customerId !== null ||
    !order.guestTokenHash ||
    !sameHash(order.guestTokenHash, hashToken(input.token))
  )
    throw new CommerceError(ORDER_NOT_CONVERTIBLE);
  const [billing] = await ctx.db
    .select()
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, order.id), eq(orderAddresses.kind, 'billing')));
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const customer = await createCustomer(tx, {
      email: order.email,
      firstname: billing?.firstname ?? '',
      lastname: billing?.lastname ?? '',
      password: input.password,
      is_subscribed: false,
    });
    const [owned] = await tx
      .update(orders)
      .set({ customerId: customer.id, guestTokenHash: null })
      .where(and(eq(orders.id, order.id), isNull(orders.customerId)))
      .returning({ id: orders.id });
    // Taken meanwhile by a parallel request: this account is not made.
    if (!owned) throw new CommerceError(ORDER_NOT_CONVERTIBLE);
    // The savings plans the order started belong to the account too (they show under 'My savings
    // plans'), and so do their recurring orders: those placed already here, the later ones because
    // a delivery's order takes the plan's customer.
    const plans = await tx
      .update(subscriptions)
      .set({ customerId: customer.id, updatedAt: new Date() })
      .where(and(eq(subscriptions.originOrderId, order.id), isNull(subscriptions.customerId)))
      .returning({ id: subscriptions.id });
    if (plans.length > 0) {
      const recurring = tx
        .select({ orderId: subscriptionPeriods.orderId })
        .from(subscriptionPeriods)
        .where(
          inArray(
            subscriptionPeriods.subscriptionId,
            plans.map((p) => p.id),
          ),
        );
      await tx
        .update(orders)
        .set({ customerId: customer.id, guestTokenHash: null })
        .where(and(inArray(orders.id, recurring), isNull(orders.customerId)));
    }
    return customer;
  });
}

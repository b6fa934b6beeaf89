// A savings plan for every savings-plan line of an order, written in the order's transaction:
// period 1 is the order itself, the next delivery one interval after the order's date.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { isDeliveryInterval, newPlan, shopDate } from '../../domain/subscriptions.ts';
import type { Db } from '../db/client.ts';
import {
  orderAddresses,
  orderItems,
  type orders,
  type PlanAddress,
  subscriptionPeriods,
  subscriptions,
} from '../db/schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionPeriodRow = typeof subscriptionPeriods.$inferSelect;

/** An opaque, unguessable id for links and the API. */
export const newPlanUid = () => randomBytes(12).toString('base64url');

const planAddress = (row: typeof orderAddresses.$inferSelect): PlanAddress => ({
  firstname: row.firstname,
  lastname: row.lastname,
  company: row.company,
  street: row.street,
  city: row.city,
  postcode: row.postcode,
  region: row.region,
  countryCode: row.countryCode,
  telephone: row.telephone,
});

/** Creates the plans of a just-written order (in its transaction); returns them. */
export async function createSubscriptionsForOrder(
  tx: Db,
  order: typeof orders.$inferSelect,
): Promise<SubscriptionRow[]> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.purchaseMode, 'onGoing')))
    .orderBy(orderItems.id);
  const lines = items.filter((i) => i.deliveryInterval !== null && isDeliveryInterval(i.deliveryInterval));
  if (lines.length === 0) return [];
  const addresses = await tx
    .select()
    .from(orderAddresses)
    .where(inArray(orderAddresses.orderId, [order.id]));
  const shipping = addresses.find((a) => a.kind === 'shipping');
  const billing = addresses.find((a) => a.kind === 'billing') ?? shipping;
  if (!shipping || !billing) throw new Error(`order ${order.id} has no addresses`);
  const orderedOn = shopDate(order.createdAt);
  const created: SubscriptionRow[] = [];
  for (const item of lines) {
    const interval = item.deliveryInterval as 'monthly' | 'quarterly';
    const plan = newPlan({ interval, quantity: item.quantity, sku: item.sku, orderedOn });
    const [row] = await tx
      .insert(subscriptions)
      .values({
        uid: newPlanUid(),
        websiteCode: order.websiteCode,
        storeCode: order.storeCode,
        language: order.language,
        currency: order.currency,
        customerId: order.customerId,
        email: order.email,
        originOrderId: order.id,
        productId: item.productId,
        sku: item.sku,
        name: item.name,
        urlKey: item.urlKey,
        parentSku: item.parentSku,
        packLabel: item.packLabel,
        quantity: plan.quantity,
        interval: plan.interval,
        status: plan.status,
        nextDeliveryOn: plan.nextDeliveryOn,
        deliveriesMade: plan.deliveriesMade,
        nextPeriodIndex: plan.nextPeriodIndex,
        shippingAddress: planAddress(shipping),
        billingAddress: planAddress(billing),
        shippingCarrierCode: order.shippingCarrierCode,
        shippingMethodCode: order.shippingMethodCode,
        paymentMethod: order.paymentMethod,
      })
      .returning();
    if (!row) throw new Error('subscription insert returned nothing');
    await tx.insert(subscriptionPeriods).values({
      subscriptionId: row.id,
      periodIndex: 1,
      dueOn: orderedOn,
      status: 'ordered',
      orderId: order.id,
    });
    created.push(row);
  }
  return created;
}

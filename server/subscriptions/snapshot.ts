// A stored plan as the rules of domain/subscriptions.ts see it, and the columns a changed
// snapshot writes back: one mapping for the shopper's actions, the public cancellation and the
// delivery job.
import {
  isDeliveryInterval,
  type PlanSnapshot,
  type PlanStatus,
  shopDate,
} from '../../domain/subscriptions.ts';
import type { SubscriptionRow } from './create.ts';

const statusOf = (value: string): PlanStatus =>
  value === 'paused' || value === 'cancelled' ? value : 'active';

/** The plan as the rules see it (an unknown interval reads as monthly). */
export function snapshotOf(row: SubscriptionRow): PlanSnapshot {
  return {
    status: statusOf(row.status),
    interval: isDeliveryInterval(row.interval) ? row.interval : 'monthly',
    quantity: row.quantity,
    sku: row.sku,
    startedOn: shopDate(row.createdAt),
    nextDeliveryOn: row.nextDeliveryOn,
    pausedUntil: row.pausedUntil,
    deliveriesMade: row.deliveriesMade,
    nextPeriodIndex: row.nextPeriodIndex,
    cancelRequested: row.cancelRequestedAt !== null,
    cancelsOn: row.cancelsOn,
    cancelDesiredOn: row.cancelDesiredOn,
    paymentFailures: row.paymentFailures,
  };
}

/** The columns a changed snapshot writes back; the request's time is kept from the first request. */
export function snapshotColumns(plan: PlanSnapshot, row: SubscriptionRow, now: Date) {
  return {
    status: plan.status,
    interval: plan.interval,
    quantity: plan.quantity,
    sku: plan.sku,
    nextDeliveryOn: plan.nextDeliveryOn,
    pausedUntil: plan.pausedUntil,
    deliveriesMade: plan.deliveriesMade,
    nextPeriodIndex: plan.nextPeriodIndex,
    cancelsOn: plan.cancelsOn,
    cancelDesiredOn: plan.cancelDesiredOn,
    cancelRequestedAt: plan.cancelRequested ? (row.cancelRequestedAt ?? now) : null,
    paymentFailures: plan.paymentFailures,
    updatedAt: now,
  };
}

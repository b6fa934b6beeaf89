// The savings-plan jobs as plain functions of `now`: place the deliveries due today and send the
// reminders before the next ones. The job queue only triggers them (server/jobs); the command
// `npm run subscriptions` and the tests call them with any date.
import { and, asc, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { addDays, shopDate } from '../../domain/subscriptions.ts';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';
import { planReminderMail } from '../mail/subscription-mails.tsx';
import type { SubscriptionRow } from './create.ts';
import {
  type DeliveryContext,
  type DeliveryOptions,
  type DeliveryOutcome,
  placeSubscriptionDelivery,
} from './delivery.ts';

/** Plans whose next delivery is due on `today`: active ones, and paused ones whose pause has ended. */
export async function duePlans(db: Db, today: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.nextDeliveryOn),
        lte(subscriptions.nextDeliveryOn, today),
        or(
          eq(subscriptions.status, 'active'),
          and(eq(subscriptions.status, 'paused'), lte(subscriptions.pausedUntil, today)),
        ),
      ),
    )
    .orderBy(asc(subscriptions.nextDeliveryOn), asc(subscriptions.id));
}

export type RunResult = { subscriptionId: number; number: string } & (
  | { outcome: DeliveryOutcome }
  | { outcome: { kind: 'error'; message: string } }
);

/**
 * Places every delivery due on the day of `now`. Each plan in a transaction of its own: a failure
 * of one (logged, reported) leaves the others and is tried again on the next run. Runners on
 * several instances at once share the work safely: the plan row is locked while its order is
 * written, and a plan a runner finds delivered meanwhile is no longer due.
 */
export async function runDueDeliveries(
  ctx: DeliveryContext,
  now: Date,
  options: Omit<DeliveryOptions, 'onlyIfDue'> = {},
): Promise<RunResult[]> {
  const plans = await duePlans(ctx.db, shopDate(now));
  const results: RunResult[] = [];
  for (const plan of plans) {
    try {
      const outcome = await placeSubscriptionDelivery(ctx, plan.id, now, { ...options, onlyIfDue: true });
      results.push({ subscriptionId: plan.id, number: plan.number, outcome });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`savings plan ${plan.number}: delivery failed`, error);
      results.push({ subscriptionId: plan.id, number: plan.number, outcome: { kind: 'error', message } });
    }
  }
  return results;
}

/**
 * Sends the reminder of each active plan whose next delivery is 1 to `daysBefore` days after the
 * day of `now`, once per delivery date: the plan is claimed (reminded_for set) before the mail
 * goes out, so concurrent runs send it once.
 */
export async function sendDueReminders(
  ctx: DeliveryContext,
  now: Date,
  daysBefore: number,
): Promise<SubscriptionRow[]> {
  const today = shopDate(now);
  const claimed = await ctx.db
    .update(subscriptions)
    .set({ remindedFor: sql`${subscriptions.nextDeliveryOn}` })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gte(subscriptions.nextDeliveryOn, addDays(today, 1)),
        lte(subscriptions.nextDeliveryOn, addDays(today, daysBefore)),
        sql`${subscriptions.remindedFor} is distinct from ${subscriptions.nextDeliveryOn}`,
      ),
    )
    .returning();
  claimed.sort((a, b) => a.id - b.id);
  for (const plan of claimed) {
    await ctx.services.mailer
      .send(await planReminderMail({ publicUrl: ctx.services.config.publicUrl }, plan))
      .catch((error: unknown) => console.error(`savings plan ${plan.number}: reminder mail failed`, error));
  }
  return claimed;
}

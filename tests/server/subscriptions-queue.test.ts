import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopDate } from '../../domain/subscriptions.ts';
import { loadConfig } from '../../server/config.ts';
import { orders, products, subscriptionPeriods, subscriptions } from '../../server/db/schema.ts';
import { JOB_TIME_ZONE, JOBS } from '../../server/jobs/index.ts';
import { useTestApp } from './helper.ts';
import { placePlanOrder } from './subscription-helpers.ts';

// The server with its job queue (pg-boss on the test database, PGlite or PostgreSQL).
const t = useTestApp({ captcha: false, jobs: true });
const db = () => t.app.database.db;

describe('the job queue', () => {
  it('starts with the server: the savings-plan and mail-retry schedules in Berlin time', async () => {
    expect(t.app.jobs).not.toBeNull();
    const rows = await t.app.database.executeSql(
      'select name, cron, timezone from pgboss.schedule order by name',
    );
    expect(rows.rows).toEqual([
      { name: JOBS.mailRetries.queue, cron: JOBS.mailRetries.cron, timezone: JOB_TIME_ZONE },
      { name: JOBS.deliveries.queue, cron: JOBS.deliveries.cron, timezone: JOB_TIME_ZONE },
      { name: JOBS.reminders.queue, cron: JOBS.reminders.cron, timezone: JOB_TIME_ZONE },
    ]);
  });

  it('a triggered deliveries job places the plans due today', async () => {
    await db().update(products).set({ stockQty: 100, isInStock: true }).where(eq(products.sku, 'ZINK-1M'));
    const number = await placePlanOrder(t.app, 'queue@example.com', [
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly' },
    ]);
    const [order] = await db().select().from(orders).where(eq(orders.number, number));
    const today = shopDate(new Date());
    await db()
      .update(subscriptions)
      .set({ nextDeliveryOn: today })
      .where(eq(subscriptions.originOrderId, order?.id ?? 0));
    await t.app.jobs?.boss.send(JOBS.deliveries.queue, {});
    let periods: { index: number; status: string }[] = [];
    for (let i = 0; i < 60 && periods.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      periods = await db()
        .select({ index: subscriptionPeriods.periodIndex, status: subscriptionPeriods.status })
        .from(subscriptionPeriods)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
        .where(eq(subscriptions.originOrderId, order?.id ?? 0))
        .orderBy(asc(subscriptionPeriods.periodIndex));
    }
    expect(periods).toEqual([
      { index: 1, status: 'ordered' },
      { index: 2, status: 'ordered' },
    ]);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.email, 'queue@example.com'));
    expect(count?.n).toBe(2);
  }, 30_000);
});

describe('settings', () => {
  it('JOBS defaults to on and REMINDER_DAYS_BEFORE to 3; both are checked', () => {
    expect(loadConfig({})).toMatchObject({ jobs: true, reminderDaysBefore: 3 });
    expect(loadConfig({ JOBS: 'off', REMINDER_DAYS_BEFORE: '5' })).toMatchObject({
      jobs: false,
      reminderDaysBefore: 5,
    });
    for (const bad of ['0', '29', 'x', '-1', '2.5'])
      expect(() => loadConfig({ REMINDER_DAYS_BEFORE: bad })).toThrow(/REMINDER_DAYS_BEFORE/);
    expect(() => loadConfig({ JOBS: 'maybe' })).toThrow(/JOBS/);
  });
});

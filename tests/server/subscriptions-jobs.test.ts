import { spawn } from 'node:child_process';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  MAX_PAYMENT_FAILURES,
  PAYMENT_RETRY_DAYS,
  POSTPONE_DAYS,
} from '../../domain/subscriptions.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import {
  orderItems,
  orders,
  payments,
  productPrices,
  products,
  subscriptionPeriods,
  subscriptions,
} from '../../server/db/schema.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import {
  type DeliveryContext,
  placeSubscriptionDelivery,
  type RecurringPayments,
} from '../../server/subscriptions/delivery.ts';
import { plansTable, runTable } from '../../server/subscriptions/report.ts';
import { runDueDeliveries, sendDueReminders } from '../../server/subscriptions/runner.ts';
import { useTestApp } from './helper.ts';
import { mailsTo } from './outbox.ts';
import { type Line, placePlanOrder } from './subscription-helpers.ts';

const t = useTestApp({ captcha: false });
const db = () => t.app.database.db;
const ctx = (): DeliveryContext => ({
  db: db(),
  services: { mailer: createMailer(t.config), config: t.config },
});
/** Noon in Berlin on a date: the clock the jobs are given. */
const at = (date: string) => new Date(`${date}T11:00:00Z`);

// Each test looks at its own plans: those of earlier tests are ended first.
beforeEach(async () => {
  await db().update(subscriptions).set({ status: 'cancelled', nextDeliveryOn: null });
});

let customerNo = 0;
/** Plans from one checkout order, their next deliveries moved to the given dates. */
async function plansDue(lines: (Line & { next: string })[], payment = 'invoice') {
  customerNo += 1;
  const email = `plans${customerNo}@example.com`;
  const number = await placePlanOrder(t.app, email, lines, 'de', payment);
  const [order] = await db().select().from(orders).where(eq(orders.number, number));
  const plans = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.originOrderId, order?.id ?? 0))
    .orderBy(asc(subscriptions.id));
  expect(plans).toHaveLength(lines.length);
  for (const [i, plan] of plans.entries())
    await db()
      .update(subscriptions)
      .set({ nextDeliveryOn: lines[i]?.next })
      .where(eq(subscriptions.id, plan.id));
  return { email, ids: plans.map((p) => p.id) };
}

const setStock = (sku: string, stockQty: number) =>
  db().update(products).set({ stockQty, isInStock: true }).where(eq(products.sku, sku));
const stockOf = async (sku: string) =>
  (await db().select({ q: products.stockQty }).from(products).where(eq(products.sku, sku)))[0]?.q;

/** The orders of a plan's recurring deliveries: [period, due date, order date (Berlin), units, row total]. */
async function deliveries(id: number) {
  const rows = await db()
    .select({
      index: subscriptionPeriods.periodIndex,
      dueOn: subscriptionPeriods.dueOn,
      status: subscriptionPeriods.status,
      orderId: subscriptionPeriods.orderId,
    })
    .from(subscriptionPeriods)
    .where(and(eq(subscriptionPeriods.subscriptionId, id)))
    .orderBy(asc(subscriptionPeriods.periodIndex));
  return rows.filter((r) => r.index > 1);
}

async function ordersOf(orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db()
    .select({
      id: orders.id,
      number: orders.number,
      total: orders.grandTotalCents,
      cartId: orders.cartId,
      units: orderItems.units,
      row: orderItems.rowTotalCents,
      mode: orderItems.purchaseMode,
      interval: orderItems.deliveryInterval,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id));
}

const monthlyDates = (from: string, n: number, clampDay?: number) => {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const day = clampDay ?? Number(from.slice(8));
  for (let i = 0; i < n; i++) {
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    out.push(`${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
};

describe('a year of savings plans with a controllable clock', () => {
  it('places exactly the right orders on the right dates, at the prices of the day', async () => {
    for (const sku of ['ZINK-1M', 'KOLLAGEN-1M', 'PRO-MAG-1M']) await setStock(sku, 1000);
    const { email, ids } = await plansDue([
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly', next: '2027-02-15' },
      { sku: 'KOLLAGEN-1M', quantity: 2, interval: 'monthly', next: '2027-01-31' },
      { sku: 'PRO-MAG-1M', quantity: 1, interval: 'quarterly', next: '2027-04-15' },
    ]);
    const [zink, kollagen, promag] = ids as [number, number, number];
    const reminded = new Map<number, string[]>();
    const c = ctx();
    const zinkBefore = await stockOf('ZINK-1M');
    let day = '2027-01-15';
    while (day <= '2028-01-15') {
      if (day === '2027-07-01')
        // A new price from July: the deliveries after it are priced by it.
        await db()
          .update(productPrices)
          .set({ regularPrice: 20, specialPrice: null })
          .where(
            inArray(
              productPrices.productId,
              db().select({ id: products.id }).from(products).where(eq(products.sku, 'ZINK-1M')),
            ),
          );
      for (const plan of await sendDueReminders(c, at(day), 3))
        reminded.set(plan.id, [...(reminded.get(plan.id) ?? []), `${day}>${plan.nextDeliveryOn}`]);
      const results = await runDueDeliveries(c, at(day));
      for (const r of results) expect(r.outcome.kind).toBe('ordered');
      day = addDays(day, 1);
    }

    const zinkDates = monthlyDates('2027-02-15', 12);
    // Jan 31 → Feb 28, then the 28th (one month after the last delivery, as the contract's rule says)
    const kollagenDates = ['2027-01-31', ...monthlyDates('2027-02-28', 11)];
    const promagDates = ['2027-04-15', '2027-07-15', '2027-10-15', '2028-01-15'];
    for (const [id, dates] of [
      [zink, zinkDates],
      [kollagen, kollagenDates],
      [promag, promagDates],
    ] as const) {
      const periods = await deliveries(id);
      expect(periods.map((p) => [p.index, p.dueOn, p.status])).toEqual(
        dates.map((d, i) => [i + 2, d, 'ordered']),
      );
      // One order per period, each a real order of the plan's line (no cart, onGoing).
      const rows = await ordersOf(periods.map((p) => p.orderId ?? 0));
      expect(rows).toHaveLength(dates.length);
      expect(new Set(rows.map((r) => r.number)).size).toBe(dates.length);
      for (const r of rows) expect([r.cartId, r.mode]).toEqual([null, 'onGoing']);
      // A reminder 3 days before each delivery, once.
      expect(reminded.get(id)).toEqual(dates.map((d) => `${addDays(d, -3)}>${d}`));
    }
    // Quarterly ships three months' worth per delivery.
    expect((await ordersOf([(await deliveries(promag))[0]?.orderId ?? 0]))[0]?.units).toBe(3);
    // Zink: 10% off the price of the day (18.95 before July, 20.00 after).
    const zinkRows = await ordersOf((await deliveries(zink)).map((p) => p.orderId ?? 0));
    const rowsByMonth = zinkRows.map((r) => r.row);
    expect(rowsByMonth.slice(6).every((row) => row === 1800)).toBe(true);
    expect(rowsByMonth[0]).not.toBe(1800);
    expect(await stockOf('ZINK-1M')).toBe((zinkBefore ?? 0) - 12);
    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.id, zink));
    expect([plan?.deliveriesMade, plan?.nextDeliveryOn, plan?.nextPeriodIndex]).toEqual([
      13,
      '2028-02-15',
      14,
    ]);
    const mails = mailsTo(t.config.dataDir, email);
    const subjects = mails.map((m) => m.subject);
    // The reminder links the plan's page, where the delivery can be skipped or changed.
    const uids = (await db().select().from(subscriptions).where(inArray(subscriptions.id, ids))).map(
      (p) => p.uid,
    );
    const reminders = mails.filter((m) => m.subject.startsWith('Ihre nächste Sparabo-Lieferung'));
    for (const reminder of reminders)
      expect(
        uids.some((uid) =>
          reminder.body.includes(`${t.config.publicUrl}/de/customer/my-savings-plans/${uid}/`),
        ),
      ).toBe(true);
    expect(reminders[0]?.body).toContain('Diese Lieferung aussetzen');
    expect(reminders[0]?.body).toContain('Sparabo ändern');
    expect(subjects.filter((s) => s.startsWith('Ihre Sparabo-Lieferung: Bestellung'))).toHaveLength(
      zinkDates.length + kollagenDates.length + promagDates.length,
    );
    expect(subjects.filter((s) => s.startsWith('Ihre nächste Sparabo-Lieferung am'))).toHaveLength(
      zinkDates.length + kollagenDates.length + promagDates.length,
    );
  }, 240_000);
});

describe('exactly one order per plan and period', () => {
  it('two runners started together create one order per period (20 times)', async () => {
    await setStock('ZINK-1M', 1000);
    const { ids } = await plansDue([
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly', next: '2027-03-01' },
    ]);
    const id = ids[0] ?? 0;
    // On PostgreSQL the second runner has a pool of its own, like a second shop instance.
    const url = (db() as unknown as { $client: { options: { connectionString?: string } } }).$client.options
      .connectionString;
    const second: Database | null =
      t.app.database.kind === 'postgres' && url ? await openDatabase({ databaseUrl: url }) : null;
    const other: DeliveryContext = { ...ctx(), db: second?.db ?? db() };
    expect(second !== null).toBe(t.app.database.kind === 'postgres');
    try {
      let day = '2027-03-01';
      for (let round = 0; round < 20; round++) {
        const [a, b] = await Promise.all([
          runDueDeliveries(ctx(), at(day)),
          runDueDeliveries(other, at(day)),
        ]);
        const kinds = [...a, ...b].map((r) => r.outcome.kind).sort();
        // Each runner may find it due; one orders, the other then finds it delivered.
        expect(kinds.filter((k) => k === 'ordered')).toHaveLength(1);
        expect(kinds.every((k) => k === 'ordered' || k === 'not_due')).toBe(true);
        const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
        day = plan?.nextDeliveryOn ?? '';
      }
    } finally {
      await second?.close();
    }
    const periods = await deliveries(id);
    expect(periods.map((p) => p.index)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(new Set(periods.map((p) => p.orderId)).size).toBe(20);
    expect(periods.every((p) => p.status === 'ordered')).toBe(true);
  }, 240_000);

  it.each(['afterStockUpdate', 'afterOrderInsert'] as const)(
    'a runner killed half way (%s) and restarted creates no duplicate and misses none',
    async (hook) => {
      for (const sku of ['ZINK-1M', 'KOLLAGEN-1M']) await setStock(sku, 1000);
      const { ids } = await plansDue([
        { sku: 'ZINK-1M', quantity: 1, interval: 'monthly', next: '2027-05-10' },
        { sku: 'KOLLAGEN-1M', quantity: 1, interval: 'monthly', next: '2027-05-10' },
        { sku: 'ZINK-1M', quantity: 2, interval: 'quarterly', next: '2027-05-10' },
      ]);
      const stock = [await stockOf('ZINK-1M'), await stockOf('KOLLAGEN-1M')];
      const ordersBefore = (await db().select({ id: orders.id }).from(orders)).length;
      // The first plan goes through; then the runner dies in the middle of the second.
      let calls = 0;
      const killed = await runDueDeliveries(ctx(), at('2027-05-10'), {
        hooks: {
          [hook]: async () => {
            calls += 1;
            if (calls >= 2) throw new Error('killed');
          },
        },
      });
      const mine = killed.filter((r) => ids.includes(r.subscriptionId));
      expect(mine.map((r) => r.outcome.kind)).toEqual(['ordered', 'error', 'error']);
      // Nothing of the failed ones stays: stock, orders, periods, plans as before.
      expect((await db().select({ id: orders.id }).from(orders)).length).toBe(ordersBefore + 1);
      expect([await stockOf('ZINK-1M'), await stockOf('KOLLAGEN-1M')]).toEqual([
        (stock[0] ?? 0) - 1,
        stock[1],
      ]);
      expect((await deliveries(ids[1] ?? 0)).length).toBe(0);

      const restarted = await runDueDeliveries(ctx(), at('2027-05-10'));
      expect(restarted.filter((r) => ids.includes(r.subscriptionId)).map((r) => r.outcome.kind)).toEqual([
        'ordered',
        'ordered',
      ]);
      expect(await runDueDeliveries(ctx(), at('2027-05-10'))).toEqual([]);
      for (const id of ids)
        expect((await deliveries(id)).map((p) => [p.index, p.status])).toEqual([[2, 'ordered']]);
      expect((await db().select({ id: orders.id }).from(orders)).length).toBe(ordersBefore + 3);
      expect([await stockOf('ZINK-1M'), await stockOf('KOLLAGEN-1M')]).toEqual([
        (stock[0] ?? 0) - 1 - 6,
        (stock[1] ?? 0) - 1,
      ]);
    },
    120_000,
  );
});

// A runner killed for real, on PostgreSQL: its connection terminated by the server in the middle
// of a delivery's transaction (pg_terminate_backend from another connection, as a failover or an
// operator does), or its process killed with SIGKILL while the transaction is open. The server
// rolls the transaction back and frees the plan's row lock; a restarted runner orders what is
// missing, once. Not on PGlite: the embedded database lives inside this test's process and has one
// backend, so there is no other connection to terminate it from and no second process that could
// open it (killing the process that holds it would kill the test); the in-process crashes above
// (a runner failing after the stock update or the order insert) cover its rollback.
describe.skipIf(process.env.TEST_DB !== 'postgres')('a runner killed for real (PostgreSQL)', () => {
  const url = () =>
    (db() as unknown as { $client: { options: { connectionString?: string } } }).$client.options
      .connectionString ?? '';
  const orderCount = async () => (await db().select({ id: orders.id }).from(orders)).length;
  /** The rows of a raw statement (node-postgres' result). */
  const rows = async <T>(statement: Promise<unknown>) => ((await statement) as { rows: T[] }).rows;
  /** Three plans due on `day`, with stock; the stock before. */
  async function threeDue(day: string) {
    for (const sku of ['ZINK-1M', 'KOLLAGEN-1M']) await setStock(sku, 1000);
    const { ids } = await plansDue([
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly', next: day },
      { sku: 'KOLLAGEN-1M', quantity: 1, interval: 'monthly', next: day },
      { sku: 'ZINK-1M', quantity: 2, interval: 'quarterly', next: day },
    ]);
    return { ids, stock: [await stockOf('ZINK-1M'), await stockOf('KOLLAGEN-1M')] };
  }
  /** After the restart: each plan has exactly period 2 ordered, each order once, all stock taken once. */
  async function expectEachOrderedOnce(ids: number[], stock: (number | undefined)[], ordersBefore: number) {
    for (const id of ids)
      expect((await deliveries(id)).map((p) => [p.index, p.status])).toEqual([[2, 'ordered']]);
    const orderIds = (await Promise.all(ids.map(deliveries))).flat().map((p) => p.orderId);
    expect(new Set(orderIds).size).toBe(3);
    expect(await orderCount()).toBe(ordersBefore + 3);
    expect([await stockOf('ZINK-1M'), await stockOf('KOLLAGEN-1M')]).toEqual([
      (stock[0] ?? 0) - 1 - 6,
      (stock[1] ?? 0) - 1,
    ]);
  }

  it('a connection terminated mid-transaction: that delivery is rolled back, the runner goes on, a restart orders it once', async () => {
    const day = '2027-06-10';
    const { ids, stock } = await threeDue(day);
    const ordersBefore = await orderCount();
    // The runner on a pool of its own (like another shop instance), the kill from this test's.
    const runner = await openDatabase({ databaseUrl: url(), poolSize: 2 });
    let calls = 0;
    let terminated: number | null = null;
    try {
      const results = await runDueDeliveries({ ...ctx(), db: runner.db }, at(day), {
        hooks: {
          afterOrderInsert: async (tx) => {
            calls += 1;
            if (calls !== 2) return;
            const [row] = await rows<{ pid: number }>(tx.execute(sql`select pg_backend_pid() as pid`));
            terminated = row?.pid ?? null;
            await db().execute(sql`select pg_terminate_backend(${terminated})`);
            // The server has ended that backend before the runner's next statement.
            await expect
              .poll(
                async () =>
                  (await rows(db().execute(sql`select 1 from pg_stat_activity where pid = ${terminated}`)))
                    .length,
              )
              .toBe(0);
          },
        },
      });
      expect(terminated).not.toBeNull();
      const mine = results.filter((r) => ids.includes(r.subscriptionId));
      // The runner survives the lost connection and orders the plan after it.
      expect(mine.map((r) => r.outcome.kind)).toEqual(['ordered', 'error', 'ordered']);
      // Nothing of the terminated delivery stays: no order, no period, its stock back.
      expect(await deliveries(ids[1] ?? 0)).toEqual([]);
      expect(await orderCount()).toBe(ordersBefore + 2);
      expect(await stockOf('KOLLAGEN-1M')).toBe(stock[1]);

      const restarted = await runDueDeliveries({ ...ctx(), db: runner.db }, at(day));
      expect(restarted.filter((r) => ids.includes(r.subscriptionId)).map((r) => r.outcome.kind)).toEqual([
        'ordered',
      ]);
      expect(await runDueDeliveries({ ...ctx(), db: runner.db }, at(day))).toEqual([]);
    } finally {
      await runner.close();
    }
    await expectEachOrderedOnce(ids, stock, ordersBefore);
  }, 120_000);

  it('a runner process killed with SIGKILL mid-transaction: nothing of it stays, the plan is not locked, a restart orders each once', async () => {
    const day = '2027-07-12';
    const { ids, stock } = await threeDue(day);
    const ordersBefore = await orderCount();
    // The runner process orders the first plan, then stalls inside the second one's transaction
    // (stock taken, order inserted, not committed) and is killed there.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/server/delivery-runner-process.ts', url(), day, '2', t.config.dataDir],
      { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    const stalled = await new Promise<{ order: string; pid: number }>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /STALLED (\S+) (\d+)/.exec(out);
        if (match) resolve({ order: match[1] ?? '', pid: Number(match[2]) });
      });
      child.once('exit', () => reject(new Error(`the runner ended without stalling: ${out}`)));
    });
    // Mid-transaction: the plan's row is locked by the runner and its order is not visible yet.
    const [lock] = await rows<{ n: number }>(
      db().execute(
        sql`select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where l.pid = ${stalled.pid} and c.relname = 'subscriptions'`,
      ),
    );
    expect(lock?.n).toBeGreaterThan(0);
    expect((await db().select().from(orders).where(eq(orders.number, stalled.order))).length).toBe(0);
    expect(child.kill('SIGKILL')).toBe(true);
    expect(await exited).toBe('SIGKILL');
    // The server notices the dead connection and rolls its transaction back.
    await expect
      .poll(
        async () =>
          (await rows(db().execute(sql`select 1 from pg_stat_activity where pid = ${stalled.pid}`))).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(0);
    expect(await orderCount()).toBe(ordersBefore + 1);
    expect(await deliveries(ids[1] ?? 0)).toEqual([]);
    expect(await stockOf('KOLLAGEN-1M')).toBe(stock[1]);

    // The restart: the plans the killed runner did not finish, each once; the first is not due any more.
    const restarted = await runDueDeliveries(ctx(), at(day));
    expect(restarted.filter((r) => ids.includes(r.subscriptionId)).map((r) => r.outcome.kind)).toEqual([
      'ordered',
      'ordered',
    ]);
    expect(await runDueDeliveries(ctx(), at(day))).toEqual([]);
    await expectEachOrderedOnce(ids, stock, ordersBefore);
    // Order numbers stay gapless: the number the killed runner had drawn rolled back with it and
    // went to the restarted runner's first order.
    const [reused] = await db().select().from(orders).where(eq(orders.number, stalled.order));
    const kollagen = (await deliveries(ids[1] ?? 0))[0]?.orderId;
    expect(reused?.id).toBe(kollagen);
  }, 120_000);
});

describe('late, out of stock, failed payments, deliver now', () => {
  it('a plan due while the server was down catches up once', async () => {
    await setStock('ZINK-1M', 1000);
    const { ids } = await plansDue([
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly', next: '2027-03-15' },
    ]);
    const id = ids[0] ?? 0;
    const first = await runDueDeliveries(ctx(), at('2027-06-20'));
    expect(first.filter((r) => r.subscriptionId === id).map((r) => r.outcome)).toEqual([
      expect.objectContaining({ kind: 'ordered', periodIndex: 2, nextDeliveryOn: '2027-07-15' }),
    ]);
    // What `npm run subscriptions -- run --date 2027-06-20` prints.
    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
    const order = first[0]?.outcome.kind === 'ordered' ? first[0].outcome.orderNumber : '?';
    expect(runTable(first).split('\n')).toEqual([
      expect.stringMatching(/^plan\s+result\s+next delivery$/),
      expect.stringMatching(/^-+\s+-+\s+-+$/),
      expect.stringMatching(new RegExp(`^${plan?.number}\\s+ordered ${order} \\(period 2\\)\\s+2027-07-15$`)),
    ]);
    expect(plansTable([plan as never])).toContain('2027-07-15');
    expect(await runDueDeliveries(ctx(), at('2027-06-20'))).toEqual([]);
    expect(await runDueDeliveries(ctx(), at('2027-07-14'))).toEqual([]);
    expect((await deliveries(id)).map((p) => [p.index, p.dueOn, p.status])).toEqual([
      [2, '2027-03-15', 'ordered'],
    ]);
  });

  it('out of stock postpones the delivery and tells the customer; it is ordered once stock is back', async () => {
    await setStock('KOLLAGEN-1M', 1000);
    const { email, ids } = await plansDue([
      { sku: 'KOLLAGEN-1M', quantity: 1, interval: 'monthly', next: '2027-08-01' },
    ]);
    const id = ids[0] ?? 0;
    await setStock('KOLLAGEN-1M', 0);
    const ordersBefore = (await db().select({ id: orders.id }).from(orders)).length;
    const [postponed] = (await runDueDeliveries(ctx(), at('2027-08-01'))).filter(
      (r) => r.subscriptionId === id,
    );
    expect(postponed?.outcome).toEqual({
      kind: 'postponed',
      periodIndex: 2,
      nextDeliveryOn: addDays('2027-08-01', POSTPONE_DAYS),
    });
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    expect((await deliveries(id)).map((p) => [p.index, p.status, p.orderId])).toEqual([
      [2, 'postponed', null],
    ]);
    expect(mailsTo(t.config.dataDir, email).map((m) => m.subject)).toContain(
      `Ihre Sparabo-Lieferung verschiebt sich (${(await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.number})`,
    );
    expect(await runDueDeliveries(ctx(), at('2027-08-05'))).toEqual([]);
    await setStock('KOLLAGEN-1M', 10);
    const [ordered] = await runDueDeliveries(ctx(), at('2027-08-08'));
    expect(ordered?.outcome).toMatchObject({ kind: 'ordered', periodIndex: 2, nextDeliveryOn: '2027-09-01' });
    expect((await deliveries(id)).map((p) => [p.index, p.dueOn, p.status])).toEqual([
      [2, '2027-08-01', 'ordered'],
    ]);
    expect(await stockOf('KOLLAGEN-1M')).toBe(9);
  });

  it(`failed payments are retried; after ${MAX_PAYMENT_FAILURES} the plan is paused and the customer told`, async () => {
    await setStock('ZINK-1M', 1000);
    const { email, ids } = await plansDue([
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly', next: '2027-09-01' },
    ]);
    const id = ids[0] ?? 0;
    const stock = await stockOf('ZINK-1M');
    /** Test double of a payment provider that declines every off-session charge. */
    const keys: string[] = [];
    const decliningProviderDouble: RecurringPayments = {
      charge: async (request) => {
        keys.push(request.idempotencyKey);
        return { ok: false, reason: 'card declined' };
      },
    };
    let day = '2027-09-01';
    const seen: unknown[] = [];
    for (let i = 0; i < MAX_PAYMENT_FAILURES; i++) {
      const [r] = await runDueDeliveries(ctx(), at(day), { payments: decliningProviderDouble });
      seen.push(r?.outcome);
      day = addDays(day, PAYMENT_RETRY_DAYS);
    }
    expect(seen).toEqual([
      { kind: 'payment_failed', periodIndex: 2, paused: false, nextDeliveryOn: '2027-09-03' },
      { kind: 'payment_failed', periodIndex: 2, paused: false, nextDeliveryOn: '2027-09-05' },
      { kind: 'payment_failed', periodIndex: 2, paused: true, nextDeliveryOn: '2027-09-07' },
    ]);
    // One key per attempt at the period: a crashed attempt repeats its key, a declined one does not.
    expect(keys).toEqual([0, 1, 2].map((n) => `${keys[0]?.replace(/-0$/, '')}-${n}`));
    expect(await stockOf('ZINK-1M')).toBe(stock);
    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
    expect([plan?.status, plan?.paymentFailures, plan?.pausedUntil]).toEqual(['paused', 3, null]);
    expect(await runDueDeliveries(ctx(), at('2027-10-01'))).toEqual([]);
    expect((await deliveries(id)).map((p) => [p.index, p.status])).toEqual([[2, 'failed']]);
    expect(mailsTo(t.config.dataDir, email).map((m) => m.subject)).toContain(
      `Ihr Sparabo ${plan?.number} ist pausiert`,
    );
  });

  it('a card plan without a saved card cannot be charged off-session: it takes the failed-payment path', async () => {
    await setStock('ZINK-1M', 1000);
    const { ids } = await plansDue([
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly', next: '2027-10-01' },
    ]);
    const id = ids[0] ?? 0;
    await db().update(subscriptions).set({ paymentMethod: 'stripe' }).where(eq(subscriptions.id, id));
    const [r] = await runDueDeliveries(ctx(), at('2027-10-01'));
    expect(r?.outcome).toMatchObject({ kind: 'payment_failed', paused: false });
  });

  it('deliver now places the pending delivery at once and restarts the rhythm from today', async () => {
    await setStock('ZINK-1M', 1000);
    const { ids } = await plansDue([
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly', next: '2027-11-20' },
    ]);
    const id = ids[0] ?? 0;
    const outcome = await placeSubscriptionDelivery(ctx(), id, at('2027-11-05'));
    expect(outcome).toMatchObject({ kind: 'ordered', periodIndex: 2, nextDeliveryOn: '2027-12-05' });
    if (outcome.kind !== 'ordered') throw new Error(outcome.kind);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, outcome.orderId));
    expect([payment?.method, payment?.status]).toEqual(['invoice', 'pending']);
    // Out of stock, 'deliver now' changes nothing.
    await setStock('ZINK-1M', 0);
    expect(await placeSubscriptionDelivery(ctx(), id, at('2027-11-06'))).toEqual({ kind: 'out_of_stock' });
    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
    expect([plan?.nextDeliveryOn, plan?.nextPeriodIndex, plan?.deliveriesMade]).toEqual(['2027-12-05', 3, 2]);
    expect(await placeSubscriptionDelivery(ctx(), 999_999, at('2027-11-06'))).toEqual({ kind: 'not_found' });
  });
});

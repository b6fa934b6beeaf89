import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextDeliveryDate, shopDate } from '../../domain/subscriptions.ts';
import { orders, products, subscriptionPeriods, subscriptions } from '../../server/db/schema.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { placeSubscriptionDelivery } from '../../server/subscriptions/delivery.ts';
import { mailsTo } from './outbox.ts';
import { gql, useTestApp } from './helper.ts';
import { lastGuestToken, placePlanOrder } from './subscription-helpers.ts';

const t = useTestApp({ captcha: false });
const db = () => t.app.database.db;

describe('savings plans start with the checkout order', () => {
  it('one plan per savings-plan line, period 1 the order, next delivery one interval later', async () => {
    await db().update(products).set({ stockQty: 100, isInStock: true }).where(eq(products.sku, 'ZINK-1M'));
    await db()
      .update(products)
      .set({ stockQty: 100, isInStock: true })
      .where(eq(products.sku, 'KOLLAGEN-1M'));
    const number = await placePlanOrder(t.app, 'plan@example.com', [
      { sku: 'ZINK-1M', quantity: 2, interval: 'monthly' },
      { sku: 'KOLLAGEN-1M', quantity: 1, interval: 'quarterly' },
      { sku: 'PRO-MAG-1M', quantity: 1 },
    ]);
    const [row] = await db().select().from(orders).where(eq(orders.number, number));
    if (!row) throw new Error('no order');
    const plans = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.originOrderId, row.id))
      .orderBy(subscriptions.id);
    const today = shopDate(row.createdAt);
    expect(
      plans.map((p) => [
        p.sku,
        p.quantity,
        p.interval,
        p.status,
        p.nextDeliveryOn,
        p.deliveriesMade,
        p.email,
      ]),
    ).toEqual([
      ['ZINK-1M', 2, 'monthly', 'active', nextDeliveryDate(today, 'monthly'), 1, 'plan@example.com'],
      ['KOLLAGEN-1M', 1, 'quarterly', 'active', nextDeliveryDate(today, 'quarterly'), 1, 'plan@example.com'],
    ]);
    const [first] = plans;
    expect(first?.number).toMatch(/^SP-\d{6}$/);
    expect(first?.uid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first?.shippingAddress).toMatchObject({ firstname: 'Erika', city: 'Berlin', countryCode: 'DE' });
    expect(first?.paymentMethod).toBe('invoice');
    expect([first?.shippingCarrierCode, first?.shippingMethodCode]).toEqual(['dhl', 'standard']);
    const periods = await db()
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, first?.id ?? 0));
    expect(periods.map((p) => [p.periodIndex, p.status, p.orderId, p.dueOn])).toEqual([
      [1, 'ordered', row.id, today],
    ]);

    const mails = mailsTo(t.config.dataDir, 'plan@example.com');
    const started = mails.filter((m) => m.subject.startsWith('Ihr Sparabo'));
    expect(started.map((m) => m.subject).sort()).toEqual(
      plans.map((p) => `Ihr Sparabo ${p.number} ist gestartet`).sort(),
    );
    expect(started[0]?.body).toContain(`${t.config.publicUrl}/de/customer/my-savings-plans/`);
  });

  it('an order without savings-plan lines starts none; English plans mail in English', async () => {
    const before = (await db().select().from(subscriptions)).length;
    await placePlanOrder(t.app, 'once@example.com', [{ sku: 'ZINK-1M', quantity: 1 }]);
    expect((await db().select().from(subscriptions)).length).toBe(before);
    await placePlanOrder(
      t.app,
      'en@example.com',
      [{ sku: 'ZINK-1M', quantity: 1, interval: 'monthly' }],
      'en',
    );
    const mails = mailsTo(t.config.dataDir, 'en@example.com');
    expect(mails.some((m) => /^Your savings plan SP-\d+ has started$/.test(m.subject))).toBe(true);
  });

  it("a guest's plan belongs to the account the guest makes from the order", async () => {
    const number = await placePlanOrder(t.app, 'guestplan@example.com', [
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly' },
    ]);
    const [row] = await db().select().from(orders).where(eq(orders.number, number));
    const before = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.originOrderId, row?.id ?? 0));
    expect(before.map((p) => p.customerId)).toEqual([null]);
    const created = await gql<{ createCustomerFromGuestOrder: { customer: { email: string } } }>(
      t.app,
      'mutation($n: String!, $t: String!) { createCustomerFromGuestOrder(input: { order_number: $n, token: $t, password: "geheim123" }) { customer { email } } }',
      { n: number, t: lastGuestToken },
    );
    expect(created.errors).toBeUndefined();
    const after = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.originOrderId, row?.id ?? 0));
    expect(after[0]?.customerId).not.toBeNull();
    expect(after[0]?.customerId).toBe(
      (await db().select().from(orders).where(eq(orders.number, number)))[0]?.customerId,
    );
  });

  it("a guest plan's recurring orders, placed already and later, belong to the account too", async () => {
    await db().update(products).set({ stockQty: 100, isInStock: true }).where(eq(products.sku, 'ZINK-1M'));
    const number = await placePlanOrder(t.app, 'guestrecurring@example.com', [
      { sku: 'ZINK-1M', quantity: 1, interval: 'monthly' },
    ]);
    const token = lastGuestToken;
    const [origin] = await db().select().from(orders).where(eq(orders.number, number));
    const [plan] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.originOrderId, origin?.id ?? 0));
    if (!plan?.nextDeliveryOn) throw new Error('no plan');
    const ctx = { db: db(), services: { mailer: createMailer(t.config), config: t.config } };
    const deliver = async (date: string) => {
      const outcome = await placeSubscriptionDelivery(ctx, plan.id, new Date(`${date}T11:00:00Z`), {
        onlyIfDue: true,
      });
      if (outcome.kind !== 'ordered') throw new Error(`not ordered: ${outcome.kind}`);
      return outcome.orderId;
    };
    const placed = await deliver(plan.nextDeliveryOn);
    const ownerOf = async (id: number) =>
      (await db().select({ c: orders.customerId }).from(orders).where(eq(orders.id, id)))[0]?.c;
    expect(await ownerOf(placed)).toBeNull();

    const created = await gql(
      t.app,
      'mutation($n: String!, $t: String!) { createCustomerFromGuestOrder(input: { order_number: $n, token: $t, password: "geheim123" }) { customer { email } } }',
      { n: number, t: token },
    );
    expect(created.errors).toBeUndefined();
    const [account] = await db().select().from(subscriptions).where(eq(subscriptions.id, plan.id));
    const customerId = account?.customerId;
    expect(customerId).toEqual(expect.any(Number));
    expect(await ownerOf(placed)).toBe(customerId);
    const later = await deliver(account?.nextDeliveryOn ?? '');
    expect(await ownerOf(later)).toBe(customerId);
    const [laterRow] = await db().select().from(orders).where(eq(orders.id, later));
    expect(laterRow?.guestTokenHash).toBeNull();
  });
});

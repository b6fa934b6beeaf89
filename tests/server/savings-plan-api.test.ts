// The shopper's savings-plan API: reading plans, the self-service mutations with their rules
// (minimum term included), who may see what, the public cancellation (§312k BGB) and the mails.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatShopDate } from '../../domain/dates.ts';
import { ERRORS } from '../../domain/errors.ts';
import { addDays, nextDeliveryDate, shopDate } from '../../domain/subscriptions.ts';
import {
  contractCancellations,
  products,
  subscriptionPeriods,
  subscriptions,
} from '../../server/db/schema.ts';
import { gql, useTestApp } from './helper.ts';
import { mailsTo as outboxTo } from './outbox.ts';
import { BERLIN_CART_ADDRESS } from '../addresses.ts';

const t = useTestApp({ captcha: false });
const germanDate = (value: string) => formatShopDate(value, 'de');
const db = () => t.app.database.db;
type Opts = { headers?: Record<string, string>; store?: string };

const BERLIN = BERLIN_CART_ADDRESS;
const option = (interval: 'monthly' | 'quarterly') => [
  { uid: Buffer.from(`purchase_mode/onGoing/${interval}`).toString('base64'), value: '1' },
];

async function ok<T = Record<string, unknown>>(query: string, vars: Record<string, unknown>, opts: Opts) {
  const res = await gql<T>(t.app, query, vars, opts);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

async function customer(email: string, store = 'de'): Promise<Opts> {
  await ok(
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password: 'geheim123', firstname: 'Kim', lastname: 'Lang' } },
    { store },
  );
  const res = await ok<{ generateCustomerToken: { token: string } }>(
    'mutation($e: String!) { generateCustomerToken(email: $e, password: "geheim123") { token } }',
    { e: email },
    { store },
  );
  return { store, headers: { authorization: `Bearer ${res.generateCustomerToken.token}` } };
}

/** A customer's checkout of one savings-plan line; returns the plan's uid. */
async function buyPlan(opts: Opts, sku: string, quantity: number, interval: 'monthly' | 'quarterly') {
  await db().update(products).set({ stockQty: 500, isInStock: true }).where(eq(products.sku, sku));
  const id = (await ok<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, opts)).customerCart
    .id;
  await ok(
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
    { id, items: [{ sku, quantity, entered_options: option(interval) }] },
    opts,
  );
  for (const [query, vars] of [
    [
      'mutation($id: String!, $a: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $a }) { cart { id } } }',
      { a: [{ address: BERLIN }] },
    ],
    [
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "invoice" } }) { cart { id } } }',
      {},
    ],
    ['mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', {}],
  ] as const)
    await ok(query, { id, ...vars }, opts);
  const [newest] = await db().select().from(subscriptions).orderBy(desc(subscriptions.id)).limit(1);
  if (!newest || newest.sku !== sku) throw new Error('no plan');
  return newest;
}

const PLAN_FIELDS = `uid number status product_sku product_name pack_label quantity interval units_per_delivery
  next_delivery_on paused_until next_delivery_total { value currency } deliveries_made
  earliest_cancellation_on cancels_on can_cancel_now
  shipping_address { firstname city postcode country_code } billing_address { city }
  payment_method { name type } periods { index due_on status order_number } created_at`;

interface PlanView {
  uid: string;
  number: string;
  status: string;
  product_sku: string;
  quantity: number;
  interval: string;
  units_per_delivery: number;
  next_delivery_on: string | null;
  paused_until: string | null;
  next_delivery_total: { value: number; currency: string } | null;
  deliveries_made: number;
  earliest_cancellation_on: string;
  cancels_on: string | null;
  can_cancel_now: boolean;
  pack_label: string | null;
  shipping_address: { firstname: string; city: string; postcode: string; country_code: string };
  payment_method: { name: string; type: string };
  periods: { index: number; due_on: string; status: string; order_number: string | null }[];
}

const mutate = (name: string, args: string) =>
  `mutation($uid: ID!) { ${name}(uid: $uid${args}) { ${PLAN_FIELDS} } }`;

async function act(name: string, uid: string, opts: Opts, args = '') {
  return gql<Record<string, PlanView>>(t.app, mutate(name, args), { uid }, opts);
}

const today = () => shopDate(new Date());

/** The mails to an address once the background tasks (mails follow the answer) are done. */
async function mailsTo(dataDir: string, address: string) {
  await t.app.background.idle();
  return outboxTo(dataDir, address);
}

describe('reading savings plans', () => {
  it('lists the customer’s plans with the next delivery’s total by today’s rules', async () => {
    const a = await customer('reader@example.com');
    const row = await buyPlan(a, 'PRO-MAG-1M', 1, 'monthly');
    const data = await ok<{ customer: { savings_plans: PlanView[] } }>(
      `{ customer { savings_plans { ${PLAN_FIELDS} } } }`,
      {},
      a,
    );
    expect(data.customer.savings_plans).toHaveLength(1);
    const plan = data.customer.savings_plans[0] as PlanView;
    const started = today();
    expect(plan).toMatchObject({
      uid: row.uid,
      number: row.number,
      status: 'ACTIVE',
      product_sku: 'PRO-MAG-1M',
      quantity: 1,
      interval: 'MONTHLY',
      units_per_delivery: 1,
      next_delivery_on: nextDeliveryDate(started, 'monthly'),
      deliveries_made: 1,
      earliest_cancellation_on: nextDeliveryDate(started, 'monthly'),
      cancels_on: null,
      can_cancel_now: false,
      shipping_address: { firstname: 'Erika', city: 'Berlin', country_code: 'DE' },
      payment_method: { name: 'Rechnung', type: 'invoice' },
    });
    // 19.90 € less 10 % plan discount = 17.91 €, plus 4.95 € standard shipping below 49 €.
    expect(plan.next_delivery_total).toEqual({ value: 22.86, currency: 'EUR' });
    expect(plan.periods).toHaveLength(1);
    expect(plan.periods[0]).toMatchObject({ index: 1, due_on: started, status: 'ORDERED' });
    expect(plan.periods[0]?.order_number).toMatch(/^1\d{9}$/);

    const one = await ok<{ customer: { savings_plan: PlanView } }>(
      `query($uid: ID!) { customer { savings_plan(uid: $uid) { uid number } } }`,
      { uid: row.uid },
      a,
    );
    expect(one.customer.savings_plan).toEqual({ uid: row.uid, number: row.number });
  });

  it('names the pack size in the language of the page, like the product page does', async () => {
    const a = await customer('pack-label@example.com');
    const row = await buyPlan(a, 'PRO-MAG-3M', 1, 'monthly');
    const read = async (store: string) =>
      (
        await ok<{ customer: { savings_plans: PlanView[]; savings_plan: PlanView } }>(
          `query($uid: ID!) { customer { savings_plans { pack_label } savings_plan(uid: $uid) { pack_label } } }`,
          { uid: row.uid },
          { ...a, store },
        )
      ).customer;
    expect(await read('en')).toEqual({
      savings_plans: [{ pack_label: '3 months' }],
      savings_plan: { pack_label: '3 months' },
    });
    expect(await read('de')).toEqual({
      savings_plans: [{ pack_label: '3 Monate' }],
      savings_plan: { pack_label: '3 Monate' },
    });
  });

  it('another customer gets nothing of a plan, the same error as an unknown uid; a guest the auth error', async () => {
    const a = await customer('owner@example.com');
    const b = await customer('intruder@example.com');
    const row = await buyPlan(a, 'PRO-MAG-1M', 1, 'monthly');
    const listed = await ok<{ customer: { savings_plans: PlanView[] } }>(
      '{ customer { savings_plans { uid } } }',
      {},
      b,
    );
    expect(listed.customer.savings_plans).toEqual([]);
    const read = (uid: string, opts: Opts) =>
      gql(t.app, 'query($uid: ID!) { customer { savings_plan(uid: $uid) { uid } } }', { uid }, opts);
    const foreign = await read(row.uid, b);
    const unknown = await read('no-such-plan', b);
    expect(foreign.errors?.[0]).toMatchObject({
      message: ERRORS.SAVINGS_PLAN_NOT_FOUND.message,
      extensions: { code: 'SAVINGS_PLAN_NOT_FOUND', category: 'graphql-no-such-entity' },
    });
    expect(unknown.errors?.[0]?.message).toBe(foreign.errors?.[0]?.message);
    expect(unknown.errors?.[0]?.extensions).toEqual(foreign.errors?.[0]?.extensions);
    // B's own address, offered for A's plan.
    const bAddress = (
      await ok<{ createCustomerAddress: { id: number } }>(
        'mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }',
        {
          i: {
            firstname: 'Ida',
            lastname: 'Intrus',
            street: ['Ring 9'],
            city: 'Hamburg',
            postcode: '20095',
            country_code: 'DE',
            telephone: '0123',
          },
        },
        b,
      )
    ).createCustomerAddress.id;
    const before = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    for (const [name, args] of [
      ['deliverSavingsPlanNow', ''],
      ['setSavingsPlanAddress', `, customer_address_id: ${bAddress}`],
      ['skipSavingsPlanDelivery', ''],
      ['pauseSavingsPlan', `, until: "${addDays(today(), 40)}"`],
      ['resumeSavingsPlan', ''],
      ['changeSavingsPlan', ', input: { quantity: 3 }'],
      ['setSavingsPlanPaymentMethod', ', code: "banktransfer"'],
      ['cancelSavingsPlan', ''],
    ] as const) {
      const res = await act(name, row.uid, b, args);
      expect(res.errors?.[0]?.extensions?.code, name).toBe('SAVINGS_PLAN_NOT_FOUND');
      const guest = await act(name, row.uid, { store: 'de' }, args);
      expect(guest.errors?.[0]?.extensions?.code, name).toBe('NOT_AUTHORIZED');
    }
    const guestList = await gql(t.app, '{ customer { savings_plans { uid } } }', {}, { store: 'de' });
    expect(guestList.errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
    expect(await db().select().from(subscriptions).where(eq(subscriptions.id, row.id))).toEqual(before);
    // 'Deliver now' placed no order for either of them.
    const ordersOf = async (opts: Opts) =>
      (
        await ok<{ customer: { orders: { items: unknown[] } } }>(
          '{ customer { orders { items { number } } } }',
          {},
          opts,
        )
      ).customer.orders.items.length;
    expect(await ordersOf(a)).toBe(1);
    expect(await ordersOf(b)).toBe(0);
  });
});

describe('self-service', () => {
  it('skip moves the next delivery one interval on and records the skipped period', async () => {
    const a = await customer('skip@example.com');
    const row = await buyPlan(a, 'ZINK-1M', 1, 'monthly');
    const next = row.nextDeliveryOn as string;
    const res = await act('skipSavingsPlanDelivery', row.uid, a);
    expect(res.errors).toBeUndefined();
    const plan = res.data.skipSavingsPlanDelivery as PlanView;
    expect(plan.next_delivery_on).toBe(nextDeliveryDate(next, 'monthly'));
    expect(plan.periods.map((p) => [p.index, p.status, p.due_on])).toEqual([
      [1, 'ORDERED', today()],
      [2, 'SKIPPED', next],
    ]);
    // Skipping the 2nd delivery moves the minimum term with it.
    expect(plan.earliest_cancellation_on).toBe(plan.next_delivery_on);
    const mails = await mailsTo(t.config.dataDir, 'skip@example.com');
    expect(mails.at(-1)?.subject).toBe(`Ihr Sparabo ${row.number} wurde geändert`);
  });

  it('pause until a date, refused dates, resume; a paused plan cannot skip', async () => {
    const a = await customer('pause@example.com');
    const row = await buyPlan(a, 'ZINK-1M', 1, 'monthly');
    for (const until of [today(), addDays(today(), 400), '2026-02-30', 'x'.repeat(10_000), 'morgen']) {
      const refused = await act('pauseSavingsPlan', row.uid, a, `, until: ${JSON.stringify(until)}`);
      expect(refused.errors?.[0]?.extensions?.code, until.slice(0, 20)).toBe(
        'SAVINGS_PLAN_PAUSE_DATE_INVALID',
      );
    }
    const until = addDays(row.nextDeliveryOn as string, 10);
    const paused = await act('pauseSavingsPlan', row.uid, a, `, until: "${until}"`);
    expect(paused.errors).toBeUndefined();
    const plan = paused.data.pauseSavingsPlan as PlanView;
    expect(plan.status).toBe('PAUSED');
    expect(plan.paused_until).toBe(until);
    expect(plan.next_delivery_on).toBe(nextDeliveryDate(row.nextDeliveryOn as string, 'monthly'));
    expect((await act('skipSavingsPlanDelivery', row.uid, a)).errors?.[0]?.extensions?.code).toBe(
      'SAVINGS_PLAN_NOT_ACTIVE',
    );
    const resumed = await act('resumeSavingsPlan', row.uid, a);
    expect(resumed.data.resumeSavingsPlan?.status).toBe('ACTIVE');
    expect(resumed.data.resumeSavingsPlan?.paused_until).toBeNull();
    expect((await act('resumeSavingsPlan', row.uid, a)).errors?.[0]?.extensions?.code).toBe(
      'SAVINGS_PLAN_NOT_PAUSED',
    );
    const subjects = (await mailsTo(t.config.dataDir, 'pause@example.com')).map((m) => m.subject);
    expect(subjects).toContain(`Ihr Sparabo ${row.number} ist pausiert`);
    expect(subjects).toContain(`Ihr Sparabo ${row.number} läuft wieder`);
  });

  it('change interval, quantity and pack: only sibling packs; the new price applies to the next delivery', async () => {
    const a = await customer('change@example.com');
    const row = await buyPlan(a, 'PRO-MAG-1M', 1, 'monthly');
    const quarterly = await act(
      'changeSavingsPlan',
      row.uid,
      a,
      ', input: { interval: QUARTERLY, quantity: 2 }',
    );
    expect(quarterly.errors).toBeUndefined();
    const plan = quarterly.data.changeSavingsPlan as PlanView;
    expect([plan.interval, plan.quantity, plan.units_per_delivery]).toEqual(['QUARTERLY', 2, 6]);
    // 6 packs a delivery: 15 % off 19.90 € (2.98 €, the cap rounds down) = 16.92 € each,
    // 101.52 €, and free shipping from 49 €.
    expect(plan.next_delivery_total?.value).toBe(101.52);
    const pack = await act('changeSavingsPlan', row.uid, a, ', input: { sku: "PRO-MAG-3M", quantity: 1 }');
    expect(pack.errors).toBeUndefined();
    expect(pack.data.changeSavingsPlan).toMatchObject({ product_sku: 'PRO-MAG-3M', pack_label: '3 Monate' });
    for (const [input, code] of [
      ['{ sku: "ZINK-1M" }', 'SAVINGS_PLAN_PACK_INVALID'],
      ['{ sku: "PRO-MAG" }', 'SAVINGS_PLAN_PACK_INVALID'],
      ['{ quantity: 0 }', 'SAVINGS_PLAN_QUANTITY_INVALID'],
      ['{ quantity: 21 }', 'SAVINGS_PLAN_QUANTITY_INVALID'],
      ['{}', 'SAVINGS_PLAN_NOTHING_TO_CHANGE'],
    ] as const) {
      const res = await act('changeSavingsPlan', row.uid, a, `, input: ${input}`);
      expect(res.errors?.[0]?.extensions?.code, input).toBe(code);
    }
    const [stored] = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect([stored?.sku, stored?.quantity, stored?.interval]).toEqual(['PRO-MAG-3M', 1, 'quarterly']);
  });

  it('address: only the customer’s own address in a country of the shop; payment: only the shop’s methods', async () => {
    const a = await customer('address@example.com');
    const b = await customer('other-address@example.com');
    const row = await buyPlan(a, 'ZINK-1M', 1, 'monthly');
    const create = async (opts: Opts, country: string, postcode: string, city: string) =>
      (
        await ok<{ createCustomerAddress: { id: number } }>(
          'mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }',
          {
            i: {
              firstname: 'Kim',
              lastname: 'Lang',
              street: ['Ring 2'],
              city,
              postcode,
              country_code: country,
              telephone: '0123',
              ...(country === 'AT' ? { region: { region_code: 'WI' } } : {}),
            },
          },
          opts,
        )
      ).createCustomerAddress.id;
    const munich = await create(a, 'DE', '80331', 'München');
    const foreign = await create(b, 'DE', '20095', 'Hamburg');
    const moved = await act('setSavingsPlanAddress', row.uid, a, `, customer_address_id: ${munich}`);
    expect(moved.errors).toBeUndefined();
    expect(moved.data.setSavingsPlanAddress?.shipping_address).toMatchObject({
      city: 'München',
      postcode: '80331',
    });
    const refused = await act('setSavingsPlanAddress', row.uid, a, `, customer_address_id: ${foreign}`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
    const unknown = await act('setSavingsPlanAddress', row.uid, a, ', customer_address_id: 999999');
    expect(unknown.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const [stored] = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect(stored?.shippingAddress.city).toBe('München');

    const paid = await act('setSavingsPlanPaymentMethod', row.uid, a, ', code: "banktransfer"');
    expect(paid.data.setSavingsPlanPaymentMethod?.payment_method).toEqual({
      name: 'Vorkasse (Überweisung)',
      type: 'banktransfer',
    });
    for (const code of ['stripe', 'cash', 'x'.repeat(5000)]) {
      const res = await act('setSavingsPlanPaymentMethod', row.uid, a, `, code: "${code}"`);
      expect(res.errors?.[0]?.extensions?.code).toBe('PAYMENT_NOT_AVAILABLE');
    }
    // Without Stripe keys card is neither offered nor can it be set up.
    const offered = await gql<{
      customer: { savings_plan: { available_payment_methods: { code: string }[] } };
    }>(
      t.app,
      'query($uid: ID!) { customer { savings_plan(uid: $uid) { available_payment_methods { code } } } }',
      { uid: row.uid },
      a,
    );
    expect(offered.data.customer.savings_plan.available_payment_methods.map((m) => m.code)).toEqual([
      'invoice',
      'banktransfer',
    ]);
    const setup = await gql(
      t.app,
      'mutation($uid: ID!) { startSavingsPlanCardSetup(uid: $uid) { redirect_url } }',
      { uid: row.uid },
      a,
    );
    expect(setup.errors?.[0]?.extensions?.code).toBe('PAYMENT_NOT_AVAILABLE');
  });

  it('cancel within the minimum term ends after the 2nd delivery; after it at once; then nothing changes', async () => {
    const a = await customer('cancel@example.com');
    const early = await buyPlan(a, 'ZINK-1M', 1, 'monthly');
    const res = await act('cancelSavingsPlan', early.uid, a);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelSavingsPlan).toMatchObject({
      status: 'ACTIVE',
      cancels_on: early.nextDeliveryOn,
      next_delivery_on: early.nextDeliveryOn,
      can_cancel_now: false,
    });
    expect((await mailsTo(t.config.dataDir, 'cancel@example.com')).at(-1)?.subject).toBe(
      `Kündigung Ihres Sparabos ${early.number} vorgemerkt`,
    );

    const late = await buyPlan(a, 'PRO-MAG-1M', 1, 'monthly');
    await db().update(subscriptions).set({ deliveriesMade: 2 }).where(eq(subscriptions.id, late.id));
    const listed = await act('cancelSavingsPlan', late.uid, a);
    expect(listed.data.cancelSavingsPlan).toMatchObject({
      status: 'CANCELLED',
      next_delivery_on: null,
      next_delivery_total: null,
      cancels_on: today(),
      can_cancel_now: false,
    });
    expect((await mailsTo(t.config.dataDir, 'cancel@example.com')).at(-1)?.subject).toBe(
      `Ihr Sparabo ${late.number} ist gekündigt`,
    );
    for (const [name, args] of [
      ['skipSavingsPlanDelivery', ''],
      ['changeSavingsPlan', ', input: { quantity: 2 }'],
      ['cancelSavingsPlan', ''],
      ['setSavingsPlanPaymentMethod', ', code: "invoice"'],
    ] as const)
      expect((await act(name, late.uid, a, args)).errors?.[0]?.extensions?.code, name).toBe(
        'SAVINGS_PLAN_CANCELLED',
      );
  });

  it('cancel with a chosen end date: only from the earliest possible date to a year after it', async () => {
    const a = await customer('cancel-date@example.com');
    const plan = await buyPlan(a, 'ZINK-1M', 1, 'monthly');
    const earliest = plan.nextDeliveryOn as string;
    for (const date of [today(), addDays(earliest, -1), addDays(earliest, 367), '2026-02-30', 'bald']) {
      const refused = await act('cancelSavingsPlan', plan.uid, a, `, desired_on: "${date}"`);
      expect(refused.errors?.[0]?.extensions?.code, date).toBe('SAVINGS_PLAN_CANCEL_DATE_INVALID');
      expect(refused.errors?.[0]?.message).toBe(ERRORS.SAVINGS_PLAN_CANCEL_DATE_INVALID.message);
    }
    const desired = addDays(earliest, 40);
    const res = await act('cancelSavingsPlan', plan.uid, a, `, desired_on: "${desired}"`);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelSavingsPlan).toMatchObject({ status: 'ACTIVE', cancels_on: desired });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, plan.id));
    expect(row?.cancelDesiredOn).toBe(desired);

    // The earliest date itself is the default of the dialog and allowed.
    const other = await buyPlan(a, 'PRO-MAG-1M', 1, 'monthly');
    const atEarliest = await act(
      'cancelSavingsPlan',
      other.uid,
      a,
      `, desired_on: "${other.nextDeliveryOn}"`,
    );
    expect(atEarliest.data.cancelSavingsPlan).toMatchObject({ cancels_on: other.nextDeliveryOn });
  });
});

describe('deliver now', () => {
  it('orders the next delivery now through the delivery code; the rhythm starts again from today', async () => {
    const a = await customer('now@example.com');
    const row = await buyPlan(a, 'ZINK-1M', 1, 'monthly');
    const res = await act('deliverSavingsPlanNow', row.uid, a);
    expect(res.errors).toBeUndefined();
    const plan = res.data.deliverSavingsPlanNow as PlanView;
    expect(plan.deliveries_made).toBe(2);
    expect(plan.next_delivery_on).toBe(nextDeliveryDate(today(), 'monthly'));
    expect(plan.can_cancel_now).toBe(true);
    expect(plan.periods.map((p) => [p.index, p.status])).toEqual([
      [1, 'ORDERED'],
      [2, 'ORDERED'],
    ]);
    const number = plan.periods[1]?.order_number as string;
    expect(number).toMatch(/^1\d{9}$/);
    expect(number).not.toBe(plan.periods[0]?.order_number);
    const orders = await ok<{ customer: { orders: { items: { number: string }[] } } }>(
      '{ customer { orders { items { number } } } }',
      {},
      a,
    );
    expect(orders.customer.orders.items.map((o) => o.number)).toContain(number);
    expect((await mailsTo(t.config.dataDir, 'now@example.com')).map((m) => m.subject)).toContain(
      `Ihre Sparabo-Lieferung: Bestellung ${number}`,
    );
  });

  it('out of stock or paused: refused, nothing changes; a pending cancellation ends the plan after it', async () => {
    const a = await customer('now-refused@example.com');
    const row = await buyPlan(a, 'KOLLAGEN-1M', 1, 'monthly');
    await db().update(products).set({ stockQty: 0, isInStock: false }).where(eq(products.sku, 'KOLLAGEN-1M'));
    const before = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    const empty = await act('deliverSavingsPlanNow', row.uid, a);
    expect(empty.errors?.[0]?.extensions?.code).toBe('SAVINGS_PLAN_OUT_OF_STOCK');
    expect(await db().select().from(subscriptions).where(eq(subscriptions.id, row.id))).toEqual(before);
    await db().update(products).set({ stockQty: 50, isInStock: true }).where(eq(products.sku, 'KOLLAGEN-1M'));

    await act('pauseSavingsPlan', row.uid, a, `, until: "${addDays(today(), 20)}"`);
    expect((await act('deliverSavingsPlanNow', row.uid, a)).errors?.[0]?.extensions?.code).toBe(
      'SAVINGS_PLAN_NOT_ACTIVE',
    );
    await act('resumeSavingsPlan', row.uid, a);

    // Cancelled within the minimum term, the 2nd delivery is the last one.
    const cancelled = await act('cancelSavingsPlan', row.uid, a);
    expect(cancelled.data.cancelSavingsPlan?.status).toBe('ACTIVE');
    const last = await act('deliverSavingsPlanNow', row.uid, a);
    expect(last.errors).toBeUndefined();
    expect(last.data.deliverSavingsPlanNow).toMatchObject({
      status: 'CANCELLED',
      deliveries_made: 2,
      next_delivery_on: null,
      next_delivery_total: null,
    });
    expect((await act('deliverSavingsPlanNow', row.uid, a)).errors?.[0]?.extensions?.code).toBe(
      'SAVINGS_PLAN_CANCELLED',
    );
  });
});

const CANCEL = `mutation($input: ContractCancellationInput!) { requestContractCancellation(input: $input) { received_at } }`;

describe('public cancellation (§312k BGB)', () => {
  it('a wrong email changes nothing and answers like a match; a match cancels by the minimum-term rule', async () => {
    const a = await customer('public@example.com');
    const row = await buyPlan(a, 'ZINK-1M', 1, 'monthly');
    const before = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    const send = (email: string, contract: string, store = 'de') =>
      gql<{ requestContractCancellation: { received_at: string } }>(
        t.app,
        CANCEL,
        { input: { name: 'Kim Lang', email, contract, kind: 'ORDINARY', desired_date: '2027-01-31' } },
        { store },
      );
    const wrong = await send('someone-else@example.com', row.number);
    const unknown = await send('someone-else@example.com', 'SP-999999');
    for (const res of [wrong, unknown]) {
      expect(res.errors).toBeUndefined();
      expect(Object.keys(res.data.requestContractCancellation)).toEqual(['received_at']);
      expect(Date.parse(res.data.requestContractCancellation.received_at)).not.toBeNaN();
    }
    expect(await db().select().from(subscriptions).where(eq(subscriptions.id, row.id))).toEqual(before);
    const receipts = await mailsTo(t.config.dataDir, 'someone-else@example.com');
    expect(receipts).toHaveLength(2);
    // Each receipt quotes what was entered; find the one for the real contract number by its text.
    const receipt = receipts.find((m) => m.body.includes(`Vertrag: ${row.number}`));
    expect(receipt).toBeDefined();
    expect(receipts.map((m) => m.subject)).toEqual([
      'Eingangsbestätigung Ihrer Kündigung',
      'Eingangsbestätigung Ihrer Kündigung',
    ]);
    expect(receipt?.body).toContain('ordentliche Kündigung');
    expect(receipt?.body).toContain('31. Januar 2027');
    expect(receipt?.body).toMatch(/Eingegangen am: \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}:\d{2} Uhr \(MES?Z\)/);

    const match = await send('PUBLIC@Example.com', row.number.toLowerCase(), 'en');
    expect(match.errors).toBeUndefined();
    expect(Object.keys(match.data.requestContractCancellation)).toEqual(['received_at']);
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    // The desired date is later than the 2nd delivery: the plan ends on it.
    expect(after).toMatchObject({ status: 'active', cancelsOn: '2027-01-31', cancelDesiredOn: '2027-01-31' });
    expect(after?.cancelRequestedAt).not.toBeNull();
    const mails = await mailsTo(t.config.dataDir, 'public@example.com');
    expect(mails.map((m) => m.subject)).toContain('Receipt of your cancellation');
    const scheduled = mails.find((m) => m.subject === `Kündigung Ihres Sparabos ${row.number} vorgemerkt`);
    expect(scheduled?.body).toContain('Ihr Sparabo endet am 31. Januar 2027.');
    const recorded = await db().select().from(contractCancellations);
    expect(recorded.map((r) => [r.email, r.subscriptionId])).toEqual([
      ['someone-else@example.com', null],
      ['someone-else@example.com', null],
      ['PUBLIC@Example.com', row.id],
    ]);
  });

  it('a desired date before the 2nd delivery ends the plan at the 2nd delivery, and the mail says when', async () => {
    const a = await customer('public-early@example.com');
    const row = await buyPlan(a, 'ZINK-1M', 1, 'monthly');
    const res = await gql(
      t.app,
      CANCEL,
      {
        input: {
          name: 'Kim Lang',
          email: 'public-early@example.com',
          contract: row.number,
          kind: 'ORDINARY',
          desired_date: today(),
        },
      },
      { store: 'en' },
    );
    expect(res.errors).toBeUndefined();
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect(after).toMatchObject({ status: 'active', cancelsOn: row.nextDeliveryOn, cancelDesiredOn: null });
    const mails = await mailsTo(t.config.dataDir, 'public-early@example.com');
    const scheduled = mails.find((m) => m.subject === `Kündigung Ihres Sparabos ${row.number} vorgemerkt`);
    expect(scheduled?.body).toContain(`Ihr Sparabo endet am ${germanDate(row.nextDeliveryOn ?? '')}.`);
  });

  it('an extraordinary cancellation within the minimum term ends the plan at once', async () => {
    const a = await customer('public-cause@example.com');
    const row = await buyPlan(a, 'ZINK-1M', 1, 'monthly');
    const input = {
      name: 'Kim Lang',
      email: 'public-cause@example.com',
      contract: row.number,
      kind: 'EXTRAORDINARY',
      desired_date: '2030-01-01',
    };
    expect((await gql(t.app, CANCEL, { input })).errors).toBeUndefined();
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect(after).toMatchObject({ status: 'cancelled', nextDeliveryOn: null, cancelsOn: today() });
    const mails = await mailsTo(t.config.dataDir, 'public-cause@example.com');
    const ended = mails.find((m) => m.subject === `Ihr Sparabo ${row.number} ist gekündigt`);
    expect(ended?.body).toContain(`Ihr Sparabo ist zum ${germanDate(today())} gekündigt.`);
  });

  it('after the minimum term a matching request ends the plan at once; a second one changes nothing', async () => {
    const a = await customer('public-late@example.com');
    const row = await buyPlan(a, 'ZINK-1M', 1, 'quarterly');
    await db().update(subscriptions).set({ deliveriesMade: 3 }).where(eq(subscriptions.id, row.id));
    const input = {
      name: 'Kim Lang',
      email: 'public-late@example.com',
      contract: row.number.replace('SP-', ''),
      kind: 'EXTRAORDINARY',
      reason: 'Umzug',
    };
    const first = await gql(t.app, CANCEL, { input }, { store: 'en' });
    expect(first.errors).toBeUndefined();
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect(after).toMatchObject({ status: 'cancelled', nextDeliveryOn: null, cancelsOn: today() });
    const second = await gql(t.app, CANCEL, { input }, { store: 'en' });
    expect(second.errors).toBeUndefined();
    expect(await db().select().from(subscriptions).where(eq(subscriptions.id, row.id))).toEqual([after]);
    const mails = await mailsTo(t.config.dataDir, 'public-late@example.com');
    const receipts = mails.filter((m) => m.subject === 'Receipt of your cancellation');
    expect(receipts).toHaveLength(2);
    expect(receipts[0]?.body).toContain('extraordinary cancellation');
    expect(receipts[0]?.body).toContain('as soon as possible');
    expect(receipts[0]?.body).toMatch(/Received on: \d{1,2} \S+ \d{4} at \d{2}:\d{2}:\d{2} \(CES?T\)/);
    expect(mails.filter((m) => m.subject === `Ihr Sparabo ${row.number} ist gekündigt`)).toHaveLength(1);
  });

  it('hostile input is an input error and records nothing', async () => {
    const base = { name: 'Kim', email: 'kim@example.com', contract: 'SP-100001', kind: 'ORDINARY' };
    const count = async () => (await db().select().from(contractCancellations)).length;
    const before = await count();
    for (const [change, code] of [
      [{ name: 'x'.repeat(60_000) }, 'CANCELLATION_NAME_INVALID'],
      [{ name: '   ' }, 'CANCELLATION_NAME_INVALID'],
      [{ name: 'Kim\u001b[31m' }, 'CANCELLATION_NAME_INVALID'],
      [{ email: 'not-an-email' }, 'CANCELLATION_EMAIL_INVALID'],
      [{ email: 'a@b.de\r\nBcc: x@y.de' }, 'CANCELLATION_EMAIL_INVALID'],
      [{ contract: 'SP\u202e1' }, 'CANCELLATION_CONTRACT_INVALID'],
      [{ contract: 'x'.repeat(65) }, 'CANCELLATION_CONTRACT_INVALID'],
      [{ reason: 'y'.repeat(2001) }, 'CANCELLATION_REASON_INVALID'],
      [{ desired_date: '31.01.2027' }, 'CANCELLATION_DATE_INVALID'],
    ] as const) {
      const res = await gql(t.app, CANCEL, { input: { ...base, ...change } }, { store: 'de' });
      expect(res.errors?.[0]?.extensions?.code, code).toBe(code);
    }
    // Larger than any request the API takes: refused unread, and nothing recorded either.
    const huge = await gql(t.app, CANCEL, { input: { ...base, name: 'x'.repeat(100_000) } }, { store: 'de' });
    expect(huge.errors?.[0]?.message).toMatch(/^Max request size should be 65536 bytes/);
    const nul = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: CANCEL, variables: { input: { ...base, name: 'Kim\u0000' } } },
    });
    expect(nul.statusCode).toBeLessThan(500);
    expect(nul.json().errors?.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
    // A reason may have line breaks.
    const multiline = await gql(
      t.app,
      CANCEL,
      { input: { ...base, reason: 'Umzug\nins Ausland' } },
      { store: 'de' },
    );
    expect(multiline.errors).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });
});

describe('periods table', () => {
  it('keeps one row per plan and period (skip twice records two periods)', async () => {
    const a = await customer('periods@example.com');
    const row = await buyPlan(a, 'ZINK-1M', 2, 'quarterly');
    await act('skipSavingsPlanDelivery', row.uid, a);
    await act('skipSavingsPlanDelivery', row.uid, a);
    const periods = await db()
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, row.id))
      .orderBy(subscriptionPeriods.periodIndex);
    expect(periods.map((p) => [p.periodIndex, p.status])).toEqual([
      [1, 'ordered'],
      [2, 'skipped'],
      [3, 'skipped'],
    ]);
    const [stored] = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect(stored?.nextDeliveryOn).toBe(
      nextDeliveryDate(nextDeliveryDate(row.nextDeliveryOn as string, 'quarterly'), 'quarterly'),
    );
  });
});

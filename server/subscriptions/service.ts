// The shopper's side of a savings plan: finding a customer's plans (a foreign plan is not found,
// exactly like an unknown one), the plan's state as the rules of domain/subscriptions.ts see it,
// what the next delivery will cost by today's rules, and storing a changed plan under its row lock.
import { and, asc, desc, eq } from 'drizzle-orm';
import { PAYMENT_TITLES } from '../../domain/checkout.ts';
import { ERRORS, type ErrorCode } from '../../domain/errors.ts';
import { fromCents } from '../../domain/money.ts';
import { canCancel, type DeliveryInterval, unitsPerDelivery } from '../../domain/savings-plans.ts';
import type { Language } from '../../domain/store.ts';
import {
  earliestCancellationDate,
  isDeliveryInterval,
  type PlanRuleError,
  type PlanStatus,
  shopDate,
} from '../../domain/subscriptions.ts';
import type { Db } from '../db/client.ts';
import { orders, products, subscriptionPeriods, subscriptions } from '../db/schema.ts';
import type { CommerceContext } from '../commerce/context.ts';
import { CommerceError } from '../commerce/errors.ts';
import { loadProductRecords, type ProductRecord } from '../commerce/product-repository.ts';
import { availablePayments, regionLabel } from '../commerce/checkout.ts';
import { packSizeLabel } from '../commerce/product-view.ts';
import type { SubscriptionPeriodRow, SubscriptionRow } from './create.ts';
import { deliveryOrderInput } from './delivery.ts';

export type PlanRow = SubscriptionRow;

/** The shop's calendar date now (the savings-plan rules count in Berlin days). */
export const shopToday = (now: Date = new Date()) => shopDate(now);

export function commerceError(code: ErrorCode): CommerceError {
  const { message, category } = ERRORS[code];
  return new CommerceError(message, category);
}

/** The API's error for a rule the plan's state breaks. */
export function ruleError(error: PlanRuleError): CommerceError {
  const codes: Record<PlanRuleError, ErrorCode> = {
    PLAN_CANCELLED: 'SAVINGS_PLAN_CANCELLED',
    PLAN_NOT_ACTIVE: 'SAVINGS_PLAN_NOT_ACTIVE',
    PLAN_NOT_PAUSED: 'SAVINGS_PLAN_NOT_PAUSED',
    PAUSE_DATE_INVALID: 'SAVINGS_PLAN_PAUSE_DATE_INVALID',
    QUANTITY_INVALID: 'SAVINGS_PLAN_QUANTITY_INVALID',
    NOTHING_TO_CHANGE: 'SAVINGS_PLAN_NOTHING_TO_CHANGE',
    CANCEL_DATE_INVALID: 'SAVINGS_PLAN_CANCEL_DATE_INVALID',
  };
  return commerceError(codes[error]);
}

const intervalOf = (value: string): DeliveryInterval => (isDeliveryInterval(value) ? value : 'monthly');
const statusOf = (value: string): PlanStatus =>
  value === 'paused' || value === 'cancelled' ? value : 'active';

/** A customer's plans, newest first. */
export function customerPlans(db: Db, customerId: number): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/**
 * One of the customer's plans by uid, locked for update when `lock` (inside a transaction). An
 * unknown uid and another customer's give the same error.
 */
export async function customerPlan(db: Db, customerId: number, uid: string, lock = false): Promise<PlanRow> {
  if (typeof uid !== 'string' || uid.length === 0 || uid.length > 64)
    throw commerceError('SAVINGS_PLAN_NOT_FOUND');
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.uid, uid), eq(subscriptions.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw commerceError('SAVINGS_PLAN_NOT_FOUND');
  return row;
}

export interface PeriodWithOrder {
  period: SubscriptionPeriodRow;
  orderNumber: string | null;
}

export async function planPeriods(db: Db, subscriptionId: number): Promise<PeriodWithOrder[]> {
  const rows = await db
    .select({ period: subscriptionPeriods, orderNumber: orders.number })
    .from(subscriptionPeriods)
    .leftJoin(orders, eq(orders.id, subscriptionPeriods.orderId))
    .where(eq(subscriptionPeriods.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionPeriods.periodIndex));
  return rows;
}

/** The product a plan delivers, in its shop's catalogue (null when no longer sold there). */
export async function planProduct(db: Db, row: PlanRow): Promise<ProductRecord | null> {
  if (row.productId === null) return null;
  const records = await loadProductRecords(db, [row.productId], {
    language: row.language === 'en' ? 'en' : 'de',
    websiteCode: row.websiteCode,
  });
  return records.find((r) => r.id === row.productId) ?? null;
}

/**
 * What the next delivery costs by the savings-plan rules of today: exactly the order the delivery
 * would write now (delivery.ts: today's price with the plan discount, VAT, the plan's shipping
 * method with the free-shipping rule). Null when there is no next delivery or the product is no
 * longer sold.
 */
export async function nextDeliveryTotalCents(db: Db, row: PlanRow): Promise<number | null> {
  if (row.status === 'cancelled' || row.nextDeliveryOn === null) return null;
  const input = await deliveryOrderInput(db, row);
  return input ? input.totals.grandTotalCents : null;
}

/**
 * The date of the 2nd delivery (the minimum term): once made, the date it was due; before, the
 * next delivery's date (skips and pauses move it), or the schedule's date from the start.
 */
export function earliestCancellationOn(row: PlanRow, periods: readonly PeriodWithOrder[]): string {
  const second = periods
    .filter((p) => p.period.status === 'ordered')
    .map((p) => p.period.dueOn)
    .at(1);
  if (second) return second;
  if (row.deliveriesMade < 2 && row.nextDeliveryOn) return row.nextDeliveryOn;
  return earliestCancellationDate(shopDate(row.createdAt), intervalOf(row.interval));
}

/**
 * The plan's pack size in the page's language, named like the product page and the cart name it
 * (packSizeLabel of the product's pack months); the label stored with the plan is in the language
 * it was bought in and only stands in when the product is gone.
 */
export async function planPackLabel(db: Db, row: PlanRow, language: Language): Promise<string | null> {
  if (row.productId === null) return row.packLabel;
  const [product] = await db
    .select({ packMonths: products.packMonths })
    .from(products)
    .where(eq(products.id, row.productId));
  if (!product) return row.packLabel;
  return product.packMonths === null ? null : packSizeLabel(product.packMonths, language);
}

const PERIOD_STATUS = {
  ordered: 'ORDERED',
  skipped: 'SKIPPED',
  postponed: 'POSTPONED',
  failed: 'FAILED',
} as const;

function addressView(address: PlanRow['shippingAddress']) {
  return {
    __typename: 'OrderAddress' as const,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    telephone: address.telephone,
    region: regionLabel(address.countryCode, address.region),
    country_code: address.countryCode as 'DE',
  };
}

const paymentTitle = (code: string, language: Language) =>
  (PAYMENT_TITLES as Record<string, Record<Language, string>>)[code]?.[language] ?? code;

/** The GraphQL SavingsPlan of a plan row. */
export async function savingsPlanView(
  ctx: Pick<CommerceContext, 'db' | 'services'>,
  row: PlanRow,
  language: Language,
) {
  const [periods, totalCents, packLabel] = await Promise.all([
    planPeriods(ctx.db, row.id),
    nextDeliveryTotalCents(ctx.db, row),
    planPackLabel(ctx.db, row, language),
  ]);
  const interval = intervalOf(row.interval);
  const status = statusOf(row.status);
  return {
    __typename: 'SavingsPlan' as const,
    uid: row.uid,
    number: row.number,
    status: status.toUpperCase() as 'ACTIVE' | 'PAUSED' | 'CANCELLED',
    product_sku: row.sku,
    product_name: row.name,
    product_url_key: row.urlKey,
    pack_label: packLabel,
    quantity: row.quantity,
    interval: interval.toUpperCase() as 'MONTHLY' | 'QUARTERLY',
    units_per_delivery: unitsPerDelivery(row.quantity, interval),
    next_delivery_on: row.nextDeliveryOn,
    paused_until: row.pausedUntil,
    next_delivery_total:
      totalCents === null
        ? null
        : { __typename: 'Money' as const, value: fromCents(totalCents), currency: row.currency as 'EUR' },
    deliveries_made: row.deliveriesMade,
    earliest_cancellation_on: earliestCancellationOn(row, periods),
    cancels_on: row.cancelsOn,
    can_cancel_now: status !== 'cancelled' && canCancel(row.deliveriesMade),
    shipping_address: addressView(row.shippingAddress),
    billing_address: addressView(row.billingAddress),
    payment_method: {
      __typename: 'OrderPaymentMethod' as const,
      name: paymentTitle(row.paymentMethod, language),
      type: row.paymentMethod,
      additional_data: [],
    },
    // Card when the shop takes cards (through startSavingsPlanCardSetup); never PayPal.
    available_payment_methods: availablePayments(ctx.services.config, { hasSavingsPlan: true }).map(
      (code) => ({
        __typename: 'AvailablePaymentMethod' as const,
        code,
        title: paymentTitle(code, language),
      }),
    ),
    card_setup_pending: row.cardSetupRef !== null,
    periods: periods.map(({ period, orderNumber }) => ({
      __typename: 'SavingsPlanPeriod' as const,
      index: period.periodIndex,
      due_on: period.dueOn,
      status: PERIOD_STATUS[period.status as keyof typeof PERIOD_STATUS] ?? 'FAILED',
      order_number: orderNumber,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

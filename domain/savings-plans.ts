// Savings-plan (subscription) rules as pure functions: purchase modes, delivery intervals, plan
// constants, which option code a customer group buys under, the subscription discount and the
// integer-cent arithmetic every discount in the shop goes through. Resolvers and the cart call
// these; nothing here knows about GraphQL, the database or the clock.

import { toCents } from './money.ts';
import type { Language } from './store.ts';

/** How a product is bought: once, or as a savings subscription ('onGoing', the spec's name). */
export const PURCHASE_MODES = ['oneTime', 'onGoing'] as const;
export type PurchaseMode = (typeof PURCHASE_MODES)[number];

export const DELIVERY_INTERVALS = ['monthly', 'quarterly'] as const;
export type DeliveryInterval = (typeof DELIVERY_INTERVALS)[number];

/**
 * The text of a cart line's purchase-mode option (Magento's entered_options uid is its base64):
 * 'purchase_mode/oneTime', or 'purchase_mode/onGoing/<interval>' for a savings plan.
 */
export function purchaseModeOptionText(mode: PurchaseMode, interval: DeliveryInterval | null): string {
  return mode === 'onGoing' && interval ? `purchase_mode/onGoing/${interval}` : 'purchase_mode/oneTime';
}

/** Option titles as the shop shows them; the German ones are the spec's exact labels. */
export const DELIVERY_INTERVAL_LABELS = {
  de: { monthly: 'Monatliche Lieferung', quarterly: 'Quartalsweise Lieferung' },
  en: { monthly: 'Monthly delivery', quarterly: 'Quarterly delivery' },
} as const satisfies Record<Language, Record<DeliveryInterval, string>>;

/**
 * "Quarterly means 3 products every 3 months": the customer picks a quantity at the monthly rate
 * and a quarterly delivery ships three months' worth at once. So the quantity chosen in the modal
 * is multiplied by `packsPerDelivery` to get what is shipped and billed per delivery; the
 * customer's consumption per month is the same for both intervals.
 */
export const DELIVERY_INTERVAL_RULES = {
  monthly: { monthsBetweenDeliveries: 1, packsPerDelivery: 1 },
  quarterly: { monthsBetweenDeliveries: 3, packsPerDelivery: 3 },
} as const satisfies Record<DeliveryInterval, { monthsBetweenDeliveries: number; packsPerDelivery: number }>;

export interface DeliveryOption {
  interval: DeliveryInterval;
  label: string;
  monthsBetweenDeliveries: number;
  packsPerDelivery: number;
}

/** The delivery options of the subscription selector, in display order (monthly first). */
export function deliveryOptions(language: Language): readonly DeliveryOption[] {
  return DELIVERY_INTERVALS.map((interval) => ({
    interval,
    label: DELIVERY_INTERVAL_LABELS[language][interval],
    ...DELIVERY_INTERVAL_RULES[interval],
  }));
}

/** Units shipped and billed per delivery for the quantity picked in the modal. */
export function unitsPerDelivery(quantity: number, interval: DeliveryInterval): number {
  return quantity * DELIVERY_INTERVAL_RULES[interval].packsPerDelivery;
}

/** Pack sizes sold, in months of supply (the "1 Monat / 3 Monate / 6 Monate" products). */
export const PACK_SIZES_MONTHS = [1, 3, 6] as const;
export type PackSizeMonths = (typeof PACK_SIZES_MONTHS)[number];

/** Savings-plan terms offered, in months. */
export const PLAN_DURATIONS_MONTHS = [2, 4, 7] as const;
export type PlanDurationMonths = (typeof PLAN_DURATIONS_MONTHS)[number];

export function isPackSize(months: number): months is PackSizeMonths {
  return (PACK_SIZES_MONTHS as readonly number[]).includes(months);
}

export function isPlanDuration(months: number): months is PlanDurationMonths {
  return (PLAN_DURATIONS_MONTHS as readonly number[]).includes(months);
}

/** A savings plan may be cancelled once this many deliveries have been made. */
export const MIN_DELIVERIES_BEFORE_CANCEL = 2;

/**
 * Whether a subscription can be cancelled after `deliveriesMade` deliveries. A count that is not
 * a whole, non-negative number is corrupt data, and we do not guess in the customer's or the
 * shop's favour: it answers false and the account page shows no cancel button.
 */
export function canCancel(deliveriesMade: number): boolean {
  return Number.isInteger(deliveriesMade) && deliveriesMade >= MIN_DELIVERIES_BEFORE_CANCEL;
}

// ---------------------------------------------------------------------------------------------
// Discounts

/** The base subscription discount ("about 10%" in the spec; the shop uses exactly 10). */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;
/** Extra discount for a subscription delivery of at least SUBSCRIPTION_BULK_MIN_QUANTITY units. */
export const SUBSCRIPTION_BULK_EXTRA_PERCENT = 5;
export const SUBSCRIPTION_BULK_MIN_QUANTITY = 5;
/**
 * The shop advertises savings of "up to 15%". Every discount percentage and every discounted
 * amount is capped here, so a mis-entered tier (50 instead of 5) can never sell below it.
 */
export const MAX_SAVINGS_PERCENT = 15;

/**
 * Subscription discount for a delivery of `units` units: 10%, or 15% from 5 units. The threshold
 * counts units per delivery (a quarterly line of 2 ships 6 and qualifies) because the extra 5%
 * rewards the larger shipment, which is what it saves the shop.
 */
export function subscriptionDiscountPercent(units: number): number {
  if (!(units >= 1)) return 0;
  const percent =
    units >= SUBSCRIPTION_BULK_MIN_QUANTITY
      ? SUBSCRIPTION_DISCOUNT_PERCENT + SUBSCRIPTION_BULK_EXTRA_PERCENT
      : SUBSCRIPTION_DISCOUNT_PERCENT;
  return Math.min(percent, MAX_SAVINGS_PERCENT);
}

/** Clamps a configured percentage into [0, MAX_SAVINGS_PERCENT]; NaN and negatives become 0. */
export function capSavingsPercent(percent: number): number {
  if (!(percent > 0)) return 0;
  return Math.min(percent, MAX_SAVINGS_PERCENT);
}

// ---------------------------------------------------------------------------------------------
// Customer groups and plan option codes

/** Magento's group of visitors without an account session. */
export const GUEST_CUSTOMER_GROUP = 0;
/** Customers of this group buy no savings plans: the subscription option is hidden for them. */
export const NO_SUBSCRIPTION_CUSTOMER_GROUP = 4;

export const PLAN_OPTION_CODES = ['-N-', '-R-', '-K-'] as const;
export type PlanOptionCode = (typeof PLAN_OPTION_CODES)[number];

const PLAN_OPTION_CODE_BY_GROUP: Readonly<Record<number, PlanOptionCode>> = { 3: '-R-', 5: '-K-' };

/**
 * The subscription option code the customer buys under: '-R-' for group 3, '-K-' for group 5,
 * none for group 4, '-N-' for everyone else. Group prices need a session: a group id without
 * one (left over from an expired login) must not unlock '-R-'/'-K-' nor hide the plan, so a
 * logged-out visitor always gets '-N-'.
 */
export function planOptionCode(customerGroupId: number | null, loggedIn: boolean): PlanOptionCode | null {
  if (!loggedIn || customerGroupId == null) return '-N-';
  if (customerGroupId === NO_SUBSCRIPTION_CUSTOMER_GROUP) return null;
  return PLAN_OPTION_CODE_BY_GROUP[customerGroupId] ?? '-N-';
}

/** Interval token at the end of an option SKU: months between deliveries plus 'M'. */
const INTERVAL_TOKENS = { monthly: '1M', quarterly: '3M' } as const satisfies Record<
  DeliveryInterval,
  string
>;

/**
 * SKU of one subscription option: product SKU, group code, interval token, e.g. 'PROMAG1-N-1M'
 * or 'PROMAG1-R-3M'. The code keeps its dashes so the parts stay readable in order exports;
 * parsing reads code and token from the end, so a product SKU may itself contain dashes.
 */
export function planOptionSku(sku: string, code: PlanOptionCode, interval: DeliveryInterval): string {
  return `${sku}${code}${INTERVAL_TOKENS[interval]}`;
}

export interface ParsedPlanOptionSku {
  sku: string;
  code: PlanOptionCode;
  interval: DeliveryInterval;
}

const OPTION_SKU_PATTERN = /^(.+)(-[NRK]-)(1M|3M)$/;

/** Splits an option SKU built by planOptionSku; null for anything else. */
export function parsePlanOptionSku(optionSku: string): ParsedPlanOptionSku | null {
  const match = OPTION_SKU_PATTERN.exec(optionSku);
  if (!match) return null;
  const [, sku, code, token] = match;
  const interval = DELIVERY_INTERVALS.find((i) => INTERVAL_TOKENS[i] === token);
  if (sku === undefined || !isPlanOptionCode(code) || interval === undefined) return null;
  return { sku, code, interval };
}

function isPlanOptionCode(code: string | undefined): code is PlanOptionCode {
  return (PLAN_OPTION_CODES as readonly (string | undefined)[]).includes(code);
}

/**
 * Delivery intervals the product offers to this customer, in display order, read from the
 * product's option SKUs (its customizable option values). Options of other groups don't count.
 */
export function availablePlanIntervals(
  optionSkus: readonly string[],
  customerGroupId: number | null,
  loggedIn: boolean,
): DeliveryInterval[] {
  const code = planOptionCode(customerGroupId, loggedIn);
  if (code === null) return [];
  const offered = new Set(
    optionSkus.flatMap((value) => {
      const parsed = parsePlanOptionSku(value);
      return parsed?.code === code ? [parsed.interval] : [];
    }),
  );
  return DELIVERY_INTERVALS.filter((interval) => offered.has(interval));
}

/** Whether the subscription option is shown: the group may subscribe and an option exists for it. */
export function subscriptionAvailable(
  optionSkus: readonly string[],
  customerGroupId: number | null,
  loggedIn: boolean,
): boolean {
  return availablePlanIntervals(optionSkus, customerGroupId, loggedIn).length > 0;
}

// ---------------------------------------------------------------------------------------------
// Discount arithmetic in integer cents (see money.ts)

/**
 * Cents taken off `cents` at `percent`, half-up on the cent, and never more than
 * MAX_SAVINGS_PERCENT of `cents` (rounded down), so the "up to 15%" promise also holds after
 * rounding: 15% of 1.10 is 16.5 cents; half-up would take 17, which is 15.45%, so 16 is taken.
 * Percentages are taken in basis points so the whole computation stays in integers.
 */
export function savingCents(cents: number, percent: number): number {
  if (!(cents > 0)) return 0;
  const basisPoints = Math.round(capSavingsPercent(percent) * 100);
  const rounded = Math.floor((cents * basisPoints + 5000) / 10000);
  const ceiling = Math.floor((cents * MAX_SAVINGS_PERCENT * 100) / 10000);
  return Math.min(rounded, ceiling);
}

/**
 * Whole-percent saving for the percent-saving tag, half-up from the exact cent ratio. Rounding
 * to the nearest (not down) matters: cent rounding makes a 10% discount of 19.94 come out as
 * 9.98%, and the tag must still say 10%. 0 when there is no saving.
 */
export function percentSaving(regularPrice: number, finalPrice: number): number {
  const regular = toCents(regularPrice);
  const saved = regular - toCents(finalPrice);
  if (regular <= 0 || saved <= 0) return 0;
  return Math.floor((saved * 200 + regular) / (regular * 2));
}

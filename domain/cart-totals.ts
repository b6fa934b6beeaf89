// The totals of a cart: each line's gross and net amounts, the coupon discount, the grand total
// and the VAT it contains. Integer cents in, integer cents out. The commerce API's Cart and the
// storefront's price displays both come from here, so the total shown is the total charged.

import type { AppliedRule, LinePrice } from './line-price.ts';
import { toCents } from './money.ts';
import { grossOfCatalogue, netOfGross, type TaxSettings } from './vat.ts';

/** One priced line in cents: what the cart shows for it. */
export interface CartLineAmounts {
  /** Unit price without VAT (Magento's `prices.price`). */
  unitNet: number;
  rowGross: number;
  rowNet: number;
  /** Discount of the line (volume or savings plan), VAT included. */
  discountGross: number;
  /** Which rule gave the discount: 'volume', 'subscription' or 'none'. */
  rule: AppliedRule;
}

/** A line's amounts from its price (see `linePrice`) under the store's VAT settings. */
export function cartLineAmounts(price: LinePrice, tax: TaxSettings): CartLineAmounts {
  const rowGross = grossOfCatalogue(toCents(price.rowTotal), tax);
  return {
    unitNet: netOfGross(grossOfCatalogue(toCents(price.unitPrice), tax), tax.vatRate),
    rowGross,
    rowNet: netOfGross(rowGross, tax.vatRate),
    discountGross: grossOfCatalogue(toCents(price.discountAmount), tax),
    rule: price.appliedRule,
  };
}

export const COUPON_DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** A coupon's rule: a percentage off the subtotal, or a fixed amount in the store's currency. */
export interface CouponRule {
  /** 'percent' or 'fixed'; any other value is treated as a fixed amount, as it always was. */
  discountType: CouponDiscountType | (string & {});
  amount: number;
}

/**
 * Cents a coupon takes off a gross subtotal: percent half-up on the cent, or the fixed amount;
 * never negative and never more than the subtotal (a cart cannot cost less than nothing).
 */
export function couponDiscountCents(coupon: CouponRule | null, subtotalGrossCents: number): number {
  if (!coupon || subtotalGrossCents <= 0) return 0;
  const cents =
    coupon.discountType === 'percent'
      ? Math.round((subtotalGrossCents * coupon.amount) / 100)
      : toCents(coupon.amount);
  return Math.min(Math.max(cents, 0), subtotalGrossCents);
}

export interface CartTotals {
  subtotalGross: number;
  subtotalNet: number;
  couponDiscount: number;
  grandTotal: number;
  /** The grand total without VAT (Magento's subtotal_with_discount_excluding_tax). */
  grandNet: number;
  /** VAT contained in the grand total. */
  tax: number;
  /**
   * Savings already taken off the lines (and so contained in the subtotal), by rule: what the
   * totals show as 'included saving' rows. 0 when no line has that discount.
   */
  lineSavings: LineSavings;
}

export interface LineSavings {
  volume: number;
  subscription: number;
}

/** The line discounts of a cart summed by rule (volume discount, savings-plan discount). */
export function lineSavings(lines: readonly Pick<CartLineAmounts, 'discountGross' | 'rule'>[]): LineSavings {
  const savings: LineSavings = { volume: 0, subscription: 0 };
  for (const line of lines) {
    if (line.rule === 'volume' || line.rule === 'subscription') savings[line.rule] += line.discountGross;
  }
  return savings;
}

/**
 * Totals of a cart's lines with its coupon. The coupon comes off the gross subtotal; VAT is then
 * taken out of the grand total once (not summed per line), so it matches the amount paid.
 */
export function cartTotals(
  lines: readonly CartLineAmounts[],
  coupon: CouponRule | null,
  tax: TaxSettings,
): CartTotals {
  let subtotalGross = 0;
  let subtotalNet = 0;
  for (const line of lines) {
    subtotalGross += line.rowGross;
    subtotalNet += line.rowNet;
  }
  const couponDiscount = couponDiscountCents(coupon, subtotalGross);
  const grandTotal = subtotalGross - couponDiscount;
  const grandNet = netOfGross(grandTotal, tax.vatRate);
  return {
    subtotalGross,
    subtotalNet,
    couponDiscount,
    grandTotal,
    grandNet,
    tax: grandTotal - grandNet,
    lineSavings: lineSavings(lines),
  };
}

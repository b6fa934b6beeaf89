// The price of one cart line (or one add-to-cart option in the modal): which discount applies to
// it, one-time volume discount or savings-plan discount, never both, and the resulting amounts.

import {
  type DeliveryInterval,
  percentSaving,
  planOptionCode,
  savingCents,
  subscriptionDiscountPercent,
  unitsPerDelivery,
} from './savings-plans.ts';
import { fromCents, toCents } from './money.ts';
import { finalPrice } from './pricing.ts';
import { type VolumeTier, volumeDiscountPercent } from './volume-discounts.ts';
import { volumeTiersFor } from './volume-tiers.ts';

export type AppliedRule = 'none' | 'volume' | 'subscription';

interface LinePriceCommon {
  /**
   * Unit price the discount is taken from, in the store's currency: the catalogue's final price
   * (special price included). Whether a product on sale also gets a plan discount is the
   * catalogue's decision; this function takes the price it is given.
   */
  unitPrice: number;
  /** Quantity picked in the quantity selector (for quarterly delivery: per month, see below). */
  quantity: number;
  /** The product's volume tiers; ignored for subscription lines. */
  tiers?: readonly VolumeTier[];
  customerGroup: number | null;
  loggedIn: boolean;
}

/** A one-time line may carry an interval (the modal keeps it when switching); it is ignored. */
export type LinePriceInput = LinePriceCommon &
  ({ mode: 'oneTime'; interval?: DeliveryInterval | null } | { mode: 'onGoing'; interval: DeliveryInterval });

export interface LinePrice {
  /** Units shipped and billed (per delivery for a subscription): 3× the pick for quarterly. */
  quantity: number;
  regularUnitPrice: number;
  /** Discounted unit price; rowTotal is exactly unitPrice × quantity. */
  unitPrice: number;
  /** Percentage of the rule applied (0 with 'none'). */
  discountPercent: number;
  discountAmount: number;
  rowTotal: number;
  regularRowTotal: number;
  /** Whole percent for the percent-saving tag, from the rounded unit prices. */
  savingPercent: number;
  appliedRule: AppliedRule;
}

/**
 * Prices one line in integer cents.
 *
 * - Quarterly delivery ships 3 products every 3 months, so the billed quantity per delivery is
 *   3× the quantity picked (picking 1 means one pack a month, delivered three at a time).
 * - A subscription line gets the subscription discount (10%, 15% from 5 units per delivery) and
 *   never a volume discount; a one-time line gets the volume tier reached, if any.
 * - A subscription line for a customer whose group cannot subscribe (group 4) is priced without
 *   discount instead of failing: a merged guest cart must still render, and checkout refuses the
 *   line through `subscriptionAvailable`.
 * - The discount is taken per unit, half-up on the cent and capped at MAX_SAVINGS_PERCENT (see
 *   `savingCents`), then multiplied out. Per unit rather than per row so the modal's unit price
 *   times the quantity is exactly the total on the button and the invoice line.
 * - A free line (unit price 0) has nothing to discount and reports rule 'none'.
 *
 * Throws RangeError for a quantity that is not a whole number of at least 1 or a negative or
 * non-finite price: resolvers validate user input first, so reaching here with one is a bug.
 */
export function linePrice(input: LinePriceInput): LinePrice {
  const { unitPrice, quantity, tiers = [], customerGroup, loggedIn } = input;
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`Invalid quantity: ${quantity}`);
  if (!Number.isFinite(unitPrice) || unitPrice < 0) throw new RangeError(`Invalid unit price: ${unitPrice}`);

  const units = input.mode === 'onGoing' ? unitsPerDelivery(quantity, input.interval) : quantity;
  const regularCents = toCents(unitPrice);

  let appliedRule: AppliedRule = 'none';
  let percent = 0;
  if (regularCents > 0) {
    if (input.mode === 'onGoing') {
      if (planOptionCode(customerGroup, loggedIn) !== null) {
        appliedRule = 'subscription';
        percent = subscriptionDiscountPercent(units);
      }
    } else {
      percent = volumeDiscountPercent(tiers, units);
      if (percent > 0) appliedRule = 'volume';
    }
  }

  const offCents = savingCents(regularCents, percent);
  const unitCents = regularCents - offCents;
  return {
    quantity: units,
    regularUnitPrice: fromCents(regularCents),
    unitPrice: fromCents(unitCents),
    discountPercent: percent,
    discountAmount: fromCents(offCents * units),
    rowTotal: fromCents(unitCents * units),
    regularRowTotal: fromCents(regularCents * units),
    savingPercent: percentSaving(fromCents(regularCents), fromCents(unitCents)),
    appliedRule,
  };
}

/** A cart line as the catalogue and the cart know it: the product's price row and the choice made. */
export interface CatalogLine {
  /** SKU of the product bought (a pack-size variant's own SKU); picks the volume tiers. */
  sku: string;
  regularPrice: number;
  specialPrice: number | null;
  quantity: number;
  mode: 'oneTime' | 'onGoing';
  /** Delivery interval of a savings-plan line; a savings-plan line without one is priced one-time. */
  interval: DeliveryInterval | null;
  customerGroup: number | null;
  loggedIn: boolean;
}

/**
 * The price of a cart line: the catalogue's final price (special price included), the product's
 * volume tiers and the savings-plan rule, through `linePrice`. The cart the server returns and the
 * total the purchase modal shows before adding are both this function's result.
 */
export function cartLinePrice(line: CatalogLine): LinePrice {
  return linePrice({
    unitPrice: finalPrice(line.regularPrice, line.specialPrice),
    quantity: line.quantity,
    tiers: volumeTiersFor(line.sku),
    customerGroup: line.customerGroup,
    loggedIn: line.loggedIn,
    ...(line.mode === 'onGoing' && line.interval
      ? { mode: 'onGoing' as const, interval: line.interval }
      : { mode: 'oneTime' as const }),
  });
}

// What a cart line says about itself beside its price: how a savings-plan line is delivered
// ("3 packs every 3 months": quarterly delivery ships three months' worth at once) and the
// quantity-discount notice of a one-time line. The cart page, the cart sidebar and the checkout
// summary show these; the price itself comes from the server (`cartLinePrice`).

import { DELIVERY_INTERVAL_RULES, type DeliveryInterval, unitsPerDelivery } from './savings-plans.ts';
import { type QuantityDiscountNotice, quantityDiscountNotice } from './volume-discounts.ts';
import { volumeTiersFor } from './volume-tiers.ts';

/** A cart line as the storefront holds it (the API's names; mode and interval are strings there). */
export interface NotedLine {
  /** SKU the line's tiers are looked up by: the pack-size variant's SKU, else the product's. */
  sku: string;
  /** Quantity picked (for quarterly delivery: packs a month; see `unitsPerDelivery`). */
  quantity: number;
  purchaseMode: string | null | undefined;
  deliveryInterval: string | null | undefined;
}

export interface LineDelivery {
  interval: DeliveryInterval;
  /** Packs shipped (and billed) per delivery. */
  packs: number;
  /** Months between two deliveries. */
  everyMonths: number;
}

function planInterval(line: NotedLine): DeliveryInterval | null {
  if (line.purchaseMode !== 'onGoing') return null;
  return line.deliveryInterval === 'monthly' || line.deliveryInterval === 'quarterly'
    ? line.deliveryInterval
    : null;
}

/**
 * The delivery rhythm of a savings-plan line: a quarterly line of 1 ships 3 packs every 3 months,
 * a monthly line of 2 ships 2 packs every month. Null for a one-time line (and for a plan line
 * without a known interval, which the cart prices as one-time).
 */
export function lineDelivery(line: NotedLine): LineDelivery | null {
  const interval = planInterval(line);
  if (!interval || !(line.quantity >= 1)) return null;
  return {
    interval,
    packs: unitsPerDelivery(line.quantity, interval),
    everyMonths: DELIVERY_INTERVAL_RULES[interval].monthsBetweenDeliveries,
  };
}

/**
 * The quantity-discount notice of a line: only for a one-time line whose product has volume
 * tiers and whose quantity reaches one above 0 % (spec 5), with the next better tier if any.
 * A savings-plan line (priced one-time only when its interval is unknown) never gets it.
 */
export function lineQuantityDiscountNotice(line: NotedLine): QuantityDiscountNotice | null {
  if (line.purchaseMode === 'onGoing' && planInterval(line)) return null;
  return quantityDiscountNotice(volumeTiersFor(line.sku), line.quantity, 'oneTime');
}

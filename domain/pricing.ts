// Catalogue price rules as pure functions: what a shopper pays, what the discount badge says and
// the legal base price (German PAngV) shown beside every price.

import { roundHalfUp, roundMoney } from './money.ts';

/** The special price applies only while it is below the regular price (Magento's rule). */
export function finalPrice(regularPrice: number, specialPrice: number | null | undefined): number {
  if (specialPrice == null || !(specialPrice < regularPrice) || specialPrice < 0)
    return roundMoney(regularPrice);
  return roundMoney(specialPrice);
}

export interface Discount {
  amount_off: number;
  percent_off: number;
}

// Magento treats differences below this as "no discount".
const ZERO_THRESHOLD = 0.0001;

/** Discount between regular and final price: amount and percent, both to 2 decimals as Magento does. */
export function discount(regularPrice: number, final: number): Discount {
  const difference = regularPrice - final;
  if (difference <= ZERO_THRESHOLD || regularPrice <= ZERO_THRESHOLD)
    return { amount_off: 0, percent_off: 0 };
  const amountOff = roundHalfUp(difference, 2);
  return { amount_off: amountOff, percent_off: roundHalfUp((amountOff / regularPrice) * 100, 2) };
}

export type UnitType = 'g' | 'ml' | 'units';

export interface BasePrice {
  amount: number;
  per_unit: 'kg' | 'l' | 'units';
  per_quantity: number;
}

/**
 * Base price of a pack: per kg for grams, per litre for millilitres, per 1000 units for counted
 * items (price / unit_value × 1000 in every case). Null when the pack has no usable quantity.
 */
export function basePrice(
  price: number,
  unitType: string,
  unitValue: number | null | undefined,
): BasePrice | null {
  if (unitValue == null || !(unitValue > 0) || !Number.isFinite(price)) return null;
  const amount = roundMoney((price / unitValue) * 1000);
  switch (unitType) {
    case 'g':
      return { amount, per_unit: 'kg', per_quantity: 1 };
    case 'ml':
      return { amount, per_unit: 'l', per_quantity: 1 };
    case 'units':
      return { amount, per_unit: 'units', per_quantity: 1000 };
    default:
      return null;
  }
}

export interface PriceRow {
  regularPrice: number;
  specialPrice: number | null;
}

export interface ProductPrice {
  regular: number;
  final: number;
  discount: Discount;
}

/** Regular, final and discount of one simple product's price row. */
export function productPrice(row: PriceRow): ProductPrice {
  const regular = roundMoney(row.regularPrice);
  const final = finalPrice(row.regularPrice, row.specialPrice);
  return { regular, final, discount: discount(regular, final) };
}

export interface PriceRange {
  minimum: ProductPrice;
  maximum: ProductPrice;
}

/**
 * Price range over a product's purchasable prices (a simple product has one, a configurable
 * one per variant): the minimum and maximum by final price, each with its own regular price.
 */
export function priceRange(prices: readonly ProductPrice[]): PriceRange | null {
  const [first, ...rest] = prices;
  if (!first) return null;
  let minimum = first;
  let maximum = first;
  for (const p of rest) {
    if (p.final < minimum.final || (p.final === minimum.final && p.regular < minimum.regular)) minimum = p;
    if (p.final > maximum.final || (p.final === maximum.final && p.regular > maximum.regular)) maximum = p;
  }
  return { minimum, maximum };
}

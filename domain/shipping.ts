// Shipping rules both sides need: the countries a shop ships to, its shipping methods per country
// with their gross prices, and the free-shipping threshold. The checkout (domain/checkout.ts
// re-exports all of this), the commerce API and the cart's shipping estimate read them here, so
// the cart page shows the shipping the order will charge. Integer cents, VAT included.

import { FREE_SHIPPING_THRESHOLD_CENTS } from './free-shipping.ts';
import { toCents } from './money.ts';
import type { Lang, Shop } from './store.ts';

/** The shop (EU or Swiss): domain/store.ts's Shop, under the name the checkout rules use. */
export type ShopCode = Shop;

export { FREE_SHIPPING_THRESHOLD_CENTS };

/** Countries each shop accepts addresses from, in the order the form lists them. */
export const SHOP_COUNTRIES: Record<ShopCode, readonly string[]> = {
  eu: ['DE', 'AT', 'NL', 'FR', 'IT'],
  ch: ['CH', 'LI'],
};

export interface ShippingMethodRule {
  carrierCode: string;
  methodCode: string;
  title: Record<Lang, string>;
  carrierTitle: Record<Lang, string>;
  /** Gross price in cents, by country. A country missing here has no such method. */
  prices: Readonly<Record<string, number>>;
  /** Free from the shop's threshold on. */
  freeAboveThreshold: boolean;
}

/**
 * Shipping methods per shop. Italy is an EU shop country without methods (yet): an address
 * there gets the 'no methods' answer rather than a method that cannot be delivered.
 */
export const SHIPPING_METHODS: Record<ShopCode, readonly ShippingMethodRule[]> = {
  eu: [
    {
      carrierCode: 'dhl',
      methodCode: 'standard',
      carrierTitle: { de: 'DHL', en: 'DHL' },
      title: { de: 'Standardversand', en: 'Standard delivery' },
      prices: { DE: 495, AT: 795, NL: 795, FR: 795 },
      freeAboveThreshold: true,
    },
    {
      carrierCode: 'dhl',
      methodCode: 'express',
      carrierTitle: { de: 'DHL', en: 'DHL' },
      title: { de: 'Expressversand', en: 'Express delivery' },
      prices: { DE: 1295 },
      freeAboveThreshold: false,
    },
  ],
  ch: [
    {
      carrierCode: 'post',
      methodCode: 'priority',
      carrierTitle: { de: 'Die Post', en: 'Swiss Post' },
      title: { de: 'PostPac Priority', en: 'PostPac Priority' },
      prices: { CH: 790, LI: 790 },
      freeAboveThreshold: true,
    },
  ],
};

export interface ShippingMethodOffer {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** Gross cents after the free-shipping rule. */
  amountCents: number;
}

/** The methods a shop offers for a country and a goods value (gross cents after discounts). */
export function shippingMethodsFor(
  shop: ShopCode,
  countryCode: string,
  goodsCents: number,
  lang: Lang,
): ShippingMethodOffer[] {
  if (!SHOP_COUNTRIES[shop].includes(countryCode)) return [];
  const free = goodsCents >= FREE_SHIPPING_THRESHOLD_CENTS[shop];
  return SHIPPING_METHODS[shop].flatMap((rule) => {
    const price = rule.prices[countryCode];
    if (price === undefined) return [];
    return [
      {
        carrierCode: rule.carrierCode,
        methodCode: rule.methodCode,
        carrierTitle: rule.carrierTitle[lang],
        methodTitle: rule.title[lang],
        amountCents: free && rule.freeAboveThreshold ? 0 : price,
      },
    ];
  });
}

/** What the shopper still has to add for free shipping (0 once reached). */
export function missingForFreeShippingCents(shop: ShopCode, goodsCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS[shop] - goodsCents);
}

/** The standard shipping price of a shop's first country, before any address is known (cart page). */
export function defaultShippingCents(shop: ShopCode, goodsCents: number): number {
  const country = SHOP_COUNTRIES[shop][0] ?? '';
  return shippingMethodsFor(shop, country, goodsCents, 'en')[0]?.amountCents ?? 0;
}

/** What the cart shows about shipping before any address is known. */
export interface CartShippingEstimate {
  /** The shop's default country (its first: DE in the EU shop, CH in the Swiss shop). */
  countryCode: string;
  /** The standard shipping there for the cart's goods (0 when free). */
  amountCents: number;
  /** The goods value from which shipping is free. */
  thresholdCents: number;
  /** What the shopper still has to add for free shipping (0 once reached). */
  missingCents: number;
}

/**
 * The cart's shipping to the shop's default country, from the cart's own prices as the API gives
 * them (subtotal incl. VAT and the coupon discounts, in the shop's currency): the goods value is
 * the same one the checkout prices shipping on (subtotal less discounts).
 */
export function cartShippingEstimate(
  shop: ShopCode,
  prices: { subtotalIncludingTax: number; discounts: readonly number[] },
): CartShippingEstimate {
  const goodsCents = Math.max(
    0,
    prices.discounts.reduce((sum, discount) => sum - toCents(discount), toCents(prices.subtotalIncludingTax)),
  );
  return {
    countryCode: SHOP_COUNTRIES[shop][0] ?? '',
    amountCents: defaultShippingCents(shop, goodsCents),
    thresholdCents: FREE_SHIPPING_THRESHOLD_CENTS[shop],
    missingCents: missingForFreeShippingCents(shop, goodsCents),
  };
}

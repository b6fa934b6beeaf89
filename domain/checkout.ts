// Checkout rules both sides need: the countries a shop ships to, the shipping methods per shop
// and country with the free-shipping threshold, the payment methods, the address checks. Amounts are integer cents in the shop's currency, gross
// (VAT included), as the shop's catalogue prices are.

import { type AddressDraft, type AddressProblem, addressProblems } from './address.ts';
import { netOfGross } from './vat.ts';

export type ShopCode = 'eu' | 'ch';
export type Lang = 'de' | 'en';

export { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps.ts';

/** Countries each shop accepts addresses from, in the order the form lists them. */
export const SHOP_COUNTRIES: Record<ShopCode, readonly string[]> = {
  eu: ['DE', 'AT', 'NL', 'FR', 'IT'],
  ch: ['CH', 'LI'],
};

import { FREE_SHIPPING_THRESHOLD_CENTS } from './free-shipping.ts';

export { FREE_SHIPPING_THRESHOLD_CENTS };

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

// ---------------------------------------------------------------------------------------------
// Payment methods

export type PaymentCode = 'invoice' | 'banktransfer' | 'stripe' | 'paypal';

export const PAYMENT_TITLES: Record<PaymentCode, Record<Lang, string>> = {
  invoice: { de: 'Rechnung', en: 'Invoice' },
  banktransfer: { de: 'Vorkasse (Überweisung)', en: 'Prepayment (bank transfer)' },
  stripe: { de: 'Kreditkarte', en: 'Credit card' },
  paypal: { de: 'PayPal', en: 'PayPal' },
};

/**
 * Methods that cannot pay a savings plan: its later deliveries are charged while the shopper is
 * away, and the shop holds no PayPal payment mandate for that (card: the card saved at checkout).
 */
export const NOT_FOR_SAVINGS_PLANS: readonly PaymentCode[] = ['paypal'];

/**
 * Invoice and prepayment always; card and PayPal when the shop has the provider's keys; PayPal
 * not for a cart with a savings-plan line (NOT_FOR_SAVINGS_PLANS).
 */
export function paymentMethodsFor(
  providers: { stripe: boolean; paypal: boolean },
  cart: { hasSavingsPlan?: boolean } = {},
): PaymentCode[] {
  const codes: PaymentCode[] = [
    'invoice',
    'banktransfer',
    ...(providers.stripe ? (['stripe'] as const) : []),
    ...(providers.paypal ? (['paypal'] as const) : []),
  ];
  return cart.hasSavingsPlan ? codes.filter((code) => !NOT_FOR_SAVINGS_PLANS.includes(code)) : codes;
}

/** Methods paid at a provider before the order counts as paid. */
export const isProviderPayment = (code: string): code is 'stripe' | 'paypal' =>
  code === 'stripe' || code === 'paypal';

/** Days an invoice is payable in; the SEPA refund window of a direct debit (spec 9). */
export const INVOICE_DUE_DAYS = 14;
export const SEPA_REFUND_WEEKS = 8;
/** Days the withdrawal period lasts from delivery. */
export const WITHDRAWAL_DAYS = 14;

// ---------------------------------------------------------------------------------------------
// Addresses (the field rules are the address book's, domain/address.ts)

/** The rules an address breaks for a shop: the address book's, and a country the shop ships to. */
export function checkoutAddressProblems(shop: ShopCode, draft: AddressDraft): AddressProblem[] {
  const problems = addressProblems(draft);
  const country = draft.country_code?.trim().toUpperCase() ?? '';
  if (country && !problems.some((p) => p.field === 'country_code') && !SHOP_COUNTRIES[shop].includes(country))
    problems.push({ field: 'country_code', rule: 'unknownCountry' });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Email

/** The same loose check the account forms use: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

// ---------------------------------------------------------------------------------------------
// Totals

export interface OrderTotals {
  goodsCents: number;
  shippingCents: number;
  grandTotalCents: number;
  taxCents: number;
  netCents: number;
}

/** Goods (after discounts) plus shipping, both gross, and the VAT they contain at one rate. */
export function orderTotals(goodsCents: number, shippingCents: number, vatRate: number): OrderTotals {
  const grandTotalCents = goodsCents + shippingCents;
  const netCents = netOfGross(grandTotalCents, vatRate);
  return { goodsCents, shippingCents, grandTotalCents, netCents, taxCents: grandTotalCents - netCents };
}

// ---------------------------------------------------------------------------------------------
// Order numbers

/** Sequential per shop: EU orders 1000000001, 1000000002 …; Swiss orders 2000000001 … */
export function orderNumber(shop: ShopCode, sequence: number): string {
  const prefix = shop === 'ch' ? 2 : 1;
  return `${prefix}${String(sequence).padStart(9, '0')}`;
}

export function shopOf(websiteCode: string): ShopCode {
  return websiteCode === 'ch' ? 'ch' : 'eu';
}

// ---------------------------------------------------------------------------------------------
// Prepayment

/** The account a prepayment goes to; the order number is the transfer's reference. */
export const SHOP_BANK_ACCOUNT = {
  holder: 'VitalShop GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bank: 'Commerzbank',
} as const;

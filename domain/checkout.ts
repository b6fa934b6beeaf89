// Checkout rules both sides need: the payment methods, the address checks, totals and order
// numbers; the countries a shop ships to and its shipping methods live in shipping.ts (the cart
// reads them without these rules) and are re-exported here. Amounts are integer cents in the
// shop's currency, gross (VAT included), as the shop's catalogue prices are.

import { type AddressDraft, type AddressProblem, addressProblems } from './address.ts';
import type { Lang } from './store.ts';
import { netOfGross } from './vat.ts';

export type { Lang };

export { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps.ts';
export {
  type CartShippingEstimate,
  cartShippingEstimate,
  defaultShippingCents,
  FREE_SHIPPING_THRESHOLD_CENTS,
  missingForFreeShippingCents,
  SHIPPING_METHODS,
  SHOP_COUNTRIES,
  type ShippingMethodOffer,
  type ShippingMethodRule,
  shippingMethodsFor,
  type ShopCode,
} from './shipping.ts';
import { SHOP_COUNTRIES, type ShopCode } from './shipping.ts';

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

import { describe, expect, it } from 'vitest';
import type { AddressDraft } from '../../domain/address.ts';
import {
  cartShippingEstimate,
  checkoutAddressProblems,
  isEmail,
  missingForFreeShippingCents,
  orderNumber,
  orderTotals,
  paymentMethodsFor,
  shippingMethodsFor,
} from '../../domain/checkout.ts';
import { BERLIN_CART_ADDRESS } from '../addresses.ts';

const address: AddressDraft = BERLIN_CART_ADDRESS;

describe('checkoutAddressProblems', () => {
  it.each([
    ['eu', {}, []],
    ['eu', { postcode: '1011' }, ['postcode:format']],
    [
      'eu',
      { country_code: 'CH', postcode: '8001', region: { region_code: 'ZH' } },
      ['country_code:unknownCountry'],
    ],
    ['eu', { country_code: 'ES', postcode: '28001' }, ['country_code:unknownCountry']],
    ['eu', { country_code: 'XX' }, ['country_code:unknownCountry']],
    ['ch', {}, ['country_code:unknownCountry']],
    ['ch', { country_code: 'CH', postcode: '8001' }, ['region:required']],
    ['ch', { country_code: 'CH', postcode: '8001', region: { region_code: 'ZH' } }, []],
    ['eu', { street: ['', ' '] }, ['street:required']],
  ] as const)('%s %j → %j', (shop, change, problems) => {
    expect(
      checkoutAddressProblems(shop, { ...address, ...change }).map((p) => `${p.field}:${p.rule}`),
    ).toEqual(problems);
  });
});

describe('shipping', () => {
  it.each([
    ['eu', 'DE', 4899, ['dhl/standard 495', 'dhl/express 1295']],
    ['eu', 'DE', 4900, ['dhl/standard 0', 'dhl/express 1295']],
    ['eu', 'AT', 1000, ['dhl/standard 795']],
    ['eu', 'IT', 1000, []],
    ['eu', 'CH', 1000, []],
    ['ch', 'CH', 7899, ['post/priority 790']],
    ['ch', 'LI', 7900, ['post/priority 0']],
  ] as const)('%s ships to %s at %i cents goods: %j', (shop, country, goods, expected) => {
    expect(
      shippingMethodsFor(shop, country, goods, 'de').map(
        (m) => `${m.carrierCode}/${m.methodCode} ${m.amountCents}`,
      ),
    ).toEqual(expected);
  });

  it('says what is missing for free shipping', () => {
    expect(missingForFreeShippingCents('eu', 3000)).toBe(1900);
    expect(missingForFreeShippingCents('ch', 9000)).toBe(0);
  });

  it.each([
    // EU shop: Germany, standard delivery 4,95 € below 49 €, free from 49 €.
    ['eu', 39.9, [], { countryCode: 'DE', amountCents: 495, thresholdCents: 4900, missingCents: 910 }],
    ['eu', 48.99, [], { countryCode: 'DE', amountCents: 495, thresholdCents: 4900, missingCents: 1 }],
    ['eu', 49, [], { countryCode: 'DE', amountCents: 0, thresholdCents: 4900, missingCents: 0 }],
    // A coupon counts: 55 € less 10 € is below the threshold again.
    ['eu', 55, [10], { countryCode: 'DE', amountCents: 495, thresholdCents: 4900, missingCents: 400 }],
    // Swiss shop: Switzerland, CHF 7.90 below CHF 79.
    ['ch', 78.95, [], { countryCode: 'CH', amountCents: 790, thresholdCents: 7900, missingCents: 5 }],
    ['ch', 120, [20.5], { countryCode: 'CH', amountCents: 0, thresholdCents: 7900, missingCents: 0 }],
  ] as const)('the %s cart of %d with discounts %j ships as %j', (shop, subtotal, discounts, expected) => {
    expect(cartShippingEstimate(shop, { subtotalIncludingTax: subtotal, discounts })).toEqual(expected);
  });
});

describe('payments, totals, numbers, emails', () => {
  it('offers card and PayPal only with their keys', () => {
    expect(paymentMethodsFor({ stripe: false, paypal: false })).toEqual(['invoice', 'banktransfer']);
    expect(paymentMethodsFor({ stripe: true, paypal: true })).toEqual([
      'invoice',
      'banktransfer',
      'stripe',
      'paypal',
    ]);
  });

  it('adds shipping and splits the VAT at one rate', () => {
    expect(orderTotals(3980, 495, 7)).toEqual({
      goodsCents: 3980,
      shippingCents: 495,
      grandTotalCents: 4475,
      netCents: 4182,
      taxCents: 293,
    });
  });

  it('numbers orders per shop', () => {
    expect(orderNumber('eu', 1)).toBe('1000000001');
    expect(orderNumber('ch', 42)).toBe('2000000042');
  });

  it.each([
    ['a@b.de', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['', false],
  ])('isEmail(%j) is %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok);
  });
});

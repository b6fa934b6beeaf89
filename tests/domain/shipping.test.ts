import { describe, expect, it } from 'vitest';
import {
  cartShippingEstimate,
  defaultShippingCents,
  missingForFreeShippingCents,
  SHOP_COUNTRIES,
  shippingMethodsFor,
} from '../../domain/shipping.ts';

describe('shop countries', () => {
  it.each([
    ['eu', ['DE', 'AT', 'NL', 'FR', 'IT']],
    ['ch', ['CH', 'LI']],
  ] as const)('shop %s ships to %j, in this order', (shop, countries) => {
    expect(SHOP_COUNTRIES[shop]).toEqual(countries);
  });
});

describe('shippingMethodsFor(shop, country, goods cents, lang): [method code, amount cents]', () => {
  it.each([
    // EU shop, Germany: standard 4.95 € below 49 €, free from 49 €; express 12.95 € always.
    [
      'eu',
      'DE',
      0,
      [
        ['standard', 495],
        ['express', 1295],
      ],
    ],
    [
      'eu',
      'DE',
      4899,
      [
        ['standard', 495],
        ['express', 1295],
      ],
    ],
    [
      'eu',
      'DE',
      4900,
      [
        ['standard', 0],
        ['express', 1295],
      ],
    ],
    [
      'eu',
      'DE',
      4901,
      [
        ['standard', 0],
        ['express', 1295],
      ],
    ],
    // Other EU countries: standard only, 7.95 €, free from the same threshold.
    ['eu', 'AT', 4899, [['standard', 795]]],
    ['eu', 'AT', 4900, [['standard', 0]]],
    ['eu', 'NL', 4899, [['standard', 795]]],
    ['eu', 'FR', 4901, [['standard', 0]]],
    // Italy is a shop country without methods; a Swiss address is not the EU shop's.
    ['eu', 'IT', 4899, []],
    ['eu', 'IT', 10000, []],
    ['eu', 'CH', 4899, []],
    ['eu', 'de', 4899, []],
    // Swiss shop: PostPac Priority 7.90 CHF below 79 CHF, free from 79 CHF, CH and LI alike.
    ['ch', 'CH', 0, [['priority', 790]]],
    ['ch', 'CH', 7899, [['priority', 790]]],
    ['ch', 'CH', 7900, [['priority', 0]]],
    ['ch', 'CH', 7901, [['priority', 0]]],
    ['ch', 'LI', 7899, [['priority', 790]]],
    ['ch', 'LI', 7900, [['priority', 0]]],
    // The EU threshold means nothing in the Swiss shop.
    ['ch', 'CH', 4900, [['priority', 790]]],
    ['ch', 'DE', 7900, []],
  ] as const)('%s %s at %i cents → %j', (shop, country, goods, expected) => {
    const offers = shippingMethodsFor(shop, country, goods, 'de');
    expect(offers.map((offer) => [offer.methodCode, offer.amountCents])).toEqual(expected);
  });

  it.each([
    ['eu', 'DE', 'de', ['DHL Standardversand', 'DHL Expressversand']],
    ['eu', 'DE', 'en', ['DHL Standard delivery', 'DHL Express delivery']],
    ['ch', 'CH', 'de', ['Die Post PostPac Priority']],
    ['ch', 'LI', 'en', ['Swiss Post PostPac Priority']],
  ] as const)('%s %s in %s: carrier and method titles %j', (shop, country, lang, titles) => {
    const offers = shippingMethodsFor(shop, country, 1000, lang);
    expect(offers.map((offer) => `${offer.carrierTitle} ${offer.methodTitle}`)).toEqual(titles);
  });

  it.each([
    ['eu', 'DE', ['dhl', 'dhl']],
    ['ch', 'CH', ['post']],
  ] as const)('%s %s: carrier codes %j', (shop, country, carriers) => {
    expect(shippingMethodsFor(shop, country, 1000, 'en').map((offer) => offer.carrierCode)).toEqual(carriers);
  });
});

describe('missingForFreeShippingCents(shop, goods cents)', () => {
  it.each([
    ['eu', 0, 4900],
    ['eu', 1, 4899],
    ['eu', 4899, 1],
    ['eu', 4900, 0],
    ['eu', 4901, 0],
    ['eu', 12000, 0],
    ['ch', 0, 7900],
    ['ch', 4900, 3000],
    ['ch', 7899, 1],
    ['ch', 7900, 0],
    ['ch', 7901, 0],
  ] as const)('%s at %i → %i', (shop, goods, missing) => {
    expect(missingForFreeShippingCents(shop, goods)).toBe(missing);
  });
});

describe('defaultShippingCents(shop, goods cents): standard to the first country', () => {
  it.each([
    ['eu', 0, 495],
    ['eu', 4899, 495],
    ['eu', 4900, 0],
    ['eu', 4901, 0],
    ['ch', 0, 790],
    ['ch', 7899, 790],
    ['ch', 7900, 0],
    ['ch', 7901, 0],
  ] as const)('%s at %i → %i', (shop, goods, cents) => {
    expect(defaultShippingCents(shop, goods)).toBe(cents);
  });
});

describe('cartShippingEstimate(shop, prices): goods = subtotal incl. VAT less discounts', () => {
  it.each([
    // shop, subtotal, discounts, country, amount, threshold, missing
    ['eu', 0, [], 'DE', 495, 4900, 4900],
    ['eu', 48.99, [], 'DE', 495, 4900, 1],
    ['eu', 49, [], 'DE', 0, 4900, 0],
    ['eu', 49.01, [], 'DE', 0, 4900, 0],
    // A coupon can take the cart back under the threshold.
    ['eu', 54.9, [5.91], 'DE', 495, 4900, 1],
    ['eu', 54.9, [5.9], 'DE', 0, 4900, 0],
    ['eu', 60, [5, 6.01], 'DE', 495, 4900, 1],
    // Float amounts are taken to the cent: 0.1 + 0.2 style sums do not miss the threshold.
    ['eu', 49.1, [0.1], 'DE', 0, 4900, 0],
    // Discounts above the subtotal leave no negative goods value.
    ['eu', 10, [20], 'DE', 495, 4900, 4900],
    ['ch', 78.99, [], 'CH', 790, 7900, 1],
    ['ch', 79, [], 'CH', 0, 7900, 0],
    ['ch', 79.01, [], 'CH', 0, 7900, 0],
    ['ch', 85, [6.01], 'CH', 790, 7900, 1],
    // 49 € is free in the EU shop, 49 CHF is not in the Swiss one.
    ['ch', 49, [], 'CH', 790, 7900, 3000],
  ] as const)(
    '%s: subtotal %s, discounts %j → %s %i, threshold %i, missing %i',
    (shop, subtotal, discounts, country, amount, threshold, missing) => {
      expect(cartShippingEstimate(shop, { subtotalIncludingTax: subtotal, discounts })).toEqual({
        countryCode: country,
        amountCents: amount,
        thresholdCents: threshold,
        missingCents: missing,
      });
    },
  );
});

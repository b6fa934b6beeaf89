import { describe, expect, it } from 'vitest';
import {
  type CartLineAmounts,
  cartLineAmounts,
  cartTotals,
  couponDiscountCents,
} from '../../domain/cart-totals.ts';
import { cartLinePrice, linePrice } from '../../domain/line-price.ts';
import { grossOfCatalogue, grossOfNet, netOfGross } from '../../domain/vat.ts';

const EU = { vatRate: 19, pricesIncludeTax: true };
const CH = { vatRate: 8.1, pricesIncludeTax: true };
const NET_SHOP = { vatRate: 19, pricesIncludeTax: false };

describe('VAT', () => {
  it.each([
    // gross cents, rate, net cents
    [11900, 19, 10000],
    [1990, 19, 1672], // 16.722… → 16.72
    [1000, 19, 840], // 8.403… → 8.40
    [10810, 8.1, 10000],
    [0, 19, 0],
    [1, 19, 1], // 0.84 → 1
  ])('net of %i cents gross at %d %% is %i', (gross, rate, net) => {
    expect(netOfGross(gross, rate)).toBe(net);
  });

  it.each([
    [10000, 19, 11900],
    [1672, 19, 1990], // 19.8968 → 19.90
    [10000, 8.1, 10810],
    [0, 19, 0],
  ])('gross of %i cents net at %d %% is %i', (net, rate, gross) => {
    expect(grossOfNet(net, rate)).toBe(gross);
  });

  it('leaves gross catalogue prices alone and adds VAT to net ones', () => {
    expect(grossOfCatalogue(1990, EU)).toBe(1990);
    expect(grossOfCatalogue(1990, CH)).toBe(1990);
    expect(grossOfCatalogue(1000, NET_SHOP)).toBe(1190);
  });
});

describe('couponDiscountCents', () => {
  it.each([
    // coupon, gross subtotal cents, discount cents
    [{ discountType: 'percent', amount: 10 }, 5990, 599],
    [{ discountType: 'percent', amount: 10 }, 5995, 600], // 599.5 → half-up
    [{ discountType: 'percent', amount: 15 }, 1, 0],
    [{ discountType: 'fixed', amount: 5 }, 5990, 500],
    [{ discountType: 'fixed', amount: 5 }, 300, 300], // never more than the subtotal
    [{ discountType: 'fixed', amount: -5 }, 5990, 0], // never negative
    [{ discountType: 'percent', amount: 150 }, 2000, 2000],
    [{ discountType: 'percent', amount: 10 }, 0, 0],
    [null, 5990, 0],
  ])('%o on %i cents takes %i cents', (coupon, subtotal, expected) => {
    expect(couponDiscountCents(coupon, subtotal)).toBe(expected);
  });
});

describe('cartLineAmounts', () => {
  it('splits a gross line into net amounts at the store rate', () => {
    const price = linePrice({
      mode: 'oneTime',
      unitPrice: 19.9,
      quantity: 3,
      customerGroup: null,
      loggedIn: false,
    });
    expect(cartLineAmounts(price, EU)).toEqual({
      unitNet: 1672,
      rowGross: 5970,
      rowNet: 5017,
      discountGross: 0,
      rule: 'none',
    });
  });

  it('adds VAT to every amount of a shop with net prices', () => {
    const price = linePrice({
      mode: 'oneTime',
      unitPrice: 10,
      quantity: 3,
      tiers: [{ qty: 3, percent: 10 }],
      customerGroup: null,
      loggedIn: false,
    });
    // 9.00 net a unit → 10.71 gross; the row is 27.00 net → 32.13 gross; 3.00 off → 3.57.
    expect(cartLineAmounts(price, NET_SHOP)).toEqual({
      unitNet: 900,
      rowGross: 3213,
      rowNet: 2700,
      discountGross: 357,
      rule: 'volume',
    });
  });
});

describe('cartTotals', () => {
  const line = (rowGross: number, rate = 19): CartLineAmounts => ({
    unitNet: 0,
    rowGross,
    rowNet: netOfGross(rowGross, rate),
    discountGross: 0,
    rule: 'none',
  });

  it.each([
    // label, rows, coupon, settings, expected totals
    [
      'no lines',
      [],
      null,
      EU,
      { subtotalGross: 0, subtotalNet: 0, couponDiscount: 0, grandTotal: 0, grandNet: 0, tax: 0 },
    ],
    [
      'two lines, no coupon',
      [line(1990), line(3980)],
      null,
      EU,
      {
        subtotalGross: 5970,
        subtotalNet: 5017,
        couponDiscount: 0,
        grandTotal: 5970,
        grandNet: 5017,
        tax: 953,
      },
    ],
    [
      'a 10 % coupon: VAT is taken from the discounted total',
      [line(1990), line(3980)],
      { discountType: 'percent', amount: 10 },
      EU,
      {
        subtotalGross: 5970,
        subtotalNet: 5017,
        couponDiscount: 597,
        grandTotal: 5373,
        grandNet: 4515,
        tax: 858,
      },
    ],
    [
      'a fixed coupon larger than the cart',
      [line(300)],
      { discountType: 'fixed', amount: 5 },
      EU,
      { subtotalGross: 300, subtotalNet: 252, couponDiscount: 300, grandTotal: 0, grandNet: 0, tax: 0 },
    ],
    [
      'the Swiss rate',
      [line(10810, 8.1)],
      null,
      CH,
      {
        subtotalGross: 10810,
        subtotalNet: 10000,
        couponDiscount: 0,
        grandTotal: 10810,
        grandNet: 10000,
        tax: 810,
      },
    ],
  ] as const)('%s', (_label, rows, coupon, settings, expected) => {
    expect(cartTotals(rows, coupon, settings)).toEqual({
      ...expected,
      lineSavings: { volume: 0, subscription: 0 },
    });
  });

  it('sums the line discounts by rule as the savings included in the subtotal', () => {
    const discounted = (rowGross: number, discountGross: number, rule: CartLineAmounts['rule']) => ({
      ...line(rowGross),
      discountGross,
      rule,
    });
    const totals = cartTotals(
      [discounted(8520, 450, 'volume'), discounted(2691, 299, 'subscription'), discounted(1495, 0, 'none')],
      { discountType: 'percent', amount: 10 },
      EU,
    );
    expect(totals.lineSavings).toEqual({ volume: 450, subscription: 299 });
    // The savings are already in the subtotal: they are shown, never taken off twice.
    expect(totals.subtotalGross).toBe(8520 + 2691 + 1495);
    expect(totals.grandTotal).toBe(totals.subtotalGross - totals.couponDiscount);
  });

  it('subtotal net is the sum of the line nets (per-line rounding kept)', () => {
    // 0.01 gross has a net of 0.01 at 19 %; the subtotal nets add up, the grand net is taken once.
    const totals = cartTotals([line(1), line(1), line(1)], null, EU);
    expect(totals.subtotalNet).toBe(3);
    expect(totals.grandNet).toBe(3);
    expect(totals.tax).toBe(0);
  });
});

describe('cartLinePrice', () => {
  const base = {
    regularPrice: 29.9,
    specialPrice: null,
    customerGroup: null,
    loggedIn: false,
    interval: null,
  } as const;

  it.each([
    // sku, mode, interval, quantity, unit price, row total, rule
    ['PROMAG1', 'oneTime', null, 1, 29.9, 29.9, 'none'],
    ['PROMAG1', 'oneTime', null, 3, 28.4, 85.2, 'volume'], // standard tiers: 5 % from 3 (149.5 cents off, half-up)
    ['PROMAG1', 'oneTime', null, 6, 26.91, 161.46, 'volume'], // 10 % from 6
    ['KOLLAGEN-3M', 'oneTime', null, 3, 29.0, 87.0, 'volume'], // collagen: 3 % from 3
    ['PROMAG1', 'onGoing', 'monthly', 1, 26.91, 26.91, 'subscription'],
    ['PROMAG1', 'onGoing', 'quarterly', 2, 25.42, 152.52, 'subscription'], // 6 units: 15 %, capped to 448 cents
    ['PROMAG1', 'onGoing', null, 3, 28.4, 85.2, 'volume'], // a plan line without interval is one-time
  ] as const)(
    '%s %s %s ×%i: %d a unit, %d the row (%s)',
    (sku, mode, interval, quantity, unit, row, rule) => {
      const price = cartLinePrice({ ...base, sku, mode, interval, quantity });
      expect(price.unitPrice).toBe(unit);
      expect(price.rowTotal).toBe(row);
      expect(price.appliedRule).toBe(rule);
    },
  );

  it('takes the special price while it is below the regular one', () => {
    const onSale = cartLinePrice({
      ...base,
      specialPrice: 24.9,
      sku: 'PROMAG1',
      mode: 'oneTime',
      quantity: 1,
    });
    expect(onSale.unitPrice).toBe(24.9);
    const notASale = cartLinePrice({
      ...base,
      specialPrice: 31,
      sku: 'PROMAG1',
      mode: 'oneTime',
      quantity: 1,
    });
    expect(notASale.unitPrice).toBe(29.9);
  });
});

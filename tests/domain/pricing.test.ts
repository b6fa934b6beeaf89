import { describe, expect, it } from 'vitest';
import { basePrice, discount, finalPrice, priceRange, productPrice } from '../../domain/pricing.ts';
import { roundHalfUp, roundMoney } from '../../domain/money.ts';

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [19.9, 19.9],
    [0.125, 0.13],
    [10.004, 10],
    [-1.005, -1.01],
    [0, 0],
    [53.73 * 3, 161.19],
  ])('%s → %s', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });

  it('rounds to other precisions', () => {
    expect(roundHalfUp(12.345, 1)).toBe(12.3);
    expect(roundHalfUp(12.35, 1)).toBe(12.4);
    expect(roundHalfUp(12.5, 0)).toBe(13);
  });
});

describe('finalPrice', () => {
  it.each([
    { regular: 24.9, special: null, expected: 24.9 },
    { regular: 24.9, special: undefined, expected: 24.9 },
    { regular: 24.9, special: 19.9, expected: 19.9 },
    { regular: 24.9, special: 24.9, expected: 24.9 },
    { regular: 24.9, special: 29.9, expected: 24.9 },
    { regular: 24.9, special: 0, expected: 0 },
    { regular: 24.9, special: -1, expected: 24.9 },
    { regular: 10.555, special: null, expected: 10.56 },
  ])('regular $regular, special $special → $expected', ({ regular, special, expected }) => {
    expect(finalPrice(regular, special)).toBe(expected);
  });
});

describe('discount', () => {
  it.each([
    { regular: 24.9, final: 19.9, amount: 5, percent: 20.08 },
    { regular: 100, final: 85, amount: 15, percent: 15 },
    { regular: 59.9, final: 49.9, amount: 10, percent: 16.69 },
    { regular: 24.9, final: 24.9, amount: 0, percent: 0 },
    { regular: 24.9, final: 29.9, amount: 0, percent: 0 },
    { regular: 0, final: 0, amount: 0, percent: 0 },
    { regular: 10, final: 9.99995, amount: 0, percent: 0 },
    { regular: 3, final: 2, amount: 1, percent: 33.33 },
  ])('$regular → $final: $amount off, $percent %', ({ regular, final, amount, percent }) => {
    expect(discount(regular, final)).toEqual({ amount_off: amount, percent_off: percent });
  });
});

describe('basePrice', () => {
  it.each([
    { price: 24.9, unitType: 'g', unitValue: 300, expected: { amount: 83, per_unit: 'kg', per_quantity: 1 } },
    { price: 19.9, unitType: 'ml', unitValue: 20, expected: { amount: 995, per_unit: 'l', per_quantity: 1 } },
    {
      price: 29.9,
      unitType: 'ml',
      unitValue: 500,
      expected: { amount: 59.8, per_unit: 'l', per_quantity: 1 },
    },
    {
      price: 19.9,
      unitType: 'units',
      unitValue: 120,
      expected: { amount: 165.83, per_unit: 'units', per_quantity: 1000 },
    },
    { price: 19.9, unitType: 'units', unitValue: 0, expected: null },
    { price: 19.9, unitType: 'g', unitValue: null, expected: null },
    { price: 19.9, unitType: 'pieces', unitValue: 10, expected: null },
  ])('$price for $unitValue $unitType', ({ price, unitType, unitValue, expected }) => {
    expect(basePrice(price, unitType, unitValue)).toEqual(expected);
  });
});

describe('productPrice and priceRange', () => {
  const oneMonth = productPrice({ regularPrice: 19.9, specialPrice: null });
  const threeMonths = productPrice({ regularPrice: 53.9, specialPrice: 47.9 });
  const sixMonths = productPrice({ regularPrice: 101.9, specialPrice: null });

  it('computes final price and discount of a row', () => {
    expect(threeMonths).toEqual({
      regular: 53.9,
      final: 47.9,
      discount: { amount_off: 6, percent_off: 11.13 },
    });
  });

  it('picks the cheapest and dearest final price', () => {
    expect(priceRange([threeMonths, oneMonth, sixMonths])).toEqual({ minimum: oneMonth, maximum: sixMonths });
  });

  it('uses the lower regular price to break a tie of final prices', () => {
    const discounted = productPrice({ regularPrice: 24.9, specialPrice: 19.9 });
    expect(priceRange([discounted, oneMonth])?.minimum).toBe(oneMonth);
  });

  it('is null without prices', () => {
    expect(priceRange([])).toBeNull();
  });
});

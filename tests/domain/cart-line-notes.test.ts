import { describe, expect, it } from 'vitest';
import { lineDelivery, lineQuantityDiscountNotice } from '../../domain/cart-line-notes.ts';

describe('lineDelivery', () => {
  it.each([
    // mode, interval, quantity, expected
    ['onGoing', 'quarterly', 1, { interval: 'quarterly', packs: 3, everyMonths: 3 }],
    ['onGoing', 'quarterly', 2, { interval: 'quarterly', packs: 6, everyMonths: 3 }],
    ['onGoing', 'monthly', 1, { interval: 'monthly', packs: 1, everyMonths: 1 }],
    ['onGoing', 'monthly', 4, { interval: 'monthly', packs: 4, everyMonths: 1 }],
    ['oneTime', null, 3, null],
    ['oneTime', 'quarterly', 3, null],
    ['onGoing', null, 1, null], // priced one-time by the cart
    ['onGoing', 'weekly', 1, null],
    [null, null, 1, null],
  ] as const)('%s %s ×%i → %o', (purchaseMode, deliveryInterval, quantity, expected) => {
    expect(lineDelivery({ sku: 'PROMAG1', quantity, purchaseMode, deliveryInterval })).toEqual(expected);
  });
});

describe('lineQuantityDiscountNotice', () => {
  it.each([
    // sku, mode, interval, quantity, expected notice
    ['PROMAG1', 'oneTime', null, 1, null],
    ['PROMAG1', 'oneTime', null, 2, null],
    ['PROMAG1', 'oneTime', null, 3, { percent: 5, nextTier: { qty: 6, percent: 10 } }],
    ['PROMAG1', 'oneTime', null, 6, { percent: 10 }],
    ['KOLLAGEN-3M', 'oneTime', null, 3, { percent: 3 }],
    ['PROMAG1', null, null, 3, { percent: 5, nextTier: { qty: 6, percent: 10 } }],
    // A savings-plan line never combines with a volume discount…
    ['PROMAG1', 'onGoing', 'monthly', 6, null],
    ['PROMAG1', 'onGoing', 'quarterly', 3, null],
    // …unless it has no interval, when the cart prices it one-time.
    ['PROMAG1', 'onGoing', null, 3, { percent: 5, nextTier: { qty: 6, percent: 10 } }],
  ] as const)('%s %s %s ×%i → %o', (sku, purchaseMode, deliveryInterval, quantity, expected) => {
    expect(lineQuantityDiscountNotice({ sku, quantity, purchaseMode, deliveryInterval })).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../domain/free-shipping.ts';
import { FREE_SHIPPING_THRESHOLD_CENTS as REEXPORTED } from '../../domain/shipping.ts';

describe('free-shipping thresholds (gross goods value, integer cents)', () => {
  it.each([
    ['eu', 4900], // 49 €
    ['ch', 7900], // 79 CHF
  ] as const)('shop %s: free from %i cents', (shop, cents) => {
    expect(FREE_SHIPPING_THRESHOLD_CENTS[shop]).toBe(cents);
    expect(Number.isInteger(FREE_SHIPPING_THRESHOLD_CENTS[shop])).toBe(true);
  });

  it('the shipping rules read the same thresholds', () => {
    expect(REEXPORTED).toBe(FREE_SHIPPING_THRESHOLD_CENTS);
  });
});

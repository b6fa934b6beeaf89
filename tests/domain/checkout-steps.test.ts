import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, isCheckoutStep } from '../../domain/checkout-steps.ts';

describe('checkout steps (URL segments under /{lang}/checkout2/)', () => {
  it.each([
    [0, 'user-account'],
    [1, 'shipping'],
    [2, 'billing'],
    [3, 'payment'],
    [4, 'thank-you'],
  ])('step %i is %s', (index, step) => {
    expect(CHECKOUT_STEPS[index]).toBe(step);
  });

  it('has exactly these five steps', () => {
    expect(CHECKOUT_STEPS).toHaveLength(5);
  });

  it.each([
    ['user-account', true],
    ['shipping', true],
    ['billing', true],
    ['payment', true],
    ['thank-you', true],
    // Not a step: other spellings, neighbouring pages, the empty segment.
    ['Shipping', false],
    ['thank_you', false],
    ['thankyou', false],
    ['shipping ', false],
    ['user-account/', false],
    ['checkout', false],
    ['cart', false],
    ['', false],
    ['versand', false],
  ])('isCheckoutStep(%j) = %s', (segment, expected) => {
    expect(isCheckoutStep(segment)).toBe(expected);
  });
});

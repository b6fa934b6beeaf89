import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors.ts';
import { checkoutErrorCode } from '../../src/lib/checkout-actors.ts';

// The checkout's actors sort a refusal by the code the server sends in `extensions.code`, not by
// its English text: a changed or translated message sorts the same, a code decides alone.

const refused = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('checkoutErrorCode', () => {
  it.each([
    [ERRORS.NOT_ENOUGH_STOCK.message, { category: 'graphql-input', code: 'NOT_ENOUGH_STOCK' }, 'outOfStock'],
    [
      'The requested qty is not available',
      { category: 'graphql-input', code: 'QTY_NOT_AVAILABLE' },
      'outOfStock',
    ],
    ["The cart isn't active.", { category: 'graphql-no-such-entity', code: 'CART_INACTIVE' }, 'cartGone'],
    [
      'Could not find a cart with ID "x"',
      { category: 'graphql-no-such-entity', code: 'NOT_FOUND' },
      'cartGone',
    ],
    [
      'The current user cannot perform operations on cart "x"',
      { category: 'graphql-authorization', code: 'NOT_AUTHORIZED' },
      'cartGone',
    ],
    [ERRORS.CART_CHANGED.message, { category: 'graphql-input', code: 'CART_CHANGED' }, 'cartGone'],
    ['Cart does not contain products.', { category: 'graphql-input', code: 'CART_EMPTY' }, 'cartGone'],
    ['Please enter a valid postcode.', { category: 'graphql-input', code: 'INVALID_INPUT' }, 'invalidInput'],
    [
      'The requested Payment Method is not available.',
      { category: 'graphql-input', code: 'PAYMENT_NOT_AVAILABLE' },
      'invalidInput',
    ],
    ['An error occurred', { category: 'internal', code: 'INTERNAL' }, 'network'],
  ] as const)('%s (%o) → %s', (message, extensions, expected) => {
    expect(checkoutErrorCode(refused(message, extensions))).toBe(expected);
  });

  it('goes by the code, not the text: the stock text with another code is not out of stock, and back', () => {
    expect(checkoutErrorCode(refused(ERRORS.NOT_ENOUGH_STOCK.message, { code: 'INVALID_INPUT' }))).toBe(
      'invalidInput',
    );
    expect(checkoutErrorCode(refused('Nicht genug auf Lager.', { code: 'NOT_ENOUGH_STOCK' }))).toBe(
      'outOfStock',
    );
  });

  it("reads Magento's category when a server sends no code (a real Magento)", () => {
    expect(checkoutErrorCode(refused('Could not find a cart', { category: 'graphql-no-such-entity' }))).toBe(
      'cartGone',
    );
    expect(checkoutErrorCode(refused('Some refusal', { category: 'graphql-input' }))).toBe('invalidInput');
  });

  it('a call that got no answer is a network error', () => {
    expect(checkoutErrorCode(new TypeError('Failed to fetch'))).toBe('network');
  });
});

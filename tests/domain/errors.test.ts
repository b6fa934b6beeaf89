import { describe, expect, it } from 'vitest';
import { CATEGORY_CODES, ERRORS, type ErrorCode, errorCodeOf, isErrorCode } from '../../domain/errors.ts';
import { CommerceError } from '../../server/commerce/errors.ts';

describe('error codes', () => {
  it.each(Object.entries(ERRORS) as [ErrorCode, (typeof ERRORS)[ErrorCode]][])(
    '%s: its message is coded back to it, and the server sends the code',
    (code, { message, category }) => {
      expect(errorCodeOf(message, category)).toBe(code);
      expect(new CommerceError(message, category).extensions).toEqual({ category, code });
    },
  );

  it.each([
    ['REVIEW_TOO_LONG', 'Der Text ist zu lang.', 'graphql-input'],
    ['PRODUCT_NOT_FOUND', 'Das angeforderte Produkt existiert nicht.', 'graphql-no-such-entity'],
    ['STOCK_ALERT_IN_STOCK', 'Dieses Produkt ist vorrätig.', 'graphql-input'],
  ] as const)('a coded error keeps %s with its text in another language', (code, message, category) => {
    const error = CommerceError.coded(code, message);
    expect(error.message).toBe(message);
    expect(error.extensions).toEqual({ category, code });
    expect(CommerceError.coded(code).message).toBe(ERRORS[code].message);
  });

  it('gives every message one code (no two codes share a text)', () => {
    const messages = Object.values(ERRORS).map((e) => e.message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it.each([
    ['Could not find a cart with ID "abc"', 'graphql-no-such-entity', 'NOT_FOUND'],
    ['The current user cannot perform operations on cart "abc"', 'graphql-authorization', 'NOT_AUTHORIZED'],
    ['Cart ID "x" is not valid.', 'graphql-input', 'INVALID_INPUT'],
    ['some other sign-in refusal', 'graphql-authentication', 'SIGN_IN_FAILED'],
  ] as const)(
    'a message without a fixed text is coded by its category: %s → %s',
    (message, category, code) => {
      expect(errorCodeOf(message, category)).toBe(code);
      expect(CATEGORY_CODES[category]).toBe(code);
    },
  );

  it.each([
    ['QTY_NOT_AVAILABLE', true],
    ['COUPON_INVALID', true],
    ['NOT_FOUND', false],
    ['toString', false],
    [undefined, false],
  ])('isErrorCode(%o) is %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors.ts';
import { ERROR_MESSAGES, errorMessage, userErrorMessage } from '../../machines/error-messages.ts';

const FALLBACK = { id: 'test.fallback', message: 'Fallback' };

describe("the SPA's error messages", () => {
  it.each(Object.entries(ERROR_MESSAGES).filter(([code]) => code !== 'NETWORK'))(
    "%s: the source text is the server's message for the code",
    (code, descriptor) => {
      expect(descriptor.message).toBe(ERRORS[code as keyof typeof ERRORS].message);
    },
  );

  it.each([
    [{ message: 'anything', code: 'QTY_NOT_AVAILABLE' }, ERROR_MESSAGES.QTY_NOT_AVAILABLE],
    [{ message: 'Failed to fetch', code: 'NETWORK' }, ERROR_MESSAGES.NETWORK],
    [{ message: 'Could not find a cart with ID "x"', code: 'NOT_FOUND' }, FALLBACK],
    [{ message: 'The requested qty is not available' }, FALLBACK], // the text alone decides nothing
    [new Error('boom'), FALLBACK],
    [null, FALLBACK],
  ])('errorMessage(%o) is the code’s message or the fallback', (error, expected) => {
    expect(errorMessage(error, FALLBACK)).toBe(expected);
  });

  it.each([
    [
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      ERROR_MESSAGES.QTY_NOT_AVAILABLE,
    ],
    [{ code: 'NOT_SALABLE', message: 'x' }, ERROR_MESSAGES.NOT_SALABLE],
    [{ code: 'UNDEFINED', message: ERRORS.PLANS_NOT_AVAILABLE.message }, ERROR_MESSAGES.PLANS_NOT_AVAILABLE],
    [{ code: 'UNDEFINED', message: 'Something else' }, FALLBACK],
    [undefined, FALLBACK],
  ])('userErrorMessage(%o)', (error, expected) => {
    expect(userErrorMessage(error, FALLBACK)).toBe(expected);
  });
});

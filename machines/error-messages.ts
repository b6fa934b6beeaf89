import type { MessageDescriptor } from '@lingui/core';
import { ERRORS, type ErrorCode, isErrorCode } from '../domain/errors.ts';

/**
 * The shopper's text for an error, chosen by the code the server sends (domain/errors.ts), never
 * by its English message: views translate the descriptor, so no backend text reaches a German
 * shopper in English. The source texts are Magento's messages, written out because Lingui
 * extracts literals only; tests/unit/error-messages.test.ts keeps them equal to domain/errors.ts.
 */

/** The code the app's actors give a failure that never reached the server (offline, timeout). */
export const NETWORK_ERROR_CODE = 'NETWORK';

export const ERROR_MESSAGES = {
  SIGN_IN_FAILED: /*i18n*/ {
    id: 'session.loginFailed',
    message:
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  },
  EMAIL_TAKEN: /*i18n*/ {
    id: 'session.emailTaken',
    message: 'A customer with the same email address already exists in an associated website.',
  },
  PASSWORD_TOO_SHORT: /*i18n*/ {
    id: 'error.passwordTooShort',
    message: 'The password needs at least 8 characters. Create a new password and try again.',
  },
  PASSWORD_CLASSES: /*i18n*/ {
    id: 'error.passwordClasses',
    message: 'The password needs at least one letter and one digit. Create a new password and try again.',
  },
  RESET_TOKEN_MISMATCH: /*i18n*/ {
    id: 'error.resetTokenMismatch',
    message: 'The password token is mismatched. Reset and try again.',
  },
  RESET_TOKEN_EXPIRED: /*i18n*/ {
    id: 'error.resetTokenExpired',
    message: 'The password token is expired. Reset and try again.',
  },
  CAPTCHA_FAILED: /*i18n*/ {
    id: 'error.captchaFailed',
    message: 'Captcha verification failed. Please try again.',
  },
  COUPON_INVALID: /*i18n*/ {
    id: 'cart.invalidCoupon',
    message: "The coupon code isn't valid. Verify the code and try again.",
  },
  COUPON_ALREADY_APPLIED: /*i18n*/ {
    id: 'error.couponAlreadyApplied',
    message: 'A coupon is already applied to the cart. Please remove it to apply another',
  },
  CART_EMPTY: /*i18n*/ { id: 'error.cartEmpty', message: 'Cart does not contain products.' },
  QTY_NOT_POSITIVE: /*i18n*/ {
    id: 'error.qtyNotPositive',
    message: 'Please enter a number greater than 0 in this field.',
  },
  QTY_NOT_AVAILABLE: /*i18n*/ { id: 'error.qtyNotAvailable', message: 'The requested qty is not available' },
  NOT_SALABLE: /*i18n*/ {
    id: 'error.notSalable',
    message: 'Product that you are trying to add is not available.',
  },
  ITEM_NOT_FOUND: /*i18n*/ { id: 'error.itemNotFound', message: "The cart doesn't contain the item" },
  PLANS_NOT_AVAILABLE: /*i18n*/ {
    id: 'error.plansNotAvailable',
    message: 'Savings plans are not available for this customer.',
  },
  TOO_MANY_REQUESTS: /*i18n*/ {
    id: 'error.tooManyRequests',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },
  NETWORK: /*i18n*/ {
    id: 'error.network',
    message: 'The shop could not be reached. Please check your connection and try again.',
  },
} as const satisfies Partial<Record<ErrorCode | typeof NETWORK_ERROR_CODE, MessageDescriptor>>;

type KnownCode = keyof typeof ERROR_MESSAGES;

function isKnownCode(code: unknown): code is KnownCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** The text for a failed call: its code's message, else `fallback` (the flow's own message). */
export function errorMessage(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  const code = codeOf(error);
  return isKnownCode(code) ? ERROR_MESSAGES[code] : fallback;
}

/** Magento's CartUserInputError codes and the messages that go with them. */
const USER_ERROR_CODES: Readonly<Record<string, KnownCode>> = {
  INSUFFICIENT_STOCK: 'QTY_NOT_AVAILABLE',
  NOT_SALABLE: 'NOT_SALABLE',
};

/**
 * The text for a refused cart line (user_errors): by its code; Magento's catch-all code
 * UNDEFINED carries one of the fixed texts, which names its code; anything else is `fallback`.
 */
export function userErrorMessage(
  error: { code?: string | null; message?: string | null } | undefined,
  fallback: MessageDescriptor,
): MessageDescriptor {
  const byCode = error?.code ? USER_ERROR_CODES[error.code] : undefined;
  if (byCode) return ERROR_MESSAGES[byCode];
  const byText = (Object.keys(ERRORS) as ErrorCode[]).find((code) => ERRORS[code].message === error?.message);
  return byText && isKnownCode(byText) ? ERROR_MESSAGES[byText] : fallback;
}

export { isErrorCode };

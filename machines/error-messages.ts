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
  SAVINGS_PLAN_NOT_FOUND: /*i18n*/ {
    id: 'error.savingsPlanNotFound',
    message: 'Could not find the requested savings plan.',
  },
  SAVINGS_PLAN_CANCELLED: /*i18n*/ {
    id: 'error.savingsPlanCancelled',
    message: 'This savings plan has been cancelled and can no longer be changed.',
  },
  SAVINGS_PLAN_NOT_ACTIVE: /*i18n*/ {
    id: 'error.savingsPlanNotActive',
    message: 'This savings plan is paused. Resume it and try again.',
  },
  SAVINGS_PLAN_NOT_PAUSED: /*i18n*/ {
    id: 'error.savingsPlanNotPaused',
    message: 'This savings plan is not paused.',
  },
  SAVINGS_PLAN_PAUSE_DATE_INVALID: /*i18n*/ {
    id: 'error.savingsPlanPauseDate',
    message: 'Please enter a date after today and no more than one year ahead.',
  },
  SAVINGS_PLAN_CANCEL_DATE_INVALID: /*i18n*/ {
    id: 'error.savingsPlanCancelDate',
    message: 'Please choose an end date from the earliest cancellation date to one year after it.',
  },
  SAVINGS_PLAN_QUANTITY_INVALID: /*i18n*/ {
    id: 'error.savingsPlanQuantity',
    message: 'Please enter a quantity from 1 to 20.',
  },
  SAVINGS_PLAN_NOTHING_TO_CHANGE: /*i18n*/ {
    id: 'error.savingsPlanNothingToChange',
    message: 'Please choose an interval, a quantity or a pack size to change.',
  },
  SAVINGS_PLAN_PACK_INVALID: /*i18n*/ {
    id: 'error.savingsPlanPack',
    message: 'This pack size is not available for the savings plan.',
  },
  SAVINGS_PLAN_ADDRESS_NOT_DELIVERABLE: /*i18n*/ {
    id: 'error.savingsPlanAddress',
    message:
      "The savings plan can't be delivered to this address. Choose an address in a country of this shop.",
  },
  SAVINGS_PLAN_OUT_OF_STOCK: /*i18n*/ {
    id: 'error.savingsPlanOutOfStock',
    message:
      "The product isn't available in the quantity of the delivery right now. Your next delivery stays as planned.",
  },
  SAVINGS_PLAN_PAYMENT_FAILED: /*i18n*/ {
    id: 'error.savingsPlanPaymentFailed',
    message: 'The payment of the delivery failed. Choose another payment method and try again.',
  },
  SAVINGS_PLAN_CARD_SETUP_FAILED: /*i18n*/ {
    id: 'error.savingsPlanCardSetupFailed',
    message:
      'The card payment could not be set up right now. Your payment method is unchanged; please try again later.',
  },
  PAYMENT_NOT_AVAILABLE: /*i18n*/ {
    id: 'error.paymentNotAvailable',
    message: 'The requested Payment Method is not available.',
  },
  CANCELLATION_NAME_INVALID: /*i18n*/ {
    id: 'error.cancellationName',
    message: 'Please enter your name (at most 200 characters).',
  },
  CANCELLATION_EMAIL_INVALID: /*i18n*/ {
    id: 'error.cancellationEmail',
    message: 'Please enter a valid email address.',
  },
  CANCELLATION_CONTRACT_INVALID: /*i18n*/ {
    id: 'error.cancellationContract',
    message: 'Please enter the contract number (at most 64 characters).',
  },
  CANCELLATION_REASON_INVALID: /*i18n*/ {
    id: 'error.cancellationReason',
    message: 'The reason may have at most 2000 characters.',
  },
  CANCELLATION_DATE_INVALID: /*i18n*/ {
    id: 'error.cancellationDate',
    message: 'Please enter the desired date as YYYY-MM-DD.',
  },
  PRODUCT_NOT_FOUND: /*i18n*/ {
    id: 'error.productNotFound',
    message: "The product that was requested doesn't exist. Verify the product and try again.",
  },
  REVIEW_NICKNAME_MISSING: /*i18n*/ { id: 'error.reviewNickname', message: 'Please enter a nickname.' },
  REVIEW_SUMMARY_MISSING: /*i18n*/ { id: 'error.reviewSummary', message: 'Please enter a summary.' },
  REVIEW_TEXT_MISSING: /*i18n*/ { id: 'error.reviewText', message: 'Please write your review.' },
  REVIEW_TOO_LONG: /*i18n*/ { id: 'error.reviewTooLong', message: 'The text is too long.' },
  REVIEW_RATING_INVALID: /*i18n*/ {
    id: 'error.reviewRating',
    message: 'Please rate the product with 1 to 5 stars.',
  },
  STOCK_ALERT_EMAIL_INVALID: /*i18n*/ {
    id: 'error.stockAlertEmail',
    message: 'The email field must be a valid email',
  },
  STOCK_ALERT_IN_STOCK: /*i18n*/ {
    id: 'error.stockAlertInStock',
    message: 'This product is in stock and can be ordered right away.',
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

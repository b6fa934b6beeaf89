// The errors a shopper can cause, each with a stable code and Magento's exact message. The
// server sends the code in `extensions.code` next to the message (and in user_errors' `code`);
// the SPA picks the shopper's language by the code, never by the English text.

/** Magento's error categories (extensions.category), which clients branch on. */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication';

interface ErrorDefinition {
  message: string;
  category: ErrorCategory;
}

export const ERRORS = {
  SIGN_IN_FAILED: {
    message:
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    category: 'graphql-authentication',
  },
  NOT_AUTHORIZED: { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
  EMAIL_TAKEN: {
    message: 'A customer with the same email address already exists in an associated website.',
    category: 'graphql-input',
  },
  PASSWORD_TOO_SHORT: {
    message: 'The password needs at least 8 characters. Create a new password and try again.',
    category: 'graphql-input',
  },
  PASSWORD_CLASSES: {
    message: 'The password needs at least one letter and one digit. Create a new password and try again.',
    category: 'graphql-input',
  },
  RESET_TOKEN_MISMATCH: {
    message: 'The password token is mismatched. Reset and try again.',
    category: 'graphql-input',
  },
  RESET_TOKEN_EXPIRED: {
    message: 'The password token is expired. Reset and try again.',
    category: 'graphql-input',
  },
  CAPTCHA_FAILED: { message: 'Captcha verification failed. Please try again.', category: 'graphql-input' },
  STORE_NOT_FOUND: { message: 'Requested store is not found', category: 'graphql-input' },
  CART_INACTIVE: { message: "The cart isn't active.", category: 'graphql-no-such-entity' },
  CART_EMPTY: { message: 'Cart does not contain products.', category: 'graphql-input' },
  COUPON_INVALID: {
    message: "The coupon code isn't valid. Verify the code and try again.",
    category: 'graphql-input',
  },
  COUPON_ALREADY_APPLIED: {
    message: 'A coupon is already applied to the cart. Please remove it to apply another',
    category: 'graphql-input',
  },
  QTY_NOT_POSITIVE: {
    message: 'Please enter a number greater than 0 in this field.',
    category: 'graphql-input',
  },
  QTY_NOT_AVAILABLE: { message: 'The requested qty is not available', category: 'graphql-input' },
  NOT_SALABLE: { message: 'Product that you are trying to add is not available.', category: 'graphql-input' },
  ITEM_NOT_FOUND: { message: "The cart doesn't contain the item", category: 'graphql-no-such-entity' },
  PLANS_NOT_AVAILABLE: {
    message: 'Savings plans are not available for this customer.',
    category: 'graphql-input',
  },
  // Savings plans after the purchase (graphql/schema/savings-plans.graphql). A foreign plan's uid
  // answers the same as an unknown one, so nobody learns which plans exist.
  SAVINGS_PLAN_NOT_FOUND: {
    message: 'Could not find the requested savings plan.',
    category: 'graphql-no-such-entity',
  },
  SAVINGS_PLAN_CANCELLED: {
    message: 'This savings plan has been cancelled and can no longer be changed.',
    category: 'graphql-input',
  },
  SAVINGS_PLAN_NOT_ACTIVE: {
    message: 'This savings plan is paused. Resume it and try again.',
    category: 'graphql-input',
  },
  SAVINGS_PLAN_NOT_PAUSED: { message: 'This savings plan is not paused.', category: 'graphql-input' },
  SAVINGS_PLAN_PAUSE_DATE_INVALID: {
    message: 'Please enter a date after today and no more than one year ahead.',
    category: 'graphql-input',
  },
  SAVINGS_PLAN_CANCEL_DATE_INVALID: {
    message: 'Please choose an end date from the earliest cancellation date to one year after it.',
    category: 'graphql-input',
  },
  SAVINGS_PLAN_QUANTITY_INVALID: {
    message: 'Please enter a quantity from 1 to 20.',
    category: 'graphql-input',
  },
  SAVINGS_PLAN_NOTHING_TO_CHANGE: {
    message: 'Please choose an interval, a quantity or a pack size to change.',
    category: 'graphql-input',
  },
  SAVINGS_PLAN_PACK_INVALID: {
    message: 'This pack size is not available for the savings plan.',
    category: 'graphql-input',
  },
  SAVINGS_PLAN_ADDRESS_NOT_DELIVERABLE: {
    message:
      "The savings plan can't be delivered to this address. Choose an address in a country of this shop.",
    category: 'graphql-input',
  },
  SAVINGS_PLAN_OUT_OF_STOCK: {
    message:
      "The product isn't available in the quantity of the delivery right now. Your next delivery stays as planned.",
    category: 'graphql-input',
  },
  SAVINGS_PLAN_PAYMENT_FAILED: {
    message: 'The payment of the delivery failed. Choose another payment method and try again.',
    category: 'graphql-input',
  },
  SAVINGS_PLAN_CARD_SETUP_FAILED: {
    message:
      'The card payment could not be set up right now. Your payment method is unchanged; please try again later.',
    category: 'graphql-input',
  },
  PAYMENT_NOT_AVAILABLE: {
    message: 'The requested Payment Method is not available.',
    category: 'graphql-input',
  },
  // placeOrder's refusals the checkout tells apart (too little stock; the cart's lines changed).
  NOT_ENOUGH_STOCK: {
    message: 'Unable to place order: Not all of your products are available in the requested quantity.',
    category: 'graphql-input',
  },
  CART_CHANGED: {
    message: 'Unable to place order: The cart changed meanwhile. Check it and try again.',
    category: 'graphql-input',
  },
  // The public cancellation form (§312k BGB).
  CANCELLATION_NAME_INVALID: {
    message: 'Please enter your name (at most 200 characters).',
    category: 'graphql-input',
  },
  CANCELLATION_EMAIL_INVALID: { message: 'Please enter a valid email address.', category: 'graphql-input' },
  CANCELLATION_CONTRACT_INVALID: {
    message: 'Please enter the contract number (at most 64 characters).',
    category: 'graphql-input',
  },
  CANCELLATION_REASON_INVALID: {
    message: 'The reason may have at most 2000 characters.',
    category: 'graphql-input',
  },
  CANCELLATION_DATE_INVALID: {
    message: 'Please enter the desired date as YYYY-MM-DD.',
    category: 'graphql-input',
  },
  // The account area's refusals (profile, password, addresses, newsletter).
  PASSWORD_INCORRECT: { message: 'Invalid login or password.', category: 'graphql-authentication' },
  PASSWORD_UNCHANGED: {
    message: 'The new password must be different from the current password.',
    category: 'graphql-input',
  },
  /** The server's words name the address and which default it is; this is the code's general text. */
  ADDRESS_IS_DEFAULT: {
    message: 'Customer Address is set as default address and can not be deleted',
    category: 'graphql-input',
  },
  NEWSLETTER_ALREADY_SUBSCRIBED: {
    message: 'This email address is already subscribed.',
    category: 'graphql-input',
  },
  NEWSLETTER_CONFIRMATION_INVALID: {
    message: 'This confirmation link is invalid or was already used.',
    category: 'graphql-input',
  },
  NEWSLETTER_UNSUBSCRIBE_INVALID: { message: 'This unsubscribe link is invalid.', category: 'graphql-input' },
  // A product a shopper reviews or asks to be told about (by SKU) that the catalogue lacks.
  PRODUCT_NOT_FOUND: {
    message: "The product that was requested doesn't exist. Verify the product and try again.",
    category: 'graphql-no-such-entity',
  },
  // createProductReview's refusals (the form checks the same first).
  REVIEW_NICKNAME_MISSING: { message: 'Please enter a nickname.', category: 'graphql-input' },
  REVIEW_SUMMARY_MISSING: { message: 'Please enter a summary.', category: 'graphql-input' },
  REVIEW_TEXT_MISSING: { message: 'Please write your review.', category: 'graphql-input' },
  REVIEW_TOO_LONG: { message: 'The text is too long.', category: 'graphql-input' },
  REVIEW_RATING_INVALID: { message: 'Please rate the product with 1 to 5 stars.', category: 'graphql-input' },
  // subscribeProductStockAlert's refusals.
  STOCK_ALERT_EMAIL_INVALID: { message: 'The email field must be a valid email', category: 'graphql-input' },
  STOCK_ALERT_IN_STOCK: {
    message: 'This product is in stock and can be ordered right away.',
    category: 'graphql-input',
  },
  /** A client made too many attempts of one kind (sign-in, registration, coupons…) in a short time. */
  TOO_MANY_REQUESTS: {
    message: 'Too many attempts. Please wait a few minutes and try again.',
    category: 'graphql-input',
  },
  /** An internal error: its details are logged, the client gets this and nothing more. */
  INTERNAL: { message: 'An error occurred', category: 'graphql-input' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

/** Errors without a fixed text (they name the cart, the product…) are coded by their category. */
export const CATEGORY_CODES = {
  'graphql-input': 'INVALID_INPUT',
  'graphql-no-such-entity': 'NOT_FOUND',
  'graphql-authorization': 'NOT_AUTHORIZED',
  'graphql-authentication': 'SIGN_IN_FAILED',
} as const satisfies Record<ErrorCategory, string>;

export type CategoryCode = (typeof CATEGORY_CODES)[ErrorCategory];

/** Every code the server sends in `extensions.code`. */
export type ApiErrorCode = ErrorCode | CategoryCode;

const CODE_BY_MESSAGE: ReadonlyMap<string, ErrorCode> = new Map(
  (Object.entries(ERRORS) as [ErrorCode, ErrorDefinition][]).map(([code, { message }]) => [message, code]),
);

/** The code of an error the server raises: its fixed message's code, else its category's. */
export function errorCodeOf(message: string, category: ErrorCategory): ApiErrorCode {
  return CODE_BY_MESSAGE.get(message) ?? CATEGORY_CODES[category];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** Codes of Magento's CartUserInputError (user_errors of addProductsToCart and friends). */
export const CART_USER_ERROR_CODES = [
  'PRODUCT_NOT_FOUND',
  'NOT_SALABLE',
  'INSUFFICIENT_STOCK',
  'UNDEFINED',
] as const;
export type CartUserErrorCode = (typeof CART_USER_ERROR_CODES)[number];

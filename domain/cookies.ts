// The names of the cookies the storefront and the server share: one definition, so a renamed
// cookie cannot leave one side reading a name the other no longer writes.

/** The httpOnly customer token the server sets on sign-in (scripts never read it). */
export const CUSTOMER_TOKEN_COOKIE = 'customer-token';
/** The readable flag beside the token: a customer session exists (no secret in it). */
export const CUSTOMER_SESSION_COOKIE = 'customer-session';
/** The guest's masked cart id. */
export const CART_ID_COOKIE = 'cart';
/** The store view code (de, en, ch_de, ch_en): the shop the browser chose. */
export const STORE_COOKIE = 'store';
export const CURRENCY_COOKIE = 'currency';
export const LOCALE_COOKIE = 'locale';
/** The content system's login session (TYPO3's frontend user cookie), set by the login sync. */
export const CONTENT_USER_COOKIE = 'fe_typo_user';
/** A referral code from `?ref=` (spec 2), attached to a registration. */
export const REFERRAL_COOKIE = 'referral-code';

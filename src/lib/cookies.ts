/**
 * The storefront's own cookies: the customer session flag and the guest cart id. Plain helpers
 * around `document.cookie` (no React); all are kept 30 days, SameSite=Strict, and secure
 * when the page is served over https (plain http on localhost must keep working).
 *
 * The customer token itself is never readable here: the server keeps it in an httpOnly cookie it
 * sets on sign-in and clears on sign-out (server/commerce/session-cookies.ts), and the browser
 * sends it with every same-origin request. Beside it the server sets a readable flag without any
 * secret, `customer-session=1`, which tells the app at start that a session exists. Deleting the
 * flag ends the session for the server too (the token cookie counts only with it).
 */

import {
  CART_ID_COOKIE,
  CUSTOMER_SESSION_COOKIE,
  CUSTOMER_TOKEN_COOKIE,
  STORE_COOKIE,
} from '../../domain/cookies.ts';

export { CART_ID_COOKIE, CUSTOMER_SESSION_COOKIE };

/** Where earlier versions kept the token readable by scripts; now the server's httpOnly cookie. */
const LEGACY_TOKEN_COOKIE = CUSTOMER_TOKEN_COOKIE;

const DAY_SECONDS = 24 * 60 * 60;

export interface CookieOptions {
  /** Lifetime in days: 30 unless said. */
  maxAgeDays?: number;
  /** Strict unless said (a cookie a cross-site link brings in may want Lax). */
  sameSite?: 'Strict' | 'Lax';
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  const prefix = `${name}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (found === undefined) return null;
  const value = decodeURIComponent(found.slice(prefix.length));
  return value.length > 0 ? value : null;
}

function attributes(maxAgeSeconds: number, sameSite: 'Strict' | 'Lax'): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=${sameSite}${secure}`;
}

/** Sets a cookie for the whole shop, its value encoded; the only writer of document.cookie. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  const { maxAgeDays = 30, sameSite = 'Strict' } = options;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; values are encoded here.
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes(maxAgeDays * DAY_SECONDS, sameSite)}`;
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; values are encoded here.
  document.cookie = `${name}=${attributes(0, 'Strict')}`;
}

/** The session flag the server set ('1'), or null without a customer session. */
export const readCustomerSession = (): string | null => readCookie(CUSTOMER_SESSION_COOKIE);
export const hasCustomerSession = (): boolean => readCustomerSession() !== null;
/** Ends the session in this browser: the server ignores its token cookie without the flag. */
export const deleteCustomerSession = (): void => deleteCookie(CUSTOMER_SESSION_COOKIE);

/**
 * A token cookie scripts can read was written by an earlier version of the app (the server's is
 * httpOnly and never shows here): it is deleted, so no token stays readable; the customer signs
 * in again once.
 */
export function dropLegacyCustomerToken(): void {
  if (readCookie(LEGACY_TOKEN_COOKIE) !== null) deleteCookie(LEGACY_TOKEN_COOKIE);
}

export const readCartId = (): string | null => readCookie(CART_ID_COOKIE);
export const writeCartId = (cartId: string): void => writeCookie(CART_ID_COOKIE, cartId);
export const deleteCartId = (): void => deleteCookie(CART_ID_COOKIE);

/** The store view code the browser chose (the store switch writes it), or null. */
export const readStoreCode = (): string | null => readCookie(STORE_COOKIE);

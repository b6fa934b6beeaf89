/**
 * The storefront's own cookies: the customer token and the guest cart id. Plain helpers
 * around `document.cookie` (no React); all are kept 30 days, SameSite=Strict, and secure
 * when the page is served over https (plain http on localhost must keep working).
 */

export const CUSTOMER_TOKEN_COOKIE = 'customer-token';
export const CART_ID_COOKIE = 'cart';

const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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

function attributes(maxAge: number): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Strict${secure}`;
}

export function writeCookie(name: string, value: string): void {
  if (!hasDocument()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; values are encoded here.
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes(MAX_AGE_SECONDS)}`;
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; values are encoded here.
  document.cookie = `${name}=${attributes(0)}`;
}

export const readCustomerToken = (): string | null => readCookie(CUSTOMER_TOKEN_COOKIE);
export const writeCustomerToken = (token: string): void => writeCookie(CUSTOMER_TOKEN_COOKIE, token);
export const deleteCustomerToken = (): void => deleteCookie(CUSTOMER_TOKEN_COOKIE);

export const readCartId = (): string | null => readCookie(CART_ID_COOKIE);
export const writeCartId = (cartId: string): void => writeCookie(CART_ID_COOKIE, cartId);
export const deleteCartId = (): void => deleteCookie(CART_ID_COOKIE);

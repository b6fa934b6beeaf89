/** The referral code cookie (spec 2: `?ref=` stores a referral code), kept 30 days. */
export const REFERRAL_COOKIE = 'referral-code';
const THIRTY_DAYS = 60 * 60 * 24 * 30;

export function storeReferralCode(code: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; the value is encoded here.
  document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(code)}; Max-Age=${THIRTY_DAYS}; Path=/; SameSite=Lax`;
}

/** `?ref=<code>` in a URL's search: the code is kept (the router's `$lang` route calls this). */
export function keepReferralCode(search: Record<string, unknown>): void {
  const ref = search.ref;
  const code = typeof ref === 'string' ? ref : ref != null ? String(ref) : '';
  if (code) storeReferralCode(code);
}

export function readReferralCode(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFERRAL_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

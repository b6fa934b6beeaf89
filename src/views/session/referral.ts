import { REFERRAL_COOKIE } from '../../../domain/cookies.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';

export { REFERRAL_COOKIE };

/** The referral code cookie (spec 2: `?ref=` stores a referral code), kept 30 days. */
export function storeReferralCode(code: string): void {
  // Lax: the code arrives with a link from another site.
  writeCookie(REFERRAL_COOKIE, code, { maxAgeDays: 30, sameSite: 'Lax' });
}

/** `?ref=<code>` in a URL's search: the code is kept (the router's `$lang` route calls this). */
export function keepReferralCode(search: Record<string, unknown>): void {
  const ref = search.ref;
  const code = typeof ref === 'string' ? ref : ref != null ? String(ref) : '';
  if (code) storeReferralCode(code);
}

export const readReferralCode = (): string | null => readCookie(REFERRAL_COOKIE);

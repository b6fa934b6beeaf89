// The SPA's one cookie helper (src/lib/cookies.ts): values round-trip encoded, a missing or
// emptied cookie reads as null, and every shop cookie goes through it (referral code, store).
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, readStoreCode, writeCookie } from '../../src/lib/cookies.ts';
import { writeStoreCookies } from '../../src/lib/store-switch.ts';
import { readReferralCode, storeReferralCode } from '../../src/views/session/referral.ts';

afterEach(() => {
  for (const name of ['probe', 'referral-code', 'store', 'currency', 'locale']) deleteCookie(name);
});

describe('cookies', () => {
  it.each([
    ['plain', 'plain'],
    ['a b; c=d', 'a b; c=d'],
    ['Grüße', 'Grüße'],
  ])('writes %s and reads it back', (value, expected) => {
    writeCookie('probe', value, { maxAgeDays: 1, sameSite: 'Lax' });
    expect(readCookie('probe')).toBe(expected);
    expect(document.cookie).toContain(`probe=${encodeURIComponent(value)}`);
  });

  it('reads a missing or deleted cookie as null', () => {
    expect(readCookie('probe')).toBeNull();
    writeCookie('probe', 'x');
    deleteCookie('probe');
    expect(readCookie('probe')).toBeNull();
  });

  it('keeps the referral code and the store switch cookies through it', () => {
    storeReferralCode('PARTNER 7');
    expect(readReferralCode()).toBe('PARTNER 7');
    writeStoreCookies({ storeCode: 'ch_de', currency: 'CHF', locale: 'de' });
    expect(readStoreCode()).toBe('ch_de');
    expect([readCookie('currency'), readCookie('locale')]).toEqual(['CHF', 'de']);
  });
});

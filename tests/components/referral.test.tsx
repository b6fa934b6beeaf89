// `?ref=` keeps a referral code (spec 2); the `$lang` route's beforeLoad calls keepReferralCode
// with the URL's search, so no view has to.
import { afterEach, describe, expect, it } from 'vitest';
import { keepReferralCode, readReferralCode, REFERRAL_COOKIE } from '../../src/views/session/referral.ts';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie.
  document.cookie = `${REFERRAL_COOKIE}=; Max-Age=0; Path=/`;
});

describe('keepReferralCode', () => {
  it.each([
    [{ ref: 'PARTNER-7' }, 'PARTNER-7'],
    [{ ref: 4711 }, '4711'],
    [{ ref: 'a b&c' }, 'a b&c'],
    [{}, null],
    [{ ref: '' }, null],
  ])('%o keeps %s', (search, expected) => {
    keepReferralCode(search);
    expect(readReferralCode()).toBe(expected);
  });
});

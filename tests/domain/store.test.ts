import { describe, expect, it } from 'vitest';
import { isLang, LANGUAGES, localeOf, shopOfStoreCode, storeCodeFor } from '../../domain/store.ts';

describe('store views', () => {
  it.each([
    ['eu', 'de', 'de'],
    ['eu', 'en', 'en'],
    ['ch', 'de', 'ch_de'],
    ['ch', 'en', 'ch_en'],
  ] as const)('shop %s in %s is store view %s, and back', (shop, lang, code) => {
    expect(storeCodeFor(shop, lang)).toBe(code);
    expect(shopOfStoreCode(code)).toBe(shop);
  });

  it.each([undefined, null, '', 'fr', 'chde'])('an unknown code %o is the EU shop', (code) => {
    expect(shopOfStoreCode(code)).toBe('eu');
  });

  it.each([
    ['de', true],
    ['en', true],
    ['fr', false],
    ['DE', false],
    [undefined, false],
    [1, false],
  ])('isLang(%o) is %s', (value, expected) => {
    expect(isLang(value)).toBe(expected);
  });

  it('has a locale for every language', () => {
    expect(LANGUAGES.map(localeOf)).toEqual(['de-DE', 'en-GB']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  nameProblem,
  STREET_LINES_MAX,
  streetLines,
  validateAddress,
} from '../../domain/address.ts';
import { COUNTRIES, countryName, countryRules } from '../../domain/countries.ts';

const valid = {
  firstname: ' Erika ',
  lastname: 'Muster',
  telephone: '+49 30 1234',
  street: ['Hauptstraße 1', '', 'Hinterhaus'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'DE',
};

describe('address rules', () => {
  it('accepts a complete German address, trimmed, empty street lines dropped', () => {
    const result = validateAddress(valid);
    expect(result).toEqual({
      ok: true,
      address: {
        firstname: 'Erika',
        lastname: 'Muster',
        company: null,
        telephone: '+49 30 1234',
        street: ['Hauptstraße 1', 'Hinterhaus'],
        city: 'Berlin',
        postcode: '10115',
        countryCode: 'DE',
        region: { id: null, code: null, name: null },
        vatId: null,
      },
    });
  });

  it('names every missing required field in form order', () => {
    expect(addressProblems({})).toEqual([
      { field: 'firstname', rule: 'required' },
      { field: 'lastname', rule: 'required' },
      { field: 'telephone', rule: 'required' },
      { field: 'street', rule: 'required' },
      { field: 'city', rule: 'required' },
      { field: 'postcode', rule: 'required' },
      { field: 'country_code', rule: 'required' },
    ]);
    expect(addressProblems({ ...valid, street: ['  ', ''] })).toEqual([
      { field: 'street', rule: 'required' },
    ]);
  });

  it('allows at most 4 street lines and 255 characters per field', () => {
    expect(STREET_LINES_MAX).toBe(4);
    expect(addressProblems({ ...valid, street: ['a', 'b', 'c', 'd'] })).toEqual([]);
    expect(addressProblems({ ...valid, street: ['a', 'b', 'c', 'd', 'e'] })).toEqual([
      { field: 'street', rule: 'maxLines', max: 4 },
    ]);
    expect(addressProblems({ ...valid, city: 'x'.repeat(256) })).toEqual([
      { field: 'city', rule: 'maxLength', max: 255 },
    ]);
    expect(addressProblems({ ...valid, street: ['x'.repeat(256)] })).toEqual([
      { field: 'street', rule: 'maxLength', max: 255 },
    ]);
    expect(addressProblems({ ...valid, company: 'x'.repeat(256), vat_id: 'y'.repeat(256) })).toEqual([
      { field: 'company', rule: 'maxLength', max: 255 },
      { field: 'vat_id', rule: 'maxLength', max: 255 },
    ]);
  });

  it("checks the country's postcode format", () => {
    expect(addressProblems({ ...valid, postcode: '1011' })).toEqual([
      { field: 'postcode', rule: 'format', example: '12345' },
    ]);
    expect(addressProblems({ ...valid, country_code: 'AT', postcode: '1010' })).toEqual([]);
    expect(addressProblems({ ...valid, country_code: 'FR', postcode: '75001' })).toEqual([]);
  });

  it('needs a known country first, then one of its regions', () => {
    expect(addressProblems({ ...valid, country_code: 'US' })).toEqual([
      { field: 'country_code', rule: 'unknownCountry' },
    ]);
    // Switzerland needs a canton (Magento's default), Germany not.
    const swiss = { ...valid, country_code: 'CH', postcode: '8001' };
    expect(addressProblems(swiss)).toEqual([{ field: 'region', rule: 'required' }]);
    expect(addressProblems({ ...swiss, region: { region_code: 'zh' } })).toEqual([]);
    expect(addressProblems({ ...swiss, region: { region_id: 82 } })).toEqual([
      { field: 'region', rule: 'unknownRegion' },
    ]);
    const zurich = validateAddress({ ...swiss, region: { region: 'Zürich' } });
    expect(zurich.ok && zurich.address.region).toEqual({ id: 129, code: 'ZH', name: 'Zürich' });
    const bavaria = validateAddress({ ...valid, region: { region_id: 81 } });
    expect(bavaria.ok && bavaria.address.region).toEqual({ id: 81, code: 'BAY', name: 'Bayern' });
    // A country without a list keeps the region as text.
    const france = validateAddress({ ...valid, country_code: 'FR', region: { region: ' Bretagne ' } });
    expect(france.ok && france.address.region).toEqual({ id: null, code: null, name: 'Bretagne' });
  });

  it('keeps non-empty street lines in order', () => {
    expect(streetLines([' a ', null, '', 'b'])).toEqual(['a', 'b']);
    expect(streetLines(undefined)).toEqual([]);
  });
});

describe('names (shared by the forms and the commerce API)', () => {
  it.each([
    'Anna-Lena',
    "O'Brien",
    'Zoë',
    'Nguyễn',
    'José María',
    'Dr. med.',
    'St.Claire',
    'Jean & Co',
    '李',
    'x'.repeat(255),
  ])('accepts %s', (name) => expect(nameProblem(name)).toBeNull());

  it.each([
    ['Eve\r\nBcc: x', 'invalid'],
    ['Eve\u001b[31m', 'invalid'],
    ['Eve\u202e', 'invalid'],
    ['http://evil.example', 'invalid'],
    ['evil.com', 'invalid'],
    ['Besuchen Sie shop.de', 'invalid'],
    ['www.evil', 'invalid'],
    ['x'.repeat(256), 'maxLength'],
  ])('refuses %j (%s)', (name, problem) => expect(nameProblem(name)).toBe(problem));

  it('reports a bad first or last name of an address', () => {
    expect(addressProblems({ ...valid, lastname: 'Muster\nX' })).toEqual([
      { field: 'lastname', rule: 'invalidName' },
    ]);
  });
});

describe('countries', () => {
  it('lists the EU, Switzerland and Liechtenstein with unique region ids', () => {
    expect(COUNTRIES).toHaveLength(29);
    expect(COUNTRIES.map((c) => c.code)).toEqual([...COUNTRIES.map((c) => c.code)].sort());
    const ids = COUNTRIES.flatMap((c) => c.regions.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(countryRules('de')?.regions).toHaveLength(16);
    expect(countryRules('AT')?.regions).toHaveLength(9);
    expect(countryRules('CH')?.regions).toHaveLength(26);
    expect(countryRules('XX')).toBeUndefined();
  });

  it('names a country in the language', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'en_GB')).toBe('Germany');
    expect(countryName('CH', 'de')).toBe('Schweiz');
  });
});

import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDateRange, langOfLocale, parseShopDate } from '../../domain/dates.ts';

describe('shop dates', () => {
  it("reads Magento's UTC timestamps, ISO dates with an offset and calendar dates", () => {
    expect(parseShopDate('2026-10-25 09:30:00')?.toISOString()).toBe('2026-10-25T09:30:00.000Z');
    expect(parseShopDate('2026-12-09T18:00:00+01:00')?.toISOString()).toBe('2026-12-09T17:00:00.000Z');
    expect(parseShopDate('2026-10-14')?.toISOString()).toBe('2026-10-14T00:00:00.000Z');
    expect(parseShopDate('soon')).toBeNull();
  });

  it('writes a date in the page language, never as ISO', () => {
    expect(formatShopDate('2026-10-14', 'de')).toBe('14. Oktober 2026');
    expect(formatShopDate('2026-10-14', 'en')).toBe('14 October 2026');
    expect(formatShopDate('2026-11-24 21:05:09', 'de', 'numeric')).toBe('24.11.2026');
    expect(formatShopDate('2026-11-24 21:05:09', 'en', 'numeric')).toBe('24/11/2026');
    expect(formatShopDate(new Date('2026-10-25T09:30:00Z'), 'de')).toBe('25. Oktober 2026');
    expect(formatShopDate('soon', 'de')).toBe('soon');
  });

  it("counts a timestamp on the shop's calendar (Europe/Berlin), a calendar date as that day", () => {
    expect(formatShopDate('2026-11-24 23:30:00', 'de', 'numeric')).toBe('25.11.2026');
    expect(formatShopDate('2026-01-01', 'de', 'numeric')).toBe('01.01.2026');
  });

  it('writes an event as one date, or a range when it spans days', () => {
    expect(formatShopDateRange('2026-12-09T18:00:00+01:00', '2026-12-09T20:00:00+01:00', 'de')).toBe(
      '9. Dezember 2026',
    );
    expect(formatShopDateRange('2027-01-23T09:30:00+01:00', '2027-01-24T17:00:00+01:00', 'de')).toBe(
      '23.–24. Januar 2027',
    );
    expect(formatShopDateRange('2027-01-23T09:30:00+01:00', null, 'en')).toBe('23 January 2027');
  });

  it("takes the language from Lingui's locale", () => {
    expect(langOfLocale('de')).toBe('de');
    expect(langOfLocale('de-DE')).toBe('de');
    expect(langOfLocale('en')).toBe('en');
  });
});

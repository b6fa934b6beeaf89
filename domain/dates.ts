import { type Lang, localeOf } from './store.ts';

/** How a date is written: 'long' (24. November 2026 / 24 November 2026) or 'numeric' (24.11.2026 / 24/11/2026). */
export type DateStyle = 'long' | 'numeric';

const SHOP_TIME_ZONE = 'Europe/Berlin';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MAGENTO_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/**
 * A date as the API sends it, read as a point in time: Magento's timestamps
 * ('2026-11-24 21:05:09', UTC), ISO 8601 with an offset ('2026-12-09T18:00:00+01:00') or a
 * calendar date ('2026-10-14', read as that day). Null when unreadable.
 */
export function parseShopDate(value: string): Date | null {
  const text = value.trim();
  const iso = MAGENTO_TIMESTAMP.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const date = new Date(DATE_ONLY.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatter(value: string | Date, lang: Lang, style: DateStyle): Intl.DateTimeFormat {
  // A calendar date has no time of day: show that day wherever the page is read.
  const timeZone = typeof value === 'string' && DATE_ONLY.test(value.trim()) ? 'UTC' : SHOP_TIME_ZONE;
  return new Intl.DateTimeFormat(
    localeOf(lang),
    style === 'long'
      ? { dateStyle: 'long', timeZone }
      : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone },
  );
}

/**
 * The one way the shop writes a date: in the page's language, on the shop's calendar
 * (Europe/Berlin). An unreadable value is shown as it came.
 */
export function formatShopDate(value: string | Date, lang: Lang, style: DateStyle = 'long'): string {
  const date = typeof value === 'string' ? parseShopDate(value) : value;
  if (!date) return String(value);
  return formatter(value, lang, style).format(date);
}

/** A span of days (an event): one date when it starts and ends on the same day, else a range. */
export function formatShopDateRange(start: string, end: string | null, lang: Lang): string {
  const from = parseShopDate(start);
  if (!from) return start;
  const to = end ? parseShopDate(end) : null;
  const format = formatter(start, lang, 'long');
  if (!to || format.format(from) === format.format(to)) return format.format(from);
  return format.formatRange(from, to);
}

/** The language of a Lingui locale ('de', 'de-DE', 'en'): German or English. */
export function langOfLocale(locale: string): Lang {
  return locale.startsWith('de') ? 'de' : 'en';
}

/** The calendar day ('YYYY-MM-DD') of a moment on the shop's calendar (Europe/Berlin). */
export function shopDateOf(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(moment);
}

/** A moment as date and time of day on the shop's calendar: 25. November 2026, 14:03 / 25 November 2026, 14:03. */
export function formatShopDateTime(value: string | Date, lang: Lang): string {
  const date = typeof value === 'string' ? parseShopDate(value) : value;
  if (!date) return String(value);
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../src/lib/i18n.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { formatOrderDate, formatOrderTotal, orderStatusLabel } from '../../src/views/account/order-format.ts';

describe('order history formats', () => {
  it('shows the order date (UTC from the API) as the shop’s local date per language', () => {
    expect(formatOrderDate('2026-11-24 21:05:09', 'de')).toBe('24.11.2026');
    expect(formatOrderDate('2026-11-24 21:05:09', 'en')).toBe('24/11/2026');
    // 23:30 UTC is already the next day in Germany and Switzerland.
    expect(formatOrderDate('2026-11-24 23:30:00', 'de')).toBe('25.11.2026');
    expect(formatOrderDate('soon', 'de')).toBe('soon');
  });

  it('formats totals in the order’s currency', () => {
    expect(formatOrderTotal({ value: 24.85, currency: 'EUR' }, 'de')).toBe('24,85\u00a0€');
    expect(formatOrderTotal({ value: 24.85, currency: 'EUR' }, 'en')).toBe('€24.85');
    expect(formatOrderTotal(null, 'de')).toBe('');
  });

  it('formats francs as the shop does everywhere else (CHF 27.61), in both languages', () => {
    expect(formatOrderTotal({ value: 27.61, currency: 'CHF' }, 'de')).toBe('CHF 27.61');
    expect(formatOrderTotal({ value: 1234.5, currency: 'CHF' }, 'en')).toBe(
      formatMoney({ value: 1234.5, currency: 'CHF' }),
    );
    expect(formatOrderTotal({ value: 0.7, currency: 'CHF' }, 'en')).toBe('CHF 0.70');
  });

  it('names each order status in the shopper’s language; an unknown one as it came', async () => {
    await activateLanguage('de');
    expect(orderStatusLabel(i18n, 'pending')).toBe('Offen');
    expect(orderStatusLabel(i18n, 'pending_payment')).toBe('Zahlung ausstehend');
    expect(orderStatusLabel(i18n, 'processing')).toBe('In Bearbeitung');
    expect(orderStatusLabel(i18n, 'canceled')).toBe('Storniert');
    expect(orderStatusLabel(i18n, 'holded')).toBe('holded');
    await activateLanguage('en');
    expect(orderStatusLabel(i18n, 'pending_payment')).toBe('Awaiting payment');
  });
});

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatShopDate, langOfLocale } from '../../../domain/dates.ts';
import { isLang, localeOf } from '../../../domain/store.ts';
import { formatMoney } from '../../lib/money.ts';

/** A shop language's locale (de → de-DE, en → en-GB); any other locale as given. */
const intlLocale = (locale: string) => (isLang(locale) ? localeOf(locale) : locale);

/**
 * An order total (Magento's Money): euros in the language's format (12,90 € / €12.90), francs in
 * the Swiss format the rest of the shop shows them in (CHF 12.90), in both languages.
 */
export function formatOrderTotal(
  money: { value?: number | null; currency?: string | null } | null | undefined,
  locale: string,
): string {
  if (money?.value == null) return '';
  if (money.currency === 'CHF') return formatMoney(money);
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: money.currency ?? 'EUR',
  }).format(money.value);
}

/**
 * Magento's order_date ('2026-11-24 21:05:09', UTC) as a date in the language's format:
 * 24.11.2026 / 24/11/2026. An unreadable value is shown as it came.
 */
export function formatOrderDate(orderDate: string, locale: string): string {
  return formatShopDate(orderDate, langOfLocale(locale), 'numeric');
}

const STATUS_LABELS: Record<string, ReturnType<typeof msg>> = {
  pending: msg`Pending`,
  pending_payment: msg`Awaiting payment`,
  processing: msg`Processing`,
  canceled: msg`Canceled`,
};

/** The order status (CustomerOrder.status, see graphql/schema/checkout.graphql) in the shopper's language. */
export function orderStatusLabel(i18n: I18n, status: string): string {
  const label = STATUS_LABELS[status];
  return label ? i18n._(label) : status;
}

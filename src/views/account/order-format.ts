/** An order total (Magento's Money) in the language's format: 12,90 € / €12.90. */
export function formatOrderTotal(
  money: { value?: number | null; currency?: string | null } | null | undefined,
  locale: string,
): string {
  if (money?.value == null) return '';
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : locale === 'en' ? 'en-GB' : locale, {
    style: 'currency',
    currency: money.currency ?? 'EUR',
  }).format(money.value);
}

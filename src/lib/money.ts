// Formatting only: prices are computed by the commerce API, never here.
// The spec asks for German formatting of EUR prices ('12,90 €') in both languages;
// CHF uses Swiss formatting ('CHF 12.90').

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat(currency === 'CHF' ? 'de-CH' : 'de-DE', { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f;
}

export interface MoneyLike {
  value?: number | null;
  currency?: string | null;
}

export function formatMoney(money: MoneyLike | null | undefined): string {
  if (money?.value == null) return '';
  // Intl puts a narrow no-break space before the euro sign; tests and screen readers see a plain space.
  return formatterFor(money.currency ?? 'EUR')
    .format(money.value)
    .replace(/\u00a0|\u202f/g, ' ');
}

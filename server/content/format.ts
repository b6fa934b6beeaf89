// Card prices are shown as the content system hands them over (TYPO3 renders them as text),
// so they are formatted here: EUR with German formatting, as the spec asks for every language.

const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/**
 * '12,90 €'. Intl puts a no-break space before the sign; it becomes a plain space so the
 * text is the same as in the spec and in the commerce API's formatted prices.
 */
export function formatEur(amount: number): string {
  return eur.format(amount).replace(/\s/u, ' ');
}

/** '0,5', '120': quantities on cards, German decimal comma, no trailing zeros. */
export function formatDecimal(value: number): string {
  return decimal.format(value);
}

/** '-15 %': the saving of a sale price against the regular price, rounded to whole percent. */
export function discountLabel(regular: number, sale: number): string {
  return `-${Math.round(((regular - sale) / regular) * 100)} %`;
}

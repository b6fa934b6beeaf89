// VAT of a store's website: the rate and whether catalogue prices include it (EU and Swiss shop:
// they do). Amounts are integer cents; every split rounds half-up on the cent.

export interface TaxSettings {
  /** VAT rate in percent, e.g. 19 (Germany) or 8.1 (Switzerland). */
  vatRate: number;
  /** Whether catalogue prices are gross (VAT included). */
  pricesIncludeTax: boolean;
}

/** The net part of a gross amount at `rate` percent. */
export function netOfGross(grossCents: number, rate: number): number {
  return Math.round((grossCents * 100) / (100 + rate));
}

/** The gross amount of a net amount at `rate` percent. */
export function grossOfNet(netCents: number, rate: number): number {
  return Math.round((netCents * (100 + rate)) / 100);
}

/** A catalogue amount as the shopper pays it: unchanged when prices include VAT, else VAT added. */
export function grossOfCatalogue(cents: number, tax: TaxSettings): number {
  return tax.pricesIncludeTax ? cents : grossOfNet(cents, tax.vatRate);
}

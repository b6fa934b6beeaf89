import * as v from 'valibot';
import type {
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
} from '../../../graphql/generated/operations.ts';

// Sort and layered-navigation filters of the category page as URL state: one search param per
// attribute (`inhalt_label=capsules,tablets`, `price=10_20`) and `sort` (spec §2, §5). Pure
// functions: parsing with fallbacks, canonical URL values, and the commerce API's inputs.

/** The category sort list (spec §5 without relevance, which needs a search term). */
export const CATEGORY_SORTS = ['position', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const DEFAULT_SORT: CategorySort = 'position';

/** The shop's product forms (inhalt_label, spec §3), in the order URLs list them. */
export const PRODUCT_FORMS = ['capsules', 'tablets', 'drops', 'powder', 'liquid', 'other'] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

/**
 * A price range; either end may be open. Like the API's price buckets (`10_20`) it includes
 * `from` and excludes `to`, so neighbouring ranges do not share a price.
 */
export interface PriceRange {
  from: number | null;
  to: number | null;
}

export interface CategoryFilters {
  /** Chosen forms, in PRODUCT_FORMS order, without duplicates; empty: any form. */
  inhalt_label: ProductForm[];
  price: PriceRange | null;
  /** Offers only (`on_sale=1`): products whose shown price is a special price. */
  on_sale: boolean;
}

export type FilterAttribute = keyof CategoryFilters;

export const NO_FILTERS: CategoryFilters = { inhalt_label: [], price: null, on_sale: false };

export const sortSchema = v.fallback(v.picklist(CATEGORY_SORTS), DEFAULT_SORT);

/** Forms from `capsules,tablets` (or an array of values); unknown values are dropped. */
export function parseForms(raw: unknown): ProductForm[] {
  const values = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : [];
  const chosen = new Set(
    values.filter((x): x is string => typeof x === 'string').map((x) => x.trim().toLowerCase()),
  );
  return PRODUCT_FORMS.filter((form) => chosen.has(form));
}

const amount = /^\d{1,7}(?:\.\d{1,2})?$/;

/** A price range from `10_20`, `50_` or `_20`; null for anything else (or an empty range). */
export function parsePriceRange(raw: unknown): PriceRange | null {
  if (typeof raw !== 'string') return null;
  const parts = raw.trim().split('_');
  if (parts.length !== 2) return null;
  const [from, to] = parts.map((p) => (p === '' ? null : amount.test(p) ? Number(p) : Number.NaN));
  if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) return null;
  if (from === null && to === null) return null;
  if (from !== null && to !== null && from >= to) return null;
  return { from, to };
}

/** The URL value of a price range (`10_20`, `50_`), the same shape as Magento's price buckets. */
export function priceRangeValue(range: PriceRange): string {
  return `${range.from ?? ''}_${range.to ?? ''}`;
}

/** `on_sale=1` (the router reads it as the number 1); anything else: not filtered. */
export function parseOnSale(raw: unknown): boolean {
  return raw === 1 || raw === '1' || raw === true || raw === 'true';
}

export function parseCategoryFilters(raw: {
  inhalt_label?: unknown;
  price?: unknown;
  on_sale?: unknown;
}): CategoryFilters {
  return {
    inhalt_label: parseForms(raw.inhalt_label),
    price: parsePriceRange(raw.price),
    on_sale: parseOnSale(raw.on_sale),
  };
}

export function hasFilters(filters: CategoryFilters): boolean {
  return filters.inhalt_label.length > 0 || filters.price !== null || filters.on_sale;
}

/** URL values of the filters; unset filters are left out. */
export function filterSearchInput(filters: CategoryFilters): {
  inhalt_label?: string;
  price?: string;
  on_sale?: 1;
} {
  return {
    inhalt_label: filters.inhalt_label.length > 0 ? filters.inhalt_label.join(',') : undefined,
    price: filters.price ? priceRangeValue(filters.price) : undefined,
    on_sale: filters.on_sale ? 1 : undefined,
  };
}

/** Adds a form to the filters, or removes it when it is already chosen. */
export function toggleForm(filters: CategoryFilters, form: string): CategoryFilters {
  const chosen = filters.inhalt_label.includes(form as ProductForm)
    ? filters.inhalt_label.filter((f) => f !== form)
    : parseForms([...filters.inhalt_label, form]);
  return { ...filters, inhalt_label: chosen };
}

export function withPrice(filters: CategoryFilters, price: PriceRange | null): CategoryFilters {
  return { ...filters, price };
}

export function withOnSale(filters: CategoryFilters, on_sale: boolean): CategoryFilters {
  return { ...filters, on_sale };
}

/** One chosen filter value, as shown in the list of active filters (removable chips). */
export interface ActiveFilter {
  attribute: FilterAttribute;
  /** The URL value of this choice (`capsules`, `10_20`). */
  value: string;
  /** The filters without this choice. */
  without: CategoryFilters;
}

export function activeFilters(filters: CategoryFilters): ActiveFilter[] {
  return [
    ...filters.inhalt_label.map<ActiveFilter>((form) => ({
      attribute: 'inhalt_label',
      value: form,
      without: toggleForm(filters, form),
    })),
    ...(filters.price
      ? [
          {
            attribute: 'price' as const,
            value: priceRangeValue(filters.price),
            without: withPrice(filters, null),
          },
        ]
      : []),
    ...(filters.on_sale
      ? [{ attribute: 'on_sale' as const, value: '1', without: withOnSale(filters, false) }]
      : []),
  ];
}

/**
 * Magento's FilterRangeTypeInput includes `to`; the buckets exclude it. Magento's own layered
 * navigation subtracts the same delta (Layer\Filter\Price::PRICE_DELTA).
 */
const PRICE_DELTA = 0.001;

/** The commerce API's product filter for a category page (Magento's ProductAttributeFilterInput). */
export function productFilterFor(urlPath: string, filters: CategoryFilters): ProductAttributeFilterInput {
  return {
    category_url_path: { eq: urlPath },
    ...(filters.inhalt_label.length > 0 ? { inhalt_label: { in: [...filters.inhalt_label] } } : {}),
    ...(filters.price
      ? {
          price: {
            ...(filters.price.from !== null ? { from: String(filters.price.from) } : {}),
            ...(filters.price.to !== null ? { to: String(filters.price.to - PRICE_DELTA) } : {}),
          },
        }
      : {}),
    ...(filters.on_sale ? { on_sale: { eq: '1' } } : {}),
  };
}

/** Magento's ProductAttributeSortInput for a sort choice. */
export function productSortFor(sort: CategorySort): ProductAttributeSortInput {
  switch (sort) {
    case 'name_asc':
      return { name: 'ASC' };
    case 'name_desc':
      return { name: 'DESC' };
    case 'price_asc':
      return { price: 'ASC' };
    case 'price_desc':
      return { price: 'DESC' };
    default:
      return { position: 'ASC' };
  }
}

const wholeAmount = new Map<string, Intl.NumberFormat>();

function formatAmount(value: number, currency: string): string {
  const key = `${currency}:${Number.isInteger(value)}`;
  let f = wholeAmount.get(key);
  if (!f) {
    f = new Intl.NumberFormat(currency === 'CHF' ? 'de-CH' : 'de-DE', {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    });
    wholeAmount.set(key, f);
  }
  return f.format(value).replace(/\u00a0|\u202f/g, ' ');
}

/**
 * A price range for people, in the shop's price formatting: `10 € – 20 €`, `CHF 50 – CHF 100`;
 * an open end reads `from 50 €` / `up to 20 €` with the words given (translated by the view).
 */
export function priceRangeLabel(
  range: PriceRange,
  currency: string,
  words: { from: (amount: string) => string; upTo: (amount: string) => string },
): string {
  if (range.from !== null && range.to !== null) {
    return `${formatAmount(range.from, currency)} – ${formatAmount(range.to, currency)}`;
  }
  if (range.from !== null) return words.from(formatAmount(range.from, currency));
  return words.upTo(formatAmount(range.to ?? 0, currency));
}

// Layered-navigation facets of a product result, shaped like Magento's aggregations.
import type { Aggregation, AggregationOption, SortFields } from '../../graphql/generated/resolvers.ts';
import { INHALT_LABELS } from '../../domain/product-labels.ts';
import type { Language } from '../../domain/store.ts';

export interface PriceBucket {
  from: number;
  to: number;
  count: number;
}

/** At most this many price ranges: more is a list to read, not a filter to click. */
export const MAX_PRICE_RANGES = 5;

/** Range widths a shopper reads at a glance: 10, 20, 25, 50, 100, 200, 250, 500, … */
function* niceSteps(): Generator<number> {
  for (let power = 1; ; power *= 10) {
    for (const factor of [10, 20, 25, 50]) yield factor * power;
  }
}

/**
 * Price ranges of equal width starting at multiples of it, like Magento's automatic
 * ("equalize price ranges") navigation step, but with the narrowest "nice" width (10, 20, 25, 50,
 * 100, …) that needs at most MAX_PRICE_RANGES non-empty ranges, where Magento's powers of ten
 * would put a whole catalogue of 9.90–101.90 into 0–100 and 100–200. Never below 10: narrower
 * ranges are noise for a shop whose prices end in .90. A range includes `from`, excludes `to`.
 */
export function priceBuckets(prices: readonly number[]): PriceBucket[] {
  return priceBucketsOf(prices.map((price) => ({ price, count: 1 })));
}

/**
 * priceBuckets of products counted per price: whole units are enough (`floor(price)`), since
 * every range width is a whole number.
 */
export function priceBucketsOf(prices: readonly { price: number; count: number }[]): PriceBucket[] {
  const valid = prices.filter((p) => Number.isFinite(p.price) && p.price >= 0 && p.count > 0);
  if (valid.length === 0) return [];
  let buckets = new Map<number, number>();
  let range = 10;
  for (range of niceSteps()) {
    buckets = new Map();
    for (const p of valid) {
      const start = Math.floor(p.price / range) * range;
      buckets.set(start, (buckets.get(start) ?? 0) + p.count);
    }
    if (buckets.size <= MAX_PRICE_RANGES) break;
  }
  return [...buckets].sort(([a], [b]) => a - b).map(([from, count]) => ({ from, to: from + range, count }));
}

const AGGREGATION_LABELS: Record<
  Language,
  { price: string; inhalt_label: string; category_uid: string; on_sale: string; on_sale_yes: string }
> = {
  de: {
    price: 'Preis',
    inhalt_label: 'Darreichungsform',
    category_uid: 'Kategorie',
    on_sale: 'Angebote',
    on_sale_yes: 'Im Angebot',
  },
  en: {
    price: 'Price',
    inhalt_label: 'Form',
    category_uid: 'Category',
    on_sale: 'Offers',
    on_sale_yes: 'On sale',
  },
};

/**
 * What the facets count, each with every filter but its own (multi-select layered navigation):
 * products per price (`floor`, over the rows the price facet counts), per form, and on sale.
 */
export interface FacetCounts {
  prices: readonly { price: number; count: number }[];
  forms: readonly { value: string; count: number }[];
  onSale: number;
}

interface FacetRow {
  inhaltLabel: string;
  price: number;
  onSale?: boolean;
}

/** FacetCounts of products counted one by one (the facets without filters of their own). */
export function facetCountsOf(rows: readonly FacetRow[]): FacetCounts {
  const forms = new Map<string, number>();
  for (const r of rows) forms.set(r.inhaltLabel, (forms.get(r.inhaltLabel) ?? 0) + 1);
  return {
    prices: rows.map((r) => ({ price: r.price, count: 1 })),
    forms: [...forms].map(([value, count]) => ({ value, count })),
    onSale: rows.filter((r) => r.onSale).length,
  };
}

export interface FacetInput {
  language: Language;
  counts: FacetCounts;
  /** Category options to offer: uid, name and how many matching products they hold. */
  categories: readonly { uid: string; name: string; count: number }[];
}

const option = (label: string, value: string, count: number): AggregationOption => ({
  __typename: 'AggregationOption',
  label,
  value,
  count,
});

const aggregation = (attribute_code: string, label: string, position: number, options: AggregationOption[]) =>
  ({
    __typename: 'Aggregation',
    attribute_code,
    label,
    position,
    count: options.length,
    options,
  }) as Aggregation;

/** Category, price, form and offer facets; facets without options are left out. */
export function buildAggregations(input: FacetInput): Aggregation[] {
  const labels = AGGREGATION_LABELS[input.language];
  const out: Aggregation[] = [];
  if (input.categories.length > 0) {
    out.push(
      aggregation(
        'category_uid',
        labels.category_uid,
        0,
        input.categories.map((c) => option(c.name, c.uid, c.count)),
      ),
    );
  }
  const buckets = priceBucketsOf(input.counts.prices);
  if (buckets.length > 0) {
    out.push(
      aggregation(
        'price',
        labels.price,
        1,
        buckets.map((b) => option(`${b.from}-${b.to}`, `${b.from}_${b.to}`, b.count)),
      ),
    );
  }
  const forms = input.counts.forms.filter((f) => f.count > 0);
  if (forms.length > 0) {
    const names = INHALT_LABELS[input.language];
    out.push(
      aggregation(
        'inhalt_label',
        labels.inhalt_label,
        2,
        forms
          .map(({ value, count }) => option(names[value] ?? value, value, count))
          .sort((a, b) => (a.label ?? '').localeCompare(b.label ?? '', input.language)),
      ),
    );
  }
  // Offers: a yes-only facet, left out when nothing here is on sale.
  const onSale = input.counts.onSale;
  if (onSale > 0) {
    out.push(aggregation('on_sale', labels.on_sale, 3, [option(labels.on_sale_yes, '1', onSale)]));
  }
  return out;
}

const SORT_LABELS: Record<Language, Record<'relevance' | 'position' | 'name' | 'price', string>> = {
  de: { relevance: 'Relevanz', position: 'Position', name: 'Produktname', price: 'Preis' },
  en: { relevance: 'Relevance', position: 'Position', name: 'Product Name', price: 'Price' },
};

/** Sort options offered for a result; relevance only makes sense for a text search. */
export function sortFields(language: Language, isSearch: boolean): SortFields {
  const labels = SORT_LABELS[language];
  const keys = isSearch
    ? (['relevance', 'position', 'name', 'price'] as const)
    : (['position', 'name', 'price'] as const);
  return {
    __typename: 'SortFields',
    default: isSearch ? 'relevance' : 'position',
    options: keys.map((value) => ({ __typename: 'SortField', value, label: labels[value] })),
  };
}

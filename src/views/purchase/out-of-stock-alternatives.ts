// What the out-of-stock modal offers instead of a product: its other pack sizes first (the
// configurable product's variants, or the pack's siblings through its parent, and its up-sells),
// then related products; only what is in stock, each once, never the product itself.
import type {
  CatalogProductCardFragment,
  OutOfStockAlternativesQuery,
} from '../../../graphql/generated/operations.ts';

type Present<T> = Exclude<T, null | undefined>;
export type AlternativesProduct = Present<
  Present<Present<OutOfStockAlternativesQuery['products']>['items']>[number]
>;

export const MAX_ALTERNATIVES = 4;

export function outOfStockAlternatives(
  product: AlternativesProduct,
  max = MAX_ALTERNATIVES,
): CatalogProductCardFragment[] {
  const variants = 'variants' in product ? (product.variants ?? []) : [];
  const siblings = 'configurable_parent' in product ? (product.configurable_parent?.variants ?? []) : [];
  const candidates = [
    ...variants.map((v) => v?.product),
    ...siblings.map((v) => v?.product),
    ...(product.upsell_products ?? []),
    ...(product.related_products ?? []),
  ];
  const seen = new Set<string>([product.uid]);
  const result: CatalogProductCardFragment[] = [];
  for (const candidate of candidates) {
    if (!candidate || seen.has(candidate.uid)) continue;
    if (candidate.stock_status !== 'IN_STOCK' || !candidate.url_key) continue;
    seen.add(candidate.uid);
    result.push(candidate);
  }
  return result.slice(0, max);
}

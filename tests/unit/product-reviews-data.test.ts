import { describe, expect, it } from 'vitest';
import type { CatalogProductCardFragment } from '../../graphql/generated/operations.ts';
import {
  type AlternativesProduct,
  outOfStockAlternatives,
} from '../../src/views/purchase/out-of-stock-alternatives.ts';
import {
  reviewAverage,
  reviewDate,
  reviewStarsOf,
  roundedAverage,
} from '../../src/views/catalog/product-reviews-data.ts';

const counts = (byStars: Record<number, number>) =>
  [5, 4, 3, 2, 1].map((stars) => ({ stars, count: byStars[stars] ?? 0 }));

describe('review average', () => {
  it('is the sum of ratings over review_count', () => {
    expect(reviewAverage(counts({ 5: 3, 4: 1, 3: 1 }), 5)).toBe(4.4);
    expect(reviewAverage(counts({ 5: 1, 2: 1 }), 2)).toBe(3.5);
    expect(roundedAverage(reviewAverage(counts({ 5: 2, 4: 1 }), 3))).toBe(4.7);
  });

  it('is 0 without reviews', () => {
    expect(reviewAverage(counts({}), 0)).toBe(0);
  });
});

describe('a review', () => {
  it("has the stars of its 'Rating', else its percent in stars", () => {
    expect(reviewStarsOf({ average_rating: 80, ratings_breakdown: [{ name: 'Rating', value: '4' }] })).toBe(
      4,
    );
    expect(reviewStarsOf({ average_rating: 60, ratings_breakdown: [] })).toBe(3);
  });

  it("reads Magento's created_at as UTC", () => {
    expect(reviewDate('2026-10-25 09:30:00')?.toISOString()).toBe('2026-10-25T09:30:00.000Z');
    expect(reviewDate('yesterday')).toBeNull();
  });
});

const card = (uid: string, stock: 'IN_STOCK' | 'OUT_OF_STOCK' = 'IN_STOCK') =>
  ({ uid, sku: uid, url_key: uid, stock_status: stock }) as CatalogProductCardFragment;

describe('out-of-stock alternatives', () => {
  it('offers the other packs first, then related products; in stock only, each once, never the product', () => {
    const product = {
      uid: 'e6',
      sku: 'EISEN-6M',
      name: 'Eisen',
      stock_status: 'OUT_OF_STOCK',
      upsell_products: [],
      related_products: [card('b6'), card('c6', 'OUT_OF_STOCK'), card('e1')],
      configurable_parent: {
        uid: 'e',
        variants: [{ product: card('e1') }, { product: card('e3') }, { product: card('e6', 'OUT_OF_STOCK') }],
      },
    } as unknown as AlternativesProduct;
    expect(outOfStockAlternatives(product).map((p) => p.uid)).toEqual(['e1', 'e3', 'b6']);
  });

  it("takes a configurable product's variants and keeps at most four", () => {
    const product = {
      uid: 'e',
      sku: 'EISEN',
      name: 'Eisen',
      stock_status: 'OUT_OF_STOCK',
      upsell_products: null,
      related_products: [card('a'), card('b'), card('c')],
      variants: [{ product: card('e1') }, { product: card('e3') }],
    } as unknown as AlternativesProduct;
    expect(outOfStockAlternatives(product).map((p) => p.uid)).toEqual(['e1', 'e3', 'a', 'b']);
  });
});

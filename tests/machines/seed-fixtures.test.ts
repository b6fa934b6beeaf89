// The model fixtures describe what could happen in the shop: every cart a cart model path passes
// through is a cart the commerce API could answer (no two lines with one uid; products and
// coupons of the seed), and the purchase modal's products are the seed's. So the paths
// `npm run machines:paths` prints name products and coupons a tester finds in the shop.
import { describe, expect, it } from 'vitest';
import { FAMILIES, PACK_MONTHS } from '../../server/db/seed/catalog-products.ts';
import { SEED_COUPONS } from '../../server/db/seed/coupons.ts';
import { cartModel } from './models/cart.model.ts';
import { purchaseModalModel } from './models/purchase-modal.model.ts';

const SEED_SKUS = new Set(
  FAMILIES.flatMap((family) => [family.sku, ...PACK_MONTHS.map((months) => `${family.sku}-${months}M`)]),
);
const SEED_CODES = new Set(SEED_COUPONS.filter((c) => !('validUntil' in c)).map((coupon) => coupon.code));

/** Every state a model's paths pass through, with the event that led there. */
function visited<S, E>(paths: { steps: { state: S; event: E }[] }[]): { state: S; event: E }[] {
  return paths.flatMap((path) => path.steps);
}

describe('cart model fixtures are possible carts', () => {
  const steps = visited(cartModel.paths());

  it('walks carts with lines', () => {
    expect(steps.some(({ state }) => (state.context.cart?.items.length ?? 0) > 1)).toBe(true);
  });

  it('never holds two lines with one uid', () => {
    const duplicated = steps.flatMap(({ state }) => {
      const uids = state.context.cart?.items.map((item) => item.uid) ?? [];
      return uids.length === new Set(uids).size ? [] : [uids.join(', ')];
    });
    expect(duplicated).toEqual([]);
  });

  it('holds only products and live coupons of the seed', () => {
    const skus = new Set(
      steps.flatMap(({ state }) => state.context.cart?.items.map((i) => i.product.sku) ?? []),
    );
    const codes = new Set(
      steps.flatMap(({ state }) => state.context.cart?.applied_coupons?.map((c) => c.code) ?? []),
    );
    expect(skus.size).toBeGreaterThan(0);
    expect(codes.size).toBeGreaterThan(0);
    expect([...skus].filter((sku) => !SEED_SKUS.has(sku))).toEqual([]);
    expect([...codes].filter((code) => !SEED_CODES.has(code))).toEqual([]);
  });

  it('adds and reorders products of the seed (the one refused product type aside)', () => {
    const asked = steps.flatMap(({ event }) =>
      (event.type === 'cart.addItem' && event.productType !== 'DownloadableProduct') ||
      event.type === 'cart.reorder'
        ? event.type === 'cart.addItem'
          ? [event.sku]
          : event.lines.map((line) => line.sku)
        : [],
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((sku) => !SEED_SKUS.has(sku))).toEqual([]);
  });
});

describe('purchase modal model fixtures are products of the seed', () => {
  const steps = visited(purchaseModalModel.paths());

  it('loads, offers and relates only seeded products', () => {
    const skus = new Set(
      steps.flatMap(({ state }) => {
        const { product, request } = state.context;
        return [
          ...(request.sku ? [request.sku] : []),
          ...(product
            ? [
                product.sku,
                ...(product.variants ?? []).map((variant) => variant.sku),
                ...(product.related_products ?? []).map((related) => related.sku),
              ]
            : []),
        ];
      }),
    );
    expect(skus.size).toBeGreaterThan(2);
    expect([...skus].filter((sku) => !SEED_SKUS.has(sku))).toEqual([]);
  });
});

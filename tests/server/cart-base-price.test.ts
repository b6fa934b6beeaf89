// PAngV: a cart line states the base price of what it costs, so the API gives each line the base
// price of its unit price including VAT, after a savings-plan discount.
import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

interface Pack {
  sku: string;
  unit_type: string;
  unit_value: number;
}

interface Line {
  quantity: number;
  product: Pack;
  /** The pack bought, for a line of a product family. */
  configured_variant?: Pack;
  prices: {
    row_total_including_tax: { value: number };
    base_price: {
      amount: { value: number; currency: string };
      per_unit: string;
      per_quantity: number;
    } | null;
  };
}

const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    cart { items { quantity product { sku unit_type unit_value }
      ... on ConfigurableCartItem { configured_variant { sku unit_type unit_value } }
      prices { row_total_including_tax { value } base_price { amount { value currency } per_unit per_quantity } } } }
    user_errors { code message }
  }
}`;

const monthly = [{ uid: Buffer.from('purchase_mode/onGoing/monthly').toString('base64'), value: '1' }];

async function lines(store: string, items: Record<string, unknown>[]): Promise<Line[]> {
  const created = await gql<{ createEmptyCart: string }>(
    t.app,
    'mutation { createEmptyCart }',
    {},
    { store },
  );
  const res = await gql<{ addProductsToCart: { cart: { items: Line[] }; user_errors: unknown[] } }>(
    t.app,
    ADD,
    { cartId: created.data.createEmptyCart, items },
    { store },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data.addProductsToCart.user_errors).toEqual([]);
  // The pack is the line's product; a family's line names the family as product.
  return res.data.addProductsToCart.cart.items.map((i) => ({
    ...i,
    product: i.configured_variant ?? i.product,
  }));
}

const perThousand = (line: Line) =>
  Math.round(
    (line.prices.row_total_including_tax.value / line.quantity / line.product.unit_value) * 1000 * 100,
  ) / 100;

describe('cart line base price', () => {
  it('is the base price of the unit price, per 1000 units, per kg and per litre', async () => {
    const items = await lines('de', [
      { sku: 'PRO-MAG-1M', quantity: 2 },
      { sku: 'KOLLAGEN-1M', quantity: 1 },
      { sku: 'VIT-D3K2-1M', quantity: 1 },
    ]);
    const bySku = new Map(items.map((i) => [i.product.sku, i]));
    const capsules = bySku.get('PRO-MAG-1M')!;
    expect(capsules.prices.base_price).toEqual({
      amount: { value: perThousand(capsules), currency: 'EUR' },
      per_unit: 'units',
      per_quantity: 1000,
    });
    const powder = bySku.get('KOLLAGEN-1M')!;
    expect(powder.product.unit_type).toBe('g');
    expect(powder.prices.base_price).toMatchObject({
      amount: { value: perThousand(powder) },
      per_unit: 'kg',
    });
    const drops = bySku.get('VIT-D3K2-1M')!;
    expect(drops.prices.base_price).toMatchObject({ amount: { value: perThousand(drops) }, per_unit: 'l' });
  });

  it('follows the savings-plan discount and the shop currency', async () => {
    const [oneTime] = await lines('ch_de', [{ sku: 'PRO-MAG-1M', quantity: 1 }]);
    const [plan] = await lines('ch_de', [{ sku: 'PRO-MAG-1M', quantity: 1, entered_options: monthly }]);
    expect(oneTime!.prices.base_price?.amount.currency).toBe('CHF');
    expect(plan!.prices.base_price?.amount.value).toBe(perThousand(plan!));
    expect(plan!.prices.base_price!.amount.value).toBeLessThan(oneTime!.prices.base_price!.amount.value);
  });
});

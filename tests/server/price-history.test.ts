// §11 PAngV: the lowest price of the 30 days before a reduction, per product and shop, from the
// price history the seed starts and a trigger on product_prices keeps.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productPriceHistory, productPrices, products } from '../../server/db/schema.ts';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp();

const QUERY = `query ($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items {
      sku
      price_range {
        minimum_price {
          final_price { value currency }
          regular_price { value }
          lowest_price_30_days { price { value currency } discount { amount_off percent_off } }
        }
      }
    }
  }
}`;

interface Answer {
  products: {
    items: {
      price_range: {
        minimum_price: {
          final_price: { value: number; currency: string };
          regular_price: { value: number };
          lowest_price_30_days: {
            price: { value: number; currency: string };
            discount: { amount_off: number; percent_off: number };
          } | null;
        };
      };
    }[];
  };
}

async function priceOf(sku: string, store: string) {
  const res = await gql<Answer>(t.app, QUERY, { sku }, { store });
  expect(res.errors).toBeUndefined();
  const item = res.data.products.items[0];
  if (!item) throw new Error(`no product ${sku} in ${store}`);
  return item.price_range.minimum_price;
}

describe('lowest_price_30_days', () => {
  it('states the earlier sale inside the 30 days before a reduction, per shop and currency', async () => {
    const eu = await priceOf('PRO-MAG-3M', 'de');
    expect(eu.final_price).toEqual({ value: 47.9, currency: 'EUR' });
    expect(eu.lowest_price_30_days).toEqual({
      price: { value: 49.9, currency: 'EUR' },
      discount: { amount_off: 2, percent_off: 4.01 },
    });
    const ch = await priceOf('PRO-MAG-3M', 'ch_en');
    expect(ch.final_price).toEqual({ value: 52.9, currency: 'CHF' });
    expect(ch.lowest_price_30_days?.price).toEqual({ value: 55.9, currency: 'CHF' });
  });

  it('is the regular price when the product had no lower price before the reduction', async () => {
    const eu = await priceOf('OMEGA-3-6M', 'en');
    expect(eu.final_price.value).toBe(109.9);
    expect(eu.lowest_price_30_days?.price.value).toBe(eu.regular_price.value);
  });

  it('is null for a product whose price never changed', async () => {
    expect((await priceOf('ZINK-1M', 'de')).lowest_price_30_days).toBeNull();
  });

  it('answers for a configurable product with its cheapest pack', async () => {
    const price = await priceOf('VIT-C', 'de');
    expect(price.final_price.value).toBe(9.9);
    expect(price.lowest_price_30_days?.price.value).toBe(12.9);
  });

  it('records a price change and takes the earlier price as the reference from then on', async () => {
    const { db } = t.app.database;
    const [zinc] = await db.select({ id: products.id }).from(products).where(eq(products.sku, 'ZINK-3M'));
    const id = zinc!.id;
    const before = await priceOf('ZINK-3M', 'ch_de');
    await db
      .update(productPrices)
      .set({ specialPrice: 25.9 })
      .where(and(eq(productPrices.productId, id), eq(productPrices.websiteCode, 'ch')));
    const after = await priceOf('ZINK-3M', 'ch_de');
    expect(after.final_price.value).toBe(25.9);
    expect(after.lowest_price_30_days?.price.value).toBe(before.final_price.value);
    // The other shop's price and history are untouched.
    expect((await priceOf('ZINK-3M', 'de')).lowest_price_30_days).toBeNull();
    // Writing the same price again adds no row.
    await db
      .update(productPrices)
      .set({ specialPrice: 25.9 })
      .where(and(eq(productPrices.productId, id), eq(productPrices.websiteCode, 'ch')));
    const rows = await db
      .select({ price: productPriceHistory.price })
      .from(productPriceHistory)
      .where(and(eq(productPriceHistory.productId, id), eq(productPriceHistory.websiteCode, 'ch')));
    expect(rows.map((r) => r.price)).toEqual([before.final_price.value, 25.9]);
  });
});

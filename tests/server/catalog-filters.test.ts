import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

// Layered navigation of category pages against the seeded catalogue: the CategoryPage query's
// filter, sort and aggregations, in both languages and in the Swiss store (CHF prices).

const t = useTestApp();

interface Option {
  label: string;
  value: string;
  count: number;
}
interface Listed {
  sku: string;
  name: string;
  inhalt_label: string;
  price_range: {
    minimum_price: { final_price: { value: number; currency: string }; regular_price: { value: number } };
  };
}
interface Result {
  total_count: number;
  page_info: { current_page: number; total_pages: number };
  items: Listed[];
  aggregations: { attribute_code: string; label: string; options: Option[] }[];
}

const QUERY = `query($filter: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page total_pages }
    items { sku name inhalt_label price_range { minimum_price { final_price { value currency } regular_price { value } } } }
    aggregations { attribute_code label options { label value count } }
  }
}`;

async function list(
  filter: Record<string, unknown>,
  {
    store = 'de',
    sort,
    pageSize = 50,
    currentPage = 1,
  }: { store?: string; sort?: Record<string, string>; pageSize?: number; currentPage?: number } = {},
) {
  const res = await gql<{ products: Result }>(
    t.app,
    QUERY,
    { filter, sort, pageSize, currentPage },
    { store },
  );
  expect(res.errors).toBeUndefined();
  const products = res.data.products;
  const facets = Object.fromEntries(products.aggregations.map((a) => [a.attribute_code, a]));
  return {
    ...products,
    prices: products.items.map((i) => i.price_range.minimum_price.final_price.value),
    currencies: new Set(products.items.map((i) => i.price_range.minimum_price.final_price.currency)),
    forms: new Set(products.items.map((i) => i.inhalt_label)),
    /** SKUs whose card shows a discount (final below regular price). */
    discounted: products.items
      .filter(
        (i) =>
          i.price_range.minimum_price.final_price.value < i.price_range.minimum_price.regular_price.value,
      )
      .map((i) => i.sku)
      .sort(),
    facets,
    options: (code: string) => facets[code]?.options.map((o) => [o.value, o.count]),
  };
}

const minerals = (extra: Record<string, unknown> = {}) => ({
  category_url_path: { eq: 'mineralstoffe' },
  ...extra,
});

describe('category filters', () => {
  it('filters by form and keeps counting the other forms (multi-select)', async () => {
    const all = await list(minerals());
    expect(all.total_count).toBe(16);
    expect(all.options('inhalt_label')).toEqual([
      ['capsules', 8],
      ['tablets', 8],
    ]);

    const capsules = await list(minerals({ inhalt_label: { in: ['capsules'] } }));
    expect(capsules.total_count).toBe(8);
    expect(capsules.forms).toEqual(new Set(['capsules']));
    expect(capsules.items.map((i) => i.sku)).toContain('PRO-MAG-1M');
    expect(capsules.items.map((i) => i.sku)).not.toContain('ZINK-1M');
    // The form facet ignores its own filter, so tablets can be added; price counts capsules only.
    expect(capsules.options('inhalt_label')).toEqual([
      ['capsules', 8],
      ['tablets', 8],
    ]);
    expect(capsules.facets.price?.options.reduce((sum, o) => sum + o.count, 0)).toBe(8);

    const both = await list(minerals({ inhalt_label: { in: ['capsules', 'tablets'] } }));
    expect(both.total_count).toBe(16);
  });

  it('filters by price range (bucket end excluded) and counts forms within it', async () => {
    const all = await list(minerals());
    expect(all.options('price')).toEqual([
      ['0_20', 8],
      ['20_40', 2],
      ['40_60', 3],
      ['60_80', 2],
      ['100_120', 1],
    ]);
    const cheap = await list(minerals({ price: { from: '10', to: '19.999' } }));
    expect(cheap.total_count).toBe(6);
    expect(cheap.prices.every((p) => p >= 10 && p < 20)).toBe(true);
    expect(cheap.options('inhalt_label')).toEqual([
      ['capsules', 4],
      ['tablets', 2],
    ]);
    // The price facet ignores the price filter: every range stays choosable.
    expect(cheap.options('price')).toEqual(all.options('price'));

    const open = await list(minerals({ price: { from: '60' } }));
    expect(open.prices.sort((a, b) => a - b)).toEqual([60.9, 75.9, 101.9]);
  });

  it('combines form and price filters, and answers an impossible choice with no products', async () => {
    const res = await list(minerals({ inhalt_label: { eq: 'tablets' }, price: { from: '0', to: '19.999' } }));
    expect(res.forms).toEqual(new Set(['tablets']));
    expect(res.prices.sort((a, b) => a - b)).toEqual([8.9, 8.9, 11.9, 11.9]);

    const none = await list(minerals({ inhalt_label: { eq: 'liquid' } }));
    expect(none.total_count).toBe(0);
    expect(none.items).toEqual([]);
    // The way back: the form facet still offers what the category has.
    expect(none.options('inhalt_label')).toEqual([
      ['capsules', 8],
      ['tablets', 8],
    ]);
  });

  it('sorts by price and name in both directions, and pages through a filtered list', async () => {
    const up = await list(minerals(), { sort: { price: 'ASC' } });
    expect(up.prices).toEqual([...up.prices].sort((a, b) => a - b));
    expect(up.prices[0]).toBe(8.9);
    const down = await list(minerals(), { sort: { price: 'DESC' } });
    expect(down.prices).toEqual([...down.prices].sort((a, b) => b - a));
    expect(down.prices[0]).toBe(101.9);

    const az = await list(minerals(), { sort: { name: 'ASC' } });
    const names = az.items.map((i) => i.name);
    expect(names[0]).toMatch(/^Eisen/);
    expect(names.at(-1)).toMatch(/^Zink/);
    const za = await list(minerals(), { sort: { name: 'DESC' } });
    expect(za.items.map((i) => i.name)).toEqual([...names].reverse());

    const capsules = { inhalt_label: { in: ['capsules'] } };
    const page1 = await list(minerals(capsules), { sort: { price: 'ASC' }, pageSize: 5 });
    const page2 = await list(minerals(capsules), { sort: { price: 'ASC' }, pageSize: 5, currentPage: 2 });
    expect(page1.page_info).toEqual({ current_page: 1, total_pages: 2 });
    expect(page2.page_info).toEqual({ current_page: 2, total_pages: 2 });
    expect([...page1.prices, ...page2.prices]).toEqual(
      (await list(minerals(capsules), { sort: { price: 'ASC' } })).prices,
    );
    expect(page2.items).toHaveLength(3);
  });

  it('labels facets in the store language', async () => {
    const de = await list(minerals());
    expect(de.facets.inhalt_label?.label).toBe('Darreichungsform');
    expect(de.facets.price?.label).toBe('Preis');
    expect(de.facets.inhalt_label?.options.map((o) => o.label)).toEqual(['Kapseln', 'Tabletten']);

    const en = await list({ category_url_path: { eq: 'minerals' } }, { store: 'en' });
    expect(en.total_count).toBe(16);
    expect(en.facets.inhalt_label?.label).toBe('Form');
    expect(en.facets.price?.label).toBe('Price');
    expect(en.facets.inhalt_label?.options.map((o) => [o.label, o.value, o.count])).toEqual([
      ['Capsules', 'capsules', 8],
      ['Tablets', 'tablets', 8],
    ]);
    const drops = await list(
      { category_url_path: { eq: 'health-areas' }, inhalt_label: { eq: 'drops' } },
      { store: 'en' },
    );
    expect(drops.forms).toEqual(new Set(['drops']));
    expect(drops.items.every((i) => /Vitamin D3/.test(i.name))).toBe(true);
  });

  it('filters and buckets Swiss prices in CHF', async () => {
    const ch = await list(minerals({ inhalt_label: { eq: 'tablets' } }), {
      store: 'ch_de',
      sort: { price: 'ASC' },
    });
    expect(ch.currencies).toEqual(new Set(['CHF']));
    expect(ch.prices).toEqual([10.9, 10.9, 13.9, 13.9, 29.9, 37.9, 55.9, 70.9]);
    // Five ranges of 10 are few enough here.
    expect(ch.options('price')).toEqual([
      ['10_20', 4],
      ['20_30', 1],
      ['30_40', 1],
      ['50_60', 1],
      ['70_80', 1],
    ]);
    const range = await list(
      {
        category_url_path: { eq: 'minerals' },
        inhalt_label: { eq: 'tablets' },
        price: { from: '20', to: '39.999' },
      },
      {
        store: 'ch_en',
      },
    );
    expect(range.prices.sort((a, b) => a - b)).toEqual([29.9, 37.9]);
    expect(range.currencies).toEqual(new Set(['CHF']));
    // The same range in the EU shop holds other products: prices differ per website.
    const eu = await list(minerals({ inhalt_label: { eq: 'tablets' }, price: { from: '20', to: '39.999' } }));
    expect(eu.prices.sort((a, b) => a - b)).toEqual([24.9, 32.9]);
  });

  it('filters offers: exactly the products whose shown price is discounted', async () => {
    for (const [store, path] of [
      ['de', 'vitamine'],
      ['en', 'health-areas'],
      ['ch_de', 'mineralstoffe'],
    ] as const) {
      const all = await list({ category_url_path: { eq: path } }, { store });
      const offers = await list({ category_url_path: { eq: path }, on_sale: { eq: '1' } }, { store });
      expect(all.discounted.length).toBeGreaterThan(0);
      expect(offers.items.map((i) => i.sku).sort()).toEqual(all.discounted);
      expect(offers.discounted).toEqual(all.discounted);
      expect(all.options('on_sale')).toEqual([['1', all.discounted.length]]);
      const others = await list({ category_url_path: { eq: path }, on_sale: { eq: '0' } }, { store });
      expect(others.total_count).toBe(all.total_count - all.discounted.length);
      expect(others.discounted).toEqual([]);
    }
    const vitamins = await list({ category_url_path: { eq: 'vitamine' }, on_sale: { eq: '1' } });
    expect(vitamins.items.map((i) => i.sku).sort()).toEqual(['VIT-C', 'VIT-C-1M']);
    expect(vitamins.facets.on_sale).toMatchObject({ label: 'Angebote', options: [{ label: 'Im Angebot' }] });
    // Other facets count the offers only; the offer facet counts within the chosen form.
    expect(vitamins.options('inhalt_label')).toEqual([['powder', 2]]);
    const drops = await list({ category_url_path: { eq: 'vitamine' }, inhalt_label: { eq: 'drops' } });
    expect(drops.facets.on_sale).toBeUndefined();
    const en = await list({ category_url_path: { eq: 'vitamins' } }, { store: 'en' });
    expect(en.facets.on_sale).toMatchObject({
      label: 'Offers',
      options: [{ label: 'On sale', value: '1', count: 2 }],
    });
  });
});

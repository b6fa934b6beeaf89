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
  // A family is listed once (its configurable product, at its cheapest pack's price); its packs
  // are not listed on their own. The minerals: Pro Magnesium, Eisen Komplex (capsules), Zink
  // Bisglycinat, Selen Tabletten (tablets).
  it('filters by form and keeps counting the other forms (multi-select)', async () => {
    const all = await list(minerals());
    expect(all.total_count).toBe(4);
    expect(all.options('inhalt_label')).toEqual([
      ['capsules', 2],
      ['tablets', 2],
    ]);

    const capsules = await list(minerals({ inhalt_label: { in: ['capsules'] } }));
    expect(capsules.total_count).toBe(2);
    expect(capsules.forms).toEqual(new Set(['capsules']));
    expect(capsules.items.map((i) => i.sku)).toContain('PRO-MAG');
    expect(capsules.items.map((i) => i.sku)).not.toContain('ZINK');
    // The form facet ignores its own filter, so tablets can be added; price counts capsules only.
    expect(capsules.options('inhalt_label')).toEqual([
      ['capsules', 2],
      ['tablets', 2],
    ]);
    expect(capsules.facets.price?.options.reduce((sum, o) => sum + o.count, 0)).toBe(2);

    const both = await list(minerals({ inhalt_label: { in: ['capsules', 'tablets'] } }));
    expect(both.total_count).toBe(4);
  });

  it('filters by price range (bucket end excluded) and counts forms within it', async () => {
    const all = await list(minerals());
    expect(all.options('price')).toEqual([
      ['0_10', 1],
      ['10_20', 3],
    ]);
    const cheap = await list(minerals({ price: { from: '10', to: '19.999' } }));
    expect(cheap.total_count).toBe(3);
    expect(cheap.prices.every((p) => p >= 10 && p < 20)).toBe(true);
    expect(cheap.options('inhalt_label')).toEqual([
      ['capsules', 2],
      ['tablets', 1],
    ]);
    // The price facet ignores the price filter: every range stays choosable.
    expect(cheap.options('price')).toEqual(all.options('price'));

    const open = await list(minerals({ price: { from: '12' } }));
    expect(open.prices.sort((a, b) => a - b)).toEqual([14.9, 19.9]);
  });

  it('combines form and price filters, and answers an impossible choice with no products', async () => {
    const res = await list(minerals({ inhalt_label: { eq: 'tablets' }, price: { from: '0', to: '19.999' } }));
    expect(res.forms).toEqual(new Set(['tablets']));
    expect(res.prices.sort((a, b) => a - b)).toEqual([8.9, 11.9]);

    const none = await list(minerals({ inhalt_label: { eq: 'liquid' } }));
    expect(none.total_count).toBe(0);
    expect(none.items).toEqual([]);
    // The way back: the form facet still offers what the category has.
    expect(none.options('inhalt_label')).toEqual([
      ['capsules', 2],
      ['tablets', 2],
    ]);
  });

  it('sorts by price and name in both directions, and pages through a filtered list', async () => {
    const up = await list(minerals(), { sort: { price: 'ASC' } });
    expect(up.prices).toEqual([8.9, 11.9, 14.9, 19.9]);
    const down = await list(minerals(), { sort: { price: 'DESC' } });
    expect(down.prices).toEqual([19.9, 14.9, 11.9, 8.9]);

    const az = await list(minerals(), { sort: { name: 'ASC' } });
    const names = az.items.map((i) => i.name);
    expect(names[0]).toMatch(/^Eisen/);
    expect(names.at(-1)).toMatch(/^Zink/);
    const za = await list(minerals(), { sort: { name: 'DESC' } });
    expect(za.items.map((i) => i.name)).toEqual([...names].reverse());

    const root = { category_url_path: { eq: 'health-areas' } };
    const whole = (await list(root, { store: 'en', sort: { price: 'ASC' } })).prices;
    expect(whole).toHaveLength(15);
    const page1 = await list(root, { store: 'en', sort: { price: 'ASC' }, pageSize: 10 });
    const page2 = await list(root, { store: 'en', sort: { price: 'ASC' }, pageSize: 10, currentPage: 2 });
    expect(page1.page_info).toEqual({ current_page: 1, total_pages: 2 });
    expect(page2.page_info).toEqual({ current_page: 2, total_pages: 2 });
    expect([...page1.prices, ...page2.prices]).toEqual(whole);
    expect(page2.items).toHaveLength(5);
  });

  it('labels facets in the store language', async () => {
    const de = await list(minerals());
    expect(de.facets.inhalt_label?.label).toBe('Darreichungsform');
    expect(de.facets.price?.label).toBe('Preis');
    expect(de.facets.inhalt_label?.options.map((o) => o.label)).toEqual(['Kapseln', 'Tabletten']);

    const en = await list({ category_url_path: { eq: 'minerals' } }, { store: 'en' });
    expect(en.total_count).toBe(4);
    expect(en.facets.inhalt_label?.label).toBe('Form');
    expect(en.facets.price?.label).toBe('Price');
    expect(en.facets.inhalt_label?.options.map((o) => [o.label, o.value, o.count])).toEqual([
      ['Capsules', 'capsules', 2],
      ['Tablets', 'tablets', 2],
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
    expect(ch.prices).toEqual([10.9, 13.9]);
    expect(ch.options('price')).toEqual([['10_20', 2]]);
    const range = await list(
      {
        category_url_path: { eq: 'minerals' },
        inhalt_label: { eq: 'tablets' },
        price: { from: '10', to: '12.999' },
      },
      {
        store: 'ch_en',
      },
    );
    expect(range.prices).toEqual([10.9]);
    expect(range.currencies).toEqual(new Set(['CHF']));
    // The same range in the EU shop holds another product: prices differ per website.
    const eu = await list(minerals({ inhalt_label: { eq: 'tablets' }, price: { from: '10', to: '12.999' } }));
    expect(eu.prices).toEqual([11.9]);
  });

  it('filters offers: exactly the products whose shown price is discounted', async () => {
    for (const [store, path] of [
      ['de', 'vitamine'],
      ['en', 'health-areas'],
      ['ch_de', 'vitamine'],
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
    expect(vitamins.items.map((i) => i.sku).sort()).toEqual(['VIT-C']);
    expect(vitamins.facets.on_sale).toMatchObject({ label: 'Angebote', options: [{ label: 'Im Angebot' }] });
    // Other facets count the offers only; the offer facet counts within the chosen form.
    expect(vitamins.options('inhalt_label')).toEqual([['powder', 1]]);
    const drops = await list({ category_url_path: { eq: 'vitamine' }, inhalt_label: { eq: 'drops' } });
    expect(drops.facets.on_sale).toBeUndefined();
    const en = await list({ category_url_path: { eq: 'vitamins' } }, { store: 'en' });
    expect(en.facets.on_sale).toMatchObject({
      label: 'Offers',
      options: [{ label: 'On sale', value: '1', count: 1 }],
    });
  });

  it('lists a family once: its packs answer by SKU and url key, but are not listed', async () => {
    const listed = await list({ category_url_path: { eq: 'health-areas' } }, { store: 'en', pageSize: 100 });
    const skus = listed.items.map((i) => i.sku);
    expect(skus).toContain('PRO-MAG');
    expect(skus.filter((sku) => /-\d+M$/.test(sku))).toEqual([]);
    expect(new Set(skus).size).toBe(skus.length);
    expect(listed.total_count).toBe(skus.length);
    const search = await list({ name: { match: 'Magnesium' } });
    expect(search.items.map((i) => i.sku)).toEqual(['PRO-MAG']);
    const packs = await list({ sku: { in: ['PRO-MAG-1M', 'PRO-MAG-6M'] } });
    expect(packs.items.map((i) => i.sku).sort()).toEqual(['PRO-MAG-1M', 'PRO-MAG-6M']);
  });
});

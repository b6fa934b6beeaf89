import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp();

interface Money {
  value: number;
  currency: string;
}
interface Price {
  regular_price: Money;
  final_price: Money;
  discount: { amount_off: number; percent_off: number };
}
interface Product {
  __typename: string;
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  stock_status: string;
  only_x_left_in_stock: number | null;
  price_range: { minimum_price: Price; maximum_price: Price };
  base_price: { amount: Money; per_unit: string; per_quantity: number } | null;
}

const PRODUCT_FIELDS = `
  __typename uid sku name url_key stock_status only_x_left_in_stock
  price_range {
    minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
    maximum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
  }
  base_price { amount { value currency } per_unit per_quantity }
`;

async function productBySku(sku: string, store?: string): Promise<Product> {
  const res = await gql<{ products: { items: Product[] } }>(
    t.app,
    `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ${PRODUCT_FIELDS} } } }`,
    { sku },
    { store },
  );
  expect(res.errors).toBeUndefined();
  const [item] = res.data.products.items;
  if (!item) throw new Error(`no product ${sku}`);
  return item;
}

async function listSkus(
  args: string,
  store?: string,
): Promise<{ skus: string[]; total: number; pages: number; errors?: unknown }> {
  const res = await gql<{
    products: { total_count: number; page_info: { total_pages: number }; items: { sku: string }[] } | null;
  }>(t.app, `{ products(${args}) { total_count page_info { total_pages } items { sku } } }`, {}, { store });
  return {
    skus: res.data.products?.items.map((i) => i.sku) ?? [],
    total: res.data.products?.total_count ?? 0,
    pages: res.data.products?.page_info.total_pages ?? 0,
    errors: res.errors,
  };
}

describe('store views', () => {
  const STORE_CONFIG = `{ storeConfig { store_code locale website_code base_currency_code default_display_currency_code
    timezone vat_rate prices_include_tax product_url_suffix category_url_suffix grid_per_page grid_per_page_values
    catalog_default_sort_by minimum_password_length required_character_classes_number weight_unit root_category_uid header_logo_src } }`;

  it('answers the default store view (de, EUR) without a Store header', async () => {
    const res = await gql<{ storeConfig: Record<string, unknown> }>(t.app, STORE_CONFIG);
    expect(res.errors).toBeUndefined();
    expect(res.data.storeConfig).toMatchObject({
      store_code: 'de',
      locale: 'de_DE',
      website_code: 'eu',
      base_currency_code: 'EUR',
      default_display_currency_code: 'EUR',
      timezone: 'Europe/Berlin',
      vat_rate: 7,
      prices_include_tax: true,
      product_url_suffix: '/',
      category_url_suffix: '/',
      grid_per_page: 10,
      grid_per_page_values: '10,20,50',
      catalog_default_sort_by: 'position',
      minimum_password_length: '8',
      required_character_classes_number: '2',
      weight_unit: 'kgs',
    });
  });

  it.each([
    ['en', 'en_GB', 'EUR', 'Europe/Berlin', 7],
    ['ch_de', 'de_DE', 'CHF', 'Europe/Zurich', 2.6],
    ['ch_en', 'en_GB', 'CHF', 'Europe/Zurich', 2.6],
  ])('answers store view %s with locale %s in %s', async (store, locale, currency, timezone, vat) => {
    const res = await gql<{ storeConfig: Record<string, unknown> }>(t.app, STORE_CONFIG, {}, { store });
    expect(res.data.storeConfig).toMatchObject({
      store_code: store,
      locale,
      default_display_currency_code: currency,
      timezone,
      vat_rate: vat,
    });
  });

  it("rejects an unknown Store header with Magento's message", async () => {
    const res = await gql(
      t.app,
      '{ storeConfig { store_code } currency { base_currency_code } }',
      {},
      { store: 'fr' },
    );
    expect(res.data).toBeNull();
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: 'Requested store is not found',
        extensions: { category: 'graphql-input', code: 'STORE_NOT_FOUND' },
      }),
    ]);
  });

  it('lists store views, all or those of the current website', async () => {
    const all = await gql<{ availableStores: { store_code: string }[] }>(
      t.app,
      '{ availableStores { store_code } }',
    );
    expect(all.data.availableStores.map((s) => s.store_code)).toEqual(['de', 'en', 'ch_de', 'ch_en']);
    const group = await gql<{
      availableStores: { store_code: string; default_display_currency_code: string }[];
    }>(
      t.app,
      '{ availableStores(useCurrentGroup: true) { store_code default_display_currency_code } }',
      {},
      { store: 'ch_en' },
    );
    expect(group.data.availableStores).toEqual([
      { store_code: 'ch_de', default_display_currency_code: 'CHF' },
      { store_code: 'ch_en', default_display_currency_code: 'CHF' },
    ]);
  });

  it('gives the currency of the store view', async () => {
    const res = await gql<{ currency: Record<string, unknown> }>(
      t.app,
      '{ currency { base_currency_code base_currency_symbol available_currency_codes } }',
      {},
      { store: 'ch_de' },
    );
    expect(res.data.currency).toEqual({
      base_currency_code: 'CHF',
      base_currency_symbol: 'CHF',
      available_currency_codes: ['CHF'],
    });
  });
});

describe('categories', () => {
  interface Cat {
    uid: string;
    name: string;
    level: number;
    url_path: string | null;
    product_count: number;
    children?: Cat[];
  }

  it('returns the root with a tree at least three levels deep', async () => {
    const res = await gql<{ storeConfig: { root_category_uid: string }; categoryList: Cat[] }>(
      t.app,
      `{ storeConfig { root_category_uid }
         categoryList { uid name level children { name level url_path product_count
           children { name level url_path children { name level url_path product_count } } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const [root] = res.data.categoryList;
    expect(root?.uid).toBe(res.data.storeConfig.root_category_uid);
    expect(root?.level).toBe(1);
    const vitamins = root?.children?.find((c) => c.url_path === 'vitamine');
    expect(vitamins).toMatchObject({ name: 'Vitamine', level: 2, product_count: 5 });
    const vitaminD = vitamins?.children?.find((c) => c.url_path === 'vitamine/vitamin-d');
    expect(vitaminD?.children).toEqual([
      { name: 'Vitamin D3 + K2', level: 4, url_path: 'vitamine/vitamin-d/vitamin-d3-k2', product_count: 1 },
      {
        name: 'Vitamin D3 Tabletten',
        level: 4,
        url_path: 'vitamine/vitamin-d/vitamin-d3-tabletten',
        product_count: 1,
      },
    ]);
  });

  it('finds a category by url path in the store view language, with breadcrumbs', async () => {
    const query = `query($path: String) { categoryList(filters: { url_path: { eq: $path } }) {
      name url_key url_path url_suffix relative_url product_count
      breadcrumbs { category_name category_level category_url_path } } }`;
    const de = await gql<{ categoryList: unknown[] }>(t.app, query, {
      path: 'vitamine/vitamin-d/vitamin-d3-k2',
    });
    expect(de.data.categoryList).toEqual([
      {
        name: 'Vitamin D3 + K2',
        url_key: 'vitamin-d3-k2',
        url_path: 'vitamine/vitamin-d/vitamin-d3-k2',
        url_suffix: '/',
        relative_url: 'vitamine/vitamin-d/vitamin-d3-k2/',
        product_count: 1,
        breadcrumbs: [
          { category_name: 'Vitamine', category_level: 2, category_url_path: 'vitamine' },
          { category_name: 'Vitamin D', category_level: 3, category_url_path: 'vitamine/vitamin-d' },
        ],
      },
    ]);
    const en = await gql<{ categoryList: { name: string }[] }>(
      t.app,
      query,
      { path: 'minerals/magnesium' },
      { store: 'en' },
    );
    expect(en.data.categoryList.map((c) => c.name)).toEqual(['Magnesium']);
    const wrongLanguage = await gql<{ categoryList: unknown[] }>(t.app, query, {
      path: 'minerals/magnesium',
    });
    expect(wrongLanguage.data.categoryList).toEqual([]);
  });

  it('lists the children of a parent category', async () => {
    const parent = await gql<{ categoryList: { uid: string }[] }>(
      t.app,
      '{ categoryList(filters: { url_path: { eq: "mineralstoffe" } }) { uid } }',
    );
    const uid = parent.data.categoryList[0]?.uid;
    const res = await gql<{ categoryList: { name: string }[] }>(
      t.app,
      'query($uid: String) { categoryList(filters: { parent_category_uid: { eq: $uid } }) { name } }',
      { uid },
    );
    expect(res.data.categoryList.map((c) => c.name)).toEqual(['Magnesium', 'Zink', 'Eisen', 'Selen']);
  });
});

describe('product listing', () => {
  it('pages through a category with total_count and page_info', async () => {
    const args = (page: number) =>
      `filter: { category_url_path: { eq: "mineralstoffe" } }, pageSize: 3, currentPage: ${page}, sort: { position: ASC }`;
    // A family is listed once (its configurable product); its packs are not listed on their own.
    const first = await listSkus(args(1));
    expect(first).toMatchObject({ total: 4, pages: 2 });
    expect(first.skus).toEqual(['PRO-MAG', 'ZINK', 'EISEN']);
    const last = await listSkus(args(2));
    expect(last.skus).toEqual(['SELEN']);
    const beyond = await listSkus(args(3));
    expect(beyond.errors).toEqual([
      expect.objectContaining({
        message: 'currentPage value 3 specified is greater than the 2 page(s) available.',
      }),
    ]);
  });

  it('filters by sku (case-insensitive) and by url key', async () => {
    expect((await listSkus('filter: { sku: { in: ["pro-mag-1m", "VIT-C-3M"] } }')).skus.sort()).toEqual([
      'PRO-MAG-1M',
      'VIT-C-3M',
    ]);
    expect((await listSkus('filter: { url_key: { eq: "pro-magnesium-3-monate" } }')).skus).toEqual([
      'PRO-MAG-3M',
    ]);
    expect((await listSkus('filter: { url_key: { eq: "pro-magnesium-3-months" } }', 'en')).skus).toEqual([
      'PRO-MAG-3M',
    ]);
    expect((await listSkus('filter: { url_key: { eq: "pro-magnesium-3-months" } }', 'de')).skus).toEqual([]);
  });

  it('filters by price range and form', async () => {
    const expensive = await listSkus(
      'filter: { category_url_path: { eq: "mineralstoffe" }, price: { from: "14", to: "16" } }',
    );
    expect(expensive.skus).toEqual(['EISEN']);
    const powders = await listSkus('filter: { inhalt_label: { eq: "powder" } }, pageSize: 50');
    expect(powders.total).toBe(3);
    expect(powders.skus).toContain('KOLLAGEN');
  });

  it('searches name, sku and short description in the store view language', async () => {
    expect((await listSkus('search: "magnesium"')).skus).toEqual(['PRO-MAG']);
    expect((await listSkus('search: "KOLLAGEN"')).total).toBe(1);
    expect((await listSkus('search: "collagen"', 'en')).total).toBe(1);
    expect((await listSkus('search: "collagen"')).total).toBe(0);
    // Short description: "… mit Methylfolat und Methylcobalamin."
    expect((await listSkus('search: "methylcobalamin"')).skus).toEqual(['B-KOMPLEX']);
    // Hyphens separate words, so other products match some of them; a pack's SKU finds its family.
    expect((await listSkus('search: "pro-mag-6m"')).skus[0]).toBe('PRO-MAG');
    expect((await listSkus('search: "100%_"')).total).toBe(0);
  });

  it('needs a search or a filter', async () => {
    const res = await listSkus('pageSize: 5');
    expect(res.errors).toEqual([
      expect.objectContaining({ message: "'search' or 'filter' input argument is required." }),
    ]);
  });

  it('sorts by name and by price', async () => {
    const zinc = 'filter: { category_url_path: { eq: "mineralstoffe/zink" } }';
    expect((await listSkus(`${zinc}, sort: { name: DESC }`)).skus).toEqual(['ZINK']);
    const minerals = 'filter: { category_url_path: { eq: "mineralstoffe" } }, pageSize: 20';
    expect((await listSkus(`${minerals}, sort: { name: DESC }`)).skus).toEqual([
      'ZINK',
      'SELEN',
      'PRO-MAG',
      'EISEN',
    ]);
    const byPriceDesc = await listSkus(`${minerals}, sort: { price: DESC }`);
    expect(byPriceDesc.skus).toEqual(['PRO-MAG', 'EISEN', 'ZINK', 'SELEN']);
    const byPriceAsc = await listSkus(`${minerals}, sort: { price: ASC }`);
    expect(byPriceAsc.skus).toEqual(['SELEN', 'ZINK', 'EISEN', 'PRO-MAG']);
  });

  it('aggregates categories, prices and forms of the whole result', async () => {
    const res = await gql<{
      products: {
        aggregations: {
          attribute_code: string;
          options: { label: string; value: string; count: number }[];
        }[];
        sort_fields: { default: string; options: { value: string }[] };
      };
    }>(
      t.app,
      `{ products(filter: { category_url_path: { eq: "mineralstoffe" } }, pageSize: 2) {
          aggregations { attribute_code label options { label value count } }
          sort_fields { default options { value label } } } }`,
    );
    const byCode = Object.fromEntries(
      res.data.products.aggregations.map((a) => [a.attribute_code, a.options]),
    );
    expect(byCode.category_uid?.map((o) => [o.label, o.count])).toEqual([
      ['Magnesium', 1],
      ['Zink', 1],
      ['Eisen', 1],
      ['Selen', 1],
    ]);
    expect(byCode.price).toEqual([
      { label: '0-10', value: '0_10', count: 1 },
      { label: '10-20', value: '10_20', count: 3 },
    ]);
    expect(byCode.inhalt_label).toEqual([
      { label: 'Kapseln', value: 'capsules', count: 2 },
      { label: 'Tabletten', value: 'tablets', count: 2 },
    ]);
    expect(res.data.products.sort_fields.default).toBe('position');
  });
});

describe('product prices and stock', () => {
  it('shows a special price as final price with Magento discount values', async () => {
    const p = await productBySku('PRO-MAG-3M');
    expect(p.price_range.minimum_price).toEqual({
      regular_price: { value: 53.9, currency: 'EUR' },
      final_price: { value: 47.9, currency: 'EUR' },
      discount: { amount_off: 6, percent_off: 11.13 },
    });
    expect(p.price_range.maximum_price).toEqual(p.price_range.minimum_price);
  });

  it('prices the Swiss store views in CHF', async () => {
    const p = await productBySku('PRO-MAG-3M', 'ch_de');
    expect(p.price_range.minimum_price).toEqual({
      regular_price: { value: 59.9, currency: 'CHF' },
      final_price: { value: 52.9, currency: 'CHF' },
      discount: { amount_off: 7, percent_off: 11.69 },
    });
    const one = await productBySku('PRO-MAG-1M', 'ch_en');
    expect(one.price_range.minimum_price.final_price).toEqual({ value: 21.9, currency: 'CHF' });
    expect(one.name).toBe('Pro Magnesium 1 month');
  });

  it('gives a configurable product the range of its variants', async () => {
    const p = await productBySku('PRO-MAG');
    expect(p.__typename).toBe('ConfigurableProduct');
    expect(p.price_range.minimum_price.final_price.value).toBe(19.9);
    expect(p.price_range.maximum_price.final_price.value).toBe(101.9);
  });

  it.each([
    ['PRO-MAG-1M', 331.67, 'units', 1000],
    ['VIT-C-1M', 66, 'kg', 1],
    ['MULTI-1M', 55.8, 'l', 1],
    ['VIT-D3K2-3M', 1530, 'l', 1],
  ])('computes the base price of %s', async (sku, amount, perUnit, perQuantity) => {
    const p = await productBySku(sku);
    expect(p.base_price).toEqual({
      amount: { value: amount, currency: 'EUR' },
      per_unit: perUnit,
      per_quantity: perQuantity,
    });
  });

  it.each([
    ['PRO-MAG-1M', 'IN_STOCK', null],
    ['EISEN-6M', 'OUT_OF_STOCK', null],
    ['KOLLAGEN-1M', 'IN_STOCK', 3],
    ['SELEN-6M', 'IN_STOCK', 2],
    ['EISEN', 'IN_STOCK', null],
  ])('reports stock of %s as %s (only %s left)', async (sku, status, left) => {
    const p = await productBySku(sku);
    expect(p.stock_status).toBe(status);
    expect(p.only_x_left_in_stock).toBe(left);
  });
});

describe('product detail', () => {
  it('returns texts, images, categories, links and pack-size variants', async () => {
    const res = await gql<{ products: { items: Record<string, unknown>[] } }>(
      t.app,
      `{ products(filter: { url_key: { eq: "pro-magnesium" } }) { items {
          uid id sku name inhalt inhalt_label unit_type unit_value item_unit pack_months rating_summary review_count
          url_suffix url_rewrites { url }
          description { html } short_description { html }
          image { url label } media_gallery { url position }
          categories { name url_path }
          related_products { sku }
          ... on ConfigurableProduct {
            configurable_options { attribute_code label values { value_index label uid } }
            variants { attributes { code value_index label uid } product { sku upsell_products { sku } crosssell_products { sku } } }
          } } } }`,
      {},
      { store: 'en' },
    );
    expect(res.errors).toBeUndefined();
    const p = res.data.products.items[0] as Record<string, unknown>;
    expect(p).toMatchObject({
      sku: 'PRO-MAG',
      uid: Buffer.from(String(p.id)).toString('base64'),
      name: 'Pro Magnesium',
      inhalt: 60,
      inhalt_label: 'capsules',
      unit_type: 'units',
      item_unit: 'capsule',
      pack_months: null,
      // The seed's two approved English reviews of Pro Magnesium, both five stars.
      rating_summary: 100,
      review_count: 2,
      url_suffix: '/',
      url_rewrites: [{ url: 'pro-magnesium/' }],
      image: { url: '/media/catalog/product/pro-mag/front.webp', label: 'Pro Magnesium – front' },
      related_products: [{ sku: 'B-KOMPLEX' }, { sku: 'ZINK' }, { sku: 'ASHWA' }],
      configurable_options: [
        {
          attribute_code: 'pack_size',
          label: 'Pack size',
          values: [
            { value_index: 1, label: '1 month', uid: Buffer.from('configurable/190/1').toString('base64') },
            { value_index: 3, label: '3 months', uid: Buffer.from('configurable/190/3').toString('base64') },
            { value_index: 6, label: '6 months', uid: Buffer.from('configurable/190/6').toString('base64') },
          ],
        },
      ],
    });
    expect((p.description as { html: string }).html).toContain('<h3>Recommended use</h3>');
    expect((p.description as { html: string }).html).toContain(
      'not a substitute for a varied and balanced diet',
    );
    expect(p.media_gallery).toHaveLength(3);
    expect(p.categories).toContainEqual({ name: 'Magnesium', url_path: 'minerals/magnesium' });
    const variants = p.variants as { attributes: { label: string }[]; product: Record<string, unknown> }[];
    expect(variants.map((v) => v.attributes[0]?.label)).toEqual(['1 month', '3 months', '6 months']);
    expect(variants[0]?.product).toEqual({
      sku: 'PRO-MAG-1M',
      upsell_products: [{ sku: 'PRO-MAG-3M' }, { sku: 'PRO-MAG-6M' }],
      crosssell_products: [{ sku: 'VIT-D3K2-1M' }, { sku: 'OMEGA-3-1M' }],
    });
  });

  it('serves the product images from /media/ with long cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/catalog/product/pro-mag-1m/front.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    const missing = await t.app.inject({ method: 'GET', url: '/media/catalog/product/nope/front.webp' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('url resolution', () => {
  const ROUTE = `query($url: String!) {
    route(url: $url) { __typename type relative_url redirect_code
      ... on ProductInterface { sku url_key } ... on CategoryInterface { name url_path } }
    urlResolver(url: $url) { entity_uid type relative_url redirectCode } }`;

  it.each([
    ['de', 'pro-magnesium-1-monat', 'PRO-MAG-1M'],
    ['de', '/pro-magnesium-1-monat/', 'PRO-MAG-1M'],
    ['de', 'pro-magnesium-3-monate/', 'PRO-MAG-3M'],
    ['en', 'pro-magnesium-1-month', 'PRO-MAG-1M'],
    ['ch_en', '/pro-magnesium-3-months/', 'PRO-MAG-3M'],
  ])('resolves the %s product url %s', async (store, url, sku) => {
    const res = await gql<{ route: Record<string, unknown>; urlResolver: Record<string, unknown> }>(
      t.app,
      ROUTE,
      { url },
      { store },
    );
    expect(res.errors).toBeUndefined();
    const urlKey = url.replace(/\//g, '');
    expect(res.data.route).toEqual({
      __typename: 'SimpleProduct',
      type: 'PRODUCT',
      relative_url: `${urlKey}/`,
      redirect_code: 0,
      sku,
      url_key: urlKey,
    });
    expect(res.data.urlResolver).toMatchObject({
      type: 'PRODUCT',
      relative_url: `${urlKey}/`,
      redirectCode: 0,
    });
    const uid = (await productBySku(sku, store)).uid;
    expect(res.data.urlResolver.entity_uid).toBe(uid);
  });

  it('resolves category paths per language', async () => {
    const de = await gql<{ route: Record<string, unknown> }>(t.app, ROUTE, {
      url: '/mineralstoffe/magnesium/',
    });
    expect(de.data.route).toEqual({
      __typename: 'CategoryTree',
      type: 'CATEGORY',
      relative_url: 'mineralstoffe/magnesium/',
      redirect_code: 0,
      name: 'Magnesium',
      url_path: 'mineralstoffe/magnesium',
    });
    const en = await gql<{ urlResolver: Record<string, unknown> }>(
      t.app,
      ROUTE,
      { url: 'vitamins/vitamin-d/vitamin-d3-k2' },
      { store: 'en' },
    );
    expect(en.data.urlResolver).toMatchObject({
      type: 'CATEGORY',
      relative_url: 'vitamins/vitamin-d/vitamin-d3-k2/',
    });
  });

  it.each([
    ['de', 'pro-magnesium-1-month'],
    ['en', 'pro-magnesium-1-monat'],
    ['de', 'does-not-exist'],
    ['de', ''],
    ['de', 'standardkategorie'],
  ])('returns null for %s url %s', async (store, url) => {
    const res = await gql<{ route: unknown; urlResolver: unknown }>(t.app, ROUTE, { url }, { store });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ route: null, urlResolver: null });
  });
});

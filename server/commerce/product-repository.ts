// Catalogue reads for one store view: a fixed number of queries per page of products, whatever
// its size (translations, prices, images, categories and variants are loaded for all at once).
import type { PriceChange } from '../../domain/price-history.ts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  categories,
  productCategories,
  productImages,
  productLinks,
  productListPrices,
  productPriceHistory,
  productPrices,
  products,
  productTranslations,
} from '../db/schema.ts';
import type { FacetCounts } from './aggregations.ts';
import type { Language } from '../../domain/store.ts';

export interface ProductRecord {
  id: number;
  sku: string;
  typeId: string;
  parentId: number | null;
  packMonths: number | null;
  inhaltLabel: string;
  inhalt: number | null;
  unitType: string;
  unitValue: number;
  weight: number | null;
  stockQty: number;
  lowStockThreshold: number;
  isInStock: boolean;
  visible: boolean;
  position: number;
  createdAt: Date;
  text: {
    name: string;
    urlKey: string;
    shortDescription: string;
    description: string;
    itemUnit: string;
    metaTitle: string | null;
    metaDescription: string | null;
  } | null;
  price: { regularPrice: number; specialPrice: number | null } | null;
  /** The final prices it had on this website and since when (oldest first), for §11 PAngV. */
  priceHistory: PriceChange[];
  images: { file: string; position: number; label: string }[];
  categoryIds: number[];
  /** Linked products by link type, in link position order. */
  links: Record<LinkType, number[]>;
  /** Variants of a configurable product, by pack size. */
  childIds: number[];
}

export interface StoreScope {
  language: Language;
  websiteCode: string;
}

export type LinkType = 'related' | 'upsell' | 'crosssell';

const noLinks = (): Record<LinkType, number[]> => ({ related: [], upsell: [], crosssell: [] });

/**
 * Loads products with everything their views need (texts, price, images, categories, links) in
 * one statement, each with its whole family: a configurable product's variants, a variant's
 * parent and its other variants.
 */
export function loadProductRecords(
  db: Db,
  ids: readonly number[],
  scope: StoreScope,
): Promise<ProductRecord[]> {
  return loadRecords(db, scope, sql`h.id = any(${intArray(ids)})`, ids.length);
}

/** loadProductRecords for products by SKU. */
export function loadProductRecordsBySku(
  db: Db,
  skus: readonly string[],
  scope: StoreScope,
): Promise<ProductRecord[]> {
  return loadRecords(db, scope, sql`h.sku = any(${textArray(skus)})`, skus.length);
}

// A list as one array parameter: the statement's text is the same for every length.
export const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/** A row of loadRecords' statement, as the pg driver returns it (numeric columns as strings). */
interface RecordRow {
  id: number;
  sku: string;
  type_id: string;
  parent_id: number | null;
  pack_months: number | null;
  inhalt_label: string;
  inhalt: string | null;
  unit_type: string;
  unit_value: string;
  weight: string | null;
  stock_qty: number;
  low_stock_threshold: number;
  is_in_stock: boolean;
  visible: boolean;
  position: number;
  created_at: Date;
  name: string | null;
  url_key: string | null;
  short_description: string | null;
  description: string | null;
  item_unit: string | null;
  meta_title: string | null;
  meta_description: string | null;
  regular_price: string | null;
  special_price: string | null;
  images: [string, number, string, string][] | null;
  category_ids: number[] | null;
  links: [number, LinkType][] | null;
  history: [string | number, number][] | null;
}

/** `hit` selects the products asked for, as `h` (e.g. sql`h.id = any(…)`). */
async function loadRecords(db: Db, scope: StoreScope, hit: SQL, wanted: number): Promise<ProductRecord[]> {
  if (wanted === 0) return [];
  // Images, categories and links are aggregated per product over the family at once (hash
  // aggregates, not a subquery per row: PGlite runs each of those slowly).
  const result = (await db.execute(sql`with hit as (select h.id, h.parent_id from ${products} h where ${hit}),
      family as (select id from hit union select parent_id from hit where parent_id is not null),
      f as (select id from family union select v.id from ${products} v join family on v.parent_id = family.id),
      i as (select product_id, json_agg(json_build_array(file, position, label_de, label_en) order by position, id) as images
        from ${productImages} where product_id in (select id from f) group by product_id),
      c as (select product_id, array_agg(category_id order by category_id) as category_ids
        from ${productCategories} where product_id in (select id from f) group by product_id),
      l as (select product_id, json_agg(json_build_array(linked_product_id, link_type) order by position, linked_product_id) as links
        from ${productLinks} where product_id in (select id from f) group by product_id),
      ph as (select product_id, json_agg(json_build_array(price, (extract(epoch from valid_from) * 1000)::float8) order by valid_from, id) as history
        from ${productPriceHistory} where website_code = ${scope.websiteCode} and product_id in (select id from f) group by product_id)
    select p.id, p.sku, p.type_id, p.parent_id, p.pack_months, p.inhalt_label, p.inhalt, p.unit_type, p.unit_value,
      p.weight, p.stock_qty, p.low_stock_threshold, p.is_in_stock, p.visible, p.position, p.created_at,
      t.name, t.url_key, t.short_description, t.description, t.item_unit, t.meta_title, t.meta_description,
      pp.regular_price, pp.special_price, i.images, c.category_ids, l.links, ph.history
    from ${products} p
    left join ${productTranslations} t on t.product_id = p.id and t.language = ${scope.language}
    left join ${productPrices} pp on pp.product_id = p.id and pp.website_code = ${scope.websiteCode}
    left join i on i.product_id = p.id left join c on c.product_id = p.id left join l on l.product_id = p.id
    left join ph on ph.product_id = p.id
    where p.id in (select id from f)
    order by p.position, p.id`)) as unknown as { rows: RecordRow[] };
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  const records = result.rows.map<ProductRecord>((r) => {
    const links = noLinks();
    for (const [id, type] of r.links ?? []) links[type]?.push(id);
    return {
      id: r.id,
      sku: r.sku,
      typeId: r.type_id,
      parentId: r.parent_id,
      packMonths: r.pack_months,
      inhaltLabel: r.inhalt_label,
      inhalt: num(r.inhalt),
      unitType: r.unit_type,
      unitValue: Number(r.unit_value),
      weight: num(r.weight),
      stockQty: r.stock_qty,
      lowStockThreshold: r.low_stock_threshold,
      isInStock: r.is_in_stock,
      visible: r.visible,
      position: r.position,
      createdAt: r.created_at,
      text:
        r.name === null
          ? null
          : {
              name: r.name,
              urlKey: r.url_key ?? '',
              shortDescription: r.short_description ?? '',
              description: r.description ?? '',
              itemUnit: r.item_unit ?? '',
              metaTitle: r.meta_title,
              metaDescription: r.meta_description,
            },
      price:
        r.regular_price === null
          ? null
          : { regularPrice: Number(r.regular_price), specialPrice: num(r.special_price) },
      images: (r.images ?? []).map(([file, position, labelDe, labelEn]) => ({
        file,
        position,
        label: scope.language === 'de' ? labelDe : labelEn,
      })),
      priceHistory: (r.history ?? []).map(([price, from]) => ({ price: Number(price), from })),
      categoryIds: r.category_ids ?? [],
      links,
      childIds: [],
    };
  });
  const byId = new Map(records.map((r) => [r.id, r]));
  for (const r of records) {
    if (r.parentId !== null) byId.get(r.parentId)?.childIds.push(r.id);
  }
  for (const r of records) {
    r.childIds.sort((a, b) => (byId.get(a)?.packMonths ?? 0) - (byId.get(b)?.packMonths ?? 0));
  }
  return records;
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

export type SortKey = 'relevance' | 'position' | 'name' | 'price';

export interface ProductQuery {
  /** Words that must each match name, SKU or short description. */
  words: string[];
  skus: string[] | null;
  urlKeys: string[] | null;
  /** Category ids including descendants, one list per category filter (all must match). */
  categoryIdSets: number[][];
  nameMatch: string | null;
  priceFrom: number | null;
  priceTo: number | null;
  inhaltLabels: string[] | null;
  /** true: only products whose shown (lowest) price is a special price; null: any. */
  onSale: boolean | null;
  sort: { key: SortKey; direction: 'ASC' | 'DESC' }[];
  pageSize: number;
  currentPage: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The price a product is listed at (its own, or its cheapest variant's for configurable
 * products) and whether it is an active special price: product_list_prices, kept by triggers.
 * Filtering, sorting and price buckets all use it, so the three agree.
 */
const listPrice = sql<number>`${productListPrices.price}::float8`;
const onSalePrice = productListPrices.onSale;

/**
 * Conditions of everything but the facet filters (form, price, offers), which are counted
 * without their own filter (see searchProducts).
 */
function baseConditions(q: ProductQuery): SQL[] {
  const where: SQL[] = [];
  // A product asked for by SKU or url key is found even when it is not listed. A list shows a
  // family once: the pack sizes of a configurable product are its variants, not listed on their
  // own (Magento's 'Not Visible Individually'); their pages and SKUs still answer.
  if (!q.skus && !q.urlKeys) where.push(eq(products.visible, true), isNull(products.parentId));
  const nameCol = productTranslations.name;
  for (const word of q.words) {
    const pattern = `%${escapeLike(word)}%`;
    where.push(
      // A family is found by its packs' SKUs too (Magento indexes a configurable's children).
      sql`(${nameCol} ilike ${pattern} or ${products.sku} ilike ${pattern} or ${productTranslations.shortDescription} ilike ${pattern}
        or exists (select 1 from ${products} v where v.parent_id = ${products.id} and v.sku ilike ${pattern}))`,
    );
  }
  if (q.skus) {
    where.push(
      q.skus.length > 0
        ? sql`upper(${products.sku}) = any(${textArray(q.skus.map((s) => s.toUpperCase()))})`
        : sql`false`,
    );
  }
  if (q.urlKeys)
    where.push(
      q.urlKeys.length > 0 ? sql`${productTranslations.urlKey} = any(${textArray(q.urlKeys)})` : sql`false`,
    );
  for (const ids of q.categoryIdSets) {
    where.push(
      ids.length > 0
        ? sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = any(${intArray(ids)}))`
        : sql`false`,
    );
  }
  if (q.nameMatch) where.push(sql`${nameCol} ilike ${`%${escapeLike(q.nameMatch)}%`}`);
  return where;
}

function formCondition(q: ProductQuery): SQL[] {
  if (!q.inhaltLabels) return [];
  return [
    q.inhaltLabels.length > 0 ? sql`${products.inhaltLabel} = any(${textArray(q.inhaltLabels)})` : sql`false`,
  ];
}

function priceConditions(q: ProductQuery): SQL[] {
  const where: SQL[] = [];
  if (q.priceFrom !== null) where.push(sql`${listPrice} >= ${q.priceFrom}`);
  if (q.priceTo !== null) where.push(sql`${listPrice} <= ${q.priceTo}`);
  return where;
}

function saleCondition(q: ProductQuery): SQL[] {
  return q.onSale === null ? [] : [sql`${onSalePrice} = ${q.onSale}`];
}

/** The facet filters (form, price, offers); each facet is counted without its own. */
function facetConditions(q: ProductQuery): SQL[] {
  return [...formCondition(q), ...priceConditions(q), ...saleCondition(q)];
}

function relevance(words: readonly string[]): SQL {
  if (words.length === 0) return sql`0`;
  const phrase = words.join(' ');
  // Name hits outrank SKU hits, which outrank description hits; a name starting with the phrase wins.
  return sql`(case when ${productTranslations.name} ilike ${`${escapeLike(phrase)}%`} then 8 else 0 end + ${sql.join(
    words.map(
      (w) =>
        sql`(case when ${productTranslations.name} ilike ${`%${escapeLike(w)}%`} then 4 when ${products.sku} ilike ${`%${escapeLike(w)}%`} then 2 else 1 end)`,
    ),
    sql` + `,
  )})`;
}

/** Sort keys of a product row: as table columns, or as the columns of the `b` rows below. */
interface SortColumns {
  relevance: SQL;
  name: SQL;
  price: SQL;
  position: SQL;
  id: SQL;
}

const tableColumns = (q: ProductQuery): SortColumns => ({
  relevance: relevance(q.words),
  name: sql`${productTranslations.name}`,
  price: listPrice,
  position: sql`${products.position}`,
  id: sql`${products.id}`,
});

const baseColumns: SortColumns = {
  relevance: sql.raw('b.relevance'),
  name: sql.raw('b.name'),
  price: sql.raw('b.price'),
  position: sql.raw('b.position'),
  id: sql.raw('b.id'),
};

/** The requested order, then the catalogue's position and id so pages never overlap. */
function orderOf(q: ProductQuery, columns: SortColumns): SQL {
  const order: SQL[] = q.sort.map(({ key, direction }) =>
    direction === 'DESC' ? sql`${columns[key]} desc` : sql`${columns[key]} asc`,
  );
  return sql.join([...order, sql`${columns.position} asc`, sql`${columns.id} asc`], sql`, `);
}

/** Facets of a result, counted in the database. */
export interface SearchFacets {
  counts: FacetCounts;
  /** Matching products per category, each counted in its categories and all their ancestors. */
  categoryCounts: Map<number, number>;
}

export interface SearchResult {
  /** How many products match every filter. */
  total: number;
  /** Ids of the requested page, in the requested order. */
  pageIds: number[];
  /** Only when facets were asked for. */
  facets: SearchFacets | null;
}

/** The conditions joined with and; true when there is none. */
const all = (conditions: SQL[]): SQL =>
  conditions.length > 0 ? sql`(${sql.join(conditions, sql` and `)})` : sql`true`;

/**
 * Runs a product query in one statement: the ids of the requested page in the requested order
 * and the total; with `facets`, also the facet counts, each counted with every filter but its
 * own (multi-select layered navigation: a shopper who ticked 'capsules' still sees how many
 * tablets there are), and the matches per category. Only counts leave the database, so a
 * listing costs the same whether a category holds 50 products or 5,000.
 */
export async function searchProducts(
  db: Db,
  q: ProductQuery,
  scope: StoreScope,
  opts: { facets: boolean },
): Promise<SearchResult> {
  const joins = sql`from ${products}
    join ${productTranslations} on ${productTranslations.productId} = ${products.id} and ${productTranslations.language} = ${scope.language}
    join ${productListPrices} on ${productListPrices.productId} = ${products.id} and ${productListPrices.websiteCode} = ${scope.websiteCode}`;
  const offset = (q.currentPage - 1) * q.pageSize;
  const base = baseConditions(q);
  if (!opts.facets) {
    const result = (await db.execute(sql`select ${products.id} as id, count(*) over () as total ${joins}
      where ${all([...base, ...facetConditions(q)])}
      order by ${orderOf(q, tableColumns(q))} limit ${q.pageSize} offset ${offset}`)) as unknown as {
      rows: { id: number; total: string }[];
    };
    let total = Number(result.rows[0]?.total ?? 0);
    if (result.rows.length === 0 && offset > 0) {
      // Past the last page: how many there are, for the error that says so.
      const counted = (await db.execute(
        sql`select count(*)::int as n ${joins} where ${all([...base, ...facetConditions(q)])}`,
      )) as unknown as { rows: { n: number }[] };
      total = counted.rows[0]?.n ?? 0;
    }
    return { total, pageIds: result.rows.map((r) => r.id), facets: null };
  }
  const result = (await db.execute(sql`with b as materialized (
      select ${products.id} as id, ${products.inhaltLabel} as form, ${listPrice} as price,
        ${onSalePrice} as on_sale, ${productTranslations.name} as name, ${products.position} as position,
        ${relevance(q.words)} as relevance, ${all(formCondition(q))} as f_form,
        ${all(priceConditions(q))} as f_price, ${all(saleCondition(q))} as f_sale
      ${joins} where ${all(base)})
    select
      (select count(*)::int from b where f_form and f_price and f_sale) as total,
      (select coalesce(json_agg(x.id order by x.n), '[]') from (
        select b.id, row_number() over (order by ${orderOf(q, baseColumns)}) as n from b
        where f_form and f_price and f_sale
        order by ${orderOf(q, baseColumns)} limit ${q.pageSize} offset ${offset}) x) as page,
      (select coalesce(json_agg(json_build_array(x.price, x.n)), '[]') from (
        select floor(b.price)::int as price, count(*)::int as n from b where f_form and f_sale group by 1) x) as prices,
      (select coalesce(json_agg(json_build_array(x.form, x.n)), '[]') from (
        select b.form, count(*)::int as n from b where f_price and f_sale group by 1) x) as forms,
      (select count(*)::int from b where f_form and f_price and b.on_sale) as on_sale,
      (select coalesce(json_agg(json_build_array(x.id, x.n)), '[]') from (
        select a.id::int as id, count(distinct b.id)::int as n from b
        join ${productCategories} pc on pc.product_id = b.id
        join ${categories} c on c.id = pc.category_id
        cross join unnest(string_to_array(c.path, '/')) as a(id)
        where f_form and f_price and f_sale group by 1) x) as categories`)) as unknown as {
    rows: {
      total: number;
      page: number[];
      prices: [number, number][];
      forms: [string, number][];
      on_sale: number;
      categories: [number, number][];
    }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('the product query returned no row');
  return {
    total: row.total,
    pageIds: row.page,
    facets: {
      counts: {
        prices: row.prices.map(([price, count]) => ({ price, count })),
        forms: row.forms.map(([value, count]) => ({ value, count })),
        onSale: row.on_sale,
      },
      categoryCounts: new Map(row.categories),
    },
  };
}

/** The product whose url key in this language is `urlKey`, if any. */
export async function findProductIdByUrlKey(
  db: Db,
  urlKey: string,
  language: Language,
): Promise<number | null> {
  const [row] = await db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(and(eq(productTranslations.language, language), eq(productTranslations.urlKey, urlKey)))
    .limit(1);
  return row?.id ?? null;
}

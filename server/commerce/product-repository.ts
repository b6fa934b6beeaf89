// Catalogue reads for one store view: a fixed number of queries per page of products, whatever
// its size (translations, prices, images, categories and variants are loaded for all at once).
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  productCategories,
  productImages,
  productLinks,
  productPrices,
  products,
  productTranslations,
} from '../db/schema.ts';
import type { Language } from './store.ts';

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
  images: { file: string; position: number; label: string }[];
  categoryIds: number[];
  /** Variants of a configurable product, by pack size. */
  childIds: number[];
}

export interface StoreScope {
  language: Language;
  websiteCode: string;
}

/** Loads products with everything their views need, plus the variants of configurable ones. */
export async function loadProductRecords(
  db: Db,
  ids: readonly number[],
  scope: StoreScope,
): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(or(inArray(products.id, [...ids]), inArray(products.parentId, [...ids])))
    .orderBy(asc(products.position), asc(products.id));
  const allIds = rows.map((r) => r.id);
  const [texts, prices, images, cats] = await Promise.all([
    db
      .select()
      .from(productTranslations)
      .where(
        and(inArray(productTranslations.productId, allIds), eq(productTranslations.language, scope.language)),
      ),
    db
      .select()
      .from(productPrices)
      .where(and(inArray(productPrices.productId, allIds), eq(productPrices.websiteCode, scope.websiteCode))),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, allIds))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, allIds))
      .orderBy(asc(productCategories.categoryId)),
  ]);
  const textById = new Map(texts.map((t) => [t.productId, t]));
  const priceById = new Map(prices.map((p) => [p.productId, p]));
  const records = rows.map<ProductRecord>((r) => {
    const text = textById.get(r.id);
    const price = priceById.get(r.id);
    return {
      ...r,
      text: text
        ? {
            name: text.name,
            urlKey: text.urlKey,
            shortDescription: text.shortDescription,
            description: text.description,
            itemUnit: text.itemUnit,
            metaTitle: text.metaTitle,
            metaDescription: text.metaDescription,
          }
        : null,
      price: price ? { regularPrice: price.regularPrice, specialPrice: price.specialPrice } : null,
      images: images
        .filter((i) => i.productId === r.id)
        .map((i) => ({
          file: i.file,
          position: i.position,
          label: scope.language === 'de' ? i.labelDe : i.labelEn,
        })),
      categoryIds: cats.filter((c) => c.productId === r.id).map((c) => c.categoryId),
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

export type LinkType = 'related' | 'upsell' | 'crosssell';

/** Linked product ids per product and link type, in link position order. */
export async function loadLinks(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, Record<LinkType, number[]>>> {
  const out = new Map<number, Record<LinkType, number[]>>();
  for (const id of productIds) out.set(id, { related: [], upsell: [], crosssell: [] });
  if (productIds.length === 0) return out;
  const rows = await db
    .select()
    .from(productLinks)
    .where(inArray(productLinks.productId, [...productIds]))
    .orderBy(asc(productLinks.position), asc(productLinks.linkedProductId));
  for (const row of rows) {
    const type = row.linkType as LinkType;
    out.get(row.productId)?.[type]?.push(row.linkedProductId);
  }
  return out;
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

export interface MatchRow {
  id: number;
  inhaltLabel: string;
  price: number;
  onSale: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Final price of a product on a website: its own, or its cheapest variant's for configurable
 * products. Used for filtering, sorting and price buckets, so all three agree.
 */
function effectivePrice(websiteCode: string): SQL<number | null> {
  return sql<
    number | null
  >`(select min(case when pp.special_price is not null and pp.special_price < pp.regular_price then pp.special_price else pp.regular_price end)::float8 from product_prices pp join products pv on pv.id = pp.product_id where pp.website_code = ${websiteCode} and (pv.id = ${products.id} or pv.parent_id = ${products.id}))`;
}

/**
 * Whether the price a product is shown at (its own, or its cheapest variant's, as in
 * price_range.minimum_price) is an active special price: the product cards that show a discount.
 */
function onSalePrice(websiteCode: string): SQL<boolean> {
  return sql<boolean>`coalesce((select pp.special_price is not null and pp.special_price < pp.regular_price from product_prices pp join products pv on pv.id = pp.product_id where pp.website_code = ${websiteCode} and ((${products.typeId} = 'configurable' and pv.parent_id = ${products.id}) or (${products.typeId} <> 'configurable' and pv.id = ${products.id})) order by case when pp.special_price is not null and pp.special_price < pp.regular_price then pp.special_price else pp.regular_price end asc, pp.regular_price asc limit 1), false)`;
}

/**
 * Conditions of everything but the facet filters (form and price), which the caller applies to
 * the rows in memory so each facet can be counted without its own filter (see FacetMatches).
 */
function baseConditions(q: ProductQuery, price: SQL<number | null>): SQL[] {
  const where: SQL[] = [sql`${price} is not null`];
  // A product asked for by SKU or url key is found even when it is not listed.
  if (!q.skus && !q.urlKeys) where.push(eq(products.visible, true));
  const nameCol = productTranslations.name;
  for (const word of q.words) {
    const pattern = `%${escapeLike(word)}%`;
    where.push(
      sql`(${nameCol} ilike ${pattern} or ${products.sku} ilike ${pattern} or ${productTranslations.shortDescription} ilike ${pattern})`,
    );
  }
  if (q.skus) {
    where.push(
      q.skus.length > 0
        ? inArray(
            sql`upper(${products.sku})`,
            q.skus.map((s) => s.toUpperCase()),
          )
        : sql`false`,
    );
  }
  if (q.urlKeys)
    where.push(q.urlKeys.length > 0 ? inArray(productTranslations.urlKey, q.urlKeys) : sql`false`);
  for (const ids of q.categoryIdSets) {
    where.push(
      ids.length > 0
        ? sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}))`
        : sql`false`,
    );
  }
  if (q.nameMatch) where.push(sql`${nameCol} ilike ${`%${escapeLike(q.nameMatch)}%`}`);
  return where;
}

function conditions(q: ProductQuery, price: SQL<number | null>, onSale: SQL<boolean>): SQL[] {
  const where = baseConditions(q, price);
  if (q.onSale !== null) where.push(sql`${onSale} = ${q.onSale}`);
  if (q.priceFrom !== null) where.push(sql`${price} >= ${q.priceFrom}`);
  if (q.priceTo !== null) where.push(sql`${price} <= ${q.priceTo}`);
  if (q.inhaltLabels) {
    where.push(q.inhaltLabels.length > 0 ? inArray(products.inhaltLabel, q.inhaltLabels) : sql`false`);
  }
  return where;
}

/** The price filter, applied in memory to rows whose price came from effectivePrice(). */
export function matchesPriceFilter(q: Pick<ProductQuery, 'priceFrom' | 'priceTo'>, price: number): boolean {
  return (q.priceFrom === null || price >= q.priceFrom) && (q.priceTo === null || price <= q.priceTo);
}

/** The on-sale filter, applied in memory. */
export function matchesSaleFilter(q: Pick<ProductQuery, 'onSale'>, onSale: boolean): boolean {
  return q.onSale === null || q.onSale === onSale;
}

/** The form filter (inhalt_label), applied in memory. */
export function matchesFormFilter(q: Pick<ProductQuery, 'inhaltLabels'>, inhaltLabel: string): boolean {
  return q.inhaltLabels === null || q.inhaltLabels.includes(inhaltLabel);
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

/**
 * Products a facet is counted over: every filter applies except the facet's own, so a shopper
 * who ticked 'capsules' still sees how many tablets there are and can add them (multi-select
 * layered navigation). Without a filter on the facet these are simply the matches.
 */
export interface FacetMatches {
  price: MatchRow[];
  inhalt_label: MatchRow[];
  on_sale: MatchRow[];
}

/**
 * Runs a product query: every matching product's id, form and price (for the total and the
 * aggregations), the rows each facet is counted over, and the ids of the requested page in the
 * requested order.
 */
export async function searchProducts(
  db: Db,
  q: ProductQuery,
  scope: StoreScope,
): Promise<{ matches: MatchRow[]; facetMatches: FacetMatches; pageIds: number[] }> {
  const price = effectivePrice(scope.websiteCode);
  const onSale = onSalePrice(scope.websiteCode);
  const join = and(
    eq(productTranslations.productId, products.id),
    eq(productTranslations.language, scope.language),
  );
  const where = and(...conditions(q, price, onSale));
  const baseRows = await db
    .select({ id: products.id, inhaltLabel: products.inhaltLabel, price, onSale })
    .from(products)
    .innerJoin(productTranslations, join)
    .where(and(...baseConditions(q, price)));
  const base = baseRows.map((r) => ({
    id: r.id,
    inhaltLabel: r.inhaltLabel,
    price: Number(r.price),
    onSale: r.onSale === true,
  }));
  const form = (r: MatchRow) => matchesFormFilter(q, r.inhaltLabel);
  const range = (r: MatchRow) => matchesPriceFilter(q, r.price);
  const sale = (r: MatchRow) => matchesSaleFilter(q, r.onSale);
  const facetMatches: FacetMatches = {
    price: base.filter((r) => form(r) && sale(r)),
    inhalt_label: base.filter((r) => range(r) && sale(r)),
    on_sale: base.filter((r) => form(r) && range(r)),
  };
  const matches = facetMatches.price.filter(range);
  const offset = (q.currentPage - 1) * q.pageSize;
  if (matches.length === 0 || offset >= matches.length) return { matches, facetMatches, pageIds: [] };

  const order: SQL[] = q.sort.map(({ key, direction }) => {
    const column =
      key === 'relevance'
        ? relevance(q.words)
        : key === 'name'
          ? productTranslations.name
          : key === 'price'
            ? price
            : products.position;
    return direction === 'DESC' ? desc(column) : asc(column);
  });
  const page = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTranslations, join)
    .where(where)
    .orderBy(...order, asc(products.position), asc(products.id))
    .limit(q.pageSize)
    .offset(offset);
  return { matches, facetMatches, pageIds: page.map((r) => r.id) };
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

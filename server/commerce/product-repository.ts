// Catalogue reads for one store view: a fixed number of queries per page of products, whatever
// its size (translations, prices, images, categories and variants are loaded for all at once).
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  productCategories,
  productImages,
  productLinks,
  productListPrices,
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

type ImageJson = { file: string; position: number; labelDe: string; labelEn: string };

/** `hit` selects the products asked for, as `h` (e.g. sql`h.id = any(…)`). */
async function loadRecords(db: Db, scope: StoreScope, hit: SQL, wanted: number): Promise<ProductRecord[]> {
  if (wanted === 0) return [];
  const rows = await db
    .select({
      product: products,
      text: {
        name: productTranslations.name,
        urlKey: productTranslations.urlKey,
        shortDescription: productTranslations.shortDescription,
        description: productTranslations.description,
        itemUnit: productTranslations.itemUnit,
        metaTitle: productTranslations.metaTitle,
        metaDescription: productTranslations.metaDescription,
      },
      regularPrice: productPrices.regularPrice,
      specialPrice: productPrices.specialPrice,
      images: sql<
        ImageJson[] | null
      >`(select json_agg(json_build_object('file', i.file, 'position', i.position,
        'labelDe', i.label_de, 'labelEn', i.label_en) order by i.position, i.id)
        from ${productImages} i where i.product_id = ${products.id})`,
      categoryIds: sql<number[] | null>`(select array_agg(pc.category_id order by pc.category_id)
        from ${productCategories} pc where pc.product_id = ${products.id})`,
      links: sql<{ id: number; type: LinkType }[] | null>`(select json_agg(json_build_object('id',
        l.linked_product_id, 'type', l.link_type) order by l.position, l.linked_product_id)
        from ${productLinks} l where l.product_id = ${products.id})`,
    })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, scope.language)),
    )
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.websiteCode, scope.websiteCode)),
    )
    .where(
      sql`${products.id} in (with hit as (select h.id, h.parent_id from ${products} h where ${hit}),
        family as (select id from hit union select parent_id from hit where parent_id is not null)
        select id from family union select v.id from ${products} v join family on v.parent_id = family.id)`,
    )
    .orderBy(asc(products.position), asc(products.id));
  const records = rows.map<ProductRecord>((r) => {
    const links = noLinks();
    for (const link of r.links ?? []) links[link.type]?.push(link.id);
    return {
      ...r.product,
      text: r.text,
      price:
        r.regularPrice === null
          ? null
          : { regularPrice: r.regularPrice, specialPrice: r.specialPrice ?? null },
      images: (r.images ?? []).map((i) => ({
        file: i.file,
        position: i.position,
        label: scope.language === 'de' ? i.labelDe : i.labelEn,
      })),
      categoryIds: r.categoryIds ?? [],
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

export interface MatchRow {
  id: number;
  inhaltLabel: string;
  price: number;
  onSale: boolean;
  /** The product's categories (for the category facet). */
  categoryIds: number[];
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
 * without their own filter (see FacetMatches).
 */
function baseConditions(q: ProductQuery): SQL[] {
  const where: SQL[] = [];
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

/** The facet filters (form, price, offers); the facets are counted without each one's own. */
function facetConditions(q: ProductQuery): SQL[] {
  const where: SQL[] = [];
  if (q.onSale !== null) where.push(sql`${onSalePrice} = ${q.onSale}`);
  if (q.priceFrom !== null) where.push(sql`${listPrice} >= ${q.priceFrom}`);
  if (q.priceTo !== null) where.push(sql`${listPrice} <= ${q.priceTo}`);
  if (q.inhaltLabels) {
    where.push(
      q.inhaltLabels.length > 0
        ? sql`${products.inhaltLabel} = any(${textArray(q.inhaltLabels)})`
        : sql`false`,
    );
  }
  return where;
}

/** The price filter, applied in memory to the facet rows. */
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

/** The requested order, then the catalogue's position and id so pages never overlap. */
function orderOf(q: ProductQuery): SQL {
  const order: SQL[] = q.sort.map(({ key, direction }) => {
    const column =
      key === 'relevance'
        ? relevance(q.words)
        : key === 'name'
          ? sql`${productTranslations.name}`
          : key === 'price'
            ? listPrice
            : sql`${products.position}`;
    return direction === 'DESC' ? sql`${column} desc` : sql`${column} asc`;
  });
  return sql.join([...order, sql`${products.position} asc`, sql`${products.id} asc`], sql`, `);
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

export interface SearchResult {
  /** How many products match every filter. */
  total: number;
  /** Ids of the requested page, in the requested order. */
  pageIds: number[];
  /** Every match and the rows each facet is counted over; only when facets were asked for. */
  facets: { matches: MatchRow[]; facetMatches: FacetMatches } | null;
}

/**
 * Runs a product query in one statement: the ids of the requested page in the requested order
 * and the total; with `facets`, also every product the facets are counted over (its form, price,
 * offer and categories) and each match's place in the order.
 */
export async function searchProducts(
  db: Db,
  q: ProductQuery,
  scope: StoreScope,
  opts: { facets: boolean },
): Promise<SearchResult> {
  const from = db
    .select({
      id: products.id,
      ...(opts.facets
        ? {
            inhaltLabel: products.inhaltLabel,
            price: listPrice,
            onSale: onSalePrice,
            categoryIds: sql<
              number[] | null
            >`(select array_agg(pc.category_id) from ${productCategories} pc where pc.product_id = ${products.id})`,
            rank: sql<
              string | null
            >`case when ${facetFilter(q)} then row_number() over (partition by ${facetFilter(q)} order by ${orderOf(q)}) end`,
          }
        : { total: sql<string>`count(*) over ()` }),
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, scope.language)),
    )
    .innerJoin(
      productListPrices,
      and(eq(productListPrices.productId, products.id), eq(productListPrices.websiteCode, scope.websiteCode)),
    );
  const offset = (q.currentPage - 1) * q.pageSize;
  if (!opts.facets) {
    const rows = await from
      .where(and(...baseConditions(q), ...facetConditions(q)))
      .orderBy(orderOf(q))
      .limit(q.pageSize)
      .offset(offset);
    let total = Number((rows[0] as { total?: string } | undefined)?.total ?? 0);
    if (rows.length === 0 && offset > 0) {
      // Past the last page: how many there are, for the error that says so.
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(
          productTranslations,
          and(
            eq(productTranslations.productId, products.id),
            eq(productTranslations.language, scope.language),
          ),
        )
        .innerJoin(
          productListPrices,
          and(
            eq(productListPrices.productId, products.id),
            eq(productListPrices.websiteCode, scope.websiteCode),
          ),
        )
        .where(and(...baseConditions(q), ...facetConditions(q)));
      total = counted?.n ?? 0;
    }
    return { total, pageIds: rows.map((r) => r.id), facets: null };
  }
  const rows = (await from.where(and(...baseConditions(q)))) as unknown as {
    id: number;
    inhaltLabel: string;
    price: number;
    onSale: boolean;
    categoryIds: number[] | null;
    rank: string | null;
  }[];
  const base = rows.map<MatchRow & { rank: number | null }>((r) => ({
    id: r.id,
    inhaltLabel: r.inhaltLabel,
    price: Number(r.price),
    onSale: r.onSale === true,
    categoryIds: r.categoryIds ?? [],
    rank: r.rank === null ? null : Number(r.rank),
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
  const pageIds = base
    .filter((r) => r.rank !== null && r.rank > offset && r.rank <= offset + q.pageSize)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((r) => r.id);
  return { total: matches.length, pageIds, facets: { matches, facetMatches } };
}

/** All facet filters at once, as one condition (true without any). */
function facetFilter(q: ProductQuery): SQL {
  const conditions = facetConditions(q);
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` and `)})` : sql`true`;
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

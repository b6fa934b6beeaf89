// The search documents, built from the catalogue and the content store: what a hit shows (the
// spec's product and content hit fields) plus the facet fields and raptor_rank.
import { sql } from 'drizzle-orm';
import { lowestPriceBeforeReduction } from '../../domain/price-history.ts';
import { roundMoney } from '../../domain/money.ts';
import { basePrice } from '../../domain/pricing.ts';
import { plainText, teaserText } from '../../domain/text.ts';
import { INHALT_LABELS, itemCountLabel, SALE_LABEL, VEGAN_LABEL } from '../../domain/product-labels.ts';
import { encodeUid } from '../commerce/ids.ts';
import { MEDIA_PRODUCT_PATH } from '../commerce/product-view.ts';
import { listStores, type Store } from '../commerce/store.ts';
import type { Db } from '../db/client.ts';
import { rows } from './rows.ts';
import {
  type CollectionDefinition,
  type ContentType,
  contentCollection,
  productsCollection,
} from './collections.ts';
import type { Language } from '../../domain/store.ts';
import { localizedPath } from '../../domain/paths.ts';

export type SearchDocument = Record<string, unknown> & { id: string };

/** Every collection the shop's store views need: products per store view, content per language. */
export async function shopCollections(db: Db): Promise<CollectionDefinition[]> {
  const stores = await listStores(db);
  const languages = [...new Set(stores.map((s) => s.language))];
  return [
    ...stores.map((s) => productsCollection(s.code, s.language)),
    ...languages.map((l) => contentCollection(l)),
  ];
}

/** The English url key of the top category whose subcategories are application areas. */
export const USAGE_ROOT_URL_KEY = 'health-areas';

const TAX_LABEL = {
  de: { incl: 'inkl. MwSt.', excl: 'zzgl. MwSt.' },
  en: { incl: 'incl. VAT', excl: 'excl. VAT' },
} as const;

type ProductRow = {
  id: number;
  sku: string;
  inhalt_label: string;
  inhalt: string | null;
  position: number;
  name: string;
  url_key: string;
  short_description: string;
  description: string;
  item_unit: string;
  price: string | null;
  regular: string | null;
  /** Unit of the product whose price is shown (a family's cheapest pack): for the base price. */
  unit: {
    type: string;
    value: number | string | null;
    /** Price changes of that product on the website, [price, epoch ms]: for the 30-day rule. */
    history: [number | string, number][] | null;
  } | null;
  on_sale: boolean | null;
  out_of_stock: boolean;
  image: string | null;
  categories: { name: string; usage: boolean; level: number }[] | null;
  rating_avg: string | null;
  review_count: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The product documents of one store view, for the given product ids (null: all). A product that
 * is not visible, a pack of a family (the family is its one hit) or has no text or price in the
 * store is left out (and so deleted from the index).
 */
export async function productDocuments(
  db: Db,
  store: Store,
  ids: readonly number[] | null,
  now: number = Date.now(),
): Promise<SearchDocument[]> {
  const idFilter = ids === null ? sql`true` : sql`p.id = any(${`{${ids.join(',')}}`}::int[])`;
  const result = await rows<ProductRow>(
    db,
    sql`
    select p.id, p.sku, p.inhalt_label, p.inhalt, p.position,
      t.name, t.url_key, t.short_description, t.description, t.item_unit,
      lp.price, lp.on_sale,
      (select pp.regular_price from products v join product_prices pp on pp.product_id = v.id and pp.website_code = ${store.websiteCode}
        where (v.id = p.id and p.type_id <> 'configurable') or (v.parent_id = p.id and p.type_id = 'configurable')
        order by case when pp.special_price is not null and pp.special_price < pp.regular_price then pp.special_price else pp.regular_price end, pp.regular_price
        limit 1) as regular,
      (select json_build_object('type', v.unit_type, 'value', v.unit_value,
          'history', (select json_agg(json_build_array(h.price, (extract(epoch from h.valid_from) * 1000)::float8) order by h.valid_from, h.id)
            from product_price_history h where h.product_id = v.id and h.website_code = ${store.websiteCode}))
        from products v join product_prices pp on pp.product_id = v.id and pp.website_code = ${store.websiteCode}
        where (v.id = p.id and p.type_id <> 'configurable') or (v.parent_id = p.id and p.type_id = 'configurable')
        order by case when pp.special_price is not null and pp.special_price < pp.regular_price then pp.special_price else pp.regular_price end, pp.regular_price
        limit 1) as unit,
      case when p.type_id = 'configurable'
        then not exists (select 1 from products v where v.parent_id = p.id and v.is_in_stock and v.stock_qty > 0)
        else not (p.is_in_stock and p.stock_qty > 0) end as out_of_stock,
      (select i.file from product_images i where i.product_id in (p.id, p.parent_id) order by (i.product_id = p.id) desc, i.position, i.id limit 1) as image,
      (select json_agg(json_build_object('name', ct.name, 'level', c.level,
          'usage', exists (select 1 from categories u join category_translations ut on ut.category_id = u.id and ut.language = 'en'
            where ut.url_key = ${USAGE_ROOT_URL_KEY} and (c.path like u.path || '/%'))) order by pc.position, c.id)
        from product_categories pc join categories c on c.id = pc.category_id
        join category_translations ct on ct.category_id = c.id and ct.language = ${store.language}
        where pc.product_id = p.id) as categories,
      (select avg(rr.value) from product_reviews r join product_review_ratings rr on rr.review_id = r.id
        where r.product_id = coalesce(p.parent_id, p.id) and r.status = 'approved' and r.language = ${store.language}) as rating_avg,
      (select count(*)::int from product_reviews r
        where r.product_id = coalesce(p.parent_id, p.id) and r.status = 'approved' and r.language = ${store.language}) as review_count
    from products p
    join product_translations t on t.product_id = p.id and t.language = ${store.language}
    join product_list_prices lp on lp.product_id = p.id and lp.website_code = ${store.websiteCode}
    where p.visible and p.parent_id is null and ${idFilter}
    order by p.id`,
  );
  const lang = store.language;
  return result.map((r) => {
    const price = Number(r.price);
    const regular = r.regular === null ? price : Number(r.regular);
    const cats = r.categories ?? [];
    // PAngV: the base price of what the shopper pays, as the product page computes it.
    const base = r.unit
      ? basePrice(price, r.unit.type, r.unit.value === null ? null : Number(r.unit.value))
      : null;
    // §11 PAngV: a reduced price states the lowest price of the 30 days before the reduction,
    // by the rule and price history the API's lowest_price_30_days uses (product-view.ts).
    const lowest =
      r.on_sale && r.unit?.history
        ? lowestPriceBeforeReduction(
            r.unit.history.map(([p, from]) => ({ price: Number(p), from: Number(from) })),
            now,
          )
        : null;
    const rating = r.rating_avg === null ? 0 : Number(r.rating_avg);
    const form = INHALT_LABELS[lang][r.inhalt_label] ?? r.inhalt_label;
    const attributes = [form];
    if (r.on_sale) attributes.push(SALE_LABEL[lang]);
    if (/\bvegan/i.test(`${r.name} ${r.short_description}`)) attributes.push(VEGAN_LABEL[lang]);
    const nutrients = cats.filter((c) => !c.usage).map((c) => c.name);
    const usages = cats.filter((c) => c.usage).map((c) => c.name);
    return {
      id: String(r.id),
      title: r.name,
      name: r.name,
      magentoSku: r.sku,
      teaserText: teaserText(r.short_description),
      description: plainText(r.description).slice(0, 4000),
      link: `/${lang}/${r.url_key}/`,
      teaserImage: r.image ? `${MEDIA_PRODUCT_PATH}${r.image}` : '',
      price: round2(r.on_sale ? regular : price),
      ...(r.on_sale ? { discountPrice: round2(price) } : {}),
      ...(lowest ? { lowestPrice30Days: roundMoney(lowest.price) } : {}),
      finalPrice: round2(price),
      productTaxLabel: TAX_LABEL[lang][store.pricesIncludeTax ? 'incl' : 'excl'],
      ...(base
        ? { basePrice: base.amount, basePriceUnit: base.per_unit, basePriceQuantity: base.per_quantity }
        : {}),
      // The pack's count with its unit in the number it needs ('30 Portionen', not '30 Portion').
      smallInfo:
        r.inhalt === null
          ? form
          : r.item_unit
            ? itemCountLabel(Number(r.inhalt), r.item_unit, lang)
            : `${Number(r.inhalt)} ${form}`,
      uid: encodeUid(r.id),
      productCategory: nutrients[0] ?? cats[0]?.name ?? '',
      productRating: round2(rating),
      outOfStock: r.out_of_stock,
      nutrients,
      attributes,
      categories: [...new Set(cats.map((c) => c.name))],
      usages,
      rating: Math.round(rating),
      // Popular first: reviewed and well rated, then the catalogue's own order.
      raptor_rank: Math.max(0, r.review_count * 100 + Math.round(rating * 20) * 10 + 10_000 - r.position),
    } satisfies SearchDocument;
  });
}

type PageRow = {
  id: number;
  slug: string;
  kind: string;
  title: string;
  description: string;
  elements: unknown;
  restricted: boolean;
  published_at: Date | string;
};

/** Strings of a page's elements (headers, texts), for the body field. */
function elementTexts(value: unknown, out: string[], depth = 0): void {
  if (depth > 8 || out.length > 400) return;
  if (typeof value === 'string') {
    if (value.length > 2 && !/^(\/|https?:|#)/.test(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) elementTexts(v, out, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'type' || key === 'id' || key === 'url' || key === 'link' || key === 'href') continue;
      elementTexts(v, out, depth + 1);
    }
  }
}

/** The first image url of a page's elements, for the teaser. */
function firstImage(value: unknown, depth = 0): string | null {
  if (depth > 8 || !value || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = firstImage(v, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  const image = record.image as { url?: unknown } | undefined;
  if (image && typeof image.url === 'string') return image.url;
  for (const v of Object.values(record)) {
    const found = firstImage(v, depth + 1);
    if (found) return found;
  }
  return null;
}

const KNOWLEDGE_PREFIXES = ['wissen/', 'knowledge/'];

function pageType(row: PageRow): ContentType {
  if (row.kind === 'news') return 'news';
  if (row.kind === 'event') return 'event';
  if (row.kind === 'article')
    return KNOWLEDGE_PREFIXES.some((p) => row.slug.startsWith(p)) ? 'knowledge' : 'post';
  return 'page';
}

const epochSeconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/**
 * The content documents of one language: pages (not product pages, not restricted ones), the
 * catalogue's categories and application areas, and the events calendar.
 */
export async function contentDocuments(
  db: Db,
  language: Language,
  pageIds?: readonly number[],
): Promise<SearchDocument[]> {
  const only = pageIds ? sql`and id = any(${`{${pageIds.join(',')}}`}::int[])` : sql``;
  const pages = await rows<PageRow>(
    db,
    sql`
    select id, slug, kind, title, description, elements, restricted, published_at from content_pages
    where language = ${language} and kind <> 'product' and not restricted and cardinality(middleware) = 0 ${only}`,
  );
  const docs: SearchDocument[] = pages.map((p) => {
    const texts: string[] = [];
    elementTexts(p.elements, texts);
    return {
      id: `page-${p.id}`,
      title: p.title,
      teaserText: teaserText(p.description),
      body: plainText(texts.join(' ')).slice(0, 6000),
      link: p.slug === '' ? `/${language}/` : `/${language}/${p.slug}/`,
      teaserImage: firstImage(p.elements) ?? '',
      type: pageType(p),
      uid: `page-${p.id}`,
      published_at: epochSeconds(p.published_at),
      raptor_rank: Math.floor(epochSeconds(p.published_at) / 3600),
    };
  });
  if (pageIds) return docs;

  const cats = await rows<{
    id: number;
    name: string;
    url_path: string;
    description: string;
    usage: boolean;
    product_count: number;
  }>(
    db,
    sql`
    select c.id, t.name, t.url_path, t.description,
      exists (select 1 from categories u join category_translations ut on ut.category_id = u.id and ut.language = 'en'
        where ut.url_key = ${USAGE_ROOT_URL_KEY} and c.path like u.path || '/%') as usage,
      (select count(*)::int from product_categories pc where pc.category_id = c.id) as product_count
    from categories c join category_translations t on t.category_id = c.id and t.language = ${language}
    where c.level >= 1 and c.parent_id is not null`,
  );
  for (const c of cats) {
    docs.push({
      id: `category-${c.id}`,
      title: c.name,
      teaserText: teaserText(c.description),
      body: '',
      link: localizedPath(language, 'category', c.url_path),
      teaserImage: '',
      type: c.usage ? 'application_area' : 'category',
      uid: encodeUid(c.id),
      published_at: 0,
      raptor_rank: c.product_count,
    });
  }

  const events = await rows<{ value: unknown }>(
    db,
    sql`select value from content_settings where language = ${language} and key = 'events'`,
  );
  const list = (events[0]?.value ?? []) as {
    id: string;
    title: string;
    teaserText: string;
    link: string;
    startDate: string;
    location: string;
    image: { url: string } | null;
  }[];
  for (const e of Array.isArray(list) ? list : []) {
    docs.push({
      id: `event-${e.id}`,
      title: e.title,
      teaserText: teaserText(e.teaserText),
      body: e.location ?? '',
      link: e.link,
      teaserImage: e.image?.url ?? '',
      type: 'event',
      uid: `event-${e.id}`,
      published_at: epochSeconds(e.startDate),
      raptor_rank: Math.floor(epochSeconds(e.startDate) / 3600),
    });
  }
  return docs;
}

// The search overlay's searches (spec §2, §9): popular products and the latest post for the empty
// field, suggestions for a query. Through the shared search client (search-client.ts), or the
// multi_search given (a faked search API in the machine tests).
import type { Lang } from '../../domain/store.ts';
import type {
  ContentSuggestionType,
  Popular,
  SuggestionContent,
  SuggestionProduct,
  Suggestions,
} from '../../machines/search-overlay.machine.ts';
import { contentCollection, type MultiSearch, multiSearch, productsCollection } from './search-client.ts';

/** Spec §9: the overlay asks for 3 hits, 10 for the popular products and the latest post. */
export const OVERLAY_HITS = 3;
export const POPULAR_HITS = 10;
const POST_TYPES = 'type:=[knowledge,post,news]';
const PRODUCT_QUERY_BY = 'title,nutrients,categories,usages,magentoSku,teaserText';
const CONTENT_QUERY_BY = 'title,teaserText,body';

interface ProductHit {
  uid: string;
  title: string;
  link: string;
  teaserImage?: string;
  productCategory?: string;
  price: number;
  discountPrice?: number;
  lowestPrice30Days?: number;
  productTaxLabel?: string;
  basePrice?: number;
  basePriceUnit?: string;
  basePriceQuantity?: number;
  magentoSku: string;
  outOfStock: boolean;
}

interface ContentHit {
  uid: string;
  title: string;
  link: string;
  type: ContentSuggestionType;
  teaserImage?: string;
  teaserText?: string;
}

type Result<T> = { found?: number; hits?: { document: T }[]; error?: string; code?: number };

function hitsOf<T>(result: unknown): { found: number; docs: T[] } {
  const r = result as Result<T>;
  if (r.error) throw new Error(r.error);
  return { found: r.found ?? 0, docs: (r.hits ?? []).map((h) => h.document) };
}

const toProduct = (d: ProductHit): SuggestionProduct => ({
  uid: d.uid,
  name: d.title,
  link: d.link,
  image: d.teaserImage ?? '',
  category: d.productCategory ?? '',
  price: d.price,
  discountPrice: d.discountPrice ?? null,
  lowestPrice30Days: d.lowestPrice30Days ?? null,
  taxLabel: d.productTaxLabel ?? '',
  // The index labels a net store's prices 'zzgl. MwSt.' / 'excl. VAT' (server/search/documents.ts).
  pricesIncludeTax: !/^(zzgl\.|excl\.)/.test(d.productTaxLabel ?? ''),
  basePrice:
    d.basePrice !== undefined && d.basePriceUnit
      ? { amount: d.basePrice, per_unit: d.basePriceUnit, per_quantity: d.basePriceQuantity ?? 1 }
      : null,
  sku: d.magentoSku,
  outOfStock: d.outOfStock,
});

const toContent = (d: ContentHit): SuggestionContent => ({
  uid: d.uid,
  title: d.title,
  link: d.link,
  type: d.type,
  teaserImage: d.teaserImage ?? '',
  teaserText: d.teaserText ?? '',
});

/** Popular products (by raptor_rank) and the latest post, for the empty overlay. */
export async function loadPopular(
  storeCode: string,
  lang: Lang,
  search: MultiSearch = multiSearch,
): Promise<Popular> {
  const results = await search([
    {
      collection: productsCollection(storeCode),
      q: '*',
      sort_by: 'raptor_rank:desc',
      per_page: POPULAR_HITS,
    },
    {
      collection: contentCollection(lang),
      q: '*',
      filter_by: POST_TYPES,
      sort_by: 'published_at:desc',
      per_page: POPULAR_HITS,
    },
  ]);
  const products = hitsOf<ProductHit>(results[0]);
  const posts = hitsOf<ContentHit>(results[1]);
  const latest = posts.docs[0];
  return { products: products.docs.map(toProduct), latestPost: latest ? toContent(latest) : null };
}

/** Suggestions for a query: the recommended product and more, and the recommended post. */
export async function suggest(
  storeCode: string,
  lang: Lang,
  query: string,
  search: MultiSearch = multiSearch,
): Promise<Suggestions> {
  const results = await search([
    {
      collection: productsCollection(storeCode),
      q: query,
      query_by: PRODUCT_QUERY_BY,
      per_page: OVERLAY_HITS,
    },
    { collection: contentCollection(lang), q: query, query_by: CONTENT_QUERY_BY, per_page: OVERLAY_HITS },
  ]);
  const products = hitsOf<ProductHit>(results[0]);
  const content = hitsOf<ContentHit>(results[1]);
  const post = content.docs[0];
  return {
    products: products.docs.map(toProduct),
    post: post ? toContent(post) : null,
    found: products.found + content.found,
  };
}

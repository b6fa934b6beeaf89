// The storefront's search: Typesense's multi_search through the `typesense` client's
// SearchClient, against the shop's own /search service or a Typesense cluster
// (VITE_TYPESENSE_URL, VITE_TYPESENSE_SEARCH_KEY: a search-only key). Imported only by code that
// is loaded when a search happens (the overlay), so pages do not carry the client.
import { SearchClient } from 'typesense';
import type { Lang } from '../../domain/store.ts';
import type {
  ContentSuggestionType,
  Popular,
  SuggestionContent,
  SuggestionProduct,
  Suggestions,
} from '../../machines/search-overlay.machine.ts';

const SEARCH_KEY = import.meta.env.VITE_TYPESENSE_SEARCH_KEY ?? 'vitalshop-search-only';

let client: SearchClient | null = null;

function searchClient(): SearchClient {
  if (client) return client;
  const url = new URL(import.meta.env.VITE_TYPESENSE_URL ?? '/search', window.location.origin);
  const protocol = url.protocol.replace(':', '');
  client = new SearchClient({
    nodes: [
      {
        host: url.hostname,
        port: Number(url.port || (protocol === 'https' ? 443 : 80)),
        protocol,
        path: url.pathname.replace(/\/+$/, ''),
      },
    ],
    apiKey: SEARCH_KEY,
    connectionTimeoutSeconds: 5,
    numRetries: 1,
  });
  return client;
}

export const productsCollection = (storeCode: string) => `products_${storeCode}`;
export const contentCollection = (lang: Lang) => `content_${lang}`;

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
  productTaxLabel?: string;
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
  taxLabel: d.productTaxLabel ?? '',
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
export async function loadPopular(storeCode: string, lang: Lang): Promise<Popular> {
  const { results } = await searchClient().multiSearch.perform({
    searches: [
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
    ],
  });
  const products = hitsOf<ProductHit>(results[0]);
  const posts = hitsOf<ContentHit>(results[1]);
  const latest = posts.docs[0];
  return { products: products.docs.map(toProduct), latestPost: latest ? toContent(latest) : null };
}

/** Suggestions for a query: the recommended product and more, and the recommended post. */
export async function suggest(storeCode: string, lang: Lang, query: string): Promise<Suggestions> {
  const { results } = await searchClient().multiSearch.perform({
    searches: [
      {
        collection: productsCollection(storeCode),
        q: query,
        query_by: PRODUCT_QUERY_BY,
        per_page: OVERLAY_HITS,
      },
      { collection: contentCollection(lang), q: query, query_by: CONTENT_QUERY_BY, per_page: OVERLAY_HITS },
    ],
  });
  const products = hitsOf<ProductHit>(results[0]);
  const content = hitsOf<ContentHit>(results[1]);
  const post = content.docs[0];
  return {
    products: products.docs.map(toProduct),
    post: post ? toContent(post) : null,
    found: products.found + content.found,
  };
}

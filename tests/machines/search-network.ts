import type {
  Popular,
  SuggestionContent,
  SuggestionProduct,
  Suggestions,
} from '../../machines/search-overlay.machine.ts';
import type { MultiSearch, SearchParams } from '../../src/lib/search-client.ts';
import type { createStubs } from './stub-actors.ts';

/**
 * The search API's multi_search, faked for the search overlay's adapter
 * (src/lib/actors/search-overlay.ts): each request is recorded as a stub call with the searches
 * it holds, named after what it asks for: 'loadPopular' (every product and post, `q: '*'`) or
 * 'suggest' (a query). Settling it 'done' answers with the given popular products or
 * suggestions as Typesense's results (one per search: the products' hits, then the content's,
 * documents as the server indexes them); 'error' fails the request (no answer). A test can also
 * answer with raw results (`{ results }`), such as a search's own `{ error, code }`.
 */

/** A product of the overlay as the products collection holds it (server/search/documents.ts). */
function productDocument(product: SuggestionProduct) {
  return {
    uid: product.uid,
    title: product.name,
    link: product.link,
    teaserImage: product.image,
    productCategory: product.category,
    price: product.price,
    ...(product.discountPrice === null ? {} : { discountPrice: product.discountPrice }),
    ...(product.lowestPrice30Days === null ? {} : { lowestPrice30Days: product.lowestPrice30Days }),
    productTaxLabel: product.taxLabel,
    ...(product.basePrice
      ? {
          basePrice: product.basePrice.amount,
          basePriceUnit: product.basePrice.per_unit,
          basePriceQuantity: product.basePrice.per_quantity,
        }
      : {}),
    magentoSku: product.sku,
    outOfStock: product.outOfStock,
  };
}

function contentDocument(content: SuggestionContent) {
  return {
    uid: content.uid,
    title: content.title,
    link: content.link,
    type: content.type,
    teaserImage: content.teaserImage,
    teaserText: content.teaserText,
  };
}

function result<T>(found: number, documents: T[]) {
  return { found, hits: documents.map((document) => ({ document })) };
}

/** A raw answer: Typesense's results as they are. */
export interface RawResults {
  results: unknown[];
}

function answer(name: 'loadPopular' | 'suggest', value: Popular | Suggestions | RawResults): unknown[] {
  if ('results' in value) return value.results;
  if (name === 'loadPopular') {
    const { products, latestPost } = value as Popular;
    return [
      result(products.length, products.map(productDocument)),
      result(latestPost ? 1 : 0, latestPost ? [contentDocument(latestPost)] : []),
    ];
  }
  const { products, post, found } = value as Suggestions;
  const posts = post ? 1 : 0;
  return [
    result(found - posts, products.map(productDocument)),
    result(posts, post ? [contentDocument(post)] : []),
  ];
}

export function searchNetwork(stubs: ReturnType<typeof createStubs>): MultiSearch {
  return async (searches: readonly SearchParams[]) => {
    const name = searches.every((search) => search.q === '*') ? 'loadPopular' : 'suggest';
    const value = await stubs.call<Popular | Suggestions | RawResults, readonly SearchParams[]>(name)(
      searches,
    );
    return answer(name, value);
  };
}

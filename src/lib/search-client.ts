// The storefront's search: Typesense's multi_search through the `typesense` client's
// SearchClient, against the shop's own /search service or a Typesense cluster
// (VITE_TYPESENSE_URL, VITE_TYPESENSE_SEARCH_KEY: a search-only key). Imported only by code that
// is loaded when a search happens (the overlay, the results page), so other pages do not carry
// the client. SearchClient comes from its own module: the package's index pulls in the admin
// client too; its HTTP layer runs on fetch in the browser (typesense-fetch.ts).
import SearchClientModule from 'typesense/lib/Typesense/SearchClient';
import type { Lang } from '../../domain/store.ts';

const SEARCH_KEY = import.meta.env.VITE_TYPESENSE_SEARCH_KEY ?? 'vitalshop-search-only';

// A CommonJS module: bundlers and Node hand over its exports object, whose `default` is the class.
const SearchClient =
  (SearchClientModule as unknown as { default?: typeof SearchClientModule }).default ?? SearchClientModule;

let client: InstanceType<typeof SearchClient> | null = null;

function searchClient(): InstanceType<typeof SearchClient> {
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
    // Every search asks for the server's result cache (Typesense's `use_cache`): popular queries
    // are answered from memory, and the shop's own service drops them as the index changes.
    useServerSideSearchCache: true,
    connectionTimeoutSeconds: 5,
    numRetries: 1,
  });
  return client;
}

/** Runs searches in one multi_search and returns their results in order (failed ones as Typesense's `{ error, code }`). */
export async function multiSearch<P extends SearchParams>(searches: readonly P[]): Promise<unknown[]> {
  const { results } = await searchClient().multiSearch.perform({ searches: searches.map((s) => ({ ...s })) });
  return results;
}

/** Typesense's search parameters, as strings and numbers. */
export type SearchParams = { collection: string; q: string } & { [K in string]?: string | number };

/** A multi_search transport: `multiSearch` in the app; the machine tests give a faked search API. */
export type MultiSearch = (searches: readonly SearchParams[]) => Promise<unknown[]>;

export const productsCollection = (storeCode: string) => `products_${storeCode}`;
export const contentCollection = (lang: Lang) => `content_${lang}`;

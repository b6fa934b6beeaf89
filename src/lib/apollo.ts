import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

const endpoint = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';
const clients = new Map<string, ApolloClient>();

/** A store view client's cache (the machine tests' faked networks use the same). */
export function storeViewCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: {
      ProductInterface: ['SimpleProduct', 'ConfigurableProduct'],
      CategoryInterface: ['CategoryTree'],
      RoutableInterface: ['SimpleProduct', 'ConfigurableProduct', 'CategoryTree', 'CmsPage'],
      MediaGalleryInterface: ['ProductImage'],
      // The checkout's address fragment is on the interface: without this entry the cache cannot
      // match it, drops the addresses of a CheckoutCart answer and the checkout's load fails.
      CartAddressInterface: ['ShippingCartAddress', 'BillingCartAddress'],
    },
    typePolicies: {
      // Product and category objects are cached by uid, as Magento identifies them.
      SimpleProduct: { keyFields: ['uid'] },
      ConfigurableProduct: { keyFields: ['uid'] },
      CategoryTree: { keyFields: ['uid'] },
      StoreConfig: { keyFields: ['store_code'] },
    },
  });
}

/**
 * One Apollo client per store view: names, URLs and prices differ per store view, so their
 * caches must never mix. The `Store` header selects the store view, as on a real Magento.
 */
export function apolloClientFor(storeCode: string): ApolloClient {
  let client = clients.get(storeCode);
  if (!client) {
    client = new ApolloClient({
      // The customer session is the server's httpOnly cookie, sent with every same-origin request
      // (see cookies.ts); the SPA never holds the token. JSON bodies only (the server's CSRF rule).
      link: new HttpLink({ uri: endpoint, credentials: 'same-origin', headers: { Store: storeCode } }),
      cache: storeViewCache(),
    });
    clients.set(storeCode, client);
  }
  return client;
}

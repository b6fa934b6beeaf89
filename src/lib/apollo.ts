import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

const endpoint = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';
const clients = new Map<string, ApolloClient>();

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

/**
 * The cache of a store view's client: which concrete types an interface's fragments match, and
 * how objects are identified. The machine tests' clients with a faked network use it too.
 */
export function storeViewCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: {
      ProductInterface: ['SimpleProduct', 'ConfigurableProduct'],
      CartItemInterface: ['SimpleCartItem', 'ConfigurableCartItem'],
      // The checkout's address fragment is on the interface: without this entry the cache cannot
      // match it, drops the addresses of a CheckoutCart answer and the checkout's load fails.
      CartAddressInterface: ['ShippingCartAddress', 'BillingCartAddress'],
      CategoryInterface: ['CategoryTree'],
      RoutableInterface: ['SimpleProduct', 'ConfigurableProduct', 'CategoryTree', 'CmsPage'],
      MediaGalleryInterface: ['ProductImage'],
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

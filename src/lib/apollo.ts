import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readCustomerToken } from './cookies.ts';

const endpoint = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';
const clients = new Map<string, ApolloClient>();

/** Sends the customer token cookie, when there is one, as Magento's bearer token on every request. */
const authLink = new SetContextLink((prevContext) => {
  const token = readCustomerToken();
  if (!token) return {};
  return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
});

/**
 * One Apollo client per store view: names, URLs and prices differ per store view, so their
 * caches must never mix. The `Store` header selects the store view, as on a real Magento.
 */
export function apolloClientFor(storeCode: string): ApolloClient {
  let client = clients.get(storeCode);
  if (!client) {
    client = new ApolloClient({
      link: ApolloLink.from([authLink, new HttpLink({ uri: endpoint, headers: { Store: storeCode } })]),
      cache: new InMemoryCache({
        possibleTypes: {
          ProductInterface: ['SimpleProduct', 'ConfigurableProduct'],
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
      }),
    });
    clients.set(storeCode, client);
  }
  return client;
}

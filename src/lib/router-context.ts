import type { ApolloClient } from '@apollo/client';
import type { Lang, Shop } from '../../domain/store.ts';

/** What every route's beforeLoad/loader gets from the router (see src/main.tsx). */
export interface RouterContext {
  /** The Apollo client of a store view (one per store view, see src/lib/apollo.ts). */
  apolloClientFor: (storeCode: string) => ApolloClient;
  /** The shop chosen by the store cookie (EU by default). */
  shop: () => Shop;
}

/** What the `$lang` layout route adds for its children (`Route.useRouteContext()` / loader `context`). */
export interface LangRouteContext extends RouterContext {
  lang: Lang;
  storeCode: string;
  apolloClient: ApolloClient;
}

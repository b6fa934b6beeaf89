import type { ApolloClient } from '@apollo/client';
import type { Lang, Shop } from '../../domain/store.ts';
import type { AppEvent } from '../../machines/app.machine.ts';

/** What every route's beforeLoad/loader gets from the router (see src/main.tsx). */
export interface RouterContext {
  /** The Apollo client of a store view (one per store view, see src/lib/apollo.ts). */
  apolloClientFor: (storeCode: string) => ApolloClient;
  /** The shop chosen by the store cookie (EU by default). */
  shop: () => Shop;
  /** The customer session as the app knows it, for guards in `beforeLoad` (see routerSession). */
  session: () => RouterSession;
  /** Tells the app's root actor what a route decided (e.g. `login.requested` from `?login=1`). */
  sendToApp: (event: AppEvent) => void;
}

/** What route guards know of the session. */
export interface RouterSession {
  /** The browser holds a customer session (the server's token cookie and its flag). */
  hasToken: boolean;
  /** The session machine has the customer (false while it still restores the session). */
  loggedIn: boolean;
}

/** What the `$lang` layout route adds for its children (`Route.useRouteContext()` / loader `context`). */
export interface LangRouteContext extends RouterContext {
  lang: Lang;
  storeCode: string;
  apolloClient: ApolloClient;
}

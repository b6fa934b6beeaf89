import type { ApolloClient } from '@apollo/client';
import { appMachine } from '../../../machines/app.machine.ts';
import { storeViewClient } from '../commerce-actors.ts';
import { CART_BROWSER_EFFECTS, type CartEffects, cartFlow } from './cart.ts';
import { SESSION_BROWSER_EFFECTS, type SessionEffects, sessionFlow } from './session.ts';
import { wishlistFlow } from './wishlist.ts';

// The app machine's adapter: its children (session, cart, wishlist) with their real actors, and
// `navigate` through the router (given by src/main.tsx, which owns it).

export type AppImplementations = Parameters<typeof appMachine.provide>[0];

export interface AppTransport {
  /** Goes to a path of the shop without reloading (the router's history). */
  navigate: (path: string) => void;
}

/** What the children run over: the app's by default, a faked network and recorded effects in the machine tests. */
export interface AppNetwork {
  /** The store view's Apollo client, for the session, the cart and the wishlist. */
  client?: () => ApolloClient;
  /** The browser's effects of the session (cookies, content login sync, analytics, page loads). */
  sessionEffects?: SessionEffects;
  /** The browser's effects of the cart (the cart cookie, the session flag, analytics). */
  cartEffects?: CartEffects;
}

/** Without a router (tests of the shell): a full page load. */
const LOCATION_TRANSPORT: AppTransport = { navigate: (path) => window.location.assign(path) };

/** The app machine with the real children; `overrides` replace some (tests, other shells). */
export function appFlow(
  transport: AppTransport = LOCATION_TRANSPORT,
  overrides: AppImplementations = {},
  {
    client = storeViewClient,
    sessionEffects = SESSION_BROWSER_EFFECTS,
    cartEffects = CART_BROWSER_EFFECTS,
  }: AppNetwork = {},
) {
  return appMachine.provide({
    ...overrides,
    actors: {
      session: sessionFlow(client, sessionEffects),
      cart: cartFlow(client, cartEffects),
      wishlist: wishlistFlow(client),
      ...overrides.actors,
    },
    actions: { navigate: (_, params) => transport.navigate(params.path), ...overrides.actions },
  });
}

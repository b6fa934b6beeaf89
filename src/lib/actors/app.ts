import { appMachine } from '../../../machines/app.machine.ts';
import { appCart } from './cart.ts';
import { appSession } from './session.ts';
import { appWishlist } from './wishlist.ts';

// The app machine's adapter: its children (session, cart, wishlist) with their real actors, and
// `navigate` through the router (given by src/main.tsx, which owns it).

export type AppImplementations = Parameters<typeof appMachine.provide>[0];

export interface AppTransport {
  /** Goes to a path of the shop without reloading (the router's history). */
  navigate: (path: string) => void;
}

/** Without a router (tests of the shell): a full page load. */
const LOCATION_TRANSPORT: AppTransport = { navigate: (path) => window.location.assign(path) };

/** The app machine with the real children; `overrides` replace some (tests, other shells). */
export function appFlow(transport: AppTransport = LOCATION_TRANSPORT, overrides: AppImplementations = {}) {
  return appMachine.provide({
    ...overrides,
    actors: { session: appSession, cart: appCart, wishlist: appWishlist, ...overrides.actors },
    actions: { navigate: (_, params) => transport.navigate(params.path), ...overrides.actions },
  });
}

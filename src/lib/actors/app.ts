import { appMachine } from '../../../machines/app.machine.ts';
import { appCart } from './cart.ts';
import { appSession } from './session.ts';
import { appWishlist } from './wishlist.ts';

// The app machine's adapter: its children (session, cart, wishlist) with their real actors.

export type AppImplementations = Parameters<typeof appMachine.provide>[0];

/** The app machine with the real children; `overrides` replace some (tests, other shells). */
export function appFlow(overrides: AppImplementations = {}) {
  return appMachine.provide({
    ...overrides,
    actors: { session: appSession, cart: appCart, wishlist: appWishlist, ...overrides.actors },
  });
}

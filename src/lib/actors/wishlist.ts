import type { ApolloClient } from '@apollo/client';
import { wishlistMachine } from '../../../machines/wishlist.machine.ts';
import { storeViewClient } from '../commerce-actors.ts';
import { wishlistActors } from '../wishlist-actors.ts';

// The wishlist flow's adapter: the only place its real actors are supplied. `client` gives the
// store view's Apollo client in the app; the machine tests give one whose network is faked.

export function wishlistFlow(client: () => ApolloClient = storeViewClient) {
  return wishlistMachine.provide({ actors: wishlistActors(client) });
}

/** The wishlist machine with the app's real side effects. */
export const appWishlist = wishlistFlow();

import { wishlistMachine } from '../../../machines/wishlist.machine.ts';
import { wishlistActors } from '../wishlist-actors.ts';

// The wishlist flow's adapter: the only place its real actors are supplied.

/** The wishlist machine with the app's real side effects. */
export const appWishlist = wishlistMachine.provide({ actors: wishlistActors });

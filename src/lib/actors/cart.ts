import type { ApolloClient } from '@apollo/client';
import { cartMachine } from '../../../machines/cart.machine.ts';
import { type AnalyticsEvent, track } from '../analytics.ts';
import { cartActors } from '../cart-actors.ts';
import { storeViewClient } from '../commerce-actors.ts';
import { deleteCustomerSession, writeCartId } from '../cookies.ts';

// The cart flow's adapter: the only place its real actors and actions are supplied. `client`
// gives the store view's Apollo client (the machine tests give one whose network is faked);
// `effects` are the browser's cookies and analytics (recorded in the machine tests).

export interface CartEffects {
  /** Keeps the cart's id in the browser's cart cookie. */
  storeCartId: (cartId: string) => void;
  /** Drops the customer session flag, after the token failed to load the customer's cart. */
  dropToken: () => void;
  /** Pushes an analytics event (when the visitor consented). */
  track: (event: AnalyticsEvent) => void;
}

/** The browser's cookies and the shop's analytics. */
export const CART_BROWSER_EFFECTS: CartEffects = {
  storeCartId: writeCartId,
  dropToken: deleteCustomerSession,
  track,
};

/** The cart machine with its real calls over `client` and its effects. */
export function cartFlow(
  client: () => ApolloClient = storeViewClient,
  effects: CartEffects = CART_BROWSER_EFFECTS,
) {
  return cartMachine.provide({
    actors: cartActors(client),
    actions: {
      storeCartId: (_, params) => effects.storeCartId(params.cartId),
      dropToken: () => effects.dropToken(),
      pushAddToCartAnalytics: (_, params) => effects.track({ event: 'add_to_cart', ...params }),
      // The app shell (systemId 'app') owns the overlays.
      openCartSidebar: ({ system }) =>
        system.get('app')?.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }),
    },
  });
}

import { cartMachine } from '../../../machines/cart.machine.ts';
import { track } from '../analytics.ts';
import { cartActors } from '../commerce-actors.ts';
import { deleteCustomerSession, writeCartId } from '../cookies.ts';

// The cart flow's adapter: the only place its real actors and actions are supplied.

/** The cart machine with the app's real side effects. */
export const appCart = cartMachine.provide({
  actors: cartActors,
  actions: {
    storeCartId: (_, params) => writeCartId(params.cartId),
    dropToken: () => deleteCustomerSession(),
    pushAddToCartAnalytics: (_, params) => track({ event: 'add_to_cart', ...params }),
    openCartSidebar: ({ system }) =>
      system.get('app')?.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }),
  },
});

import type { ApolloClient } from '@apollo/client';
import {
  type CheckoutExit,
  type CheckoutStep,
  checkoutMachine,
  type PlacedOrder,
} from '../../../machines/checkout.machine.ts';
import { checkoutActors } from '../checkout-actors.ts';
import { storeViewClient } from '../commerce-actors.ts';

// The checkout flow's adapter: the only place its real actors and actions are supplied. The view
// gives what only it can do: navigate (to a step, or out of the checkout) and hand the placed
// order to the cart. `client` gives the store view's Apollo client (a faked network in the
// machine tests).

export interface CheckoutTransport {
  /** Shows the step's route in place of the current URL (a redirect, not a new history entry). */
  goToStep: (step: CheckoutStep) => void;
  leaveCheckout: (to: CheckoutExit) => void;
  orderPlaced: (order: PlacedOrder) => void;
}

export function checkoutFlow(transport: CheckoutTransport, client: () => ApolloClient = storeViewClient) {
  return checkoutMachine.provide({
    actors: checkoutActors(client),
    actions: {
      redirectToStep: (_, params) => transport.goToStep(params.step),
      leaveCheckout: (_, params) => transport.leaveCheckout(params.to),
      orderPlaced: (_, params) => transport.orderPlaced(params),
    },
  });
}

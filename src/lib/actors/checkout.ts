import { type CheckoutStep, checkoutMachine, type PlacedOrder } from '../../../machines/checkout.machine.ts';
import { checkoutActors } from '../checkout-actors.ts';

// The checkout flow's adapter: the only place its real actors and actions are supplied. The view
// gives what only it can do: navigate to a step and hand the placed order to the cart.

export interface CheckoutTransport {
  goToStep: (step: CheckoutStep) => void;
  orderPlaced: (order: PlacedOrder) => void;
}

export function checkoutFlow(transport: CheckoutTransport) {
  return checkoutMachine.provide({
    actors: checkoutActors,
    actions: {
      redirectToStep: (_, params) => transport.goToStep(params.step),
      orderPlaced: (_, params) => transport.orderPlaced(params),
    },
  });
}

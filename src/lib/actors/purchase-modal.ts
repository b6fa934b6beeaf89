import { type AnyActorRef, type EventObject, fromCallback, fromPromise } from 'xstate';
import {
  type CartResultEvent,
  cartItemOf,
  currentQuantity,
  type PurchaseModalProduct,
  purchaseModalMachine,
} from '../../../machines/purchase-modal.machine.ts';
import { toServerCartItem, toServerEnteredOptions } from '../../views/purchase/purchase-product.ts';

// The purchase modal flow's adapter: the only place its real actors and actions are supplied,
// used by the layout and by the machine tests alike. The modal is its own root actor, so it is
// given the app's cart explicitly: `sendToCart` sends to it, turning the machine's
// { mode, interval, quantity } into Magento's entered options (purchase-product.ts), and
// `cartResults` listens to its `cart.itemAdded`/`itemNotAdded`.

export interface PurchaseModalTransport {
  loadProduct: (sku: string) => Promise<PurchaseModalProduct>;
  /** The app's cart actor (systemId 'cart'), looked up when needed. */
  getCart: () => AnyActorRef | undefined;
  openCartSidebar: () => void;
}

export function purchaseModalFlow({ loadProduct, getCart, openCartSidebar }: PurchaseModalTransport) {
  return purchaseModalMachine.provide({
    actors: {
      loadProduct: fromPromise<PurchaseModalProduct, { sku: string }>(({ input }) => loadProduct(input.sku)),
      cartResults: fromCallback<EventObject>(({ sendBack }) => {
        const cart = getCart();
        if (!cart) return undefined;
        const relay = (emitted: CartResultEvent) => sendBack(emitted);
        const subscriptions = [cart.on('cart.itemAdded', relay), cart.on('cart.itemNotAdded', relay)];
        return () => {
          for (const subscription of subscriptions) subscription.unsubscribe();
        };
      }),
    },
    actions: {
      openCartSidebar: () => openCartSidebar(),
      sendToCart: ({ context }) => {
        const cart = getCart();
        if (!cart) return;
        if (context.request.mode === 'cartUpdate') {
          // The line's purchase mode as chosen in the modal (kept when the product offers no plan).
          const entered = cartItemOf(context).enteredOptions;
          cart.send({
            type: 'cart.updateItem',
            uid: context.request.cartItemUid ?? '',
            quantity: currentQuantity(context),
            ...(entered ? { enteredOptions: toServerEnteredOptions(entered) } : {}),
          });
        } else {
          cart.send({ type: 'cart.addItem', ...toServerCartItem(cartItemOf(context)) });
        }
      },
    },
  });
}

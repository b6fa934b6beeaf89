import { type AnyActorRef, type EventObject, fromCallback, fromPromise } from 'xstate';
import { purchaseModeOptionText } from '../../../domain/savings-plans.ts';
import type { AddCartItem, EnteredOption } from '../../../machines/cart.machine.ts';
import {
  type CartResultEvent,
  cartItemOf,
  currentQuantity,
  type PurchaseChoice,
  type PurchaseLine,
  type PurchaseModalProduct,
  purchaseModalMachine,
} from '../../../machines/purchase-modal.machine.ts';

// The purchase modal flow's adapter: the only place its real actors and actions are supplied,
// used by the layout and by the machine tests alike. The modal is its own root actor, so it is
// given the app's cart explicitly: `sendToCart` sends to it, turning the machine's
// { mode, interval, quantity } into Magento's entered options (here, and nowhere else), and
// `cartResults` listens to its `cart.itemAdded`/`itemNotAdded`.

/**
 * Magento's entered option for a purchase choice: a savings plan is base64('purchase_mode/
 * onGoing/<interval>') with value '1'; a one-time purchase has none (the API's default).
 */
export function enteredOptionsOf(purchase: PurchaseChoice): EnteredOption[] {
  return purchase.mode === 'onGoing'
    ? [{ uid: btoa(purchaseModeOptionText('onGoing', purchase.interval)), value: '1' }]
    : [];
}

/** The cart line the API takes for the modal's line: its purchase choice as entered options. */
export function toCartItem({ purchase, ...line }: PurchaseLine): AddCartItem {
  const entered = purchase ? enteredOptionsOf(purchase) : [];
  return entered.length > 0 ? { ...line, enteredOptions: entered } : line;
}

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
        const line = cartItemOf(context);
        if (context.request.mode === 'cartUpdate') {
          // The line's purchase mode as chosen in the modal ([] buys once; kept as it is when the
          // product offers no plan).
          cart.send({
            type: 'cart.updateItem',
            uid: context.request.cartItemUid ?? '',
            quantity: currentQuantity(context),
            ...(line.purchase ? { enteredOptions: enteredOptionsOf(line.purchase) } : {}),
          });
        } else {
          cart.send({ type: 'cart.addItem', ...toCartItem(line) });
        }
      },
    },
  });
}

import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { purchaseModalMachine } from '../../../machines/purchase-modal.machine.ts';
import { purchaseModalFlow } from '../../lib/actors/purchase-modal.ts';
import { inspectOptions } from '../../lib/inspector.ts';
import { type OpenPurchaseModal, PurchaseOpenerContext } from './purchase-opener.ts';
import { noteOverlayOpener } from '../../ui/return-focus.ts';
import type { PurchaseViewProduct } from './purchase-product.ts';

/**
 * Runs the flow-scoped purchase modal machine for the layout and lets any view open it by SKU
 * (`useOpenPurchaseModal`). The modal is its own root actor, so it is given the app's cart
 * explicitly: `sendToCart` sends to it (with the API's entered options, see
 * purchase-product.ts) and `cartResults` listens to its `cart.itemAdded`/`itemNotAdded`.
 * A plain React context (not `createActorContext`) so that views rendered without the
 * layout (tests, error pages) simply get no opener instead of an error.
 */

export type PurchaseModalActor = ActorRefFrom<typeof purchaseModalMachine>;

export interface PurchaseModalImplementations {
  loadProduct: (sku: string) => Promise<PurchaseViewProduct>;
  /** The app's cart actor (systemId 'cart'), looked up when needed. */
  getCart: () => AnyActorRef | undefined;
  openCartSidebar: () => void;
}

export interface PurchaseModalProviderProps extends PurchaseModalImplementations {
  customerGroup: number | null;
  loggedIn: boolean;
  children: ReactNode;
}

interface PurchaseModalValue {
  actor: PurchaseModalActor;
  getCart: () => AnyActorRef | undefined;
  /** The control that had focus when the modal was asked for: focus goes back there on close. */
  opener: RefObject<HTMLElement | null>;
}

const PurchaseModalContext = createContext<PurchaseModalValue | null>(null);

export function PurchaseModalProvider({
  loadProduct,
  getCart,
  openCartSidebar,
  customerGroup,
  loggedIn,
  children,
}: PurchaseModalProviderProps) {
  const logic = useMemo(
    () => purchaseModalFlow({ loadProduct, getCart, openCartSidebar }),
    [loadProduct, getCart, openCartSidebar],
  );
  const actor = useActorRef(logic, { input: { customerGroup, loggedIn }, ...inspectOptions() });
  // Login, logout or another customer group reach the running machine as an event.
  const session = useRef({ customerGroup, loggedIn });
  useEffect(() => {
    if (session.current.customerGroup === customerGroup && session.current.loggedIn === loggedIn) return;
    session.current = { customerGroup, loggedIn };
    actor.send({ type: 'purchaseModal.sessionChanged', customerGroup, loggedIn });
  }, [actor, customerGroup, loggedIn]);
  const opener = useRef<HTMLElement | null>(null);
  const value = useMemo(() => ({ actor, getCart, opener }), [actor, getCart]);
  const open = useCallback<OpenPurchaseModal>(
    (sku, mode = 'default', request = {}) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      // An overlay opening in the modal's place (the cart sidebar) returns focus there too.
      noteOverlayOpener(active);
      actor.send({ type: 'purchaseModal.open', sku, mode, ...request });
    },
    [actor],
  );
  return (
    <PurchaseModalContext.Provider value={value}>
      <PurchaseOpenerContext.Provider value={open}>{children}</PurchaseOpenerContext.Provider>
    </PurchaseModalContext.Provider>
  );
}

/** The modal's actor and the app's cart, or null outside the layout. */
export function usePurchaseModal(): PurchaseModalValue | null {
  return useContext(PurchaseModalContext);
}

/** Whether the app's cart is busy (its changes are refused meanwhile). */
export function useCartBusy(getCart: () => AnyActorRef | undefined): boolean {
  return useSelector(getCart(), (snapshot) => Boolean(snapshot?.hasTag?.('busy'))) ?? false;
}

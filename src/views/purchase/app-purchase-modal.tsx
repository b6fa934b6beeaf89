import type { ApolloClient } from '@apollo/client';
import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback } from 'react';
import type { AnyActorRef } from 'xstate';
import { useAppActor } from '../../lib/app-actor.tsx';
import type { Lang } from '../../lib/store.ts';
import { PurchaseModal } from './purchase-modal.tsx';
import { PurchaseModalProvider } from './purchase-modal-provider.tsx';
import { loadPurchaseProduct } from './purchase-product.ts';

interface SessionSnapshotLike {
  hasTag: (tag: string) => boolean;
  context: { customer?: { group_id?: number | null } | null };
}

/**
 * The purchase modal of the default layout, wired to the app: products come from the store
 * view's GraphQL client, the cart and the session are the root actor's children
 * (systemIds 'cart' and 'session'), and the cart sidebar is the app's overlay.
 */
export function AppPurchaseModal({
  lang,
  client,
  children,
}: {
  lang: Lang;
  client: ApolloClient;
  children: ReactNode;
}) {
  const app = useAppActor();
  const session = app.system.get('session') as AnyActorRef | undefined;
  const loggedIn = useSelector(session, (snapshot) =>
    Boolean((snapshot as SessionSnapshotLike | undefined)?.hasTag('loggedIn')),
  );
  const customerGroup = useSelector(
    session,
    (snapshot) => (snapshot as SessionSnapshotLike | undefined)?.context.customer?.group_id ?? null,
  );
  const loadProduct = useCallback((sku: string) => loadPurchaseProduct(client, sku), [client]);
  const getCart = useCallback(() => app.system.get('cart') as AnyActorRef | undefined, [app]);
  const openCartSidebar = useCallback(
    () => app.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }),
    [app],
  );
  return (
    <PurchaseModalProvider
      // A new session (login, logout, another group) gets a modal for that customer.
      key={`${loggedIn}-${customerGroup}`}
      loadProduct={loadProduct}
      getCart={getCart}
      openCartSidebar={openCartSidebar}
      customerGroup={customerGroup}
      loggedIn={loggedIn}
    >
      {children}
      <PurchaseModal lang={lang} />
    </PurchaseModalProvider>
  );
}

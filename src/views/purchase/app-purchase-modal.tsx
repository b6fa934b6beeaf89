import type { ApolloClient } from '@apollo/client';
import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { useAppActor } from '../../lib/app-actor.tsx';
import type { Lang } from '../../../domain/store.ts';
import { type OpenPurchaseModal, PurchaseOpenerContext } from './purchase-opener.ts';

interface SessionSnapshotLike {
  hasTag: (tag: string) => boolean;
  context: { customer?: { group_id?: number | null } | null };
}

// The modal, its machine, views and product query are loaded on the first request to open it.
const PurchaseModalRoot = lazy(async () => ({
  default: (await import('./purchase-modal-root.tsx')).PurchaseModalRoot,
}));

/**
 * The purchase modal of the default layout, wired to the app: products come from the store
 * view's GraphQL client, the cart and the session are the root actor's children
 * (systemIds 'cart' and 'session'), and the cart sidebar is the app's overlay. Views open it
 * through PurchaseOpenerContext; requests made while it loads are sent once it runs.
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
  const getCart = useCallback(() => app.system.get('cart') as AnyActorRef | undefined, [app]);
  const openCartSidebar = useCallback(
    () => app.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }),
    [app],
  );
  const running = useRef<OpenPurchaseModal | null>(null);
  const waiting = useRef<Parameters<OpenPurchaseModal>[]>([]);
  const [wanted, setWanted] = useState(false);
  const open = useCallback<OpenPurchaseModal>((...request) => {
    if (running.current) running.current(...request);
    else {
      waiting.current.push(request);
      setWanted(true);
    }
  }, []);
  const onReady = useCallback((opener: OpenPurchaseModal | null) => {
    running.current = opener;
    if (opener) for (const request of waiting.current.splice(0)) opener(...request);
  }, []);
  return (
    <PurchaseOpenerContext.Provider value={open}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <PurchaseModalRoot
            lang={lang}
            client={client}
            getCart={getCart}
            openCartSidebar={openCartSidebar}
            customerGroup={customerGroup}
            loggedIn={loggedIn}
            onReady={onReady}
          />
        </Suspense>
      ) : null}
    </PurchaseOpenerContext.Provider>
  );
}

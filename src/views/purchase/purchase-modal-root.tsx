import type { ApolloClient } from '@apollo/client';
import { useCallback, useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Lang } from '../../../domain/store.ts';
import { PurchaseModal } from './purchase-modal.tsx';
import { PurchaseModalProvider } from './purchase-modal-provider.tsx';
import { type OpenPurchaseModal, useOpenPurchaseModal } from './purchase-opener.ts';
import { loadPurchaseProduct } from './purchase-product.ts';

export interface PurchaseModalRootProps {
  lang: Lang;
  client: ApolloClient;
  getCart: () => AnyActorRef | undefined;
  openCartSidebar: () => void;
  customerGroup: number | null;
  loggedIn: boolean;
  /** Gets the modal's opener once it runs (null when it goes). */
  onReady: (open: OpenPurchaseModal | null) => void;
}

/**
 * The purchase modal with its machine and its product query: the part of AppPurchaseModal that
 * is loaded on the first 'Add to Cart'.
 */
export function PurchaseModalRoot({ lang, client, onReady, ...provider }: PurchaseModalRootProps) {
  const loadProduct = useCallback((sku: string) => loadPurchaseProduct(client, sku), [client]);
  return (
    <PurchaseModalProvider loadProduct={loadProduct} {...provider}>
      <ReportOpener onReady={onReady} />
      <PurchaseModal lang={lang} />
    </PurchaseModalProvider>
  );
}

function ReportOpener({ onReady }: { onReady: PurchaseModalRootProps['onReady'] }) {
  const open = useOpenPurchaseModal();
  useEffect(() => {
    onReady(open);
    return () => onReady(null);
  }, [open, onReady]);
  return null;
}

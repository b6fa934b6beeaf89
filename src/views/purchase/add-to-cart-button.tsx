import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState } from 'react';
import { PURCHASE_MODAL_MESSAGES } from '../../../machines/purchase-modal.messages.ts';
import type { AddToCartProps } from '../../ui/add-to-cart-slot.tsx';
import { Button } from '../../ui/button.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { useOpenPurchaseModal } from './purchase-opener.ts';

// Loaded when a shopper first asks for a sold-out product, not with every product card.
const OutOfStockModal = lazy(async () => ({
  default: (await import('./out-of-stock-modal.tsx')).OutOfStockModal,
}));

/**
 * 'Add to Cart' on product pages and cards: opens the purchase modal on the SKU, or, for a
 * product that is out of stock, the out-of-stock modal (alternatives, notify me). Rendered
 * outside the layout (no modal) it shows nothing.
 */
export function AddToCartButton({
  sku,
  name,
  productName,
  outOfStock = false,
  className = '',
}: AddToCartProps) {
  const { i18n } = useLingui();
  const open = useOpenPurchaseModal();
  const [outOfStockOpen, setOutOfStockOpen] = useState(false);
  const closeOutOfStock = useCallback(() => setOutOfStockOpen(false), []);
  if (!open) return null;
  const label = i18n._(PURCHASE_MODAL_MESSAGES.addToCart);
  return (
    <>
      <Button
        className={className}
        aria-label={name ? `${label}: ${name}` : undefined}
        aria-haspopup={outOfStock ? 'dialog' : undefined}
        onClick={() => (outOfStock && sku ? setOutOfStockOpen(true) : open(sku ?? null))}
      >
        <CartIcon className="size-4" />
        {label}
      </Button>
      {outOfStockOpen && sku ? (
        <Suspense fallback={null}>
          <OutOfStockModal sku={sku} productName={productName ?? name ?? sku} onClose={closeOutOfStock} />
        </Suspense>
      ) : null}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { PURCHASE_MODAL_MESSAGES } from '../../../machines/purchase-modal.machine.ts';
import { Button } from '../../ui/button.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { OutOfStockModal } from '../catalog/out-of-stock-modal.tsx';
import { useOpenPurchaseModal } from './purchase-modal-provider.tsx';

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
}: {
  sku: string | null | undefined;
  /** Names the button ('Add to Cart: <name>') where several are shown. */
  name?: string | null;
  /** The product's name for the out-of-stock modal (default: `name`). */
  productName?: string | null;
  outOfStock?: boolean;
  className?: string;
}) {
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
        <OutOfStockModal sku={sku} productName={productName ?? name ?? sku} onClose={closeOutOfStock} />
      ) : null}
    </>
  );
}

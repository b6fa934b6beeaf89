import { useLingui } from '@lingui/react/macro';
import { PURCHASE_MODAL_MESSAGES } from '../../../machines/purchase-modal.messages.ts';
import type { AddToCartProps } from '../../ui/add-to-cart-slot.tsx';
import { Button } from '../../ui/button.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { useOpenPurchaseModal } from './purchase-opener.ts';

/**
 * 'Add to Cart' on product pages and cards: asks the purchase modal machine to open on the SKU
 * with what the listing says about it (out of stock, name); the machine decides whether the
 * purchase modal or the out-of-stock modal (alternatives, notify me) shows. Rendered outside
 * the layout (no modal) it shows nothing.
 */
export function AddToCartButton({
  sku,
  name,
  productName,
  outOfStock = false,
  fromWishlist = false,
  className = '',
}: AddToCartProps) {
  const { i18n } = useLingui();
  const open = useOpenPurchaseModal();
  if (!open) return null;
  const label = i18n._(PURCHASE_MODAL_MESSAGES.addToCart);
  return (
    <Button
      className={className}
      aria-label={name ? `${label}: ${name}` : undefined}
      aria-haspopup={outOfStock ? 'dialog' : undefined}
      onClick={() =>
        open(sku ?? null, 'default', {
          outOfStock,
          productName: productName ?? name ?? sku ?? undefined,
          ...(fromWishlist ? { fromWishlist } : {}),
        })
      }
    >
      <CartIcon className="size-4" />
      {label}
    </Button>
  );
}

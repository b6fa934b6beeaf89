import { useLingui } from '@lingui/react/macro';
import { PURCHASE_MODAL_MESSAGES } from '../../../machines/purchase-modal.machine.ts';
import { Button } from '../../ui/button.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { useOpenPurchaseModal } from './purchase-modal-provider.tsx';

/**
 * 'Add to Cart' on product pages and cards: opens the purchase modal on the SKU. Rendered
 * outside the layout (no modal) it shows nothing.
 */
export function AddToCartButton({
  sku,
  name,
  className = '',
}: {
  sku: string | null | undefined;
  name?: string | null;
  className?: string;
}) {
  const { i18n } = useLingui();
  const open = useOpenPurchaseModal();
  if (!open) return null;
  const label = i18n._(PURCHASE_MODAL_MESSAGES.addToCart);
  return (
    <Button
      className={className}
      aria-label={name ? `${label}: ${name}` : undefined}
      onClick={() => open(sku ?? null)}
    >
      <CartIcon className="size-4" />
      {label}
    </Button>
  );
}

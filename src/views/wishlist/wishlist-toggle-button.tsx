import { useLingui } from '@lingui/react/macro';
import { useWishlistToggle } from '../../lib/app-actor.tsx';
import { HeartIcon } from '../../ui/icons.tsx';
import type { WishlistToggleProps } from '../../ui/wishlist-toggle-slot.tsx';

/**
 * The heart on product cards and the product page: adds the product to the wishlist or removes
 * it (spec 4). A guest gets the login modal (the wishlist machine opens it).
 */
export function WishlistToggleButton({ sku, className = '' }: WishlistToggleProps) {
  const { t } = useLingui();
  const { listed, busy, toggle } = useWishlistToggle(sku ?? '');
  return (
    <button
      type="button"
      aria-pressed={listed}
      aria-busy={busy || undefined}
      aria-label={listed ? t`Remove from wishlist` : t`Add to wishlist`}
      onClick={toggle}
      className={`grid size-10 place-items-center rounded-full bg-white/90 text-brand-700 ring-1 ring-sand-200 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      <HeartIcon className="size-5" fill={listed ? 'currentColor' : 'none'} />
    </button>
  );
}

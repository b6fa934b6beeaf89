import { Plural, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useOverlay } from '../../lib/app-actor.tsx';
import { HeartIcon } from '../../ui/icons.tsx';

export interface WishlistButtonProps {
  /** How many products are on the wishlist (the badge). */
  count: number;
  className?: string;
  /** Shows the word under the icon (mobile bottom bar). */
  showLabel?: boolean;
}

/**
 * The heart with the wishlist's count as a badge: opens the wishlist sidebar (the app's overlay
 * 'wishlistSidebar'; it links on to /{lang}/customer/my-wishlist/).
 */
export function WishlistButton({ count, className = '', showLabel = false }: WishlistButtonProps) {
  const { t } = useLingui();
  const countId = useId();
  const { overlay, open } = useOverlay();
  return (
    <button
      type="button"
      onClick={() => open('wishlistSidebar')}
      aria-label={t`Wishlist`}
      aria-describedby={countId}
      aria-haspopup="dialog"
      aria-expanded={overlay === 'wishlistSidebar'}
      className={`relative inline-flex flex-col items-center justify-center gap-0.5 ${className}`}
    >
      <span className="relative">
        <HeartIcon />
        <span
          aria-hidden="true"
          data-testid="wishlist-badge"
          className="absolute -top-1.5 -right-2 grid min-w-4.5 place-items-center rounded-full bg-accent-500 px-1 text-[10px] leading-4.5 font-bold text-white"
        >
          {count}
        </span>
      </span>
      {showLabel && (
        <span aria-hidden="true" className="text-[11px] font-medium">
          {t`Wishlist`}
        </span>
      )}
      <span id={countId} className="sr-only">
        <Plural value={count} one="# product" other="# products" />
      </span>
    </button>
  );
}

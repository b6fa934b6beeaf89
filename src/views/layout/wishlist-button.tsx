import { Plural, useLingui } from '@lingui/react/macro';
import { useOverlay } from '../../lib/app-actor.tsx';
import { BADGED_CONTROL_CLASSES, useBadgedIcon } from '../../ui/badged-icon.tsx';
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
  const { overlay, open } = useOverlay();
  const { countId, content } = useBadgedIcon({
    icon: <HeartIcon />,
    count,
    countText: <Plural value={count} one="# product" other="# products" />,
    label: showLabel ? t`Wishlist` : undefined,
    badgeTestId: 'wishlist-badge',
  });
  return (
    <button
      type="button"
      onClick={() => open('wishlistSidebar')}
      aria-label={t`Wishlist`}
      aria-describedby={countId}
      aria-haspopup="dialog"
      aria-expanded={overlay === 'wishlistSidebar'}
      className={`${BADGED_CONTROL_CLASSES} ${className}`}
    >
      {content}
    </button>
  );
}

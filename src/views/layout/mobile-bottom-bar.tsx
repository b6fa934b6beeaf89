import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useOverlay } from '../../lib/app-actor.tsx';
import type { Lang } from '../../../domain/store.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { HomeIcon, MenuIcon, UserIcon } from '../../ui/icons.tsx';
import { CartLink } from './cart-link.tsx';
import { WishlistButton } from './wishlist-button.tsx';
import { localizedPath } from '../../../domain/paths.ts';

export interface MobileBottomBarProps {
  lang: Lang;
  loggedIn: boolean;
  cartQuantity: number;
  /** How many products are on the customer's wishlist (its badge). */
  wishlistCount: number;
  onOpenMenu: () => void;
}

const item =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-[11px] font-medium text-muted hover:text-brand-800 aria-[current=page]:text-brand-700';

/** Home, Menu, Wishlist (logged in only), Account, Cart: below the md breakpoint only. */
export function MobileBottomBar({
  lang,
  loggedIn,
  cartQuantity,
  wishlistCount,
  onOpenMenu,
}: MobileBottomBarProps) {
  const { t } = useLingui();
  const overlay = useOverlay();
  return (
    <nav
      aria-label={t`Quick navigation`}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        <li className="flex flex-1">
          <Link to="/$lang/" params={{ lang }} activeOptions={{ exact: true }} className={item}>
            <HomeIcon />
            {t`Home`}
          </Link>
        </li>
        <li className="flex flex-1">
          <button type="button" onClick={onOpenMenu} className={item}>
            <MenuIcon />
            {t`Menu`}
          </button>
        </li>
        {loggedIn && (
          <li className="flex flex-1">
            <WishlistButton count={wishlistCount} showLabel className={item} />
          </li>
        )}
        <li className="flex flex-1">
          {loggedIn ? (
            <AppLink href={localizedPath(lang, 'account')} className={item}>
              <UserIcon />
              {t`Account`}
            </AppLink>
          ) : (
            <button
              type="button"
              onClick={() => overlay.open('loginModal')}
              aria-haspopup="dialog"
              className={item}
            >
              <UserIcon />
              {t`Account`}
            </button>
          )}
        </li>
        <li className="flex flex-1">
          <CartLink lang={lang} quantity={cartQuantity} showLabel className={item} />
        </li>
      </ul>
    </nav>
  );
}

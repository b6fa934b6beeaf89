import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { MenuItem } from '../../../domain/content-types.ts';
import { useOverlay } from '../../lib/app-actor.tsx';
import type { Lang } from '../../../domain/store.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Container } from '../../ui/container.tsx';
import { MenuIcon, UserIcon } from '../../ui/icons.tsx';
import { CartLink } from './cart-link.tsx';
import { WishlistButton } from './wishlist-button.tsx';
import { type AlternateUrls, LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from '../../ui/logo.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { SearchButton } from './search-button.tsx';
import { localizedPath } from '../../../domain/paths.ts';

// The desktop menu (its menu library) loads only where it shows: phones use the menu sheet.
const MainNav = lazy(async () => ({ default: (await import('./main-nav.tsx')).MainNav }));
/** Tailwind's lg breakpoint, where the header shows the main navigation. */
const DESKTOP = '(min-width: 64rem)';

export interface SiteHeaderProps {
  lang: Lang;
  mainMenu: MenuItem[];
  ctaMenu: MenuItem[];
  alternates: AlternateUrls;
  cartQuantity: number;
  /** How many products are on the customer's wishlist (its badge, logged in only). */
  wishlistCount?: number;
  /** Logged in, the account icon goes to the profile; otherwise it opens the login modal. */
  loggedIn?: boolean;
  /** Ends the session from the main navigation's logout entry. */
  onLogout?: () => void;
  onOpenMenu: () => void;
}

const iconButton =
  'grid size-10 place-items-center rounded-full text-ink transition-colors hover:bg-brand-50 hover:text-brand-800';

export function SiteHeader({
  lang,
  mainMenu,
  ctaMenu,
  alternates,
  cartQuantity,
  wishlistCount = 0,
  loggedIn = false,
  onLogout,
  onOpenMenu,
}: SiteHeaderProps) {
  const { t } = useLingui();
  const overlay = useOverlay();
  const desktop = useMediaQuery(DESKTOP);
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container className="relative flex h-16 items-center gap-3 lg:h-20 lg:gap-4 2xl:gap-6">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t`Open menu`}
          className={`${iconButton} -ml-2 lg:hidden`}
        >
          <MenuIcon />
        </button>
        <div className="lg:hidden">
          <Logo lang={lang} compact />
        </div>
        <div className="hidden lg:block">
          <Logo lang={lang} />
        </div>

        {desktop ? (
          <Suspense fallback={<div className="hidden flex-1 lg:flex" />}>
            <MainNav
              items={mainMenu}
              loggedIn={loggedIn}
              onLogout={onLogout}
              onLogin={() => overlay.open('loginModal')}
              className="hidden flex-1 lg:flex"
            />
          </Suspense>
        ) : null}

        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-0">
          {ctaMenu.length > 0 && (
            <ul className="hidden items-center gap-2 2xl:flex">
              {ctaMenu.map((item) => (
                <li key={item.link + item.title}>
                  <AppLink
                    href={item.link}
                    target={item.target}
                    className="inline-block rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 transition-colors hover:bg-brand-100"
                  >
                    {item.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
          <LanguageSwitcher lang={lang} alternates={alternates} className="hidden sm:block" />
          <SearchButton lang={lang} className={iconButton} />
          {loggedIn ? (
            <AppLink
              href={localizedPath(lang, 'profile')}
              aria-label={t`Account`}
              className={`${iconButton} hidden md:grid`}
            >
              <UserIcon />
            </AppLink>
          ) : (
            <button
              type="button"
              onClick={() => overlay.open('loginModal')}
              aria-label={t`Account`}
              aria-haspopup="dialog"
              className={`${iconButton} hidden md:grid`}
            >
              <UserIcon />
            </button>
          )}
          {loggedIn ? (
            <WishlistButton count={wishlistCount} className={`${iconButton} !hidden md:!flex`} />
          ) : null}
          <CartLink lang={lang} quantity={cartQuantity} className={`${iconButton} !flex`} />
        </div>
      </Container>
    </header>
  );
}

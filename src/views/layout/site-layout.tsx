import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode } from 'react';
import type { MagentoContent } from '../../../domain/content-types.ts';
import type { Lang } from '../../../domain/store.ts';
import { MountWhenOpened } from '../../ui/mount-when-opened.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { useAlternateUrls } from './alternate-urls.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { NewsTicker } from './news-ticker.tsx';
import { NotificationBanner } from './notification-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TopBar } from './top-bar.tsx';

// The menu sheet (a dialog) loads when it is first opened: most visits never open it.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));

export interface SiteLayoutProps {
  lang: Lang;
  content: MagentoContent;
  cartQuantity: number;
  /** How many products are on the customer's wishlist (header and bottom bar badges). */
  wishlistCount?: number;
  loggedIn: boolean;
  /** Ends the session (the logout entry '#logoutVSF' of the navigation). */
  onLogout?: () => void;
  /** Opens the login modal (the menu sheet's 'LoginRegister' entry). */
  onLogin?: () => void;
  /** Whether the mobile menu is open (the app machine decides: opening an overlay closes it). */
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** The notifications region (mounted once). */
  notifications?: ReactNode;
  children: ReactNode;
}

/** The default layout: banner, ticker, header, main, footer, mobile bottom bar. */
export function SiteLayout({
  lang,
  content,
  cartQuantity,
  wishlistCount = 0,
  loggedIn,
  onLogout,
  onLogin,
  menuOpen,
  onMenuOpenChange,
  notifications,
  children,
}: SiteLayoutProps) {
  const { t } = useLingui();
  const alternates = useAlternateUrls();
  const openMenu = () => onMenuOpenChange(true);
  return (
    <div className="flex min-h-dvh flex-col">
      <ConsentBanner lang={lang} />
      <ProgressBar />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t`Skip to content`}
      </a>
      {content.notification_banner && <NotificationBanner banner={content.notification_banner} />}
      <TopBar lang={lang} alternates={alternates} />
      <SiteHeader
        lang={lang}
        mainMenu={content.main_menu}
        ctaMenu={content.cta_menu}
        alternates={alternates}
        cartQuantity={cartQuantity}
        wishlistCount={wishlistCount}
        loggedIn={loggedIn}
        onLogout={onLogout}
        onOpenMenu={openMenu}
      />
      <NewsTicker items={content.news_ticker} />
      <MountWhenOpened open={menuOpen}>
        <MobileMenu
          lang={lang}
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          mainMenu={content.main_menu}
          ctaMenu={content.cta_menu}
          alternates={alternates}
          loggedIn={loggedIn}
          onLogout={onLogout}
          onLogin={onLogin}
        />
      </MountWhenOpened>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter
        lang={lang}
        sections={content.footer_menu}
        meta={content.footer_meta}
        copyright={content.footer_copyright}
      />
      <MobileBottomBar
        lang={lang}
        loggedIn={loggedIn}
        cartQuantity={cartQuantity}
        wishlistCount={wishlistCount}
        onOpenMenu={openMenu}
      />
      {notifications}
    </div>
  );
}

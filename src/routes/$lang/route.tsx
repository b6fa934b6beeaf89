import { ApolloProvider } from '@apollo/client/react';
import { createFileRoute, notFound, Outlet, redirect, useMatches } from '@tanstack/react-router';
import { lazy } from 'react';
import { useCart, useMobileMenu, useOverlay, useSession, useWishlist } from '../../lib/app-actor.tsx';
import { fetchMagentoContent } from '../../lib/content-api.ts';
import { loginRedirect, validateLoginSearch, withoutLoginSearch } from '../../lib/login-search.ts';
import { activateLanguage, preloadLanguage } from '../../lib/i18n.ts';
import { isLang, shopOfStoreCode, storeCodeFor } from '../../../domain/store.ts';
import { AddToCartProvider } from '../../ui/add-to-cart-slot.tsx';
import { WishlistToggleProvider } from '../../ui/wishlist-toggle-slot.tsx';
import { MountWhenOpened } from '../../ui/mount-when-opened.tsx';
import { useFirstInteraction } from '../../ui/use-first-interaction.ts';
import { Notifications } from '../../ui/notifications.tsx';
import { RouteFocus } from '../../ui/route-focus.tsx';
import { RouteError } from '../../views/errors/route-errors.tsx';
import { StandaloneNotFoundPage } from '../-standalone-not-found.tsx';
import { AddToCartButton } from '../../views/purchase/add-to-cart-button.tsx';
import { AppPurchaseModal } from '../../views/purchase/app-purchase-modal.tsx';
import { WishlistToggleButton } from '../../views/wishlist/wishlist-toggle-button.tsx';
import { EmptyLayout } from '../../views/layout/empty-layout.tsx';
import { SiteLayout } from '../../views/layout/site-layout.tsx';
import { LoginModal } from '../../views/session/login-overlay.tsx';
import { useCartBeforeOverlay } from '../../views/cart/cart-announcements.ts';
import type { PageData } from './-page-data.ts';
import { keepReferralCode } from '../../views/session/referral.ts';

// The footer's newsletter form and the newsletter modal: loaded after the first interaction.
const NewsletterLayer = lazy(() => import('../../views/account/newsletter-layer.tsx'));

// Loaded when the cart sidebar is first opened.
const CartSidebar = lazy(async () => ({
  default: (await import('../../views/cart/cart-sidebar.tsx')).CartSidebar,
}));

// Loaded when the wishlist sidebar is first opened (from the header's or bottom bar's heart).
const WishlistSidebar = lazy(async () => ({
  default: (await import('../../views/wishlist/wishlist-sidebar.tsx')).WishlistSidebar,
}));

/**
 * /{lang}/: validates the language and the login request (`?login=1&redirect=`), activates its catalog, picks the store view (shop from
 * the store cookie, language from the URL) and loads the menus, footer, banner, ticker and
 * events of that language (cached per language) for the default layout.
 */
export const Route = createFileRoute('/$lang')({
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ params, context, location, search, preload }) => {
    const { lang } = params;
    if (!isLang(lang)) throw notFound();
    // `?login=1&redirect=`: the app machine opens the login modal (or, for a customer, goes to the
    // wanted page); the URL drops the request so that closing the modal does not reopen it.
    if (search.login === 1) {
      if (!preload) context.sendToApp({ type: 'login.requested', redirect: loginRedirect(search.redirect) });
      throw redirect({
        to: location.pathname,
        search: withoutLoginSearch(location.search as Record<string, unknown>),
        hash: location.hash,
        replace: true,
      } as never);
    }
    // `?ref=`: a referral code is kept on any page of the shop (spec 2), decided here, not in a view.
    keepReferralCode(location.search as Record<string, unknown>);
    // A preload (a link hovered or focused) only fetches the catalog: the page on screen keeps its language.
    await (preload ? preloadLanguage(lang) : activateLanguage(lang));
    const storeCode = storeCodeFor(context.shop(), lang);
    return { lang, storeCode, apolloClient: context.apolloClientFor(storeCode) };
  },
  loader: ({ context }) => fetchMagentoContent(context.lang),
  component: LangLayout,
  // An unknown language (or no page for a child that has no 404 of its own): no menus to show.
  notFoundComponent: () => <StandaloneNotFoundPage />,
  // The layout itself could not load (menus unavailable): the error page on its own.
  errorComponent: RouteError,
});

function LangLayout() {
  const { lang, storeCode, apolloClient } = Route.useRouteContext();
  const content = Route.useLoaderData();
  const mobileMenu = useMobileMenu();
  const { cart, totalQuantity } = useCart();
  const wishlist = useWishlist();
  const session = useSession();
  const overlayActor = useOverlay();
  const { overlay } = overlayActor;
  // The cart before the overlay that leads to the cart sidebar (purchase modal, wishlist) opened.
  const cartBeforeOverlay = useCartBeforeOverlay(cart, overlay !== null);
  // Content pages choose their layout (default, empty, two-column); the others use the default.
  const layout = useMatches({
    select: (matches) => {
      const data = matches.at(-1)?.loaderData as PageData | undefined;
      return data?.kind === 'content' ? data.page.appearance.layout : 'default';
    },
  });
  const interacted = useFirstInteraction();
  const page = (
    <AppPurchaseModal lang={lang} client={apolloClient}>
      <AddToCartProvider value={AddToCartButton}>
        <WishlistToggleProvider value={WishlistToggleButton}>
          <Outlet />
        </WishlistToggleProvider>
      </AddToCartProvider>
    </AppPurchaseModal>
  );
  return (
    <ApolloProvider client={apolloClient}>
      {layout === 'empty' ? (
        <EmptyLayout lang={lang} legal={content.footer_meta} notifications={<Notifications />}>
          {page}
        </EmptyLayout>
      ) : (
        <SiteLayout
          lang={lang}
          content={content}
          cartQuantity={totalQuantity}
          wishlistCount={wishlist.count}
          loggedIn={session.loggedIn}
          onLogout={() => session.send({ type: 'session.logout' })}
          onLogin={() => overlayActor.open('loginModal')}
          menuOpen={mobileMenu.isOpen}
          onMenuOpenChange={(open) => (open ? !mobileMenu.isOpen && mobileMenu.toggle() : mobileMenu.close())}
          notifications={<Notifications />}
        >
          {page}
        </SiteLayout>
      )}
      <RouteFocus />
      <LoginModal />
      <MountWhenOpened open={interacted && layout !== 'empty'}>
        <NewsletterLayer />
      </MountWhenOpened>
      <MountWhenOpened open={overlay === 'cartSidebar'}>
        <CartSidebar lang={lang} shop={shopOfStoreCode(storeCode)} before={cartBeforeOverlay} />
      </MountWhenOpened>
      <MountWhenOpened open={overlay === 'wishlistSidebar'}>
        <WishlistSidebar lang={lang} />
      </MountWhenOpened>
    </ApolloProvider>
  );
}

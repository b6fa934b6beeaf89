import { ApolloProvider } from '@apollo/client/react';
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { useCart, useMobileMenu, useSession } from '../../lib/app-actor.tsx';
import { fetchMagentoContent } from '../../lib/content-api.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { isLang, storeCodeFor } from '../../lib/store.ts';
import { Notifications } from '../../ui/notifications.tsx';
import { CartSidebar } from '../../views/cart/cart-sidebar.tsx';
import { RouteError } from '../../views/errors/route-errors.tsx';
import { StandaloneNotFound } from '../../views/errors/standalone-not-found.tsx';
import { AppPurchaseModal } from '../../views/purchase/app-purchase-modal.tsx';
import { SiteLayout } from '../../views/layout/site-layout.tsx';
import { LoginModal } from '../../views/session/login-modal.tsx';

/**
 * /{lang}/: validates the language, activates its catalog, picks the store view (shop from
 * the store cookie, language from the URL) and loads the menus, footer, banner, ticker and
 * events of that language (cached per language) for the default layout.
 */
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, context }) => {
    const { lang } = params;
    if (!isLang(lang)) throw notFound();
    await activateLanguage(lang);
    const storeCode = storeCodeFor(context.shop(), lang);
    return { lang, storeCode, apolloClient: context.apolloClientFor(storeCode) };
  },
  loader: ({ context }) => fetchMagentoContent(context.lang),
  component: LangLayout,
  // An unknown language (or no page for a child that has no 404 of its own): no menus to show.
  notFoundComponent: StandaloneNotFound,
  // The layout itself could not load (menus unavailable): the error page on its own.
  errorComponent: RouteError,
});

function LangLayout() {
  const { lang, apolloClient } = Route.useRouteContext();
  const content = Route.useLoaderData();
  const mobileMenu = useMobileMenu();
  const { totalQuantity } = useCart();
  const session = useSession();
  return (
    <ApolloProvider client={apolloClient}>
      <SiteLayout
        lang={lang}
        content={content}
        cartQuantity={totalQuantity}
        loggedIn={session.loggedIn}
        onLogout={() => session.send({ type: 'session.logout' })}
        menuOpen={mobileMenu.isOpen}
        onMenuOpenChange={(open) => (open ? !mobileMenu.isOpen && mobileMenu.toggle() : mobileMenu.close())}
        notifications={<Notifications />}
      >
        <AppPurchaseModal lang={lang} client={apolloClient}>
          <Outlet />
        </AppPurchaseModal>
      </SiteLayout>
      <LoginModal />
      <CartSidebar lang={lang} />
    </ApolloProvider>
  );
}

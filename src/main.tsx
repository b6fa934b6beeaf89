import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { AnyActorRef } from 'xstate';
import { createRoot } from 'react-dom/client';
import { apolloClientFor } from './lib/apollo.ts';
import { type AppActor, AppActorProvider, createRootActor } from './lib/app-actor.tsx';
import { hasCustomerSession, readStoreCode } from './lib/cookies.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { dropServerHeadOnNavigation } from './lib/server-head.ts';
import { activateLanguage, i18n } from './lib/i18n.ts';
import type { RouterContext, RouterSession } from './lib/router-context.ts';
import { DEFAULT_LANG, isLang, shopOfStoreCode, type Shop } from '../domain/store.ts';
import { routeTree } from './routeTree.gen.ts';
import { RouteError, RouteNotFound } from './views/errors/route-errors.tsx';
import './styles.css';

/** The shop (EU or Swiss) chosen by the store cookie; EU by default. */
function shopFromCookie(): Shop {
  return shopOfStoreCode(readStoreCode());
}

let appActor: AppActor | null = null;

/** The session for route guards: the token from the cookie flag, the customer from the app's session. */
function routerSession(): RouterSession {
  const session = appActor?.system.get('session') as AnyActorRef | undefined;
  return { hasToken: hasCustomerSession(), loggedIn: session?.getSnapshot().hasTag('loggedIn') ?? false };
}

const context: RouterContext = {
  apolloClientFor,
  shop: shopFromCookie,
  session: routerSession,
  sendToApp: (event) => appActor?.send(event),
};

const router = createRouter({
  routeTree,
  context,
  trailingSlash: 'always',
  defaultPreload: 'intent',
  defaultNotFoundComponent: RouteNotFound,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function start() {
  installChunkReloadGuard();
  dropServerHeadOnNavigation(router);
  // Pages outside a language (the root 404) need a catalog too: the URL's language or the default.
  const first = window.location.pathname.split('/')[1];
  const [actor] = await Promise.all([
    createRootActor({ transport: { navigate: (path) => router.history.push(path) } }),
    activateLanguage(isLang(first) ? first : DEFAULT_LANG),
  ]);
  appActor = actor;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppActorProvider actor={actor}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </AppActorProvider>
    </StrictMode>,
  );
}

void start();

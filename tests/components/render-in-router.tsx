import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { activateLanguage, i18n } from '../../src/lib/i18n.ts';
import type { Lang } from '../../domain/store.ts';

/**
 * Renders `ui` inside a small router with the shop's path shapes (/{lang}/ and the catch-all),
 * so links resolve as in the app, with the Lingui catalog of `lang` active.
 */
export async function renderInRouter(
  ui: ReactNode,
  { lang = 'en', path = `/${lang}/` }: { lang?: Lang; path?: string } = {},
) {
  await activateLanguage(lang);
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const langRoute = createRoute({ getParentRoute: () => rootRoute, path: '$lang' });
  const homeRoute = createRoute({ getParentRoute: () => langRoute, path: '/' });
  const splatRoute = createRoute({ getParentRoute: () => langRoute, path: '$' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren([homeRoute, splatRoute])]),
    history: createMemoryHistory({ initialEntries: [path] }),
    trailingSlash: 'always',
  });
  const result = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await act(() => router.load());
  return result;
}

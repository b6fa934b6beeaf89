// Renders catalogue views inside a real TanStack router (memory history) with the catalogue's
// route shapes, and Lingui activated for English with no catalog (source texts).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createContext, type ReactNode, use } from 'react';
import type { CatalogProductCardFragment } from '../../graphql/generated/operations.ts';
import { validateCategorySearch } from '../../src/views/catalog/catalog-search.ts';

const Ui = createContext<ReactNode>(null);

/** Every route renders the view under test. */
function Leaf() {
  return <>{use(Ui)}</>;
}

export function renderCatalog(ui: ReactNode, { url = '/en/c/minerals/' }: { url?: string } = {}) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const root = createRootRoute({ component: Outlet });
  const lang = createRoute({ getParentRoute: () => root, path: '$lang' });
  const routeTree = root.addChildren([
    lang.addChildren([
      createRoute({ getParentRoute: () => lang, path: '/', component: Leaf }),
      createRoute({
        getParentRoute: () => lang,
        path: 'c/$',
        validateSearch: validateCategorySearch,
        component: Leaf,
      }),
      createRoute({ getParentRoute: () => lang, path: 'p/$sku', component: Leaf }),
      createRoute({ getParentRoute: () => lang, path: '$', component: Leaf }),
    ]),
  ]);
  const router = createRouter({
    routeTree,
    trailingSlash: 'preserve',
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const result = render(
    <I18nProvider i18n={i18n}>
      <Ui value={ui}>
        <RouterProvider router={router} />
      </Ui>
    </I18nProvider>,
  );
  return { ...result, router };
}

export function cardProduct(overrides: Partial<CatalogProductCardFragment> = {}): CatalogProductCardFragment {
  return {
    uid: 'UFJPLU1BRy0xTQ==',
    sku: 'PRO-MAG-1M',
    name: 'Pro Magnesium',
    url_key: 'pro-magnesium-1-month',
    url_suffix: '',
    small_image: { url: '/media/catalog/pro-mag.png', label: 'Pro Magnesium' },
    short_description: { html: '<p>Magnesium citrate and bisglycinate in vegan capsules.</p>' },
    price_range: {
      minimum_price: {
        regular_price: { value: 12.9, currency: 'EUR' },
        final_price: { value: 12.9, currency: 'EUR' },
        discount: { percent_off: 0, amount_off: 0 },
        lowest_price_30_days: null,
      },
    },
    base_price: { amount: { value: 331.67, currency: 'EUR' }, per_unit: 'units', per_quantity: 1000 },
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    inhalt: 60,
    inhalt_label: 'capsules',
    unit_type: 'units',
    unit_value: 60,
    item_unit: 'capsule',
    pack_months: 1,
    ...overrides,
  };
}

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogAggregation, CategoryPageData } from '../../src/views/catalog/catalog-routes.ts';
import { type CategorySearch, parseCategorySearch } from '../../src/views/catalog/catalog-search.ts';
import { CategoryPage } from '../../src/views/catalog/category-page.tsx';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { createActor } from 'xstate';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { GUEST_APP_INPUT, stubbedApp } from '../machines/app-stubs.ts';
import { cardProduct, renderCatalog } from './catalog-render.tsx';
import { expectSanitized, hostileHtml } from './hostile-html.ts';

const aggregations: CatalogAggregation[] = [
  {
    attribute_code: 'price',
    label: 'Price',
    position: 1,
    options: [
      { label: '0-20', value: '0_20', count: 8 },
      { label: '20-40', value: '20_40', count: 2 },
    ],
  },
  {
    attribute_code: 'inhalt_label',
    label: 'Form',
    position: 2,
    options: [
      { label: 'Capsules', value: 'capsules', count: 8 },
      { label: 'Tablets', value: 'tablets', count: 17 },
    ],
  },
];

const searchOf = (query: Record<string, unknown>): CategorySearch => parseCategorySearch(query);

let app: AppActor | undefined;
afterEach(() => {
  app?.stop();
  app = undefined;
});

/** The page inside the app (its overlays are the app machine's), with the stubbed app's children. */
function renderCategory(ui: ReactNode, options?: Parameters<typeof renderCatalog>[1]) {
  app = createActor(stubbedApp().machine, { systemId: 'app', input: GUEST_APP_INPUT }).start();
  const current = app;
  return {
    ...renderCatalog(<AppActorProvider actor={current}>{ui}</AppActorProvider>, options),
    app: current,
  };
}

const openOverlay = (actor: AppActor) => {
  const value = actor.getSnapshot().value.overlay;
  return typeof value === 'string' ? null : value.open;
};

function pageData(overrides: Partial<CategoryPageData> = {}): CategoryPageData {
  return {
    lang: 'en',
    category: {
      uid: 'Mg==',
      name: 'Magnesium',
      description: null,
      url_path: 'minerals/magnesium',
      url_suffix: '',
      product_count: 25,
      meta_title: null,
      meta_description: null,
      breadcrumbs: [
        {
          category_uid: 'MQ==',
          category_name: 'Minerals',
          category_level: 2,
          category_url_path: 'minerals',
        },
      ],
      children: [],
    },
    products: [
      cardProduct(),
      cardProduct({
        uid: 'b',
        sku: 'PRO-MAG-3M',
        name: 'Pro Magnesium 3',
        url_key: 'pro-magnesium-3-months',
      }),
    ],
    totalCount: 25,
    page: 2,
    itemsPerPage: 12,
    totalPages: 3,
    search: searchOf({ page: 2, itemsPerPage: 12 }),
    aggregations,
    subcategories: [],
    currency: 'EUR',
    pricesIncludeTax: true,
    alternates: { de: '/de/c/mineralstoffe/magnesium/' },
    ...overrides,
  };
}

describe('CategoryPage', () => {
  it('renders the description from the commerce API sanitized', async () => {
    const data = pageData();
    renderCategory(
      <CategoryPage
        data={{ ...data, category: { ...data.category, description: hostileHtml('About magnesium') } }}
      />,
      {
        url: '/en/c/minerals/magnesium/',
      },
    );
    const block = (await screen.findByText('About magnesium')).closest('div');
    expect(block).not.toBeNull();
    expectSanitized(block as Element);
  });

  it('shows the category name, breadcrumbs, count and product cards', async () => {
    renderCategory(<CategoryPage data={pageData()} />, {
      url: '/en/c/minerals/magnesium/?page=2&itemsPerPage=12',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Magnesium' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/');
    expect(within(crumbs).getByRole('link', { name: 'Minerals' })).toHaveAttribute('href', '/en/c/minerals/');
    expect(screen.getByText('25 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Pro Magnesium 3' })).toBeInTheDocument();
  });

  it('offers pages as links that carry page and itemsPerPage', async () => {
    renderCategory(<CategoryPage data={pageData()} />, {
      url: '/en/c/minerals/magnesium/?page=2&itemsPerPage=12',
    });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const page3 = within(nav).getByRole('link', { name: 'Page 3' });
    expect(page3).toHaveAttribute('href', '/en/c/minerals/magnesium/?page=3&itemsPerPage=12');
    // Page 1 is the default and stays out of the URL; itemsPerPage is kept.
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/?itemsPerPage=12',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/?itemsPerPage=12',
    );
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/?page=3&itemsPerPage=12',
    );
  });

  it('leaves default search params out of page links', async () => {
    renderCategory(<CategoryPage data={pageData({ page: 1, itemsPerPage: 10, search: searchOf({}) })} />, {
      url: '/en/c/minerals/magnesium/',
    });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/?page=2',
    );
    expect(within(nav).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
  });

  it('shows the empty state and no pagination without products', async () => {
    renderCategory(
      <CategoryPage
        data={pageData({ products: [], totalCount: 0, totalPages: 0, page: 1, search: searchOf({}) })}
      />,
    );
    expect(await screen.findByText("We can't find products matching the selection.")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show the first page' })).not.toBeInTheDocument();
  });

  it('links back to the first page from a page past the last one', async () => {
    renderCategory(
      <CategoryPage
        data={pageData({ products: [], page: 9, search: searchOf({ page: 9, itemsPerPage: 12 }) })}
      />,
      {
        url: '/en/c/minerals/magnesium/?page=9&itemsPerPage=12',
      },
    );
    expect(await screen.findByText("We can't find products matching the selection.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the first page' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/?itemsPerPage=12',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
  it('shows a filter group per aggregation with counts, and the sort', async () => {
    renderCategory(<CategoryPage data={pageData()} />, {
      url: '/en/c/minerals/magnesium/?page=2&itemsPerPage=12',
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Filter' });
    const forms = within(sidebar).getByRole('group', { name: 'Form' });
    expect(within(forms).getByRole('checkbox', { name: 'Capsules (8)' })).not.toBeChecked();
    expect(within(forms).getByRole('checkbox', { name: 'Tablets (17)' })).not.toBeChecked();
    const prices = within(sidebar).getByRole('radiogroup', { name: 'Price' });
    expect(within(prices).getByRole('radio', { name: 'Any price' })).toBeChecked();
    expect(within(prices).getByRole('radio', { name: '0 € – 20 € (8)' })).not.toBeChecked();
    expect(within(prices).getByRole('radio', { name: '20 € – 40 € (2)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('position');
    expect(screen.getByRole('combobox', { name: 'Products per page' })).toHaveValue('12');
    expect(screen.queryByRole('link', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('choosing a form navigates to page 1 with the filter in the URL, keeping the other params', async () => {
    const user = userEvent.setup();
    const { router } = renderCategory(<CategoryPage data={pageData()} />, {
      url: '/en/c/minerals/magnesium/?page=2&itemsPerPage=12',
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Tablets (17)' }));
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        '/en/c/minerals/magnesium/?itemsPerPage=12&inhalt_label=tablets',
      ),
    );
  });

  it('choosing a price range or a sort navigates with the right search params', async () => {
    const user = userEvent.setup();
    const data = pageData({ search: searchOf({ page: 2, inhalt_label: 'capsules' }) });
    const { router } = renderCategory(<CategoryPage data={data} />, {
      url: '/en/c/minerals/magnesium/?page=2&inhalt_label=capsules',
    });
    await user.click(await screen.findByRole('radio', { name: '20 € – 40 € (2)' }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/en/c/minerals/magnesium/?inhalt_label=capsules&price=20_40'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price low to high');
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        '/en/c/minerals/magnesium/?sort=price_asc&inhalt_label=capsules',
      ),
    );
  });

  it('shows active filters as removable chips and resets them', async () => {
    const data = pageData({
      search: searchOf({ sort: 'name_desc', inhalt_label: 'capsules,tablets', price: '0_20' }),
    });
    renderCategory(<CategoryPage data={data} />, {
      url: '/en/c/minerals/magnesium/?sort=name_desc&inhalt_label=capsules%2Ctablets&price=0_20',
    });
    expect(await screen.findByRole('checkbox', { name: 'Capsules (8)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '0 € – 20 € (8)' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Remove filter: Capsules' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/?sort=name_desc&inhalt_label=tablets&price=0_20',
    );
    expect(screen.getByRole('link', { name: 'Remove filter: 0 € – 20 €' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/?sort=name_desc&inhalt_label=capsules%2Ctablets',
    );
    expect(screen.getByRole('link', { name: 'Reset filters' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/?sort=name_desc',
    );
  });

  it('shows the empty state with a way back when the filters match nothing', async () => {
    const data = pageData({
      products: [],
      totalCount: 0,
      totalPages: 0,
      page: 1,
      search: searchOf({ inhalt_label: 'drops' }),
    });
    renderCategory(<CategoryPage data={data} />, { url: '/en/c/minerals/magnesium/?inhalt_label=drops' });
    expect(await screen.findByText("We can't find products matching the selection.")).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    const resets = screen.getAllByRole('link', { name: 'Reset filters' });
    expect(resets.length).toBeGreaterThan(0);
    for (const link of resets) expect(link).toHaveAttribute('href', '/en/c/minerals/magnesium/');
  });

  it('opens the filters as a sheet with a button showing the result count', async () => {
    const user = userEvent.setup();
    const { router } = renderCategory(
      <CategoryPage data={pageData({ search: searchOf({ inhalt_label: 'tablets' }) })} />,
      {
        url: '/en/c/minerals/magnesium/?inhalt_label=tablets',
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Filter (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(sheet).getByRole('checkbox', { name: 'Tablets (17)' })).toBeChecked();
    expect(within(sheet).getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Capsules (8)' }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/en/c/minerals/magnesium/?inhalt_label=capsules%2Ctablets'),
    );
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Show 25 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toHaveFocus();
  });

  it("is the app's filter overlay: opening another overlay closes it, leaving the page closes it", async () => {
    const user = userEvent.setup();
    const { app: actor, unmount } = renderCategory(
      <CategoryPage data={pageData({ search: searchOf({ inhalt_label: 'tablets' }) })} />,
      { url: '/en/c/minerals/magnesium/?inhalt_label=tablets' },
    );
    await user.click(await screen.findByRole('button', { name: 'Filter (1)' }));
    await screen.findByRole('dialog', { name: 'Filter' });
    expect(openOverlay(actor)).toBe('filterSidebar');

    // Another overlay (here the cart sidebar) replaces it: one overlay at a time.
    act(() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument());
    expect(openOverlay(actor)).toBe('cartSidebar');

    // Opened again, then the page goes (another route): the overlay does not stay open unseen.
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    await screen.findByRole('dialog', { name: 'Filter' });
    expect(openOverlay(actor)).toBe('filterSidebar');
    unmount();
    expect(openOverlay(actor)).toBeNull();
  });
  it('links to subcategories with their counts, keeping filters and sort', async () => {
    const data = pageData({
      search: searchOf({ page: 2, sort: 'price_asc', inhalt_label: 'capsules' }),
      subcategories: [
        { uid: 'MTA=', name: 'Magnesium citrate', urlPath: 'minerals/magnesium/citrate', count: 3 },
      ],
      aggregations: [
        { attribute_code: 'category_uid', label: 'Category', position: 0, options: [] },
        ...aggregations,
      ],
    });
    renderCategory(<CategoryPage data={data} />, {
      url: '/en/c/minerals/magnesium/?page=2&sort=price_asc&inhalt_label=capsules',
    });
    const nav = await screen.findByRole('navigation', { name: 'Category' });
    expect(within(nav).getByRole('link', { name: 'Magnesium citrate (3)' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/citrate/?sort=price_asc&inhalt_label=capsules',
    );
  });
  it('offers the on-sale filter as a checkbox and a removable chip', async () => {
    const user = userEvent.setup();
    const offers: CatalogAggregation = {
      attribute_code: 'on_sale',
      label: 'Offers',
      position: 3,
      options: [{ label: 'On sale', value: '1', count: 3 }],
    };
    const { router, unmount } = renderCategory(
      <CategoryPage
        data={pageData({ aggregations: [...aggregations, offers], search: searchOf({ page: 2 }) })}
      />,
      { url: '/en/c/minerals/magnesium/?page=2' },
    );
    const group = await screen.findByRole('group', { name: 'Offers' });
    await user.click(within(group).getByRole('checkbox', { name: 'On sale (3)' }));
    await waitFor(() => expect(router.state.location.href).toBe('/en/c/minerals/magnesium/?on_sale=1'));
    unmount();

    renderCategory(
      <CategoryPage
        data={pageData({ aggregations: [...aggregations, offers], search: searchOf({ on_sale: 1 }) })}
      />,
      { url: '/en/c/minerals/magnesium/?on_sale=1' },
    );
    expect(await screen.findByRole('checkbox', { name: 'On sale (3)' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Remove filter: On sale' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/',
    );
  });
  it('closes the filter sheet when a subcategory link is followed', async () => {
    const user = userEvent.setup();
    const data = pageData({
      search: searchOf({}),
      subcategories: [{ uid: 'MTA=', name: 'Citrate', urlPath: 'minerals/magnesium/citrate', count: 3 }],
      aggregations: [
        { attribute_code: 'category_uid', label: 'Category', position: 0, options: [] },
        ...aggregations,
      ],
    });
    const { router } = renderCategory(<CategoryPage data={data} />, { url: '/en/c/minerals/magnesium/' });
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(within(sheet).getByRole('link', { name: 'Citrate (3)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/c/minerals/magnesium/citrate/'));
  });
});

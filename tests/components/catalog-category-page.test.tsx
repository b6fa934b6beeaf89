import { screen, within } from '@testing-library/react';
import type { CategoryPageData } from '../../src/views/catalog/catalog-routes.ts';
import { CategoryPage } from '../../src/views/catalog/category-page.tsx';
import { cardProduct, renderCatalog } from './catalog-render.tsx';

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
    pricesIncludeTax: true,
    alternates: { de: '/de/c/mineralstoffe/magnesium/' },
    ...overrides,
  };
}

describe('CategoryPage', () => {
  it('shows the category name, breadcrumbs, count and product cards', async () => {
    renderCatalog(<CategoryPage data={pageData()} />, {
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
    renderCatalog(<CategoryPage data={pageData()} />, {
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
    renderCatalog(<CategoryPage data={pageData({ page: 1, itemsPerPage: 10 })} />, {
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
    renderCatalog(<CategoryPage data={pageData({ products: [], totalCount: 0, totalPages: 0, page: 1 })} />);
    expect(await screen.findByText("We can't find products matching the selection.")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show the first page' })).not.toBeInTheDocument();
  });

  it('links back to the first page from a page past the last one', async () => {
    renderCatalog(<CategoryPage data={pageData({ products: [], page: 9 })} />, {
      url: '/en/c/minerals/magnesium/?page=9&itemsPerPage=12',
    });
    expect(await screen.findByText("We can't find products matching the selection.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the first page' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/?itemsPerPage=12',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductPageData } from '../../src/views/catalog/catalog-routes.ts';
import { ProductPage } from '../../src/views/catalog/product-page.tsx';
import { cardProduct, renderCatalog } from './catalog-render.tsx';
import { expectSanitized, hostileHtml } from './hostile-html.ts';

const image = (n: number) => ({
  url: `/media/pro-mag-${n}.png`,
  label: `View ${n}`,
  position: n,
  disabled: false,
});

function pageData(overrides: Partial<ProductPageData['product']> = {}): ProductPageData {
  const product = {
    ...cardProduct({ only_x_left_in_stock: 2 }),
    meta_title: null,
    meta_description: null,
    description: { html: '<h3>Ingredients</h3><p>Magnesium citrate.</p>' },
    image: { url: '/media/pro-mag-1.png', label: 'Pro Magnesium' },
    media_gallery: [image(3), image(1), image(2), image(4), image(5)],
    categories: [
      { uid: 'Mg==', name: 'Magnesium', url_path: 'minerals/magnesium', url_suffix: '', breadcrumbs: [] },
    ],
    configurable_parent: null,
    related_products: [],
    upsell_products: [
      cardProduct({
        uid: 'c',
        sku: 'PRO-MAG-3M',
        url_key: 'pro-magnesium-3-months',
        pack_months: 3,
        inhalt: 180,
      }),
    ],
    ...overrides,
  };
  return { lang: 'en', product, pricesIncludeTax: true, alternates: {} };
}

describe('ProductPage', () => {
  it('shows name, contents, price block, stock and description', async () => {
    renderCatalog(<ProductPage data={pageData()} />, { url: '/en/pro-magnesium-1-month/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Magnesium' })).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('12,90 €')).toBeInTheDocument();
    expect(within(price).getByText('331,67 € / 1000 units')).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'plus Shipping' })).toHaveAttribute(
      'href',
      '/en/payment-delivery/',
    );
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getAllByText('60 capsules').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magnesium' })).toHaveAttribute(
      'href',
      '/en/c/minerals/magnesium/',
    );
    expect(screen.queryByRole('button', { name: /cart/i })).not.toBeInTheDocument();
  });

  it('links the other pack sizes', async () => {
    renderCatalog(<ProductPage data={pageData()} />, { url: '/en/pro-magnesium-1-month/' });
    const packs = await screen.findByRole('region', { name: 'Also available as' });
    expect(within(packs).getByRole('link', { name: /Supply for 3 months/ })).toHaveAttribute(
      'href',
      '/en/pro-magnesium-3-months/',
    );
  });

  it('shows at most 4 gallery images; a thumbnail button switches the main image', async () => {
    renderCatalog(<ProductPage data={pageData()} />, { url: '/en/pro-magnesium-1-month/' });
    const thumbs = await screen.findByRole('list', { name: 'Product images' });
    const buttons = within(thumbs).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'View 1' })).toBeInTheDocument();
    await userEvent.click(buttons[2]!);
    expect(buttons[2]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'View 3' })).toBeInTheDocument();
  });

  it('says in stock and out of stock', async () => {
    const { unmount } = renderCatalog(<ProductPage data={pageData({ only_x_left_in_stock: null })} />);
    expect(await screen.findByText('In stock')).toBeInTheDocument();
    unmount();
    renderCatalog(<ProductPage data={pageData({ stock_status: 'OUT_OF_STOCK' })} />);
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
  });

  it('renders the description and short description from the commerce API sanitized', async () => {
    renderCatalog(
      <ProductPage
        data={pageData({
          description: { html: hostileHtml('Long text') },
          short_description: { html: hostileHtml('Short text') },
        })}
      />,
      { url: '/en/pro-magnesium-1-month/' },
    );
    for (const marker of ['Long text', 'Short text']) {
      const block = (await screen.findByText(marker)).closest('div');
      expect(block).not.toBeNull();
      expectSanitized(block as Element);
    }
  });
});

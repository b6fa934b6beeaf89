import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductPageData } from '../../src/views/catalog/catalog-routes.ts';
import { ProductPage } from '../../src/views/catalog/product-page.tsx';
import { cardProduct, renderCatalog } from './catalog-render.tsx';

function pageData(overrides: Partial<ProductPageData['product']> = {}): ProductPageData {
  const product = {
    ...cardProduct(),
    meta_title: null,
    meta_description: null,
    description: null,
    image: null,
    media_gallery: [],
    categories: [],
    configurable_parent: null,
    related_products: [
      cardProduct({
        uid: 'zinc',
        sku: 'ZINK-1M',
        name: 'Zinc bisglycinate 1 month',
        url_key: 'zinc-1-month',
      }),
    ],
    upsell_products: [
      cardProduct({
        uid: 'pm3',
        sku: 'PRO-MAG-3M',
        name: 'Pro Magnesium 3 months',
        url_key: 'pro-magnesium-3-months',
        pack_months: 3,
      }),
      cardProduct({
        uid: 'pm6',
        sku: 'PRO-MAG-6M',
        name: 'Pro Magnesium 6 months',
        url_key: 'pro-magnesium-6-months',
        pack_months: 6,
      }),
    ],
    ...overrides,
  };
  return { lang: 'en', product, pricesIncludeTax: true, alternates: {} };
}

describe('product page up-sells', () => {
  it("shows the up-sells as product cards under 'You might also like', related products apart", async () => {
    renderCatalog(<ProductPage data={pageData()} />, { url: '/en/pro-magnesium-1-month/' });
    const upsells = await screen.findByRole('region', { name: 'You might also like' });
    const cards = within(upsells).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Pro Magnesium 3 months',
      'Pro Magnesium 6 months',
    ]);
    expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Pro Magnesium 3 months' }),
    ).toHaveAttribute('href', '/en/pro-magnesium-3-months/');
    const related = screen.getByRole('region', { name: 'Often bought together with' });
    expect(within(related).getByRole('article', { name: 'Zinc bisglycinate 1 month' })).toBeInTheDocument();
  });

  it('hides the block without up-sells', async () => {
    renderCatalog(<ProductPage data={pageData({ upsell_products: [] })} />, {
      url: '/en/pro-magnesium-1-month/',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'You might also like' })).not.toBeInTheDocument();
  });
});

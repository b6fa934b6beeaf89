import { screen, within } from '@testing-library/react';
import { ProductCard } from '../../src/views/catalog/product-card.tsx';
import { cardProduct, renderCatalog } from './catalog-render.tsx';

describe('ProductCard', () => {
  it('shows name as a link to the product URL, contents, price, base price and VAT note', async () => {
    renderCatalog(<ProductCard product={cardProduct()} />);
    const card = await screen.findByRole('article', { name: 'Pro Magnesium' });
    const name = within(card).getByRole('link', { name: 'Pro Magnesium' });
    expect(name).toHaveAttribute('href', '/en/pro-magnesium-1-month/');
    expect(within(card).getByText('12,90 €')).toBeInTheDocument();
    expect(within(card).getByText('331,67 € / 1000 units')).toBeInTheDocument();
    expect(within(card).getByText(/60 capsules/)).toBeInTheDocument();
    expect(within(card).getByText(/Supply for 1 month/)).toBeInTheDocument();
    expect(within(card).getByText(/incl\. VAT/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'plus Shipping' })).toHaveAttribute(
      'href',
      '/en/payment-delivery/',
    );
    expect(within(card).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(card).queryByText(/left/)).not.toBeInTheDocument();
  });

  it('shows the image in a 216x268 box, lazily loaded and contained', async () => {
    const { container } = renderCatalog(<ProductCard product={cardProduct()} />);
    await screen.findByRole('article');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '216');
    expect(img).toHaveAttribute('height', '268');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('object-contain');
  });

  it('crosses out the regular price and shows the percent saving when discounted', async () => {
    const product = cardProduct({
      price_range: {
        minimum_price: {
          regular_price: { value: 19.9, currency: 'EUR' },
          final_price: { value: 15.92, currency: 'EUR' },
          discount: { percent_off: 20, amount_off: 3.98 },
          lowest_price_30_days: null,
        },
      },
      base_price: { amount: { value: 66.33, currency: 'EUR' }, per_unit: 'kg', per_quantity: 1 },
    });
    renderCatalog(<ProductCard product={product} />);
    const price = await screen.findByRole('article', { name: 'Pro Magnesium' });
    expect(within(price).getByText('15,92 €')).toBeInTheDocument();
    const regular = within(price).getByRole('deletion');
    expect(regular).toHaveTextContent('19,90 €');
    expect(within(price).getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('66,33 € / 1 kg')).toBeInTheDocument();
  });

  it('crosses out the lowest price of the last 30 days, labelled, with the saving on it', async () => {
    const product = cardProduct({
      price_range: {
        minimum_price: {
          regular_price: { value: 53.9, currency: 'EUR' },
          final_price: { value: 47.9, currency: 'EUR' },
          discount: { percent_off: 11.13, amount_off: 6 },
          lowest_price_30_days: {
            price: { value: 49.9, currency: 'EUR' },
            discount: { percent_off: 4.01, amount_off: 2 },
          },
        },
      },
    });
    renderCatalog(<ProductCard product={product} />);
    const card = await screen.findByRole('article', { name: 'Pro Magnesium' });
    expect(within(card).getByText(/Lowest price in the last 30 days:/)).toBeInTheDocument();
    expect(within(card).getByRole('deletion')).toHaveTextContent('49,90 €');
    expect(within(card).queryByText('53,90 €')).not.toBeInTheDocument();
    expect(within(card).getByText('-4%')).toBeInTheDocument();
  });

  it("says 'only X left' when the API reports low stock", async () => {
    renderCatalog(<ProductCard product={cardProduct({ only_x_left_in_stock: 3 })} />);
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
  });

  it('says out of stock', async () => {
    renderCatalog(<ProductCard product={cardProduct({ stock_status: 'OUT_OF_STOCK' })} />);
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
  });

  it('shows Swiss francs and the excl. VAT note when prices exclude tax', async () => {
    const chf = { value: 21.9, currency: 'CHF' as const };
    const product = cardProduct({
      price_range: {
        minimum_price: { regular_price: chf, final_price: chf, discount: null, lowest_price_30_days: null },
      },
    });
    renderCatalog(<ProductCard product={product} pricesIncludeTax={false} />);
    expect(await screen.findByText('CHF 21.90')).toBeInTheDocument();
    expect(screen.getByText(/excl\. VAT/)).toBeInTheDocument();
  });
});

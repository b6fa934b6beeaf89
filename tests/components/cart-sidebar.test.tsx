import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopCode } from '../../domain/shipping.ts';
import type { Lang } from '../../domain/store.ts';
import type { Cart } from '../../machines/cart.machine.ts';
import { CartSidebar } from '../../src/views/cart/cart-sidebar.tsx';
import { BELOW_FREE_SHIPPING, GUEST_CART_ID, goodsOf, renderWithCart } from './cart-render.tsx';

const cart: Cart = {
  id: GUEST_CART_ID,
  total_quantity: 2,
  items: [
    {
      uid: 'omega',
      quantity: 2,
      product: { sku: 'OMEGA', name: 'Omega-3 Kapseln' },
      prices: { price: { value: 19.9, currency: 'EUR' } },
      purchase_mode: 'oneTime',
    },
  ],
  applied_coupons: null,
  prices: {
    subtotal_including_tax: { value: 39.8, currency: 'EUR' },
    grand_total: { value: 39.8, currency: 'EUR' },
  },
};

async function renderSidebar(
  loaded: Cart = cart,
  { lang = 'en', shop = 'eu', before }: { lang?: Lang; shop?: ShopCode; before?: Cart } = {},
) {
  const { actor } = await renderWithCart(
    <CartSidebar lang={lang} shop={shop} before={before} />,
    loaded,
    lang,
  );
  return actor;
}

describe('<CartSidebar>', () => {
  it('is closed until the app opens the cart sidebar', async () => {
    await renderSidebar();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the lines, the total and a link to the cart page; closing it closes the overlay', async () => {
    const actor = await renderSidebar();
    act(() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cart' });
    expect(within(dialog).getByText('Omega-3 Kapseln')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(dialog).getByText('39,80 €')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Proceed to cart' })).toHaveAttribute(
      'href',
      '/en/cart/',
    );
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(actor.getSnapshot().matches({ overlay: 'none' })).toBe(true);
  });

  it('opened after an add, says what was added, visibly and in the description read on opening', async () => {
    const empty: Cart = { ...cart, total_quantity: 0, items: [] };
    const actor = await renderSidebar(cart, { before: empty });
    act(() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cart' });
    const said = 'Omega-3 Kapseln was added to the cart (quantity 2).';
    expect(dialog).toHaveAccessibleDescription(`${said} The items in your cart`);
    expect(within(dialog).getByText(said)).toBeVisible();
  });

  it('says nothing was added when the cart is as it was', async () => {
    const actor = await renderSidebar(cart, { before: cart });
    act(() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cart' });
    expect(dialog).toHaveAccessibleDescription('The items in your cart');
    expect(within(dialog).queryByText(/was added to the cart/)).not.toBeInTheDocument();
  });

  it('Escape closes it and focus returns to the cart icon that opened it', async () => {
    const actor = await renderSidebar();
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'Cart icon';
    document.body.append(opener);
    opener.focus();
    act(() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }));
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(actor.getSnapshot().matches({ overlay: 'none' })).toBe(true);
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it.each(BELOW_FREE_SHIPPING)(
    '%s, %s shop, goods of %d: %s %s and "%s"',
    async (lang, shop, goods, label, cost, missing) => {
      const actor = await renderSidebar(goodsOf(shop, goods), { lang, shop });
      act(() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText(label).parentElement).toHaveTextContent(`${label}${cost}`);
      expect(within(dialog).getByText(missing)).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'eu', 49, 'Shipping to Germany', 'free'],
    ['de', 'eu', 60, 'Versand nach Deutschland', 'kostenlos'],
    ['en', 'ch', 79, 'Shipping to Switzerland', 'free'],
    ['de', 'ch', 99.5, 'Versand in die Schweiz', 'kostenlos'],
  ] as const)(
    '%s, %s shop, goods of %d (threshold reached): %s %s',
    async (lang, shop, goods, label, cost) => {
      const actor = await renderSidebar(goodsOf(shop, goods), { lang, shop });
      act(() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText(label).parentElement).toHaveTextContent(`${label}${cost}`);
      expect(within(dialog).queryByText(/Free shipping from|Versandkostenfrei ab/)).not.toBeInTheDocument();
    },
  );

  it('shows no shipping for an empty cart', async () => {
    const actor = await renderSidebar({ ...cart, items: [], total_quantity: 0 });
    act(() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }));
    expect(within(screen.getByRole('dialog')).queryByText('Shipping to Germany')).not.toBeInTheDocument();
  });
});

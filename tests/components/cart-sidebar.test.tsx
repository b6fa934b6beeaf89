import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Cart } from '../../machines/cart.machine.ts';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { CartSidebar } from '../../src/views/cart/cart-sidebar.tsx';
import { stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

const cart: Cart = {
  id: 'guest-cart',
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
  prices: { grand_total: { value: 39.8, currency: 'EUR' } },
};

async function renderSidebar() {
  const { machine, stubs } = stubbedApp();
  const actor: AppActor = createActor(machine, {
    systemId: 'app',
    input: { session: { token: null }, cart: { cartId: 'guest-cart', loggedIn: false } },
  }).start();
  await renderInRouter(
    <AppActorProvider actor={actor}>
      <CartSidebar lang="en" />
    </AppActorProvider>,
  );
  await act(() => stubs.settle('loadCart', 'done', cart));
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
});

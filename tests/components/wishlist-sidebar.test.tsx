import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import type { PurchaseProductQuery } from '../../graphql/generated/operations.ts';
import type { WishlistEvent, WishlistState } from '../../machines/wishlist.machine.ts';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { AddToCartProvider, type AddToCartProps } from '../../src/ui/add-to-cart-slot.tsx';
import { Notifications } from '../../src/ui/notifications.tsx';
import { WishlistItems } from '../../src/ui/wishlist-items.tsx';
import { WishlistButton } from '../../src/views/layout/wishlist-button.tsx';
import { AddToCartButton } from '../../src/views/purchase/add-to-cart-button.tsx';
import { PurchaseModal } from '../../src/views/purchase/purchase-modal.tsx';
import { PurchaseModalProvider } from '../../src/views/purchase/purchase-modal-provider.tsx';
import { toPurchaseProduct } from '../../src/views/purchase/purchase-product.ts';
import { WishlistSidebar } from '../../src/views/wishlist/wishlist-sidebar.tsx';
import { stubbedApp } from '../machines/app-stubs.ts';
import { cardProduct } from './catalog-render.tsx';
import { renderInRouter } from './render-in-router.tsx';

const listed: WishlistState = {
  wishlistId: 'w1',
  items: [
    { id: '11', sku: 'OMEGA', name: 'Omega-3 Kapseln', urlKey: 'omega-3' },
    { id: '12', sku: 'ZINC', name: 'Zink', urlKey: null },
  ],
};

const CUSTOMER_CART = { id: 'c-1', total_quantity: 0, items: [], applied_coupons: null };

/** A logged-in customer's layout pieces: the heart (the opener) and the sidebar, the customer cart loaded. */
async function renderSidebar(lang: 'de' | 'en' = 'en') {
  const { machine, stubs } = stubbedApp();
  const actor: AppActor = createActor(machine, {
    systemId: 'app',
    input: { session: { token: 'token' }, cart: { cartId: null, loggedIn: true } },
  }).start();
  await renderInRouter(
    <AppActorProvider actor={actor}>
      <WishlistButton count={2} />
      <WishlistSidebar lang={lang} />
      <Notifications />
    </AppActorProvider>,
    { lang },
  );
  await act(() => stubs.settle('loadCustomerCart', 'done', CUSTOMER_CART));
  await act(() => stubs.settle('loadWishlist', 'done', listed));
  return { actor, stubs };
}

describe('<WishlistSidebar>', () => {
  it('is closed until the heart opens it; it lists the items and links to my-wishlist', async () => {
    await renderSidebar();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Wishlist' });
    expect(heart).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(heart);
    expect(heart).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Wishlist' });
    expect(within(dialog).getByRole('link', { name: 'Omega-3 Kapseln' })).toHaveAttribute(
      'href',
      '/en/omega-3/',
    );
    expect(within(dialog).getByRole('link', { name: 'Zink' })).toHaveAttribute('href', '/en/p/ZINC/');
    expect(within(dialog).getByRole('link', { name: 'Go to my wishlist' })).toHaveAttribute(
      'href',
      '/en/customer/my-wishlist/',
    );
  });

  it("'Add to cart' moves the item through the wishlist machine and shows the spec's message", async () => {
    const { stubs } = await renderSidebar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Wishlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Wishlist' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart: Omega-3 Kapseln' }));
    expect(within(dialog).getByRole('button', { name: 'Add to cart: Zink' })).toBeDisabled();
    // The wishlist adds it through the cart; the cart's answer has the line.
    expect(stubs.actors.at(-1)).toMatchObject({
      actor: 'addToCart',
      input: { cartId: CUSTOMER_CART.id, cartItems: [{ sku: 'OMEGA', quantity: 1 }] },
    });
    const omegaLine = { uid: 'line-1', quantity: 1, product: { sku: 'OMEGA', name: 'Omega-3 Kapseln' } };
    await act(() =>
      stubs.settle('addToCart', 'done', {
        cart: { ...CUSTOMER_CART, total_quantity: 1, items: [omegaLine] },
        user_errors: [],
      }),
    );
    await act(() => stubs.settle('removeFromWishlist', 'done', { ...listed, items: [listed.items[1]] }));
    expect(screen.getByText('You added Omega-3 Kapseln to your shopping cart.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Omega-3 Kapseln' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zink' })).toBeInTheDocument();
  });

  it("'Remove' takes the item off; an empty list says so (German)", async () => {
    const { stubs } = await renderSidebar('de');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Wunschliste' }));
    const dialog = screen.getByRole('dialog', { name: 'Wunschliste' });
    await user.click(within(dialog).getByRole('button', { name: 'Zink von der Wunschliste entfernen' }));
    await act(() => stubs.settle('removeFromWishlist', 'done', { wishlistId: 'w1', items: [] }));
    expect(within(dialog).getByText('Ihre Wunschliste ist leer.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zur Wunschliste' })).toHaveAttribute(
      'href',
      '/de/customer/my-wishlist/',
    );
  });

  it('Escape closes it and focus returns to the heart', async () => {
    const { actor } = await renderSidebar();
    const user = userEvent.setup();
    const heart = screen.getByRole('button', { name: 'Wishlist' });
    await user.click(heart);
    expect(screen.getByRole('dialog', { name: 'Wishlist' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(actor.getSnapshot().matches({ overlay: 'none' })).toBe(true);
    expect(heart).toHaveFocus();
  });

  it('closes when another overlay opens (one overlay at a time)', async () => {
    const { actor } = await renderSidebar();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wishlist' }));
    act(() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' }));
    expect(screen.queryByRole('dialog', { name: 'Wishlist' })).not.toBeInTheDocument();
    expect(actor.getSnapshot().matches({ overlay: { open: 'cartSidebar' } })).toBe(true);
  });
});

/** The layout's 'Add to Cart' stand-in: records which SKU it would open the purchase modal for. */
const opened: (string | null | undefined)[] = [];
function ModalButton({ sku, name }: AddToCartProps) {
  return <button type="button" onClick={() => opened.push(sku)}>{`Add to Cart: ${name}`}</button>;
}

describe('<WishlistItems> for a product whose pack is still to be chosen', () => {
  it("offers the layout's 'Add to Cart' (the purchase modal) instead of moving it, and moves the others", async () => {
    opened.length = 0;
    const sent: WishlistEvent[] = [];
    await renderInRouter(
      <AddToCartProvider value={ModalButton}>
        <WishlistItems
          lang="en"
          busy={false}
          send={(event) => sent.push(event)}
          items={[
            {
              id: '21',
              sku: 'ZINK',
              name: 'Zinc bisglycinate',
              urlKey: 'zinc-bisglycinate',
              choosePack: true,
            },
            { id: '22', sku: 'OMEGA-1M', name: 'Omega-3 1 month', urlKey: 'omega-3-1-month' },
          ]}
        />
      </AddToCartProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Add to cart: Zinc bisglycinate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Zinc bisglycinate' }));
    expect(opened).toEqual(['ZINK']);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add to cart: Omega-3 1 month' }));
    expect(sent).toEqual([{ type: 'wishlist.moveToCart', sku: 'OMEGA-1M', name: 'Omega-3 1 month' }]);
    // Both can be removed from the list.
    expect(screen.getByRole('button', { name: 'Remove Zinc bisglycinate from the wishlist' })).toBeEnabled();
  });
});

/** Zinc bisglycinate as the purchase modal loads it: a family with a 1- and a 3-month pack. */
function zincData(): PurchaseProductQuery {
  const {
    url_suffix: _suffix,
    short_description: _description,
    ...base
  } = cardProduct({
    uid: 'WklOSw==',
    sku: 'ZINK',
    name: 'Zinc bisglycinate',
    url_key: 'zinc-bisglycinate',
  });
  const pack = (months: number) => ({
    attributes: [{ uid: btoa(`configurable/190/${months}`), code: 'pack_size', label: `${months} months` }],
    product: { ...base, uid: btoa(`ZINK-${months}M`), sku: `ZINK-${months}M`, name: `Zinc ${months} months` },
  });
  return {
    storeConfig: { store_code: 'en', prices_include_tax: true },
    products: {
      items: [
        {
          __typename: 'ConfigurableProduct',
          ...base,
          image: null,
          rating_summary: 0,
          review_count: 0,
          related_products: [],
          configurable_options: [],
          variants: [pack(1), pack(3)],
        },
      ],
    },
  } as unknown as PurchaseProductQuery;
}

describe('<WishlistSidebar> with a wished product family', () => {
  it("buys the pack chosen in the purchase modal and takes the wish off the list, with 'You added … to your shopping cart.'", async () => {
    const { machine, stubs } = stubbedApp();
    const actor: AppActor = createActor(machine, {
      systemId: 'app',
      input: { session: { token: 'token' }, cart: { cartId: 'c1', loggedIn: true } },
    }).start();
    await renderInRouter(
      <AppActorProvider actor={actor}>
        <PurchaseModalProvider
          loadProduct={async (sku) => toPurchaseProduct(zincData(), sku)}
          getCart={() => actor.system.get('cart') as AnyActorRef}
          openCartSidebar={() => actor.send({ type: 'ui.overlay.open', overlay: 'cartSidebar' })}
          customerGroup={1}
          loggedIn
        >
          <AddToCartProvider value={AddToCartButton}>
            <WishlistButton count={2} />
            <WishlistSidebar lang="en" />
          </AddToCartProvider>
          <PurchaseModal lang="en" />
        </PurchaseModalProvider>
        <Notifications />
      </AppActorProvider>,
    );
    const emptyCart = { id: 'c1', total_quantity: 0, items: [], applied_coupons: null };
    await act(() => stubs.settle('loadCustomerCart', 'done', emptyCart));
    const wished: WishlistState = {
      wishlistId: 'w1',
      items: [
        { id: '21', sku: 'ZINK', name: 'Zinc bisglycinate', urlKey: 'zinc-bisglycinate', choosePack: true },
        { id: '11', sku: 'OMEGA', name: 'Omega-3 Kapseln', urlKey: 'omega-3' },
      ],
    };
    await act(() => stubs.settle('loadWishlist', 'done', wished));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Wishlist' }));
    const sidebar = screen.getByRole('dialog', { name: 'Wishlist' });
    await user.click(within(sidebar).getByRole('button', { name: 'Add to Cart: Zinc bisglycinate' }));

    const modal = await screen.findByRole('dialog', { name: 'Zinc bisglycinate' });
    await user.click(await within(modal).findByRole('radio', { name: '3 months' }));
    await user.click(within(modal).getByRole('button', { name: /^Add to Cart/ }));
    expect(stubs.actors.at(-1)).toMatchObject({
      actor: 'addToCart',
      input: { cartId: 'c1', cartItems: [{ sku: 'ZINK-3M', parent_sku: 'ZINK', quantity: 1 }] },
    });
    // Nothing leaves the list before the cart has the pack.
    expect(stubs.actorNames()).not.toContain('removeFromWishlist');
    const zincLine = {
      uid: 'line-1',
      quantity: 1,
      product: { sku: 'ZINK-3M', name: 'Zinc 3 months' },
    };
    await act(() =>
      stubs.settle('addToCart', 'done', {
        cart: { ...emptyCart, total_quantity: 1, items: [zincLine] },
        user_errors: [],
      }),
    );
    expect(stubs.actors.at(-1)).toEqual({
      actor: 'removeFromWishlist',
      input: { wishlistId: 'w1', itemId: '21' },
    });
    await act(() => stubs.settle('removeFromWishlist', 'done', { ...wished, items: [wished.items[1]] }));
    expect(screen.getByText('You added Zinc bisglycinate to your shopping cart.')).toBeInTheDocument();
    // Magento's answer lists the product as a simple one: nothing to choose.
    expect(actor.system.get('wishlist')?.getSnapshot().context.items).toEqual([
      { ...wished.items[1], choosePack: false },
    ]);
  });
});

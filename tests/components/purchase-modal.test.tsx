import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type AnyActorRef, assertEvent, createActor, emit, setup } from 'xstate';
import { formatShopDate, shopDateOf } from '../../domain/dates.ts';
import { earliestCancellationDate } from '../../domain/subscriptions.ts';
import type { PurchaseProductQuery } from '../../graphql/generated/operations.ts';
import type { CartEmitted, CartEvent } from '../../machines/cart.machine.ts';
import { AddToCartButton } from '../../src/views/purchase/add-to-cart-button.tsx';
import { PurchaseModal } from '../../src/views/purchase/purchase-modal.tsx';
import { PurchaseModalProvider } from '../../src/views/purchase/purchase-modal-provider.tsx';
import { type PurchaseViewProduct, toPurchaseProduct } from '../../src/views/purchase/purchase-product.ts';
import { cardProduct, renderCatalog } from './catalog-render.tsx';

// The real purchase modal machine, with a stub product loader and a stub cart actor that
// records what it is sent and answers like the app's cart.

function productData(): PurchaseProductQuery {
  const { url_suffix: _suffix, short_description: _description, ...base } = cardProduct();
  const related = { ...base, uid: 'VIT-D3', sku: 'VIT-D3', name: 'Vitamin D3', url_key: 'vitamin-d3' };
  return {
    storeConfig: { store_code: 'de_de', prices_include_tax: true },
    products: {
      items: [
        {
          __typename: 'SimpleProduct',
          ...base,
          image: { url: '/media/catalog/pro-mag.png', label: 'Pro Magnesium' },
          rating_summary: 90,
          review_count: 4,
          related_products: [related],
        },
      ],
    },
  } as PurchaseProductQuery;
}

function stubCart() {
  const received: CartEvent[] = [];
  const logic = setup({
    types: { events: {} as CartEvent, emitted: {} as CartEmitted },
    actions: {
      record: ({ event }) => {
        received.push(event);
      },
      answer: emit(({ event }) => {
        assertEvent(event, 'cart.addItem');
        return {
          type: 'cart.itemAdded' as const,
          cart: { id: 'cart-1', total_quantity: 1, items: [], applied_coupons: null },
          sku: event.sku,
          quantity: event.quantity,
          showRelatedProducts: true,
        };
      }),
    },
  }).createMachine({ on: { 'cart.addItem': { actions: ['record', 'answer'] } } });
  const actor = createActor(logic).start();
  return { actor, received };
}

function renderModal({
  loadProduct = async (sku: string) => toPurchaseProduct(productData(), sku),
  sku = 'PRO-MAG-1M' as string | null,
}: {
  loadProduct?: (sku: string) => Promise<PurchaseViewProduct>;
  sku?: string | null;
} = {}) {
  const cart = stubCart();
  const openCartSidebar = vi.fn();
  renderCatalog(
    <PurchaseModalProvider
      loadProduct={loadProduct}
      getCart={() => cart.actor as AnyActorRef}
      openCartSidebar={openCartSidebar}
      customerGroup={null}
      loggedIn={false}
    >
      <AddToCartButton sku={sku} />
      <PurchaseModal lang="en" />
    </PurchaseModalProvider>,
    { url: '/en/pro-magnesium-1-month/' },
  );
  return { cart, openCartSidebar, user: userEvent.setup() };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  return screen.findByRole('dialog');
}

describe('purchase modal', () => {
  it('opens on the SKU and shows the loaded product with both purchase options', async () => {
    const { user } = renderModal();
    const dialog = await openModal(user);
    expect(await within(dialog).findByRole('heading', { name: 'Pro Magnesium' })).toBeInTheDocument();
    expect(within(dialog).getByText('60 capsules')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'One-time purchase' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Savings subscription' })).toBeInTheDocument();
    expect(within(dialog).getByText('up to 15%')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Add to Cart · 12,90 €/ })).toBeEnabled();
  });

  it('stops at what is left in stock and says so', async () => {
    const data = productData();
    const item = data.products?.items?.[0];
    if (item) item.only_x_left_in_stock = 2;
    const { user } = renderModal({ loadProduct: async (sku) => toPurchaseProduct(data, sku) });
    const dialog = await openModal(user);
    const increase = await within(dialog).findByRole('button', { name: 'Increase quantity' });
    expect(within(dialog).queryByText('Only 2 left in stock')).not.toBeInTheDocument();
    await user.click(increase);
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(increase).toBeDisabled();
    expect(within(dialog).getByText('Only 2 left in stock')).toBeInTheDocument();
    const field = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '7');
    expect(field).toHaveValue(2);
    expect(within(dialog).getByRole('button', { name: /Add to Cart · 25,80 €/ })).toBeEnabled();
  });

  it("shows the cart line's total (quantity, volume tier, savings plan) and resets the quantity when the mode changes", async () => {
    const { user } = renderModal();
    const dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Increase quantity' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(within(dialog).getByRole('button', { name: /25,80 €/ })).toBeInTheDocument();
    // From 3 items the volume discount applies, as in the cart: 5 % of 12,90 is 0,65 a unit.
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    expect(within(dialog).getByRole('button', { name: /36,75 €/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Savings subscription' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(within(dialog).getByText('Savings plan discount is applied in the cart')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Delivery interval' })).toHaveDisplayValue(
      'Monthly delivery',
    );
    // The plan's total is the cart line's: 10 % off, and quarterly delivers three packs at a time.
    expect(within(dialog).getByRole('button', { name: /11,61 €/ })).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Delivery interval' }),
      'Quarterly delivery',
    );
    expect(within(dialog).getByRole('button', { name: /34,83 €/ })).toBeInTheDocument();
    // The minimum term before the purchase: cancellable from the 2nd delivery.
    const today = shopDateOf(new Date());
    expect(within(dialog).getByTestId('earliest-cancellation')).toHaveTextContent(
      `Cancellable from ${formatShopDate(earliestCancellationDate(today, 'quarterly'), 'en')}`,
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Delivery interval' }),
      'Monthly delivery',
    );
    expect(within(dialog).getByTestId('earliest-cancellation')).toHaveTextContent(
      `Cancellable from ${formatShopDate(earliestCancellationDate(today, 'monthly'), 'en')}`,
    );
  });

  it('shows the quantity-discount notice of the cart once the quantity reaches a volume tier, one-time only', async () => {
    const { user } = renderModal();
    const dialog = await openModal(user);
    const increase = await within(dialog).findByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    // Below the first tier (3 items): no notice (spec: only when the applied percentage is above 0).
    expect(within(dialog).queryByTestId('quantity-discount-notice')).not.toBeInTheDocument();
    await user.click(increase);
    expect(within(dialog).getByTestId('quantity-discount-notice')).toHaveTextContent(
      'Quantity discount of 5% applied. From 6 items you save 10%.',
    );
    const field = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '6');
    expect(within(dialog).getByTestId('quantity-discount-notice')).toHaveTextContent(
      'Quantity discount of 10% applied.',
    );
    expect(within(dialog).getByTestId('quantity-discount-notice')).not.toHaveTextContent('From');
    // A savings plan gets no volume discount, so no notice either.
    await user.click(within(dialog).getByRole('radio', { name: 'Savings subscription' }));
    for (let i = 0; i < 3; i++)
      await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(4);
    expect(within(dialog).queryByTestId('quantity-discount-notice')).not.toBeInTheDocument();
  });

  it('sends a savings plan to the cart in the API shape and shows related products after adding', async () => {
    const { user, cart } = renderModal();
    const dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('radio', { name: 'Savings subscription' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Delivery interval' }),
      'Quarterly delivery',
    );
    await user.click(within(dialog).getByRole('button', { name: /Add to Cart/ }));

    expect(cart.received).toEqual([
      expect.objectContaining({
        type: 'cart.addItem',
        sku: 'PRO-MAG-1M',
        quantity: 1,
        enteredOptions: [{ uid: btoa('purchase_mode/onGoing/quarterly'), value: '1' }],
        isOnGoingSub: true,
      }),
    ]);
    expect(await within(dialog).findByText('Pro Magnesium was successfully added')).toBeInTheDocument();
    expect(within(dialog).getByText('Often bought together with')).toBeInTheDocument();
    expect(within(dialog).getByText('Vitamin D3')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Proceed to cart' })).toHaveAttribute(
      'href',
      '/en/cart/',
    );
  });

  it('sends a one-time purchase without entered options', async () => {
    const { user, cart } = renderModal();
    const dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('button', { name: /Add to Cart/ }));
    expect(cart.received).toHaveLength(1);
    expect(cart.received[0]).not.toHaveProperty('enteredOptions');
    expect(cart.received[0]).toMatchObject({ type: 'cart.addItem', sku: 'PRO-MAG-1M', quantity: 1 });
  });

  it("shows 'Product Data issue!' when the product cannot be loaded, with a retry", async () => {
    const loadProduct = vi.fn<(sku: string) => Promise<PurchaseViewProduct>>(async () => {
      throw new Error('down');
    });
    const { user } = renderModal({ loadProduct });
    const dialog = await openModal(user);
    expect(await within(dialog).findByText('Product Data issue!')).toBeInTheDocument();
    loadProduct.mockImplementation(async (sku) => toPurchaseProduct(productData(), sku));
    await act(() => user.click(within(dialog).getByRole('button', { name: 'Try again' })));
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Pro Magnesium' })).toBeInTheDocument(),
    );
  });

  it("shows 'No SKU Found!' when opened without a SKU", async () => {
    const { user } = renderModal({ sku: null });
    const dialog = await openModal(user);
    expect(within(dialog).getByText('No SKU Found!')).toBeInTheDocument();
  });
});

/** A shop page whose customer logs in (to group 4) when the test calls `logIn`. */
function SessionShop({ cart, onLogIn }: { cart: AnyActorRef; onLogIn: (logIn: () => void) => void }) {
  const [customer, setCustomer] = useState({ customerGroup: null as number | null, loggedIn: false });
  onLogIn(() => setCustomer({ customerGroup: 4, loggedIn: true }));
  return (
    <PurchaseModalProvider
      loadProduct={async (sku) => toPurchaseProduct(productData(), sku)}
      getCart={() => cart}
      openCartSidebar={() => {}}
      customerGroup={customer.customerGroup}
      loggedIn={customer.loggedIn}
    >
      <AddToCartButton sku="PRO-MAG-1M" />
      <PurchaseModal lang="en" />
    </PurchaseModalProvider>
  );
}

describe('purchase modal and the session', () => {
  it('follows a login to group 4 while it runs: the open modal closes and then offers no savings plan', async () => {
    const cart = stubCart();
    let logIn = () => {};
    renderCatalog(
      <SessionShop
        cart={cart.actor as AnyActorRef}
        onLogIn={(fn) => {
          logIn = fn;
        }}
      />,
      { url: '/en/pro-magnesium-1-month/' },
    );
    const user = userEvent.setup();
    let dialog = await openModal(user);
    expect(await within(dialog).findByRole('radio', { name: 'Savings subscription' })).toBeInTheDocument();
    act(() => logIn());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openModal(user);
    expect(await within(dialog).findByRole('heading', { name: 'Pro Magnesium' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Savings subscription' })).not.toBeInTheDocument();
  });
});

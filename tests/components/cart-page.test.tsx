import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShopCode } from '../../domain/shipping.ts';
import type { Lang } from '../../domain/store.ts';
import type { Cart, CartItem } from '../../machines/cart.machine.ts';
import { Notifications } from '../../src/ui/notifications.tsx';
import { CartPage } from '../../src/views/cart/cart-page.tsx';
import { BELOW_FREE_SHIPPING, GUEST_CART_ID, goodsOf, renderInApp, renderWithCart } from './cart-render.tsx';

const eur = (value: number) => ({ value, currency: 'EUR' });

function line(
  uid: string,
  name: string,
  quantity: number,
  price: number,
  extra: Partial<CartItem> = {},
): CartItem {
  return {
    uid,
    quantity,
    product: { sku: uid.toUpperCase(), name },
    prices: { price: eur(price), row_total_including_tax: eur(price * quantity) },
    purchase_mode: 'oneTime',
    ...extra,
  };
}

function cartOf(items: CartItem[], extra: Partial<Cart> = {}): Cart {
  const total = items.reduce((sum, item) => sum + (item.prices?.row_total_including_tax?.value ?? 0), 0);
  return {
    id: GUEST_CART_ID,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    applied_coupons: null,
    prices: {
      subtotal_including_tax: eur(total),
      grand_total: eur(total),
      applied_taxes: [{ label: 'MwSt. 7 %', amount: eur(1) }],
      discounts: [],
    },
    ...extra,
  };
}

const twoLines = cartOf([
  // A configurable product's line, as Magento answers it: the chosen variant with its options.
  line('omega', 'Omega-3 Kapseln', 2, 19.9, {
    configured_variant: { sku: 'OMEGA-3M', name: 'Omega-3 Kapseln 3 Monate' },
    configurable_options: [{ option_label: 'Pack size', value_label: '3 months' }],
  }),
  line('magnesium', 'Magnesium', 1, 12.5, { purchase_mode: 'onGoing', delivery_interval: 'monthly' }),
]);

async function renderCart(
  cart: Cart,
  onEditLine?: (item: CartItem) => void,
  { lang = 'en', shop = 'eu' }: { lang?: Lang; shop?: ShopCode } = {},
) {
  const { actor, stubs } = await renderWithCart(
    <>
      <Notifications />
      <CartPage lang={lang} shop={shop} onEditLine={onEditLine} />
    </>,
    cart,
    lang,
  );
  return { actor, stubs, user: userEvent.setup() };
}

describe('<CartPage>', () => {
  it('shows the title, the lines with their options and row totals, and the totals', async () => {
    await renderCart(twoLines);
    expect(screen.getByRole('heading', { level: 1, name: 'Your shopping cart' })).toBeInTheDocument();
    const omega = screen.getByRole('listitem', { name: 'Omega-3 Kapseln' });
    expect(within(omega).getByText('Pack size: 3 months')).toBeInTheDocument();
    expect(within(omega).getByText('One-time purchase')).toBeInTheDocument();
    expect(within(omega).getByText('39,80 €')).toBeInTheDocument();
    const magnesium = screen.getByRole('listitem', { name: 'Magnesium' });
    expect(within(magnesium).getByText('Monthly delivery')).toBeInTheDocument();
    expect(screen.getByText('Grand total')).toBeInTheDocument();
    // Subtotal and grand total.
    expect(screen.getAllByText('52,30 €')).toHaveLength(2);
    expect(screen.getByText('Included tax: MwSt. 7 %')).toBeInTheDocument();
  });

  it('changes a quantity through the cart, disables the controls while it runs and keeps focus', async () => {
    const { stubs, user } = await renderCart(twoLines);
    const omega = screen.getByRole('listitem', { name: 'Omega-3 Kapseln' });
    await user.click(within(omega).getByRole('button', { name: 'Increase quantity' }));
    expect(stubs.actors.at(-1)).toEqual({
      actor: 'updateItem',
      input: { input: { cart_id: GUEST_CART_ID, cart_items: [{ cart_item_uid: 'omega', quantity: 3 }] } },
    });
    // aria-disabled, not disabled: the pressed button keeps focus while the change runs.
    const plus = within(omega).getByRole('button', { name: 'Increase quantity' });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveFocus();
    await user.click(plus);
    expect(stubs.actors.filter((a) => a.actor === 'updateItem')).toHaveLength(1);
    await act(() => stubs.settle('updateItem', 'done', cartOf([line('omega', 'Omega-3 Kapseln', 3, 19.9)])));
    const updated = screen.getByRole('listitem', { name: 'Omega-3 Kapseln' });
    expect(within(updated).getByLabelText('Quantity')).toHaveTextContent('3');
    expect(within(updated).getByRole('button', { name: 'Increase quantity' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(updated).getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
    // The change is read out; the removed line is too.
    const said = screen.getByText(/Omega-3 Kapseln: quantity now 3\./);
    expect(said).toHaveAttribute('role', 'status');
    expect(said).toHaveTextContent(/Magnesium was removed from the cart\./);
  });

  it("offers 'Edit' on each line when the page can open the purchase modal", async () => {
    const edit = vi.fn();
    const { user } = await renderCart(twoLines, edit);
    const magnesium = screen.getByRole('listitem', { name: 'Magnesium' });
    await user.click(within(magnesium).getByRole('button', { name: 'Edit Magnesium' }));
    expect(edit).toHaveBeenCalledWith(
      expect.objectContaining({ uid: 'magnesium', purchase_mode: 'onGoing' }),
    );
  });

  it("shows no 'Edit' without the purchase modal", async () => {
    await renderCart(twoLines);
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('does not go below one: the minus button of a single item is disabled', async () => {
    await renderCart(twoLines);
    const magnesium = screen.getByRole('listitem', { name: 'Magnesium' });
    expect(within(magnesium).getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('removes a line', async () => {
    const { stubs, user } = await renderCart(twoLines);
    await user.click(screen.getByRole('button', { name: 'Remove Magnesium' }));
    expect(stubs.actors.at(-1)).toEqual({
      actor: 'removeItem',
      input: { input: { cart_id: GUEST_CART_ID, cart_item_uid: 'magnesium' } },
    });
    await act(() => stubs.settle('removeItem', 'done', cartOf([line('omega', 'Omega-3 Kapseln', 2, 19.9)])));
    expect(screen.queryByRole('listitem', { name: 'Magnesium' })).not.toBeInTheDocument();
  });

  it('applies a coupon, shows it with its discount, and removes it again', async () => {
    const { stubs, user } = await renderCart(twoLines);
    await user.type(screen.getByLabelText('Coupon code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(stubs.actors.at(-1)).toEqual({
      actor: 'applyCoupon',
      input: { input: { cart_id: GUEST_CART_ID, coupon_code: 'SAVE10' } },
    });
    const withCoupon = cartOf(twoLines.items, {
      applied_coupons: [{ code: 'SAVE10' }],
      prices: { ...twoLines.prices, discounts: [{ label: 'Discount (SAVE10)', amount: eur(5.23) }] },
    });
    await act(() => stubs.settle('applyCoupon', 'done', withCoupon));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Coupon SAVE10 applied')).toBeInTheDocument();
    expect(screen.getByText('The coupon SAVE10 now applies to your cart.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Discount (SAVE10)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await act(() => stubs.settle('removeCoupon', 'done', twoLines));
    expect(screen.getByLabelText('Coupon code')).toBeInTheDocument();
  });

  it('shows a refused coupon as a notification and under its field, tied to it', async () => {
    const { stubs, user } = await renderCart(twoLines);
    await user.type(screen.getByLabelText('Coupon code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await act(() =>
      stubs.settle('applyCoupon', 'error', {
        message: "The coupon code isn't valid. Verify the code and try again.",
      }),
    );
    expect(
      (await screen.findAllByText("The coupon code isn't valid. Verify the code and try again.")).length,
    ).toBeGreaterThan(0);
    const field = screen.getByLabelText('Coupon code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription("The coupon code isn't valid. Verify the code and try again.");
    // Typing another code clears the error.
    await user.type(field, 'X');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('converts the cart to a savings plan with the delivery interval the shopper picks', async () => {
    const { stubs, user } = await renderCart(twoLines);
    const intervals = screen.getByRole('group', { name: 'Delivery interval' });
    // The cart's savings-plan line is monthly: that is the interval offered first.
    expect(within(intervals).getByRole('radio', { name: 'Monthly delivery' })).toBeChecked();
    await user.click(within(intervals).getByRole('radio', { name: 'Quarterly delivery' }));
    await user.click(screen.getByRole('button', { name: 'Convert cart to savings plan' }));
    expect(stubs.actors.at(-1)).toEqual({
      actor: 'convertToSavingsPlan',
      input: { input: { cart_id: GUEST_CART_ID, delivery_interval: 'quarterly' } },
    });
    expect(screen.getByRole('button', { name: 'Convert cart to savings plan' })).toBeDisabled();
    const quarterly = { purchase_mode: 'onGoing', delivery_interval: 'quarterly' } as const;
    const converted = cartOf([
      line('omega', 'Omega-3 Kapseln', 2, 53.73, quarterly),
      line('magnesium', 'Magnesium', 1, 33.75, quarterly),
    ]);
    await act(() => stubs.settle('convertToSavingsPlan', 'done', { cart: converted, user_errors: [] }));
    expect(await screen.findByText('Cart converted to savings plan successfully')).toBeInTheDocument();
    for (const name of ['Omega-3 Kapseln', 'Magnesium']) {
      const item = screen.getByRole('listitem', { name });
      expect(within(item).getByText('Quarterly delivery')).toBeInTheDocument();
    }
    // Everything is quarterly now: nothing left to convert unless the shopper picks monthly.
    expect(screen.getByRole('button', { name: 'Convert cart to savings plan' })).toBeDisabled();
    expect(
      screen.getByText('All items are in the savings plan with this delivery interval.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Monthly delivery' }));
    expect(screen.getByRole('button', { name: 'Convert cart to savings plan' })).toBeEnabled();
  });

  it('names the items that stay as they were', async () => {
    const { stubs, user } = await renderCart(twoLines);
    await user.click(screen.getByRole('radio', { name: 'Quarterly delivery' }));
    await user.click(screen.getByRole('button', { name: 'Convert cart to savings plan' }));
    const converted = cartOf([
      line('omega', 'Omega-3 Kapseln', 2, 19.9, {
        configured_variant: { sku: 'OMEGA-3-3M', name: 'Omega-3 Kapseln 3 Monate' },
      }),
      line('magnesium', 'Magnesium', 1, 33.75, { purchase_mode: 'onGoing', delivery_interval: 'quarterly' }),
    ]);
    await act(() =>
      stubs.settle('convertToSavingsPlan', 'done', {
        cart: converted,
        user_errors: [{ uid: 'omega', code: 'INSUFFICIENT_STOCK', message: 'The requested qty …' }],
      }),
    );
    expect(
      await screen.findByText(
        'Not available as a savings plan with this delivery interval: Omega-3 Kapseln 3 Monate. These items stay in your cart as they were; all other items are now a savings plan.',
      ),
    ).toBeInTheDocument();
    const omega = screen.getByRole('listitem', { name: 'Omega-3 Kapseln' });
    expect(within(omega).getByText('One-time purchase')).toBeInTheDocument();
  });

  it('offers no savings plan to a customer group that buys none', async () => {
    const { stubs } = await renderInApp(<CartPage lang="en" shop="eu" />, {
      input: { session: { token: 'token' }, cart: { cartId: null, loggedIn: true } },
    });
    await act(() => stubs.settle('loadCustomerCart', 'done', twoLines));
    expect(screen.getByRole('button', { name: 'Convert cart to savings plan' })).toBeInTheDocument();
    await act(() =>
      stubs.settle('loadCustomer', 'done', {
        email: 'b2b@example.com',
        firstname: 'B',
        lastname: 'B',
        group_id: 4,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Convert cart to savings plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Delivery interval' })).not.toBeInTheDocument();
  });

  it('explains a quarterly line, labels each line saving and shows the savings in the totals', async () => {
    const quarterly = line('zinc', 'Zink', 1, 8.96, {
      purchase_mode: 'onGoing',
      delivery_interval: 'quarterly',
      prices: {
        price: eur(8.96),
        row_total_including_tax: eur(26.88),
        discounts: [{ label: 'Savings plan discount 10%', amount: eur(2.97) }],
      },
    });
    const volume = line('promag1', 'Pro Magnesium', 3, 28.4, {
      prices: {
        price: eur(28.4),
        row_total_including_tax: eur(85.2),
        discounts: [{ label: 'Volume discount 5%', amount: eur(4.5) }],
      },
    });
    const single = line('omega', 'Omega-3 Kapseln', 1, 19.9);
    await renderCart(
      cartOf([quarterly, volume, single], {
        prices: {
          subtotal_including_tax: eur(131.98),
          grand_total: eur(131.98),
          discounts: [],
          line_discounts: [
            { label: 'Volume discount', amount: eur(4.5) },
            { label: 'Savings plan discount', amount: eur(2.97) },
          ],
        },
      }),
    );
    const zinc = screen.getByRole('listitem', { name: 'Zink' });
    expect(within(zinc).getByText('Quarterly delivery')).toBeInTheDocument();
    expect(within(zinc).getByText('3 packs every 3 months')).toBeInTheDocument();
    expect(within(zinc).getByText('Savings plan discount 10%: you save 2,97 €')).toBeInTheDocument();
    // Volume discounts never combine with a savings plan: no quantity notice on a plan line.
    expect(within(zinc).queryByText(/Quantity discount/)).not.toBeInTheDocument();

    const magnesium = screen.getByRole('listitem', { name: 'Pro Magnesium' });
    expect(within(magnesium).getByText('Volume discount 5%: you save 4,50 €')).toBeInTheDocument();
    expect(
      within(magnesium).getByText('Quantity discount of 5% applied. From 6 items you save 10%.'),
    ).toBeInTheDocument();

    // The notice appears only when a discount applies.
    const omega = screen.getByRole('listitem', { name: 'Omega-3 Kapseln' });
    expect(within(omega).queryByText(/Quantity discount|you save|every/)).not.toBeInTheDocument();

    const totals = screen.getByText('Included saving: Volume discount').closest('dl');
    expect(totals).not.toBeNull();
    expect(within(totals as HTMLElement).getByText('−4,50 €')).toBeInTheDocument();
    expect(
      within(totals as HTMLElement).getByText('Included saving: Savings plan discount'),
    ).toBeInTheDocument();
    expect(within(totals as HTMLElement).getByText('−2,97 €')).toBeInTheDocument();
  });

  it('shows the empty state for a cart without lines', async () => {
    await renderCart(cartOf([]));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en/');
  });
});

describe('<CartPage> shipping', () => {
  const summary = () => screen.getByRole('complementary', { name: /Order summary|Bestellübersicht/ });

  it.each(BELOW_FREE_SHIPPING)(
    '%s, %s shop, goods of %d: %s %s and "%s"',
    async (lang, shop, goods, label, cost, missing) => {
      await renderCart(goodsOf(shop, goods), undefined, { lang, shop });
      expect(within(summary()).getByText(label).parentElement).toHaveTextContent(`${label}${cost}`);
      expect(within(summary()).getByText(missing)).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'eu', 49, 'Shipping to Germany', 'free'],
    ['de', 'eu', 52.3, 'Versand nach Deutschland', 'kostenlos'],
    ['en', 'ch', 79, 'Shipping to Switzerland', 'free'],
    ['de', 'ch', 120, 'Versand in die Schweiz', 'kostenlos'],
  ] as const)(
    '%s, %s shop, goods of %d (threshold reached): %s %s',
    async (lang, shop, goods, label, cost) => {
      await renderCart(goodsOf(shop, goods), undefined, { lang, shop });
      expect(within(summary()).getByText(label).parentElement).toHaveTextContent(`${label}${cost}`);
      expect(
        within(summary()).queryByText(/Free shipping from|Versandkostenfrei ab/),
      ).not.toBeInTheDocument();
    },
  );

  it('counts the coupon: 52,30 € less a 5 € coupon is below 49 € again', async () => {
    await renderCart(
      cartOf(twoLines.items, {
        prices: {
          subtotal_including_tax: eur(52.3),
          grand_total: eur(47.3),
          discounts: [{ label: 'SPRING5', amount: eur(5) }],
        },
      }),
    );
    expect(within(summary()).getByText('Shipping to Germany').parentElement).toHaveTextContent(
      'Shipping to Germany4,95 €',
    );
    expect(within(summary()).getByText('Free shipping from 49,00 €: only 1,70 € to go')).toBeInTheDocument();
  });
});

describe('<CartPage> when the cart cannot be loaded', () => {
  it('offers to try again', async () => {
    const { stubs } = await renderInApp(<CartPage lang="en" shop="eu" />);
    await act(() => stubs.settle('loadCart', 'error', { message: 'Network down' }));
    expect(screen.getByText('Your cart could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(stubs.isRunning('loadCart') || stubs.isRunning('createEmptyCart')).toBe(true);
  });
});

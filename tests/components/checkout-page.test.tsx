import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Lang } from '../../domain/store.ts';
import type { Cart } from '../../machines/cart.machine.ts';
import type { CheckoutCart, SavedAddress } from '../../machines/checkout.machine.ts';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { CheckoutPage } from '../../src/views/checkout/checkout-page.tsx';
import { stubbedApp } from '../machines/app-stubs.ts';
import { answers, BERLIN, FRESH_CART } from '../machines/models/checkout.model.ts';
import { createStubs } from '../machines/stub-actors.ts';
import { renderInRouter } from './render-in-router.tsx';

// The checkout view on the real checkout machine and its adapter; only the calls to the commerce
// API (src/lib/checkout-actors.ts) wait for the test, which answers them as the server would.

const checkout = await vi.hoisted(async () => {
  const { createStubs } = await import('../machines/stub-actors.ts');
  const { fromPromise } = await import('xstate');
  const current = { stubs: createStubs() };
  const names = [
    'loadCheckout',
    'saveEmail',
    'saveShippingAddress',
    'saveShippingMethod',
    'saveBillingAddress',
    'savePayment',
    'placeOrder',
  ];
  const actors = Object.fromEntries(
    names.map((name) => [name, fromPromise(({ input }) => current.stubs.call(name)(input))]),
  );
  return { current, actors };
});

vi.mock('../../src/lib/checkout-actors.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/checkout-actors.ts')>()),
  checkoutActors: () => checkout.actors,
}));

const calls = () => checkout.current.stubs;

let app: AppActor | undefined;
beforeEach(() => {
  checkout.current.stubs = createStubs();
});
afterEach(() => app?.stop());

const appCart: Cart = {
  id: FRESH_CART.id,
  total_quantity: 2,
  items: [
    {
      uid: 'omega',
      quantity: 2,
      product: { sku: 'OMEGA', name: 'Omega-3 Kapseln' },
      prices: {
        price: { value: 19.9, currency: 'EUR' },
        row_total_including_tax: { value: 39.8, currency: 'EUR' },
      },
      purchase_mode: 'oneTime',
    },
  ],
  applied_coupons: null,
  prices: { grand_total: { value: 39.8, currency: 'EUR' } },
};

const HOME: SavedAddress = {
  ...BERLIN,
  id: 7,
  firstname: 'Kim',
  lastname: 'Lang',
  street: ['Seestraße 5'],
  defaultShipping: true,
  defaultBilling: false,
};
const OFFICE: SavedAddress = {
  ...BERLIN,
  id: 8,
  firstname: 'Kim',
  lastname: 'Lang',
  company: 'Lang GmbH',
  street: ['Hafenweg 2'],
  city: 'Hamburg',
  postcode: '20457',
  defaultShipping: false,
  defaultBilling: true,
};

/** The checkout page of a guest or a customer, its machine loaded with `cart` (and saved addresses). */
async function renderCheckout({
  lang = 'en',
  customer = false,
  cart = FRESH_CART,
  savedAddresses = [],
  step = null,
}: {
  lang?: Lang;
  customer?: boolean;
  cart?: CheckoutCart;
  savedAddresses?: SavedAddress[];
  step?: 'payment' | null;
} = {}) {
  const { machine, stubs: appStubs } = stubbedApp();
  app = createActor(machine, {
    systemId: 'app',
    input: customer
      ? { session: { token: 'token' }, cart: { cartId: null, loggedIn: true } }
      : { session: { token: null }, cart: { cartId: FRESH_CART.id, loggedIn: false } },
  }).start();
  await renderInRouter(
    <AppActorProvider actor={app}>
      <CheckoutPage lang={lang} shop="eu" step={step} />
    </AppActorProvider>,
    { lang },
  );
  if (customer) {
    await act(() =>
      appStubs.settle('loadCustomer', 'done', {
        email: 'kim@example.com',
        firstname: 'Kim',
        lastname: 'Lang',
      }),
    );
    await act(() => appStubs.settle('loadCustomerCart', 'done', appCart));
  } else {
    await act(() => appStubs.settle('loadCart', 'done', appCart));
  }
  expect(calls().actors).toEqual([
    { actor: 'loadCheckout', input: { cartId: FRESH_CART.id, loggedIn: customer } },
  ]);
  await act(() => calls().settle('loadCheckout', 'done', { cart, savedAddresses }));
  return { user: userEvent.setup(), app: app as AppActor };
}

describe('<CheckoutPage>: the email step', () => {
  it.each([
    [
      'en',
      'Your email address',
      'Email',
      'Continue as guest',
      'There is an account with this email address.',
      'Log in instead',
    ],
    [
      'de',
      'Ihre E-Mail-Adresse',
      'E-Mail',
      'Als Gast fortfahren',
      'Zu dieser E-Mail-Adresse gibt es ein Kundenkonto.',
      'Stattdessen anmelden',
    ],
  ] as const)(
    "%s: offers 'login instead' for a guest email that has an account, and opens the login",
    async (lang, region, field, guest, notice, instead) => {
      const { user, app } = await renderCheckout({ lang });
      const email = screen.getByRole('region', { name: region });
      await user.type(within(email).getByLabelText(field), 'kim@example.com');
      await user.click(within(email).getByRole('button', { name: guest }));
      expect(calls().actors.at(-1)).toEqual({
        actor: 'saveEmail',
        input: { cartId: FRESH_CART.id, email: 'kim@example.com' },
      });
      expect(within(email).queryByText(notice)).not.toBeInTheDocument();
      await act(() =>
        calls().settle('saveEmail', 'done', {
          cart: { ...FRESH_CART, email: 'kim@example.com' },
          emailHasAccount: true,
        }),
      );
      expect(within(email).getByText(notice)).toBeInTheDocument();
      await user.click(within(email).getByRole('button', { name: instead }));
      expect(app.getSnapshot().matches({ overlay: { open: 'loginModal' } })).toBe(true);
    },
  );

  it("offers no 'login instead' for an email without an account", async () => {
    const { user } = await renderCheckout();
    const email = screen.getByRole('region', { name: 'Your email address' });
    await user.type(within(email).getByLabelText('Email'), 'new@example.com');
    await user.click(within(email).getByRole('button', { name: 'Continue as guest' }));
    await act(() => calls().settle('saveEmail', 'done', answers.email(FRESH_CART)));
    expect(screen.getByRole('region', { name: 'Shipping address' })).toBeInTheDocument();
    expect(within(email).queryByRole('button', { name: 'Log in instead' })).not.toBeInTheDocument();
  });
});

describe('<CheckoutPage>: shipping', () => {
  it('an address in a country without shipping methods gets the no-methods state, not a dead end', async () => {
    const { user } = await renderCheckout({ cart: answers.email(FRESH_CART).cart });
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    await user.selectOptions(within(shipping).getByLabelText('Country'), 'IT');
    for (const [label, value] of [
      ['First name', 'Erika'],
      ['Last name', 'Mustermann'],
      ['Street and house number', 'Via Nazionale 1'],
      ['Postcode', '00184'],
      ['City', 'Roma'],
      ['Phone', '06 123456'],
    ] as const)
      await user.type(within(shipping).getByLabelText(label, { exact: true }), value);
    await user.click(within(shipping).getByRole('button', { name: 'Save shipping address' }));
    const rome = {
      firstname: 'Erika',
      lastname: 'Mustermann',
      street: ['Via Nazionale 1'],
      city: 'Roma',
      postcode: '00184',
      country_code: 'IT',
      telephone: '06 123456',
    };
    expect(calls().actors.at(-1)).toEqual({
      actor: 'saveShippingAddress',
      input: {
        cartId: FRESH_CART.id,
        choice: { address: expect.objectContaining(rome), saveInAddressBook: false },
      },
    });
    // The server keeps the address and offers no shipping method for Italy.
    await act(() =>
      calls().settle('saveShippingAddress', 'done', {
        ...answers.email(FRESH_CART).cart,
        shippingAddress: rome,
        availableShippingMethods: [],
      }),
    );
    expect(within(shipping).getByRole('alert')).toHaveTextContent(
      'Unfortunately we cannot deliver to this country yet. Please choose another address.',
    );
    expect(within(shipping).queryByRole('radio')).not.toBeInTheDocument();
    // No dead end: the address can be changed; the later steps wait for a method.
    expect(within(shipping).getByText('Change the address')).toBeInTheDocument();
    expect(within(shipping).getByRole('button', { name: 'Save shipping address' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Billing address' })).not.toBeInTheDocument();
  });

  it('a customer picks a saved address for shipping', async () => {
    const { user } = await renderCheckout({ customer: true, savedAddresses: [HOME, OFFICE] });
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    const saved = within(shipping).getByRole('group', { name: 'Your saved addresses' });
    expect(
      within(saved)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ship to Kim Lang, Seestraße 5, 10115 Berlin', 'Ship to Kim Lang, Hafenweg 2, 20457 Hamburg']);
    await user.click(within(saved).getByRole('button', { name: /Seestraße 5/ }));
    expect(calls().actors.at(-1)).toEqual({
      actor: 'saveShippingAddress',
      input: { cartId: FRESH_CART.id, choice: { customerAddressId: 7 } },
    });
  });
});

describe('<CheckoutPage>: billing', () => {
  const shipped = answers.method(answers.shipping(FRESH_CART));

  it('a customer picks a saved address for the billing address too', async () => {
    const { user } = await renderCheckout({ customer: true, cart: shipped, savedAddresses: [HOME, OFFICE] });
    const billing = screen.getByRole('region', { name: 'Billing address' });
    // Same as shipping is the default; another address offers the saved ones and a new one.
    expect(within(billing).queryByRole('group', { name: 'Your saved addresses' })).not.toBeInTheDocument();
    await user.click(within(billing).getByRole('checkbox', { name: 'Same as the shipping address' }));
    const saved = within(billing).getByRole('group', { name: 'Your saved addresses' });
    expect(within(billing).getByRole('button', { name: 'Save billing address' })).toBeInTheDocument();
    await user.click(
      within(saved).getByRole('button', { name: 'Bill to Kim Lang, Hafenweg 2, 20457 Hamburg' }),
    );
    expect(calls().actors.at(-1)).toEqual({
      actor: 'saveBillingAddress',
      input: { cartId: FRESH_CART.id, choice: { customerAddressId: 8 } },
    });
    await act(() => calls().settle('saveBillingAddress', 'done', { ...shipped, billingAddress: OFFICE }));
    // Saving billing re-saves the shipping method (spec 4), then the address shows.
    await act(() => calls().settle('saveShippingMethod', 'done', { ...shipped, billingAddress: OFFICE }));
    expect(within(billing).getByText(/Hafenweg 2/, { selector: 'address' })).toBeInTheDocument();
  });

  it('a guest has no saved addresses to pick for billing', async () => {
    const { user } = await renderCheckout({ cart: shipped });
    const billing = screen.getByRole('region', { name: 'Billing address' });
    await user.click(within(billing).getByRole('checkbox', { name: 'Same as the shipping address' }));
    expect(within(billing).queryByRole('group', { name: 'Your saved addresses' })).not.toBeInTheDocument();
    expect(within(billing).getByRole('button', { name: 'Save billing address' })).toBeInTheDocument();
  });
});

describe('<CheckoutPage>: the thank-you page', () => {
  const ready = (payment: string): CheckoutCart => ({
    ...answers.billing(answers.method(answers.shipping(answers.email(FRESH_CART).cart))),
    selectedPayment: payment,
    totals: { ...FRESH_CART.totals, grandTotal: 44.75 },
  });

  async function order(
    lang: Lang,
    payment: string,
    texts: { review: string; accept: RegExp; order: string },
  ) {
    const { user } = await renderCheckout({ lang, cart: ready(payment) });
    const review = screen.getByRole('region', { name: texts.review });
    await user.click(within(review).getByRole('checkbox', { name: texts.accept }));
    await user.click(within(review).getByRole('button', { name: texts.order }));
    expect(calls().actors.at(-1)).toEqual({ actor: 'placeOrder', input: { cartId: FRESH_CART.id } });
    await act(() => calls().settle('placeOrder', 'done', { orderNumber: '1000000042', guestToken: null }));
  }

  it('prepayment: the bank transfer instructions with amount, account and the order number as reference', async () => {
    await order('en', 'banktransfer', {
      review: 'Review and order',
      accept: /I have read the terms/,
      order: 'Order with obligation to pay',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    const instructions = screen.getByRole('region', { name: 'Payment instructions' });
    expect(instructions).toHaveTextContent('Please transfer 44,75 € to:');
    expect(instructions).toHaveTextContent('VitalShop GmbH');
    expect(instructions).toHaveTextContent('IBAN DE89 3704 0044 0532 0130 00');
    expect(instructions).toHaveTextContent('BIC COBADEFFXXX (Commerzbank)');
    expect(instructions).toHaveTextContent('Reference: 1000000042');
  });

  it('prepayment in German', async () => {
    await order('de', 'banktransfer', {
      review: 'Prüfen und bestellen',
      accept: /AGB/,
      order: 'Zahlungspflichtig bestellen',
    });
    const instructions = screen.getByRole('region', { name: 'Zahlungshinweise' });
    expect(instructions).toHaveTextContent('IBAN DE89 3704 0044 0532 0130 00');
    expect(instructions).toHaveTextContent('1000000042');
  });

  it('invoice: no bank transfer instructions', async () => {
    await order('en', 'invoice', {
      review: 'Review and order',
      accept: /I have read the terms/,
      order: 'Order with obligation to pay',
    });
    expect(screen.getByText('Your order number:')).toHaveTextContent('1000000042');
    expect(screen.queryByRole('region', { name: 'Payment instructions' })).not.toBeInTheDocument();
    expect(screen.getByText('You receive the invoice with your delivery.')).toBeInTheDocument();
  });
});

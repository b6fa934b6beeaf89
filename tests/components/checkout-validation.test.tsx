import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Cart } from '../../machines/cart.machine.ts';
import type { CheckoutCart } from '../../machines/checkout.machine.ts';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { CheckoutPage } from '../../src/views/checkout/checkout-page.tsx';
import { GuestAccountForm } from '../../src/views/checkout/guest-account-form.tsx';
import { stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

// Spec 5's validation texts outside the account area, in the checkout: the guest's email field
// and the thank-you page's form that makes an account from a guest order, in both languages.
// Nothing is sent while a rule is broken. The checkout's GraphQL calls are stubbed here (the
// real machine and views run); the captcha widget is a button that solves it.

vi.mock('../../src/ui/captcha.tsx', () => import('./session-captcha-stub.tsx'));

const calls = vi.hoisted(() => ({
  savedEmails: [] as string[],
  accounts: [] as Array<{ orderNumber: string; token: string; password: string; captchaToken: string }>,
  /** What createCustomerFromGuestOrder rejects with (its BackendError), or null when it succeeds. */
  accountRefusal: null as { message: string; code?: string } | null,
}));

const CHECKOUT_CART: CheckoutCart = {
  id: 'c1',
  email: null,
  totalQuantity: 1,
  shippingAddress: null,
  availableShippingMethods: [],
  selectedShippingMethod: null,
  billingAddress: null,
  availablePayments: [],
  selectedPayment: null,
  totals: { currency: 'EUR', subtotal: 12.9, discounts: [], lineDiscounts: [], grandTotal: 12.9, taxes: [] },
};

vi.mock('../../src/lib/checkout-actors.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/checkout-actors.ts')>();
  return {
    ...actual,
    checkoutActors: (...args: Parameters<typeof actual.checkoutActors>) => ({
      ...actual.checkoutActors(...args),
      loadCheckout: fromPromise(async () => ({ cart: CHECKOUT_CART, savedAddresses: [] })),
      saveEmail: fromPromise<{ cart: CheckoutCart; emailHasAccount: boolean }, { email: string }>(
        async ({ input }) => {
          calls.savedEmails.push(input.email);
          return { cart: { ...CHECKOUT_CART, email: input.email }, emailHasAccount: false };
        },
      ),
    }),
    createCustomerFromGuestOrder: async (
      orderNumber: string,
      token: string,
      password: string,
      captchaToken: string,
    ) => {
      calls.accounts.push({ orderNumber, token, password, captchaToken });
      if (calls.accountRefusal) throw calls.accountRefusal;
      return 'gast@example.com';
    },
  };
});

const TEXTS = {
  en: {
    section: 'Your email address',
    email: 'Email',
    guest: 'Continue as guest',
    invalidEmail: 'The email field must be a valid email',
    form: 'Create an account',
    password: 'Password',
    required: 'This field is required',
    captcha: 'Please solve the captcha',
    created: /Your account has been created/,
    emailTaken: 'A customer with the same email address already exists in an associated website.',
    failed: 'An error occurred',
  },
  de: {
    section: 'Ihre E-Mail-Adresse',
    email: 'E-Mail',
    guest: 'Als Gast fortfahren',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    form: 'Kundenkonto anlegen',
    password: 'Passwort',
    required: 'Dieses Feld ist ein Pflichtfeld',
    captcha: 'Bitte lösen Sie das Captcha',
    created: /Ihr Kundenkonto ist angelegt/,
    emailTaken: 'Es existiert bereits ein Kundenkonto mit dieser E-Mail-Adresse.',
    failed: 'Ein Fehler ist aufgetreten',
  },
} as const;

let app: AppActor | undefined;
afterEach(() => {
  app?.stop();
  app = undefined;
  calls.savedEmails.length = 0;
  calls.accounts.length = 0;
  calls.accountRefusal = null;
});

const APP_CART: Cart = {
  id: 'c1',
  total_quantity: 1,
  items: [{ uid: 'line-1', quantity: 1, product: { sku: 'PRO-MAG-1M', name: 'Pro Magnesium' } }],
  applied_coupons: null,
};

/** A guest's single-page checkout of a cart with one line. */
async function renderCheckout(lang: 'de' | 'en') {
  const { machine, stubs } = stubbedApp();
  app = createActor(machine, {
    systemId: 'app',
    input: { session: { token: null }, cart: { cartId: 'c1', loggedIn: false } },
  }).start();
  await renderInRouter(
    <AppActorProvider actor={app}>
      <CheckoutPage lang={lang} shop="eu" step={null} />
    </AppActorProvider>,
    { lang, path: `/${lang}/checkout/` },
  );
  await act(() => stubs.settle('loadCart', 'done', APP_CART));
  return screen.findByRole('region', { name: TEXTS[lang].section });
}

describe.each(['en', 'de'] as const)("checkout: the guest's email (%s)", (lang) => {
  const text = TEXTS[lang];

  it('refuses a malformed address with the spec text and sends nothing; a valid one goes to the cart', async () => {
    const section = await renderCheckout(lang);
    const user = userEvent.setup();
    const field = within(section).getByLabelText(text.email);
    await user.type(field, 'keine-adresse@');
    await user.click(within(section).getByRole('button', { name: text.guest }));
    expect(within(section).getByText(text.invalidEmail)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(text.invalidEmail);
    expect(calls.savedEmails).toEqual([]);

    await user.clear(field);
    await user.type(field, 'gast@example.com');
    await user.click(within(section).getByRole('button', { name: text.guest }));
    expect(within(section).queryByText(text.invalidEmail)).not.toBeInTheDocument();
    expect(calls.savedEmails).toEqual(['gast@example.com']);
  });
});

describe.each(['en', 'de'] as const)("thank-you page: a guest's account from the order (%s)", (lang) => {
  const text = TEXTS[lang];

  it('asks for the password and the captcha with the spec texts, then creates the account', async () => {
    await renderInRouter(<GuestAccountForm orderNumber="000000042" token="guest-token" />, {
      lang,
      path: `/${lang}/checkout/`,
    });
    const form = screen.getByRole('form', { name: text.form });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: text.form }));
    const password = within(form).getByLabelText(text.password);
    expect(await within(form).findByText(text.required)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(text.required);
    expect(within(form).getByText(text.captcha)).toBeInTheDocument();
    expect(calls.accounts).toEqual([]);

    await user.type(password, 'geheim123');
    await user.click(within(form).getByRole('button', { name: 'Solve captcha' }));
    await user.click(within(form).getByRole('button', { name: text.form }));
    expect(await screen.findByText(text.created)).toBeInTheDocument();
    expect(calls.accounts).toEqual([
      {
        orderNumber: '000000042',
        token: 'guest-token',
        password: 'geheim123',
        captchaToken: 'solved-captcha-payload',
      },
    ]);
  });

  it.each([
    // The server's English words with their code: the text is the code's, in the page's language.
    [
      {
        message: 'A customer with the same email address already exists in an associated website.',
        code: 'EMAIL_TAKEN',
      },
      'emailTaken',
    ],
    // No code the shop knows: the form's own text, never the backend's words.
    [{ message: 'Internal failure 42', code: 'INVALID_INPUT' }, 'failed'],
  ] as const)('shows a refusal (%o) by its code, never by its words', async (refusal, expected) => {
    calls.accountRefusal = refusal;
    await renderInRouter(<GuestAccountForm orderNumber="000000042" token="guest-token" />, {
      lang,
      path: `/${lang}/checkout/`,
    });
    const form = screen.getByRole('form', { name: text.form });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(text.password), 'geheim123');
    await user.click(within(form).getByRole('button', { name: 'Solve captcha' }));
    await user.click(within(form).getByRole('button', { name: text.form }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(text[expected]);
    if (lang === 'de') expect(alert).not.toHaveTextContent(refusal.message);
    expect(alert).not.toHaveTextContent('Internal failure 42');
  });
});

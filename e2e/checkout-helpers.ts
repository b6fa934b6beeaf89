import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

// Steps the checkout specs share: a cart made through the API, the registration, the steps of
// the German one-page checkout, the captcha and the mail outbox of the e2e server. The steps act
// on the page they are given, so a spec with a shop server of its own (payments) uses them too.

/** A guest cart with PRO-MAG-1M × `quantity` (2 unless told), made through the API of the page's server, whose id the storefront then uses. */
export async function cartWithProduct(page: Page, store: string, quantity = 2): Promise<void> {
  const origin = new URL('/', page.url()).toString();
  const api = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await page.request.post(new URL('/graphql', origin).toString(), {
      data: { query, variables },
      headers: { store },
    });
    return (await res.json()) as { data: Record<string, unknown> };
  };
  // Wait for the storefront's own first cart, so its cookie cannot overwrite ours afterwards.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'cart')).toBe(true);
  const id = (await api('mutation { createEmptyCart }')).data.createEmptyCart as string;
  await api(
    'mutation($id: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: $q }]) { user_errors { message } } }',
    { id, q: quantity },
  );
  await page.context().addCookies([{ name: 'cart', value: id, url: origin }]);
}

export async function setStore(page: Page, store: string) {
  await page
    .context()
    .addCookies([{ name: 'store', value: store, url: new URL('/', page.url()).toString() }]);
}

export function outboxHas(text: string): boolean {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(dir).some((f) => readFileSync(path.join(dir, f), 'utf8').includes(text));
  } catch {
    return false;
  }
}

export async function fillAddress(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value);
}

export async function solveCaptcha(scope: Locator) {
  const widget = scope.locator('altcha-widget');
  await widget.locator('label').first().click();
  await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 20_000 });
}

/**
 * Registers a new customer on /de/registrieren/ (captcha solved) and waits until the storefront
 * has signed in and taken over the cart: the token is in the browser and the account's cart
 * (with the guest cart merged into it) has replaced the guest cart's id in the cart cookie.
 * Leaving the page before that would cut the merge short, and the next page would load the
 * account's cart without the guest's lines.
 */
export async function registerCustomer(
  page: Page,
  email: string,
  name: { firstname: string; lastname: string } = { firstname: 'Erika', lastname: 'Mustermann' },
): Promise<void> {
  const here = page.url();
  await page.goto(
    here.startsWith('http') ? new URL('/de/registrieren/', here).toString() : '/de/registrieren/',
  );
  const form = page.getByRole('form', { name: 'Kundenkonto anlegen' });
  await form.getByLabel('Vorname').fill(name.firstname);
  await form.getByLabel('Nachname').fill(name.lastname);
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await form.getByLabel('Passwort bestätigen').fill('geheim123');
  await form.getByLabel(/Ich akzeptiere die AGB/).check();
  await solveCaptcha(form);
  const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
  const guestCart = await cookie('cart');
  await form.getByRole('button', { name: 'Registrieren' }).click();
  await expect.poll(() => cookie('customer-token')).toBeTruthy();
  if (guestCart) await expect.poll(() => cookie('cart'), { timeout: 20_000 }).not.toBe(guestCart);
}

/** German one-page checkout: the email step as a guest. */
export async function continueAsGuest(page: Page, email: string): Promise<void> {
  const region = page.getByRole('region', { name: 'Ihre E-Mail-Adresse' });
  await region.getByLabel('E-Mail').fill(email);
  await region.getByRole('button', { name: 'Als Gast fortfahren' }).click();
}

export const BERLIN = {
  Vorname: 'Erika',
  Nachname: 'Mustermann',
  'Straße und Hausnummer': 'Musterstraße 1',
  Postleitzahl: '10115',
  Ort: 'Berlin',
  Telefon: '030 123456',
};

/** German one-page checkout: ships to Berlin with standard shipping. */
export async function shipToBerlin(page: Page): Promise<void> {
  const shipping = page.getByRole('region', { name: 'Lieferadresse' });
  await fillAddress(shipping, BERLIN);
  await shipping.getByRole('button', { name: 'Lieferadresse speichern' }).click();
  await shipping.getByRole('radio', { name: /Standardversand/ }).click();
  await expect(shipping.getByRole('radio', { name: /Standardversand/ })).toBeChecked();
}

/** German one-page checkout: the billing address is the shipping address. */
export async function billToShippingAddress(page: Page): Promise<void> {
  const billing = page.getByRole('region', { name: 'Rechnungsadresse' });
  await billing.getByRole('button', { name: 'Lieferadresse verwenden' }).click();
  await expect(billing.getByText(BERLIN['Straße und Hausnummer'])).toBeVisible();
}

/** German one-page checkout: picks the payment method by its label ('Rechnung', 'Kreditkarte', 'PayPal'). */
export async function choosePayment(page: Page, label: string): Promise<void> {
  const payment = page.getByRole('region', { name: 'Zahlungsart' });
  await payment.getByRole('radio', { name: label }).click();
  await expect(payment.getByRole('radio', { name: label })).toBeChecked();
}

/** German one-page checkout: accepts the terms and orders ('Zahlungspflichtig bestellen'). */
export async function orderWithObligationToPay(page: Page): Promise<void> {
  const review = page.getByRole('region', { name: 'Prüfen und bestellen' });
  await review.getByRole('checkbox').check();
  await review.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
}

/** The German thank-you page's order number (EU shop numbers start with 1, Swiss ones with 2). */
export async function thankYouOrderNumber(page: Page, heading = 'Vielen Dank für Ihre Bestellung', shop = 1) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const pattern = new RegExp(`^${shop}\\d{9}$`);
  const number = (await page.locator('strong').filter({ hasText: pattern }).textContent()) ?? '';
  expect(number).toMatch(pattern);
  return number;
}

/**
 * A customer (password 'geheim123') with a monthly savings plan of PRO-MAG-1M × 1 paid by
 * invoice, registered and bought through the GraphQL API of the shop at `base` (its captcha off).
 */
export async function customerWithMonthlyPlan(base: string, email: string): Promise<void> {
  const api = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        store: 'de',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data ?? {};
  };
  await api(
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password: 'geheim123', firstname: 'Erika', lastname: 'Mustermann' } },
  );
  const { generateCustomerToken } = (await api(
    'mutation($e: String!) { generateCustomerToken(email: $e, password: "geheim123") { token } }',
    { e: email },
  )) as { generateCustomerToken: { token: string } };
  const token = generateCustomerToken.token;
  const { customerCart } = (await api('{ customerCart { id } }', {}, token)) as {
    customerCart: { id: string };
  };
  const address = {
    firstname: 'Erika',
    lastname: 'Mustermann',
    street: ['Musterstraße 1'],
    city: 'Berlin',
    postcode: '10115',
    country_code: 'DE',
    telephone: '030 123456',
  };
  for (const [query, vars] of [
    [
      'mutation($id: String!, $uid: ID!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: 1, entered_options: [{ uid: $uid, value: "1" }] }]) { user_errors { message } } }',
      { uid: Buffer.from('purchase_mode/onGoing/monthly').toString('base64') },
    ],
    [
      'mutation($id: String!, $a: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $a }) { cart { id } } }',
      { a: [{ address }] },
    ],
    [
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "invoice" } }) { cart { id } } }',
      {},
    ],
    ['mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', {}],
  ] as const)
    await api(query, { id: customerCart.id, ...vars }, token);
}

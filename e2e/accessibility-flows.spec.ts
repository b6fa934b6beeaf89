import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { cartWithProduct, fillAddress, registerCustomer } from './checkout-helpers.ts';

// axe-core (WCAG 2.2 AA) over the pages behind a cart or a login, in both languages on desktop
// and phone: the one-page checkout in each of its states, every step of the multi-step checkout
// up to the thank-you page, every account page of a signed-in customer with an address, an order
// and a savings plan (with its dates in the page's language), and the search overlay open (empty
// and with hits).

test.describe.configure({ timeout: 240_000 });

const w = {
  de: {
    emailRegion: 'Ihre E-Mail-Adresse',
    email: 'E-Mail',
    guest: 'Als Gast fortfahren',
    shipping: 'Lieferadresse',
    address: {
      Vorname: 'Erika',
      Nachname: 'Mustermann',
      'Straße und Hausnummer': 'Musterstraße 1',
      Postleitzahl: '10115',
      Ort: 'Berlin',
      Telefon: '030 123456',
    },
    saveShipping: 'Lieferadresse speichern',
    method: /Standardversand/,
    billing: 'Rechnungsadresse',
    useShipping: 'Lieferadresse verwenden',
    payment: 'Zahlungsart',
    invoice: 'Rechnung',
    review: 'Prüfen und bestellen',
    order: 'Zahlungspflichtig bestellen',
    thanks: 'Vielen Dank für Ihre Bestellung',
    next: 'Weiter',
    search: 'Suchen',
    searchField: 'Produkte und Inhalte suchen',
    wishlist: 'Wunschliste',
    quickNav: 'Schnellnavigation',
  },
  en: {
    emailRegion: 'Your email address',
    email: 'Email',
    guest: 'Continue as guest',
    shipping: 'Shipping address',
    address: {
      'First name': 'Erika',
      'Last name': 'Mustermann',
      'Street and house number': 'Musterstraße 1',
      Postcode: '10115',
      City: 'Berlin',
      Phone: '030 123456',
    },
    saveShipping: 'Save shipping address',
    method: /Standard/,
    billing: 'Billing address',
    useShipping: 'Use the shipping address',
    payment: 'Payment method',
    invoice: 'Invoice',
    review: 'Review and order',
    order: 'Order with obligation to pay',
    thanks: 'Thank you for your order',
    next: 'Continue',
    search: 'Search',
    searchField: 'Search products and content',
    wishlist: 'Wishlist',
    quickNav: 'Quick navigation',
  },
};

async function noViolations(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

for (const lang of ['de', 'en'] as const) {
  const t = w[lang];

  test(`axe: ${lang} one-page checkout in each state`, async ({ page }, testInfo) => {
    await page.goto(`/${lang}/`);
    await cartWithProduct(page, 'de');
    await page.goto(`/${lang}/checkout/`);
    const emailRegion = page.getByRole('region', { name: t.emailRegion });
    await expect(emailRegion).toBeVisible();
    await noViolations(page, 'email step');
    // A refused email shows its error.
    await emailRegion.getByLabel(t.email).fill('nope');
    await emailRegion.getByRole('button', { name: t.guest }).click();
    await expect(emailRegion.getByRole('alert')).toBeVisible();
    await noViolations(page, 'email error');
    await emailRegion.getByLabel(t.email).fill(`axe-${lang}-${testInfo.project.name}@example.com`);
    await emailRegion.getByRole('button', { name: t.guest }).click();

    const shipping = page.getByRole('region', { name: t.shipping });
    await expect(shipping.getByRole('button', { name: t.saveShipping })).toBeVisible();
    // An empty form sent: every field error showing.
    await shipping.getByRole('button', { name: t.saveShipping }).click();
    await expect(shipping.locator('[aria-invalid="true"]').first()).toBeVisible();
    await noViolations(page, 'address errors');
    await fillAddress(shipping, t.address);
    await shipping.getByRole('button', { name: t.saveShipping }).click();
    await shipping.getByRole('radio', { name: t.method }).click();
    await expect(shipping.getByRole('radio', { name: t.method })).toBeChecked();
    await noViolations(page, 'shipping methods');

    await page.getByRole('region', { name: t.billing }).getByRole('button', { name: t.useShipping }).click();
    const payment = page.getByRole('region', { name: t.payment });
    await payment.getByRole('radio', { name: t.invoice }).click();
    await expect(payment.getByRole('radio', { name: t.invoice })).toBeChecked();
    const review = page.getByRole('region', { name: t.review });
    await review.getByRole('button', { name: t.order }).click();
    await expect(review.getByRole('alert')).toBeVisible();
    await noViolations(page, 'review with the terms error');
  });

  test(`axe: ${lang} every step of the multi-step checkout and the thank-you page`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${lang}/`);
    await cartWithProduct(page, 'de');
    await page.goto(`/${lang}/checkout2/`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout2/user-account/$`));
    const emailRegion = page.getByRole('region', { name: t.emailRegion });
    await expect(emailRegion).toBeVisible();
    await noViolations(page, 'user-account step');
    await emailRegion.getByLabel(t.email).fill(`axe2-${lang}-${testInfo.project.name}@example.com`);
    await emailRegion.getByRole('button', { name: t.guest }).click();
    await emailRegion.getByRole('link', { name: t.next }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout2/shipping/$`));
    const shipping = page.getByRole('region', { name: t.shipping });
    await expect(shipping.getByRole('button', { name: t.saveShipping })).toBeVisible();
    await noViolations(page, 'shipping step');
    await fillAddress(shipping, t.address);
    await shipping.getByRole('button', { name: t.saveShipping }).click();
    await shipping.getByRole('radio', { name: t.method }).click();
    await expect(shipping.getByRole('radio', { name: t.method })).toBeChecked();
    await noViolations(page, 'shipping step with methods');
    await shipping.getByRole('link', { name: t.next }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout2/billing/$`));
    const billing = page.getByRole('region', { name: t.billing });
    await expect(billing.getByRole('button', { name: t.useShipping })).toBeVisible();
    await noViolations(page, 'billing step');
    await billing.getByRole('button', { name: t.useShipping }).click();
    await billing.getByRole('link', { name: t.next }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout2/payment/$`));
    const payment = page.getByRole('region', { name: t.payment });
    await expect(payment.getByRole('radio').first()).toBeVisible();
    await noViolations(page, 'payment step');
    await payment.getByRole('radio', { name: t.invoice }).click();
    const review = page.getByRole('region', { name: t.review });
    await review.getByRole('checkbox').check();
    await noViolations(page, 'payment step with the review');
    await review.getByRole('button', { name: t.order }).click();

    // The thank-you page shows where the order was placed (entering another step leads back to it).
    await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible({ timeout: 20_000 });
    await noViolations(page, 'thank-you step');
  });

  test(`axe: ${lang} the search overlay open, empty and with hits`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const button = page.getByRole('banner').getByRole('button', { name: t.search });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.search });
    const field = dialog.getByRole('combobox', { name: t.searchField });
    await expect(field).toBeFocused();
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await noViolations(page, 'search overlay, empty');
    await page.keyboard.type('magnesium');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await noViolations(page, 'search overlay with hits');
  });
}

/** A new customer with an address, an order with a savings plan, and a wishlist item, signed in in this browser. */
async function signedInCustomer(page: Page, email: string) {
  await registerCustomer(page, email);
  const token = (await page.context().cookies()).find((c) => c.name === 'customer-token')?.value ?? '';
  const api = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await page.request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}`, store: 'de' },
    });
    // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are the queries' own, read right below
    const body = (await res.json()) as { data: Record<string, any>; errors?: unknown };
    expect(body.errors, query).toBeUndefined();
    return body.data;
  };
  const address = await api(
    `mutation { createCustomerAddress(input: { firstname: "Erika", lastname: "Mustermann",
      street: ["Musterstraße 1"], city: "Berlin", postcode: "10115", country_code: DE,
      telephone: "030 123456" }) { id } }`,
  );
  const addressId = address.createCustomerAddress.id as number;
  const wishlistId = (await api('{ customer { wishlist { id } } }')).customer.wishlist.id as string;
  await api(
    'mutation($id: ID!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: "PRO-MAG-1M", quantity: 1 }]) { user_errors { message } } }',
    { id: wishlistId },
  );
  const cartId = (await api('{ customerCart { id } }')).customerCart.id as string;
  await api(
    'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: 1 }]) { user_errors { message } } }',
    { id: cartId },
  );
  // A monthly savings plan in the same order: the account's savings-plan pages have one to show.
  await api(
    'mutation($id: String!, $uid: ID!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-3M", quantity: 1, entered_options: [{ uid: $uid, value: "1" }] }]) { user_errors { message } } }',
    { id: cartId, uid: Buffer.from('purchase_mode/onGoing/monthly').toString('base64') },
  );
  const shipped = await api(
    `mutation($id: String!, $a: Int!) { setShippingAddressesOnCart(input: { cart_id: $id,
      shipping_addresses: [{ customer_address_id: $a }] }) { cart { shipping_addresses {
      available_shipping_methods { carrier_code method_code } } } } }`,
    { id: cartId, a: addressId },
  );
  const method = shipped.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods[0];
  await api(
    `mutation($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $id,
      shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { id } } }`,
    { id: cartId, c: method.carrier_code, m: method.method_code },
  );
  await api(
    `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id,
      billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { id: cartId },
  );
  await api(
    `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id,
      payment_method: { code: "invoice" } }) { cart { id } } }`,
    { id: cartId },
  );
  const placed = await api(
    'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }',
    { id: cartId },
  );
  const plans = await api('{ customer { savings_plans { uid } } }');
  expect(plans.customer.savings_plans).toHaveLength(1);
  return {
    addressId,
    orderNumber: placed.placeOrder.order.order_number as string,
    planUid: plans.customer.savings_plans[0].uid as string,
  };
}

for (const lang of ['de', 'en'] as const) {
  test(`axe: ${lang} every account page of a signed-in customer`, async ({ page }, testInfo) => {
    const { addressId, orderNumber, planUid } = await signedInCustomer(
      page,
      `axe-konto-${lang}-${testInfo.project.name}-${Date.now()}@example.com`,
    );
    const pages = [
      '',
      'my-profile/',
      'addresses-details/',
      'addresses-details/create/',
      `addresses-details/edit/${addressId}/`,
      'order-history/',
      `order-history/${orderNumber}/`,
      'my-savings-plans/',
      `my-savings-plans/${encodeURIComponent(planUid)}/`,
      'my-wishlist/',
      'my-reviews/',
      'my-newsletter/',
    ];
    for (const path of pages) {
      await page.goto(`/${lang}/customer/${path}`);
      await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
      await expect(
        page.getByRole('main').locator('[role=status][aria-busy=true], .animate-spin'),
      ).toHaveCount(0);
      await noViolations(page, `/${lang}/customer/${path}`);
      // Dates in the page's language (order, savings plan, review): never an ISO date.
      expect(await page.getByRole('main').textContent(), path).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    }

    // The savings plan's actions, each open: skip, change interval or quantity, cancel.
    const plan = `/${lang}/customer/my-savings-plans/${encodeURIComponent(planUid)}/`;
    const actions =
      lang === 'de'
        ? [
            ['Nächste Lieferung aussetzen', 'Lieferung aussetzen'],
            ['Intervall oder Menge ändern', 'Änderungen speichern'],
            ['Sparabo kündigen', 'Sparabo jetzt kündigen'],
          ]
        : [
            ['Skip next delivery', 'Skip delivery'],
            ['Change interval or quantity', 'Save changes'],
            ['Cancel savings plan', 'Cancel savings plan now'],
          ];
    for (const [open, confirm] of actions) {
      await page.goto(plan);
      await page.getByRole('main').getByRole('button', { name: open, exact: true }).click();
      await expect(page.getByRole('main').getByRole('button', { name: confirm, exact: true })).toBeVisible();
      await noViolations(page, `${plan} ${open}`);
    }

    // The wishlist sidebar, opened from the heart (header on a desktop, bottom bar on a phone).
    const phone = (page.viewportSize()?.width ?? 1280) < 768;
    const heart = (
      phone ? page.getByRole('navigation', { name: w[lang].quickNav }) : page.getByRole('banner')
    ).getByRole('button', { name: w[lang].wishlist });
    await heart.click();
    const sidebar = page.getByRole('dialog', { name: w[lang].wishlist });
    await expect(sidebar.getByRole('listitem')).toHaveCount(1);
    await noViolations(page, `/${lang}/ wishlist sidebar`);
  });
}

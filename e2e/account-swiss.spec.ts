import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  choosePayment,
  logInThroughModal,
  orderWithObligationToPay,
  registerCustomer,
  thankYouOrderNumber,
} from './checkout-helpers.ts';

// The account area in the Swiss shop against the real server, in German and in English, on the
// phone and the desktop viewport. The shopper switches to the Swiss shop through the top bar's
// store switch, registers (and in English signs in again through the guard's login modal), keeps
// a Swiss address book, buys a monthly savings plan of Pro Magnesium in francs, and then opens
// every account page: overview, profile, addresses (create and edit), order history and the
// order's detail, savings plans, reviews, wishlist and newsletter. Every amount is in CHF, in the
// Swiss format the rest of the shop uses ('CHF 19.71').

const ONGOING_MONTHLY = Buffer.from('purchase_mode/onGoing/monthly').toString('base64');
const shotDir = 'test-results/screenshots';
// Pro Magnesium 1 Monat costs CHF 21.90 in the Swiss shop; as a monthly savings plan 10 % less
// (CHF 19.71), plus CHF 7.90 for PostPac Priority below the free-shipping threshold of CHF 79.
const TOTAL = 'CHF 27.61';

/** Switches to the Swiss shop through the top bar's store switch, as a shopper does. */
async function switchToSwissShop(page: Page, lang: 'de' | 'en') {
  const [eu, swiss] = lang === 'de' ? ['EU-Shop', 'Schweizer Shop'] : ['EU shop', 'Swiss shop'];
  await page.getByRole('button', { name: `Shop: ${eu}` }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(swiss) }).click();
  await expect(page.getByRole('button', { name: `Shop: ${swiss}` })).toBeVisible();
  const store = (await page.context().cookies()).find((c) => c.name === 'store')?.value;
  expect(store).toBe(lang === 'de' ? 'ch_de' : 'ch_en');
}

/** The commerce API as the signed-in shopper of `page`, in the given store view. */
function api(page: Page, store: string) {
  return async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) => {
    const token = (await page.context().cookies()).find((c) => c.name === 'customer-token')?.value ?? '';
    const res = await page.request.post('/graphql', {
      data: { query, variables },
      headers: { store, authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: T; errors?: { message: string }[] };
    expect(body.errors, query).toBeUndefined();
    return body.data;
  };
}

/** Puts PRO-MAG-1M × 1 as a monthly savings plan into the customer's cart of the store view. */
async function planIntoCustomerCart(page: Page, store: string): Promise<string> {
  const call = api(page, store);
  const cart = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  const id = cart.customerCart.id;
  const added = await call<{ addProductsToCart: { user_errors: unknown[] } }>(
    'mutation($id: String!, $uid: ID!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: 1, entered_options: [{ uid: $uid, value: "1" }] }]) { user_errors { message } } }',
    { id, uid: ONGOING_MONTHLY },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  return id;
}

/** The account navigation's link to a page (the same on a phone and a desktop). */
const accountLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /^(Konto|Account)$/ }).getByRole('link', { name, exact: true });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Nothing sticks out sideways (the phone's 375 px included). */
async function fitsTheWidth(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** Fills a Swiss address: the country first, then its canton, then the fields by their labels. */
async function fillSwissAddress(
  form: Locator,
  { country, region, canton }: { country: string; region: string; canton: string },
  fields: Record<string, string>,
) {
  await form.getByLabel(country, { exact: true }).selectOption('CH');
  await form.getByLabel(region, { exact: true }).selectOption({ label: canton });
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
}

/** A wished product (ZINK-1M) and a review of Vitamin C powder, through the API, for those pages. */
async function wishAndReview(page: Page, store: string, title: string) {
  const call = api(page, store);
  const list = await call<{ customer: { wishlist: { id: string } } }>('{ customer { wishlist { id } } }');
  const wished = await call<{ addProductsToWishlist: { user_errors: unknown[] } }>(
    'mutation($id: ID!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: "ZINK-1M", quantity: 1 }]) { user_errors { message } } }',
    { id: list.customer.wishlist.id },
  );
  expect(wished.addProductsToWishlist.user_errors).toEqual([]);
  const meta = await call<{
    productReviewRatingsMetadata: { items: { id: string; values: { value_id: string; value: string }[] }[] };
  }>('{ productReviewRatingsMetadata { items { id values { value_id value } } } }');
  const rating = meta.productReviewRatingsMetadata.items[0];
  await call(
    'mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary } } }',
    {
      input: {
        sku: 'VIT-C-1M',
        nickname: 'Erika',
        summary: title,
        text: 'Dissolves quickly.',
        ratings: [{ id: rating?.id, value_id: rating?.values.find((v) => v.value === '4')?.value_id }],
      },
    },
  );
}

test('a customer of the Swiss shop uses every account page in German, with the order in francs', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/de/');
  await switchToSwissShop(page, 'de');
  const mail = `schweiz-de-${testInfo.project.name}-${Date.now()}@example.com`;
  await registerCustomer(page, mail, { firstname: 'Erika', lastname: 'Musterfrau' });
  await planIntoCustomerCart(page, 'ch_de');
  const review = `Jeden Morgen ${testInfo.project.name}`;
  await wishAndReview(page, 'ch_de', review);

  // Overview before anything is bought: name and email, no addresses, no orders.
  await page.goto('/de/customer/');
  await expect(heading(page, 'Mein Konto')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shop: Schweizer Shop' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Erika Musterfrau')).toBeVisible();
  await expect(page.getByRole('main').getByText(mail)).toBeVisible();
  await expect(page.getByText('Sie haben noch nicht bestellt.')).toBeVisible();

  // Address book: a Swiss address (country first, then the canton), then edited.
  await accountLink(page, 'Adressen').click();
  await expect(heading(page, 'Adressen')).toBeVisible();
  await expect(page.getByText('Sie haben noch keine Adressen gespeichert.')).toBeVisible();
  await page.getByRole('link', { name: 'Neue Adresse hinzufügen' }).click();
  await expect(heading(page, 'Neue Adresse hinzufügen')).toBeVisible();
  const form = page.getByRole('form', { name: 'Neue Adresse hinzufügen' });
  await fillSwissAddress(
    form,
    { country: 'Land', region: 'Region', canton: 'Zürich' },
    {
      Vorname: 'Erika',
      Nachname: 'Musterfrau',
      Telefonnummer: '+41 44 123 45 67',
      'Straße und Hausnummer': 'Seestrasse 5',
      Postleitzahl: '8002',
      Ort: 'Zürich',
    },
  );
  await form.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page).toHaveURL(/\/de\/customer\/addresses-details\/$/);
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Seestrasse 5' });
  await expect(card.getByText('Schweiz')).toBeVisible();
  await expect(card.getByText('Standard-Lieferadresse')).toBeVisible();
  await card.getByRole('link', { name: 'Adresse Seestrasse 5 bearbeiten' }).click();
  await expect(heading(page, 'Adresse bearbeiten')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Adresse bearbeiten' });
  await expect(edit.getByLabel('Land', { exact: true })).toHaveValue('CH');
  await expect(edit.getByLabel('Region', { exact: true })).toHaveValue('129');
  await edit.getByLabel('Ort', { exact: true }).fill('Zürich-Enge');
  await edit.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zürich-Enge' })).toBeVisible();

  // Checkout in the Swiss shop: the saved address, PostPac Priority, invoice.
  await page.goto('/de/checkout/');
  await expect(page.getByText('Sie sind angemeldet.')).toBeVisible();
  const shipping = page.getByRole('region', { name: 'Lieferadresse' });
  await shipping.getByRole('button', { name: /^Liefern an Erika Musterfrau, Seestrasse 5/ }).click();
  await shipping.getByRole('radio', { name: /PostPac Priority/ }).click();
  await expect(shipping.getByRole('radio', { name: /PostPac Priority/ })).toBeChecked();
  const billing = page.getByRole('region', { name: 'Rechnungsadresse' });
  await billing.getByRole('button', { name: 'Lieferadresse verwenden' }).click();
  await expect(billing.getByText('Seestrasse 5')).toBeVisible();
  await choosePayment(page, 'Rechnung');
  const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
  await expect(summary.getByText('Gesamtsumme').locator('xpath=following-sibling::dd[1]')).toHaveText(TOTAL);
  await orderWithObligationToPay(page);
  const number = await thankYouOrderNumber(page, 'Vielen Dank für Ihre Bestellung', 2);

  // Overview: the default addresses and the latest order, in francs.
  await page.goto('/de/customer/');
  await expect(heading(page, 'Mein Konto')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Standard-Rechnungsadresse' })).toBeVisible();
  await expect(main.getByText('Seestrasse 5')).toHaveCount(2);
  await expect(main.getByRole('link', { name: `Bestellung ${number}` })).toBeVisible();
  await expect(main.getByText(TOTAL, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: /Pro Magnesium/ })).toBeVisible();
  await fitsTheWidth(page);
  await page.screenshot({ path: `${shotDir}/account-ch-de-${testInfo.project.name}.png`, fullPage: true });

  // Profile.
  await accountLink(page, 'Mein Profil').click();
  await expect(heading(page, 'Mein Profil')).toBeVisible();
  const profile = page.getByRole('form', { name: 'Persönliche Daten' });
  await expect(profile.getByLabel('Vorname')).toHaveValue('Erika');
  await expect(profile.getByLabel('Nachname')).toHaveValue('Musterfrau');
  await expect(page.getByRole('form', { name: 'E-Mail-Adresse ändern' }).getByLabel('E-Mail')).toHaveValue(
    mail,
  );

  // Order history and the order's detail, in francs.
  await accountLink(page, 'Bestellübersicht').click();
  await expect(heading(page, 'Bestellübersicht')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Offen');
  await expect(row).toContainText(TOTAL);
  await row.getByRole('link', { name: number }).click();
  await expect(heading(page, `Bestellung ${number}`)).toBeVisible();
  await expect(page.getByTestId('order-grand-total')).toHaveText(TOTAL);
  const items = page.getByRole('region', { name: 'Bestellte Artikel' });
  await expect(items.getByRole('row').filter({ hasText: 'Pro Magnesium' })).toContainText(/CHF \d+\.\d{2}/);
  await expect(page.getByText(/PostPac Priority/)).toBeVisible();
  await expect(main.getByText('Zürich-Enge').first()).toBeVisible();
  await fitsTheWidth(page);

  // Savings plans: the plan bought with the order, its next delivery in francs.
  await accountLink(page, 'Meine Sparabos').click();
  await expect(heading(page, 'Meine Sparabos')).toBeVisible();
  const plan = main.getByRole('listitem').filter({ hasText: 'Pro Magnesium' });
  await expect(plan).toContainText('Aktiv');
  await expect(plan).toContainText('Jeden Monat');
  await expect(plan).toContainText(/CHF \d+\.\d{2}/);

  // Wishlist, reviews and newsletter.
  await accountLink(page, 'Wunschliste').click();
  await expect(heading(page, 'Wunschliste')).toBeVisible();
  await expect(main.getByRole('link', { name: /^Zink Bisglycinat/ })).toBeVisible();
  await accountLink(page, 'Meine Bewertungen').click();
  await expect(heading(page, 'Meine Bewertungen')).toBeVisible();
  const mine = main.getByRole('listitem').filter({ hasText: review });
  await expect(mine.getByRole('link', { name: 'Vitamin C Pulver', exact: true })).toBeVisible();
  await expect(mine.getByText(/Wird geprüft/)).toBeVisible();
  await accountLink(page, 'Newsletter').click();
  await expect(heading(page, 'Newsletter')).toBeVisible();
  await expect(main.getByText('Sie haben unseren Newsletter nicht abonniert.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Newsletter abonnieren' })).toBeVisible();
  // Still the Swiss shop after all of it.
  await expect(page.getByRole('button', { name: 'Shop: Schweizer Shop' })).toBeVisible();
});

test('a customer of the Swiss shop signs in through the guard and uses every account page in English', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/en/');
  await switchToSwissShop(page, 'en');
  const mail = `schweiz-en-${testInfo.project.name}-${Date.now()}@example.com`;
  await registerCustomer(page, mail, { firstname: 'Kim', lastname: 'Lang' });

  // An order in the Swiss shop (through the commerce API): a monthly plan, shipped to Basel.
  const call = api(page, 'ch_en');
  const cartId = await planIntoCustomerCart(page, 'ch_en');
  const basel = {
    firstname: 'Kim',
    lastname: 'Lang',
    street: ['Rheinweg 7'],
    city: 'Basel',
    postcode: '4058',
    country_code: 'CH',
    region: 'BS',
    telephone: '061 123 45 67',
  };
  await call(
    'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { id: cartId, a: basel },
  );
  await call(
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "post", method_code: "priority" }] }) { cart { id } } }',
    { id: cartId },
  );
  await call(
    'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
    { id: cartId },
  );
  await call(
    'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "invoice" } }) { cart { id } } }',
    { id: cartId },
  );
  const placed = await call<{ placeOrder: { order: { order_number: string } } }>(
    'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }',
    { id: cartId },
  );
  const number = placed.placeOrder.order.order_number;
  expect(number).toMatch(/^2\d{9}$/);
  const orders = await call<{
    customer: { orders: { items: { total: { grand_total: { value: number; currency: string } } }[] } };
  }>('{ customer { orders { items { total { grand_total { value currency } } } } } }');
  expect(orders.customer.orders.items[0]?.total.grand_total).toEqual({ value: 27.61, currency: 'CHF' });

  // A wished product and a written review (both through the API) for their pages.
  const review = `Every morning ${testInfo.project.name}`;
  await wishAndReview(page, 'ch_en', review);

  // Signing in again in a new browser: the guard sends the guest home with the login modal,
  // and after the login to the wanted page, still in the Swiss shop.
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const shopper = await context.newPage();
  await context.addCookies([
    { name: 'store', value: 'ch_en', url: new URL('/', page.url()).toString() },
    { name: 'currency', value: 'CHF', url: new URL('/', page.url()).toString() },
  ]);
  await shopper.goto('/en/customer/order-history/');
  await expect(shopper).toHaveURL(/\/en\/$/);
  await logInThroughModal(shopper, mail, { lang: 'en' });
  await expect(shopper).toHaveURL(/\/en\/customer\/order-history\/$/);
  const p = shopper;
  await expect(p.getByRole('button', { name: 'Shop: Swiss shop' })).toBeVisible();

  // Order history and detail in francs.
  await expect(heading(p, 'Order history')).toBeVisible();
  const row = p.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(TOTAL);
  await row.getByRole('link', { name: number }).click();
  await expect(heading(p, `Order ${number}`)).toBeVisible();
  await expect(p.getByTestId('order-grand-total')).toHaveText(TOTAL);
  await expect(p.getByRole('region', { name: 'Items ordered' })).toContainText('Pro Magnesium');
  await expect(p.getByText(/PostPac Priority/)).toBeVisible();
  await expect(p.getByRole('main').getByText('Rheinweg 7').first()).toBeVisible();
  await fitsTheWidth(p);
  await p.screenshot({ path: `${shotDir}/order-detail-ch-en-${testInfo.project.name}.png`, fullPage: true });

  // Overview: the latest order in francs; no default address yet (the order's address was not saved).
  await accountLink(p, 'My Account').click();
  await expect(heading(p, 'My Account')).toBeVisible();
  const main = p.getByRole('main');
  await expect(main.getByText('Kim Lang')).toBeVisible();
  await expect(main.getByRole('link', { name: `Order ${number}` })).toBeVisible();
  await expect(main.getByText(TOTAL, { exact: true })).toBeVisible();
  await expect(main.getByText('No default billing address yet.')).toBeVisible();

  // Profile.
  await accountLink(p, 'My profile').click();
  await expect(heading(p, 'My profile')).toBeVisible();
  const profile = p.getByRole('form', { name: 'Personal data' });
  await expect(profile.getByLabel('First name')).toHaveValue('Kim');
  await expect(profile.getByLabel('Last name')).toHaveValue('Lang');

  // Addresses: create a Swiss one, then edit it.
  await accountLink(p, 'Addresses').click();
  await expect(heading(p, 'Addresses')).toBeVisible();
  await expect(p.getByText('You have no saved addresses yet.')).toBeVisible();
  await p.getByRole('link', { name: 'Add new address' }).click();
  await expect(heading(p, 'Add new address')).toBeVisible();
  const form = p.getByRole('form', { name: 'Add new address' });
  await fillSwissAddress(
    form,
    { country: 'Country', region: 'Region', canton: 'Basel-Stadt' },
    {
      'First name': 'Kim',
      'Last name': 'Lang',
      'Phone number': '061 123 45 67',
      'Street and house number': 'Rheinweg 7',
      Postcode: '4058',
      City: 'Basel',
    },
  );
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(p).toHaveURL(/\/en\/customer\/addresses-details\/$/);
  const card = main.getByRole('listitem').filter({ hasText: 'Rheinweg 7' });
  await expect(card.getByText('Switzerland')).toBeVisible();
  await expect(card.getByText('Default billing address')).toBeVisible();
  await card.getByRole('link', { name: 'Edit address Rheinweg 7' }).click();
  await expect(heading(p, 'Edit address')).toBeVisible();
  const edit = p.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('Country', { exact: true })).toHaveValue('CH');
  await edit.getByLabel('Street and house number', { exact: true }).fill('Rheinweg 9');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(main.getByRole('listitem').filter({ hasText: 'Rheinweg 9' })).toBeVisible();

  // Savings plans: the plan of the order, its next delivery in francs.
  await accountLink(p, 'My savings plans').click();
  await expect(heading(p, 'My savings plans')).toBeVisible();
  const plan = main.getByRole('listitem').filter({ hasText: 'Pro Magnesium' });
  await expect(plan).toContainText('Active');
  await expect(plan).toContainText('Every month');
  await expect(plan).toContainText(/CHF \d+\.\d{2}/);

  // Wishlist, reviews, newsletter.
  await accountLink(p, 'Wishlist').click();
  await expect(heading(p, 'Wishlist')).toBeVisible();
  await expect(main.getByRole('link', { name: /^Zinc bisglycinate/ })).toBeVisible();
  await accountLink(p, 'My reviews').click();
  await expect(heading(p, 'My reviews')).toBeVisible();
  const mine = main.getByRole('listitem').filter({ hasText: review });
  await expect(mine.getByRole('link', { name: 'Vitamin C powder', exact: true })).toBeVisible();
  await expect(mine.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await expect(mine.getByText(/Awaiting moderation/)).toBeVisible();
  await accountLink(p, 'Newsletter').click();
  await expect(heading(p, 'Newsletter')).toBeVisible();
  await expect(main.getByText('You are not subscribed to our newsletter.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Subscribe to the newsletter' })).toBeVisible();
  await expect(p.getByRole('button', { name: 'Shop: Swiss shop' })).toBeVisible();
  await fitsTheWidth(p);
  await context.close();
});

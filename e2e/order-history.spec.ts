import { expect, type Page, test } from '@playwright/test';
import { cartWithProduct, fillAddress, outboxHas, solveCaptcha } from './checkout-helpers.ts';

// The order history against the real server: a new customer buys through checkout, finds the
// order in the history (German) and its detail (German and English), reorders it, and the cart
// then holds the order's lines again.

const shotDir = 'test-results/screenshots';

const cartBadge = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name }).first();

test('a customer finds an order placed through checkout in the history and reorders it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.goto('/de/');
  await cartWithProduct(page, 'de');

  const mail = `historie-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/de/registrieren/');
  const form = page.getByRole('form', { name: 'Kundenkonto anlegen' });
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('Nachname').fill('Mustermann');
  await form.getByLabel('E-Mail').fill(mail);
  await form.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await form.getByLabel('Passwort bestätigen').fill('geheim123');
  await form.getByLabel(/Ich akzeptiere die AGB/).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Registrieren' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'customer-token'))
    .toBe(true);
  await expect(cartBadge(page, 'Warenkorb')).toContainText('2');

  // Checkout: Berlin, standard shipping, invoice.
  await page.goto('/de/checkout/');
  await expect(page.getByText('Sie sind angemeldet.')).toBeVisible();
  const shipping = page.getByRole('region', { name: 'Lieferadresse' });
  await fillAddress(shipping, {
    Vorname: 'Erika',
    Nachname: 'Mustermann',
    'Straße und Hausnummer': 'Musterstraße 1',
    Postleitzahl: '10115',
    Ort: 'Berlin',
    Telefon: '030 123456',
  });
  await shipping.getByRole('button', { name: 'Lieferadresse speichern' }).click();
  await shipping.getByRole('radio', { name: /Standardversand/ }).click();
  await expect(shipping.getByRole('radio', { name: /Standardversand/ })).toBeChecked();
  await page
    .getByRole('region', { name: 'Rechnungsadresse' })
    .getByRole('button', { name: 'Lieferadresse verwenden' })
    .click();
  const payment = page.getByRole('region', { name: 'Zahlungsart' });
  await payment.getByRole('radio', { name: 'Rechnung' }).click();
  await expect(payment.getByRole('radio', { name: 'Rechnung' })).toBeChecked();
  const review = page.getByRole('region', { name: 'Prüfen und bestellen' });
  await review.getByRole('checkbox').check();
  await review.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
  ).toBeVisible();
  const number =
    (await page
      .locator('strong')
      .filter({ hasText: /^1\d{9}$/ })
      .textContent()) ?? '';
  expect(number).toMatch(/^1\d{9}$/);
  await expect.poll(() => outboxHas(number)).toBe(true);
  await expect(cartBadge(page, 'Warenkorb')).toContainText('0');

  // The history lists it; its number leads to the detail.
  await page.goto('/de/customer/order-history/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellübersicht' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Offen');
  await expect(row).toContainText('44,75');
  await row.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/de/customer/order-history/${number}/$`));
  await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Offen');
  const items = page.getByRole('region', { name: 'Bestellte Artikel' });
  await expect(items.getByRole('row').filter({ hasText: 'Pro Magnesium' })).toContainText('2');
  await expect(page.getByTestId('order-grand-total')).toHaveText(/44,75\s€/);
  await expect(page.getByText('Musterstraße 1').first()).toBeVisible();
  await expect(page.getByText(/Standardversand/)).toBeVisible();
  await expect(page.getByText('Rechnung', { exact: true })).toBeVisible();
  // Nothing sticks out sideways, on the phone neither.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shotDir}/order-detail-de-${testInfo.project.name}.png`, fullPage: true });

  // The same order in English.
  await page.goto(`/en/customer/order-history/${number}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('order-grand-total')).toHaveText('€44.75');
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();

  // Reorder: the lines are back in the cart.
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(
    page.getByRole('status').getByText(`The products of order ${number} are in your shopping cart.`),
  ).toBeVisible();
  await expect(cartBadge(page, 'Cart')).toContainText('2');
  await page.getByRole('link', { name: 'View shopping cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await expect(page.getByRole('main')).toContainText('Pro Magnesium');
  await page.screenshot({
    path: `${shotDir}/reordered-cart-en-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // A number that is not one of the customer's orders shows no order and no 'Reorder'.
  await page.goto('/de/customer/order-history/199999999/');
  await expect(page.getByText('Diese Bestellung haben wir in Ihrem Konto nicht gefunden.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut bestellen' })).toHaveCount(0);
});

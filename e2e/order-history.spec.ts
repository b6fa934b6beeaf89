import { expect, type Page, test } from '@playwright/test';
import { formatShopDate, shopDateOf } from '../domain/dates.ts';
import {
  billToShippingAddress,
  cartWithProduct,
  choosePayment,
  orderWithObligationToPay,
  outboxHas,
  registerCustomer,
  shipToBerlin,
  thankYouOrderNumber,
} from './checkout-helpers.ts';

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
  await registerCustomer(page, mail);
  await expect(cartBadge(page, 'Warenkorb')).toContainText('2');

  // Checkout: Berlin, standard shipping, invoice.
  await page.goto('/de/checkout/');
  await expect(page.getByText('Sie sind angemeldet.')).toBeVisible();
  await shipToBerlin(page);
  await billToShippingAddress(page);
  await choosePayment(page, 'Rechnung');
  await orderWithObligationToPay(page);
  const number = await thankYouOrderNumber(page);
  const today = shopDateOf(new Date());
  // Dates in the page language: no ISO date on a German page (thank-you, history, detail).
  const noIsoDate = async () =>
    expect(await page.getByRole('main').textContent()).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  await noIsoDate();
  await expect.poll(() => outboxHas(number)).toBe(true);
  await expect(cartBadge(page, 'Warenkorb')).toContainText('0');

  // The history lists it; its number leads to the detail.
  await page.goto('/de/customer/order-history/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellübersicht' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Offen');
  await expect(row).toContainText('44,75');
  await expect(row).toContainText(formatShopDate(today, 'de', 'numeric'));
  await noIsoDate();
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
  await expect(page.getByRole('main')).toContainText(formatShopDate(today, 'de', 'numeric'));
  await noIsoDate();
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

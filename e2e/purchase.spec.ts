import { expect, type Page, test } from '@playwright/test';

// The purchase modal against the real server (fresh database, a guest without cookies):
// one-time and savings-plan lines added from the product page, the badge and the cart page.

async function openModal(page: Page) {
  await page.goto('/de/pro-magnesium-1-monat/');
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('radio', { name: 'Einmalkauf' })).toBeChecked();
  return modal;
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Warenkorb' }).first();

test('adds a one-time item, then a monthly savings plan, and the cart holds both', async ({ page }) => {
  let modal = await openModal(page);
  await modal.getByRole('button', { name: /^In den Warenkorb · \d+,\d{2} €$/ }).click();
  // A single item of quantity 1: the modal stays and offers related products.
  await expect(modal.getByText(/wurde erfolgreich hinzugefügt$/)).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/de/cart/');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(badge(page)).toContainText('1');

  modal = await openModal(page);
  await modal.getByRole('radio', { name: 'Sparabo' }).check();
  await expect(modal.getByRole('combobox', { name: 'Lieferintervall' })).toHaveValue('monthly');
  await expect(modal.getByRole('option', { name: 'Monatliche Lieferung' })).toBeAttached();
  await expect(modal.getByText('Der Sparabo-Rabatt wird im Warenkorb abgezogen')).toBeVisible();
  await modal.getByRole('button', { name: /^In den Warenkorb · / }).click();
  // Two lines now: the cart sidebar opens and the modal closes.
  const sidebar = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByText('Monatliche Lieferung')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(badge(page)).toContainText('2');

  await page.goto('/de/cart/');
  const lines = page.getByRole('region', { name: 'Artikel im Warenkorb' });
  await expect(lines.getByText('Monatliche Lieferung')).toBeVisible();
  await expect(lines.getByText('Einmalkauf')).toBeVisible();
});

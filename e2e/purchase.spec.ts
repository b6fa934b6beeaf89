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

test("'Edit' on the cart page switches a line to a quarterly savings plan with 'Update Cart'", async ({
  page,
}) => {
  const modal = await openModal(page);
  await modal.getByRole('button', { name: /^In den Warenkorb · / }).click();
  await expect(modal.getByText(/wurde erfolgreich hinzugefügt$/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/de/cart/');
  const lines = page.getByRole('region', { name: 'Artikel im Warenkorb' });
  await expect(lines.getByText('Einmalkauf')).toBeVisible();
  await lines.getByRole('button', { name: /bearbeiten$/ }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('radio', { name: 'Einmalkauf' })).toBeChecked();
  await edit.getByRole('radio', { name: 'Sparabo' }).check();
  await edit.getByRole('combobox', { name: 'Lieferintervall' }).selectOption('quarterly');
  await edit.getByRole('button', { name: /^Warenkorb aktualisieren/ }).click();
  await expect(edit).toBeHidden();
  await expect(lines.getByText('Quartalsweise Lieferung')).toBeVisible();
  await expect(lines.getByText('Einmalkauf')).toHaveCount(0);
  // Still one line: the line changed, nothing was added.
  await expect(lines.getByRole('listitem', { name: /Pro Magnesium/ })).toHaveCount(1);

  // Editing again starts from the line as it is now.
  await lines.getByRole('button', { name: /bearbeiten$/ }).click();
  await expect(edit.getByRole('radio', { name: 'Sparabo' })).toBeChecked();
  await expect(edit.getByRole('combobox', { name: 'Lieferintervall' })).toHaveValue('quarterly');
});

import { expect, type Page, test } from '@playwright/test';
import { logInThroughModal, solveCaptcha } from './checkout-helpers.ts';

// The cart across the session against the real server with the captcha on: a guest cart
// (one-time line, monthly savings plan, coupon) is merged into the new account on
// registration, logout empties it and goes home, and logging in again brings it back.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The account control: a link when logged in, a button opening the login modal otherwise. */
function accountControl(page: Page, kind: 'link' | 'button') {
  return isPhone(page)
    ? page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole(kind, { name: 'Konto' })
    : page.getByRole('banner').getByRole(kind, { name: 'Konto' });
}

async function register(page: Page, email: string) {
  await page.goto('/de/registrieren/');
  const form = page.getByRole('form', { name: 'Kundenkonto anlegen' });
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('Nachname').fill('Mustermann');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await form.getByLabel('Passwort bestätigen').fill('geheim123');
  await form.getByLabel(/Ich akzeptiere die AGB/).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Registrieren' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/de/?login=1');
  await logInThroughModal(page, email, { password });
  await expect(accountControl(page, 'link')).toBeVisible();
}

async function openModal(page: Page) {
  await page.goto('/de/pro-magnesium-1-monat/');
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('radio', { name: 'Einmalkauf' })).toBeChecked();
  return modal;
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Warenkorb' }).first();

/** The cart page lists the one-time line and the monthly savings plan. */
async function expectBothLines(page: Page) {
  await page.goto('/de/cart/');
  const lines = page.getByRole('region', { name: 'Artikel im Warenkorb' });
  await expect(lines.getByText('Monatliche Lieferung')).toBeVisible();
  await expect(lines.getByText('Einmalkauf')).toBeVisible();
}

async function logOut(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').locator('a[href="#logoutVSF"]').click();
  } else {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('a[href="#logoutVSF"]').click();
  }
}

test('the guest cart is merged into the new account, logout empties it, login brings it back', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `e2e-cart-${testInfo.project.name}-${Date.now()}@example.com`;

  // As a guest: a one-time line and a monthly savings plan.
  let modal = await openModal(page);
  await modal.getByRole('button', { name: /^In den Warenkorb · \d+,\d{2} €$/ }).click();
  await expect(modal.getByText(/wurde erfolgreich hinzugefügt$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(badge(page)).toContainText('1');

  modal = await openModal(page);
  await modal.getByRole('radio', { name: 'Sparabo' }).check();
  await expect(modal.getByRole('combobox', { name: 'Lieferintervall' })).toHaveValue('monthly');
  await modal.getByRole('button', { name: /^In den Warenkorb · / }).click();
  const sidebar = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(sidebar.getByText('Monatliche Lieferung')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(badge(page)).toContainText('2');

  // The coupon on the cart page adds its discount line.
  await expectBothLines(page);
  const main = page.getByRole('main');
  await main.getByLabel('Gutscheincode').fill('WILLKOMMEN10');
  await main.getByRole('button', { name: 'Gutschein einlösen' }).click();
  await expect(main.getByText('Gutschein WILLKOMMEN10 eingelöst')).toBeVisible();
  await expect(main.getByText('Willkommensrabatt 10 %')).toBeVisible();

  // Registration ends logged in; the guest cart is merged into the account's cart.
  await register(page, email);
  await expect(accountControl(page, 'link')).toBeVisible();
  await expect(badge(page)).toContainText('2');
  await expectBothLines(page);

  // Logout from the navigation's '#logoutVSF' entry: home page, empty cart.
  await logOut(page);
  await expect(accountControl(page, 'button')).toBeVisible();
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(badge(page)).toContainText('0');
  await page.goto('/de/cart/');
  await expect(page.getByRole('main').getByText('Monatliche Lieferung')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Einmalkauf')).toHaveCount(0);

  // Logging in again brings the account's cart back.
  await logIn(page, email, 'geheim123');
  await expect(badge(page)).toContainText('2');
  await expectBothLines(page);
});

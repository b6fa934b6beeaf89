import { expect, type Locator, type Page, test } from '@playwright/test';

// The wishlist against the real server: a guest's heart opens the login modal; a new customer
// puts a product on the wishlist with the product page's heart, sees the count on the badge,
// opens my-wishlist from it and moves the product into the cart, which takes it off the list.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function solveCaptcha(scope: Locator) {
  const widget = scope.locator('altcha-widget');
  await widget.locator('label').first().click();
  await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 20_000 });
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
  await expect(wishlistBadge(page)).toBeVisible({ timeout: 20_000 });
}

/** The wishlist link with its count: in the header on a desktop, in the bottom bar on a phone. */
function wishlistBadge(page: Page) {
  return isPhone(page)
    ? page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('link', { name: 'Wunschliste' })
    : page.getByRole('banner').getByRole('link', { name: 'Wunschliste' });
}

const PRODUCT_PATH = '/de/pro-magnesium-1-monat/';

test('a guest who taps the heart gets the login modal', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(PRODUCT_PATH);
  const heart = page.getByRole('main').getByRole('button', { name: 'Zur Wunschliste hinzufügen' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  expect(logged).toContain('Need to be authenticated to add a product to wishlist');
});

test('a customer puts a product on the wishlist, sees the badge and moves it into the cart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `wunsch-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await register(page, email);
  await expect(wishlistBadge(page)).toHaveAccessibleDescription('0 Produkte');

  await page.goto(PRODUCT_PATH);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  const price = page.getByRole('main').getByRole('region', { name: 'Preis' });
  await price.getByRole('button', { name: 'Zur Wunschliste hinzufügen' }).click();
  const listed = price.getByRole('button', { name: 'Von der Wunschliste entfernen' });
  await expect(listed).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistBadge(page)).toHaveAccessibleDescription('1 Produkt');

  // The list is the customer's: it is still there after a reload.
  await page.reload();
  await expect(price.getByRole('button', { name: 'Von der Wunschliste entfernen' })).toBeVisible();
  await expect(wishlistBadge(page)).toHaveAccessibleDescription('1 Produkt');

  await wishlistBadge(page).click();
  await expect(page.getByRole('heading', { name: 'Wunschliste', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: `In den Warenkorb: ${name}` }).click();

  await expect(page.getByText(`Sie haben ${name} in Ihren Warenkorb gelegt.`)).toBeVisible();
  await expect(page.getByText('Ihre Wunschliste ist leer.')).toBeVisible();
  await expect(wishlistBadge(page)).toHaveAccessibleDescription('0 Produkte');

  // The cart line carries the product's base name ('Pro Magnesium' for 'Pro Magnesium 1 Monat').
  await page.goto('/de/cart/');
  const lines = page.getByRole('region', { name: 'Artikel im Warenkorb' }).getByRole('listitem');
  await expect(lines.filter({ hasText: /^Pro Magnesium/ })).toHaveCount(1);
});

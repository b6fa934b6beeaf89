import { expect, type Page, test } from '@playwright/test';

// Keyboard and screen-reader paths through the layout: where focus goes after a route change,
// what is announced, the consent banner (first in tab order, Escape declines, reopened from the
// footer), titles and landmark names.

// Several pages and server round trips per test: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

const decline = async (page: Page, name: 'Ihre Privatsphäre' | 'Your privacy') => {
  const banner = page.getByRole('region', { name });
  await banner.getByRole('button', { name: /Ablehnen|Decline/ }).click();
  await expect(banner).toHaveCount(0);
};

test('after a route change focus is on the new h1 and the new title is announced', async ({ page }) => {
  await page.goto('/en/about-us/');
  await decline(page, 'Your privacy');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/imprint\/$/);
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(h1).toBeFocused();
  await expect(page).toHaveTitle(/\| VitalShop$/);
  await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());

  // The cart page has a title of its own.
  await page.goto('/en/cart/');
  await expect(page).toHaveTitle('Your shopping cart | VitalShop');
  await page.goto('/de/cart/');
  await expect(page).toHaveTitle('Ihr Warenkorb | VitalShop');
});

test('changing only the filters of a list keeps focus on the filter', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1280) < 1024, 'phones sort in the filter sheet');
  await page.goto('/en/c/minerals/');
  await decline(page, 'Your privacy');
  const sort = page.getByRole('combobox', { name: 'Sort by' }).first();
  await sort.focus();
  await sort.selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(sort).toBeFocused();
});

test('the consent banner comes first by Tab, Escape declines, and the footer reopens it', async ({
  page,
}) => {
  await page.goto('/de/');
  const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Ablehnen' })).toBeFocused();
  // It is in the page's flow above the header: nothing the shopper tabs to lies under it.
  expect(await banner.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
  await page.keyboard.press('Escape');
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe('denied');

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Derzeit: abgelehnt.');
  await expect(banner.getByRole('heading', { name: 'Ihre Privatsphäre' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Akzeptieren' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);

  // Withdrawn again: nothing more is pushed.
  await settings.click();
  await banner.getByRole('button', { name: 'Ablehnen' }).click();
  const pushed = await page.evaluate(() => (window.dataLayer ?? []).length);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/de\/impressum\/$/);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window.dataLayer ?? []).length)).toBe(pushed);
});

test('every navigation landmark has a name of its own', async ({ page }) => {
  for (const url of ['/de/', '/en/']) {
    await page.goto(url);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const names = await page
      .getByRole('navigation')
      .evaluateAll((navs) =>
        navs.map((nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby')),
      );
    expect(names.every(Boolean), names.join(', ')).toBe(true);
    expect(new Set(names).size, names.join(', ')).toBe(names.length);
  }
});

test('the empty layout carries the legal links and the cookie settings', async ({ page }) => {
  await page.goto('/en/welcome/');
  await expect(page.locator('[data-layout="empty"]')).toBeVisible();
  const legal = page.getByRole('navigation', { name: 'Legal' });
  for (const name of ['Imprint', 'Privacy', 'Terms', 'Right of withdrawal']) {
    await expect(legal.getByRole('link', { name, exact: false }).first()).toBeVisible();
  }
  await expect(legal.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
});

test('a URL outside a language answers its bare 404 with the legal links and the cookie settings', async ({
  page,
}) => {
  const response = await page.goto('/fr/nichts/');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Diese Seite konnte nicht gefunden werden' }),
  ).toBeVisible();
  const legal = page.getByRole('navigation', { name: 'Rechtliches' });
  for (const name of ['Impressum', 'Datenschutz', 'AGB', 'Widerrufsrecht'])
    await expect(legal.getByRole('link', { name, exact: true })).toBeVisible();
  // Consent can be given and withdrawn here too.
  const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
  await banner.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(banner).toHaveCount(0);
  await legal.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await banner.getByRole('button', { name: 'Ablehnen' }).click();
  expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe('denied');
});

test('in the cart, +, -, coupon apply, coupon removal and remove keep focus on a sensible control and are announced', async ({
  page,
}) => {
  await page.goto('/en/pro-magnesium-1-month/');
  await decline(page, 'Your privacy');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: /^Add to Cart · / }).click();
  await expect(modal.getByRole('link', { name: 'Proceed to cart' })).toBeVisible();
  await modal.getByRole('link', { name: 'Proceed to cart' }).press('Enter');
  await expect(page).toHaveURL(/\/en\/cart\/$/);

  const line = page.getByRole('listitem', { name: 'Pro Magnesium' });
  const status = page.getByRole('main').getByRole('status').first();
  const plus = line.getByRole('button', { name: 'Increase quantity' });
  const minus = line.getByRole('button', { name: 'Decrease quantity' });
  await expect(minus).toBeDisabled();
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(line.getByLabel('Quantity', { exact: true })).toHaveText('2');
  await expect(plus).toBeFocused();
  await expect(status).toHaveText('Pro Magnesium: quantity now 2.');
  await page.keyboard.press('Shift+Tab');
  await expect(minus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line.getByLabel('Quantity', { exact: true })).toHaveText('1');
  await expect(minus).toBeFocused();
  await expect(minus).toBeDisabled();

  // A refused coupon: the error is tied to the field, which keeps focus.
  const coupon = page.getByRole('textbox', { name: 'Coupon code' });
  await coupon.fill('NOT-A-REAL-CODE-2026');
  await coupon.press('Enter');
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect(coupon).toHaveAccessibleDescription(
    "The coupon code isn't valid. Verify the code and try again.",
  );
  await expect(coupon).toBeFocused();
  // A 20-character code fits the field on a phone too.
  const fits = await coupon.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
  expect(fits).toBe(true);

  // A valid code: the form becomes 'Coupon … applied' and focus moves to its 'Remove coupon'
  // button; removing it brings focus back to the field. Both are announced.
  await coupon.fill('WILLKOMMEN10');
  await coupon.press('Enter');
  const removeCoupon = page.getByRole('button', { name: 'Remove coupon' });
  await expect(removeCoupon).toBeFocused();
  await expect(status).toHaveText('The coupon WILLKOMMEN10 now applies to your cart.');
  await removeCoupon.press('Enter');
  await expect(coupon).toBeFocused();
  await expect(status).toHaveText('The coupon WILLKOMMEN10 no longer applies to your cart.');

  // Removing the only line: focus lands on the page's heading, not on <body>.
  await line.getByRole('button', { name: 'Remove Pro Magnesium' }).press('Enter');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your shopping cart' })).toBeFocused();
  await expect(status).toContainText('Pro Magnesium was removed from the cart.');
});

test("logged out, the 'LoginRegister' entry at index 3 is visible (header on desktop, menu sheet on phones) and opens the login", async ({
  page,
}) => {
  for (const lang of ['de', 'en'] as const) {
    await page.goto(`/${lang}/`);
    const name = lang === 'de' ? 'Anmelden / Registrieren' : 'Log in / Register';
    if ((page.viewportSize()?.width ?? 1280) < 1024) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: lang === 'de' ? 'Menü öffnen' : 'Open menu' })
        .click();
    }
    const nav = page.getByRole('navigation', { name: lang === 'de' ? 'Hauptnavigation' : 'Main navigation' });
    const entry = nav.getByRole('button', { name });
    await expect(entry).toBeVisible();
    await expect(nav.locator(':scope > ul > li, :scope > div > ul > li').nth(3)).toContainText(
      name.split(' / ')[0] ?? name,
    );
    // The header still fits the window: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await entry.click();
    await expect(page.getByRole('dialog', { name: lang === 'de' ? 'Anmelden' : 'Log in' })).toBeVisible();
  }
});

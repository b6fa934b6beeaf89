import { expect, test } from '@playwright/test';

// The top bar's store switch and the consent banner against the real server (fresh seed).

test('switching to the Swiss shop stores the store cookie and shows CHF prices', async ({
  page,
  context,
}) => {
  await page.goto('/de/pro-magnesium-1-monat/');
  await expect(page.getByRole('main').getByText(/€/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Shop: EU-Shop' }).click();
  await page.getByRole('menuitemradio', { name: /Schweizer Shop/ }).click();

  await expect(page).toHaveURL(/\/de\/pro-magnesium-1-monat\/$/);
  await expect(page.getByRole('button', { name: 'Shop: Schweizer Shop' })).toBeVisible();
  await expect(page.getByRole('main').getByText('CHF 21.90').first()).toBeVisible();
  // The Swiss store view's prices include VAT (storeConfig.prices_include_tax).
  await expect(
    page
      .getByRole('main')
      .getByText(/inkl\. MwSt\./)
      .first(),
  ).toBeVisible();
  const cookies = await context.cookies();
  const store = cookies.find((cookie) => cookie.name === 'store');
  expect(store?.value).toBe('ch_de');
  expect(store?.sameSite).toBe('Strict');
  expect(cookies.find((cookie) => cookie.name === 'currency')?.value).toBe('CHF');
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('de');
});

test('the top bar links to help, download and about pages', async ({ page }) => {
  await page.goto('/en/');
  const service = page.getByRole('navigation', { name: 'Help and information' });
  await expect(service.getByRole('link', { name: 'Help & FAQs' })).toHaveAttribute('href', '/en/faq/');
  await expect(service.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/en/knowledge/');
  await expect(service.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/en/about-us/');
});

test('accepting consent pushes the page view to the data layer', async ({ page }) => {
  await page.goto('/en/about-us/');
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>))
    .toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/en/about-us/', language: 'en' }),
    );
  expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe('granted');
});

test('an EU cart is not carried into the Swiss shop: the Swiss shop starts its own cart in CHF', async ({
  page,
}) => {
  // Two purchases, a store switch and four page loads: 12 s on a quiet machine, up to 36 s when
  // two workers share two busy cores.
  test.setTimeout(90_000);
  await page.goto('/de/pro-magnesium-1-monat/');
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).first().click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'In den Warenkorb' }).last().click();
  await expect(modal.getByText(/erfolgreich/)).toBeVisible();
  await page.keyboard.press('Escape');
  const badge = page.getByRole('banner').getByRole('link', { name: 'Warenkorb' }).first();
  await expect(badge).toContainText('1');
  const euCart = (await page.context().cookies()).find((c) => c.name === 'cart')?.value;

  await page.getByRole('button', { name: 'Shop: EU-Shop' }).click();
  await page.getByRole('menuitemradio', { name: /Schweizer Shop/ }).click();
  await expect(page.getByRole('button', { name: 'Shop: Schweizer Shop' })).toBeVisible();

  // The server refuses the EU cart in the Swiss shop ('Wrong store code specified for cart');
  // the cart machine starts a new, empty one, in which buying works in francs.
  await page.goto('/de/cart/');
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(badge).toContainText('0');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'cart')?.value)
    .not.toBe(euCart);
  await page.goto('/de/pro-magnesium-1-monat/');
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await modal.getByRole('button', { name: 'In den Warenkorb' }).last().click();
  await expect(modal.getByText(/erfolgreich/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/de/cart/');
  await expect(page.getByRole('listitem', { name: 'Pro Magnesium' })).toBeVisible();
  await expect(page.getByText(/CHF/).first()).toBeVisible();
});

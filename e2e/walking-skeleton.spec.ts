import { expect, type Page, test } from '@playwright/test';

// The walking skeleton's user path, in both languages; every test runs on the desktop and the
// phone project (playwright.config.ts). Data comes from the seed of a fresh database.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Clicks the language switcher; on phones it lives in the menu sheet, which opens first. */
async function switchLanguage(page: Page, names: { nav: string; openMenu: string; to: string }) {
  const link = page
    .getByRole('navigation', { name: names.nav })
    .filter({ visible: true })
    .getByRole('link', { name: names.to });
  if (isPhone(page)) {
    // The sheet may still be closed by the page's first render settling: open until the link shows.
    await expect(async () => {
      await page.getByRole('banner').getByRole('button', { name: names.openMenu }).click();
      await expect(link).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
  await link.click();
}

test('/ lands on the German shop with header, navigation and footer from the content API', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /VitalShop/ }).first()).toHaveAttribute('href', '/de/');
  await expect(header.getByRole('link', { name: 'Warenkorb' })).toBeVisible();
  if (isPhone(page)) {
    await expect(page.getByRole('navigation', { name: 'Schnellnavigation' })).toBeVisible();
  } else {
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(
      nav
        .getByRole('button', { name: 'Produkte' })
        .or(nav.getByRole('link', { name: 'Produkte' }))
        .first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
  // Sections the spec hides in the storefront even though the content API sends them.
  await expect(footer.getByText('Lohnherstellung', { exact: true })).toHaveCount(0);
});

test('the English shop and the language switch keep the page where a translation exists', async ({
  page,
}) => {
  await page.goto('/de/ueber-uns/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await switchLanguage(page, { nav: 'Sprache', openMenu: 'Menü öffnen', to: 'English' });
  await expect(page).toHaveURL(/\/en\/about-us\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart' })).toBeVisible();
  await switchLanguage(page, { nav: 'Language', openMenu: 'Open menu', to: 'Deutsch' });
  await expect(page).toHaveURL(/\/de\/ueber-uns\/$/);
});

test('a category lists product cards with German prices and VAT note, paged by search params', async ({
  page,
}) => {
  await page.goto('/de/c/mineralstoffe/magnesium/');
  await expect(page.getByRole('heading', { level: 1, name: 'Magnesium' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/\d+,\d{2} €/);
  await expect(cards.first()).toContainText('inkl. MwSt.');
  await expect(cards.first().locator('img')).toBeVisible();

  // Two per page: page 2 shows other products than page 1.
  await page.goto('/de/c/mineralstoffe/?page=1&itemsPerPage=2');
  await expect(cards).toHaveCount(2);
  const firstPage = await cards.allInnerTexts();
  const pagination = page.getByRole('navigation', { name: 'Seitennavigation' });
  await pagination.getByRole('link', { name: /Weiter/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/itemsPerPage=2/);
  // Wait for page 2 to replace page 1's cards, then compare.
  await expect(cards).toHaveCount(2);
  await expect.poll(() => cards.allInnerTexts()).not.toEqual(firstPage);
});

test('English category pages show the same catalogue in English', async ({ page }) => {
  await page.goto('/en/c/minerals/magnesium/');
  await expect(page.getByRole('heading', { level: 1, name: 'Magnesium' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('incl. VAT');
});

test('a product page through the catch-all route shows name, price, base price and stock', async ({
  page,
}) => {
  await page.goto('/de/pro-magnesium-1-monat/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pro Magnesium 1 Monat' })).toBeVisible();
  await expect(main.getByText('19,90 €').first()).toBeVisible();
  await expect(main.getByText(/331,67 € \/ 1000 Stück/).first()).toBeVisible();
  await expect(main.getByText('Auf Lager').first()).toBeVisible();
  await expect(main.getByRole('img').first()).toBeVisible();
});

test('a discounted product shows the lowest price of the last 30 days crossed out', async ({ page }) => {
  await page.goto('/de/pro-magnesium-3-monate/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Pro Magnesium 3 Monate');
  // The seeded history has an earlier sale at 49,90 € within 30 days, below the regular 53,90 €.
  await expect(main.locator('s, del').first()).toContainText('49,90 €');
  await expect(main.getByText(/Niedrigster Preis der letzten 30 Tage/).first()).toBeVisible();
  await expect(main.getByText('47,90 €').first()).toBeVisible();
});

test('English product page by URL key and the /p/{sku} fallback', async ({ page }) => {
  await page.goto('/en/pro-magnesium-1-month/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
    'Pro Magnesium 1 month',
  );
  await expect(page.getByRole('main').getByText('In stock').first()).toBeVisible();

  await page.goto('/de/p/PRO-MAG-1M/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
    'Pro Magnesium 1 Monat',
  );
});

test('unknown URLs show the 404 page with a way home', async ({ page }) => {
  await page.goto('/en/this-page-does-not-exist/');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en\/$/);

  await page.goto('/de/gibt-es-nicht/');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
});

test('a failing backend shows the error page with status 500', async ({ page }) => {
  await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.route('**/typo3-api/en/some-page/', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/en/some-page/');
  await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
  await expect(page.getByText('Error 500')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

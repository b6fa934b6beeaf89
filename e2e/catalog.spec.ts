import { expect, type Locator, type Page, test } from '@playwright/test';

// Category filters, sort and paging against the real server (fresh seed): a product family is
// listed once, so the Minerals category holds 4 products (2 capsules, 2 tablets) and the Health
// areas category all 15. On desktop the filters are a sidebar, on phones a
// sheet opened with the 'Filter' button.

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Prices of the listed cards, in list order. */
async function listedPrices(page: Page): Promise<number[]> {
  const values = await cards(page).evaluateAll((articles) =>
    articles.map((a) => Number(a.getAttribute('data-item-price'))),
  );
  return values;
}

/** The filter groups: the sidebar on desktop, the opened sheet on phones. */
async function filters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: 'Filter' });
  await page.getByRole('button', { name: /^Filter/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('filtering by form shows only those products, updates the counts, and back restores', async ({
  page,
  isMobile,
}) => {
  await page.goto('/en/c/minerals/');
  await expect(page.getByRole('heading', { level: 1, name: 'Minerals' })).toBeVisible();
  await expect(page.getByText('4 products')).toBeVisible();

  let panel = await filters(page, isMobile);
  await expect(panel.getByRole('radio', { name: '10 € – 20 € (3)' })).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Capsules (2)' }).click();

  await expect(page).toHaveURL(/\/en\/c\/minerals\/\?inhalt_label=capsules$/);
  await expect(panel.getByRole('checkbox', { name: 'Capsules (2)' })).toBeChecked();
  // The price ranges now count capsules only; the other form stays choosable.
  await expect(panel.getByRole('radio', { name: '10 € – 20 € (2)' })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Tablets (2)' })).not.toBeChecked();
  // Subcategories count the filtered products, and their links keep the filter.
  await expect(
    panel.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Magnesium (1)' }),
  ).toHaveAttribute('href', '/en/c/minerals/magnesium/?inhalt_label=capsules');
  if (isMobile) {
    await panel.getByRole('button', { name: 'Show 2 products' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeFocused();
  }
  await expect(page.getByText('2 products', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/capsules/i);
  await expect(page.getByRole('link', { name: 'Remove filter: Capsules' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/c\/minerals\/$/);
  await expect(page.getByText('4 products')).toBeVisible();
  await expect(cards(page)).toHaveCount(4);

  // A shared link reproduces the view; a filter matching nothing offers the way back.
  await page.goto('/en/c/minerals/?inhalt_label=drops');
  await expect(page.getByText("We can't find products matching the selection.")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Reset filters' }).last().click();
  await expect(page).toHaveURL(/\/en\/c\/minerals\/$/);
  await expect(cards(page)).toHaveCount(4);
  if (isMobile) {
    panel = await filters(page, isMobile);
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
  }
});

test('the offers filter lists exactly the discounted products', async ({ page, isMobile }) => {
  await page.goto('/de/c/vitamine/');
  await expect(page.getByText('5 Produkte', { exact: true })).toBeVisible();
  const panel = await filters(page, isMobile);
  await panel
    .getByRole('group', { name: 'Angebote' })
    .getByRole('checkbox', { name: 'Im Angebot (1)' })
    .click();
  await expect(page).toHaveURL(/\/de\/c\/vitamine\/\?on_sale=1$/);
  if (isMobile) await panel.getByRole('button', { name: '1 Produkt anzeigen' }).click();
  await expect(cards(page)).toHaveCount(1);
  for (const card of await cards(page).all()) await expect(card.getByText(/^-\d+\s?%$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Filter entfernen: Im Angebot' })).toBeVisible();
});

test('sorting by price lists the prices in ascending and descending order', async ({ page }) => {
  await page.goto('/en/c/health-areas/?inhalt_label=tablets');
  await expect(cards(page)).toHaveCount(3);
  const sort = page.getByRole('combobox', { name: 'Sort by' }).first();
  await sort.selectOption({ label: 'Price low to high' });
  await expect(page).toHaveURL(/\?sort=price_asc&inhalt_label=tablets$/);
  await expect.poll(() => listedPrices(page)).toEqual([8.9, 9.9, 11.9]);

  await sort.selectOption({ label: 'Price high to low' });
  await expect(page).toHaveURL(/\?sort=price_desc&inhalt_label=tablets$/);
  await expect.poll(() => listedPrices(page)).toEqual([11.9, 9.9, 8.9]);
});

test('paging keeps itemsPerPage, filters and sort; going back returns to page 1', async ({
  page,
  isMobile,
}) => {
  await page.goto('/en/c/health-areas/?itemsPerPage=5&sort=price_asc');
  await expect(cards(page)).toHaveCount(5);
  const first = await listedPrices(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2&itemsPerPage=5&sort=price_asc$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => listedPrices(page)).not.toEqual(first);
  const second = await listedPrices(page);
  expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));

  await pagination.getByRole('link', { name: /Previous/ }).click();
  await expect(page).toHaveURL(/\?itemsPerPage=5&sort=price_asc$/);
  await expect.poll(() => listedPrices(page)).toEqual(first);

  if (!isMobile) {
    await page.getByRole('combobox', { name: 'Products per page' }).selectOption('20');
    await expect(page).toHaveURL(/\?itemsPerPage=20&sort=price_asc$/);
    await expect(cards(page)).toHaveCount(15);
    await expect(pagination).toBeHidden();
  }
});

test('the Swiss shop filters its CHF prices', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'store', value: 'ch_de', url: baseURL ?? '' },
    { name: 'currency', value: 'CHF', url: baseURL ?? '' },
  ]);
  await page.goto('/de/c/mineralstoffe/?inhalt_label=tablets&sort=price_asc');
  await expect(page.getByRole('button', { name: 'Shop: Schweizer Shop' })).toBeVisible();
  await expect(page.getByText('2 Produkte', { exact: true })).toBeVisible();
  await expect(cards(page).first().getByText('CHF 10.90').first()).toBeVisible();
  await expect.poll(() => listedPrices(page)).toEqual([10.9, 13.9]);
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/Tabletten/);
  await expect(page.getByRole('link', { name: 'Filter entfernen: Tabletten' })).toBeVisible();
});

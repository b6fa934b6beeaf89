import { expect, test } from '@playwright/test';
import { cardNames } from './search-helpers.ts';

// The search results page /{lang}/s/ (spec §2, §5, §8): results from the search service through
// the typesense client, products and content, facet filters with counts, the six sorts, paging,
// everything in the URL. Reached from the search overlay (search-overlay.spec.ts) and from every
// 'all products' link of menus and teasers. Driven by the keyboard only.

test('the search page finds products by term, sorts them and says when nothing matches', async ({ page }) => {
  await page.goto('/de/s/');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Produkte' })).toBeVisible();
  const field = page.getByRole('searchbox', { name: 'Produkte suchen' });
  await expect(field).toBeFocused();

  await field.fill('Magnesium');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/de\/s\/\?term=Magnesium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Magnesium“' })).toBeVisible();
  await expect(cardNames(page).first()).toContainText('Magnesium');
  for (const name of await cardNames(page).allTextContents()) expect(name).toMatch(/Magnesium/);

  await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);

  // Nothing matches: 'No results found', and every product instead (spec §5's wildcard fall-back).
  await page.getByRole('searchbox', { name: 'Produkte suchen' }).fill('Einhorn');
  await page.getByRole('searchbox', { name: 'Produkte suchen' }).press('Enter');
  await expect(page.getByText('Keine Ergebnisse gefunden')).toBeVisible();
  await expect(cardNames(page)).toHaveCount(12);
});

test("the home page's 'all products' call to action lists every product, paged", async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('main').getByRole('link', { name: 'Discover our products' }).click();
  await expect(page).toHaveURL(/\/en\/s\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(cardNames(page)).toHaveCount(12);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/en\/s\/\?page=2$/);
  // Sixteen product families, each listed once.
  await expect(cardNames(page)).toHaveCount(4);
});

test('a typo still finds the product; content hits come with their type; a facet narrows, by keyboard', async ({
  page,
}) => {
  await page.goto('/en/s/?term=magensium');
  await expect(cardNames(page).first()).toHaveText(/^Pro Magnesium/);

  // Content: 'Winter' is an article, no product.
  const field = page.getByRole('searchbox', { name: 'Search products' });
  await field.fill('Winter');
  await field.press('Enter');
  const content = page.getByRole('region', { name: 'Articles and pages' });
  // The hit's type label comes first: Knowledge.
  await expect(content.getByRole('link', { name: /^Knowledge Vitamin D in winter/ })).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();

  // Facets of every product, with counts; choosing one narrows the list and keeps the others countable.
  await field.fill('');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en\/s\/$/);
  const filters = page.getByRole('group', { name: 'Attributes' });
  const capsules = filters.getByRole('checkbox', { name: /^Capsules \((\d+)\)$/ });
  const label = await capsules.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const count = Number(/\((\d+)\)/.exec(label)?.[1]);
  expect(count).toBeGreaterThan(0);
  await capsules.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/attributes=Capsules/);
  await expect(page.getByText(`${count} products`)).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^Capsules/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^Tablets \(\d+\)$/ })).not.toBeChecked();

  // Sort by name, Z to A, still filtered.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort.getByRole('option')).toHaveText([
    'Relevance',
    'Default',
    'Name A-Z',
    'Name Z-A',
    'Price high to low',
    'Price low to high',
  ]);
  await sort.focus();
  await sort.selectOption('name_desc');
  await expect(page).toHaveURL(/sort=name_desc/);
  // The URL changes first; the list follows when the new page has loaded.
  const zToA = (names: string[]) =>
    names.join('|') ===
    [...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })).join('|');
  await expect.poll(async () => zToA(await cardNames(page).allTextContents())).toBe(true);

  // Paging keeps the filter and the sort.
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
  if (count > 12) {
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/attributes=Capsules/);
    await expect(page).toHaveURL(/sort=name_desc/);
  }
});

test("umlauts and their spellings match; bad paging params get spec §8's message", async ({ page }) => {
  await page.goto('/de/s/?term=Qualitaet');
  await expect(
    page
      .getByRole('region', { name: 'Artikel und Seiten' })
      .getByRole('link', { name: /Qualität & Herstellung/ }),
  ).toBeVisible();

  await page.goto('/de/s/?term=Zink&page=0');
  await expect(page.getByRole('alert')).toHaveText('Seite und Anzahl pro Seite müssen positive Zahlen sein');
  await page.goto('/en/s/?itemsPerPage=many');
  await expect(page.getByRole('alert')).toHaveText('Page and perPage must be positive numbers');
  await expect(cardNames(page)).toHaveCount(0);
});

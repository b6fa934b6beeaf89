import { expect, type Page, test } from '@playwright/test';

// The product search page /{lang}/s/: reached from the search overlay (search-overlay.spec.ts) and
// from every 'all products' link of menus and teasers.

const cardNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('the search page finds products by term, sorts them and says when nothing matches', async ({ page }) => {
  await page.goto('/de/s/');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Produkte' })).toBeVisible();
  const field = page.getByRole('searchbox', { name: 'Produkte suchen' });
  await expect(field).toBeFocused();

  await field.fill('Magnesium');
  await page.getByRole('main').getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/de\/s\/\?term=Magnesium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Magnesium“' })).toBeVisible();
  await expect(cardNames(page).first()).toContainText('Magnesium');
  for (const name of await cardNames(page).allTextContents()) expect(name).toMatch(/Magnesium/);

  await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);

  await page.getByRole('searchbox', { name: 'Produkte suchen' }).fill('Einhorn');
  await page.getByRole('searchbox', { name: 'Produkte suchen' }).press('Enter');
  await expect(page.getByText('Keine Ergebnisse gefunden')).toBeVisible();
});

test("the home page's 'all products' call to action lists every product, paged", async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('main').getByRole('link', { name: 'Discover our products' }).click();
  await expect(page).toHaveURL(/\/en\/s\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(cardNames(page)).toHaveCount(12);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/en\/s\/\?page=2$/);
  await expect(cardNames(page)).toHaveCount(12);
});

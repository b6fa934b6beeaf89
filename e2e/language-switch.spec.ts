import { expect, type Page, test } from '@playwright/test';

// Switching the language on a list keeps its sort, page, page size and filters: the localized
// path changes, the query stays valid (codes kept, the search page's shown names translated).

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Clicks the language switcher; on phones it lives in the menu sheet, which opens first. */
async function switchLanguage(page: Page, names: { nav: string; openMenu: string; to: string }) {
  const link = page
    .getByRole('navigation', { name: names.nav })
    .filter({ visible: true })
    .getByRole('link', { name: names.to });
  if (isPhone(page)) {
    await expect(async () => {
      await page.getByRole('banner').getByRole('button', { name: names.openMenu }).click();
      await expect(link).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
  await link.click();
}

/** The path and the query as sorted pairs: the order of the params does not matter. */
function listUrl(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, query: [...url.searchParams].sort() };
}

const LIST_QUERY = [
  ['inhalt_label', 'capsules,tablets'],
  ['itemsPerPage', '1'],
  ['page', '2'],
  ['sort', 'price_desc'],
].sort();

test('a category list keeps sort, page size, page and filters in the other language', async ({ page }) => {
  await page.goto('/de/c/mineralstoffe/?inhalt_label=tablets,capsules&sort=price_desc&itemsPerPage=1&page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Mineralstoffe' })).toBeVisible();
  await switchLanguage(page, { nav: 'Sprache', openMenu: 'Menü öffnen', to: 'English' });
  await expect.poll(() => listUrl(page)).toEqual({ path: '/en/c/minerals/', query: LIST_QUERY });
  await expect(page.getByRole('heading', { level: 1, name: 'Minerals' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' }).filter({ visible: true }).first()).toHaveValue(
    'price_desc',
  );
  await expect(page.getByRole('link', { name: 'Remove filter: Tablets' }).first()).toBeAttached();

  await switchLanguage(page, { nav: 'Language', openMenu: 'Open menu', to: 'Deutsch' });
  await expect.poll(() => listUrl(page)).toEqual({ path: '/de/c/mineralstoffe/', query: LIST_QUERY });
});

test('search results keep term, sort and paging; filter names are translated', async ({ page }) => {
  await page.goto('/de/s/?term=Zink&sort=name_asc&itemsPerPage=1&nutrients=Zink&attributes=Kapseln');
  await expect(page.getByRole('checkbox', { name: /^Zink \(\d+\)$/ })).toBeChecked();
  await switchLanguage(page, { nav: 'Sprache', openMenu: 'Menü öffnen', to: 'English' });
  await expect(page).toHaveURL(
    /\/en\/s\/\?term=Zink&itemsPerPage=1&sort=name_asc&nutrients=Zinc&attributes=Capsules$/,
  );
  await expect(page.getByRole('checkbox', { name: /^Zinc \(\d+\)$/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Capsules \(\d+\)$/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name_asc');

  await switchLanguage(page, { nav: 'Language', openMenu: 'Open menu', to: 'Deutsch' });
  await expect(page).toHaveURL(
    /\/de\/s\/\?term=Zink&itemsPerPage=1&sort=name_asc&nutrients=Zink&attributes=Kapseln$/,
  );
});

import { expect, type Page, test } from '@playwright/test';
import { tabTo } from './keyboard-helpers.ts';
import { cardNames, openOverlay } from './search-helpers.ts';

// A search by keyboard alone, in German and in English, on the desktop and on the phone (the
// header's search button is there on both): Tab to the header's search button and Enter; in
// the overlay a typo, an umlaut and a content hit with its type label, Tab into the suggestions
// and back, Escape closes it and focus is on the button again; Enter shows all results; on the
// results page the content hit, a facet (Space), the sort (End in the select) and page 2
// (Enter). After every step the test says where focus is.

// Some hundred Tab presses, each followed by a look at the focused element: 50-85 s on two busy
// cores, and once over 120 s on the phone while two workers shared them.
test.describe.configure({ timeout: 240_000 });

const TEXTS = {
  de: {
    privacy: 'Ihre Privatsphäre',
    decline: 'Ablehnen',
    search: 'Suchen',
    field: 'Produkte und Inhalte suchen',
    close: 'Suche schließen',
    recommendedProduct: 'Empfohlenes Produkt',
    recommendedPost: 'Empfohlener Beitrag',
    // Typed with 'ae': the product of the category 'Omega-3 & Fettsäuren', and the category.
    umlaut: { query: 'Fettsaeuren', region: 'Empfohlenes Produkt', finds: 'Omega-3 Kapseln' },
    umlautPost: 'Omega-3 & Fettsäuren',
    contentLink: /^Wissen Vitamin D im Winter/,
    resultsFor: 'Suchergebnisse für „Winter“',
    contentRegion: 'Artikel und Seiten',
    resultsField: 'Produkte suchen',
    allProducts: 'Alle Produkte',
    attributes: 'Eigenschaften',
    capsules: 'Kapseln',
    products: (n: number) => `${n} Produkte`,
    sortBy: 'Sortieren nach',
    pagination: 'Seitennavigation',
    page2: 'Seite 2',
  },
  en: {
    privacy: 'Your privacy',
    decline: 'Decline',
    search: 'Search',
    field: 'Search products and content',
    close: 'Close search',
    recommendedProduct: 'Recommended product',
    recommendedPost: 'Recommended post',
    // Typed with the umlaut: 'Baden-Württemberg' is on the page about quality and production.
    umlaut: { query: 'Württemberg', region: 'Recommended post', finds: 'Quality & production' },
    umlautPost: null,
    contentLink: /^Knowledge Vitamin D in winter/,
    resultsFor: 'Search results for “Winter”',
    contentRegion: 'Articles and pages',
    resultsField: 'Search products',
    allProducts: 'All products',
    attributes: 'Attributes',
    capsules: 'Capsules',
    products: (n: number) => `${n} products`,
    sortBy: 'Sort by',
    pagination: 'Pagination',
    page2: 'Page 2',
  },
} as const;

/** Every product family of the seed is one hit; the results page lists 12 per page. */
const FAMILIES = 16;
const PER_PAGE = 12;

/** The prices the cards show (what the shopper pays: a sale price comes first), in order. */
async function listedPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('article').locator('[data-price]').allTextContents();
  return texts.map((text) => {
    const match = /(\d+)[.,](\d{2})/.exec(text);
    if (!match) throw new Error(`no price in '${text}'`);
    return Number(`${match[1]}.${match[2]}`);
  });
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] as number) <= v);

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: typo, umlaut and content hit in the overlay, then facet, sort and page 2, by keyboard only`, async ({
    page,
  }) => {
    const w = TEXTS[lang];
    const main = page.getByRole('main');
    const h1 = main.getByRole('heading', { level: 1 });

    // The consent banner is the first stop; Escape declines it.
    await page.goto(`/${lang}/`);
    const banner = page.getByRole('region', { name: w.privacy });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: w.decline })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);

    // Tab to the header's search button, Enter: the overlay opens with focus in its field. On the
    // way focus passes the language switcher's link to the other language (which preloads that
    // page): the page keeps its language.
    const { button, dialog } = await openOverlay(page, w.search, { tab: true });
    const field = dialog.getByRole('combobox', { name: w.field });
    await expect(field).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // A typo still finds the product; Tab passes the close button and reaches it, Shift+Tab goes back.
    await page.keyboard.type('magensium');
    const product = dialog
      .getByRole('region', { name: w.recommendedProduct })
      .getByRole('link', { name: /Pro Magnesium/ });
    await expect(product).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: w.close })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(product).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(field).toBeFocused();

    // An umlaut: written out or typed, it finds what is spelled with it.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(w.umlaut.query);
    await expect(field).toHaveValue(w.umlaut.query);
    await expect(dialog.getByRole('region', { name: w.umlaut.region })).toContainText(w.umlaut.finds);
    if (w.umlautPost)
      await expect(dialog.getByRole('region', { name: w.recommendedPost })).toContainText(w.umlautPost);

    // A content hit, its type label first; Tab reaches it, Shift+Tab returns to the field.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Winter');
    const post = dialog
      .getByRole('region', { name: w.recommendedPost })
      .getByRole('link', { name: w.contentLink });
    await expect(post).toBeVisible();
    await tabTo(page, post);
    await tabTo(page, field, { back: true });

    // Escape closes the overlay; focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // Enter opens it again; Enter in the field shows all results of the query.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(field).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Winter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/s/\\?term=Winter$`));
    await expect(dialog).toBeHidden();
    await expect(h1).toHaveText(w.resultsFor);
    await expect(h1).toBeFocused();

    // The content hit, with its type label, is reached by Tab.
    const contentHit = main.getByRole('region', { name: w.contentRegion }).getByRole('link', {
      name: w.contentLink,
    });
    await tabTo(page, contentHit);

    // Back to the page's search field: emptied, Enter lists every product; focus stays in it.
    const resultsField = main.getByRole('searchbox', { name: w.resultsField });
    await tabTo(page, resultsField, { back: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/s/$`));
    await expect(h1).toHaveText(w.allProducts);
    await expect(main.getByText(w.products(FAMILIES), { exact: true })).toBeVisible();
    await expect(resultsField).toBeFocused();

    // A facet: Tab to its checkbox, Space; the list narrows and focus stays on the checkbox.
    const capsules = main
      .getByRole('group', { name: w.attributes })
      .getByRole('checkbox', { name: new RegExp(`^${w.capsules} \\(\\d+\\)$`) });
    const label = await capsules.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
    const count = Number(/\((\d+)\)/.exec(label)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThan(FAMILIES);
    await tabTo(page, capsules);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`attributes=${w.capsules}`));
    await expect(main.getByText(w.products(count), { exact: true })).toBeVisible();
    await expect(cardNames(page)).toHaveCount(count);
    await expect(capsules).toBeChecked();
    await expect(capsules).toBeFocused();

    // The sort: Tab to the select, End picks its last option (price, low to high); focus stays.
    const sort = main.getByRole('combobox', { name: w.sortBy });
    await tabTo(page, sort);
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(new RegExp(`attributes=${w.capsules}`));
    await expect(sort).toHaveValue('price_asc');
    await expect(sort).toBeFocused();
    await expect.poll(async () => ascending(await listedPrices(page))).toBe(true);

    // The facet off again (Shift+Tab back to it, Space): every product, still by price.
    await tabTo(page, capsules, { back: true });
    await page.keyboard.press('Space');
    await expect(page).not.toHaveURL(/attributes=/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(main.getByText(w.products(FAMILIES), { exact: true })).toBeVisible();
    await expect(capsules).not.toBeChecked();
    await expect(capsules).toBeFocused();

    // Page 2 by Tab and Enter: the rest of the list, the sort kept; focus stays on the page link.
    await expect(cardNames(page)).toHaveCount(PER_PAGE);
    const firstPage = await listedPrices(page);
    expect(ascending(firstPage)).toBe(true);
    const pageTwo = main
      .getByRole('navigation', { name: w.pagination })
      .getByRole('link', { name: w.page2, exact: true });
    await tabTo(page, pageTwo);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(pageTwo).toHaveAttribute('aria-current', 'page');
    await expect(cardNames(page)).toHaveCount(FAMILIES - PER_PAGE);
    await expect(pageTwo).toBeFocused();
    const secondPage = await listedPrices(page);
    expect(ascending(secondPage)).toBe(true);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage[firstPage.length - 1] as number);
  });
}

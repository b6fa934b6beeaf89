import { expect, type Page, test } from '@playwright/test';

// Navigation and content paths a visitor takes before the cart: the mega menu by mouse and by
// keyboard (desktop), the restricted professionals' page as a guest, the events listing's
// filter, the empty layout of landing pages and old category URLs.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test('the mega menu opens on hover and leads to a category', async ({ page }) => {
  test.skip(isPhone(page), 'phones use the menu sheet');
  await page.goto('/de/');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Produkte' }).hover();
  const magnesium = nav.getByRole('link', { name: 'Magnesium', exact: true });
  await expect(magnesium).toBeVisible();
  // The panel's bottom call to action and its cards come with it.
  await expect(nav.getByRole('link', { name: 'Alle Produkte ansehen' })).toBeVisible();
  await magnesium.click();
  await expect(page).toHaveURL(/\/de\/c\/mineralstoffe\/magnesium\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Magnesium' })).toBeVisible();
});

test('the mega menu works with the keyboard alone', async ({ page }) => {
  test.skip(isPhone(page), 'phones use the menu sheet');
  await page.goto('/en/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const trigger = nav.getByRole('button', { name: 'Products' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const magnesium = nav.getByRole('link', { name: 'Magnesium', exact: true });
  await expect(magnesium).toBeVisible();
  // Tab moves from the trigger into its panel, in reading order, until the link has focus.
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(magnesium).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(magnesium).toBeVisible();
  await magnesium.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/c\/minerals\/magnesium\/$/);
});

test('a guest on the professionals page sees the restricted notice and the login modal', async ({ page }) => {
  await page.goto('/de/fachkreise/');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Geschützter Inhalt' })).toBeVisible();
  // None of the page's content reaches a guest.
  await expect(page.getByText('Willkommen im Fachkreis-Bereich')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  // Leaving the page inside the app leaves no stale server-written robots tag behind.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .getByRole('region', { name: 'Ihre Privatsphäre' })
    .getByRole('button', { name: 'Ablehnen' })
    .click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/de\/impressum\/$/);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('the events listing filters by event type through its URL', async ({ page }) => {
  await page.goto('/de/veranstaltungen/');
  const filter = page.getByRole('navigation', { name: 'Nach Veranstaltungsart filtern' });
  const events = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(events.first()).toBeVisible();
  const all = await events.count();
  expect(all).toBeGreaterThan(2);
  await filter.getByRole('link', { name: /^Webinar/ }).click();
  await expect(page).toHaveURL(/\?eventType=webinar$/);
  await expect(filter.getByRole('link', { name: /^Webinar/ })).toHaveAttribute('aria-current', 'page');
  await expect(events).not.toHaveCount(all);
  for (const event of await events.all())
    await expect(event.getByText('Webinar', { exact: true })).toBeVisible();
  await filter.getByRole('link', { name: /^Alle Veranstaltungen/ }).click();
  await expect(events).toHaveCount(all);
});

test('a landing page in the empty layout shows the page alone, with only the legal links below', async ({
  page,
}) => {
  await page.goto('/en/welcome/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to VitalShop/ })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  // A shop owes imprint, privacy, terms, withdrawal and the contract-cancellation button (§312k BGB)
  // on every page: the footer is those alone.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link')).toHaveCount(5);
  await expect(footer.getByRole('link', { name: 'Cancel contracts here' })).toHaveAttribute(
    'href',
    '/en/cancel-contracts/',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
    'href',
    '/en/',
  );
});

test('an old category URL without /c/ redirects to the category page, keeping page and page size', async ({
  page,
}) => {
  await page.goto('/de/mineralstoffe/magnesium/?page=2&itemsPerPage=2');
  await expect(page).toHaveURL(/\/de\/c\/mineralstoffe\/magnesium\/\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('page')).toBe('2');
  expect(url.searchParams.get('itemsPerPage')).toBe('2');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Magnesium' })).toBeVisible();
});

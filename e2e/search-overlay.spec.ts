import { expect, test } from '@playwright/test';
import { openOverlay } from './search-helpers.ts';

// The header's search overlay (spec §2), by keyboard only: typo, umlaut, content hit, Tab through
// the suggestions, Enter for the results page, Escape to close; in German and English.

test('German: a typo finds the product, Tab reaches it, Enter opens it', async ({ page }) => {
  await page.goto('/de/');
  const { dialog } = await openOverlay(page, 'Suchen');
  const field = dialog.getByRole('combobox', { name: 'Produkte und Inhalte suchen' });
  await expect(field).toBeFocused();
  // Empty: popular products and the latest post.
  await expect(dialog.getByRole('heading', { name: 'Beliebte Produkte' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Neuester Beitrag' })).toBeVisible();

  await page.keyboard.type('magensium');
  const recommended = dialog.getByRole('region', { name: 'Empfohlenes Produkt' });
  const product = recommended.getByRole('link', { name: /Pro Magnesium/ });
  await expect(product).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Weitere Suchergebnisse' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  // Tab moves from the field (past the close button) into the suggestions.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(product).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/pro-magnesium/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('German: umlauts and their spelling with e find the same; content hits carry their type', async ({
  page,
}) => {
  await page.goto('/de/');
  const { dialog } = await openOverlay(page, 'Suchen');
  await page.keyboard.type('Qualitaet');
  const post = dialog.getByRole('region', { name: 'Empfohlener Beitrag' });
  await expect(post).toContainText('Qualität');

  const field = dialog.getByRole('combobox');
  await field.fill('');
  await page.keyboard.type('Winter');
  await expect(post).toContainText('Vitamin D im Winter');
  await expect(post).toContainText('Wissen');

  await page.keyboard.type('xyzq');
  await expect(dialog.getByText('Keine Ergebnisse gefunden')).toBeVisible();
});

test('German: Enter shows all results; Escape closes and gives focus back', async ({ page }) => {
  await page.goto('/de/');
  let { button, dialog } = await openOverlay(page, 'Suchen');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  ({ button, dialog } = await openOverlay(page, 'Suchen'));
  await page.keyboard.type('Zink');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/s\/\?term=Zink$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Zink“' })).toBeVisible();

  // The query is remembered among the recent searches.
  await openOverlay(page, 'Suchen');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Zink' })).toBeVisible();
});

test('English: vitamine finds vitamins; the post is labelled', async ({ page }) => {
  await page.goto('/en/');
  const { dialog } = await openOverlay(page, 'Search');
  await page.keyboard.type('vitamine');
  await expect(dialog.getByRole('region', { name: 'Recommended product' })).toContainText(/Vitamin/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('screens of the overlay, German and English (kept with the test results)', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  for (const [lang, name] of [
    ['de', 'Suchen'],
    ['en', 'Search'],
  ] as const) {
    await page.goto(`/${lang}/`);
    const { dialog } = await openOverlay(page, name);
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`overlay-empty-${lang}.png`) });
    await page.keyboard.type('magnesium');
    await expect(
      dialog.getByRole('link', { name: lang === 'de' ? 'Weitere Suchergebnisse' : 'More search results' }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`overlay-results-${lang}.png`) });
  }
});

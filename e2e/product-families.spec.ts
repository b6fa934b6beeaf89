import { expect, test } from '@playwright/test';

// A product family (a configurable product with 1-, 3- and 6-month packs) is listed once; its
// packs have pages of their own, and each pack's page links its siblings, sold out or not.

test('a listing shows each family once, not its packs beside it', async ({ page }) => {
  await page.goto('/en/c/minerals/');
  const names = page.getByRole('main').getByRole('article').getByRole('heading');
  await expect(names).toHaveText(['Pro Magnesium', 'Zinc bisglycinate', 'Iron complex', 'Selenium tablets'], {
    ignoreCase: true,
  });
  await expect(page.getByText('4 products')).toBeVisible();
});

test('a sold-out pack still links its sibling packs', async ({ page }) => {
  await page.goto('/en/iron-complex-6-months/');
  await expect(page.getByRole('heading', { level: 1, name: 'Iron complex 6 months' })).toBeVisible();
  const packs = page.getByRole('region', { name: 'Also available as' });
  await expect(packs.getByRole('link')).toHaveCount(2);
  await packs.getByRole('link', { name: /for 1 month/ }).click();
  await expect(page).toHaveURL(/\/en\/iron-complex-1-month\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iron complex 1 month' })).toBeVisible();
  // The way back to the sold-out pack stays, and says it is sold out.
  const back = page
    .getByRole('region', { name: 'Also available as' })
    .getByRole('link', { name: /for 6 months/ });
  await expect(back).toContainText('Out of stock');
  await expect(page.getByRole('region', { name: 'Also available as' }).getByRole('link')).toHaveCount(2);
});

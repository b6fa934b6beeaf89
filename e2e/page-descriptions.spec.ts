import { expect, test } from '@playwright/test';

// Every page a shopper lands on tells search engines what it is: a title and a description in
// the page's language (Lighthouse's SEO audit checks both).
const pages = {
  home: { url: '/de/', description: /./ },
  category: { url: '/de/c/vitamine/', description: /./ },
  product: { url: '/de/pro-magnesium-1-monat/', description: /./ },
  search: { url: '/de/s/?term=magnesium', description: /^Produkte zu „magnesium“/ },
  'search without a term': { url: '/en/s/', description: /^All our dietary supplements/ },
  cart: { url: '/de/cart/', description: /^Ihr Warenkorb/ },
};

for (const [name, { url, description }] of Object.entries(pages)) {
  test(`${name} has a title and a description`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the same on every device');
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', description);
  });
}

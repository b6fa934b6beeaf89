import { expect, type Page, test } from '@playwright/test';
import { cartWithProduct, registerCustomer } from './checkout-helpers.ts';

// Every route template has a document title of its own, its words first and then the shop
// ('Your shopping cart | VitalShop'): a screen reader announces it after each navigation
// (src/ui/route-focus.tsx), and a tab or a bookmark says which page it is. Shop pages, error
// pages, checkout, payment return pages, newsletter links and every account page, both languages.

test.describe.configure({ timeout: 180_000 });

async function titleOf(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  // The route's head is applied once its data is there: wait until the title names the shop.
  await expect(page).toHaveTitle(/ \| VitalShop$/);
  return page.title();
}

test('every route of the shop and the checkout has a title of its own, in its language', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same on every device');
  const expected: Record<string, string> = {
    '/en/cart/': 'Your shopping cart | VitalShop',
    '/de/cart/': 'Ihr Warenkorb | VitalShop',
    '/en/s/?term=Magnesium': 'Search results for “Magnesium” | VitalShop',
    '/en/s/': 'All products | VitalShop',
    '/en/customer-reset-password/': 'Reset password | VitalShop',
    '/en/this-page-does-not-exist/': 'Page not found | VitalShop',
    '/de/gibt-es-nicht/': 'Seite nicht gefunden | VitalShop',
    '/fr/nichts/': 'Diese Seite konnte nicht gefunden werden | VitalShop',
    '/en/cancel-contracts/': 'Cancel contracts | VitalShop',
    '/en/newsletter-confirm/': 'Confirm your newsletter subscription | VitalShop',
    '/de/newsletter-unsubscribe/': 'Vom Newsletter abmelden | VitalShop',
    '/en/paypal-order/': 'Payment | VitalShop',
    '/de/stripe-order/': 'Zahlung | VitalShop',
  };
  for (const [url, title] of Object.entries(expected)) expect(await titleOf(page, url), url).toBe(title);

  // The checkout, one page and step by step, once there is something to buy.
  await page.goto('/en/');
  await cartWithProduct(page, 'de');
  expect(await titleOf(page, '/en/checkout/')).toBe('Checkout | VitalShop');
  expect(await titleOf(page, '/de/checkout/')).toBe('Kasse | VitalShop');
  expect(await titleOf(page, '/en/checkout2/user-account/')).toBe('Checkout | VitalShop');

  // Content, category, product and home pages: each its own, none the bare shop name.
  const seen = new Set<string>();
  for (const url of [
    '/en/',
    '/en/about-us/',
    '/en/c/minerals/',
    '/en/pro-magnesium-1-month/',
    '/en/p/ZINK-1M/',
  ]) {
    const title = await titleOf(page, url);
    expect(seen.has(title), `${url}: ${title}`).toBe(false);
    seen.add(title);
  }
});

test('every account page has a title of its own, in its language', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same on every device');
  await page.goto('/de/');
  await registerCustomer(page, `titel-${Date.now()}@example.com`);
  const expected: Record<string, string> = {
    '/en/customer/': 'My Account | VitalShop',
    '/en/customer/my-profile/': 'My profile | VitalShop',
    '/en/customer/addresses-details/': 'Addresses | VitalShop',
    '/en/customer/addresses-details/create/': 'Add new address | VitalShop',
    '/en/customer/order-history/': 'Order history | VitalShop',
    '/en/customer/my-savings-plans/': 'My savings plans | VitalShop',
    '/en/customer/my-wishlist/': 'Wishlist | VitalShop',
    '/en/customer/my-reviews/': 'My reviews | VitalShop',
    '/en/customer/my-newsletter/': 'Newsletter | VitalShop',
    '/de/customer/': 'Mein Konto | VitalShop',
    '/de/customer/my-profile/': 'Mein Profil | VitalShop',
  };
  for (const [url, title] of Object.entries(expected)) expect(await titleOf(page, url), url).toBe(title);

  // Moving inside the account by its navigation: the new page's title is announced.
  await page.goto('/en/customer/');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Order history' })
    .click();
  await expect(page).toHaveTitle('Order history | VitalShop');
  await expect(page.getByTestId('route-announcer')).toHaveText('Order history | VitalShop');
});

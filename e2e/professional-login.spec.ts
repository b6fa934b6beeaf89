import { expect, test } from '@playwright/test';
import { logInThroughModal, registerCustomer } from './checkout-helpers.ts';

// A verified professional who logs in from the restricted page's login modal sees the page
// without a reload: the page loads again once the content system's login sync has answered.
//
// The e2e server's embedded database is held by the server, so the shop team's list
// (`npm run professionals -- verify <email>`) cannot be changed from here: the content system's
// answer for the verified customer is stood in for, and only after the browser's login sync
// for that customer has been answered (which is what the content system's check follows).

test('a verified professional logging in from the modal sees the restricted page without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = `fachkreis-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await registerCustomer(page, email);
  // Logged out again: a visitor who has an account.
  await context.clearCookies();

  let synced = false;
  await page.route('**/typo3-api/de/magento-login-sync/**', async (route) => {
    const response = await route.fetch();
    if (new URL(route.request().url()).searchParams.get('username') === email) synced = true;
    await route.fulfill({ response });
  });
  await page.route('**/typo3-api/de/fachkreise/**', async (route) => {
    if (!synced) return route.continue();
    // The verified professional's page (another content page's answer, standing in for it).
    const url = new URL(route.request().url());
    url.pathname = url.pathname.replace('/fachkreise/', '/impressum/');
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });

  await page.goto('/de/fachkreise/');
  await expect(page.getByRole('heading', { level: 1, name: 'Geschützter Inhalt' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await logInThroughModal(page, email);

  await expect(page.getByRole('heading', { level: 1, name: 'Angaben gemäß § 5 DDG' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Geschützter Inhalt' })).toHaveCount(0);
  expect(synced).toBe(true);
  await expect(page).toHaveURL(/\/de\/fachkreise\/$/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

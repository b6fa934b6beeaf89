import { expect, type Locator, type Page, test } from '@playwright/test';

// Closing an overlay gives focus back to the control that opened it, so a keyboard or
// screen-reader user goes on where they were: the login modal (header or bottom bar), the
// mobile menu (header and bottom bar), the login modal opened from the menu sheet, the purchase
// modal, the cart sidebar it leads to, and the out-of-stock modal. Escape and the close button.

test.describe.configure({ timeout: 90_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function declineConsent(page: Page) {
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toHaveCount(0);
}

/** Opens with Enter on the focused `opener`, closes by `close`, and expects focus back on it. */
async function expectFocusBack(page: Page, opener: Locator, dialog: Locator, close: () => Promise<void>) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await close();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('the login modal gives focus back to the account button, after Escape and after its close button', async ({
  page,
}) => {
  await page.goto('/en/about-us/');
  await declineConsent(page);
  const opener = isPhone(page)
    ? page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Account' })
    : page.getByRole('banner').getByRole('button', { name: 'Account' });
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expectFocusBack(page, opener, dialog, () => page.keyboard.press('Escape'));
  await expectFocusBack(page, opener, dialog, () => dialog.getByRole('button', { name: 'Close' }).click());
});

test('the mobile menu gives focus back to the button that opened it; the login opened from it to the menu button', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the menu sheet is the phone navigation');
  await page.goto('/en/about-us/');
  await declineConsent(page);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const headerButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await expectFocusBack(page, headerButton, menu, () => page.keyboard.press('Escape'));
  await expectFocusBack(page, headerButton, menu, () =>
    menu.getByRole('button', { name: 'Close menu' }).click(),
  );
  const barButton = page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('button', { name: 'Menu' });
  await expectFocusBack(page, barButton, menu, () => page.keyboard.press('Escape'));

  // 'Log in / Register' in the sheet: the sheet gives way to the login modal; closing that
  // brings focus back to the button that opened the sheet, not to the page's start.
  await headerButton.focus();
  await page.keyboard.press('Enter');
  await menu.getByRole('button', { name: 'Log in / Register' }).press('Enter');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(menu).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);
  await expect(headerButton).toBeFocused();
});

test('the out-of-stock modal gives focus back to its Add to Cart button', async ({ page }) => {
  await page.goto('/en/iron-complex-6-months/');
  await declineConsent(page);
  const opener = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
  const dialog = page.getByRole('dialog', { name: /Iron complex 6 months/i });
  await expectFocusBack(page, opener, dialog, () => page.keyboard.press('Escape'));
  await expectFocusBack(page, opener, dialog, () => dialog.getByRole('button', { name: 'Close' }).click());
});

test('the purchase modal and the cart sidebar it opens give focus back to the Add to Cart button', async ({
  page,
}) => {
  await page.goto('/en/pro-magnesium-1-month/');
  await declineConsent(page);
  const opener = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
  const modal = page.getByRole('dialog', { name: /Pro Magnesium/ });
  await expectFocusBack(page, opener, modal, () => modal.getByRole('button', { name: 'Close' }).click());

  // Two packs: the modal closes and the cart sidebar opens; closing the sidebar lands on the
  // button the purchase began at.
  await opener.focus();
  await page.keyboard.press('Enter');
  await modal.getByRole('button', { name: 'Increase quantity' }).first().click();
  await modal.getByRole('button', { name: /^Add to Cart · / }).press('Enter');
  const sidebar = page.getByRole('dialog', { name: 'Cart' });
  await expect(sidebar).toBeVisible();
  // What was added is read as focus enters the sidebar (its description) and shown at its top.
  await expect(sidebar).toHaveAccessibleDescription(/^Pro Magnesium was added to the cart \(quantity 2\)\./);
  await expect.poll(() => sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sidebar).toHaveCount(0);
  await expect(opener).toBeFocused();
});

import { expect, type Page, test } from '@playwright/test';
import { cartWithProduct, registerCustomer } from './checkout-helpers';

// The server sends a strict Content Security Policy (server/app.ts): no inline script, no <style>
// element. Whatever the browser refuses under it is broken in production (a missing animation, a
// widget without its styles, a dead script), so the main pages are visited here and any report of
// a refusal fails the test: the `securitypolicyviolation` event and Chromium's console error.

interface Violation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

async function watchCsp(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  // Survives navigations: every document reports to the test through it.
  await page.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        (window as unknown as { reportCspViolation: (v: unknown) => void }).reportCspViolation({
          url: location.href,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
        });
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push({ url: page.url(), directive: 'console', blocked: '', sample: message.text() });
  });
  return violations;
}

/** The page has rendered its main content and the browser is idle (late widgets included). */
async function visit(page: Page, path: string, heading?: RegExp | string) {
  await page.goto(path);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  else await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the main pages run under the Content Security Policy without a refusal', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);

  const response = await page.goto('/de/');
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');

  await visit(page, '/de/pro-magnesium-1-monat/', /Magnesium/);
  await visit(page, '/de/s/?term=Zink');
  await visit(page, '/de/ueber-uns/');
  await visit(page, '/de/c/mineralstoffe/magnesium/', 'Magnesium');

  // A slow client-side navigation shows the route progress bar with its animation.
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page
    .getByRole('main')
    .getByRole('link', { name: /Pro Magnesium/ })
    .first()
    .click();
  await expect(page.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Magnesium/ })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  // The search overlay: while a dialog is open the page behind it does not scroll.
  const search = page.getByRole('banner').getByRole('button', { name: 'Suchen' });
  await search.click();
  await expect(page.getByRole('dialog', { name: 'Suchen' })).toBeVisible();
  // Its scroll lock's rules reach the page (a refused <style> element left the page scrolling).
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await cartWithProduct(page, 'de');
  await visit(page, '/de/cart/', 'Ihr Warenkorb');
  await visit(page, '/de/checkout/');

  // The captcha widget (registration), then an account page signed in.
  await registerCustomer(page, `csp-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  await visit(page, '/de/customer/my-profile/');
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});

import { expect, test } from '@playwright/test';

// The cart page and badge against the real server (fresh database, a guest without cookies).

test('a first visit has an empty cart: the cart page says so and the badge shows 0', async ({ page }) => {
  await page.goto('/de/cart/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/de/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Warenkorb' }).first()).toContainText('0');
  // The empty cart exists right away; its id is kept in the 'cart' cookie.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'cart')).toBe(true);
});

test('English: the cart page is titled "Your shopping cart"', async ({ page }) => {
  await page.goto('/en/cart/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your shopping cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('an item added on the product page is in the cart, its quantity changes and it can be removed', async ({
  page,
}) => {
  await page.goto('/de/pro-magnesium-1-monat/');
  const add = page
    .getByRole('main')
    .getByRole('button', { name: /In den Warenkorb|Add to Cart/ })
    .first();
  // Every seeded product page offers 'Add to Cart': a missing button is a failure, not a skip.
  await expect(add).toBeVisible();
  await add.click();
  const modal = page.getByRole('dialog');
  await modal
    .getByRole('button', { name: /In den Warenkorb|Add to Cart/ })
    .last()
    .click();
  // A single item of quantity 1: the modal shows related products; close it to see the badge.
  await expect(modal.getByText(/erfolgreich|successfully added/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  const badge = page.getByRole('banner').getByRole('link', { name: 'Warenkorb' }).first();
  await expect(badge).toContainText('1');

  await page.goto('/de/cart/');
  const line = page.getByRole('listitem', { name: 'Pro Magnesium' });
  await expect(line).toBeVisible();
  await expect(line.getByText('Einmalkauf')).toBeVisible();
  await expect(line.getByLabel('Menge', { exact: true })).toHaveText('1');
  await expect(line.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();

  await line.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(line.getByLabel('Menge', { exact: true })).toHaveText('2');
  await expect(badge).toContainText('2');
  await expect(page.getByText('Gesamtsumme')).toBeVisible();
  // Below the first volume tier there is no quantity-discount notice.
  await expect(line.getByTestId('quantity-discount-notice')).toHaveCount(0);
  // 3 packs reach the 5 % tier: the notice, the labelled saving on the line and in the totals.
  await line.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(line.getByLabel('Menge', { exact: true })).toHaveText('3');
  await expect(
    line.getByText(/^Mengenrabatt von 5\s%\sberücksichtigt\. Ab 6 Stück sparen Sie 10\s%\.$/),
  ).toBeVisible();
  await expect(line.getByText(/^Mengenrabatt 5\s%: Sie sparen 3,00\s€$/)).toBeVisible();
  await expect(page.getByText('Enthaltene Ersparnis: Mengenrabatt')).toBeVisible();

  // A reload keeps the cart (cookie).
  await page.reload();
  await expect(line.getByLabel('Menge', { exact: true })).toHaveText('3');

  await page.getByRole('button', { name: 'Pro Magnesium entfernen' }).click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(badge).toContainText('0');
});

test('the shopper converts the whole cart to a quarterly savings plan on the cart page', async ({ page }) => {
  // Two one-time items through the purchase modal.
  const addOnce = async (path: string) => {
    await page.goto(path);
    await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('radio', { name: 'Einmalkauf' })).toBeChecked();
    await modal.getByRole('button', { name: /^In den Warenkorb · / }).click();
  };
  await addOnce('/de/pro-magnesium-1-monat/');
  // A single item of quantity 1: the modal shows related products.
  await expect(page.getByRole('dialog').getByText(/wurde erfolgreich hinzugefügt$/)).toBeVisible();
  await addOnce('/de/zink-bisglycinat-1-monat/');
  // Two lines: the cart sidebar opens.
  await expect(page.getByRole('dialog', { name: 'Warenkorb' })).toBeVisible();
  await page.goto('/de/cart/');
  const magnesium = page.getByRole('listitem', { name: 'Pro Magnesium' });
  const zinc = page.getByRole('listitem', { name: 'Zink Bisglycinat' });
  await expect(magnesium.getByText('Einmalkauf')).toBeVisible();
  await expect(zinc.getByText('Einmalkauf')).toBeVisible();

  const intervals = page.getByRole('group', { name: 'Lieferintervall' });
  await expect(intervals.getByRole('radio', { name: 'Monatliche Lieferung' })).toBeChecked();
  await intervals.getByRole('radio', { name: 'Quartalsweise Lieferung' }).check();
  await page.getByRole('button', { name: 'Warenkorb in Sparabo umwandeln' }).click();
  await expect(page.getByText('Warenkorb erfolgreich in ein Sparabo umgewandelt')).toBeVisible();

  // Both lines are quarterly savings plans: three packs per delivery at 10 % off.
  await expect(magnesium.getByText('Quartalsweise Lieferung')).toBeVisible();
  await expect(magnesium.getByText('53,73 €')).toBeVisible();
  await expect(zinc.getByText('Quartalsweise Lieferung')).toBeVisible();
  await expect(zinc.getByText('32,13 €')).toBeVisible();
  // A quarterly line explains itself and shows its saving (3 × 19,90 € = 59,70 €, 10 % off).
  await expect(magnesium.getByText('3 Packungen alle 3 Monate')).toBeVisible();
  await expect(magnesium.getByText(/^Sparplan-Rabatt 10\s%: Sie sparen 5,97\s€$/)).toBeVisible();
  await expect(page.getByText('Enthaltene Ersparnis: Sparplan-Rabatt')).toBeVisible();
  await expect(
    page.getByText('Alle Artikel sind bereits im Sparabo mit diesem Lieferintervall.'),
  ).toBeVisible();

  // The server holds the converted cart.
  await page.reload();
  await expect(magnesium.getByText('Quartalsweise Lieferung')).toBeVisible();
  await expect(zinc.getByText('Quartalsweise Lieferung')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Quartalsweise Lieferung' })).toBeChecked();
});

test.describe('on a 375 px phone', () => {
  // The phone's layout in every project (the desktop one too): the test sets its viewport
  // rather than skipping itself where the project's is wider.
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the coupon field shows a whole 20-character code, and nothing overflows', async ({ page }) => {
    await page.goto('/de/pro-magnesium-1-monat/');
    await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^In den Warenkorb · / })
      .click();
    await expect(page.getByRole('dialog').getByText(/wurde erfolgreich hinzugefügt$/)).toBeVisible();
    await page.goto('/de/cart/');
    const field = page.getByLabel('Gutscheincode');
    const code = 'WWWWWWWWWWMMMMMMMMMM';
    expect(code).toHaveLength(20);
    await field.fill(code);
    await expect(field).toHaveValue(code);
    const fit = await field.evaluate((input: HTMLInputElement) => ({
      scroll: input.scrollWidth,
      client: input.clientWidth,
      right: input.getBoundingClientRect().right,
      viewport: document.documentElement.clientWidth,
      pageScroll: document.documentElement.scrollWidth,
    }));
    // The whole code is visible (no horizontal scrolling inside the field), the field and the
    // page stay inside the 375 px viewport.
    expect(fit.viewport).toBe(375);
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(fit.right).toBeLessThanOrEqual(fit.viewport);
    expect(fit.pageScroll).toBeLessThanOrEqual(fit.viewport);
    const apply = await page.getByRole('button', { name: 'Gutschein einlösen' }).boundingBox();
    expect(apply).not.toBeNull();
    expect((apply?.x ?? 0) + (apply?.width ?? 0)).toBeLessThanOrEqual(fit.viewport);
  });
});

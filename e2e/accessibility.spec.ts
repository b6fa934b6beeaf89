import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';

// axe-core (WCAG 2.2 AA) over every route template the shop has, in both languages, on desktop
// and phone (the two Playwright projects), with the consent banner showing as a first visit sees it.

const routes: Record<'de' | 'en', Record<string, string>> = {
  de: {
    home: '/de/',
    content: '/de/ueber-uns/',
    legal: '/de/impressum/',
    events: '/de/veranstaltungen/',
    restricted: '/de/fachkreise/',
    category: '/de/c/mineralstoffe/?inhalt_label=tablets&sort=price_asc',
    product: '/de/pro-magnesium-1-monat/',
    search: '/de/s/?term=Magnesium',
    cart: '/de/cart/',
    resetPassword: '/de/customer-reset-password/',
    registration: '/de/registrieren/',
    emptyLayout: '/de/willkommen/',
    notFound: '/de/gibt-es-nicht/',
  },
  en: {
    home: '/en/',
    content: '/en/about-us/',
    legal: '/en/imprint/',
    events: '/en/events/',
    restricted: '/en/professionals/',
    category: '/en/c/minerals/?inhalt_label=tablets&sort=price_asc',
    product: '/en/pro-magnesium-1-month/',
    search: '/en/s/?term=Magnesium',
    cart: '/en/cart/',
    resetPassword: '/en/customer-reset-password/',
    registration: '/en/register/',
    emptyLayout: '/en/welcome/',
    notFound: '/en/this-page-does-not-exist/',
  },
};

// axe's contrast rule walks every text node: give it time on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const lang of ['de', 'en'] as const) {
  for (const [name, url] of Object.entries(routes[lang])) {
    test(`axe: ${lang} ${name} (${url})`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

// The overlays, open, in both languages: each test opens one and checks the whole page with it.
const t = {
  de: {
    products: 'Produkte',
    openMenu: 'Menü öffnen',
    add: 'In den Warenkorb',
    savingsPlan: /^Sparabo/,
    interval: 'Lieferintervall',
    product: '/de/pro-magnesium-1-monat/',
    soldOut: '/de/eisen-komplex-6-monate/',
    cart: '/de/cart/',
  },
  en: {
    products: 'Products',
    openMenu: 'Open menu',
    add: 'Add to Cart',
    savingsPlan: /^Savings subscription/,
    interval: 'Delivery interval',
    product: '/en/pro-magnesium-1-month/',
    soldOut: '/en/iron-complex-6-months/',
    cart: '/en/cart/',
  },
};

for (const lang of ['de', 'en'] as const) {
  const w = t[lang];

  test(`axe: ${lang} main menu open (mega menu on desktop, menu sheet on phones)`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    if ((page.viewportSize()?.width ?? 1280) < 1024) {
      await page.getByRole('banner').getByRole('button', { name: w.openMenu }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    } else {
      const trigger = page.getByRole('banner').getByRole('button', { name: w.products });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`axe: ${lang} login modal`, async ({ page }) => {
    await page.goto(`/${lang}/?login=1`);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`axe: ${lang} purchase modal and its success state`, async ({ page }) => {
    await page.goto(w.product);
    await page.getByRole('main').getByRole('button', { name: w.add, exact: true }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('radio').first()).toBeChecked();
    expect(await axeViolations(page), 'purchase modal').toEqual([]);
    // The savings-plan option open: its interval, the earliest cancellation date and price notes.
    await modal.getByRole('radio', { name: w.savingsPlan }).check();
    await expect(modal.getByRole('combobox', { name: w.interval })).toBeVisible();
    expect(await axeViolations(page), 'purchase modal, savings plan').toEqual([]);
    await modal.getByRole('button', { name: new RegExp(`^${w.add} · `) }).click();
    await expect(
      modal.getByRole('link', { name: lang === 'de' ? 'Zum Warenkorb' : 'Proceed to cart' }),
    ).toBeVisible();
    expect(await axeViolations(page), 'purchase modal after adding').toEqual([]);
  });

  test(`axe: ${lang} cart sidebar and the filled cart`, async ({ page }) => {
    await page.goto(w.product);
    const modal = page.getByRole('dialog');
    // Quantity 2: the cart sidebar opens instead of the related products.
    await page.getByRole('main').getByRole('button', { name: w.add, exact: true }).click();
    await modal
      .getByRole('button', { name: lang === 'de' ? 'Menge erhöhen' : 'Increase quantity' })
      .first()
      .click();
    await modal.getByRole('button', { name: new RegExp(`^${w.add} · `) }).click();
    const sidebar = page.getByRole('dialog', { name: lang === 'de' ? 'Warenkorb' : 'Cart' });
    await expect(sidebar).toBeVisible();
    expect(await axeViolations(page), 'cart sidebar').toEqual([]);
    await page.goto(w.cart);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(await axeViolations(page), 'filled cart').toEqual([]);
  });

  test(`axe: ${lang} out-of-stock modal`, async ({ page }) => {
    await page.goto(w.soldOut);
    await page.getByRole('main').getByRole('button', { name: w.add, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('form')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

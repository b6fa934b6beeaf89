import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { cartWithProduct, registerCustomer } from './checkout-helpers.ts';

// axe-core (WCAG 2.2 AA) over every global overlay that can be opened on every route template,
// in both languages; both projects (desktop 1280, phone 375) run each test. One test per template
// and language opens the overlays in turn on the same page and closes each (Escape) before the
// next. The pages themselves are checked in e2e/accessibility.spec.ts and
// e2e/accessibility-flows.spec.ts, so each check here is scoped to the overlay it opened.

test.describe.configure({ timeout: 240_000 });

type Lang = 'de' | 'en';
type Overlay = 'consent' | 'menu' | 'search' | 'cartSidebar' | 'login' | 'storeSwitch' | 'wishlist';

const text = {
  de: {
    privacy: 'Ihre Privatsphäre',
    decline: 'Ablehnen',
    cookieSettings: 'Cookie-Einstellungen',
    openMenu: 'Menü öffnen',
    mainNav: 'Hauptnavigation',
    search: 'Suchen',
    account: 'Konto',
    login: 'Anmelden',
    shop: 'Shop: EU-Shop',
    currency: /^Währung: /,
    add: 'In den Warenkorb',
    increase: 'Menge erhöhen',
    packSize: 'Packungsgröße',
    purchaseOption: 'Kaufoption',
    cart: 'Warenkorb',
    wishlist: 'Wunschliste',
    quickNav: 'Schnellnavigation',
  },
  en: {
    privacy: 'Your privacy',
    decline: 'Decline',
    cookieSettings: 'Cookie settings',
    openMenu: 'Open menu',
    mainNav: 'Main navigation',
    search: 'Search',
    account: 'Account',
    login: 'Log in',
    shop: 'Shop: EU shop',
    currency: /^Currency: /,
    add: 'Add to Cart',
    increase: 'Increase quantity',
    packSize: 'Pack size',
    purchaseOption: 'Purchase option',
    cart: 'Cart',
    wishlist: 'Wishlist',
    quickNav: 'Quick navigation',
  },
} as const;

/** Every overlay a guest can open on any page of the default layout. */
const GUEST: Overlay[] = ['consent', 'menu', 'search', 'login', 'storeSwitch'];
/** …and where the page offers 'Add to Cart', the cart sidebar that adding opens. */
const SHOPPING: Overlay[] = [...GUEST, 'cartSidebar'];

interface Template {
  urls: Record<Lang, string>;
  overlays: Overlay[];
  /** Put something into the cart first (the checkout needs it). */
  cart?: boolean;
  /** A signed-in customer (the account pages). */
  customer?: boolean;
  /** The page opens the login modal itself (a page for verified professionals only). */
  asksToLogIn?: boolean;
}

const templates: Record<string, Template> = {
  // Its product teasers add to the cart.
  home: { urls: { de: '/de/', en: '/en/' }, overlays: SHOPPING },
  'content page': { urls: { de: '/de/ueber-uns/', en: '/en/about-us/' }, overlays: GUEST },
  'category listing': {
    urls: { de: '/de/c/mineralstoffe/', en: '/en/c/minerals/' },
    overlays: SHOPPING,
  },
  'product page': {
    urls: { de: '/de/pro-magnesium-1-monat/', en: '/en/pro-magnesium-1-month/' },
    overlays: SHOPPING,
  },
  // Its hits are links (no 'Add to Cart'): no way to the cart sidebar here.
  'search results': {
    urls: { de: '/de/s/?term=Magnesium', en: '/en/s/?term=Magnesium' },
    overlays: GUEST,
  },
  'cart page': { urls: { de: '/de/cart/', en: '/en/cart/' }, overlays: GUEST, cart: true },
  checkout: { urls: { de: '/de/checkout/', en: '/en/checkout/' }, overlays: GUEST, cart: true },
  'account page': {
    urls: { de: '/de/customer/', en: '/en/customer/' },
    overlays: ['consent', 'menu', 'search', 'storeSwitch', 'wishlist'],
    customer: true,
  },
  'legal page': { urls: { de: '/de/impressum/', en: '/en/imprint/' }, overlays: GUEST },
  '404 page': {
    urls: { de: '/de/gibt-es-nicht/', en: '/en/this-page-does-not-exist/' },
    overlays: GUEST,
  },
  'restricted professional page': {
    urls: { de: '/de/fachkreise/', en: '/en/professionals/' },
    overlays: GUEST,
    asksToLogIn: true,
  },
};

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
/** Below Tailwind's md breakpoint the account and wishlist buttons live in the bottom bar. */
const hasBottomBar = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function expectClean(page: Page, what: string, include: string) {
  expect(await axeViolations(page, { include }), `${what} on ${page.url()}`).toEqual([]);
}

/** Closes the overlay with Escape and waits until no dialog or menu is left open. */
async function closeWithEscape(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('[role=dialog], [role=menu]')).toHaveCount(0);
}

/** `everyPanel`: each mega menu panel (on home; the panels are the same on every page), else the first. */
const open: Record<Overlay, (page: Page, lang: Lang, everyPanel: boolean) => Promise<void>> = {
  // The banner a first visit sees (checked with each page in e2e/accessibility.spec.ts), declined,
  // then reopened from the footer's 'Cookie settings' with the choice made.
  async consent(page, lang) {
    const w = text[lang];
    const banner = page.getByRole('region', { name: w.privacy });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: w.decline }).click();
    await expect(banner).toHaveCount(0);
    await page.getByRole('button', { name: w.cookieSettings }).click();
    await expect(banner).toBeVisible();
    await expectClean(page, 'consent settings', 'section[aria-labelledby]');
    // Escape inside the banner declines and closes it.
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
  },

  // Desktop: the mega menus in turn; phones: the menu sheet with every section unfolded.
  async menu(page, lang, everyPanel) {
    const w = text[lang];
    if (isPhone(page)) {
      await page.getByRole('banner').getByRole('button', { name: w.openMenu }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      const sections = sheet.locator('summary');
      for (let i = 0; i < (await sections.count()); i++) await sections.nth(i).click();
      await expectClean(page, 'menu sheet', '[role=dialog]');
      await closeWithEscape(page);
      return;
    }
    const nav = page.getByRole('banner').getByRole('navigation', { name: w.mainNav });
    const triggers = nav.locator('button[aria-expanded]');
    const count = await triggers.count();
    expect(count, 'mega menus').toBeGreaterThan(0);
    for (let i = 0; i < (everyPanel ? count : 1); i++) {
      const trigger = triggers.nth(i);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expectClean(
        page,
        `mega menu ${await trigger.textContent()}`,
        `header nav[aria-label="${w.mainNav}"]`,
      );
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  },

  async search(page, lang) {
    const w = text[lang];
    await page.getByRole('banner').getByRole('button', { name: w.search }).click();
    const dialog = page.getByRole('dialog', { name: w.search });
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await expectClean(page, 'search overlay', '[role=dialog]');
    await closeWithEscape(page);
  },

  // Adding a second item opens the cart sidebar (a first item alone shows related products).
  async cartSidebar(page, lang) {
    const w = text[lang];
    await page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^${w.add}(:|$)`) })
      .first()
      .click();
    const modal = page.getByRole('dialog');
    // A product family's card asks for the pack size first.
    const packs = modal.getByRole('group', { name: w.packSize }).getByRole('radio');
    await expect(modal.getByRole('group', { name: w.purchaseOption })).toBeVisible();
    if ((await packs.count()) > 0) await packs.first().check();
    await modal.getByRole('button', { name: w.increase }).first().click();
    await modal.getByRole('button', { name: new RegExp(`^${w.add} · `) }).click();
    const sidebar = page.getByRole('dialog', { name: w.cart });
    await expect(sidebar.getByRole('listitem').first()).toBeVisible();
    await expectClean(page, 'cart sidebar', '[role=dialog]');
    await closeWithEscape(page);
  },

  async login(page, lang) {
    const w = text[lang];
    const bar = hasBottomBar(page)
      ? page.getByRole('navigation', { name: w.quickNav })
      : page.getByRole('banner');
    await bar.getByRole('button', { name: w.account }).click();
    await expect(page.getByRole('dialog', { name: w.login })).toBeVisible();
    await expectClean(page, 'login modal', '[role=dialog]');
    await closeWithEscape(page);
  },

  // The shop switch, and the currency switch where the store offers more than one currency.
  async storeSwitch(page, lang) {
    const w = text[lang];
    for (const name of [w.shop, w.currency]) {
      const trigger = page.getByRole('button', { name });
      if (name === w.currency && (await trigger.count()) === 0) continue;
      await trigger.click();
      await expect(page.getByRole('menuitemradio').first()).toBeVisible();
      await expectClean(page, `${name} menu`, '[role=menu]');
      await closeWithEscape(page);
    }
  },

  async wishlist(page, lang) {
    const w = text[lang];
    const bar = hasBottomBar(page)
      ? page.getByRole('navigation', { name: w.quickNav })
      : page.getByRole('banner');
    await bar.getByRole('button', { name: w.wishlist }).click();
    const sidebar = page.getByRole('dialog', { name: w.wishlist });
    await expect(sidebar).toBeVisible();
    await expectClean(page, 'wishlist sidebar', '[role=dialog]');
    await closeWithEscape(page);
  },
};

for (const [name, template] of Object.entries(templates)) {
  for (const lang of ['de', 'en'] as const) {
    test(`axe: ${lang} ${name} with each overlay open`, async ({ page }, testInfo) => {
      if (template.customer) {
        await registerCustomer(
          page,
          `axe-overlays-${lang}-${testInfo.project.name}-${Date.now()}@example.com`,
        );
        // A new visitor again as far as consent goes: the banner shows.
        await page.evaluate(() => localStorage.removeItem('consent'));
      }
      if (template.cart) {
        await page.goto(`/${lang}/`);
        await cartWithProduct(page, 'de');
      }
      await page.goto(template.urls[lang]);
      if (template.asksToLogIn) {
        await expect(page.getByRole('dialog', { name: text[lang].login })).toBeVisible();
        await expectClean(page, 'login modal the page opened', '[role=dialog]');
        await closeWithEscape(page);
      }
      await expect(page.locator('h1').first()).toBeVisible();
      for (const overlay of template.overlays) await open[overlay](page, lang, name === 'home');
      if (!template.overlays.includes('cartSidebar'))
        // Nothing here adds to the cart, so nothing opens the cart sidebar.
        await expect(
          page.getByRole('main').getByRole('button', { name: new RegExp(`^${text[lang].add}(:|$)`) }),
        ).toHaveCount(0);
    });
  }
}

// The purchase modal's states that e2e/accessibility.spec.ts does not open, in both languages: a
// guest (no session, so the plan under the guests' option code) on the savings-plan path with
// each interval and the quantity at what is left in stock, a one-time quantity at the stock cap,
// a product family's pack sizes, the 'Update Cart' variant from the cart page, and the error a
// failed product load shows with its retry.
const modalText = {
  de: {
    savingsPlan: 'Sparabo',
    oneTime: 'Einmalkauf',
    interval: 'Lieferintervall',
    capped: '/de/kollagen-pulver-1-monat/',
    left: 'Nur noch 3 auf Lager',
    family: '/de/c/mineralstoffe/',
    product: '/de/pro-magnesium-1-monat/',
    edit: / bearbeiten$/,
    update: /^Warenkorb aktualisieren/,
    error: 'Problem mit den Produktdaten!',
    retry: 'Erneut versuchen',
  },
  en: {
    savingsPlan: 'Savings subscription',
    oneTime: 'One-time purchase',
    interval: 'Delivery interval',
    capped: '/en/collagen-powder-1-month/',
    left: 'Only 3 left in stock',
    family: '/en/c/minerals/',
    product: '/en/pro-magnesium-1-month/',
    edit: /^Edit /,
    update: /^Update Cart/,
    error: 'Product Data issue!',
    retry: 'Try again',
  },
} as const;

async function openPurchaseModal(page: Page, lang: Lang, url: string) {
  await page.goto(url);
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${text[lang].add}(:|$)`) })
    .first()
    .click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('group', { name: text[lang].purchaseOption })).toBeVisible();
  return modal;
}

/** Raises the quantity until the + button stops at what is left in stock. */
async function raiseToStockCap(page: Page, lang: Lang) {
  const modal = page.getByRole('dialog');
  const plus = modal.getByRole('button', { name: text[lang].increase });
  while (await plus.isEnabled()) await plus.click();
  await expect(modal.getByRole('status').filter({ hasText: modalText[lang].left })).toBeVisible();
}

for (const lang of ['de', 'en'] as const) {
  const w = modalText[lang];

  test(`axe: ${lang} purchase modal, a guest's savings-plan path and the stock cap`, async ({ page }) => {
    const modal = await openPurchaseModal(page, lang, w.capped);
    // Nobody is signed in: the guest sees the plan option (and the price without a customer group).
    expect((await page.context().cookies()).some((c) => c.name === 'customer-token')).toBe(false);
    await raiseToStockCap(page, lang);
    await expectClean(page, 'one-time quantity at the stock cap', '[role=dialog]');

    await modal.getByRole('radio', { name: w.savingsPlan }).check();
    const interval = modal.getByRole('combobox', { name: w.interval });
    await expect(interval).toBeVisible();
    await expectClean(page, 'savings plan, monthly', '[role=dialog]');
    await interval.selectOption('quarterly');
    await expect(interval).toHaveValue('quarterly');
    await raiseToStockCap(page, lang);
    await expectClean(page, 'savings plan, quarterly, at the stock cap', '[role=dialog]');
    await closeWithEscape(page);
  });

  test(`axe: ${lang} purchase modal, pack sizes of a product family and 'Update Cart'`, async ({ page }) => {
    // From a listing's card: the family's modal asks for the pack size.
    const family = await openPurchaseModal(page, lang, w.family);
    await expect(family.getByRole('group', { name: text[lang].packSize })).toBeVisible();
    await expectClean(page, 'pack sizes', '[role=dialog]');
    await closeWithEscape(page);

    await page.goto(`/${lang}/`);
    await cartWithProduct(page, 'de', 1);
    await page.goto(`/${lang}/cart/`);
    await page.getByRole('main').getByRole('button', { name: w.edit }).first().click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByRole('button', { name: w.update })).toBeVisible();
    await expectClean(page, 'Update Cart', '[role=dialog]');
    await edit.getByRole('radio', { name: w.savingsPlan }).check();
    await expect(edit.getByRole('combobox', { name: w.interval })).toBeVisible();
    await expectClean(page, 'Update Cart, savings plan', '[role=dialog]');
    await closeWithEscape(page);
  });

  test(`axe: ${lang} purchase modal, the product data error and its retry`, async ({ page }) => {
    // The product's data fails to load once (the network refuses the modal's query).
    await page.route('**/graphql', (route) =>
      /PurchaseProduct/.test(`${route.request().url()} ${route.request().postData() ?? ''}`)
        ? route.abort('failed')
        : route.fallback(),
    );
    await page.goto(w.product);
    await page.getByRole('main').getByRole('button', { name: text[lang].add, exact: true }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('alert')).toHaveText(w.error);
    await expectClean(page, 'product data error', '[role=dialog]');
    await page.unrouteAll();
    await modal.getByRole('button', { name: w.retry }).click();
    await expect(modal.getByRole('radio', { name: w.oneTime })).toBeChecked();
    await closeWithEscape(page);
  });
}

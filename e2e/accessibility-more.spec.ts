import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';

// axe-core (WCAG 2.2 AA) over what e2e/accessibility.spec.ts and accessibility-flows.spec.ts leave
// out: the templates and states they do not visit and the overlays they do not open (the filter
// sheet, the newsletter modal, the store switch). One test per template or overlay, both languages inside it; both
// projects (desktop, phone) run each.

test.describe.configure({ timeout: 240_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

async function expectClean(page: Page, url: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  if (ready) await ready(page);
  expect(await axeViolations(page), url).toEqual([]);
}

const templates: Record<string, Record<'de' | 'en', string>> = {
  // The family's page (what listings link to), with its pack selector.
  'product family': { de: '/de/pro-magnesium/', en: '/en/pro-magnesium/' },
  // A sold-out pack: the out-of-stock state and its sibling packs.
  'sold-out pack': { de: '/de/eisen-komplex-6-monate/', en: '/en/iron-complex-6-months/' },
  'product by SKU': { de: '/de/p/ZINK-1M/', en: '/en/p/ZINK-1M/' },
  'search without hits': { de: '/de/s/?term=Einhorn', en: '/en/s/?term=unicorn' },
  'search with a filter and page 2': {
    de: '/de/s/?attributes=Kapseln&itemsPerPage=2&page=2',
    en: '/en/s/?attributes=Capsules&itemsPerPage=2&page=2',
  },
  'category without matches': {
    de: '/de/c/mineralstoffe/?inhalt_label=drops',
    en: '/en/c/minerals/?inhalt_label=drops',
  },
  'contract cancellation': { de: '/de/vertraege-kuendigen/', en: '/en/cancel-contracts/' },
  'newsletter confirmation without a token': {
    de: '/de/newsletter-confirm/',
    en: '/en/newsletter-confirm/',
  },
  'two-column layout': { de: '/de/kontakt/', en: '/en/contact/' },
  'payment return from PayPal': { de: '/de/paypal-order/', en: '/en/paypal-order/' },
  'payment return from the card page': { de: '/de/stripe-order/', en: '/en/stripe-order/' },
  // No language in the URL: the standalone 404 with its consent banner and legal links.
  'page outside a language': { de: '/fr/nichts/', en: '/xx/nothing/' },
  'newsletter unsubscribe without a code': {
    de: '/de/newsletter-unsubscribe/',
    en: '/en/newsletter-unsubscribe/',
  },
};

for (const [name, urls] of Object.entries(templates)) {
  test(`axe: ${name}, both languages`, async ({ page }) => {
    for (const lang of ['de', 'en'] as const) await expectClean(page, urls[lang]);
  });
}

test('axe: the category filters open (sheet on phones, sidebar with a choice on desktops), both languages', async ({
  page,
}) => {
  for (const url of ['/de/c/mineralstoffe/?inhalt_label=capsules', '/en/c/minerals/?inhalt_label=capsules']) {
    await expectClean(page, url, async () => {
      if (!isPhone(page)) {
        await expect(page.getByRole('complementary', { name: 'Filter' })).toBeVisible();
        return;
      }
      await page.getByRole('button', { name: /^Filter/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
    });
  }
});

test("axe: the login modal's password-reset and guest variants and its errors, both languages", async ({
  page,
}) => {
  for (const w of [
    {
      lang: 'de',
      login: 'Anmelden',
      forgot: 'Passwort vergessen?',
      reset: 'Passwort zurücksetzen',
      guest: 'Als Gast bestellen',
    },
    {
      lang: 'en',
      login: 'Log in',
      forgot: 'Forgot your password?',
      reset: 'Reset password',
      guest: 'Order as a guest',
    },
  ]) {
    await page.goto(`/${w.lang}/?login=1`);
    const login = page.getByRole('dialog', { name: w.login });
    await expect(login).toBeVisible();
    // Sent empty: every field error showing.
    await login.getByRole('button', { name: w.login, exact: true }).click();
    await expect(login.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await axeViolations(page), `${w.lang} login errors`).toEqual([]);
    await login.getByRole('button', { name: w.forgot }).click();
    const reset = page.getByRole('dialog', { name: w.forgot });
    await expect(reset.getByRole('button', { name: w.reset })).toBeVisible();
    expect(await axeViolations(page), `${w.lang} password reset`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto(`/${w.lang}/?login=1`);
    await page.getByRole('dialog', { name: w.login }).getByRole('button', { name: w.guest }).click();
    await expect(page.getByRole('dialog', { name: w.guest })).toBeVisible();
    expect(await axeViolations(page), `${w.lang} guest checkout`).toEqual([]);
  }
});

test('axe: the store switch open, both languages', async ({ page }) => {
  for (const [url, name] of [
    ['/de/', 'Shop: EU-Shop'],
    ['/en/', 'Shop: EU shop'],
  ] as const) {
    await expectClean(page, url, async () => {
      // Open, the menu hides the rest of the page from assistive technology (the trigger too).
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('menuitemradio').first()).toBeVisible();
    });
    await page.keyboard.press('Escape');
  }
});

test.describe('a new visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('axe: the newsletter modal, both languages', async ({ page }) => {
    await page.clock.install();
    for (const [lang, decline, email] of [
      ['en', 'Decline', 'Your email address'],
      ['de', 'Ablehnen', 'Ihre E-Mail-Adresse'],
    ] as const) {
      await page.context().clearCookies();
      await page.goto(`/${lang}/`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page
        .getByRole('region', { name: lang === 'de' ? 'Ihre Privatsphäre' : 'Your privacy' })
        .getByRole('button', { name: decline })
        .click();
      // The sign-up code loads after this first interaction (the footer's form shows it is there).
      await expect(page.getByRole('contentinfo').getByLabel(email)).toBeAttached();
      await page.clock.fastForward(11_000);
      await expect(page.getByRole('dialog', { name: 'Newsletter' })).toBeVisible();
      expect(await axeViolations(page), `${lang} newsletter modal`).toEqual([]);
    }
  });
});

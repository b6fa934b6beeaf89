import { expect, type Locator, type Page, test } from '@playwright/test';
import { setStore } from './checkout-helpers.ts';

// Price indication (PAngV) against the real server: every price a shopper pays, on product page,
// cards, the purchase modal's options, cart sidebar, cart page, checkout summary and the search
// overlay's suggestions, sits in one block with its base price and 'inkl. MwSt., zzgl. Versand'
// (a link to the shipping page); a reduced price states the lowest price of the last 30 days
// (§11 PAngV) as its crossed-out price.

// A base price as each shop writes it: '37,50 € / 1 kg' in the EU shop, 'CHF 43.80 / 1 kg' in the Swiss one.
const BASE_PRICE = {
  EUR: String.raw`\d+,\d{2} € \/ (1 kg|1 l|1000 Stück)`,
  CHF: String.raw`CHF \d+\.\d{2} \/ (1 kg|1 l|1000 Stück)`,
};

/**
 * Every `data-price` in `scope` has a `data-price-notes` block of its own (the nearest ancestor
 * holding notes holds no other price) with a base price in the shop's currency, the VAT text
 * and the shipping link; every price is in that currency.
 */
async function expectEveryPriceNoted(scope: Locator, atLeast: number, currency: 'EUR' | 'CHF' = 'EUR') {
  const report = await scope.evaluate(
    (root, { basePrice, currency }) => {
      const problems: string[] = [];
      const prices = [...root.querySelectorAll('[data-price]')];
      for (const price of prices) {
        const label = price.textContent?.trim() ?? '';
        let block = price.parentElement;
        while (block && block !== root && !block.querySelector('[data-price-notes]'))
          block = block.parentElement;
        const notes = block?.querySelector('[data-price-notes]');
        if (!block || !notes) {
          problems.push(`${label}: no price notes`);
          continue;
        }
        if (block.querySelectorAll('[data-price]').length !== 1)
          problems.push(`${label}: notes shared with another price`);
        const text = notes.textContent ?? '';
        if (!new RegExp(basePrice).test(text)) problems.push(`${label}: no base price in "${text}"`);
        if (!label.includes(currency === 'CHF' ? 'CHF' : '€')) problems.push(`${label}: not in ${currency}`);
        if (!text.includes('inkl. MwSt.')) problems.push(`${label}: no VAT note in "${text}"`);
        const link = [...notes.querySelectorAll('a')].find((a) => a.textContent?.includes('zzgl. Versand'));
        if (!link?.getAttribute('href')) problems.push(`${label}: no shipping link`);
      }
      return { count: prices.length, problems };
    },
    { basePrice: BASE_PRICE[currency], currency },
  );
  expect(report.problems).toEqual([]);
  expect(report.count).toBeGreaterThanOrEqual(atLeast);
}

const lowestPriceNote = (scope: Locator) => scope.getByText(/^Niedrigster Preis der letzten 30 Tage:/);

async function openModal(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('radio', { name: 'Einmalkauf' })).toBeChecked();
  return modal;
}

test('product page and cards: base price and VAT note at every price, the 30-day price on a reduction', async ({
  page,
}) => {
  await page.goto('/de/pro-magnesium-1-monat/');
  const main = page.getByRole('main');
  const price = main.getByRole('region', { name: 'Preis' });
  await expect(price).toBeVisible();
  await expect(lowestPriceNote(price)).toHaveCount(0);
  // The larger packs are up-sell cards; the 3-month pack is on sale.
  const sale = main.getByRole('article', { name: /Pro Magnesium.*3 Monate/ }).first();
  await expect(sale).toBeVisible();
  await expect(lowestPriceNote(sale)).toBeVisible();
  await expect(sale.getByRole('deletion')).toHaveText('49,90 €');
  await expectEveryPriceNoted(main, 3);

  await page.goto('/de/pro-magnesium-3-monate/');
  const reduced = page.getByRole('main').getByRole('region', { name: 'Preis' });
  await expect(reduced.getByText('47,90 €')).toBeVisible();
  await expect(lowestPriceNote(reduced)).toBeVisible();
  await expect(reduced.getByRole('deletion')).toHaveText('49,90 €');
  await expectEveryPriceNoted(page.getByRole('main'), 1);
});

test('purchase modal, cart sidebar, cart page and checkout: every price has its notes', async ({ page }) => {
  test.setTimeout(90_000);
  let modal = await openModal(page, '/de/pro-magnesium-3-monate/');
  // The one-time option shows the reduction with its 30-day price; the savings plan its own price.
  await expect(lowestPriceNote(modal)).toBeVisible();
  await expectEveryPriceNoted(modal, 2);
  await modal.getByRole('button', { name: /^In den Warenkorb · / }).click();
  await expect(modal.getByText(/wurde erfolgreich hinzugefügt$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  modal = await openModal(page, '/de/pro-magnesium-1-monat/');
  await modal.getByRole('radio', { name: 'Sparabo' }).check();
  await modal.getByRole('button', { name: /^In den Warenkorb · / }).click();
  const sidebar = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(sidebar.getByText('Monatliche Lieferung')).toBeVisible();
  await expectEveryPriceNoted(sidebar, 2);
  await page.keyboard.press('Escape');

  await page.goto('/de/cart/');
  const lines = page.getByRole('region', { name: 'Artikel im Warenkorb' });
  await expect(lines.getByText('Monatliche Lieferung')).toBeVisible();
  await expectEveryPriceNoted(lines, 2);

  await page.goto('/de/checkout/');
  const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
  await expect(summary.getByText(/Pro Magnesium/).first()).toBeVisible();
  await expectEveryPriceNoted(summary, 2);
});

test("the out-of-stock modal's alternatives have their notes too", async ({ page }) => {
  await page.goto('/de/eisen-komplex-6-monate/');
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Eisen Komplex 6 Monate' });
  const alternatives = modal.getByRole('region', { name: 'Sofort lieferbare Alternativen' });
  await expect(alternatives.getByRole('link', { name: /Eisen Komplex 1 Monat/ })).toBeVisible();
  await expectEveryPriceNoted(alternatives, 2);
});

test("the search overlay's product suggestions have their notes too, popular and found", async ({ page }) => {
  await page.goto('/de/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Suchen' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Suchen' });
  await expect(dialog.getByRole('heading', { name: 'Beliebte Produkte' })).toBeVisible();
  await expect(dialog.locator('[data-price]').first()).toBeVisible();
  await expectEveryPriceNoted(dialog, 3);

  await page.keyboard.type('magnesium');
  const recommended = dialog.getByRole('region', { name: 'Empfohlenes Produkt' });
  await expect(recommended.getByRole('link', { name: /Pro Magnesium/ })).toBeVisible();
  await expectEveryPriceNoted(recommended, 1);
  await expectEveryPriceNoted(dialog, 1);
});

test('a reduced search hit states the lowest price of the last 30 days, in the overlay and on the results page', async ({
  page,
}) => {
  await page.goto('/de/');
  await page.getByRole('banner').getByRole('button', { name: 'Suchen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suchen' });
  await dialog.getByRole('combobox').fill('Vitamin C Pulver');
  // The seed reduces Vitamin C Pulver's 1-month pack from 12,90 € to 9,90 €.
  const hit = dialog.getByRole('link', { name: /Vitamin C Pulver/ }).first();
  await expect(hit).toBeVisible();
  await expect(lowestPriceNote(hit)).toBeVisible();
  await expect(hit.getByRole('deletion')).toHaveText('12,90 €');
  await expect(hit.locator('[data-price]')).toContainText('9,90 €');
  await expect(hit.locator('s')).toHaveCount(0);
  await expectEveryPriceNoted(dialog, 1);

  await page.goto('/de/s/?term=Vitamin%20C%20Pulver');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Vitamin C Pulver' }).first();
  await expect(lowestPriceNote(card)).toBeVisible();
  await expect(card.getByRole('deletion')).toHaveText('12,90 €');
  await expect(card.locator('s')).toHaveCount(0);
  await expectEveryPriceNoted(card, 1);
});

test('the Swiss shop: every price in CHF with its base price in CHF, the VAT note and the shipping link; free shipping from CHF 79', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/de/');
  await setStore(page, 'ch_de');
  await page.goto('/de/pro-magnesium-1-monat/');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Preis' }).getByText('CHF 21.90')).toBeVisible();
  await expectEveryPriceNoted(main, 3, 'CHF');
  // The shop's own free-shipping promise, from its rule (domain/free-shipping.ts).
  await expect(
    page
      .getByRole('region', { name: 'Neuigkeiten' })
      .getByText('Versandkostenfrei in der Schweiz ab CHF 79.00')
      .first(),
  ).toBeAttached();

  // The modal's one-time and savings-plan options.
  const modal = await openModal(page, '/de/pro-magnesium-1-monat/');
  await expectEveryPriceNoted(modal, 2, 'CHF');
  await modal.getByRole('button', { name: 'Menge erhöhen' }).first().click();
  await modal.getByRole('button', { name: /^In den Warenkorb · CHF / }).click();
  const sidebar = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(sidebar.getByText('Versand in die Schweiz')).toBeVisible();
  await expectEveryPriceNoted(sidebar, 1, 'CHF');
  await expect(sidebar).toContainText(/Versandkostenfrei ab CHF 79\.00: es fehlen nur noch CHF \d+\.\d{2}/);
  await page.keyboard.press('Escape');

  await page.goto('/de/cart/');
  const lines = page.getByRole('region', { name: 'Artikel im Warenkorb' });
  await expectEveryPriceNoted(lines, 1, 'CHF');
  await expect(page.getByRole('main')).toContainText(
    /Versandkostenfrei ab CHF 79\.00: es fehlen nur noch CHF \d+\.\d{2}/,
  );
  await expect(page.getByRole('main')).not.toContainText('€');

  await page.goto('/de/checkout/');
  const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
  await expect(summary.getByText(/Pro Magnesium/).first()).toBeVisible();
  await expectEveryPriceNoted(summary, 1, 'CHF');

  // The shipping page the notes link to names the Swiss shop's fee and threshold of the rule.
  await page.goto('/de/zahlung-lieferung/');
  await expect(page.getByRole('main')).toContainText('versandkostenfrei ab 79 CHF Bestellwert');
  await expect(page.getByRole('main')).not.toContainText('89 CHF');
});

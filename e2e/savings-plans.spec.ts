import { expect, type Page, test } from '@playwright/test';
import { formatShopDate, shopDateOf } from '../domain/dates.ts';
import { addDays, earliestCancellationDate, nextDeliveryDate } from '../domain/subscriptions.ts';
import {
  billToShippingAddress,
  choosePayment,
  orderWithObligationToPay,
  registerCustomer,
  shipToBerlin,
  thankYouOrderNumber,
} from './checkout-helpers.ts';
import { mailsTo as outboxTo } from '../tests/server/outbox.ts';

// Savings plans against the real server: a new customer picks a monthly plan in the purchase
// modal, buys it through checkout, finds it under 'Meine Sparabos', skips the next delivery,
// changes the interval and cancels it through the footer's 'Verträge hier kündigen' button; every
// step's mail lands in the outbox.

const shotDir = 'test-results/screenshots';

/** The subjects of the mails to `email` in the e2e server's outbox (decoded). */
function subjectsTo(email: string): string[] {
  return outboxTo(process.env.E2E_DATA_DIR ?? '', email).map((m) => m.subject);
}
/** How many mails to `email` have this subject. */
const mailCount = (email: string, subject: string | RegExp) =>
  subjectsTo(email).filter((s) => (typeof subject === 'string' ? s === subject : subject.test(s))).length;

/**
 * A guest puts PRO-MAG-1M × 1 into the cart as a monthly savings plan, as a shopper does: the
 * product page's 'In den Warenkorb', 'Sparabo' and 'Monatliche Lieferung' in the purchase modal,
 * which says from when the plan can be cancelled.
 */
async function monthlyPlanThroughModal(page: Page, earliest: string): Promise<void> {
  await page.goto('/de/pro-magnesium-1-monat/');
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('radio', { name: 'Einmalkauf' })).toBeChecked();
  await modal.getByRole('radio', { name: 'Sparabo' }).check();
  const interval = modal.getByRole('combobox', { name: 'Lieferintervall' });
  await interval.selectOption({ label: 'Monatliche Lieferung' });
  await expect(interval).toHaveValue('monthly');
  await expect(modal).toContainText(`Frühestens kündbar zum ${formatShopDate(earliest, 'de')}`);
  await modal.getByRole('button', { name: /^In den Warenkorb · \d+,\d{2} €$/ }).click();
  // The only line, of quantity 1: the modal says it was added.
  await expect(modal.getByText(/wurde erfolgreich hinzugefügt$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Warenkorb' }).first()).toContainText('1');
}

test('a customer buys a monthly savings plan, skips a delivery, changes the interval and cancels it through the footer', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const today = shopDateOf(new Date());
  const firstNext = nextDeliveryDate(today, 'monthly');
  const earliest = earliestCancellationDate(today, 'monthly');
  await monthlyPlanThroughModal(page, earliest);

  const mail = `sparabo-${testInfo.project.name}-${Date.now()}@example.com`;
  await registerCustomer(page, mail);

  // Checkout: the summary says from when the plan can be cancelled.
  await page.goto('/de/checkout/');
  await expect(page.getByText('Sie sind angemeldet.')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
  await expect(summary).toContainText(`Frühestens kündbar zum ${formatShopDate(earliest, 'de')}`);
  await shipToBerlin(page);
  await billToShippingAddress(page);
  await choosePayment(page, 'Rechnung');
  await orderWithObligationToPay(page);
  const number = await thankYouOrderNumber(page);
  // The order confirmation and the plan's start (each mail waited for by its subject, not by a count
  // that a late mail could satisfy).
  await expect.poll(() => mailCount(mail, `Ihre Bestellung ${number}`)).toBe(1);
  await expect.poll(() => mailCount(mail, /^Ihr Sparabo SP-\d+ ist gestartet$/)).toBe(1);

  // 'Meine Sparabos' in the account navigation lists the plan.
  await page.goto('/de/customer/');
  await page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Meine Sparabos' }).click();
  await expect(page).toHaveURL(/\/de\/customer\/my-savings-plans\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Sparabos' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Pro Magnesium' });
  await expect(card).toContainText('Aktiv');
  await expect(card).toContainText('Jeden Monat');
  await expect(card).toContainText(formatShopDate(firstNext, 'de'));
  await expect(card).toContainText(`Frühestens kündbar zum${formatShopDate(earliest, 'de')}`);
  const planNumber = /SP-\d+/.exec((await card.textContent()) ?? '')?.[0] ?? '';
  expect(planNumber).toMatch(/^SP-\d+$/);
  await page.screenshot({ path: `${shotDir}/savings-plans-de-${testInfo.project.name}.png`, fullPage: true });
  await card.getByRole('link', { name: /Pro Magnesium/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Pro Magnesium/ })).toBeVisible();
  await expect(page.getByTestId('plan-next-delivery')).toHaveText(formatShopDate(firstNext, 'de'));
  await expect(page.getByTestId('plan-periods')).toContainText(number);

  // Skip the next delivery: it moves one month on.
  const changedMail = `Ihr Sparabo ${planNumber} wurde geändert`;
  // By keyboard: the confirmation takes the focus, and focus returns to the actions afterwards.
  await page.getByRole('button', { name: 'Nächste Lieferung aussetzen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: 'Nächste Lieferung aussetzen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Lieferung aussetzen' })).toBeFocused();
  await page.keyboard.press('Enter');
  const skipped = nextDeliveryDate(firstNext, 'monthly');
  await expect(page.getByRole('status').filter({ hasText: 'Die Lieferung wurde ausgesetzt.' })).toContainText(
    formatShopDate(skipped, 'de'),
  );
  await expect(page.getByTestId('plan-next-delivery')).toHaveText(formatShopDate(skipped, 'de'));
  await expect(page.getByRole('heading', { level: 2, name: 'Sparabo verwalten' })).toBeFocused();
  await expect.poll(() => mailCount(mail, changedMail)).toBe(1);

  // Change the interval to quarterly.
  await page.getByRole('button', { name: 'Intervall oder Menge ändern' }).click();
  await page.getByRole('radio', { name: 'Alle 3 Monate' }).check();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Sparabo wurde geändert.' })).toBeVisible();
  await expect(page.getByTestId('plan-interval')).toHaveText('Alle 3 Monate');
  await expect.poll(() => mailCount(mail, changedMail)).toBe(2);
  await page.screenshot({
    path: `${shotDir}/savings-plan-detail-de-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The account's cancel dialog: the end date starts at the earliest the minimum term allows (the
  // next delivery, the 2nd); an earlier one is refused before anything is sent; a later one is
  // explained. Back leaves the plan as it is (it is cancelled through the footer below).
  await page.getByRole('button', { name: 'Sparabo kündigen' }).click();
  const cancelDialog = page.getByRole('region', { name: 'Sparabo kündigen' });
  const endDate = cancelDialog.getByLabel('Gewünschtes Enddatum');
  const earliestEnd = await endDate.inputValue();
  await expect(page.getByTestId('plan-earliest-cancellation')).toHaveText(formatShopDate(earliestEnd, 'de'));
  await expect(endDate).toHaveAttribute('min', earliestEnd);
  await endDate.fill(addDays(earliestEnd, -1));
  await expect(cancelDialog.getByRole('alert')).toHaveText(
    'Bitte wählen Sie ein Enddatum zwischen dem frühestmöglichen Kündigungsdatum und einem Jahr danach.',
  );
  const laterEnd = addDays(earliestEnd, 30);
  await endDate.fill(laterEnd);
  await expect(cancelDialog.getByRole('alert')).toHaveCount(0);
  await expect(cancelDialog.getByTestId('cancel-effect')).toContainText(
    `Ihr Sparabo endet am ${formatShopDate(laterEnd, 'de')}.`,
  );
  await page.screenshot({ path: `${shotDir}/savings-plan-cancel-date-de-${testInfo.project.name}.png` });
  await cancelDialog.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByTestId('plan-cancels-on')).toHaveCount(0);

  // Cancel through the footer's button, as anyone could.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await expect(page).toHaveURL(/\/de\/vertraege-kuendigen\/$/);
  const cancel = page.getByRole('form', { name: 'Verträge kündigen' });
  await cancel.getByLabel('Name').fill('Erika Mustermann');
  await cancel.getByLabel('E-Mail').fill(mail);
  await cancel.getByLabel(/^Vertrag/).fill(planNumber);
  await cancel.getByRole('radio', { name: /Ordentliche Kündigung/ }).check();
  await cancel.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Kündigung ist eingegangen' })).toBeVisible();
  await expect(page.getByTestId('cancellation-received-at')).toContainText(formatShopDate(today, 'de'));
  await expect.poll(() => mailCount(mail, 'Eingangsbestätigung Ihrer Kündigung')).toBe(1);
  await expect.poll(() => mailCount(mail, `Kündigung Ihres Sparabos ${planNumber} vorgemerkt`)).toBe(1);
  await page.screenshot({
    path: `${shotDir}/contract-cancelled-de-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // Within the minimum term the plan ends after its 2nd delivery.
  await page.goto('/de/customer/my-savings-plans/');
  const ended = page.getByRole('listitem').filter({ hasText: planNumber });
  await expect(ended).toContainText('Endet am');
  await ended.getByRole('link', { name: /Pro Magnesium/ }).click();
  await expect(page.getByTestId('plan-cancels-on')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sparabo kündigen' })).toHaveCount(0);

  // The same pages in English.
  await page.goto('/en/customer/my-savings-plans/');
  await expect(page.getByRole('listitem').filter({ hasText: planNumber })).toContainText('Every 3 months');
  await page.screenshot({ path: `${shotDir}/savings-plans-en-${testInfo.project.name}.png`, fullPage: true });
  await page
    .getByRole('listitem')
    .filter({ hasText: planNumber })
    .getByRole('link', { name: /Pro Magnesium/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Past deliveries' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: `${shotDir}/savings-plan-detail-en-${testInfo.project.name}.png`,
    fullPage: true,
  });
});

test('the cancellation page works without login, in English too', async ({ page }, testInfo) => {
  await page.goto('/en/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cancel contracts here' }).click();
  await expect(page).toHaveURL(/\/en\/cancel-contracts\/$/);
  const form = page.getByRole('form', { name: 'Cancel contracts' });
  await form.getByRole('button', { name: 'Cancel now' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(3);
  await form.getByRole('radio', { name: /Extraordinary cancellation/ }).check();
  await form.getByRole('button', { name: 'Cancel now' }).click();
  await expect(form.getByText('Please give the reason for an extraordinary cancellation.')).toBeVisible();
  await page.screenshot({
    path: `${shotDir}/cancel-contracts-en-${testInfo.project.name}.png`,
    fullPage: true,
  });
  const mail = `kuendigung-${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Max Muster');
  await form.getByLabel('Email').fill(mail);
  await form.getByLabel(/^Contract/).fill('SP-999999');
  await form.getByLabel('Reason').fill('Moving abroad');
  await form.getByRole('button', { name: 'Cancel now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your cancellation has been received' }),
  ).toBeVisible();
  // The same receipt whether the contract exists or not, and a receipt mail.
  await expect.poll(() => mailCount(mail, 'Receipt of your cancellation')).toBe(1);
  // The German path of the English page leads to the English one.
  await page.goto('/en/vertraege-kuendigen/');
  await expect(page).toHaveURL(/\/en\/cancel-contracts\/$/);
});

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { freePort, startShop, type ShopProcess } from '../scripts/shop-process.ts';
import { type PaypalApiDouble, startPaypalApiDouble } from '../tests/server/doubles/paypal-api-double.ts';
import { type StripeApiDouble, startStripeApiDouble } from '../tests/server/doubles/stripe-api-double.ts';
import {
  billToShippingAddress,
  cartWithProduct,
  choosePayment,
  continueAsGuest,
  customerWithMonthlyPlan,
  orderWithObligationToPay,
  shipToBerlin,
  logInThroughModal,
} from './checkout-helpers.ts';
import { mailsTo as outboxTo } from '../tests/server/outbox.ts';

// Card and PayPal payment end to end, on the desktop and the phone project. Neither provider can
// be reached from the test machines, so this spec starts local doubles of Stripe's and PayPal's
// APIs and hosted pages (tests/server/doubles/), and a shop server of its own whose SDKs are
// pointed at them (STRIPE_API_URL, PAYPAL_API_URL). The Stripe double sends the signed webhook a
// moment after the shopper paid, as Stripe does: the return page first says the payment is being
// confirmed, then shows it paid. PayPal: the shop captures the approved order itself when the
// shopper is back on /de/paypal-order/. A customer switches a savings plan to card: the card is
// saved on the double's page (setup mode) and the plan pays by card once the signed webhook came.

const WEBHOOK_SECRET = 'whsec_e2etestsecret';
const PAYPAL = { clientId: 'e2e-paypal-client', clientSecret: 'e2e-paypal-secret', webhookId: 'WH-E2E' };
let stripe: StripeApiDouble;
let paypal: PaypalApiDouble;
let shop: ShopProcess;
let base = '';
let dataDir = '';

/** The mails to `email` in this spec's shop's outbox. */
function mailsTo(email: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .filter((mail) => mail.includes(`To: ${email}`));
  } catch {
    return [];
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  stripe = await startStripeApiDouble({
    webhookUrl: `${base}/webhooks/stripe`,
    webhookSecret: WEBHOOK_SECRET,
    webhookDelayMs: 6000,
  });
  paypal = await startPaypalApiDouble(PAYPAL);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-payments-'));
  shop = await startShop({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: base,
    CAPTCHA: 'off',
    SEARCH_INDEXER: 'off',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PAYPAL_CLIENT_ID: PAYPAL.clientId,
    PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
    PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
    PAYPAL_API_URL: paypal.url,
  });
  await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 90_000 }).toBe(200);
});

test.afterAll(async () => {
  await shop?.stop();
  await stripe?.close();
  await paypal?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A guest in the EU shop in German orders PRO-MAG-1M × 1 paying with `method`. */
async function checkoutAsGuest(page: Page, email: string, method: 'Kreditkarte' | 'PayPal') {
  await page.goto(`${base}/de/`);
  await cartWithProduct(page, 'de', 1);
  await page.goto(`${base}/de/checkout/`);
  await continueAsGuest(page, email);
  await shipToBerlin(page);
  await billToShippingAddress(page);
  await choosePayment(page, method);
  await orderWithObligationToPay(page);
}

async function checkoutWithCard(page: Page, email: string) {
  await checkoutAsGuest(page, email, 'Kreditkarte');
  // On the provider's hosted page (the double's), not the shop's: card data never touches the shop.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
}

async function checkoutWithPaypal(page: Page, email: string) {
  await checkoutAsGuest(page, email, 'PayPal');
  // PayPal's approval page (the double's).
  await expect(page).toHaveURL(new RegExp(`^${paypal.url}/checkoutnow\\?token=\\w+$`));
  await expect(page.getByRole('heading', { name: /^Pay \d+\.\d{2} EUR with PayPal$/ })).toBeVisible();
}

test('a guest pays by card: the provider page, back, and paid once the signed webhook arrived', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `karte-${testInfo.project.name}@example.com`;
  await checkoutWithCard(page, email);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${base}/de/stripe-order/\\?order=1\\d{9}&sig=[\\w-]+&session_id=cs_test_\\w+$`),
  );
  // Back before the webhook: the return alone does not make it paid.
  await expect(page.getByRole('main').getByText(/Ihre Zahlung wird bestätigt/)).toBeVisible();
  const number = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByRole('main').getByText(number)).toBeVisible();
  // The order confirmation went out at placement; the 'payment received' mail not yet.
  expect(mailsTo(email)).toHaveLength(1);
  // The webhook arrives; the page shows the order paid.
  await expect(page.getByRole('main').getByText(/Ihre Zahlung ist eingegangen/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
  ).toBeVisible();
  // The order confirmation, and the 'payment received' mail once the webhook marked it paid.
  await expect.poll(() => mailsTo(email).length).toBe(2);
  expect(mailsTo(email).every((m) => m.includes(number))).toBe(true);
});

test('a guest cancels on the card page: the order is cancelled and the cart is back', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await checkoutWithCard(page, `abbruch-${testInfo.project.name}@example.com`);
  await page.getByRole('button', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(new RegExp(`^${base}/de/stripe-order/\\?order=1\\d{9}&sig=[\\w-]+&cancel=1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung abgebrochen' })).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zum Warenkorb' }).click();
  await expect(page).toHaveURL(`${base}/de/cart/`);
  await expect(page.getByRole('main')).toContainText('Magnesium');
  await expect(page.getByRole('link', { name: 'Zur Kasse' }).first()).toBeVisible();
});

test('a guest pays with PayPal: approves on PayPal, back on /de/paypal-order/, captured and paid', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `paypal-${testInfo.project.name}@example.com`;
  await checkoutWithPaypal(page, email);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${base}/de/paypal-order/\\?order=1\\d{9}&sig=[\\w-]+&token=\\w+&PayerID=\\w+$`),
  );
  const number = new URL(page.url()).searchParams.get('order') ?? '';
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  // The shop captured the approved order server to server; that capture is the payment.
  await expect(page.getByRole('main').getByText(/Ihre Zahlung ist eingegangen/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(number)).toBeVisible();
  expect(paypal.orders.get(token)?.status).toBe('COMPLETED');
  expect(paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${token}/capture`)).toHaveLength(1);
  // Reloading the return page captures nothing twice.
  await page.reload();
  await expect(page.getByRole('main').getByText(/Ihre Zahlung ist eingegangen/)).toBeVisible();
  expect(paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${token}/capture`)).toHaveLength(1);
  // The order confirmation and one 'payment received' mail, both naming the order.
  await expect.poll(() => mailsTo(email).length).toBe(2);
  expect(mailsTo(email).every((m) => m.includes(number))).toBe(true);
});

test('a guest cancels on PayPal: the order is cancelled, nothing captured, and the cart is back', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await checkoutWithPaypal(page, `paypal-abbruch-${testInfo.project.name}@example.com`);
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${base}/de/paypal-order/\\?order=1\\d{9}&sig=[\\w-]+&cancel=1&token=\\w+$`),
  );
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung abgebrochen' })).toBeVisible();
  expect(paypal.orders.get(token)?.status).toBe('PAYER_ACTION_REQUIRED');
  expect(paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${token}/capture`)).toEqual([]);
  await page.getByRole('link', { name: 'Zurück zum Warenkorb' }).click();
  await expect(page).toHaveURL(`${base}/de/cart/`);
  await expect(page.getByRole('main')).toContainText('Magnesium');
  await expect(page.getByRole('link', { name: 'Zur Kasse' }).first()).toBeVisible();
});

test('a customer switches a savings plan to card: the card page, back, and card once the signed webhook arrived', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = `sparabo-karte-${testInfo.project.name}-${Date.now()}@example.com`;
  await customerWithMonthlyPlan(base, email);
  await page.goto(`${base}/de/?login=1&redirect=${encodeURIComponent('/de/customer/my-savings-plans/')}`);
  await logInThroughModal(page, email);
  await expect(page).toHaveURL(`${base}/de/customer/my-savings-plans/`);
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Pro Magnesium' })
    .getByRole('link', { name: /Pro Magnesium/ })
    .click();
  await expect(page.getByTestId('plan-payment')).toHaveText('Rechnung');

  await page.getByRole('button', { name: 'Zahlungsart ändern' }).click();
  const panel = page.getByRole('region', { name: 'Zahlungsart ändern' });
  // Card is offered (the shop has Stripe keys); PayPal never for a savings plan.
  await expect(panel.getByRole('radio')).toHaveCount(3);
  await expect(panel.getByRole('radio', { name: 'PayPal' })).toHaveCount(0);
  await panel.getByRole('radio', { name: 'Kreditkarte' }).check();
  await expect(panel).toContainText('Sie geben Ihre Karte auf der Seite unseres Zahlungsdienstleisters ein');
  await page.screenshot({
    path: `test-results/screenshots/savings-plan-card-de-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await panel.getByRole('button', { name: 'Weiter zur Karteneingabe' }).click();
  // Stripe's page (the double's) in setup mode: a card is saved, nothing is paid.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
  await expect(page.getByRole('heading', { name: 'Save a card for future payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${base}/de/customer/my-savings-plans/[\\w-]+/\\?card=saved$`));
  // Back before the webhook: the return alone changes nothing.
  await expect(
    page.getByRole('status').filter({ hasText: 'Ihre Karte wird vom Zahlungsdienstleister bestätigt' }),
  ).toBeVisible();
  await expect(page.getByTestId('plan-payment')).toHaveText('Rechnung');
  // The webhook arrives; the page says the method changed.
  await expect(page.getByRole('status').filter({ hasText: 'Die Zahlungsart wurde geändert.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('plan-payment')).toHaveText('Kreditkarte');
  await expect
    .poll(
      () =>
        outboxTo(dataDir, email).filter((m) => /^Ihr Sparabo SP-\d+ wurde geändert$/.test(m.subject)).length,
    )
    .toBe(1);
  await page.screenshot({
    path: `test-results/screenshots/savings-plan-card-saved-de-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The same choice in English.
  await page.goto(page.url().replace('/de/', '/en/').replace('?card=saved', ''));
  await page.getByRole('button', { name: 'Change payment method' }).click();
  const english = page.getByRole('region', { name: 'Change payment method' });
  await expect(english.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  await expect(english).toContainText('You enter your card on the page of our payment provider');
  await expect(english.getByRole('button', { name: 'Continue to card entry' })).toBeVisible();
  await page.screenshot({
    path: `test-results/screenshots/savings-plan-card-en-${testInfo.project.name}.png`,
    fullPage: true,
  });
});

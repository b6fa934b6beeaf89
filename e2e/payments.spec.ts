import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startShop, type ShopProcess } from '../scripts/shop-process.ts';
import { type StripeApiDouble, startStripeApiDouble } from '../tests/server/doubles/stripe-api-double.ts';
import { fillAddress } from './checkout-helpers.ts';

// Card payment end to end. Stripe cannot be reached from the test machines, so this spec starts a
// local double of Stripe's API and hosted payment page, and a shop server of its own whose Stripe
// SDK is pointed at the double (STRIPE_API_URL). The double sends the signed webhook a moment
// after the shopper paid, as Stripe does: the return page first says the payment is being
// confirmed, then shows it paid.

const WEBHOOK_SECRET = 'whsec_e2etestsecret';
let stripe: StripeApiDouble;
let shop: ShopProcess;
let base = '';
let dataDir = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  stripe = await startStripeApiDouble({
    webhookUrl: `${base}/webhooks/stripe`,
    webhookSecret: WEBHOOK_SECRET,
    webhookDelayMs: 6000,
  });
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
  });
  await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 90_000 }).toBe(200);
});

test.afterAll(async () => {
  await shop?.stop();
  await stripe?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A guest cart with PRO-MAG-1M × 1 on this spec's server, used by the storefront from now on. */
async function cartWithProduct(page: Page): Promise<void> {
  const api = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await page.request.post(`${base}/graphql`, {
      data: { query, variables },
      headers: { store: 'de' },
    });
    return (await res.json()) as { data: Record<string, unknown> };
  };
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'cart')).toBe(true);
  const id = (await api('mutation { createEmptyCart }')).data.createEmptyCart as string;
  await api(
    'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: 1 }]) { user_errors { message } } }',
    { id },
  );
  await page.context().addCookies([{ name: 'cart', value: id, url: `${base}/` }]);
}

async function checkoutWithCard(page: Page, email: string) {
  await page.goto(`${base}/de/`);
  await cartWithProduct(page);
  await page.goto(`${base}/de/checkout/`);
  const mail = page.getByRole('region', { name: 'Ihre E-Mail-Adresse' });
  await mail.getByLabel('E-Mail').fill(email);
  await mail.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  const shipping = page.getByRole('region', { name: 'Lieferadresse' });
  await fillAddress(shipping, {
    Vorname: 'Erika',
    Nachname: 'Mustermann',
    'Straße und Hausnummer': 'Musterstraße 1',
    Postleitzahl: '10115',
    Ort: 'Berlin',
    Telefon: '030 123456',
  });
  await shipping.getByRole('button', { name: 'Lieferadresse speichern' }).click();
  await shipping.getByRole('radio', { name: /Standardversand/ }).click();
  await expect(shipping.getByRole('radio', { name: /Standardversand/ })).toBeChecked();
  const billing = page.getByRole('region', { name: 'Rechnungsadresse' });
  await billing.getByRole('button', { name: 'Lieferadresse verwenden' }).click();
  await expect(billing.getByText('Musterstraße 1')).toBeVisible();
  const payment = page.getByRole('region', { name: 'Zahlungsart' });
  await payment.getByRole('radio', { name: 'Kreditkarte' }).click();
  await expect(payment.getByRole('radio', { name: 'Kreditkarte' })).toBeChecked();
  const review = page.getByRole('region', { name: 'Prüfen und bestellen' });
  await review.getByRole('checkbox').check();
  await review.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  // On the provider's hosted page (the double's), not the shop's: card data never touches the shop.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
}

test('a guest pays by card: the provider page, back, and paid once the signed webhook arrived', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await checkoutWithCard(page, `karte-${testInfo.project.name}@example.com`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${base}/de/stripe-order/\\?order=1\\d{9}&sig=[\\w-]+&session_id=cs_test_\\w+$`),
  );
  // Back before the webhook: the return alone does not make it paid.
  await expect(page.getByRole('main').getByText(/Ihre Zahlung wird bestätigt/)).toBeVisible();
  const number = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByRole('main').getByText(number)).toBeVisible();
  // The webhook arrives; the page shows the order paid.
  await expect(page.getByRole('main').getByText(/Ihre Zahlung ist eingegangen/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
  ).toBeVisible();
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

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatShopDate, shopDateOf } from '../domain/dates.ts';
import { addDays, nextDeliveryDate } from '../domain/subscriptions.ts';
import { freePort, type ShopProcess, startShop } from '../scripts/shop-process.ts';
import { mailsTo } from '../tests/server/outbox.ts';
import { customerWithMonthlyPlan, logInThroughModal } from './checkout-helpers.ts';

// The reminder mail's links, followed as a customer would: a customer's monthly plan gets its
// reminder from the shop team's command (`npm run subscriptions -- run --date …`, the same code as
// the daily job), and the mail's 'Diese Lieferung aussetzen' link, opened signed out, leads through
// the login to the plan's page with the skip confirmation open; 'Sparabo ändern' opens the change.
// The command needs the embedded database to itself (PGlite allows one process), so this spec runs
// a shop of its own: started, stopped for the command, started again on the same data folder.

const root = path.resolve(import.meta.dirname, '..');
let dataDir = '';
let shop: ShopProcess | null = null;

/** Runs `npm run subscriptions -- …` (the script itself, so that its pid is the command's). */
function subscriptionsCommand(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/subscriptions.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

test.afterEach(async () => {
  await shop?.stop();
  shop = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("the reminder's skip link leads a signed-out customer through the login to the skip confirmation", async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-reminder-'));
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: base,
    // The API registration below sends no captcha; the login modal still shows and solves one.
    CAPTCHA: 'off',
    SEARCH_INDEXER: 'off',
    // The schedules stay out of the way: the command below sends the reminder.
    JOBS: 'off',
  };
  shop = await startShop(env);
  await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 90_000 }).toBe(200);

  // A customer with a monthly plan, bought through the API (the checkout spec buys one in the UI).
  const email = `erinnerung-${testInfo.project.name}-${Date.now()}@example.com`;
  await customerWithMonthlyPlan(base, email);

  // Three days before the next delivery the shop team's command sends the reminder.
  const next = nextDeliveryDate(shopDateOf(new Date()), 'monthly');
  await shop.stop();
  shop = null;
  const run = await subscriptionsCommand(['run', '--date', addDays(next, -3)], env);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain('Reminders sent: 1');
  shop = await startShop(env);
  await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 90_000 }).toBe(200);

  const reminder = mailsTo(dataDir, email).find(
    (m) => m.subject === `Ihre nächste Sparabo-Lieferung am ${formatShopDate(next, 'de')}`,
  );
  expect(reminder, 'the reminder mail').toBeDefined();
  const link = (label: string) => new RegExp(`${label} (${base}/de/customer/my-savings-plans/\\S+)`);
  const skipLink = link('Diese Lieferung aussetzen').exec(reminder?.body ?? '')?.[1] ?? '';
  const changeLink = link('Sparabo ändern').exec(reminder?.body ?? '')?.[1] ?? '';
  expect(skipLink).toMatch(/\?action=skip$/);
  expect(changeLink).toMatch(/\?action=change$/);

  // Signed out: the link ends at the login, then at the plan with the skip confirmation open.
  await page.goto(skipLink);
  await expect(page).toHaveURL(`${base}/de/`);
  await logInThroughModal(page, email);
  await expect(page).toHaveURL(skipLink);
  await expect(page.getByRole('heading', { level: 1, name: /Pro Magnesium/ })).toBeVisible();
  const confirmation = page.getByRole('region', { name: 'Nächste Lieferung aussetzen' });
  await expect(confirmation).toContainText(formatShopDate(next, 'de'));
  await expect(confirmation.getByRole('heading', { level: 3 })).toBeFocused();
  await page.screenshot({
    path: `test-results/screenshots/savings-plan-reminder-skip-de-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await confirmation.getByRole('button', { name: 'Lieferung aussetzen' }).click();
  const skipped = nextDeliveryDate(next, 'monthly');
  await expect(page.getByRole('status').filter({ hasText: 'Die Lieferung wurde ausgesetzt.' })).toContainText(
    formatShopDate(skipped, 'de'),
  );
  await expect(page.getByTestId('plan-next-delivery')).toHaveText(formatShopDate(skipped, 'de'));

  // Signed in, the change link opens the change with the plan's values.
  await page.goto(changeLink);
  const change = page.getByRole('region', { name: 'Intervall oder Menge ändern' });
  await expect(change.getByRole('radio', { name: 'Jeden Monat' })).toBeChecked();
  await change.getByRole('radio', { name: 'Alle 3 Monate' }).check();
  await change.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByTestId('plan-interval')).toHaveText('Alle 3 Monate');

  // A link to an action the page does not know opens nothing.
  await page.goto(changeLink.replace('action=change', 'action=cancel'));
  await expect(page.getByRole('heading', { level: 2, name: 'Sparabo verwalten' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sparabo kündigen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sparabo kündigen' })).toBeVisible();
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

// A guest subscribes from the footer, confirms by the mailed link (double opt-in) and is then
// SUBSCRIBED; the newsletter modal is offered once after the consent answer.

/** The newest link to `linkPath` in a mail to `email`, as a path on this server. */
function mailedLink(email: string, linkPath: string): string | null {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let mails: string[] = [];
  try {
    mails = readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return null;
  }
  const mail = mails.filter((m) => m.includes(`To: ${email}`)).at(-1);
  if (!mail) return null;
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"<]+/${linkPath}/[^\\s"<]+`).exec(unfolded);
  if (!match) return null;
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

async function footerForm(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  return footer.getByRole('region', { name: 'Newsletter' });
}

// A new visitor: without the 'offer already shown' mark every other spec starts with.
test.use({ storageState: { cookies: [], origins: [] } });

test('a guest subscribes from the footer and confirms by the mailed link', async ({ page }) => {
  const email = `leser-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto('/de/');
  const form = await footerForm(page);
  const field = form.getByLabel('Ihre E-Mail-Adresse');
  await field.fill('keine-adresse');
  await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(form.getByRole('alert')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein');

  await field.fill(email);
  await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(form.getByRole('status')).toContainText('Bitte bestätigen Sie Ihre Anmeldung');

  let link: string | null = null;
  await expect.poll(() => (link = mailedLink(email, 'newsletter-confirm'))).not.toBeNull();
  await page.goto(link ?? '');
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByText('Vielen Dank! Sie erhalten jetzt unseren Newsletter.')).toBeVisible();

  // SUBSCRIBED now: the shop refuses a second subscription of the address.
  await page.goto('/de/');
  const again = await footerForm(page);
  await again.getByLabel('Ihre E-Mail-Adresse').fill(email);
  await again.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(again.getByRole('alert')).toHaveText('Diese E-Mail-Adresse ist bereits angemeldet.');
});

test('the newsletter modal is offered once after the consent answer', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/');
  await page.getByRole('region', { name: 'Your privacy' }).getByRole('button', { name: 'Decline' }).click();
  // The sign-up code loads after this first interaction (the footer's form shows it is there).
  await expect(page.getByRole('contentinfo').getByLabel('Your email address')).toBeAttached();
  await page.clock.fastForward(11_000);
  const modal = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Your email address')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // Remembered: the component test shows it is not offered again (tests/components/newsletter-signup.test.tsx).
  expect(await page.evaluate(() => localStorage.getItem('newsletter-modal'))).toBe('shown');
});

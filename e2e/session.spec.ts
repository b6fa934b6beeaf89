import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { logInThroughModal, solveCaptcha } from './checkout-helpers.ts';

// Registration, login, password reset against the real server with the captcha on: the
// altcha widget solves its proof of work in the browser. Each project uses its own emails.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The account control: a link when logged in, a button opening the login modal otherwise. */
function accountControl(page: Page, kind: 'link' | 'button') {
  return isPhone(page)
    ? page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole(kind, { name: 'Konto' })
    : page.getByRole('banner').getByRole(kind, { name: 'Konto' });
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/de/?login=1');
  await logInThroughModal(page, email, { password });
  await expect(accountControl(page, 'link')).toBeVisible();
}

function outbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return [];
  }
}

/** The reset link of the newest mail to `email`, as a path on this server. */
function resetLinkFor(email: string): string | null {
  const mail = outbox()
    .filter((m) => m.includes(`To: ${email}`))
    .at(-1);
  if (!mail) return null;
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/customer-reset-password\/\S+/.exec(unfolded);
  if (!match) return null;
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

async function freshPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

async function register(page: Page, email: string) {
  await page.goto('/de/registrieren/');
  const form = page.getByRole('form', { name: 'Kundenkonto anlegen' });
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('Nachname').fill('Mustermann');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await form.getByLabel('Passwort bestätigen').fill('geheim123');
  await form.getByLabel(/Ich akzeptiere die AGB/).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Registrieren' }).click();
}

test('registration ends logged in', async ({ page }, testInfo) => {
  // The sign-in that follows the registration solves a fresh captcha challenge by itself.
  await register(page, `e2e-auto-${testInfo.project.name}-${Date.now()}@example.com`);
  await expect(accountControl(page, 'link')).toBeVisible();
  await expect(page.getByText('Sie sind angemeldet.')).toBeVisible();
  // The registration page is for visitors only (its 'guest' middleware): a customer goes home.
  await page.goto('/de/registrieren/');
  await expect(page).toHaveURL(/\/de\/$/);
});

test('the token is an httpOnly cookie no script reads; the session survives a reload and ends on logout', async ({
  page,
}, testInfo) => {
  await register(page, `e2e-cookie-${testInfo.project.name}-${Date.now()}@example.com`);
  await expect(accountControl(page, 'link')).toBeVisible();
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'customer-token');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookies.find((c) => c.name === 'customer-session')).toMatchObject({ value: '1', httpOnly: false });
  // Scripts see the flag, never the token.
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).toContain('customer-session=1');
  expect(readable).not.toContain('customer-token');
  expect(readable).not.toContain(token?.value ?? '-');

  // The content login sync got the session from the cookie: the content system knows the customer.
  const contentLoggedIn = async () =>
    (
      (await (await page.request.get('/typo3-api/de/magento-content/')).json()) as {
        is_user_loggedin: boolean;
      }
    ).is_user_loggedin;
  await expect.poll(contentLoggedIn).toBe(true);

  // A reload restores the session from the cookies; the account area opens.
  await page.reload();
  await expect(accountControl(page, 'link')).toBeVisible();
  await page.goto('/de/customer/');
  await expect(page).toHaveURL(/\/de\/customer\/$/);

  // Logout: the server clears both cookies; the account area asks for a login again.
  if (isPhone(page)) {
    await page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').locator('a[href="#logoutVSF"]').click();
  } else {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('a[href="#logoutVSF"]').click();
  }
  await expect(accountControl(page, 'button')).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .not.toContain('customer-token');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('customer-session');
  await expect.poll(contentLoggedIn).toBe(false);
  // Logout goes home; after that the account area asks for a login again.
  await expect(page).toHaveURL(/\/de\/$/);
  await page.goto('/de/customer/');
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
});

test('logout still ends the session in the browser when the token was already revoked elsewhere', async ({
  page,
  request,
}, testInfo) => {
  await register(page, `e2e-gone-${testInfo.project.name}-${Date.now()}@example.com`);
  await expect(accountControl(page, 'link')).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === 'customer-token')?.value ?? '';
  expect(token).not.toBe('');
  // An API client signs the token out; the browser does not know yet.
  const revoked = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { query: 'mutation { revokeCustomerToken { result } }' },
  });
  expect((await revoked.json()).data).toEqual({ revokeCustomerToken: { result: true } });

  // The storefront's logout is refused by the server ('The current customer isn't authorized.'),
  // yet the session ends here as well: home, logged out, both cookies gone.
  if (isPhone(page)) {
    await page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').locator('a[href="#logoutVSF"]').click();
  } else {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('a[href="#logoutVSF"]').click();
  }
  await expect(accountControl(page, 'button')).toBeVisible();
  await expect(page).toHaveURL(/\/de\/$/);
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .not.toContain('customer-token');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('customer-session');
  await page.reload();
  await expect(accountControl(page, 'button')).toBeVisible();
});

test('register on /de/registrieren/, log in via ?login=1, reset the password and log in with it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;

  await register(page, email);
  // Registration ends logged in: the customer exists.
  await expect(accountControl(page, 'link')).toBeVisible();

  // A new browser: logged out, ?login=1 opens the modal and logs in.
  const second = await freshPage(browser, page);
  await second.goto('/de/');
  await expect(accountControl(second, 'button')).toBeVisible();
  await logIn(second, email, 'geheim123');

  // Password reset request from the modal, in a third browser.
  const third = await freshPage(browser, page);
  await third.goto('/de/?login=1');
  const dialog = third.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const resetDialog = third.getByRole('dialog', { name: 'Passwort vergessen?' });
  await resetDialog.getByLabel('E-Mail').fill(email);
  await solveCaptcha(resetDialog);
  await resetDialog.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  await expect(
    third.getByText(/erhalten Sie eine E-Mail mit einem Link|you will receive an email/),
  ).toBeVisible();

  let link: string | null = null;
  await expect(async () => {
    link = resetLinkFor(email);
    expect(link).not.toBeNull();
  }).toPass({ timeout: 10_000 });

  // The link sets a new password, which then logs in.
  await third.goto(link ?? '');
  await expect(third.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
  await third.getByLabel('Neues Passwort').fill('neuesPasswort9');
  await third.getByLabel('Passwort bestätigen').fill('neuesPasswort9');
  await solveCaptcha(third.getByRole('main'));
  await third.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(third.getByText('Ihr Passwort wurde geändert.', { exact: false })).toBeVisible();
  await third.getByRole('link', { name: 'Anmelden' }).click();
  const again = third.getByRole('dialog', { name: 'Anmelden' });
  await again.getByLabel('E-Mail').fill(email);
  await again.getByLabel('Passwort').fill('neuesPasswort9');
  await solveCaptcha(again);
  await again.getByRole('button', { name: 'Anmelden' }).click();
  await expect(again).toBeHidden();
  await expect(accountControl(third, 'link')).toBeVisible();
});

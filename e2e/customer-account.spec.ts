import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { logInThroughModal, solveCaptcha } from './checkout-helpers.ts';

// The account area against the real server: the guard opens the login modal, a new customer
// edits the profile, adds and edits an address (country first, then region), and subscribes to
// the newsletter, confirming by the mailed link.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

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
  const account = isPhone(page)
    ? page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('link', { name: 'Konto' })
    : page.getByRole('banner').getByRole('link', { name: 'Konto' });
  await expect(account).toBeVisible({ timeout: 20_000 });
}

/** The newest link to `page` in a mail to `email`, as a path on this server. */
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
  const match = new RegExp(`https?://\\S+/${linkPath}/\\S+`).exec(unfolded);
  if (!match) return null;
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

test('a guest who opens the account area gets the login modal', async ({ page }) => {
  await page.goto('/de/customer/my-profile/');
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  await expect(page).toHaveURL(/\/de\/$/);
});

async function freshPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

test('after logging in from the guard the customer lands on the wanted page; another origin is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `ziel-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await register(page, email);

  // A new browser: the guard sends the guest home with the login modal, then to the wanted page.
  const guest = await freshPage(browser, page);
  await guest.goto('/de/customer/my-profile/');
  await expect(guest).toHaveURL(/\/de\/$/);
  await logInThroughModal(guest, email);
  await expect(guest).toHaveURL(/\/de\/customer\/my-profile\/$/);
  await expect(guest.getByRole('form', { name: 'Persönliche Daten' })).toBeVisible();

  // A redirect to another origin is dropped: after login the shopper stays in the shop.
  const other = await freshPage(browser, page);
  await other.goto(`/de/?login=1&redirect=${encodeURIComponent('https://example.org/de/customer/')}`);
  await expect(other).toHaveURL(/\/de\/$/);
  await logInThroughModal(other, email);
  const account = isPhone(other)
    ? other.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('link', { name: 'Konto' })
    : other.getByRole('banner').getByRole('link', { name: 'Konto' });
  await expect(account).toBeVisible();
  expect(new URL(other.url()).origin).toBe(new URL(page.url()).origin);
  await expect(other).toHaveURL(/\/de\/$/);
});

test('a customer edits the profile, the address book and subscribes to the newsletter', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `konto-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await register(page, email);

  await page.goto('/de/customer/');
  await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Profile: a required field keeps what was typed and names the rule; then it saves.
  await page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Mein Profil' }).click();
  const profile = page.getByRole('form', { name: 'Persönliche Daten' });
  await profile.getByLabel('Nachname').fill('');
  await profile.getByLabel('Vorname').fill('Erika Maria');
  await profile.getByRole('button', { name: 'Speichern' }).click();
  await expect(profile.getByText('Dieses Feld ist ein Pflichtfeld')).toBeVisible();
  await expect(profile.getByLabel('Vorname')).toHaveValue('Erika Maria');
  await profile.getByLabel('Nachname').fill('Musterfrau');
  await profile.getByRole('button', { name: 'Speichern' }).click();
  await expect(profile.getByText('Ihr Profil wurde gespeichert.')).toBeVisible();

  // Password change: the rules of spec 5 first.
  const password = page.getByRole('form', { name: 'Passwort ändern' });
  await password.getByLabel('Aktuelles Passwort').fill('geheim123');
  await password.getByLabel('Neues Passwort', { exact: true }).fill('kurz');
  await password.getByLabel('Neues Passwort bestätigen').fill('anders');
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(password.getByText('Das Feld muss mindestens 8 Zeichen enthalten')).toBeVisible();

  // Address book: Switzerland needs a canton, chosen after the country.
  await page.goto('/de/customer/addresses-details/');
  await page.getByRole('link', { name: 'Neue Adresse hinzufügen' }).click();
  const form = page.getByRole('form', { name: 'Neue Adresse hinzufügen' });
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('Nachname').fill('Musterfrau');
  await form.getByLabel('Telefonnummer').fill('+41 44 123 45 67');
  await form.getByLabel('Land', { exact: true }).selectOption('CH');
  await form.getByLabel('Straße und Hausnummer').fill('Seestrasse 5');
  await form.getByLabel('Wohnung, Etage').fill('3. Stock');
  await form.getByLabel('Postleitzahl').fill('800');
  await form.getByLabel('Ort', { exact: true }).fill('Zürich');
  await form.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(form.getByText('Bitte wählen Sie eine Region')).toBeVisible();
  await expect(
    form.getByText('Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel 1234'),
  ).toBeVisible();
  await form.getByLabel('Region', { exact: true }).selectOption({ label: 'Zürich' });
  await form.getByLabel('Postleitzahl').fill('8002');
  await form.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page).toHaveURL(/\/de\/customer\/addresses-details\/$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Seestrasse 5' });
  await expect(card.getByText('Standard-Rechnungsadresse')).toBeVisible();
  await expect(card.getByText('Schweiz')).toBeVisible();

  await card.getByRole('link', { name: 'Adresse Seestrasse 5 bearbeiten' }).click();
  const edit = page.getByRole('form', { name: 'Adresse bearbeiten' });
  await expect(edit.getByLabel('Region', { exact: true })).toHaveValue('129');
  await edit.getByLabel('Ort', { exact: true }).fill('Zürich-Enge');
  await edit.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Zürich-Enge' })).toBeVisible();

  // Newsletter: subscribed only after the mailed link is confirmed.
  await page.goto('/de/customer/my-newsletter/');
  await page.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(page.getByText('Bitte bestätigen Sie Ihre Anmeldung mit dem Link')).toBeVisible();
  let link: string | null = null;
  await expect.poll(() => (link = mailedLink(email, 'newsletter-confirm'))).not.toBeNull();
  await page.goto(link ?? '/');
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByText('Vielen Dank! Sie erhalten jetzt unseren Newsletter.')).toBeVisible();
  await page.goto('/de/customer/my-newsletter/');
  await expect(page.getByText('Sie haben unseren Newsletter abonniert.')).toBeVisible();

  // Every account page answers (no 'Page not found').
  for (const path of ['order-history', 'my-wishlist', 'my-reviews']) {
    await page.goto(`/de/customer/${path}/`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Seite nicht gefunden/);
  }
  await page.goto('/en/customer/my-reviews/');
  await expect(page.getByRole('heading', { name: 'My reviews', level: 1 })).toBeVisible();
});

test("a customer writes a review and finds it under 'My reviews' with its moderation status", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `bewertung-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await register(page, email);

  await page.goto('/en/vitamin-c-powder-1-month/');
  const reviews = page.getByRole('main').getByRole('region', { name: 'Customer reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
  await form.getByLabel('Nickname').fill(`Erika ${testInfo.project.name}`);
  const title = `Every morning ${testInfo.project.name}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill('Dissolves quickly in orange juice.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(reviews.getByRole('status')).toContainText('submitted for moderation');

  // The account lists it, waiting for moderation, in both languages.
  await page.goto('/en/customer/');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My reviews' }).click();
  await expect(page.getByRole('heading', { name: 'My reviews', level: 1 })).toBeVisible();
  const mine = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(mine).toHaveCount(1);
  // Reviews belong to the product family (all pack sizes share them).
  await expect(mine.getByRole('link', { name: 'Vitamin C powder', exact: true })).toBeVisible();
  await expect(mine.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
  await expect(mine.getByText('Dissolves quickly in orange juice.')).toBeVisible();
  await expect(mine.getByText(/Awaiting moderation/)).toBeVisible();

  await page.goto('/de/customer/my-reviews/');
  await expect(page.getByRole('heading', { name: 'Meine Bewertungen', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByText(/Wird geprüft/),
  ).toBeVisible();
});

test('in English a customer edits the profile, adds and edits addresses and deletes one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `account-en-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await register(page, email);

  // Profile: an emptied required field is named and what was typed stays; then it saves, and the
  // saved values come back after a reload.
  await page.goto('/en/customer/');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  const profile = page.getByRole('form', { name: 'Personal data' });
  await expect(profile.getByLabel('First name')).toHaveValue('Erika');
  await profile.getByLabel('First name').fill('');
  await profile.getByLabel('Prefix').fill('Dr.');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByLabel('First name')).toHaveAccessibleDescription('This field is required');
  await expect(profile.getByLabel('Prefix')).toHaveValue('Dr.');
  await profile.getByLabel('First name').fill('Erika Maria');
  await profile.getByLabel('Date of birth').fill('1984-05-17');
  await profile.getByLabel('Gender').selectOption({ label: 'Female' });
  await profile.getByLabel('Phone number').fill('+49 30 123456');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Your profile was saved.')).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Erika Maria');
  await expect(profile.getByLabel('Prefix')).toHaveValue('Dr.');
  await expect(profile.getByLabel('Date of birth')).toHaveValue('1984-05-17');
  await expect(profile.getByLabel('Gender')).toHaveValue('2');
  await expect(profile.getByLabel('Phone number')).toHaveValue('+49 30 123456');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('region', { name: 'Contact information' })).toContainText(
    'Dr. Erika Maria Mustermann',
  );

  // Address book: the first address becomes the default; a second one is added and edited.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  const addAddress = async (values: Record<string, string>, country: string) => {
    await page.getByRole('link', { name: 'Add new address' }).click();
    const form = page.getByRole('form', { name: 'Add new address' });
    await form.getByLabel('Country', { exact: true }).selectOption(country);
    for (const [label, value] of Object.entries(values))
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/en\/customer\/addresses-details\/$/);
  };
  const home = {
    'First name': 'Erika',
    'Last name': 'Mustermann',
    'Phone number': '030 123456',
    'Street and house number': 'Hauptstraße 1',
    Postcode: '10115',
    City: 'Berlin',
  };
  // A missing city is named, and the form keeps the rest.
  await page.getByRole('link', { name: 'Add new address' }).click();
  const form = page.getByRole('form', { name: 'Add new address' });
  for (const [label, value] of Object.entries({ ...home, City: '' }))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByLabel('City', { exact: true })).toHaveAccessibleDescription(
    'This field is required',
  );
  await expect(form.getByLabel('Street and house number', { exact: true })).toHaveValue('Hauptstraße 1');
  await form.getByRole('link', { name: 'Cancel' }).click();
  await addAddress(home, 'DE');
  const main = page.getByRole('main');
  const first = main.getByRole('listitem').filter({ hasText: 'Hauptstraße 1' });
  await expect(first.getByText('Default billing address')).toBeVisible();
  await expect(first.getByText('Default shipping address')).toBeVisible();
  // A default address cannot be deleted.
  await expect(first.getByRole('button', { name: /^Delete address/ })).toHaveCount(0);

  await addAddress(
    {
      ...home,
      'First name': 'Max',
      'Street and house number': 'Nebenweg 3',
      Postcode: '20095',
      City: 'Hamburg',
    },
    'DE',
  );
  const second = main.getByRole('listitem').filter({ hasText: 'Nebenweg 3' });
  await expect(second).toContainText('Max Mustermann');
  await expect(second.getByText('Default billing address')).toHaveCount(0);
  await second.getByRole('link', { name: 'Edit address Nebenweg 3' }).click();
  await expect(page.getByRole('heading', { name: 'Edit address', level: 1 })).toBeVisible();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('City', { exact: true })).toHaveValue('Hamburg');
  await edit.getByLabel('Street and house number', { exact: true }).fill('Nebenweg 5');
  await edit.getByLabel('Apartment, floor', { exact: true }).fill('Hinterhaus');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/addresses-details\/$/);
  const edited = main.getByRole('listitem').filter({ hasText: 'Nebenweg 5' });
  await expect(edited).toContainText('Hinterhaus');
  await expect(main.getByRole('listitem').filter({ hasText: 'Nebenweg 3' })).toHaveCount(0);

  // Deleting the second address takes it off the list, also after a reload; the default stays.
  await edited.getByRole('button', { name: 'Delete address Nebenweg 5' }).click();
  await expect(main.getByRole('listitem').filter({ hasText: 'Nebenweg 5' })).toHaveCount(0);
  await page.reload();
  await expect(main.getByRole('listitem').filter({ hasText: 'Hauptstraße 1' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Nebenweg 5' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /^Edit address / })).toHaveCount(1);
});

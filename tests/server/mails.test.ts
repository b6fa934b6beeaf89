import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';
import { mailsTo, type OutboxMail } from './outbox.ts';

// Every account mail, sent by the operation that causes it, lands in the outbox in the language of
// the store view, as HTML and text, in the shop's mail layout (name, imprint, contact).
const t = useTestApp({ captcha: false, publicUrl: 'https://shop.example' });

const LANGS = ['de', 'en'] as const;
const CREATE =
  'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }';
const TOKEN =
  'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';

async function signUp(email: string, store: string) {
  const created = await gql(
    t.app,
    CREATE,
    { input: { email, password: 'geheim123', firstname: 'Erika', lastname: 'Muster' } },
    { store },
  );
  expect(created.errors).toBeUndefined();
  const res = await gql<{ generateCustomerToken: { token: string } }>(t.app, TOKEN, {
    e: email,
    p: 'geheim123',
  });
  return { authorization: `Bearer ${res.data.generateCustomerToken.token}` };
}

function only(email: string, subject: string): OutboxMail {
  const found = mailsTo(t.config.dataDir, email).filter((m) => m.subject === subject);
  expect(found, `one mail "${subject}" to ${email}`).toHaveLength(1);
  return found[0] as OutboxMail;
}

/** HTML and text part, both with the shop's name, the imprint and the contact. */
function expectLayout(mail: OutboxMail, lang: 'de' | 'en') {
  expect(mail.parts).toEqual(['text/plain', 'text/html']);
  expect(mail.html).toMatch(new RegExp(`<html [^>]*lang="${lang}"`));
  for (const part of [mail.body, mail.html ?? '']) {
    expect(part).toContain('VitalShop');
    expect(part).toContain('VitalShop GmbH');
    expect(part).toContain('Lindenallee 24');
    expect(part).toContain('HRB 712345');
    expect(part).toContain('service@vitalshop.example');
  }
  expect(mail.body).not.toMatch(/<[a-z]/i);
}

const SUBJECTS = {
  de: {
    welcome: 'Willkommen bei VitalShop',
    email: 'Ihre E-Mail-Adresse wurde geändert',
    password: 'Ihr Passwort wurde geändert',
    newsletter: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    reset: 'Passwort zurücksetzen',
    resetButton: 'Neues Passwort festlegen',
    hello: 'Hallo Erika,',
    unsubscribe: 'Newsletter abbestellen',
  },
  en: {
    welcome: 'Welcome to VitalShop',
    email: 'Your email address was changed',
    password: 'Your password was changed',
    newsletter: 'Please confirm your newsletter subscription',
    reset: 'Reset your password',
    resetButton: 'Set a new password',
    hello: 'Hello Erika,',
    unsubscribe: 'Unsubscribe from the newsletter',
  },
} as const;

describe.each(LANGS)('account mails in %s', (lang) => {
  const s = SUBJECTS[lang];

  it('welcomes a new customer with a link to the account', async () => {
    await signUp(`willkommen-${lang}@example.com`, lang);
    const mail = only(`willkommen-${lang}@example.com`, s.welcome);
    expectLayout(mail, lang);
    expect(mail.body).toContain(s.hello);
    expect(mail.body).toContain(`https://shop.example/${lang}/customer/`);
    expect(mail.html).toContain(`href="https://shop.example/${lang}/customer/"`);
    expect(mail.body).not.toContain(s.unsubscribe);
  });

  it('mails the password reset link in the language of the store view', async () => {
    const email = `vergessen-${lang}@example.com`;
    await signUp(email, 'de');
    const res = await gql(
      t.app,
      'mutation($email: String!) { requestPasswordResetEmail(email: $email) }',
      { email },
      { store: lang },
    );
    expect(res.data).toEqual({ requestPasswordResetEmail: true });
    await t.app.background.idle();
    const mail = only(email, s.reset);
    expectLayout(mail, lang);
    expect(mail.body).toContain(s.hello);
    expect(mail.html).toContain(s.resetButton);
    const link = `https://shop.example/${lang}/customer-reset-password/?token=`;
    expect(mail.body).toContain(link);
    expect(mail.html).toContain(`href="${link}`);
    expect(mail.body).not.toContain(s.unsubscribe);
  });

  it('tells the old address that the email address changed', async () => {
    const headers = await signUp(`vorher-${lang}@example.com`, lang);
    const res = await gql(
      t.app,
      'mutation { updateCustomerEmail(email: "nachher-' +
        lang +
        '@example.com", password: "geheim123") { customer { email } } }',
      {},
      { headers, store: lang },
    );
    expect(res.errors).toBeUndefined();
    const mail = only(`vorher-${lang}@example.com`, s.email);
    expectLayout(mail, lang);
    expect(mail.body).toContain(`nachher-${lang}@example.com`);
    expect(mail.html).toContain(`nachher-${lang}@example.com`);
  });

  it('tells the customer that the password changed', async () => {
    const headers = await signUp(`kennwort-${lang}@example.com`, lang);
    const res = await gql(
      t.app,
      'mutation { changeCustomerPassword(currentPassword: "geheim123", newPassword: "neuesPw99") { email } }',
      {},
      { headers, store: lang },
    );
    expect(res.errors).toBeUndefined();
    const mail = only(`kennwort-${lang}@example.com`, s.password);
    expectLayout(mail, lang);
    expect(mail.body).toContain(s.hello);
  });

  it('sends the newsletter confirmation with the confirm and the unsubscribe link', async () => {
    const email = `leserin-${lang}@example.com`;
    const res = await gql(
      t.app,
      'mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }',
      { email },
      { store: lang },
    );
    expect(res.errors).toBeUndefined();
    const mail = only(email, s.newsletter);
    expectLayout(mail, lang);
    for (const part of [mail.body, mail.html ?? '']) {
      expect(part).toContain(`https://shop.example/${lang}/newsletter-confirm/?token=`);
      expect(part).toContain(`https://shop.example/${lang}/newsletter-unsubscribe/?code=`);
      expect(part).toContain(s.unsubscribe);
    }
  });
});

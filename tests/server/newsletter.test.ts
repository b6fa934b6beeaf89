import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';
import { mailsTo, type OutboxMail } from './outbox.ts';

const t = useTestApp({ captcha: false, publicUrl: 'https://shop.example' });

const SUBSCRIBE = 'mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
const CONFIRM = 'mutation($token: String!) { confirmNewsletterSubscription(token: $token) { status } }';
const UNSUBSCRIBE = 'mutation($code: String!) { unsubscribeEmailFromNewsletter(code: $code) { status } }';
const STATUS = '{ customer { is_subscribed newsletter_status } }';

function link(mail: OutboxMail | undefined, path: string): URL {
  const match = new RegExp(`https://shop\\.example/(de|en)/${path}/\\?\\S+`).exec(mail?.body ?? '');
  if (!match) throw new Error(`no ${path} link in ${mail?.body}`);
  return new URL(match[0]);
}

/** The newsletter confirmation mails to an address (registration also sends a welcome mail). */
function confirmations(email: string): OutboxMail[] {
  return mailsTo(t.config.dataDir, email).filter((m) => /newsletter/i.test(m.subject));
}

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const created = await gql(
    t.app,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { is_subscribed } } }',
    { input: { email, password: 'geheim123', firstname: 'Erika', lastname: 'Muster', ...extra } },
    { store: 'de' },
  );
  expect(created.errors).toBeUndefined();
  const res = await gql<{ generateCustomerToken: { token: string } }>(
    t.app,
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: 'geheim123' },
  );
  return { headers: { authorization: `Bearer ${res.data.generateCustomerToken.token}` } };
}

describe('newsletter double opt-in', () => {
  it('subscribes a guest only after the mailed link is opened, once', async () => {
    const res = await gql(t.app, SUBSCRIBE, { email: 'Gast@Example.com' }, { store: 'en' });
    expect(res.data).toEqual({ subscribeEmailToNewsletter: { status: 'UNCONFIRMED' } });
    const [mail] = mailsTo(t.config.dataDir, 'gast@example.com');
    expect(mail?.subject).toBe('Please confirm your newsletter subscription');
    const confirm = link(mail, 'newsletter-confirm');
    expect(confirm.pathname).toBe('/en/newsletter-confirm/');
    link(mail, 'newsletter-unsubscribe');

    const token = confirm.searchParams.get('token') ?? '';
    expect((await gql(t.app, CONFIRM, { token })).data).toEqual({
      confirmNewsletterSubscription: { status: 'SUBSCRIBED' },
    });
    const again = await gql(t.app, CONFIRM, { token });
    expect(again.errors?.[0]?.message).toBe('This confirmation link is invalid or was already used.');
    expect(again.errors?.[0]?.extensions?.code).toBe('NEWSLETTER_CONFIRMATION_INVALID');
    const twice = await gql(t.app, SUBSCRIBE, { email: 'gast@example.com' });
    expect(twice.errors?.[0]?.message).toBe('This email address is already subscribed.');
    expect(twice.errors?.[0]?.extensions?.code).toBe('NEWSLETTER_ALREADY_SUBSCRIBED');
  });

  it('unsubscribes with the link of the mail, without login', async () => {
    await gql(t.app, SUBSCRIBE, { email: 'abmelden@example.com' }, { store: 'de' });
    const [mail] = mailsTo(t.config.dataDir, 'abmelden@example.com');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    const code = link(mail, 'newsletter-unsubscribe').searchParams.get('code') ?? '';
    expect((await gql(t.app, UNSUBSCRIBE, { code })).data).toEqual({
      unsubscribeEmailFromNewsletter: { status: 'UNSUBSCRIBED' },
    });
    // The pending confirmation link no longer works.
    const token = link(mail, 'newsletter-confirm').searchParams.get('token') ?? '';
    expect((await gql(t.app, CONFIRM, { token })).errors?.[0]?.message).toBe(
      'This confirmation link is invalid or was already used.',
    );
    expect((await gql(t.app, UNSUBSCRIBE, { code: 'erfunden' })).errors?.[0]).toMatchObject({
      message: 'This unsubscribe link is invalid.',
      extensions: { code: 'NEWSLETTER_UNSUBSCRIBE_INVALID' },
    });
  });

  it('sends one confirmation mail per address within five minutes', async () => {
    await gql(t.app, SUBSCRIBE, { email: 'oft@example.com' });
    await gql(t.app, SUBSCRIBE, { email: 'oft@example.com' });
    expect(mailsTo(t.config.dataDir, 'oft@example.com')).toHaveLength(1);
  });

  it('refuses an invalid address', async () => {
    const res = await gql(t.app, SUBSCRIBE, { email: 'keine-adresse' });
    expect(res.errors?.[0]?.message).toBe('"keine-adresse" is not a valid email address.');
  });

  it("runs registration's checkbox and the profile through the same opt-in", async () => {
    const a = await signUp('registriert@example.com', { is_subscribed: true });
    expect((await gql(t.app, STATUS, {}, a)).data).toEqual({
      customer: { is_subscribed: false, newsletter_status: 'UNCONFIRMED' },
    });
    const [mail] = confirmations('registriert@example.com');
    const token = link(mail, 'newsletter-confirm').searchParams.get('token') ?? '';
    await gql(t.app, CONFIRM, { token });
    expect((await gql(t.app, STATUS, {}, a)).data).toEqual({
      customer: { is_subscribed: true, newsletter_status: 'SUBSCRIBED' },
    });

    const update =
      'mutation($s: Boolean) { updateCustomerV2(input: { is_subscribed: $s }) { customer { is_subscribed newsletter_status } } }';
    expect((await gql(t.app, update, { s: false }, a)).data).toEqual({
      updateCustomerV2: { customer: { is_subscribed: false, newsletter_status: 'UNSUBSCRIBED' } },
    });
    expect((await gql(t.app, update, { s: true }, a)).data).toEqual({
      updateCustomerV2: { customer: { is_subscribed: false, newsletter_status: 'UNCONFIRMED' } },
    });
    expect(confirmations('registriert@example.com')).toHaveLength(2);
  });

  it("gives customer B nothing of customer A's subscription", async () => {
    const a = await signUp('news-a@example.com');
    const b = await signUp('news-b@example.com');
    await gql(
      t.app,
      'mutation { updateCustomerV2(input: { is_subscribed: true }) { customer { email } } }',
      {},
      a,
    );
    expect((await gql(t.app, STATUS, {}, a)).data).toEqual({
      customer: { is_subscribed: false, newsletter_status: 'UNCONFIRMED' },
    });
    expect((await gql(t.app, STATUS, {}, b)).data).toEqual({
      customer: { is_subscribed: false, newsletter_status: 'NOT_ACTIVE' },
    });
  });
});

describe('newsletter authorization', () => {
  it("customer B who enters A's address subscribes nothing of B's: the confirmation goes to A, and only A's link subscribes A", async () => {
    const a = await signUp('news-owner@example.com');
    const b = await signUp('news-intruder@example.com');
    const res = await gql(t.app, SUBSCRIBE, { email: 'news-owner@example.com' }, { ...b, store: 'de' });
    expect(res.data).toEqual({ subscribeEmailToNewsletter: { status: 'UNCONFIRMED' } });
    expect(confirmations('news-intruder@example.com')).toEqual([]);
    const [mail] = confirmations('news-owner@example.com');
    expect((await gql(t.app, STATUS, {}, b)).data).toEqual({
      customer: { is_subscribed: false, newsletter_status: 'NOT_ACTIVE' },
    });
    expect((await gql(t.app, STATUS, {}, a)).data).toEqual({
      customer: { is_subscribed: false, newsletter_status: 'UNCONFIRMED' },
    });

    const token = link(mail, 'newsletter-confirm').searchParams.get('token') ?? '';
    await gql(t.app, CONFIRM, { token });
    expect((await gql(t.app, STATUS, {}, a)).data).toEqual({
      customer: { is_subscribed: true, newsletter_status: 'SUBSCRIBED' },
    });
    expect((await gql(t.app, STATUS, {}, b)).data).toEqual({
      customer: { is_subscribed: false, newsletter_status: 'NOT_ACTIVE' },
    });
  });

  it("updateCustomerV2's is_subscribed refuses guests and tokens it never issued", async () => {
    const update = 'mutation { updateCustomerV2(input: { is_subscribed: true }) { customer { email } } }';
    for (const auth of [undefined, { headers: { authorization: `Bearer ${'0'.repeat(64)}` } }]) {
      const res = await gql(t.app, update, {}, auth);
      expect(res.errors?.[0]).toMatchObject({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      });
    }
  });
});

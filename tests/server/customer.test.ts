import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, customerTokens, passwordResetTokens } from '../../server/db/schema.ts';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false, publicUrl: 'https://shop.example' });

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

const CREATE = `mutation($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email firstname lastname is_subscribed date_of_birth gender taxvat
    prefix suffix group_id phonenumber marketing_note affiliate_code } }
}`;
const TOKEN =
  'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
const CUSTOMER = '{ customer { email firstname lastname } }';

async function register(email: string, password = 'geheim123', extra: Record<string, unknown> = {}) {
  return gql<{ createCustomerV2: { customer: Record<string, unknown> } | null }>(t.app, CREATE, {
    input: { email, password, firstname: 'Erika', lastname: 'Muster', ...extra },
  });
}

async function signIn(email: string, password: string) {
  return gql<{ generateCustomerToken: { token: string } | null }>(t.app, TOKEN, { email, password });
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('registration', () => {
  it('creates a customer with the spec fields and reports the email as taken afterwards', async () => {
    const available = '{ isEmailAvailable(email: "neu@example.com") { is_email_available } }';
    expect((await gql(t.app, available)).data).toEqual({ isEmailAvailable: { is_email_available: true } });

    const res = await register('Neu@Example.com', 'geheim123', {
      is_subscribed: true,
      date_of_birth: '1980-02-03',
      gender: 2,
      taxvat: 'DE123',
      prefix: 'Dr.',
      suffix: 'MSc',
      phonenumber: '+49 30 123',
      marketing_note: 'Podcast',
      affiliate_code: 'REF42',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.createCustomerV2?.customer).toEqual({
      email: 'neu@example.com',
      firstname: 'Erika',
      lastname: 'Muster',
      // The newsletter checkbox starts the double opt-in: subscribed only once confirmed.
      is_subscribed: false,
      date_of_birth: '1980-02-03',
      gender: 2,
      taxvat: 'DE123',
      prefix: 'Dr.',
      suffix: 'MSc',
      group_id: 1,
      phonenumber: '+49 30 123',
      marketing_note: 'Podcast',
      affiliate_code: 'REF42',
    });
    expect((await gql(t.app, available)).data).toEqual({ isEmailAvailable: { is_email_available: false } });

    const stored = await t.app.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'neu@example.com'));
    expect(stored[0]?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("refuses a taken email with Magento's text", async () => {
    await register('doppelt@example.com');
    const res = await register('DOPPELT@example.com');
    expect(res.errors?.[0]?.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
  });

  it('enforces the password rules (8 characters, a letter and a digit)', async () => {
    expect((await register('kurz@example.com', 'abc123')).errors?.[0]?.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
    expect((await register('ziffer@example.com', 'abcdefghij')).errors?.[0]?.message).toBe(
      'The password needs at least one letter and one digit. Create a new password and try again.',
    );
    expect((await register('buchstabe@example.com', '1234567890')).errors?.[0]?.message).toMatch(
      /letter and one digit/,
    );
  });

  it('supports the older createCustomer mutation', async () => {
    const res = await gql<{ createCustomer: { customer: { email: string } } }>(
      t.app,
      'mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }',
      { input: { email: 'alt@example.com', password: 'geheim123', firstname: 'A', lastname: 'B' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createCustomer.customer.email).toBe('alt@example.com');
  });
});

describe('sign-in and tokens', () => {
  it('signs in, reads the customer with the bearer token and signs out', async () => {
    await register('login@example.com');
    const res = await signIn('LOGIN@example.com', 'geheim123');
    const token = res.data.generateCustomerToken?.token ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    const me = await gql<{ customer: { email: string } }>(t.app, CUSTOMER, {}, bearer(token));
    expect(me.errors).toBeUndefined();
    expect(me.data.customer.email).toBe('login@example.com');

    const rows = await t.app.database.db.select().from(customerTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);

    const out = await gql(t.app, 'mutation { revokeCustomerToken { result } }', {}, bearer(token));
    expect(out.data).toEqual({ revokeCustomerToken: { result: true } });
    const after = await gql(t.app, CUSTOMER, {}, bearer(token));
    expect(after.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it("refuses to revoke without a valid token, as Magento does: 'The current customer isn't authorized.'", async () => {
    await register('zweimal@example.com');
    const token = (await signIn('zweimal@example.com', 'geheim123')).data.generateCustomerToken?.token ?? '';
    const REVOKE = 'mutation { revokeCustomerToken { result } }';
    expect((await gql(t.app, REVOKE, {}, bearer(token))).data).toEqual({
      revokeCustomerToken: { result: true },
    });
    const refused = {
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    };
    // No token, an unknown one and the one just revoked.
    for (const headers of [{}, bearer('not-a-token-of-this-shop'), bearer(token)]) {
      const out = await gql(t.app, REVOKE, {}, headers);
      expect(out.errors?.[0]).toMatchObject(refused);
      expect(out.data).toEqual({ revokeCustomerToken: null });
    }
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    await register('falsch@example.com');
    const unknown = await signIn('niemand@example.com', 'geheim123');
    const wrong = await signIn('falsch@example.com', 'geheim124');
    expect(unknown.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    expect(wrong.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    expect(unknown.data.generateCustomerToken).toBeNull();
  });

  it('needs a token for the customer query', async () => {
    const res = await gql(t.app, CUSTOMER);
    expect(res.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const bad = await gql(t.app, CUSTOMER, {}, bearer('not-a-token'));
    expect(bad.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });

  it('locks the account after 5 failures in a row, with the same message', async () => {
    await register('sperre@example.com');
    for (let i = 0; i < 5; i++)
      expect((await signIn('sperre@example.com', 'falsch999')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    const locked = await signIn('sperre@example.com', 'geheim123');
    expect(locked.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    const [row] = await t.app.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'sperre@example.com'));
    expect(row?.lockExpires?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    // Once the lock has expired the right password works again.
    await t.app.database.db
      .update(customers)
      .set({ lockExpires: new Date(Date.now() - 1000) })
      .where(eq(customers.email, 'sperre@example.com'));
    expect((await signIn('sperre@example.com', 'geheim123')).data.generateCustomerToken?.token).toBeTruthy();
  });

  it('counts parallel failures atomically: 199 wrong passwords at once lock out the right one after them', async () => {
    await register('parallel@example.com');
    const wrong = Array.from({ length: 199 }, () => signIn('parallel@example.com', 'falsch999'));
    const results = await Promise.all([...wrong, signIn('parallel@example.com', 'geheim123')]);
    for (const res of results) expect(res.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    expect(results.at(-1)?.data.generateCustomerToken).toBeNull();
    expect((await signIn('parallel@example.com', 'geheim123')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    const [row] = await t.app.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'parallel@example.com'));
    expect(row?.lockExpires?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await t.app.database.db.select().from(customerTokens)).not.toContainEqual(
      expect.objectContaining({ customerId: row?.id }),
    );
  }, 120_000);

  it('answers a locked account in the time of a wrong password (its password is checked too)', async () => {
    await register('zeit@example.com');
    const median = async (password: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        expect((await signIn('zeit@example.com', password)).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const wrong = await median('falsch999'); // the fifth locks the account
    const locked = await median('geheim123');
    expect(locked).toBeGreaterThan(wrong * 0.3);
  });

  it('refuses an expired token', async () => {
    await register('ablauf@example.com');
    const token = (await signIn('ablauf@example.com', 'geheim123')).data.generateCustomerToken?.token ?? '';
    expect((await gql(t.app, CUSTOMER, {}, bearer(token))).errors).toBeUndefined();
    const [customer] = await t.app.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'ablauf@example.com'));
    const [stored] = await t.app.database.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.customerId, customer?.id ?? 0));
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    await t.app.database.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.customerId, customer?.id ?? 0));
    expect((await gql(t.app, CUSTOMER, {}, bearer(token))).errors?.[0]?.message).toBe(
      "The current customer isn't authorized.",
    );
  });
});

describe('password reset', () => {
  const REQUEST = 'mutation($email: String!) { requestPasswordResetEmail(email: $email) }';
  const RESET = `mutation($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
  }`;

  function outbox(): string[] {
    const dir = path.join(t.config.dataDir, 'outbox');
    try {
      return readdirSync(dir)
        .sort()
        .map((f) => readFileSync(path.join(dir, f), 'utf8'));
    } catch {
      return [];
    }
  }

  function linkIn(mail: string): URL {
    const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = /https:\/\/shop\.example\/\S+/.exec(unfolded);
    if (!match) throw new Error(`no link in ${mail}`);
    return new URL(match[0]);
  }

  it('mails a link in the store language that works once', async () => {
    await register('reset@example.com');
    const before = outbox().length;
    const res = await gql(t.app, REQUEST, { email: 'reset@example.com' }, { store: 'en' });
    expect(res.data).toEqual({ requestPasswordResetEmail: true });
    await t.app.background.idle();
    const mails = outbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1) ?? '';
    expect(mail).toContain('To: reset@example.com');
    expect(mail).toContain('Subject: Reset your password');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/en/customer-reset-password/');
    expect(link.searchParams.get('email')).toBe('reset@example.com');
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);

    const ok = await gql(t.app, RESET, { email: 'reset@example.com', token, password: 'neuesPasswort9' });
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toEqual({ resetPassword: true });
    expect((await signIn('reset@example.com', 'geheim123')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    expect(
      (await signIn('reset@example.com', 'neuesPasswort9')).data.generateCustomerToken?.token,
    ).toBeTruthy();

    const again = await gql(t.app, RESET, { email: 'reset@example.com', token, password: 'nochEins99' });
    expect(again.errors?.[0]?.message).toBe('The password token is mismatched. Reset and try again.');
  });

  it('writes German mails for the German store view', async () => {
    await register('deutsch@example.com');
    await gql(t.app, REQUEST, { email: 'deutsch@example.com' }, { store: 'de' });
    await t.app.background.idle();
    const mail = outbox().findLast((m) => m.includes('To: deutsch@example.com')) ?? '';
    expect(linkIn(mail).pathname).toBe('/de/customer-reset-password/');
    expect(mail).toContain('Subject: =?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=');
  });

  it('answers true for an unknown address and sends nothing', async () => {
    const before = outbox().length;
    const res = await gql(t.app, REQUEST, { email: 'unbekannt@example.com' });
    expect(res.data).toEqual({ requestPasswordResetEmail: true });
    await t.app.background.idle();
    expect(outbox().length).toBe(before);
  });

  it('refuses an expired token', async () => {
    await register('abgelaufen@example.com');
    await gql(t.app, REQUEST, { email: 'abgelaufen@example.com' });
    await t.app.background.idle();
    const mail = outbox().findLast((m) => m.includes('To: abgelaufen@example.com')) ?? '';
    const token = linkIn(mail).searchParams.get('token') ?? '';
    await t.app.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await gql(t.app, RESET, {
      email: 'abgelaufen@example.com',
      token,
      password: 'neuesPasswort9',
    });
    expect(res.errors?.[0]?.message).toBe('The password token is expired. Reset and try again.');
  });
});

describe('sign-in with the captcha on', () => {
  const c = useTestApp({ captcha: true });

  /** A challenge of this server, solved as the widget does: the X-ReCaptcha payload. */
  async function solved(): Promise<string> {
    const challenge = (await c.app.inject({ method: 'GET', url: '/captcha/challenge' })).json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('challenge not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('counts parallel failures atomically: 199 wrong passwords at once, each with a solved captcha, lock out the right one after them', async () => {
    const email = 'parallel-captcha@example.com';
    const created = await gql(
      c.app,
      CREATE,
      { input: { email, password: 'geheim123', firstname: 'Erika', lastname: 'Muster' } },
      { headers: { 'x-recaptcha': await solved() } },
    );
    expect(created.errors).toBeUndefined();
    const payloads = await Promise.all(Array.from({ length: 200 }, solved));
    const attempt = (password: string, payload: string) =>
      gql<{ generateCustomerToken: { token: string } | null }>(
        c.app,
        TOKEN,
        { email, password },
        { headers: { 'x-recaptcha': payload } },
      );
    const results = await Promise.all(
      payloads.map((payload, i) => attempt(i < 199 ? 'falsch999' : 'geheim123', payload)),
    );
    for (const res of results) expect(res.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    expect((await attempt('geheim123', await solved())).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    const [row] = await c.app.database.db.select().from(customers).where(eq(customers.email, email));
    expect(row?.lockExpires?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';
import { mailsTo } from './outbox.ts';

const t = useTestApp({ captcha: false });

type Auth = { headers: Record<string, string>; store?: string };

const PROFILE = 'firstname lastname prefix suffix email date_of_birth gender taxvat phonenumber';
const UPDATE = `mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { ${PROFILE} } } }`;
const EMAIL = `mutation($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;
const PASSWORD = `mutation($current: String!, $next: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`;
const TOKEN =
  'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';

async function signUp(email: string, password = 'geheim123'): Promise<Auth> {
  const created = await gql(
    t.app,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password, firstname: 'Erika', lastname: 'Muster' } },
  );
  expect(created.errors).toBeUndefined();
  return signIn(email, password);
}

async function signIn(email: string, password: string): Promise<Auth> {
  const res = await gql<{ generateCustomerToken: { token: string } | null }>(t.app, TOKEN, {
    e: email,
    p: password,
  });
  return { headers: { authorization: `Bearer ${res.data.generateCustomerToken?.token ?? 'none'}` } };
}

describe('updateCustomerV2', () => {
  it('changes the fields given, trimmed, and keeps the others', async () => {
    const a = await signUp('profil@example.com');
    const res = await gql<{ updateCustomerV2: { customer: Record<string, unknown> } }>(
      t.app,
      UPDATE,
      {
        input: {
          firstname: ' Erika Maria ',
          prefix: 'Dr.',
          date_of_birth: '1980-02-29',
          gender: 2,
          taxvat: 'DE1',
          phonenumber: '+49 1',
        },
      },
      a,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateCustomerV2.customer).toEqual({
      firstname: 'Erika Maria',
      lastname: 'Muster',
      prefix: 'Dr.',
      suffix: null,
      email: 'profil@example.com',
      date_of_birth: '1980-02-29',
      gender: 2,
      taxvat: 'DE1',
      phonenumber: '+49 1',
    });
    const cleared = await gql<{ updateCustomerV2: { customer: Record<string, unknown> } }>(
      t.app,
      UPDATE,
      { input: { prefix: '', date_of_birth: null } },
      a,
    );
    expect(cleared.data.updateCustomerV2.customer).toMatchObject({
      prefix: null,
      date_of_birth: null,
      firstname: 'Erika Maria',
    });
  });

  it('refuses an empty name, an invalid date or gender, and overlong text', async () => {
    const a = await signUp('profil-fehler@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ lastname: '  ' }, 'Required parameters are missing: lastname'],
      [{ date_of_birth: '1980-02-30' }, 'Invalid date format: "1980-02-30". Use YYYY-MM-DD.'],
      [{ date_of_birth: '3000-01-01' }, 'The Date of Birth should not be greater than today.'],
      [{ gender: 7 }, '"7" is not a valid gender.'],
      [{ firstname: 'x'.repeat(256) }, '"firstname" cannot be longer than 255 characters.'],
    ];
    for (const [input, message] of cases) {
      const res = await gql(t.app, UPDATE, { input }, a);
      expect(res.errors?.[0]?.message).toBe(message);
    }
    const me = await gql<{ customer: Record<string, unknown> }>(t.app, `{ customer { ${PROFILE} } }`, {}, a);
    expect(me.data.customer).toMatchObject({ firstname: 'Erika', lastname: 'Muster', date_of_birth: null });
  });

  it('changes only the customer of the token; guests get the authorization error', async () => {
    const a = await signUp('profil-a@example.com');
    const b = await signUp('profil-b@example.com');
    await gql(t.app, UPDATE, { input: { firstname: 'Bea' } }, b);
    const me = await gql<{ customer: { firstname: string } }>(t.app, '{ customer { firstname } }', {}, a);
    expect(me.data.customer.firstname).toBe('Erika');
    const guest = await gql(t.app, UPDATE, { input: { firstname: 'Gast' } });
    expect(guest.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });
});

describe('updateCustomerEmail', () => {
  it('needs the current password, then changes the sign-in and tells the old address', async () => {
    const a = await signUp('alt@example.com');
    const wrong = await gql(t.app, EMAIL, { email: 'neu-adresse@example.com', password: 'falsch123' }, a);
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid login or password.',
      extensions: { category: 'graphql-authentication' },
    });
    const empty = await gql(t.app, EMAIL, { email: 'neu-adresse@example.com', password: '' }, a);
    expect(empty.errors?.[0]?.message).toBe('Provide the current "password" to change "email".');
    const invalid = await gql(t.app, EMAIL, { email: 'keine-adresse', password: 'geheim123' }, a);
    expect(invalid.errors?.[0]?.message).toBe('"keine-adresse" is not a valid email address.');

    const res = await gql<{ updateCustomerEmail: { customer: { email: string } } }>(
      t.app,
      EMAIL,
      { email: 'Neu-Adresse@example.com', password: 'geheim123' },
      { headers: a.headers, store: 'de' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateCustomerEmail.customer.email).toBe('neu-adresse@example.com');
    const notice = mailsTo(t.config.dataDir, 'alt@example.com').at(-1);
    expect(notice?.subject).toBe('Ihre E-Mail-Adresse wurde geändert');
    expect(notice?.body).toContain('neu-adresse@example.com');
    const again = await signIn('neu-adresse@example.com', 'geheim123');
    const me = await gql<{ customer: { email: string } }>(t.app, '{ customer { email } }', {}, again);
    expect(me.data.customer.email).toBe('neu-adresse@example.com');
  });

  it("refuses another account's address", async () => {
    await signUp('besetzt@example.com');
    const a = await signUp('wechsel@example.com');
    const res = await gql(t.app, EMAIL, { email: 'besetzt@example.com', password: 'geheim123' }, a);
    expect(res.errors?.[0]?.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
  });
});

describe('changeCustomerPassword', () => {
  it('checks the current password and the rules, keeps this session, ends the others, and sends a notice', async () => {
    const a = await signUp('passwort@example.com');
    const other = await signIn('passwort@example.com', 'geheim123');
    const wrong = await gql(t.app, PASSWORD, { current: 'falsch123', next: 'neuesPw99' }, a);
    expect(wrong.errors?.[0]?.message).toBe('Invalid login or password.');
    expect(wrong.errors?.[0]?.extensions?.code).toBe('PASSWORD_INCORRECT');
    const short = await gql(t.app, PASSWORD, { current: 'geheim123', next: 'kurz1' }, a);
    expect(short.errors?.[0]?.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
    const noDigit = await gql(t.app, PASSWORD, { current: 'geheim123', next: 'nurbuchstaben' }, a);
    expect(noDigit.errors?.[0]?.message).toBe(
      'The password needs at least one letter and one digit. Create a new password and try again.',
    );
    const same = await gql(t.app, PASSWORD, { current: 'geheim123', next: 'geheim123' }, a);
    expect(same.errors?.[0]?.message).toBe('The new password must be different from the current password.');
    expect(same.errors?.[0]?.extensions?.code).toBe('PASSWORD_UNCHANGED');

    const res = await gql<{ changeCustomerPassword: { email: string } }>(
      t.app,
      PASSWORD,
      { current: 'geheim123', next: 'neuesPw99' },
      { headers: a.headers, store: 'en' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.changeCustomerPassword.email).toBe('passwort@example.com');
    expect((await gql(t.app, '{ customer { email } }', {}, a)).errors).toBeUndefined();
    expect((await gql(t.app, '{ customer { email } }', {}, other)).errors?.[0]?.message).toBe(
      "The current customer isn't authorized.",
    );
    const old = await gql(t.app, TOKEN, { e: 'passwort@example.com', p: 'geheim123' });
    expect(old.errors?.[0]?.extensions?.category).toBe('graphql-authentication');
    const notice = mailsTo(t.config.dataDir, 'passwort@example.com').at(-1);
    expect(notice?.subject).toBe('Your password was changed');
  });

  it('refuses guests', async () => {
    const res = await gql(t.app, PASSWORD, { current: 'geheim123', next: 'neuesPw99' });
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});

describe('authorization of the profile mutations', () => {
  const NOT_AUTHORIZED = {
    message: "The current customer isn't authorized.",
    extensions: { category: 'graphql-authorization' },
  };
  const revoked = async (email: string): Promise<Auth> => {
    const session = await signIn(email, 'geheim123');
    const out = await gql(t.app, 'mutation { revokeCustomerToken { result } }', {}, session);
    expect(out.errors).toBeUndefined();
    return session;
  };
  const neverIssued: Auth = { headers: { authorization: `Bearer ${'f'.repeat(64)}` } };
  const emailOf = async (auth: Auth) =>
    (await gql<{ customer: { email: string } }>(t.app, '{ customer { email } }', {}, auth)).data.customer
      .email;

  it('updateCustomerEmail refuses a guest, a revoked token and a token it never issued, and changes nothing', async () => {
    const a = await signUp('mail-a@example.com');
    const callers: [string, Auth | undefined][] = [
      ['guest', undefined],
      ['revoked', await revoked('mail-a@example.com')],
      ['never issued', neverIssued],
    ];
    for (const [who, auth] of callers) {
      const res = await gql(
        t.app,
        EMAIL,
        { email: `neu-${who.replace(' ', '-')}@example.com`, password: 'geheim123' },
        auth,
      );
      expect(res.errors?.[0], who).toMatchObject(NOT_AUTHORIZED);
      expect(res.data?.updateCustomerEmail ?? null, who).toBeNull();
    }
    expect(await emailOf(a)).toBe('mail-a@example.com');
    // No change notice went to the address, and the sign-in still works with it.
    const notices = mailsTo(t.config.dataDir, 'mail-a@example.com').filter((m) =>
      /E-Mail-Adresse wurde geändert|email address was changed/.test(m.subject),
    );
    expect(notices).toEqual([]);
    expect((await signIn('mail-a@example.com', 'geheim123')).headers.authorization).not.toBe('Bearer none');
  });

  it("updateCustomerEmail changes only the token's customer: B cannot use A's password or take A's address", async () => {
    const a = await signUp('mail-owner@example.com', 'geheimA123');
    const b = await signUp('mail-other@example.com', 'geheimB123');
    const withAsPassword = await gql(
      t.app,
      EMAIL,
      { email: 'gekapert@example.com', password: 'geheimA123' },
      b,
    );
    expect(withAsPassword.errors?.[0]).toMatchObject({
      message: 'Invalid login or password.',
      extensions: { category: 'graphql-authentication' },
    });
    const takeA = await gql(t.app, EMAIL, { email: 'mail-owner@example.com', password: 'geheimB123' }, b);
    expect(takeA.errors?.[0]?.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
    const own = await gql(t.app, EMAIL, { email: 'mail-other-neu@example.com', password: 'geheimB123' }, b);
    expect(own.errors).toBeUndefined();
    expect(await emailOf(a)).toBe('mail-owner@example.com');
    expect(await emailOf(b)).toBe('mail-other-neu@example.com');
  });

  it('changeCustomerPassword and updateCustomerV2 refuse a revoked token and one never issued', async () => {
    await signUp('rechte@example.com');
    for (const [who, auth] of [
      ['revoked', await revoked('rechte@example.com')],
      ['never issued', neverIssued],
    ] as const) {
      const password = await gql(t.app, PASSWORD, { current: 'geheim123', next: 'neuesPw99' }, auth);
      expect(password.errors?.[0], who).toMatchObject(NOT_AUTHORIZED);
      const profile = await gql(t.app, UPDATE, { input: { firstname: 'Fremd' } }, auth);
      expect(profile.errors?.[0], who).toMatchObject(NOT_AUTHORIZED);
    }
    const fresh = await signIn('rechte@example.com', 'geheim123');
    const me = await gql<{ customer: { firstname: string } }>(t.app, '{ customer { firstname } }', {}, fresh);
    expect(me.data.customer.firstname).toBe('Erika');
  });

  it("changeCustomerPassword changes only the token's customer: B cannot use A's current password", async () => {
    await signUp('pw-owner@example.com', 'geheimA123');
    const b = await signUp('pw-other@example.com', 'geheimB123');
    const res = await gql(t.app, PASSWORD, { current: 'geheimA123', next: 'neuesPw99' }, b);
    expect(res.errors?.[0]?.message).toBe('Invalid login or password.');
    // A's and B's passwords are unchanged.
    expect((await signIn('pw-owner@example.com', 'geheimA123')).headers.authorization).not.toBe(
      'Bearer none',
    );
    expect((await signIn('pw-other@example.com', 'geheimB123')).headers.authorization).not.toBe(
      'Bearer none',
    );
    expect((await signIn('pw-owner@example.com', 'neuesPw99')).headers.authorization).toBe('Bearer none');
  });
});

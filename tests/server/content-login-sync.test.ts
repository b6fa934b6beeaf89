import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });
const hash = (email: string) => createHash('sha256').update(`${email}vitalshop-typogento`).digest('hex');

/** Registers a customer (once) and returns a fresh customer token of theirs. */
async function tokenOf(email: string): Promise<string> {
  await gql(
    t.app,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password: 'geheim123', firstname: 'Anna', lastname: 'Muster' } },
  );
  const res = await gql<{ generateCustomerToken: { token: string } }>(
    t.app,
    'mutation($email: String!) { generateCustomerToken(email: $email, password: "geheim123") { token } }',
    { email },
  );
  return res.data.generateCustomerToken.token;
}

const sync = (query: string, cookie?: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/typo3-api/de/magento-login-sync/?${query}`,
    headers: { ...(cookie ? { cookie } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
/** The storefront's login sync: the email, its hash and the customer's token. */
const login = async (email: string, token?: string) =>
  sync(
    `logintype=login&typogento=1&username=${encodeURIComponent(email)}&hash=${hash(email)}`,
    undefined,
    token ?? (await tokenOf(email)),
  );
const content = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/typo3-api/de/magento-content/', headers: cookie ? { cookie } : {} });

describe('content login sync', () => {
  it('logs the customer of the token in and out again', async () => {
    const email = 'anna@example.com';
    const res = await login(email);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'fe_typo_user');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    const cookieHeader = `fe_typo_user=${cookie?.value}`;

    expect((await content(cookieHeader)).json()).toMatchObject({
      is_user_loggedin: true,
      doccheck_verified: false,
    });
    expect((await content()).json()).toMatchObject({ is_user_loggedin: false });

    const logout = await sync(
      `logintype=logout&typogento=1&username=${encodeURIComponent(email)}`,
      cookieHeader,
    );
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'fe_typo_user')?.value).toBe('');
  });

  it("takes the storefront's httpOnly session cookie instead of a bearer token", async () => {
    const email = 'cookie@example.com';
    const token = await tokenOf(email);
    const query = `logintype=login&typogento=1&username=${encodeURIComponent(email)}&hash=${hash(email)}`;
    const res = await sync(query, `customer-token=${token}; customer-session=1`);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'fe_typo_user')?.httpOnly).toBe(true);
    // Without the session flag the token cookie does not count; another customer's is refused.
    expect((await sync(query, `customer-token=${token}`)).statusCode).toBe(403);
    const eve = await tokenOf('eve-cookie@example.com');
    expect((await sync(query, `customer-token=${eve}; customer-session=1`)).statusCode).toBe(403);
  });

  it('refuses a wrong hash and a forged cookie', async () => {
    const wrong = await sync(
      `logintype=login&typogento=1&username=anna%40example.com&hash=${hash('eve@example.com')}`,
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.cookies).toHaveLength(0);
    const forged = `fe_typo_user=${Buffer.from('anna@example.com').toString('base64url')}.not-a-signature`;
    expect((await content(forged)).json()).toMatchObject({ is_user_loggedin: false });
  });

  it('never logs anyone in with the public hash alone (finding 3 of the security review)', async () => {
    const victim = 'victim@example.com';
    await tokenOf(victim);
    const query = `logintype=login&typogento=1&username=${encodeURIComponent(victim)}&hash=${hash(victim)}`;
    const hashOnly = await sync(query);
    expect(hashOnly.statusCode).toBe(403);
    expect(hashOnly.cookies).toHaveLength(0);
    // Someone else's valid token, an invented one, a revoked one: refused as well.
    const eve = await tokenOf('eve@example.com');
    expect((await sync(query, undefined, eve)).statusCode).toBe(403);
    expect((await sync(query, undefined, 'x'.repeat(32))).statusCode).toBe(403);
    const revoked = await tokenOf(victim);
    await gql(
      t.app,
      'mutation { revokeCustomerToken { result } }',
      {},
      { headers: { authorization: `Bearer ${revoked}` } },
    );
    expect((await sync(query, undefined, revoked)).statusCode).toBe(403);
    // The email must be the token's, whatever its case.
    expect((await login('Victim@Example.com', await tokenOf(victim))).statusCode).toBe(200);
  });

  it('keeps restricted pages closed to a content login without the professional check', async () => {
    const email = 'bob@example.com';
    const res = await login(email);
    const cookie = res.cookies.find((c) => c.name === 'fe_typo_user');
    const page = await t.app.inject({
      method: 'GET',
      url: '/typo3-api/de/fachkreise/',
      headers: { cookie: `fe_typo_user=${cookie?.value}` },
    });
    expect(page.statusCode).toBe(403);
  });

  it('opens restricted pages to a verified professional, and closes them when the check is revoked', async () => {
    const email = 'dr.weber@example.com';
    const res = await login(email);
    const cookie = `fe_typo_user=${res.cookies.find((c) => c.name === 'fe_typo_user')?.value}`;
    const page = () => t.app.inject({ method: 'GET', url: '/typo3-api/de/fachkreise/', headers: { cookie } });
    expect((await page()).statusCode).toBe(403);

    await t.app.contentRepository.setVerifiedProfessional('Dr.Weber@example.com', true);
    const open = await page();
    expect(open.statusCode).toBe(200);
    // Finding 5 of the security review: it was 'public, max-age=60', for any cache to hand on.
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect(open.json().meta.title).toMatch(/Fachkreis-Bereich/);
    expect((await content(cookie)).json()).toMatchObject({ is_user_loggedin: true, doccheck_verified: true });
    // Without the content login the same page stays closed.
    expect((await t.app.inject({ method: 'GET', url: '/typo3-api/de/fachkreise/' })).statusCode).toBe(403);

    await t.app.contentRepository.setVerifiedProfessional(email, false);
    expect((await page()).statusCode).toBe(403);
  });
});

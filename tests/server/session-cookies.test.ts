// The storefront's customer session lives in an httpOnly cookie (finding 6: the token sat for 30
// days in a cookie scripts could read), with CSRF protection for cookie-authenticated requests.
// API clients keep Magento's `Authorization: Bearer`.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false, trustProxy: 'loopback' });

const EMAIL = 'keks@example.com';
const PASSWORD = 'geheim123';
const SIGN_IN = `mutation { generateCustomerToken(email: "${EMAIL}", password: "${PASSWORD}") { token } }`;
const CUSTOMER = '{ customer { email } }';
const REVOKE = 'mutation { revokeCustomerToken { result } }';

const post = (query: string, headers: Record<string, string> = {}, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': contentType, ...headers },
    payload: contentType === 'application/json' ? JSON.stringify({ query }) : query,
  } as InjectOptions);

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/** Signs in as the storefront does (same origin) and returns the Cookie header it got back. */
async function signInCookies(): Promise<{ cookie: string; token: string }> {
  const res = await post(SIGN_IN, { 'sec-fetch-site': 'same-origin' });
  expect(res.statusCode).toBe(200);
  const token = cookieOf(res, 'customer-token')?.value ?? '';
  return { cookie: `customer-token=${token}; customer-session=1`, token };
}

const emailOf = (res: LightMyRequestResponse) =>
  (res.json() as { data?: { customer?: { email?: string } | null } | null }).data?.customer?.email ?? null;

beforeAll(async () => {
  await gql(
    t.app,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email: EMAIL, password: PASSWORD, firstname: 'Karl', lastname: 'Keks' } },
  );
});

describe('customer session cookies', () => {
  it('sign-in sets the token httpOnly and a readable flag, both SameSite=Lax; the answer still has the token', async () => {
    const res = await post(SIGN_IN, { 'sec-fetch-site': 'same-origin' });
    const token = cookieOf(res, 'customer-token');
    const flag = cookieOf(res, 'customer-session');
    expect(token).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: t.config.customerTokenTtlSeconds,
    });
    expect(token?.secure).toBeFalsy();
    expect(flag).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(flag?.httpOnly).toBeFalsy();
    // Magento's API clients read the token from the answer.
    expect(res.json().data.generateCustomerToken.token).toBe(token?.value);
  });

  it('the cookies are Secure behind an https proxy', async () => {
    const res = await post(SIGN_IN, { 'x-forwarded-proto': 'https' });
    expect(cookieOf(res, 'customer-token')?.secure).toBe(true);
    expect(cookieOf(res, 'customer-session')?.secure).toBe(true);
  });

  it('the token cookie authenticates while the flag is there', async () => {
    const { cookie, token } = await signInCookies();
    expect(emailOf(await post(CUSTOMER, { cookie, 'sec-fetch-site': 'same-origin' }))).toBe(EMAIL);
    // Without the flag the session has ended in this browser: the token cookie is not used.
    const withoutFlag = await post(CUSTOMER, { cookie: `customer-token=${token}` });
    expect(emailOf(withoutFlag)).toBeNull();
    expect(withoutFlag.json().errors[0].extensions.category).toBe('graphql-authorization');
  });

  it('the bearer token still works without cookies, and wins over them', async () => {
    const { token } = await signInCookies();
    expect(emailOf(await post(CUSTOMER, { authorization: `Bearer ${token}` }))).toBe(EMAIL);
    const res = await post(CUSTOMER, {
      authorization: `Bearer ${token}`,
      cookie: 'customer-token=forged; customer-session=1',
    });
    expect(emailOf(res)).toBe(EMAIL);
  });

  it('sign-out revokes the cookie token and clears both cookies', async () => {
    const { cookie } = await signInCookies();
    const res = await post(REVOKE, { cookie, 'sec-fetch-site': 'same-origin' });
    expect(res.json().data.revokeCustomerToken.result).toBe(true);
    for (const name of ['customer-token', 'customer-session']) {
      const cleared = cookieOf(res, name);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
    }
    expect(emailOf(await post(CUSTOMER, { cookie }))).toBeNull();
  });

  it("sign-out with a token already gone answers Magento's authorization error and still clears both cookies", async () => {
    const { cookie, token } = await signInCookies();
    // Revoked elsewhere (another tab, an API client), then the storefront signs out.
    await post(REVOKE, { authorization: `Bearer ${token}` });
    const res = await post(REVOKE, { cookie, 'sec-fetch-site': 'same-origin' });
    expect(res.json()).toMatchObject({
      data: { revokeCustomerToken: null },
      errors: [
        {
          message: "The current customer isn't authorized.",
          extensions: { category: 'graphql-authorization' },
        },
      ],
    });
    for (const name of ['customer-token', 'customer-session']) expect(cookieOf(res, name)?.value).toBe('');
    // A guest without any cookie gets the same answer.
    const guest = await post(REVOKE, { 'sec-fetch-site': 'same-origin' });
    expect(guest.json().errors[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('a refused cookie token is cleared from the browser', async () => {
    const { cookie } = await signInCookies();
    await post(REVOKE, { cookie });
    const res = await post(CUSTOMER, { cookie });
    expect(res.json().errors[0].extensions.category).toBe('graphql-authorization');
    expect(cookieOf(res, 'customer-token')?.value).toBe('');
    expect(cookieOf(res, 'customer-session')?.value).toBe('');
  });
});

describe('CSRF protection of /graphql', () => {
  const stillSignedIn = async (cookie: string) =>
    expect(emailOf(await post(CUSTOMER, { cookie }))).toBe(EMAIL);

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('refuses a POST as %s (what a form on another site can send) with 415', async (_name, type) => {
    const { cookie } = await signInCookies();
    const res = await post(REVOKE, { cookie }, type);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].message).toMatch(/JSON/);
    await stillSignedIn(cookie);
  });

  it.each([
    ['cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['same-site', { 'sec-fetch-site': 'same-site' }],
    ['another origin', { origin: 'https://evil.example' }],
  ])('refuses a request from %s with 403 before anything runs', async (_name, headers) => {
    const { cookie } = await signInCookies();
    const res = await post(REVOKE, { cookie, ...headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe('Requests from other sites are not accepted.');
    await stillSignedIn(cookie);
    // A cross-site sign-in (login CSRF) sets no cookie either.
    const signIn = await post(SIGN_IN, headers);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.cookies).toEqual([]);
  });

  it('takes same-origin requests, its own Origin and clients without either', async () => {
    const { cookie } = await signInCookies();
    expect(emailOf(await post(CUSTOMER, { cookie, 'sec-fetch-site': 'same-origin' }))).toBe(EMAIL);
    expect(emailOf(await post(CUSTOMER, { cookie, origin: new URL(t.config.publicUrl).origin }))).toBe(EMAIL);
    expect(emailOf(await post(CUSTOMER, { cookie, origin: 'http://localhost:80' }))).toBe(EMAIL);
    expect(emailOf(await post(CUSTOMER, { cookie }))).toBe(EMAIL);
  });

  it('GET /graphql never runs a mutation', async () => {
    const { cookie } = await signInCookies();
    const res = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(REVOKE)}`,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    await stillSignedIn(cookie);
  });
});

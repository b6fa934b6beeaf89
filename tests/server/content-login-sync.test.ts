import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

const t = useTestApp();
const hash = (email: string) => createHash('sha256').update(`${email}vitalshop-typogento`).digest('hex');
const sync = (query: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/typo3-api/de/magento-login-sync/?${query}`,
    headers: cookie ? { cookie } : {},
  });
const content = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/typo3-api/de/magento-content/', headers: cookie ? { cookie } : {} });

describe('content login sync', () => {
  it('logs the content user in with the email hash and out again', async () => {
    const email = 'anna@example.com';
    const login = await sync(
      `logintype=login&typogento=1&username=${encodeURIComponent(email)}&hash=${hash(email)}`,
    );
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'fe_typo_user');
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

  it('refuses a wrong hash and a forged cookie', async () => {
    const wrong = await sync(
      `logintype=login&typogento=1&username=anna%40example.com&hash=${hash('eve@example.com')}`,
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.cookies).toHaveLength(0);
    const forged = `fe_typo_user=${Buffer.from('anna@example.com').toString('base64url')}.not-a-signature`;
    expect((await content(forged)).json()).toMatchObject({ is_user_loggedin: false });
  });

  it('keeps restricted pages closed to a content login without the professional check', async () => {
    const email = 'bob@example.com';
    const login = await sync(
      `logintype=login&typogento=1&username=${encodeURIComponent(email)}&hash=${hash(email)}`,
    );
    const cookie = login.cookies.find((c) => c.name === 'fe_typo_user');
    const page = await t.app.inject({
      method: 'GET',
      url: '/typo3-api/de/fachkreise/',
      headers: { cookie: `fe_typo_user=${cookie?.value}` },
    });
    expect(page.statusCode).toBe(403);
  });

  it('opens restricted pages to a verified professional, and closes them when the check is revoked', async () => {
    const email = 'dr.weber@example.com';
    const login = await sync(
      `logintype=login&typogento=1&username=${encodeURIComponent(email)}&hash=${hash(email)}`,
    );
    const cookie = `fe_typo_user=${login.cookies.find((c) => c.name === 'fe_typo_user')?.value}`;
    const page = () => t.app.inject({ method: 'GET', url: '/typo3-api/de/fachkreise/', headers: { cookie } });
    expect((await page()).statusCode).toBe(403);

    await t.app.contentRepository.setVerifiedProfessional('Dr.Weber@example.com', true);
    const open = await page();
    expect(open.statusCode).toBe(200);
    expect(open.json().meta.title).toMatch(/Fachkreis-Bereich/);
    expect((await content(cookie)).json()).toMatchObject({ is_user_loggedin: true, doccheck_verified: true });
    // Without the content login the same page stays closed.
    expect((await t.app.inject({ method: 'GET', url: '/typo3-api/de/fachkreise/' })).statusCode).toBe(403);

    await t.app.contentRepository.setVerifiedProfessional(email, false);
    expect((await page()).statusCode).toBe(403);
  });
});

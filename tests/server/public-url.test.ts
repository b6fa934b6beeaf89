// Finding 2 of the security review: a request with `X-Forwarded-Host: evil.example` mailed the
// victim a valid password-reset link to evil.example, and canonical/hreflang followed it too.
// Absolute links now come only from PUBLIC_URL, whatever the request's Host or forwarded headers.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

function clientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><title>VitalShop</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const t = useTestApp({ captcha: false, publicUrl: 'https://shop.example', clientDir: clientDir() });

const HOSTILE = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example;proto=http',
};

function outbox(): string[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      );
  } catch {
    return [];
  }
}

describe('absolute links come only from PUBLIC_URL', () => {
  it('mails the reset link to the configured origin, not to the Host or X-Forwarded-Host', async () => {
    const created = await gql(
      t.app,
      'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      {
        input: { email: 'victim@example.com', password: 'geheim123', firstname: 'Erika', lastname: 'Muster' },
      },
    );
    expect(created.errors).toBeUndefined();
    const res = await gql(
      t.app,
      'mutation { requestPasswordResetEmail(email: "victim@example.com") }',
      {},
      { store: 'en', headers: HOSTILE },
    );
    expect(res.errors).toBeUndefined();
    await t.app.background.idle();
    const mail = outbox().findLast((m) => m.includes('To: victim@example.com')) ?? '';
    expect(mail).toContain('https://shop.example/en/customer-reset-password/?token=');
    expect(mail).not.toContain('evil.example');
  });

  it('mails the newsletter confirmation links to the configured origin', async () => {
    const res = await gql(
      t.app,
      'mutation { subscribeEmailToNewsletter(email: "leser@example.com") { status } }',
      {},
      { store: 'de', headers: HOSTILE },
    );
    expect(res.errors).toBeUndefined();
    const mail = outbox().find((m) => m.includes('To: leser@example.com')) ?? '';
    expect(mail).toContain('https://shop.example/');
    expect(mail).not.toContain('evil.example');
  });

  it('writes canonical and hreflang with the configured origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/de/pro-magnesium-1-monat/', headers: HOSTILE });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('rel="canonical" href="https://shop.example/de/pro-magnesium-1-monat/"');
    expect(res.body).toContain('hreflang="en-GB" href="https://shop.example/en/pro-magnesium-1-month/"');
    expect(res.body).not.toContain('evil.example');
  });
});

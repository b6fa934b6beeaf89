// The response headers of every route (finding 6 of the security review: no CSP, frame
// protection, HSTS, nosniff or Referrer-Policy anywhere). Every answer carries the browser
// hardening headers; HSTS only when the request came over https (directly or from a trusted
// proxy); answers that depend on the visitor are `private, no-store`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

function clientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><title>VitalShop</title></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

const t = useTestApp({ captcha: false, clientDir: clientDir(), trustProxy: 'loopback' });

const ROUTES: [string, InjectOptions, number, string | RegExp | null][] = [
  [
    'GraphQL',
    { method: 'POST', url: '/graphql', payload: { query: '{ storeConfig { store_code } }' } },
    200,
    null,
  ],
  ['GraphQL refused', { method: 'POST', url: '/graphql', payload: { query: '0' } }, 400, null],
  ['captcha challenge', { url: '/captcha/challenge' }, 200, 'no-store'],
  ['magento-content', { url: '/typo3-api/de/magento-content/' }, 200, 'private, no-store'],
  ['content page', { url: '/typo3-api/de/' }, 200, /^public, max-age=\d+$/],
  ['restricted page', { url: '/typo3-api/de/fachkreise/' }, 403, 'private, no-store'],
  ['unknown page', { url: '/typo3-api/de/gibt-es-nicht/' }, 404, 'private, no-store'],
  ['login sync', { url: '/typo3-api/de/magento-login-sync/?logintype=login' }, 403, 'private, no-store'],
  ['content picture', { url: '/fileadmin/content/hero.svg' }, 200, /^public/],
  ['product image', { url: '/media/catalog/product/cache/thumb/pro-mag/front.webp' }, 200, /^public/],
  ['health', { url: '/healthz' }, 200, null],
  ['SPA page', { url: '/de/' }, 200, 'no-cache'],
  ['SPA asset', { url: '/assets/app-abc123.js' }, 200, /immutable/],
  ['unknown API path', { url: '/graphql/nothing' }, 404, null],
];

describe('response headers of every route', () => {
  it.each(ROUTES)('%s', async (_name, options, status, cacheControl) => {
    const res = await t.app.inject(options);
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
    ])
      expect(csp).toContain(directive);
    // 'unsafe-inline' only for style attributes: never for scripts or <style> elements.
    expect(csp.split(';').filter((d) => d.includes('unsafe-inline'))).toEqual([
      "style-src-attr 'unsafe-inline'",
    ]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    if (cacheControl !== null) expect(String(res.headers['cache-control'])).toMatch(cacheControl);
  });

  it('sends HSTS when a trusted proxy says the request came over https, not when anyone else says so', async () => {
    const viaProxy = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await t.app.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

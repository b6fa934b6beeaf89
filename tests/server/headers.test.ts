// The response headers of every route (finding 6 of the security review: no CSP, frame
// protection, HSTS, nosniff or Referrer-Policy anywhere). Every answer carries the browser
// hardening headers; HSTS only when the request came over https (directly or from a trusted
// proxy); answers that depend on the visitor are `private, no-store`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
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

const ADMIN_KEY = 'headers-test-admin-key';
const t = useTestApp({
  captcha: false,
  clientDir: clientDir(),
  trustProxy: 'loopback',
  searchAdminApiKey: ADMIN_KEY,
  // Signatures are checked before anything reaches Stripe; no request leaves this process.
  stripe: { secretKey: 'sk_test_headers', webhookSecret: 'whsec_headers', api: null },
});

interface Row {
  /** The route as Fastify lists it (app.printRoutes()); every listed route needs a row. */
  route: string;
  name: string;
  request: InjectOptions;
  status: number;
  /** Expected cache-control; null where no cache-control is sent or needed. */
  cacheControl: string | RegExp | null;
}

const PRIVATE = 'private, no-store';
const GQL = '{ storeConfig { store_code } }';

const ROWS: Row[] = rows();

function rows(): Row[] {
  const key = `x-typesense-api-key=${ADMIN_KEY}`;
  return [
    {
      route: '/graphql',
      name: 'GraphQL POST',
      request: { method: 'POST', url: '/graphql', payload: { query: GQL } },
      status: 200,
      cacheControl: PRIVATE,
    },
    {
      route: '/graphql',
      name: 'GraphQL GET',
      request: { url: `/graphql?query=${encodeURIComponent(GQL)}` },
      status: 200,
      cacheControl: PRIVATE,
    },
    {
      route: '/graphql',
      name: 'GraphQL as a customer',
      request: {
        method: 'POST',
        url: '/graphql',
        headers: { authorization: 'Bearer nope' },
        payload: { query: '{ customer { email } }' },
      },
      status: 200,
      cacheControl: PRIVATE,
    },
    {
      route: '/graphql',
      name: 'GraphQL refused',
      request: { method: 'POST', url: '/graphql', payload: { query: '0' } },
      status: 400,
      cacheControl: PRIVATE,
    },
    {
      route: '/graphql',
      name: 'GraphQL from another site',
      request: {
        method: 'POST',
        url: '/graphql',
        headers: { 'sec-fetch-site': 'cross-site' },
        payload: { query: GQL },
      },
      status: 403,
      cacheControl: PRIVATE,
    },
    {
      route: '/graphql',
      name: 'GraphQL as a form post',
      request: {
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `query=${encodeURIComponent(GQL)}`,
      },
      status: 415,
      cacheControl: PRIVATE,
    },
    {
      route: '/graphql',
      name: 'GraphQL query text too long',
      request: { method: 'POST', url: '/graphql', payload: { query: `{ ${' '.repeat(20_000)} }` } },
      status: 400,
      cacheControl: PRIVATE,
    },
    {
      route: '/captcha/challenge',
      name: 'captcha challenge',
      request: { url: '/captcha/challenge' },
      status: 200,
      cacheControl: 'no-store',
    },
    {
      route: '/typo3-api/:lang/magento-content',
      name: 'magento-content',
      request: { url: '/typo3-api/de/magento-content' },
      status: 200,
      cacheControl: PRIVATE,
    },
    {
      route: '/typo3-api/:lang/magento-content/',
      name: 'magento-content/',
      request: { url: '/typo3-api/de/magento-content/' },
      status: 200,
      cacheControl: PRIVATE,
    },
    {
      route: '/typo3-api/:lang',
      name: 'content home',
      request: { url: '/typo3-api/de' },
      status: 200,
      cacheControl: /^public, max-age=\d+$/,
    },
    {
      route: '/typo3-api/:lang/*',
      name: 'content page',
      request: { url: '/typo3-api/de/' },
      status: 200,
      cacheControl: /^public, max-age=\d+$/,
    },
    {
      route: '/typo3-api/:lang/*',
      name: 'restricted page',
      request: { url: '/typo3-api/de/fachkreise/' },
      status: 403,
      cacheControl: PRIVATE,
    },
    {
      route: '/typo3-api/:lang/*',
      name: 'unknown page',
      request: { url: '/typo3-api/de/gibt-es-nicht/' },
      status: 404,
      cacheControl: PRIVATE,
    },
    {
      route: '/typo3-api/:lang/magento-login-sync',
      name: 'login sync',
      request: { url: '/typo3-api/de/magento-login-sync?logintype=login' },
      status: 403,
      cacheControl: PRIVATE,
    },
    {
      route: '/typo3-api/:lang/magento-login-sync/',
      name: 'login sync/',
      request: { url: '/typo3-api/de/magento-login-sync/?logintype=login' },
      status: 403,
      cacheControl: PRIVATE,
    },
    {
      route: '/fileadmin/content/:file',
      name: 'content picture',
      request: { url: '/fileadmin/content/hero.svg' },
      status: 200,
      cacheControl: /^public/,
    },
    {
      route: '/media/catalog/product/cache/:preset/*',
      name: 'product image',
      request: { url: '/media/catalog/product/cache/thumb/pro-mag/front.webp' },
      status: 200,
      cacheControl: /^public/,
    },
    {
      route: '/media/*',
      name: 'product image original',
      request: { url: '/media/catalog/product/ashwa/front.webp' },
      status: 200,
      cacheControl: /^public/,
    },
    {
      route: '/healthz',
      name: 'health',
      request: { url: '/healthz' },
      status: 200,
      cacheControl: 'no-store',
    },
    {
      route: '/healthz',
      name: 'health (HEAD)',
      request: { method: 'HEAD', url: '/healthz' },
      status: 200,
      cacheControl: 'no-store',
    },
    {
      route: '/readyz',
      name: 'readiness',
      request: { url: '/readyz' },
      status: 200,
      cacheControl: 'no-store',
    },
    {
      route: '/robots.txt',
      name: 'robots.txt',
      request: { url: '/robots.txt' },
      status: 200,
      cacheControl: /^public, max-age=\d+$/,
    },
    {
      route: '/sitemap.xml',
      name: 'sitemap.xml',
      request: { url: '/sitemap.xml' },
      status: 200,
      cacheControl: /^public, max-age=\d+$/,
    },
    {
      route: '/search/health',
      name: 'search health',
      request: { url: '/search/health' },
      status: 200,
      cacheControl: null,
    },
    {
      route: '/search/collections',
      name: 'search collections',
      request: { url: `/search/collections?${key}` },
      status: 200,
      cacheControl: null,
    },
    {
      route: '/search/collections/:collection',
      name: 'search collection',
      request: { url: `/search/collections/products_de?${key}` },
      status: 200,
      cacheControl: null,
    },
    {
      route: '/search/collections/:collection/documents/search',
      name: 'search',
      request: { url: `/search/collections/products_de/documents/search?q=magnesium&query_by=name&${key}` },
      status: 200,
      cacheControl: null,
    },
    {
      route: '/search/collections/:collection',
      name: 'search without key',
      request: { url: '/search/collections/products_de' },
      status: 401,
      cacheControl: null,
    },
    {
      route: '/search/multi_search',
      name: 'multi search',
      request: {
        method: 'POST',
        url: `/search/multi_search?${key}`,
        payload: { searches: [{ collection: 'products_de', q: 'zink', query_by: 'name' }] },
      },
      status: 200,
      cacheControl: null,
    },
    {
      route: '/de/suche',
      name: 'spoken search path',
      request: { url: '/de/suche?q=zink' },
      status: 301,
      cacheControl: null,
    },
    {
      route: '/de/suche/',
      name: 'spoken search path/',
      request: { url: '/de/suche/?q=zink' },
      status: 301,
      cacheControl: null,
    },
    {
      route: '/en/search',
      name: 'spoken search path (en)',
      request: { url: '/en/search?q=zinc' },
      status: 301,
      cacheControl: null,
    },
    {
      route: '/en/search/',
      name: 'spoken search path/ (en)',
      request: { url: '/en/search/?q=zinc' },
      status: 301,
      cacheControl: null,
    },
    {
      route: '/webhooks/stripe',
      name: 'Stripe webhook, forged',
      request: {
        method: 'POST',
        url: '/webhooks/stripe',
        headers: { 'stripe-signature': 't=1,v1=00' },
        payload: {},
      },
      status: 400,
      cacheControl: null,
    },
    {
      route: '/webhooks/paypal',
      name: 'PayPal webhook, not configured',
      request: { method: 'POST', url: '/webhooks/paypal', payload: {} },
      status: 404,
      cacheControl: null,
    },
    { route: '/*', name: 'SPA page', request: { url: '/de/' }, status: 200, cacheControl: 'no-cache' },
    {
      route: '/index.html',
      name: 'SPA shell',
      request: { url: '/index.html' },
      status: 200,
      cacheControl: null,
    },
    {
      route: '/assets/app-abc123.js',
      name: 'SPA asset',
      request: { url: '/assets/app-abc123.js' },
      status: 200,
      cacheControl: /immutable/,
    },
    {
      route: '/*',
      name: 'unknown API path',
      request: { url: '/graphql/nothing' },
      status: 404,
      cacheControl: null,
    },
    {
      route: '/*',
      name: 'unknown POST',
      request: { method: 'POST', url: '/nothing', payload: {} },
      status: 404,
      cacheControl: null,
    },
  ];
}

/** The routes of `app.printRoutes()` (a radix tree: each line adds its segment to its parent's). */
function routesOf(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    if (match[3]) routes.push(stack.join(''));
  }
  return routes;
}

function expectHardened(res: LightMyRequestResponse): void {
  const csp = String(res.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ])
    expect(csp).toContain(directive);
  // 'unsafe-inline' only for style attributes: never for scripts or <style> elements; no eval.
  expect(csp.split(';').filter((d) => d.includes('unsafe-inline'))).toEqual([
    "style-src-attr 'unsafe-inline'",
  ]);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/(^|\s)\*(\s|;|$)/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('response headers of every route', () => {
  it('every route Fastify lists has a row here', () => {
    const listed = new Set(ROWS.map((r) => r.route));
    expect(routesOf(t.app.printRoutes()).filter((route) => !listed.has(route))).toEqual([]);
  });

  it.each(ROWS.map((r) => [r.name, r.route, r] as const))('%s (%s)', async (_name, _route, row) => {
    const res = await t.app.inject(row.request);
    expect(res.statusCode).toBe(row.status);
    expectHardened(res);
    // http from a direct client: HSTS means nothing there.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    if (row.cacheControl !== null) expect(String(res.headers['cache-control'])).toMatch(row.cacheControl);

    // https as the trusted proxy (TRUST_PROXY=loopback) says: HSTS; the same from anyone else: none.
    const viaProxy = await t.app.inject({
      ...row.request,
      headers: { ...row.request.headers, 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.statusCode).toBe(row.status);
    expectHardened(viaProxy);
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await t.app.inject({
      ...row.request,
      headers: { ...row.request.headers, 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

// Settings are checked when the server starts: a bad value stops it with a message naming the
// variable (before, `SEED=no` counted as true and a bad TTL became NaN).
import { describe, expect, it } from 'vitest';
import { ConfigError, listenUrl, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      seed: true,
      captcha: true,
      trustProxy: false,
      publicUrl: 'http://127.0.0.1:3000',
      logLevel: 'error',
      customerTokenTtlSeconds: 30 * 24 * 3600,
    });
  });

  it.each([
    ['SEED', 'no', false],
    ['SEED', 'false', false],
    ['SEED', 'true', true],
    ['CAPTCHA', 'off', false],
    ['CAPTCHA', 'on', true],
  ])('reads %s=%s as %s', (name, value, expected) => {
    const key = name === 'SEED' ? 'seed' : 'captcha';
    expect(loadConfig({ [name]: value })[key]).toBe(expected);
  });

  it('reads the rate limits, the window in milliseconds', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      windowMs: 900_000,
      login: 20,
      registration: 10,
      passwordReset: 10,
      emailCheck: 60,
      reviews: 10,
      stockAlerts: 20,
      coupons: 20,
      contractCancellations: 10,
    });
    expect(loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_LOGIN: '5' }).rateLimits).toMatchObject({
      windowMs: 60_000,
      login: 5,
    });
  });

  it.each([
    ['SEED', 'maybe'],
    ['PORT', 'http'],
    ['PORT', '70000'],
    ['CUSTOMER_TOKEN_TTL_SECONDS', 'a month'],
    ['CUSTOMER_TOKEN_TTL_SECONDS', '-5'],
    ['PUBLIC_URL', 'shop.example'],
    ['PUBLIC_URL', 'javascript:alert(1)'],
    ['PUBLIC_URL', 'https://shop.example/?x=1'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x'],
    ['HTTP_HEADERS_TIMEOUT_MS', 'soon'],
    ['HTTP_HEADERS_TIMEOUT_MS', '60000000'],
    ['HTTP_MAX_CONNECTIONS', '0'],
    ['RATE_LIMIT_LOGIN', '0'],
    ['RATE_LIMIT_COUPONS', 'many'],
    ['RATE_LIMIT_WINDOW_SECONDS', '-1'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting: ${name}=`));
  });

  it('has timeouts and a connection limit for a shop behind a proxy', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      connectionTimeoutMs: 120_000,
      maxConnections: 1024,
    });
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_MAX_CONNECTIONS: '200' }).http).toMatchObject({
      headersTimeoutMs: 5000,
      maxConnections: 200,
    });
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000' })).toThrow(
      'Invalid setting: HTTP_HEADERS_TIMEOUT_MS="10000" must not be longer than HTTP_REQUEST_TIMEOUT_MS (5000)',
    );
  });

  it('offers no provider payments without keys', () => {
    expect(loadConfig({})).toMatchObject({ stripe: null, paypal: null });
  });

  it('reads the Stripe and PayPal settings, with the SDK host overrides of the tests', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_URL: 'http://127.0.0.1:4242',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_ENVIRONMENT: 'Live',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_API_URL: 'http://127.0.0.1:4243',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      api: { protocol: 'http', host: '127.0.0.1', port: 4242 },
    });
    expect(config.paypal).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      environment: 'live',
      webhookId: 'WH-1',
      api: { protocol: 'http', host: '127.0.0.1', port: 4243 },
    });
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }).paypal?.environment).toBe(
      'sandbox',
    );
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_a' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_a' }, 'STRIPE_SECRET_KEY'],
    [
      { STRIPE_SECRET_KEY: 'sk_a', STRIPE_WEBHOOK_SECRET: 'whsec_a', STRIPE_API_URL: 'ftp://x' },
      'STRIPE_API_URL',
    ],
    [{ PAYPAL_CLIENT_ID: 'id' }, 'PAYPAL_CLIENT_SECRET'],
    [{ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_ENVIRONMENT: 'prod' }, 'PAYPAL_ENVIRONMENT'],
    [
      { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_API_URL: 'https://api-m.paypal.com' },
      'PAYPAL_API_URL',
    ],
  ])('refuses incomplete or wrong payment settings %#', (env, name) => {
    expect(() => loadConfig(env as Record<string, string>)).toThrow(ConfigError);
    expect(() => loadConfig(env as Record<string, string>)).toThrow(name);
  });

  it('takes PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PUBLIC_URL: '', SEED: ' ' })).toMatchObject({
      publicUrl: 'http://127.0.0.1:3000',
      seed: true,
    });
  });

  it('names the listen address for wildcard hosts as localhost', () => {
    expect(listenUrl('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(listenUrl('::1', 80)).toBe('http://[::1]:80');
  });
});

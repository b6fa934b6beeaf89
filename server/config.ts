import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_REMINDER_DAYS_BEFORE } from '../domain/subscriptions.ts';

/** Every setting of the server, read once from the environment. The README lists them all. */
export interface Config {
  host: string;
  port: number;
  /** Folder of the embedded database, generated media and the mail outbox. */
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Folder of the built SPA served in production; null serves no SPA (API only, e.g. under `npm run dev`). */
  clientDir: string | null;
  /**
   * Public origin of the shop (no trailing slash), the only source of absolute links in mails,
   * canonical and hreflang: never the request's Host or X-Forwarded-Host. Defaults to the
   * address the server listens on (`npm start` sets it to the URL it prints).
   */
  publicUrl: string;
  /**
   * Which proxies may tell the client's address and protocol (X-Forwarded-For/-Proto):
   * false (none), a number of hops, or addresses/CIDR ranges (proxy-addr's syntax).
   */
  trustProxy: false | number | string;
  logLevel: string;
  /** Seed the database when it is empty (default true). */
  seed: boolean;
  /** SMTP connection URL for outgoing mail; when unset mails are written to `${dataDir}/outbox/*.eml`. */
  smtpUrl: string | undefined;
  /** Sender of the shop's mails. */
  mailFrom: string;
  /** Captcha on registration, sign-in and password reset (CAPTCHA=off disables it). */
  captcha: boolean;
  /** HMAC key signing captcha challenges; set it when more than one server instance runs (default: random per process). */
  captchaHmacKey: string | undefined;
  /** Salt of the content login sync hash; must match the storefront's (src/lib/commerce-actors.ts). */
  contentLoginSalt: string;
  /** Signs the content user cookie; random per process when unset (set it on every instance). */
  contentSessionKey: string | undefined;
  /** Lifetime of a customer token in seconds (default 30 days, like the token cookie). */
  customerTokenTtlSeconds: number;
  /**
   * Keep the search collections in sync with the shop (SEARCH_INDEXER=off: not; for servers that
   * only answer, or tests that do not search).
   */
  searchIndexer: boolean;
  /** Search-only API key of the search service (read only, its collections only); the SPA sends it. */
  searchApiKey: string;
  /** Admin API key of the search service (collections' schemas); random per process when unset. */
  searchAdminApiKey: string | undefined;
  /**
   * A Typesense cluster to index into instead of the embedded search (TYPESENSE_HOST, _PORT,
   * _PROTOCOL, _PATH and the admin TYPESENSE_API_KEY); null: the embedded search service.
   */
  typesense: { host: string; port: number; protocol: 'http' | 'https'; path: string; apiKey: string } | null;
  /** Timeouts and the connection limit of the HTTP server (README, "Behind a proxy"). */
  http: HttpLimits;
  /** Attempts per client (address) at abusable GraphQL operations (README, "Rate limits"). */
  rateLimits: RateLimits;
  /**
   * Run the savings-plan jobs (recurring deliveries, reminders) in this process (JOBS=off: not;
   * for tests, or instances that only answer requests).
   */
  jobs: boolean;
  /** Days before a savings-plan delivery its reminder mail goes out (REMINDER_DAYS_BEFORE). */
  reminderDaysBefore: number;
  /** Card payment through Stripe Checkout; null: not offered (README, "Payments"). */
  stripe: StripeSettings | null;
  /** PayPal through PayPal Checkout (Orders v2); null: not offered (README, "Payments"). */
  paypal: PaypalSettings | null;
}

/** Where an SDK sends its API requests instead of the provider's own host (tests: a local double). */
export interface ApiOrigin {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

export interface StripeSettings {
  /** STRIPE_SECRET_KEY (sk_live_… / sk_test_…). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): the signing secret of the webhook endpoint /webhooks/stripe. */
  webhookSecret: string;
  /** STRIPE_API_URL: the SDK's host, port and protocol settings; null: api.stripe.com. */
  api: ApiOrigin | null;
}

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** PAYPAL_ENVIRONMENT: sandbox or live. */
  environment: 'sandbox' | 'live';
  /** PAYPAL_WEBHOOK_ID: the id PayPal gave the webhook /webhooks/paypal (its signature is checked against it). */
  webhookId: string | null;
  /** PAYPAL_API_URL: an http origin all API requests go to instead of PayPal's (tests only); null: PayPal. */
  api: ApiOrigin | null;
}

/**
 * How many requests of each kind one client (by address) may make per window; the next is
 * refused with HTTP 429. An alias counts as a request of its own.
 */
export interface RateLimits {
  windowMs: number;
  /** generateCustomerToken */
  login: number;
  /** createCustomer, createCustomerV2 */
  registration: number;
  /** requestPasswordResetEmail, resetPassword */
  passwordReset: number;
  /** isEmailAvailable */
  emailCheck: number;
  /** createProductReview */
  reviews: number;
  /** subscribeProductStockAlert */
  stockAlerts: number;
  /** applyCouponToCart */
  coupons: number;
  /** requestContractCancellation (each one mails a receipt) */
  contractCancellations: number;
}

/**
 * What one client connection may hold of the server. Slow clients (headers sent a byte at a
 * time, bodies that never end, sockets left idle) each keep a socket and a file descriptor; the
 * timeouts cut them off and the connection limit keeps the rest of the process working when
 * many come at once.
 */
export interface HttpLimits {
  /** Time for a request's headers to arrive completely; then 408 and the socket is closed. */
  headersTimeoutMs: number;
  /** Time for a whole request (headers and body) to arrive. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open; longer than the proxy's idle timeout. */
  keepAliveTimeoutMs: number;
  /** A socket without any traffic for this long is closed (0: never). */
  connectionTimeoutMs: number;
  /** Open connections at once; further ones are refused until some close. */
  maxConnections: number;
}

/** How often the server checks the headers and request timeouts (Node's default is 30 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TRUE = ['true', '1', 'on', 'yes'];
const FALSE = ['false', '0', 'off', 'no'];
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

const text = v.optional(v.pipe(v.string(), v.trim()));
const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => s.trim().toLowerCase()),
    v.picklist([...TRUE, ...FALSE], `must be one of ${[...TRUE, ...FALSE].join(', ')}`),
    v.transform((s) => TRUE.includes(s)),
  );
const integer = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.regex(/^\d+$/, `must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `must be a whole number from ${min} to ${max}`),
  );
const urlOf = (s: string): URL | null => {
  try {
    return new URL(s);
  } catch {
    return null;
  }
};
const httpUrl = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => /^https?:$/.test(urlOf(s)?.protocol ?? ''),
      'must be an absolute http:// or https:// URL such as https://shop.example',
    ),
    v.check((s) => !urlOf(s)?.search && !urlOf(s)?.hash, 'must not have a query or fragment'),
    v.transform((s) => s.replace(/\/+$/, '')),
  ),
);
const isProxyEntry = (entry: string) => {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || !isIP(address)) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
};
const trustProxy = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.check(
    (s) => s === '' || /^\d+$/.test(s) || s.split(',').every((e) => isProxyEntry(e.trim())),
    `must be a number of proxy hops or a comma-separated list of addresses, CIDR ranges or ${PROXY_KEYWORDS.join('/')}`,
  ),
  v.transform((s): false | number | string =>
    s === ''
      ? false
      : /^\d+$/.test(s)
        ? Number(s)
        : s
            .split(',')
            .map((e) => e.trim())
            .join(','),
  ),
);

const EnvSchema = v.object({
  HOST: text,
  PORT: integer(3000, 0, 65535),
  DATA_DIR: text,
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^postgres(ql)?:\/\//.test(s), 'must be a postgres:// connection URL'),
    ),
  ),
  SERVE_CLIENT: flag(true),
  CLIENT_DIR: text,
  PUBLIC_URL: httpUrl,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: v.pipe(
    v.optional(v.string(), 'error'),
    v.trim(),
    v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`),
  ),
  SEED: flag(true),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^smtps?:\/\//.test(s), 'must be an smtp:// or smtps:// URL'),
    ),
  ),
  MAIL_FROM: text,
  CAPTCHA: flag(true),
  CAPTCHA_HMAC_KEY: text,
  CONTENT_LOGIN_SALT: text,
  CONTENT_SESSION_KEY: text,
  CUSTOMER_TOKEN_TTL_SECONDS: integer(30 * 24 * 3600, 60, 365 * 24 * 3600),
  SEARCH_INDEXER: flag(true),
  SEARCH_API_KEY: text,
  SEARCH_ADMIN_API_KEY: text,
  TYPESENSE_HOST: text,
  TYPESENSE_API_KEY: text,
  TYPESENSE_PROTOCOL: v.optional(v.picklist(['http', 'https'], 'must be http or https')),
  TYPESENSE_PORT: v.optional(integer(443, 1, 65535)),
  TYPESENSE_PATH: v.optional(v.string()),
  HTTP_HEADERS_TIMEOUT_MS: integer(10_000, 100, 600_000),
  HTTP_REQUEST_TIMEOUT_MS: integer(30_000, 100, 3_600_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: integer(72_000, 1000, 600_000),
  HTTP_CONNECTION_TIMEOUT_MS: integer(120_000, 0, 3_600_000),
  HTTP_MAX_CONNECTIONS: integer(1024, 1, 1_000_000),
  RATE_LIMIT_WINDOW_SECONDS: integer(900, 1, 86_400),
  RATE_LIMIT_LOGIN: integer(20, 1, 1_000_000),
  RATE_LIMIT_REGISTRATION: integer(10, 1, 1_000_000),
  RATE_LIMIT_PASSWORD_RESET: integer(10, 1, 1_000_000),
  RATE_LIMIT_EMAIL_CHECK: integer(60, 1, 1_000_000),
  RATE_LIMIT_REVIEWS: integer(10, 1, 1_000_000),
  RATE_LIMIT_STOCK_ALERTS: integer(20, 1, 1_000_000),
  RATE_LIMIT_COUPONS: integer(20, 1, 1_000_000),
  RATE_LIMIT_CONTRACT_CANCELLATIONS: integer(10, 1, 1_000_000),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(sk|rk)_\w+$/, 'must be a Stripe secret key (sk_… or rk_…)')),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')),
  ),
  STRIPE_API_URL: httpUrl,
  PAYPAL_CLIENT_ID: text,
  PAYPAL_CLIENT_SECRET: text,
  PAYPAL_ENVIRONMENT: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(['sandbox', 'live'], 'must be sandbox or live')),
    'sandbox',
  ),
  PAYPAL_WEBHOOK_ID: text,
  PAYPAL_API_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => urlOf(s)?.protocol === 'http:', 'must be an http:// origin (a local test double)'),
      v.check(
        (s) => (urlOf(s)?.pathname ?? '/') === '/' && !urlOf(s)?.search,
        'must be an origin without a path',
      ),
    ),
  ),
  JOBS: flag(true),
  REMINDER_DAYS_BEFORE: integer(DEFAULT_REMINDER_DAYS_BEFORE, 1, 28),
});

/** The names of every environment variable the server reads (`.env.example` documents each). */
export const SETTING_NAMES: readonly string[] = Object.keys(EnvSchema.entries);

/** A setting with a bad value: the server does not start, and the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks every setting; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (`PUBLIC_URL=` in a .env file).
  const given = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = v.safeParse(EnvSchema, given);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? '?';
      return `${key}=${JSON.stringify(given[key] ?? '')} ${issue.message}`;
    });
    throw new ConfigError(`Invalid setting: ${problems.join('; ')}`);
  }
  const s = parsed.output;
  const root = process.cwd();
  const host = s.HOST || '127.0.0.1';
  return {
    host,
    port: s.PORT,
    dataDir: path.resolve(root, s.DATA_DIR || 'data'),
    databaseUrl: s.DATABASE_URL || undefined,
    clientDir: s.SERVE_CLIENT ? path.resolve(root, s.CLIENT_DIR || 'dist/client') : null,
    publicUrl: s.PUBLIC_URL || listenUrl(host, s.PORT),
    trustProxy: s.TRUST_PROXY,
    logLevel: s.LOG_LEVEL,
    seed: s.SEED,
    smtpUrl: s.SMTP_URL || undefined,
    mailFrom: s.MAIL_FROM || 'VitalShop <shop@localhost>',
    captcha: s.CAPTCHA,
    captchaHmacKey: s.CAPTCHA_HMAC_KEY || undefined,
    contentLoginSalt: s.CONTENT_LOGIN_SALT || 'vitalshop-typogento',
    contentSessionKey: s.CONTENT_SESSION_KEY || undefined,
    customerTokenTtlSeconds: s.CUSTOMER_TOKEN_TTL_SECONDS,
    searchIndexer: s.SEARCH_INDEXER,
    searchApiKey: s.SEARCH_API_KEY || 'vitalshop-search-only',
    searchAdminApiKey: s.SEARCH_ADMIN_API_KEY || undefined,
    typesense: typesenseOf(s),
    http: httpLimitsOf(s),
    rateLimits: {
      windowMs: s.RATE_LIMIT_WINDOW_SECONDS * 1000,
      login: s.RATE_LIMIT_LOGIN,
      registration: s.RATE_LIMIT_REGISTRATION,
      passwordReset: s.RATE_LIMIT_PASSWORD_RESET,
      emailCheck: s.RATE_LIMIT_EMAIL_CHECK,
      reviews: s.RATE_LIMIT_REVIEWS,
      stockAlerts: s.RATE_LIMIT_STOCK_ALERTS,
      coupons: s.RATE_LIMIT_COUPONS,
      contractCancellations: s.RATE_LIMIT_CONTRACT_CANCELLATIONS,
    },
    jobs: s.JOBS,
    reminderDaysBefore: s.REMINDER_DAYS_BEFORE,
    stripe: stripeOf(s),
    paypal: paypalOf(s),
  };
}

function originOf(url: string): ApiOrigin {
  const u = new URL(url);
  const protocol = u.protocol === 'https:' ? 'https' : 'http';
  return { protocol, host: u.hostname, port: Number(u.port) || (protocol === 'https' ? 443 : 80) };
}

function stripeOf(s: v.InferOutput<typeof EnvSchema>): Config['stripe'] {
  if (!s.STRIPE_SECRET_KEY) {
    if (s.STRIPE_WEBHOOK_SECRET)
      throw new ConfigError('Invalid setting: STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY');
    return null;
  }
  // Without the signing secret no webhook could be verified, and no order would ever be paid.
  if (!s.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError('Invalid setting: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (whsec_…)');
  return {
    secretKey: s.STRIPE_SECRET_KEY,
    webhookSecret: s.STRIPE_WEBHOOK_SECRET,
    api: s.STRIPE_API_URL ? originOf(s.STRIPE_API_URL) : null,
  };
}

function paypalOf(s: v.InferOutput<typeof EnvSchema>): Config['paypal'] {
  if (!s.PAYPAL_CLIENT_ID && !s.PAYPAL_CLIENT_SECRET) return null;
  if (!s.PAYPAL_CLIENT_ID || !s.PAYPAL_CLIENT_SECRET)
    throw new ConfigError('Invalid setting: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together');
  return {
    clientId: s.PAYPAL_CLIENT_ID,
    clientSecret: s.PAYPAL_CLIENT_SECRET,
    environment: s.PAYPAL_ENVIRONMENT === 'live' ? 'live' : 'sandbox',
    webhookId: s.PAYPAL_WEBHOOK_ID || null,
    api: s.PAYPAL_API_URL ? originOf(s.PAYPAL_API_URL) : null,
  };
}

function httpLimitsOf(s: v.InferOutput<typeof EnvSchema>): HttpLimits {
  // Node refuses a headers timeout longer than the request timeout (the headers are part of it).
  if (s.HTTP_HEADERS_TIMEOUT_MS > s.HTTP_REQUEST_TIMEOUT_MS)
    throw new ConfigError(
      `Invalid setting: HTTP_HEADERS_TIMEOUT_MS=${JSON.stringify(String(s.HTTP_HEADERS_TIMEOUT_MS))} must not be longer than HTTP_REQUEST_TIMEOUT_MS (${s.HTTP_REQUEST_TIMEOUT_MS})`,
    );
  return {
    headersTimeoutMs: s.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: s.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: s.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeoutMs: s.HTTP_CONNECTION_TIMEOUT_MS,
    maxConnections: s.HTTP_MAX_CONNECTIONS,
  };
}

function typesenseOf(s: v.InferOutput<typeof EnvSchema>): Config['typesense'] {
  if (!s.TYPESENSE_HOST) return null;
  if (!s.TYPESENSE_API_KEY)
    throw new ConfigError('Invalid setting: TYPESENSE_HOST needs TYPESENSE_API_KEY (an admin key)');
  const protocol = s.TYPESENSE_PROTOCOL ?? 'https';
  return {
    host: s.TYPESENSE_HOST,
    port: s.TYPESENSE_PORT ?? (protocol === 'https' ? 443 : 8108),
    protocol,
    path: s.TYPESENSE_PATH ?? '',
    apiKey: s.TYPESENSE_API_KEY,
  };
}

/** The URL of a server listening on host:port, as a browser on the same machine reaches it. */
export function listenUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

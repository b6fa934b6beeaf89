import path from 'node:path';

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
  /** Public origin of the shop, used for canonical links and mails. */
  publicUrl: string | undefined;
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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const root = process.cwd();
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    clientDir: env.SERVE_CLIENT === 'false' ? null : path.resolve(root, env.CLIENT_DIR ?? 'dist/client'),
    publicUrl: env.PUBLIC_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'error',
    seed: env.SEED !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'VitalShop <shop@localhost>',
    captcha: env.CAPTCHA !== 'off',
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || undefined,
    contentLoginSalt: env.CONTENT_LOGIN_SALT || 'vitalshop-typogento',
    contentSessionKey: env.CONTENT_SESSION_KEY || undefined,
    customerTokenTtlSeconds: Number(env.CUSTOMER_TOKEN_TTL_SECONDS ?? 30 * 24 * 3600),
  };
}

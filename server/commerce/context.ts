import type { BackgroundTasks } from '../background.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Captcha } from './captcha.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { PaymentProviders } from './payment-providers.ts';

/** Long-lived services the account and cart resolvers use. */
export interface CommerceServices {
  config: Config;
  mailer: Mailer;
  captcha: Captcha;
  /** Store views, category trees and product counts, cached until they change. */
  catalog: CatalogCache;
  /** Work the request does not wait for (mails whose sending must not show in response times). */
  background: BackgroundTasks;
  /** Stripe and PayPal through their SDKs (null where the shop has no keys). */
  payments: PaymentProviders;
}

/** What every commerce resolver gets: the database and the store view of the request. */
export interface CommerceContext {
  db: Db;
  /** Store view code from the `Store` header (default store view when absent). */
  storeCode: string;
  /** Customer token from `Authorization: Bearer …` or the session cookie (session-cookies.ts), if any. */
  bearerToken: string | null;
  /** Where the token came from: the header (API clients) or the httpOnly cookie (the storefront). */
  tokenSource: 'header' | 'cookie' | null;
  /** Sets or clears the browser's session cookies on this request's answer. */
  sessionCookies: { set(token: string): void; clear(): void };
  /** Captcha payload from the `X-ReCaptcha` header, if any. */
  captchaToken: string | null;
  services: CommerceServices;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
// The captcha widget's own texts in both languages (each module registers its language).
import 'altcha/i18n/de';
import 'altcha/i18n/en';
import { PAYMENT_TITLES, SHIPPING_METHODS, SHOP_COUNTRIES } from '../domain/checkout.ts';
import { countryName } from '../domain/countries.ts';
import { localizedPath } from '../domain/paths.ts';
import { readCatalog } from '../tests/po-catalog.ts';
import { mailsTo } from '../tests/server/outbox.ts';
import { BERLIN_CART_ADDRESS } from '../tests/addresses.ts';

// Steps the checkout specs share: a cart made through the API, the registration, the steps of
// the checkout in either language (one page or step by step: the same regions), the captcha, the
// mail outbox of the e2e server, the order history, and a German page's check for English
// texts. The steps act on the page they are given, so a spec with a shop server of its own
// (payments) uses them too.

/** A guest cart with PRO-MAG-1M × `quantity` (2 unless told), made through the API of the page's server, whose id the storefront then uses. */
export async function cartWithProduct(page: Page, store: string, quantity = 2): Promise<void> {
  const origin = new URL('/', page.url()).toString();
  const api = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await page.request.post(new URL('/graphql', origin).toString(), {
      data: { query, variables },
      headers: { store },
    });
    return (await res.json()) as { data: Record<string, unknown> };
  };
  // Wait for the storefront's own first cart, so its cookie cannot overwrite ours afterwards.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'cart')).toBe(true);
  const id = (await api('mutation { createEmptyCart }')).data.createEmptyCart as string;
  await api(
    'mutation($id: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: $q }]) { user_errors { message } } }',
    { id, q: quantity },
  );
  await page.context().addCookies([{ name: 'cart', value: id, url: origin }]);
}

export async function setStore(page: Page, store: string) {
  await page
    .context()
    .addCookies([{ name: 'store', value: store, url: new URL('/', page.url()).toString() }]);
}

export function outboxHas(text: string): boolean {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(dir).some((f) => readFileSync(path.join(dir, f), 'utf8').includes(text));
  } catch {
    return false;
  }
}

export async function fillAddress(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value);
}

export async function solveCaptcha(scope: Locator) {
  const widget = scope.locator('altcha-widget');
  await widget.locator('label').first().click();
  await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 20_000 });
}

/**
 * Signs in through the login modal that is open (or opening) on the page: fills email and
 * password, solves the captcha and waits until the modal has closed.
 */
export async function logInThroughModal(
  page: Page,
  email: string,
  { lang = 'de', password = 'geheim123' }: { lang?: CheckoutLang; password?: string } = {},
): Promise<void> {
  const text =
    lang === 'de'
      ? { title: 'Anmelden', email: 'E-Mail', password: 'Passwort' }
      : { title: 'Log in', email: 'Email', password: 'Password' };
  const dialog = page.getByRole('dialog', { name: text.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.email).fill(email);
  await dialog.getByLabel(text.password).fill(password);
  await solveCaptcha(dialog);
  await dialog.getByRole('button', { name: text.title }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Registers a new customer on /de/registrieren/ (captcha solved) and waits until the storefront
 * has signed in and taken over the cart: the token is in the browser and the account's cart
 * (with the guest cart merged into it) has replaced the guest cart's id in the cart cookie.
 * Leaving the page before that would cut the merge short, and the next page would load the
 * account's cart without the guest's lines.
 */
export async function registerCustomer(
  page: Page,
  email: string,
  name: { firstname: string; lastname: string } = { firstname: 'Erika', lastname: 'Mustermann' },
): Promise<void> {
  const here = page.url();
  await page.goto(
    here.startsWith('http') ? new URL('/de/registrieren/', here).toString() : '/de/registrieren/',
  );
  const form = page.getByRole('form', { name: 'Kundenkonto anlegen' });
  await form.getByLabel('Vorname').fill(name.firstname);
  await form.getByLabel('Nachname').fill(name.lastname);
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await form.getByLabel('Passwort bestätigen').fill('geheim123');
  await form.getByLabel(/Ich akzeptiere die AGB/).check();
  await solveCaptcha(form);
  const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
  const guestCart = await cookie('cart');
  await form.getByRole('button', { name: 'Registrieren' }).click();
  await expect.poll(() => cookie('customer-token')).toBeTruthy();
  if (guestCart) await expect.poll(() => cookie('cart'), { timeout: 20_000 }).not.toBe(guestCart);
}

export type CheckoutLang = 'de' | 'en';

/** The checkout's texts the steps below act by, in each language. */
export const CHECKOUT_TEXT = {
  de: {
    emailRegion: 'Ihre E-Mail-Adresse',
    email: 'E-Mail',
    asGuest: 'Als Gast fortfahren',
    loggedIn: 'Sie sind angemeldet.',
    shipping: 'Lieferadresse',
    saveShipping: 'Lieferadresse speichern',
    keepAddress: 'Diese Adresse in meinem Konto speichern',
    billing: 'Rechnungsadresse',
    useShipping: 'Lieferadresse verwenden',
    payment: 'Zahlungsart',
    review: 'Prüfen und bestellen',
    order: 'Zahlungspflichtig bestellen',
    thanks: 'Vielen Dank für Ihre Bestellung',
    next: 'Weiter',
    /** The order confirmation mail's subject and its sentence naming the number. */
    mailSubject: (number: string) => `Ihre Bestellung ${number}`,
    mailNumber: (number: string) => `Ihre Bestellnummer ist ${number}.`,
    /** A new order's status in the order history. */
    pending: 'Offen',
    fields: {
      country: 'Land',
      region: 'Region',
      firstname: 'Vorname',
      lastname: 'Nachname',
      street: 'Straße und Hausnummer',
      postcode: 'Postleitzahl',
      city: 'Ort',
      telephone: 'Telefon',
    },
  },
  en: {
    emailRegion: 'Your email address',
    email: 'Email',
    asGuest: 'Continue as guest',
    loggedIn: 'You are logged in.',
    shipping: 'Shipping address',
    saveShipping: 'Save shipping address',
    keepAddress: 'Save this address in my account',
    billing: 'Billing address',
    useShipping: 'Use the shipping address',
    payment: 'Payment method',
    review: 'Review and order',
    order: 'Order with obligation to pay',
    thanks: 'Thank you for your order',
    next: 'Continue',
    mailSubject: (number: string) => `Your order ${number}`,
    mailNumber: (number: string) => `Your order number is ${number}.`,
    pending: 'Pending',
    fields: {
      country: 'Country',
      region: 'Region',
      firstname: 'First name',
      lastname: 'Last name',
      street: 'Street and house number',
      postcode: 'Postcode',
      city: 'City',
      telephone: 'Phone',
    },
  },
} as const;

/** An address as the checkout's form takes it, with the shipping method to choose for it. */
export interface CheckoutTestAddress {
  country: string;
  region?: string;
  firstname: string;
  lastname: string;
  street: string;
  postcode: string;
  city: string;
  telephone: string;
  /** The radio of the shipping method to choose, by its label. */
  method: RegExp;
}

export const BERLIN_ADDRESS: CheckoutTestAddress = {
  country: 'DE',
  firstname: 'Erika',
  lastname: 'Mustermann',
  street: 'Musterstraße 1',
  postcode: '10115',
  city: 'Berlin',
  telephone: '030 123456',
  method: /Standardversand|Standard delivery/,
};

export const ZURICH_ADDRESS: CheckoutTestAddress = {
  country: 'CH',
  region: 'ZH',
  firstname: 'Kim',
  lastname: 'Lang',
  street: 'Bahnhofstrasse 1',
  postcode: '8001',
  city: 'Zürich',
  telephone: '044 123 45 67',
  method: /PostPac Priority/,
};

/** The German form's labels with Berlin's values (for specs that fill the form themselves). */
export const BERLIN = {
  Vorname: BERLIN_ADDRESS.firstname,
  Nachname: BERLIN_ADDRESS.lastname,
  'Straße und Hausnummer': BERLIN_ADDRESS.street,
  Postleitzahl: BERLIN_ADDRESS.postcode,
  Ort: BERLIN_ADDRESS.city,
  Telefon: BERLIN_ADDRESS.telephone,
};

/** The email step as a guest. */
export async function continueAsGuest(page: Page, email: string, lang: CheckoutLang = 'de'): Promise<void> {
  const text = CHECKOUT_TEXT[lang];
  const region = page.getByRole('region', { name: text.emailRegion });
  await region.getByLabel(text.email).fill(email);
  await region.getByRole('button', { name: text.asGuest }).click();
}

/**
 * The shipping step: the address (country first, then the region where it has regions; kept in
 * the account when asked) and its shipping method.
 */
export async function shipTo(
  page: Page,
  address: CheckoutTestAddress,
  { lang = 'de', keep = false }: { lang?: CheckoutLang; keep?: boolean } = {},
): Promise<void> {
  const text = CHECKOUT_TEXT[lang];
  const shipping = page.getByRole('region', { name: text.shipping });
  await shipping.getByLabel(text.fields.country).selectOption(address.country);
  await fillAddress(shipping, {
    [text.fields.firstname]: address.firstname,
    [text.fields.lastname]: address.lastname,
    [text.fields.street]: address.street,
    [text.fields.postcode]: address.postcode,
    [text.fields.city]: address.city,
    [text.fields.telephone]: address.telephone,
  });
  if (address.region) await shipping.getByLabel(text.fields.region).selectOption(address.region);
  if (keep) await shipping.getByLabel(text.keepAddress).check();
  await shipping.getByRole('button', { name: text.saveShipping }).click();
  await shipping.getByRole('radio', { name: address.method }).click();
  await expect(shipping.getByRole('radio', { name: address.method })).toBeChecked();
}

/** German checkout: ships to Berlin with standard shipping. */
export async function shipToBerlin(page: Page): Promise<void> {
  await shipTo(page, BERLIN_ADDRESS);
}

/** The billing address is the shipping address (`street`: the shipping address's, shown after). */
export async function billToShippingAddress(
  page: Page,
  lang: CheckoutLang = 'de',
  street: string = BERLIN_ADDRESS.street,
): Promise<void> {
  const text = CHECKOUT_TEXT[lang];
  const billing = page.getByRole('region', { name: text.billing });
  await billing.getByRole('button', { name: text.useShipping }).click();
  await expect(billing.getByText(street)).toBeVisible();
}

/** Picks the payment method by its label ('Rechnung', 'Invoice', 'Kreditkarte', 'PayPal'). */
export async function choosePayment(page: Page, label: string, lang: CheckoutLang = 'de'): Promise<void> {
  const payment = page.getByRole('region', { name: CHECKOUT_TEXT[lang].payment });
  await payment.getByRole('radio', { name: label }).click();
  await expect(payment.getByRole('radio', { name: label })).toBeChecked();
}

/** Accepts the terms and orders ('Zahlungspflichtig bestellen' / 'Order with obligation to pay'). */
export async function orderWithObligationToPay(page: Page, lang: CheckoutLang = 'de'): Promise<void> {
  const text = CHECKOUT_TEXT[lang];
  const review = page.getByRole('region', { name: text.review });
  await review.getByRole('checkbox').check();
  await review.getByRole('button', { name: text.order }).click();
}

/** Multi-step checkout: 'Continue' of the step shown in `region` (the region's name). */
export async function continueFrom(page: Page, region: string, lang: CheckoutLang = 'de'): Promise<void> {
  await page
    .getByRole('region', { name: region })
    .getByRole('link', { name: CHECKOUT_TEXT[lang].next })
    .click();
}

/** The thank-you page's order number (`heading` in its language; EU numbers start with 1, Swiss with 2). */
export async function thankYouOrderNumber(page: Page, heading: string = CHECKOUT_TEXT.de.thanks, shop = 1) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const pattern = new RegExp(`^${shop}\\d{9}$`);
  const number = (await page.locator('strong').filter({ hasText: pattern }).textContent()) ?? '';
  expect(number).toMatch(pattern);
  return number;
}

/**
 * The order confirmation to `email` in the e2e server's outbox: exactly one mail whose subject
 * and text name the order number, in the order's language. Polled: the mail goes out after the
 * order is placed.
 */
export async function expectOrderConfirmation(
  email: string,
  number: string,
  lang: CheckoutLang = 'de',
): Promise<void> {
  const text = CHECKOUT_TEXT[lang];
  await expect
    .poll(
      () =>
        mailsTo(process.env.E2E_DATA_DIR ?? '', email)
          .filter((m) => m.subject === text.mailSubject(number))
          .map((m) => m.body.includes(text.mailNumber(number))),
      { message: `order confirmation ${number} to ${email}` },
    )
    .toEqual([true]);
}

/** The customer's order history page lists the order as new ('Offen' / 'Pending'). */
export async function expectOrderInHistory(page: Page, number: string, lang: CheckoutLang = 'de') {
  await page.goto(localizedPath(lang, 'orderHistory'));
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText(CHECKOUT_TEXT[lang].pending);
}

let englishTexts: RegExp[] | null = null;

/**
 * What only English pages may say: the storefront's messages (their literal parts between
 * placeholders and markup), the checkout's texts from the server (shipping and payment methods,
 * country names) and the captcha widget's, wherever the German text differs. A part shorter
 * than five letters ('Name') or found inside any German text ('Newsletter', 'PayPal') proves
 * nothing and is left out.
 */
function englishOnlyTexts(): RegExp[] {
  if (englishTexts) return englishTexts;
  const de = readCatalog('de');
  const pairs: [en: string, de: string][] = [...readCatalog('en')].map(([id, en]) => [en, de.get(id) ?? '']);
  for (const titles of Object.values(PAYMENT_TITLES)) pairs.push([titles.en, titles.de]);
  for (const method of Object.values(SHIPPING_METHODS).flat())
    pairs.push([method.title.en, method.title.de], [method.carrierTitle.en, method.carrierTitle.de]);
  for (const code of Object.values(SHOP_COUNTRIES).flat())
    pairs.push([countryName(code, 'en'), countryName(code, 'de')]);
  const captcha = { en: globalThis.$altcha.i18n.get('en'), de: globalThis.$altcha.i18n.get('de') };
  for (const [key, en] of Object.entries(captcha.en)) pairs.push([en, captcha.de[key] ?? '']);
  const german = pairs.map(([, text]) => text).join('\n');
  const parts = new Set<string>();
  for (const [en, de] of pairs) {
    // ICU plurals and selects hold their words inside the braces: left out.
    if (en === de || /,\s*(plural|select|selectordinal)\s*,/.test(en)) continue;
    for (const raw of en.split(/\{[^{}]*\}|<[^>]*>/)) {
      const part = raw.trim().replace(/^[\s,.:;–-]+|[\s,.:;(–-]+$/g, '');
      if (part.length >= 5 && !german.includes(part)) parts.add(part);
    }
  }
  // As whole words: 'Close' is no leak inside 'Closed'.
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  englishTexts = [...parts].map(
    (part) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(part)}(?![\\p{L}\\p{N}])`, 'u'),
  );
  return englishTexts;
}

/**
 * A German page shows no English: no English-only text (englishOnlyTexts) in its text, hidden
 * text for screen readers and the open shadow roots of its widgets included, nor in its title,
 * labels, titles, placeholders and image descriptions.
 */
export async function expectNoEnglish(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    const texts: string[] = [document.title];
    const attributes = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt'];
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          if (!node.parentElement?.closest('script, style, template, noscript'))
            texts.push(node.data.replace(/\s+/g, ' '));
        } else if (node instanceof Element) {
          for (const name of attributes) {
            const value = node.getAttribute(name);
            if (value) texts.push(value);
          }
          if (node.shadowRoot) visit(node.shadowRoot);
        }
      }
    };
    visit(document.body);
    return texts.join('\n');
  });
  const found = englishOnlyTexts()
    .map((pattern) => pattern.exec(shown)?.[0])
    .filter((text) => text !== undefined);
  expect(found, `English on ${page.url()}`).toEqual([]);
}

/**
 * A customer (password 'geheim123') with a monthly savings plan of PRO-MAG-1M × 1 paid by
 * invoice, registered and bought through the GraphQL API of the shop at `base` (its captcha off).
 */
export async function customerWithMonthlyPlan(base: string, email: string): Promise<void> {
  const api = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        store: 'de',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data ?? {};
  };
  await api(
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password: 'geheim123', firstname: 'Erika', lastname: 'Mustermann' } },
  );
  const { generateCustomerToken } = (await api(
    'mutation($e: String!) { generateCustomerToken(email: $e, password: "geheim123") { token } }',
    { e: email },
  )) as { generateCustomerToken: { token: string } };
  const token = generateCustomerToken.token;
  const { customerCart } = (await api('{ customerCart { id } }', {}, token)) as {
    customerCart: { id: string };
  };
  const address = BERLIN_CART_ADDRESS;
  for (const [query, vars] of [
    [
      'mutation($id: String!, $uid: ID!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: 1, entered_options: [{ uid: $uid, value: "1" }] }]) { user_errors { message } } }',
      { uid: Buffer.from('purchase_mode/onGoing/monthly').toString('base64') },
    ],
    [
      'mutation($id: String!, $a: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $a }) { cart { id } } }',
      { a: [{ address }] },
    ],
    [
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "invoice" } }) { cart { id } } }',
      {},
    ],
    ['mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', {}],
  ] as const)
    await api(query, { id: customerCart.id, ...vars }, token);
}

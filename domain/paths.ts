import { LANGUAGES, type Lang } from './store.ts';

// The storefront's named pages and their path segment per language: the one table every view,
// route and the server take localized paths from (no view writes '/de/registrieren/' itself).

export const PAGE_SLUGS = {
  /** The registration content page (spec 2: 'registrieren'). */
  register: { de: 'registrieren', en: 'register' },
  contact: { de: 'kontakt', en: 'contact' },
  faq: { de: 'faq', en: 'faq' },
  knowledge: { de: 'wissen', en: 'knowledge' },
  about: { de: 'ueber-uns', en: 'about-us' },
  /** Payment and delivery information, linked from the VAT note ('plus Shipping'). */
  shippingInfo: { de: 'zahlung-lieferung', en: 'payment-delivery' },
  /** The public cancellation page (§312k BGB). */
  cancelContracts: { de: 'vertraege-kuendigen', en: 'cancel-contracts' },
  cart: { de: 'cart', en: 'cart' },
  checkout: { de: 'checkout', en: 'checkout' },
  /** The checkout's steps live under this segment: /de/checkout2/shipping/. */
  checkoutSteps: { de: 'checkout2', en: 'checkout2' },
  search: { de: 's', en: 's' },
  category: { de: 'c', en: 'c' },
  account: { de: 'customer', en: 'customer' },
  profile: { de: 'customer/my-profile', en: 'customer/my-profile' },
  newsletter: { de: 'customer/my-newsletter', en: 'customer/my-newsletter' },
  addresses: { de: 'customer/addresses-details', en: 'customer/addresses-details' },
  savingsPlans: { de: 'customer/my-savings-plans', en: 'customer/my-savings-plans' },
  orderHistory: { de: 'customer/order-history', en: 'customer/order-history' },
  wishlist: { de: 'customer/my-wishlist', en: 'customer/my-wishlist' },
  /** The password reset link's page (the mail's link carries the token). */
  resetPassword: { de: 'customer-reset-password', en: 'customer-reset-password' },
  /** The newsletter mails' confirmation and unsubscribe links. */
  newsletterConfirm: { de: 'newsletter-confirm', en: 'newsletter-confirm' },
  newsletterUnsubscribe: { de: 'newsletter-unsubscribe', en: 'newsletter-unsubscribe' },
} as const satisfies Record<string, Record<Lang, string>>;

/**
 * The search's spoken paths (spec 2: /de/suche/, /en/search/): the server sends them to the
 * results page (`search`), their `q` becoming its `term`.
 */
export const SEARCH_ALIAS_SLUGS = { de: 'suche', en: 'search' } as const satisfies Record<Lang, string>;

export type PageName = keyof typeof PAGE_SLUGS;

/**
 * The path of a named page in a language, with a trailing slash: `localizedPath('de', 'register')`
 * is '/de/registrieren/'. `tail` (already URL-encoded by the caller) follows the page's segment:
 * `localizedPath('en', 'orderHistory', '000001')` is '/en/customer/order-history/000001/'.
 */
export function localizedPath(lang: Lang, page: PageName, tail = ''): string {
  const rest = tail.replace(/^\/+|\/+$/g, '');
  return `/${lang}/${PAGE_SLUGS[page][lang]}/${rest === '' ? '' : `${rest}/`}`;
}

/** The page in every language (for the language switcher and hreflang links). */
export function localizedPaths(page: PageName, tail = ''): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, localizedPath(lang, page, tail)])) as Record<
    Lang,
    string
  >;
}

/** Which named page a path is (in any language), or null: '/en/register/' → 'register'. */
export function pageOfPath(path: string): PageName | null {
  const normalized = `/${path.replace(/^\/+|\/+$/g, '')}/`;
  for (const page of Object.keys(PAGE_SLUGS) as PageName[]) {
    if (LANGUAGES.some((lang) => localizedPath(lang, page) === normalized)) return page;
  }
  return null;
}

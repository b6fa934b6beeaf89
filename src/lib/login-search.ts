import { isLang } from '../../domain/store.ts';

// `?login=1&redirect=…`: asks for the login modal on any page of the shop and says where the
// shopper goes once logged in. Validated by the `$lang` route (validateSearch); the route's
// beforeLoad hands it to the app machine (`login.requested`).

export interface LoginSearch {
  login?: 1;
  /** A localized path of this shop (see loginRedirect); anything else is dropped. */
  redirect?: string;
}

// Any origin works as the base: only paths resolving to it are same-origin.
const BASE = 'https://shop.invalid';

/**
 * The path to go to after login, or null when `value` is not a path of this shop under a language
 * (`/de/…`, `/en/…`): another origin (`https://evil.example/`, `//evil.example/`, `/\evil.example`),
 * a scheme (`javascript:`), or a path that leaves the language (`/de/../x`) are refused.
 */
export function loginRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  // Control characters (the URL parser drops tabs and newlines) and backslashes (read as '/').
  if ([...value].some((char) => char < ' ' || char === '\\')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const [, lang, rest] = /^\/([^/]+)\/(.*)$/.exec(url.pathname) ?? [];
  if (!isLang(lang) || rest === undefined || url.pathname.includes('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The `$lang` route's validateSearch for the login request; other parameters pass through. Both
 * keys are always returned (undefined when refused): the router merges the validated search over
 * the raw one, so a key left out would keep its raw value.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const login = search.login === 1 || search.login === '1' ? 1 : undefined;
  const redirect = login ? (loginRedirect(search.redirect) ?? undefined) : undefined;
  return { login, redirect };
}

/** The search without the login request (the URL the shopper stays on once it is handled). */
export function withoutLoginSearch(search: Record<string, unknown>): Record<string, unknown> {
  const { login: _login, redirect: _redirect, ...rest } = search;
  return rest;
}

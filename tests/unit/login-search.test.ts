// `?login=1&redirect=`: only localized paths of this shop are kept as the page to go to after
// login; the `$lang` route hands the request to the app machine and drops it from the URL.
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../machines/app.machine.ts';
import { loginRedirect, validateLoginSearch } from '../../src/lib/login-search.ts';
import { Route } from '../../src/routes/$lang/route.tsx';

describe('loginRedirect', () => {
  it.each([
    ['/de/customer/', '/de/customer/'],
    ['/en/customer/order-history/?page=2', '/en/customer/order-history/?page=2'],
    ['/de/pro-magnesium-1-monat/#reviews', '/de/pro-magnesium-1-monat/#reviews'],
  ])('keeps the shop path %s', (value, expected) => {
    expect(loginRedirect(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://evil.example/de/customer/',
    '//evil.example/de/',
    '/\\evil.example/de/',
    '/de//evil.example/',
    '/de/\\evil.example',
    '/\t/evil.example/',
    'javascript:alert(1)',
    '/de/../../evil',
    '/fr/customer/',
    'de/customer/',
    '/de',
    '',
    42,
    null,
  ])('refuses %s', (value) => {
    expect(loginRedirect(value)).toBeNull();
  });
});

describe('validateLoginSearch', () => {
  it('reads login=1 (a number or a string) with a shop path', () => {
    expect(validateLoginSearch({ login: 1, redirect: '/de/customer/' })).toEqual({
      login: 1,
      redirect: '/de/customer/',
    });
    expect(validateLoginSearch({ login: '1' })).toEqual({ login: 1, redirect: undefined });
  });

  it('drops a redirect to another origin and one without login=1', () => {
    // Both keys come back (undefined when refused), so the raw value does not survive the merge.
    const refused = validateLoginSearch({ login: 1, redirect: 'https://evil.example/' });
    expect(refused).toEqual({ login: 1, redirect: undefined });
    expect(Object.keys(refused)).toEqual(['login', 'redirect']);
    expect(validateLoginSearch({ redirect: '/de/customer/' })).toEqual({
      login: undefined,
      redirect: undefined,
    });
    expect(validateLoginSearch({ login: 'yes', term: 'zink' })).toEqual({
      login: undefined,
      redirect: undefined,
    });
  });
});

type BeforeLoad = (args: {
  params: { lang: string };
  context: { sendToApp: (event: AppEvent) => void };
  location: { pathname: string; search: Record<string, unknown>; hash: string };
  search: Record<string, unknown>;
  preload: boolean;
}) => Promise<unknown>;

const beforeLoad = Route.options.beforeLoad as unknown as BeforeLoad;
const validateSearch = Route.options.validateSearch as (search: Record<string, unknown>) => object;

/** Runs the `$lang` route on a URL's search as the router does: validateSearch, then beforeLoad. */
async function visit(raw: Record<string, unknown>, preload = false) {
  const sent: AppEvent[] = [];
  const search = { ...raw, ...validateSearch(raw) };
  let thrown: unknown;
  try {
    await beforeLoad({
      params: { lang: 'de' },
      context: { sendToApp: (event) => sent.push(event) },
      location: { pathname: '/de/s/', search: raw, hash: '' },
      search,
      preload,
    });
  } catch (error) {
    thrown = error;
  }
  return { sent, thrown };
}

describe('/$lang route: ?login=1', () => {
  it('asks the app for the login with the wanted page and drops the request from the URL', async () => {
    const { sent, thrown } = await visit({ login: 1, redirect: '/de/customer/my-profile/', term: 'zink' });
    expect(sent).toEqual([{ type: 'login.requested', redirect: '/de/customer/my-profile/' }]);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/de/s/',
      search: { term: 'zink' },
      replace: true,
    });
  });

  it('refuses an open redirect to another origin: the login is asked for without it', async () => {
    const { sent } = await visit({ login: 1, redirect: 'https://evil.example/de/customer/' });
    expect(sent).toEqual([{ type: 'login.requested', redirect: null }]);
  });

  it('asks for nothing while only preloading a link', async () => {
    const { sent, thrown } = await visit({ login: 1 }, true);
    expect(sent).toEqual([]);
    expect(isRedirect(thrown)).toBe(true);
  });
});

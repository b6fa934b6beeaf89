// The account area's guard takes the session from the router context: no customer session → home,
// with the login modal asked for and the wanted page kept for after login.
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route } from '../../src/routes/$lang/customer/route.tsx';

type BeforeLoad = (args: {
  context: { session: () => { hasToken: boolean; loggedIn: boolean } };
  params: { lang: string };
  location: { href: string };
}) => unknown;

const beforeLoad = Route.options.beforeLoad as unknown as BeforeLoad;
const run = (hasToken: boolean) => () =>
  beforeLoad({
    context: { session: () => ({ hasToken, loggedIn: false }) },
    params: { lang: 'en' },
    location: { href: '/en/customer/order-history/' },
  });

describe('/$lang/customer guard', () => {
  it('sends a visitor without a session home with the login modal and the wanted page', () => {
    let thrown: unknown;
    try {
      run(false)();
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/$lang/',
      params: { lang: 'en' },
      search: { login: 1, redirect: '/en/customer/order-history/' },
    });
  });

  it('lets a customer with a session in', () => {
    expect(run(true)).not.toThrow();
  });
});

import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readCustomerToken } from '../../../lib/cookies.ts';

/**
 * /{lang}/customer/…: the account area, for signed-in customers only. Without a customer token the
 * shopper goes home with the login modal open and, once logged in, lands where they wanted to go
 * (`redirect`).
 */
export const Route = createFileRoute('/$lang/customer')({
  beforeLoad: ({ params, location }) => {
    if (!readCustomerToken())
      throw redirect({
        to: '/$lang/',
        params: { lang: params.lang },
        search: { login: 1, redirect: location.href } as never,
      });
  },
  component: Outlet,
});

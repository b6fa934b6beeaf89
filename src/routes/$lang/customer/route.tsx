import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadMessageArea } from '../../../lib/i18n.ts';

/**
 * /{lang}/customer/…: the account area, for signed-in customers only. Without a customer session the
 * shopper goes home with the login modal open and, once logged in, lands where they wanted to go
 * (`redirect`). The session comes from the router context (src/main.tsx), not from the view.
 */
export const Route = createFileRoute('/$lang/customer')({
  beforeLoad: async ({ context, params, location }) => {
    if (!context.session().hasToken)
      throw redirect({
        to: '/$lang/',
        params: { lang: params.lang },
        search: { login: 1, redirect: location.href } as never,
      });
    // The account's texts load with the account's pages.
    await loadMessageArea('account');
  },
  component: Outlet,
});

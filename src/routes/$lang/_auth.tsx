import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadMessageArea } from '../../lib/i18n.ts';

/**
 * The pathless layout of the account pages (/{lang}/customer/…, URLs without `_auth`): for
 * customers only (the spec's account-type guard). Without a customer token the shopper goes home
 * with the login modal asked for (`?login=1`) and, once logged in, lands on the wanted page
 * (`redirect`, checked by the `$lang` route). The session comes from the router context
 * (src/main.tsx), not from a view.
 */
export const Route = createFileRoute('/$lang/_auth')({
  beforeLoad: async ({ context, params, location }) => {
    if (!context.session().hasToken)
      throw redirect({
        to: '/$lang/',
        params: { lang: params.lang },
        search: { login: 1, redirect: location.href },
      });
    // The account's texts load with the account's pages.
    await loadMessageArea('account');
  },
  component: Outlet,
});

import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ResetPasswordPage } from '../../views/session/reset-password-page.tsx';

/** The link of the password reset mail: ?token=…&email=… (both strings; missing ones make the link invalid). */
const searchSchema = v.object({
  token: v.optional(v.pipe(v.unknown(), v.transform(String)), ''),
  email: v.optional(v.pipe(v.unknown(), v.transform(String)), ''),
});

/** /{lang}/customer-reset-password/: a new password for the account of the reset link. */
export const Route = createFileRoute('/$lang/customer-reset-password')({
  validateSearch: (search) => v.parse(searchSchema, search),
  head: () => ({
    meta: [
      { title: pageTitle(i18n._(msg`Reset password`)) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch();
  const { lang, apolloClient } = Route.useRouteContext();
  return <ResetPasswordPage lang={lang} token={token} email={email} client={apolloClient} />;
}

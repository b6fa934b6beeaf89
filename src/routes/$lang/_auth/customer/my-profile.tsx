import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../lib/i18n.ts';
import { pageTitle } from '../../../../lib/page-title.ts';
import { ProfilePage } from '../../../../views/account/profile-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-profile')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`My profile`)) }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <ProfilePage lang={lang} />;
}

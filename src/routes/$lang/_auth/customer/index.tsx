import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../lib/i18n.ts';
import { pageTitle } from '../../../../lib/page-title.ts';
import { AccountOverviewPage } from '../../../../views/account/overview-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`My Account`)) }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <AccountOverviewPage lang={lang} />;
}

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../../lib/i18n.ts';
import { pageTitle } from '../../../../../lib/page-title.ts';
import { SavingsPlansPage } from '../../../../../views/account/savings-plans-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-savings-plans/')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`My savings plans`)) }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <SavingsPlansPage lang={lang} />;
}

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../../lib/i18n.ts';
import { pageTitle } from '../../../../../lib/page-title.ts';
import { AddressesPage } from '../../../../../views/account/addresses-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/addresses-details/')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Addresses`)) }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <AddressesPage lang={lang} />;
}

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../../lib/i18n.ts';
import { pageTitle } from '../../../../../lib/page-title.ts';
import { AddressFormPage } from '../../../../../views/account/address-form-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/addresses-details/create')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Add new address`)) }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <AddressFormPage lang={lang} />;
}

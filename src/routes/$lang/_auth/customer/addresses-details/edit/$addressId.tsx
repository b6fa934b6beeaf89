import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../../../lib/i18n.ts';
import { pageTitle } from '../../../../../../lib/page-title.ts';
import { AddressFormPage } from '../../../../../../views/account/address-form-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/addresses-details/edit/$addressId')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Edit address`)) }] }),
  component: EditAddressRoute,
});

function EditAddressRoute() {
  const { lang } = Route.useRouteContext();
  const { addressId } = Route.useParams();
  const id = Number(addressId);
  return <AddressFormPage lang={lang} addressId={Number.isInteger(id) ? id : -1} />;
}

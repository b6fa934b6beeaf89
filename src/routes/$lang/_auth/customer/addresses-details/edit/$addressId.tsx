import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage } from '../../../../../../views/account/address-form-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/addresses-details/edit/$addressId')({
  component: EditAddressRoute,
});

function EditAddressRoute() {
  const { lang } = Route.useRouteContext();
  const { addressId } = Route.useParams();
  const id = Number(addressId);
  return <AddressFormPage lang={lang} addressId={Number.isInteger(id) ? id : -1} />;
}

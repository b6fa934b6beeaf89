import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage } from '../../../../../views/account/address-form-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/addresses-details/create')({
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <AddressFormPage lang={lang} />;
}

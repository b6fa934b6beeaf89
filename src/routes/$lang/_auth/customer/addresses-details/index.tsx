import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../../../../../views/account/addresses-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/addresses-details/')({ component: AccountRoute });

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <AddressesPage lang={lang} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../../../views/account/orders-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/order-history/')({ component: AccountRoute });

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <OrdersPage lang={lang} />;
}

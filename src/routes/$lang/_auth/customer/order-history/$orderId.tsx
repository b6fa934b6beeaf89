import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../../../../../views/account/order-detail-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/order-history/$orderId')({
  component: OrderDetailRoute,
});

/** {orderId} is the order number the shopper sees (Magento's `number`). */
function OrderDetailRoute() {
  const { lang } = Route.useRouteContext();
  const { orderId } = Route.useParams();
  return <OrderDetailPage lang={lang} orderNumber={orderId} />;
}

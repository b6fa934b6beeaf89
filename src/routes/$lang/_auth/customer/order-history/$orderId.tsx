import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../../lib/i18n.ts';
import { pageTitle } from '../../../../../lib/page-title.ts';
import { OrderDetailPage } from '../../../../../views/account/order-detail-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/order-history/$orderId')({
  head: ({ params }) => {
    const orderNumber = params.orderId;
    return { meta: [{ title: pageTitle(i18n._(msg`Order ${orderNumber}`)) }] };
  },
  component: OrderDetailRoute,
});

/** {orderId} is the order number the shopper sees (Magento's `number`). */
function OrderDetailRoute() {
  const { lang } = Route.useRouteContext();
  const { orderId } = Route.useParams();
  return <OrderDetailPage lang={lang} orderNumber={orderId} />;
}

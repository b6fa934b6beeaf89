import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../../lib/i18n.ts';
import { pageTitle } from '../../../../../lib/page-title.ts';
import { OrdersPage } from '../../../../../views/account/orders-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/order-history/')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Order history`)) }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <OrdersPage lang={lang} />;
}

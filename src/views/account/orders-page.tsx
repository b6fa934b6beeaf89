import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../domain/store.ts';
import { CustomerOrderHistoryDocument } from '../../../graphql/generated/operations.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell } from './account-ui.tsx';
import { formatOrderDate, formatOrderTotal, orderStatusLabel } from './order-format.ts';
import { localizedPath } from '../../../domain/paths.ts';

/** /{lang}/customer/order-history/: the customer's orders, newest first, each linked to its detail. */
export function OrdersPage({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const { data } = useQuery(CustomerOrderHistoryDocument, { fetchPolicy: 'cache-and-network' });
  const orders = data?.customer?.orders?.items ?? null;
  return (
    <AccountShell lang={lang} title={t`Order history`}>
      {orders === null ? <Spinner label={t`Loading`} /> : null}
      {orders?.length === 0 ? (
        <p className="text-sm text-muted">{t`You have not placed any orders yet.`}</p>
      ) : null}
      {orders && orders.length > 0 ? (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-sand-200">
              <th scope="col" className="py-2">{t`Order`}</th>
              <th scope="col" className="py-2">{t`Date`}</th>
              <th scope="col" className="py-2">{t`Status`}</th>
              <th scope="col" className="py-2 text-right">{t`Total`}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) =>
              order ? (
                <tr key={order.id} className="border-b border-sand-100">
                  <td className="py-2">
                    <AppLink
                      href={localizedPath(lang, 'orderHistory', encodeURIComponent(order.number))}
                      className="text-brand-800 underline"
                    >
                      {order.number}
                    </AppLink>
                  </td>
                  <td className="py-2">{formatOrderDate(order.order_date, i18n.locale)}</td>
                  <td className="py-2">{orderStatusLabel(i18n, order.status)}</td>
                  <td className="py-2 text-right">
                    {formatOrderTotal(order.total?.grand_total, i18n.locale)}
                  </td>
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      ) : null}
    </AccountShell>
  );
}

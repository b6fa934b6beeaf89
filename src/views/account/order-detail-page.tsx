import { OrderAddressLines } from './address-card.tsx';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine.ts';
import type { Lang } from '../../../domain/store.ts';
import { CustomerOrderDetailDocument } from '../../../graphql/generated/operations.ts';
import { useAppSystemActor } from '../../lib/app-actor.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell } from './account-ui.tsx';
import { formatOrderDate, formatOrderTotal, orderStatusLabel } from './order-format.ts';
import { localizedPath } from '../../../domain/paths.ts';

const box = 'rounded-2xl bg-white p-5 ring-1 ring-sand-200';

/**
 * 'Reorder': sends the order through the app's cart (`cart.reorder`), which puts its lines back
 * into the customer's cart and tells the shopper what was added and what was left out. Once
 * done, a link leads to the cart.
 */
function ReorderButton({
  lang,
  orderNumber,
  lines,
}: {
  lang: Lang;
  orderNumber: string;
  lines: { sku: string; name: string }[];
}) {
  const { t } = useLingui();
  const cart = useAppSystemActor<ActorRefFrom<typeof cartMachine>>('cart');
  const reordering = useSelector(cart, (snapshot) => snapshot?.matches('reordering') ?? false);
  const ready = useSelector(cart, (snapshot) => snapshot?.matches('ready') ?? false);
  const [sent, setSent] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button
        disabled={!ready}
        aria-busy={reordering}
        onClick={() => {
          setSent(true);
          cart?.send({ type: 'cart.reorder', orderNumber, lines });
        }}
      >
        {reordering ? t`Adding to your cart…` : t`Reorder`}
      </Button>
      {sent && !reordering ? (
        <AppLink href={localizedPath(lang, 'cart')} className="text-sm text-brand-800 underline">
          {t`View shopping cart`}
        </AppLink>
      ) : null}
    </div>
  );
}

/**
 * /{lang}/customer/order-history/{orderId}/: one order of the customer (by its number) with
 * status, date, lines, totals, addresses, shipping and payment method. The server answers only
 * the customer's own orders; any other number shows 'not found'.
 */
export function OrderDetailPage({ lang, orderNumber }: { lang: Lang; orderNumber: string }) {
  const { t, i18n } = useLingui();
  const { data, loading } = useQuery(CustomerOrderDetailDocument, {
    variables: { number: orderNumber },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.customer?.orders?.items[0] ?? null;
  const money = (value: { value?: number | null; currency?: string | null } | null | undefined) =>
    formatOrderTotal(value, i18n.locale);
  const backLink = (
    <AppLink href={localizedPath(lang, 'orderHistory')} className="text-sm text-brand-800 underline">
      {t`Back to order history`}
    </AppLink>
  );
  if (!order) {
    return (
      <AccountShell lang={lang} title={t`Order ${orderNumber}`}>
        {loading ? (
          <Spinner label={t`Loading`} />
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-muted">{t`We could not find this order in your account.`}</p>
            {backLink}
          </div>
        )}
      </AccountShell>
    );
  }
  const total = order.total;
  return (
    <AccountShell lang={lang} title={t`Order ${order.number}`}>
      <div className="space-y-6">
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-muted">{t`Order date`}</dt>
            <dd className="font-medium text-ink">{formatOrderDate(order.order_date, i18n.locale)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t`Status`}</dt>
            <dd className="font-medium text-ink" data-testid="order-status">
              {orderStatusLabel(i18n, order.status)}
            </dd>
          </div>
        </dl>

        <section className={box} aria-labelledby="order-items-title">
          <h2 id="order-items-title" className="font-semibold text-ink">
            {t`Items ordered`}
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-sand-200">
                  <th scope="col" className="py-2">{t`Product`}</th>
                  <th scope="col" className="hidden py-2 text-right sm:table-cell">
                    {t`Price`}
                  </th>
                  <th scope="col" className="py-2 text-right">{t`Qty`}</th>
                  <th scope="col" className="py-2 text-right">{t`Subtotal`}</th>
                </tr>
              </thead>
              <tbody>
                {(order.items ?? []).map((item) =>
                  item ? (
                    <tr key={item.id} className="border-b border-sand-100 align-top">
                      <td className="break-words py-2 pr-2">
                        <span className="block font-medium text-ink">{item.product_name}</span>
                        <span className="block text-xs text-muted">{t`SKU: ${item.product_sku}`}</span>
                        {[...(item.selected_options ?? []), ...(item.entered_options ?? [])].map((option) =>
                          option ? (
                            <span key={option.label} className="block text-xs text-muted">
                              {option.label}: {option.value}
                            </span>
                          ) : null,
                        )}
                      </td>
                      <td className="hidden py-2 text-right sm:table-cell">
                        {money(item.product_sale_price)}
                      </td>
                      <td className="py-2 text-right">{item.quantity_ordered}</td>
                      <td className="py-2 text-right">{money(item.row_total)}</td>
                    </tr>
                  ) : null,
                )}
              </tbody>
            </table>
          </div>
          {total ? (
            <dl className="ml-auto mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
              <dt>{t`Subtotal`}</dt>
              <dd className="text-right">{money(total.subtotal)}</dd>
              {(total.discounts ?? []).map((discount) =>
                discount ? (
                  <div key={discount.label} className="contents">
                    <dt>{discount.label || t`Discount`}</dt>
                    <dd className="text-right">-{money(discount.amount)}</dd>
                  </div>
                ) : null,
              )}
              <dt>{t`Shipping`}</dt>
              <dd className="text-right">{money(total.total_shipping)}</dd>
              <dt className="font-semibold">{t`Grand total`}</dt>
              <dd className="text-right font-semibold" data-testid="order-grand-total">
                {money(total.grand_total)}
              </dd>
              {(total.taxes ?? []).map((tax) =>
                tax ? (
                  <div key={tax.title} className="contents text-muted">
                    <dt>{t`incl. ${tax.rate}% ${tax.title}`}</dt>
                    <dd className="text-right">{money(tax.amount)}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          ) : null}
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <section className={box}>
            <h2 className="font-semibold text-ink">{t`Shipping address`}</h2>
            <div className="mt-2">
              {order.shipping_address ? <OrderAddressLines address={order.shipping_address} /> : null}
            </div>
          </section>
          <section className={box}>
            <h2 className="font-semibold text-ink">{t`Billing address`}</h2>
            <div className="mt-2">
              {order.billing_address ? <OrderAddressLines address={order.billing_address} /> : null}
            </div>
          </section>
          <section className={box}>
            <h2 className="font-semibold text-ink">{t`Shipping method`}</h2>
            <p className="mt-2 text-sm text-ink">
              {[order.carrier, order.shipping_method].filter(Boolean).join(' – ')}
            </p>
          </section>
          <section className={box}>
            <h2 className="font-semibold text-ink">{t`Payment method`}</h2>
            <p className="mt-2 text-sm text-ink">
              {(order.payment_methods ?? []).map((method) => method?.name).join(', ')}
            </p>
          </section>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4">
          {backLink}
          <ReorderButton
            lang={lang}
            orderNumber={order.number}
            lines={(order.items ?? []).flatMap((item) =>
              item ? [{ sku: item.product_sku, name: item.product_name ?? item.product_sku }] : [],
            )}
          />
        </div>
      </div>
    </AccountShell>
  );
}

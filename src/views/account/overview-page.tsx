import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../domain/store.ts';
import { AccountOverviewDocument } from '../../../graphql/generated/operations.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AddressLines } from './address-card.tsx';
import { AccountShell } from './account-ui.tsx';
import { formatOrderDate, formatOrderTotal, orderStatusLabel } from './order-format.ts';

/** /{lang}/customer/: name, email, default addresses, latest orders, newsletter state. */
export function AccountOverviewPage({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const { data, loading } = useQuery(AccountOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const customer = data?.customer;
  const billing = customer?.addresses?.find((a) => a?.default_billing);
  const shipping = customer?.addresses?.find((a) => a?.default_shipping);
  const orders = customer?.orders?.items ?? [];
  return (
    <AccountShell lang={lang} title={t`My Account`}>
      {!customer && loading ? <Spinner label={t`Loading`} /> : null}
      {customer ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <section className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
            <h2 className="font-semibold text-ink">{t`Contact information`}</h2>
            <p className="mt-2 text-sm text-ink">
              {[customer.prefix, customer.firstname, customer.lastname, customer.suffix]
                .filter(Boolean)
                .join(' ')}
            </p>
            <p className="text-sm text-muted">{customer.email}</p>
            <AppLink
              href={`/${lang}/customer/my-profile/`}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              {t`Edit profile`}
            </AppLink>
          </section>
          <section className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
            <h2 className="font-semibold text-ink">{t`Newsletter`}</h2>
            <p className="mt-2 text-sm text-ink">
              {customer.newsletter_status === 'SUBSCRIBED'
                ? t`You are subscribed to our newsletter.`
                : customer.newsletter_status === 'UNCONFIRMED'
                  ? t`Please confirm your subscription with the link we emailed you.`
                  : t`You are not subscribed to our newsletter.`}
            </p>
            <AppLink
              href={`/${lang}/customer/my-newsletter/`}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              {t`Newsletter settings`}
            </AppLink>
          </section>
          <section className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
            <h2 className="font-semibold text-ink">{t`Default billing address`}</h2>
            <div className="mt-2">
              {billing ? (
                <AddressLines address={billing} />
              ) : (
                <p className="text-sm text-muted">{t`No default billing address yet.`}</p>
              )}
            </div>
          </section>
          <section className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
            <h2 className="font-semibold text-ink">{t`Default shipping address`}</h2>
            <div className="mt-2">
              {shipping ? (
                <AddressLines address={shipping} />
              ) : (
                <p className="text-sm text-muted">{t`No default shipping address yet.`}</p>
              )}
            </div>
            <AppLink
              href={`/${lang}/customer/addresses-details/`}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              {t`Manage addresses`}
            </AppLink>
          </section>
          <section className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 lg:col-span-2">
            <h2 className="font-semibold text-ink">{t`My savings plans`}</h2>
            <p className="mt-2 text-sm text-ink">
              {t`See your next deliveries, skip, pause or change a savings plan, or cancel it.`}
            </p>
            <AppLink
              href={`/${lang}/customer/my-savings-plans/`}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              {t`Manage savings plans`}
            </AppLink>
          </section>
          <section className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 lg:col-span-2">
            <h2 className="font-semibold text-ink">{t`Latest orders`}</h2>
            {orders.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t`You have not placed any orders yet.`}</p>
            ) : (
              <ul className="mt-2 divide-y divide-sand-200">
                {orders.map((order) =>
                  order ? (
                    <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                      <AppLink
                        href={`/${lang}/customer/order-history/${encodeURIComponent(order.number)}/`}
                        className="text-brand-800 underline"
                      >
                        {t`Order ${order.number}`}
                      </AppLink>
                      <span className="text-muted">{formatOrderDate(order.order_date, i18n.locale)}</span>
                      <span>{orderStatusLabel(i18n, order.status)}</span>
                      <span>{formatOrderTotal(order.total?.grand_total, i18n.locale)}</span>
                    </li>
                  ) : null,
                )}
              </ul>
            )}
            <AppLink
              href={`/${lang}/customer/order-history/`}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              {t`All orders`}
            </AppLink>
          </section>
        </div>
      ) : null}
    </AccountShell>
  );
}

import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { formatShopDate } from '../../../domain/dates.ts';
import type { Lang } from '../../../domain/store.ts';
import { AccountOverviewDocument } from '../../../graphql/generated/operations.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AddressLines } from './address-card.tsx';
import { AccountShell } from './account-ui.tsx';
import { formatOrderDate, formatOrderTotal, orderStatusLabel } from './order-format.ts';
import { localizedPath } from '../../../domain/paths.ts';
import { planStatusLabel } from './savings-plan-format.ts';

/**
 * /{lang}/customer/: name, email, default addresses, running savings plans, latest orders, newsletter
 * state; each (but the newsletter, a region of the footer already) a region named by its heading.
 */
export function AccountOverviewPage({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const { data, loading } = useQuery(AccountOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const customer = data?.customer;
  const billing = customer?.addresses?.find((a) => a?.default_billing);
  const shipping = customer?.addresses?.find((a) => a?.default_shipping);
  const orders = customer?.orders?.items ?? [];
  // Running plans (active first, then paused) by their next delivery; cancelled ones stay on their page.
  const running = (customer?.savings_plans ?? [])
    .filter((plan) => plan.status !== 'CANCELLED')
    .sort(
      (a, b) =>
        Number(a.status !== 'ACTIVE') - Number(b.status !== 'ACTIVE') ||
        (a.next_delivery_on ?? '').localeCompare(b.next_delivery_on ?? ''),
    );
  const activeCount = running.filter((plan) => plan.status === 'ACTIVE').length;
  return (
    <AccountShell lang={lang} title={t`My Account`}>
      {!customer && loading ? <Spinner label={t`Loading`} /> : null}
      {customer ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <section
            aria-labelledby="overview-contact"
            className="rounded-2xl bg-white p-5 ring-1 ring-sand-200"
          >
            <h2 id="overview-contact" className="font-semibold text-ink">
              {t`Contact information`}
            </h2>
            <p className="mt-2 text-sm text-ink">
              {[customer.prefix, customer.firstname, customer.lastname, customer.suffix]
                .filter(Boolean)
                .join(' ')}
            </p>
            <p className="text-sm text-muted">{customer.email}</p>
            <AppLink
              href={localizedPath(lang, 'profile')}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              {t`Edit profile`}
            </AppLink>
          </section>
          <section
            aria-labelledby="overview-newsletter"
            className="rounded-2xl bg-white p-5 ring-1 ring-sand-200"
          >
            <h2 className="font-semibold text-ink">{t`Newsletter`}</h2>
            <p className="mt-2 text-sm text-ink">
              {customer.newsletter_status === 'SUBSCRIBED'
                ? t`You are subscribed to our newsletter.`
                : customer.newsletter_status === 'UNCONFIRMED'
                  ? t`Please confirm your subscription with the link we emailed you.`
                  : t`You are not subscribed to our newsletter.`}
            </p>
            <AppLink
              href={localizedPath(lang, 'newsletter')}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              {t`Newsletter settings`}
            </AppLink>
          </section>
          <section
            aria-labelledby="overview-billing"
            className="rounded-2xl bg-white p-5 ring-1 ring-sand-200"
          >
            <h2 id="overview-billing" className="font-semibold text-ink">
              {t`Default billing address`}
            </h2>
            <div className="mt-2">
              {billing ? (
                <AddressLines address={billing} />
              ) : (
                <p className="text-sm text-muted">{t`No default billing address yet.`}</p>
              )}
            </div>
          </section>
          <section
            aria-labelledby="overview-shipping"
            className="rounded-2xl bg-white p-5 ring-1 ring-sand-200"
          >
            <h2 id="overview-shipping" className="font-semibold text-ink">
              {t`Default shipping address`}
            </h2>
            <div className="mt-2">
              {shipping ? (
                <AddressLines address={shipping} />
              ) : (
                <p className="text-sm text-muted">{t`No default shipping address yet.`}</p>
              )}
            </div>
            <AppLink
              href={localizedPath(lang, 'addresses')}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              {t`Manage addresses`}
            </AppLink>
          </section>
          <section
            aria-labelledby="overview-savings-plans"
            className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 lg:col-span-2"
          >
            <h2 id="overview-savings-plans" className="font-semibold text-ink">
              {t`My savings plans`}
            </h2>
            {running.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t`You have no running savings plan.`}</p>
            ) : (
              <ul className="mt-2 divide-y divide-sand-200">
                {running.slice(0, 3).map((plan) => (
                  <li key={plan.uid} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                    <AppLink
                      href={localizedPath(lang, 'savingsPlans', encodeURIComponent(plan.uid))}
                      className="text-brand-800 underline"
                    >
                      {plan.pack_label ? `${plan.product_name} (${plan.pack_label})` : plan.product_name}
                    </AppLink>
                    <span>{planStatusLabel(i18n, plan.status)}</span>
                    <span className="text-muted">
                      {plan.next_delivery_on
                        ? t`Next delivery: ${formatShopDate(plan.next_delivery_on, lang)}`
                        : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <AppLink
              href={localizedPath(lang, 'savingsPlans')}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              {t`Manage savings plans`} ({t`${activeCount} active`})
            </AppLink>
          </section>
          <section
            aria-labelledby="overview-orders"
            className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 lg:col-span-2"
          >
            <h2 id="overview-orders" className="font-semibold text-ink">
              {t`Latest orders`}
            </h2>
            {orders.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t`You have not placed any orders yet.`}</p>
            ) : (
              <ul className="mt-2 divide-y divide-sand-200">
                {orders.map((order) =>
                  order ? (
                    <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                      <AppLink
                        href={localizedPath(lang, 'orderHistory', encodeURIComponent(order.number))}
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
              href={localizedPath(lang, 'orderHistory')}
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

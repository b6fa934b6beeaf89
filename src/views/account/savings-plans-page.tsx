import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { formatShopDate } from '../../../domain/dates.ts';
import type { Lang } from '../../../domain/store.ts';
import { CustomerSavingsPlansDocument } from '../../../graphql/generated/operations.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell } from './account-ui.tsx';
import { formatOrderTotal } from './order-format.ts';
import { intervalLabel, planStatusLabel, STATUS_BADGE } from './savings-plan-format.ts';
import { localizedPath } from '../../../domain/paths.ts';

/**
 * /{lang}/customer/my-savings-plans/: the customer's savings plans, newest first: product, pack,
 * quantity, interval, status, next delivery (date and cost) and the earliest cancellation date,
 * each linked to its detail page.
 */
export function SavingsPlansPage({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const { data, error } = useQuery(CustomerSavingsPlansDocument, { fetchPolicy: 'cache-and-network' });
  const plans = data?.customer?.savings_plans ?? null;
  return (
    <AccountShell lang={lang} title={t`My savings plans`}>
      {plans === null && !error ? <Spinner label={t`Loading`} /> : null}
      {plans === null && error ? (
        <p role="alert" className="text-sm text-red-700">{t`Your savings plans could not be loaded.`}</p>
      ) : null}
      {plans?.length === 0 ? <p className="text-sm text-muted">{t`You have no savings plans yet.`}</p> : null}
      {plans && plans.length > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="savings-plans">
          {plans.map((plan) => (
            <li key={plan.uid} className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-sand-200">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold leading-snug text-ink">
                    <AppLink
                      href={localizedPath(lang, 'savingsPlans', encodeURIComponent(plan.uid))}
                      className="text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {plan.product_name}
                    </AppLink>
                  </h2>
                  <p className="text-xs text-muted">{t`Savings plan ${plan.number}`}</p>
                </div>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${STATUS_BADGE[plan.status]}`}
                >
                  {planStatusLabel(i18n, plan.status)}
                </span>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {plan.pack_label ? (
                  <div>
                    <dt className="text-muted">{t`Pack`}</dt>
                    <dd className="text-ink">{plan.pack_label}</dd>
                  </div>
                ) : null}
                <div>
                  <dt className="text-muted">{t`Quantity`}</dt>
                  <dd className="text-ink">{plan.units_per_delivery}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t`Interval`}</dt>
                  <dd className="text-ink">{intervalLabel(i18n, plan.interval)}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t`Next delivery`}</dt>
                  <dd className="text-ink">
                    {plan.next_delivery_on ? formatShopDate(plan.next_delivery_on, lang) : '–'}
                    {plan.next_delivery_total ? (
                      <span className="block text-muted">
                        {formatOrderTotal(plan.next_delivery_total, i18n.locale)}
                      </span>
                    ) : null}
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-muted">
                    {plan.cancels_on ? t`Ends on` : t`Earliest cancellation date`}
                  </dt>
                  <dd className="text-ink">
                    {formatShopDate(plan.cancels_on ?? plan.earliest_cancellation_on, lang)}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </AccountShell>
  );
}

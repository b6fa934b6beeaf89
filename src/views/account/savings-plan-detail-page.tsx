import { OrderAddressLines } from './address-card.tsx';
import { inspectOptions } from '../../lib/inspector.ts';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { PAYMENT_TITLES, type PaymentCode } from '../../../domain/checkout.ts';
import { formatShopDate, shopDateOf } from '../../../domain/dates.ts';
import { MAX_PLAN_QUANTITY, type PlanLinkAction } from '../../../domain/subscriptions.ts';
import type { Lang } from '../../../domain/store.ts';
import {
  AccountAddressesDocument,
  CancelSavingsPlanDocument,
  ChangeSavingsPlanDocument,
  CustomerSavingsPlanDocument,
  DeliverSavingsPlanNowDocument,
  PauseSavingsPlanDocument,
  ResumeSavingsPlanDocument,
  type SavingsPlanDetailFieldsFragment,
  SavingsPlanPacksDocument,
  SetSavingsPlanAddressDocument,
  SetSavingsPlanPaymentMethodDocument,
  SkipSavingsPlanDeliveryDocument,
  StartSavingsPlanCardSetupDocument,
} from '../../../graphql/generated/operations.ts';
import { ERROR_MESSAGES, errorMessage } from '../../../machines/error-messages.ts';
import {
  allowedActions,
  CARD_PAYMENT,
  type CardReturn,
  cancelDateRange,
  cancellationEffect,
  initialAction,
  type PerformInput,
  SAVINGS_PLAN_MESSAGES,
  type SavingsPlanAction,
  type SavingsPlanActionKind,
} from '../../../machines/savings-plan.machine.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button } from '../../ui/button.tsx';
import { PackMonthsText } from '../../ui/contents.tsx';
import { inputClasses } from '../../ui/form-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell } from './account-ui.tsx';
import { formatOrderTotal } from './order-format.ts';
import { intervalLabel, periodStatusLabel, planStatusLabel, STATUS_BADGE } from './savings-plan-format.ts';
import { localizedPath } from '../../../domain/paths.ts';
import { savingsPlanFlow } from '../../lib/actors/savings-plan.ts';
import { toBackendError } from '../../lib/commerce-actors.ts';

type Plan = SavingsPlanDetailFieldsFragment;

async function perform(client: ApolloClient, { uid, action }: PerformInput): Promise<Plan> {
  const run = async <T,>(result: Promise<{ data?: T | null | undefined }>, pick: (data: T) => Plan) => {
    const { data } = await result;
    if (!data) throw new Error('No data');
    return pick(data);
  };
  switch (action.kind) {
    case 'skip':
      return run(
        client.mutate({ mutation: SkipSavingsPlanDeliveryDocument, variables: { uid } }),
        (d) => d.skipSavingsPlanDelivery,
      );
    case 'deliverNow':
      return run(
        client.mutate({ mutation: DeliverSavingsPlanNowDocument, variables: { uid } }),
        (d) => d.deliverSavingsPlanNow,
      );
    case 'pause':
      return run(
        client.mutate({ mutation: PauseSavingsPlanDocument, variables: { uid, until: action.until } }),
        (d) => d.pauseSavingsPlan,
      );
    case 'resume':
      return run(
        client.mutate({ mutation: ResumeSavingsPlanDocument, variables: { uid } }),
        (d) => d.resumeSavingsPlan,
      );
    case 'change':
      return run(
        client.mutate({
          mutation: ChangeSavingsPlanDocument,
          variables: {
            uid,
            input: { interval: action.interval, quantity: action.quantity, sku: action.sku },
          },
        }),
        (d) => d.changeSavingsPlan,
      );
    case 'address':
      return run(
        client.mutate({
          mutation: SetSavingsPlanAddressDocument,
          variables: { uid, addressId: action.addressId ?? 0 },
        }),
        (d) => d.setSavingsPlanAddress,
      );
    case 'payment':
      return run(
        client.mutate({
          mutation: SetSavingsPlanPaymentMethodDocument,
          variables: { uid, code: action.code },
        }),
        (d) => d.setSavingsPlanPaymentMethod,
      );
    case 'cancel':
      return run(
        client.mutate({
          mutation: CancelSavingsPlanDocument,
          variables: { uid, desiredOn: action.desiredOn },
        }),
        (d) => d.cancelSavingsPlan,
      );
  }
}

/** The savings-plan machine with the page's GraphQL calls as its actors. */
function usePlanActor(uid: string, open: PlanLinkAction | undefined, cardReturn: CardReturn | undefined) {
  const client = useApolloClient();
  const logic = useMemo(
    () =>
      savingsPlanFlow({
        load: async (uid) => {
          try {
            const { data } = await client.query({
              query: CustomerSavingsPlanDocument,
              variables: { uid },
              fetchPolicy: 'network-only',
            });
            const plan = data?.customer?.savings_plan;
            if (!plan) throw new Error('No plan');
            return plan;
          } catch (error) {
            throw toBackendError(error);
          }
        },
        perform: async (input) => {
          try {
            return await perform(client, input);
          } catch (error) {
            throw toBackendError(error);
          }
        },
        startCardSetup: async (uid) => {
          try {
            const { data } = await client.mutate({
              mutation: StartSavingsPlanCardSetupDocument,
              variables: { uid },
            });
            const url = data?.startSavingsPlanCardSetup.redirect_url;
            if (!url) throw new Error('No data');
            return { redirectUrl: url };
          } catch (error) {
            throw toBackendError(error);
          }
        },
        goToProvider: (url) => window.location.assign(url),
      }),
    [client],
  );
  return useActorRef(logic, {
    input: { uid, today: shopDateOf(new Date()), open: open ?? null, cardReturn: cardReturn ?? null },
    ...inspectOptions(),
  });
}

const box = 'rounded-2xl bg-white p-5 ring-1 ring-sand-200';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * /{lang}/customer/my-savings-plans/{uid}/: one plan: next delivery and its cost, the minimum
 * term, addresses and payment, past deliveries with their orders, and the actions. The
 * savings-plan machine decides what is shown and allowed; this page renders it.
 */
export function SavingsPlanDetailPage({
  lang,
  uid,
  action,
  card,
}: {
  lang: Lang;
  uid: string;
  /** The action a link opened the page for (`?action=`, validated by the route). */
  action?: PlanLinkAction;
  /** Back from the card provider's page (`?card=`, validated by the route). */
  card?: CardReturn;
}) {
  const { t, i18n } = useLingui();
  const actor = usePlanActor(uid, action, card);
  const snapshot = useSelector(actor, (s) => s);
  const plan = snapshot.context.plan as Plan | null;
  // Keyboard use: when a confirmation closes (done or back), focus returns to the actions.
  const actionsTitle = useRef<HTMLHeadingElement>(null);
  const viewing = snapshot.matches('viewing');
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (viewing && wasConfirming.current) actionsTitle.current?.focus();
    wasConfirming.current = !viewing && snapshot.context.pending !== null;
  }, [viewing, snapshot.context.pending]);
  const backLink = (
    <AppLink href={localizedPath(lang, 'savingsPlans')} className="text-sm text-brand-800 underline">
      {t`Back to my savings plans`}
    </AppLink>
  );
  if (snapshot.matches('loading') || snapshot.matches('loadFailed') || !plan) {
    return (
      <AccountShell lang={lang} title={t`Savings plan`}>
        {snapshot.matches('loadFailed') ? (
          <div className="space-y-3">
            <p role="alert" className="text-sm text-muted">
              {i18n._(SAVINGS_PLAN_MESSAGES.loadFailed)}
            </p>
            <div className="flex flex-wrap items-center gap-4">
              <Button variant="secondary" onClick={() => actor.send({ type: 'plan.retry' })}>
                {t`Try again`}
              </Button>
              {backLink}
            </div>
          </div>
        ) : (
          <Spinner label={t`Loading`} />
        )}
      </AccountShell>
    );
  }
  const date = (value: string | null | undefined) => (value ? formatShopDate(value, lang) : '–');
  const allowed = allowedActions(plan);
  const pending = snapshot.context.pending;
  const pastPeriods = plan.periods.filter((period) => period.status !== 'POSTPONED' || period.order_number);
  return (
    <AccountShell lang={lang} title={plan.product_name}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted">{t`Savings plan ${plan.number}`}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${STATUS_BADGE[plan.status]}`}
            data-testid="plan-status"
          >
            {planStatusLabel(i18n, plan.status)}
          </span>
          {plan.product_url_key ? (
            <AppLink href={`/${lang}/${plan.product_url_key}/`} className="text-brand-800 underline">
              {t`View product`}
            </AppLink>
          ) : null}
        </div>

        <DoneNotice kind={snapshot.context.done} plan={plan} lang={lang} />
        {snapshot.hasTag('cardPending') ? (
          <div
            role="status"
            className="flex items-center gap-3 rounded-xl bg-sand-50 p-3 text-sm text-ink ring-1 ring-sand-200"
          >
            <span
              aria-hidden="true"
              className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
            />
            {i18n._(SAVINGS_PLAN_MESSAGES.cardWaiting)}
          </div>
        ) : null}
        {snapshot.context.cardNotice ? (
          <p role="status" className="rounded-xl bg-sand-50 p-3 text-sm text-ink ring-1 ring-sand-200">
            {i18n._(
              snapshot.context.cardNotice === 'pending'
                ? SAVINGS_PLAN_MESSAGES.cardPending
                : SAVINGS_PLAN_MESSAGES.cardNotSaved,
            )}
          </p>
        ) : null}
        {snapshot.context.unavailable ? (
          <p role="status" className="rounded-xl bg-sand-50 p-3 text-sm text-ink ring-1 ring-sand-200">
            {i18n._(SAVINGS_PLAN_MESSAGES.unavailable)}
          </p>
        ) : null}

        <section className={box} aria-labelledby="plan-next-title">
          <h2 id="plan-next-title" className="font-semibold text-ink">
            {t`Next delivery`}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <Fact label={t`Date`} testId="plan-next-delivery">
              {date(plan.next_delivery_on)}
            </Fact>
            <Fact label={t`Cost`} testId="plan-next-total">
              {plan.next_delivery_total ? formatOrderTotal(plan.next_delivery_total, i18n.locale) : '–'}
            </Fact>
            <Fact label={t`Interval`} testId="plan-interval">
              {intervalLabel(i18n, plan.interval)}
            </Fact>
            <Fact label={t`Quantity`}>{plan.units_per_delivery}</Fact>
            {plan.pack_label ? <Fact label={t`Pack`}>{plan.pack_label}</Fact> : null}
            <Fact label={t`Deliveries made`}>{plan.deliveries_made}</Fact>
            {plan.paused_until ? <Fact label={t`Paused until`}>{date(plan.paused_until)}</Fact> : null}
            <Fact label={t`Earliest cancellation date`} testId="plan-earliest-cancellation">
              {date(plan.earliest_cancellation_on)}
            </Fact>
            {plan.cancels_on ? (
              <Fact label={t`Ends on`} testId="plan-cancels-on">
                {date(plan.cancels_on)}
              </Fact>
            ) : null}
          </dl>
        </section>

        <section className={box} aria-labelledby="plan-actions-title">
          <h2
            id="plan-actions-title"
            ref={actionsTitle}
            tabIndex={-1}
            className="font-semibold text-ink focus:outline-none"
          >
            {t`Manage your savings plan`}
          </h2>
          {allowed.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t`This savings plan has ended.`}</p>
          ) : null}
          {snapshot.matches('viewing') && allowed.length > 0 ? (
            <ActionButtons
              plan={plan}
              today={snapshot.context.today}
              allowed={allowed}
              onRequest={(action) => actor.send({ type: 'plan.request', action })}
            />
          ) : null}
          {pending && !snapshot.matches('viewing') ? (
            <ActionPanel
              lang={lang}
              plan={plan}
              action={pending}
              busy={snapshot.hasTag('busy')}
              failed={
                snapshot.matches('failed')
                  ? i18n._(errorMessage(snapshot.context.error, SAVINGS_PLAN_MESSAGES.failed))
                  : null
              }
              today={snapshot.context.today}
              incomplete={snapshot.matches('confirming') && !snapshot.can({ type: 'plan.confirm' })}
              onEdit={(action) => actor.send({ type: 'plan.edit', action })}
              onConfirm={() =>
                actor.send({ type: snapshot.matches('failed') ? 'plan.retry' : 'plan.confirm' })
              }
              onDismiss={() => actor.send({ type: 'plan.dismiss' })}
            />
          ) : null}
        </section>

        <div className="grid gap-6 lg:grid-cols-3">
          <section className={box} aria-labelledby="plan-shipping-title">
            <h2 id="plan-shipping-title" className="font-semibold text-ink">
              {t`Delivery address`}
            </h2>
            <div className="mt-2">
              {plan.shipping_address ? <OrderAddressLines address={plan.shipping_address} /> : '–'}
            </div>
          </section>
          <section className={box} aria-labelledby="plan-billing-title">
            <h2 id="plan-billing-title" className="font-semibold text-ink">
              {t`Billing address`}
            </h2>
            <div className="mt-2">
              {plan.billing_address ? <OrderAddressLines address={plan.billing_address} /> : '–'}
            </div>
          </section>
          <section className={box} aria-labelledby="plan-payment-title">
            <h2 id="plan-payment-title" className="font-semibold text-ink">
              {t`Payment method`}
            </h2>
            <p className="mt-2 text-sm text-ink" data-testid="plan-payment">
              {plan.payment_method ? paymentTitle(plan.payment_method, lang) : '–'}
            </p>
          </section>
        </div>

        <section className={box} aria-labelledby="plan-deliveries-title">
          <h2 id="plan-deliveries-title" className="font-semibold text-ink">
            {t`Past deliveries`}
          </h2>
          {pastPeriods.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t`No deliveries yet.`}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="plan-periods">
                <thead>
                  <tr className="border-b border-sand-200">
                    <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                      {t`Delivery`}
                    </th>
                    <th scope="col" className="py-2 pr-3">{t`Date`}</th>
                    <th scope="col" className="py-2 pr-3">{t`Status`}</th>
                    <th scope="col" className="py-2">{t`Order`}</th>
                  </tr>
                </thead>
                <tbody>
                  {pastPeriods.map((period) => (
                    <tr key={period.index} className="border-b border-sand-100">
                      <td className="hidden py-2 pr-3 sm:table-cell">{period.index}</td>
                      <td className="py-2 pr-3">{formatShopDate(period.due_on, lang, 'numeric')}</td>
                      <td className="py-2 pr-3">{periodStatusLabel(i18n, period.status)}</td>
                      <td className="py-2">
                        {period.order_number ? (
                          <AppLink
                            href={localizedPath(
                              lang,
                              'orderHistory',
                              encodeURIComponent(period.order_number),
                            )}
                            className="text-brand-800 underline"
                          >
                            {period.order_number}
                          </AppLink>
                        ) : (
                          '–'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {backLink}
      </div>
    </AccountShell>
  );
}

function paymentTitle(method: { name: string; type: string }, lang: Lang): string {
  const known = PAYMENT_TITLES[method.type as PaymentCode];
  return known ? known[lang] : method.name;
}

function ActionButtons({
  plan,
  today,
  allowed,
  onRequest,
}: {
  plan: Plan;
  today: string;
  allowed: SavingsPlanActionKind[];
  onRequest: (action: SavingsPlanAction) => void;
}) {
  const { t } = useLingui();
  const labels: Record<SavingsPlanActionKind, string> = {
    skip: t`Skip next delivery`,
    deliverNow: t`Deliver now`,
    pause: t`Pause`,
    resume: t`Resume`,
    change: t`Change interval or quantity`,
    address: t`Change address`,
    payment: t`Change payment method`,
    cancel: t`Cancel savings plan`,
  };
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {allowed.map((kind) => (
        <li key={kind}>
          <Button
            variant={kind === 'cancel' ? 'ghost' : 'secondary'}
            onClick={() => onRequest(initialAction(kind, plan, today))}
          >
            {labels[kind]}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The confirmation of the chosen action: what will happen, the values it needs, confirm or back. */
function ActionPanel({
  lang,
  plan,
  action,
  busy,
  failed,
  today,
  incomplete,
  onEdit,
  onConfirm,
  onDismiss,
}: {
  lang: Lang;
  plan: Plan;
  action: SavingsPlanAction;
  busy: boolean;
  failed: string | null;
  today: string;
  /** The machine would not take the confirmation (a value is missing or not allowed). */
  incomplete: boolean;
  onEdit: (action: SavingsPlanAction) => void;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  // Keyboard use: the confirmation takes the focus the action's button had.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const next = plan.next_delivery_on ? formatShopDate(plan.next_delivery_on, lang) : '';
  let title = '';
  let body: ReactNode = null;
  let confirm = t`Confirm`;
  switch (action.kind) {
    case 'skip':
      title = t`Skip next delivery`;
      body = <p>{t`The delivery on ${next} is skipped; the one after it comes one interval later.`}</p>;
      confirm = t`Skip delivery`;
      break;
    case 'deliverNow':
      title = t`Deliver now`;
      body = (
        <p>{t`We place the next delivery's order today; the following deliveries continue from today.`}</p>
      );
      confirm = t`Order now`;
      break;
    case 'pause':
      title = t`Pause`;
      body = <PauseEditor action={action} today={today} onEdit={onEdit} disabled={busy} />;
      confirm = t`Pause savings plan`;
      break;
    case 'resume':
      title = t`Resume`;
      body = <p>{t`Deliveries start again on the plan's schedule.`}</p>;
      confirm = t`Resume savings plan`;
      break;
    case 'change':
      title = t`Change interval or quantity`;
      body = <ChangeEditor planSku={plan.product_sku} action={action} onEdit={onEdit} disabled={busy} />;
      confirm = t`Save changes`;
      break;
    case 'address':
      title = t`Change address`;
      body = <AddressEditor action={action} onEdit={onEdit} disabled={busy} />;
      confirm = t`Use this address`;
      break;
    case 'payment':
      title = t`Change payment method`;
      body = (
        <PaymentEditor
          action={action}
          methods={plan.available_payment_methods}
          onEdit={onEdit}
          disabled={busy}
        />
      );
      confirm = action.code === CARD_PAYMENT ? t`Continue to card entry` : t`Use this payment method`;
      break;
    case 'cancel': {
      title = t`Cancel savings plan`;
      const effect = cancellationEffect(plan, { today, desiredOn: action.desiredOn });
      const end = effect.when === 'now' ? '' : formatShopDate(effect.date, lang);
      body = (
        <>
          <CancelDateEditor
            lang={lang}
            plan={plan}
            action={action}
            today={today}
            invalid={incomplete}
            onEdit={onEdit}
            disabled={busy}
          />
          {effect.when === 'now' ? (
            <p data-testid="cancel-effect">{t`Your savings plan ends now. No further deliveries will be sent.`}</p>
          ) : effect.when === 'afterDelivery' ? (
            <p data-testid="cancel-effect">
              {t`A savings plan can be cancelled after 2 deliveries (minimum term). If you cancel now, your savings plan ends after the delivery on ${end}; no deliveries follow it.`}
            </p>
          ) : (
            <p data-testid="cancel-effect">
              {t`Your savings plan ends on ${end}. Deliveries due until then are still sent; none follow.`}
            </p>
          )}
        </>
      );
      confirm = t`Cancel savings plan now`;
      break;
    }
  }
  return (
    <section
      aria-labelledby={titleId}
      className="mt-3 space-y-3 rounded-xl bg-sand-50 p-4 text-sm text-ink ring-1 ring-sand-200"
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {title}
      </h3>
      {body}
      {failed ? (
        <p role="alert" className="text-red-700">
          {failed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner label={t`Sending`} className="[&_svg]:size-4 text-white" /> : null}
          {failed ? t`Try again` : confirm}
        </Button>
        <Button variant="ghost" onClick={onDismiss} disabled={busy}>
          {t`Back`}
        </Button>
      </div>
    </section>
  );
}

/** The end date of a cancellation: from the earliest the minimum term allows to a year after it. */
function CancelDateEditor({
  lang,
  plan,
  action,
  today,
  invalid,
  onEdit,
  disabled,
}: {
  lang: Lang;
  plan: Plan;
  action: Extract<SavingsPlanAction, { kind: 'cancel' }>;
  today: string;
  invalid: boolean;
  onEdit: (action: SavingsPlanAction) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const { earliest, latest } = cancelDateRange(plan, today);
  const valid = !invalid;
  const from = formatShopDate(earliest, lang);
  const to = formatShopDate(latest, lang);
  return (
    <div className="flex max-w-xs flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t`Desired end date`}
      </label>
      <input
        id={id}
        type="date"
        min={earliest}
        max={latest}
        value={action.desiredOn}
        required
        disabled={disabled}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? hintId : `${errorId} ${hintId}`}
        className={inputClasses}
        onChange={(event) => onEdit({ kind: 'cancel', desiredOn: event.target.value })}
      />
      {valid ? null : (
        <p id={errorId} role="alert" className="text-red-700">
          {i18n._(ERROR_MESSAGES.SAVINGS_PLAN_CANCEL_DATE_INVALID)}
        </p>
      )}
      <p id={hintId} className="text-muted">
        {t`Earliest possible: ${from}. Latest: ${to}.`}
      </p>
    </div>
  );
}

function PauseEditor({
  action,
  today,
  onEdit,
  disabled,
}: {
  action: Extract<SavingsPlanAction, { kind: 'pause' }>;
  today: string;
  onEdit: (action: SavingsPlanAction) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex max-w-xs flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t`Pause until`}
      </label>
      <input
        id={id}
        type="date"
        min={today}
        value={action.until}
        disabled={disabled}
        className={inputClasses}
        onChange={(event) => onEdit({ kind: 'pause', until: event.target.value })}
      />
      <p className="text-muted">{t`The next delivery is the first delivery date on or after this day.`}</p>
    </div>
  );
}

function ChangeEditor({
  planSku,
  action,
  onEdit,
  disabled,
}: {
  planSku: string;
  action: Extract<SavingsPlanAction, { kind: 'change' }>;
  onEdit: (action: SavingsPlanAction) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const quantityId = useId();
  return (
    <div className="space-y-3">
      <RadioChoice
        legend={t`Interval`}
        name="plan-interval"
        options={(['MONTHLY', 'QUARTERLY'] as const).map((interval) => ({
          value: interval,
          label: intervalLabel(i18n, interval),
        }))}
        checked={action.interval}
        disabled={disabled}
        onChoose={(interval) => onEdit({ ...action, interval })}
      />
      <PackChoice planSku={planSku} action={action} onEdit={onEdit} disabled={disabled} />
      <div className="flex max-w-40 flex-col gap-1">
        <label htmlFor={quantityId} className="font-medium">
          {t`Packs per month`}
        </label>
        <input
          id={quantityId}
          type="number"
          min={1}
          max={MAX_PLAN_QUANTITY}
          inputMode="numeric"
          value={Number.isFinite(action.quantity) ? action.quantity : ''}
          disabled={disabled}
          className={inputClasses}
          onChange={(event) => onEdit({ ...action, quantity: Number.parseInt(event.target.value, 10) })}
        />
      </div>
      <p className="text-muted">{t`The savings-plan prices apply from the next delivery.`}</p>
    </div>
  );
}

/** The pack sizes of the plan's product (its sibling packs in stock); nothing when there is one. */
function PackChoice({
  planSku,
  action,
  onEdit,
  disabled,
}: {
  planSku: string;
  action: Extract<SavingsPlanAction, { kind: 'change' }>;
  onEdit: (action: SavingsPlanAction) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  // The siblings of the plan's current pack (the same list whichever pack is picked meanwhile).
  const { data } = useQuery(SavingsPlanPacksDocument, { variables: { sku: planSku } });
  const item = data?.products?.items?.[0];
  const variants = item && 'configurable_parent' in item ? (item.configurable_parent?.variants ?? []) : [];
  const packs = variants
    .map((variant) => variant?.product)
    .flatMap((product) => (product?.sku ? [{ ...product, sku: product.sku }] : []))
    .filter((product) => product.stock_status !== 'OUT_OF_STOCK' || product.sku === action.sku);
  if (packs.length < 2) return null;
  return (
    <RadioChoice
      legend={t`Pack size`}
      name="plan-pack"
      options={packs.map((product) => ({
        value: product.sku,
        label: product.pack_months ? <PackMonthsText months={product.pack_months} /> : product.sku,
      }))}
      checked={action.sku}
      disabled={disabled}
      onChoose={(sku) => onEdit({ ...action, sku })}
    />
  );
}

function AddressEditor({
  action,
  onEdit,
  disabled,
}: {
  action: Extract<SavingsPlanAction, { kind: 'address' }>;
  onEdit: (action: SavingsPlanAction) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { data } = useQuery(AccountAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const addresses = (data?.customer?.addresses ?? []).filter((a) => a !== null);
  if (!data) return <Spinner label={t`Loading`} />;
  if (addresses.length === 0) return <p className="text-muted">{t`You have no saved addresses yet.`}</p>;
  return (
    <RadioChoice
      legend={t`Deliver to and bill`}
      name="plan-address"
      multiline
      options={addresses.flatMap((address) =>
        address.id == null
          ? []
          : [
              {
                value: address.id,
                label: `${address.firstname} ${address.lastname}, ${address.street?.join(' ')}, ${address.postcode} ${address.city}`,
              },
            ],
      )}
      checked={action.addressId}
      disabled={disabled}
      onChoose={(addressId) => onEdit({ kind: 'address', addressId })}
    />
  );
}

/** The methods the server offers for the plan (card only when the shop takes cards; never PayPal). */
function PaymentEditor({
  action,
  methods,
  onEdit,
  disabled,
}: {
  action: Extract<SavingsPlanAction, { kind: 'payment' }>;
  methods: { code: string; title: string }[];
  onEdit: (action: SavingsPlanAction) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-2">
      <RadioChoice
        legend={t`Pay the next deliveries with`}
        name="plan-payment"
        options={methods.map((method) => ({ value: method.code, label: method.title }))}
        checked={action.code}
        disabled={disabled}
        onChoose={(code) => onEdit({ kind: 'payment', code })}
      />
      {action.code === CARD_PAYMENT ? (
        <p className="text-muted">
          {t`You enter your card on the page of our payment provider; the card data never reaches us. Your savings plan is paid by this card from the next delivery, as soon as the provider has confirmed the card.`}
        </p>
      ) : null}
    </div>
  );
}

/** One choice of an action (interval, pack, address, payment method): a group of radio buttons. */
function RadioChoice<V extends string | number>({
  legend,
  name,
  options,
  checked,
  disabled,
  onChoose,
  multiline = false,
}: {
  legend: string;
  name: string;
  options: { value: V; label: ReactNode }[];
  checked: V | null;
  disabled: boolean;
  onChoose: (value: V) => void;
  /** Labels that may wrap (addresses): the button stays at the first line. */
  multiline?: boolean;
}) {
  return (
    <fieldset className={multiline ? 'space-y-2' : 'space-y-1'}>
      <legend className="font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={`flex gap-2 ${multiline ? 'items-start' : 'items-center'}`}>
          <input
            type="radio"
            name={name}
            value={option.value}
            className={multiline ? 'mt-1' : undefined}
            checked={checked === option.value}
            disabled={disabled}
            onChange={() => onChoose(option.value)}
          />
          {multiline ? <span>{option.label}</span> : option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** What the last action did, said once it is done. */
function DoneNotice({ kind, plan, lang }: { kind: SavingsPlanActionKind | null; plan: Plan; lang: Lang }) {
  const { t } = useLingui();
  if (!kind) return null;
  const next = plan.next_delivery_on ? formatShopDate(plan.next_delivery_on, lang) : '';
  const end = plan.cancels_on ? formatShopDate(plan.cancels_on, lang) : '';
  const texts: Record<SavingsPlanActionKind, string> = {
    skip: t`The delivery was skipped. Your next delivery: ${next}.`,
    deliverNow: t`Your delivery has been ordered. We have emailed you the order confirmation.`,
    pause: t`Your savings plan is paused. Your next delivery: ${next}.`,
    resume: t`Your savings plan is active again. Your next delivery: ${next}.`,
    change: t`Your savings plan has been changed.`,
    address: t`The address has been changed.`,
    payment: t`The payment method has been changed.`,
    cancel:
      plan.status === 'CANCELLED'
        ? t`Your savings plan has been cancelled.`
        : t`Your savings plan has been cancelled. It ends on ${end}.`,
  };
  return (
    <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200">
      {texts[kind]}
    </p>
  );
}

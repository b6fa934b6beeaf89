import { valibotResolver } from '@hookform/resolvers/valibot';
import { useApolloClient } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { ContractCancellationKind } from '../../../domain/contract-cancellation.ts';
import { formatShopDateTime } from '../../../domain/dates.ts';
import type { Lang } from '../../../domain/store.ts';
import { RequestContractCancellationDocument } from '../../../graphql/generated/operations.ts';
import { errorMessage } from '../../../machines/error-messages.ts';
import { useSession } from '../../lib/app-actor.tsx';
import { toBackendError } from '../../lib/commerce-actors.ts';
import { emailField, requiredString } from '../../lib/validation.ts';
import { Button } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { FieldError, FormField, inputClasses } from '../../ui/form-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { accountFormFlow } from '../../lib/actors/account-form.ts';
import { inspectOptions } from '../../lib/inspector.ts';

export interface ContractCancellationValues {
  name: string;
  email: string;
  contract: string;
  kind: ContractCancellationKind;
  desiredDate: string;
  reason: string;
}

// The server's limits (domain/errors.ts CANCELLATION_*_INVALID).
const NAME_MAX = 200;
const CONTRACT_MAX = 64;
const TEXT_MAX = 2000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The form's rules and texts: name, email and contract required; the desired date optional
 * (empty: as soon as possible); a reason required for an extraordinary cancellation only.
 */
export function contractCancellationSchema(i18n: I18n) {
  const limited = (max: number) =>
    v.maxLength<string, number, string>(max, i18n._(msg`The field may have at most ${max} characters`));
  const fields = {
    name: v.pipe(requiredString(i18n), limited(NAME_MAX)),
    email: emailField(i18n),
    contract: v.pipe(requiredString(i18n), limited(CONTRACT_MAX)),
    desiredDate: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || DATE.test(value), i18n._(msg`Please enter a valid date`)),
    ),
  };
  // One schema per kind, so the reason's rule sits on the reason field itself (and shows together
  // with every other field's text on the first submit).
  return v.variant('kind', [
    v.object({
      ...fields,
      kind: v.literal('ORDINARY'),
      reason: v.pipe(v.string(), v.trim(), limited(TEXT_MAX)),
    }),
    v.object({
      ...fields,
      kind: v.literal('EXTRAORDINARY'),
      reason: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(i18n._(msg`Please give the reason for an extraordinary cancellation.`)),
        limited(TEXT_MAX),
      ),
    }),
  ]);
}

const FALLBACK = /*i18n*/ {
  id: 'contractCancellation.failed',
  message: 'Your cancellation could not be sent. Please try again.',
};

/**
 * /de/vertraege-kuendigen/, /en/cancel-contracts/: the cancellation button's page (§312k BGB),
 * for everyone, logged in or not. 'Jetzt kündigen' / 'Cancel now' sends it; the page then shows
 * the date and time it was received (a receipt mail goes to the address given).
 */
export function ContractCancellationPage({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const client = useApolloClient();
  const { customer } = useSession();
  const actor = useActorRef(
    accountFormFlow<ContractCancellationValues>(async (values) => {
      try {
        const { data } = await client.mutate({
          mutation: RequestContractCancellationDocument,
          variables: {
            input: {
              name: values.name,
              email: values.email,
              contract: values.contract,
              kind: values.kind,
              ...(values.reason ? { reason: values.reason } : {}),
              ...(values.desiredDate ? { desired_date: values.desiredDate } : {}),
            },
          },
          fetchPolicy: 'no-cache',
        });
        if (!data) throw new Error('No data');
        return data.requestContractCancellation.received_at;
      } catch (error) {
        throw toBackendError(error);
      }
    }),
    inspectOptions(),
  );
  const status = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  const receivedAt = useSelector(actor, (s) =>
    typeof s.context.result === 'string' ? s.context.result : null,
  );
  const schema = useMemo(() => contractCancellationSchema(i18n), [i18n]);
  const form = useForm<ContractCancellationValues>({
    resolver: valibotResolver(schema),
    defaultValues: {
      name: customer ? `${customer.firstname} ${customer.lastname}`.trim() : '',
      email: customer?.email ?? '',
      contract: '',
      kind: 'ORDINARY',
      desiredDate: '',
      reason: '',
    },
  });
  const kind = form.watch('kind');
  const errors = form.formState.errors;
  const busy = status === 'saving';
  const reasonId = useId();
  const dateId = useId();
  const title = t`Cancel contracts`;

  if (status === 'saved' && receivedAt) {
    const values = form.getValues();
    return (
      <Container className="py-10">
        <div className="mx-auto max-w-2xl space-y-4">
          <h1 className="font-display text-2xl font-semibold text-ink">{t`Your cancellation has been received`}</h1>
          <div
            role="status"
            className="space-y-2 rounded-2xl bg-brand-50 p-5 text-sm text-brand-950 ring-1 ring-brand-200"
          >
            <p>
              {t`Received on:`}{' '}
              <strong data-testid="cancellation-received-at">{formatShopDateTime(receivedAt, lang)}</strong>
            </p>
            <p>{t`Contract: ${values.contract}`}</p>
            <p>{t`We have sent a confirmation with the date and time of receipt to ${values.email}.`}</p>
          </div>
          <p className="text-sm text-muted">
            {t`We check your cancellation and confirm the date it takes effect by email. If we cannot match it to a contract, we contact you.`}
          </p>
        </div>
      </Container>
    );
  }

  return (
    <Container className="py-10">
      <div className="mx-auto max-w-2xl">
        <h1 className="font-display text-2xl font-semibold text-ink">{title}</h1>
        <p className="mt-3 text-sm text-ink">
          <Trans>
            Here you can cancel a contract with us, for example a savings plan, without logging in. Please
            tell us who you are and which contract you mean. You receive a confirmation by email at once.
          </Trans>
        </p>
        <form
          noValidate
          aria-label={title}
          onSubmit={form.handleSubmit((values) => actor.send({ type: 'form.submit', values }))}
          className="mt-6 space-y-5 rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-7"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t`Name`}
              autoComplete="name"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <FormField
              label={t`Email`}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
          </div>
          <FormField
            label={t`Contract (savings plan number, e.g. SP-100001, or a description)`}
            error={errors.contract?.message}
            {...form.register('contract')}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">{t`Type of cancellation`}</legend>
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" value="ORDINARY" className="mt-1" {...form.register('kind')} />
              <span>
                {t`Ordinary cancellation`}
                <span className="block text-muted">{t`With notice, at the next possible date.`}</span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" value="EXTRAORDINARY" className="mt-1" {...form.register('kind')} />
              <span>
                {t`Extraordinary cancellation`}
                <span className="block text-muted">{t`Without notice, for good cause.`}</span>
              </span>
            </label>
          </fieldset>
          <div className="flex max-w-xs flex-col gap-1">
            <label htmlFor={dateId} className="text-sm font-medium text-ink">
              {t`Desired date (optional)`}
            </label>
            <input
              id={dateId}
              type="date"
              className={inputClasses}
              aria-describedby={`${dateId}-hint`}
              aria-invalid={errors.desiredDate ? true : undefined}
              {...form.register('desiredDate')}
            />
            <p id={`${dateId}-hint`} className="text-xs text-muted">
              {t`Leave empty: as soon as possible.`}
            </p>
            {errors.desiredDate?.message ? <FieldError>{errors.desiredDate.message}</FieldError> : null}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={reasonId} className="text-sm font-medium text-ink">
              {kind === 'EXTRAORDINARY' ? t`Reason` : t`Reason (optional)`}
            </label>
            <textarea
              id={reasonId}
              rows={4}
              className={inputClasses}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
              {...form.register('reason')}
            />
            {errors.reason?.message ? (
              <FieldError id={`${reasonId}-error`}>{errors.reason.message}</FieldError>
            ) : null}
          </div>
          {status === 'failed' ? (
            <p role="alert" className="text-sm text-red-700">
              {i18n._(errorMessage(error, FALLBACK))}
            </p>
          ) : null}
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Spinner label={t`Sending`} className="[&_svg]:size-4 text-white" /> : null}
            {t`Cancel now`}
          </Button>
        </form>
      </div>
    </Container>
  );
}

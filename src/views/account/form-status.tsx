// The forms of the account and the newsletter: their machine, the line under them and what a
// refusal says. The footer's and the modal's newsletter forms and the newsletter link pages use it
// on pages outside the account, so its texts are in the catalog's `core` part
// (src/lib/message-areas.ts), not the account's.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ApiErrorCode } from '../../../domain/errors.ts';
import { errorMessage } from '../../../machines/error-messages.ts';
import { accountFormFlow } from '../../lib/actors/account-form.ts';
import { toBackendError } from '../../lib/commerce-actors.ts';
import { inspectOptions } from '../../lib/inspector.ts';

// The refusals the account forms meet, by the code the server sends (extensions.code), in the
// customer's words; the shop's other codes keep their own texts (machines/error-messages.ts).
const ACCOUNT_ERRORS: Partial<Record<ApiErrorCode, MessageDescriptor>> = {
  PASSWORD_INCORRECT: msg`The password is not correct.`,
  EMAIL_TAKEN: msg`A customer with the same email address already exists in an associated website.`,
  PASSWORD_UNCHANGED: msg`The new password must be different from the current password.`,
  NEWSLETTER_ALREADY_SUBSCRIBED: msg`This email address is already subscribed.`,
  NEWSLETTER_CONFIRMATION_INVALID: msg`This confirmation link is invalid or was already used.`,
  NEWSLETTER_UNSUBSCRIBE_INVALID: msg`This unsubscribe link is invalid.`,
  ADDRESS_IS_DEFAULT: msg`A default address cannot be deleted. Make another address the default first.`,
};

/**
 * What a failed save says to the customer: the refusal's code in their language, else a general
 * text; never the backend's words.
 */
export function errorText(i18n: I18n, error: unknown): string {
  const { code } = toBackendError(error);
  const known = code ? ACCOUNT_ERRORS[code as ApiErrorCode] : undefined;
  return i18n._(known ?? errorMessage({ code }, msg`That did not work. Please try again.`));
}

export type FormStatus = 'editing' | 'saving' | 'saved' | 'failed';

/** A form of the account area driven by the account form machine; `save` is the form's mutation. */
export function useAccountForm<V>(save: (values: V) => Promise<unknown>) {
  const actor = useActorRef(accountFormFlow(save), inspectOptions());
  const status = useSelector(actor, (s) => s.value as FormStatus);
  const error = useSelector(actor, (s) => s.context.error);
  return {
    status,
    error,
    busy: status === 'saving',
    submit: (values: V) => actor.send({ type: 'form.submit', values }),
    edit: () => actor.send({ type: 'form.edit' }),
  };
}

/** The line under a form: saving, saved or what went wrong. */
export function FormStatusLine({
  status,
  error,
  saved,
}: {
  status: FormStatus;
  error: unknown;
  saved: string;
}) {
  const { i18n } = useLingui();
  if (status === 'saved')
    return (
      <p role="status" className="text-sm text-brand-800">
        {saved}
      </p>
    );
  if (status === 'failed')
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorText(i18n, error)}
      </p>
    );
  return null;
}

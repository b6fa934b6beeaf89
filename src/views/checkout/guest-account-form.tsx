import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import * as v from 'valibot';
import { errorMessage } from '../../../machines/error-messages.ts';
import { accountFormFlow } from '../../lib/actors/account-form.ts';
import { createCustomerFromGuestOrder } from '../../lib/checkout-actors.ts';
import { captchaTokenField, requiredText } from '../../lib/validation.ts';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { useCaptchaForm } from '../../ui/captcha-form.tsx';
import { inspectOptions } from '../../lib/inspector.ts';

interface GuestAccountValues {
  password: string;
  captchaToken: string;
}

/**
 * 'Create an account' on a guest's thank-you page: the account is made from the order's data
 * (email, billing name) with the password chosen here; the order then shows in its order history.
 * Guarded by the captcha like the registration (the server refuses it without a solved one).
 */
export function GuestAccountForm({ orderNumber, token }: { orderNumber: string; token: string }) {
  const { t, i18n } = useLingui();
  const logic = useMemo(
    () =>
      accountFormFlow<GuestAccountValues>((values) =>
        createCustomerFromGuestOrder(orderNumber, token, values.password, values.captchaToken),
      ),
    [orderNumber, token],
  );
  const [snapshot, send] = useMachine(logic, inspectOptions());
  const schema = useMemo(
    () =>
      v.object({
        // Not trimmed: a password is taken as typed.
        password: v.pipe(v.string(), v.nonEmpty(requiredText(i18n))),
        captchaToken: captchaTokenField(i18n),
      }),
    [i18n],
  );
  const { form, submit, captchaField } = useCaptchaForm<GuestAccountValues>(
    schema,
    { password: '', captchaToken: '' },
    (values) => send({ type: 'form.submit', values }),
  );
  if (snapshot.matches('saved')) {
    return (
      <p className="mb-4" role="status">
        {t`Your account has been created. Sign in with your email address and this password: the order is in your order history.`}
      </p>
    );
  }
  return (
    <form
      noValidate
      className="mb-4 flex flex-col gap-3 rounded-2xl bg-sand-50 p-5"
      onSubmit={submit}
      aria-label={t`Create an account`}
    >
      <p>{t`Save your details for next time: choose a password and this order appears in your account.`}</p>
      <FormField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      {captchaField}
      {snapshot.matches('failed') ? (
        <p className="text-sm text-red-700" role="alert">
          {i18n._(errorMessage(snapshot.context.error, msg`An error occurred`))}
        </p>
      ) : null}
      <Button type="submit" disabled={snapshot.matches('saving')}>
        {t`Create an account`}
      </Button>
    </form>
  );
}

import type { ApolloClient } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { useCaptchaForm } from '../../ui/captcha-form.tsx';
import { type ResetPasswordResult, resetPassword } from './reset-password.ts';
import { captchaTokenField, withNewPassword } from '../../lib/validation.ts';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';

interface ResetValues {
  password: string;
  passwordConfirmation: string;
  captchaToken: string;
}

/** New password, confirmation and captcha for the account of the reset link. */
export function ResetPasswordForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (values: ResetValues) => void;
}) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => withNewPassword(i18n, { captchaToken: captchaTokenField(i18n) }), [i18n]);
  const { form, submit, captchaField } = useCaptchaForm<ResetValues>(
    schema,
    { password: '', passwordConfirmation: '', captchaToken: '' },
    onSubmit,
  );
  const _errors = form.formState.errors;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NewPasswordFields
        form={form}
        passwordLabel={t`New password`}
        confirmationLabel={t`Confirm password`}
      />
      {captchaField}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {t`Set new password`}
      </Button>
    </form>
  );
}

/** /{lang}/customer-reset-password/: sets the new password, then offers the login (?login=1). */
export function ResetPasswordPage({
  lang,
  token,
  email,
  client,
}: {
  lang: string;
  token: string;
  email: string;
  client: ApolloClient;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResetPasswordResult | null>(null);
  const valid = token !== '' && email !== '';

  const submit = async (values: ResetValues) => {
    setBusy(true);
    setResult(null);
    setResult(
      await resetPassword(client, {
        email,
        token,
        newPassword: values.password,
        captchaToken: values.captchaToken,
      }),
    );
    setBusy(false);
  };

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto flex max-w-md flex-col gap-5 rounded-2xl border border-sand-200 bg-white p-5 sm:p-8">
        <h1 className="font-display text-2xl font-semibold text-ink">{t`Reset password`}</h1>
        {!valid ? (
          <p role="alert" className="text-red-700">
            {t`This password reset link is invalid. Please request a new one.`}
          </p>
        ) : result?.ok ? (
          <>
            <p role="status" className="text-brand-900">
              {t`Your password has been changed. You can now log in with your new password.`}
            </p>
            <AppLink href={`/${lang}/?login=1`} className={buttonClasses('primary', 'self-start')}>
              {t`Log in`}
            </AppLink>
          </>
        ) : (
          <>
            <p className="text-sm text-muted">{t`Choose a new password for ${email}.`}</p>
            {result && !result.ok ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {i18n._(result.message)}
              </p>
            ) : null}
            <ResetPasswordForm busy={busy} onSubmit={submit} />
          </>
        )}
      </div>
    </Container>
  );
}

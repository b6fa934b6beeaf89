import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { useReturnFocus } from '../../ui/return-focus.ts';
import { useCaptchaForm } from '../../ui/captcha-form.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { captchaTokenField, emailField, requiredText } from '../../lib/validation.ts';
import { localizedPath } from '../../../domain/paths.ts';
import type { Lang } from '../../../domain/store.ts';

export type LoginVariant = 'login' | 'passwordReset' | 'guest';

export interface LoginValues {
  email: string;
  password: string;
  captchaToken: string;
}

export interface PasswordResetValues {
  email: string;
  captchaToken: string;
}

/** Email, password and captcha; `onSubmit` gets what `session.login` carries. */
export function LoginForm({ busy, onSubmit }: { busy: boolean; onSubmit: (values: LoginValues) => void }) {
  const { t, i18n } = useLingui();
  const schema = useMemo(
    () =>
      v.object({
        email: emailField(i18n, { text: 'short' }),
        password: v.pipe(v.string(), v.nonEmpty(requiredText(i18n))),
        captchaToken: captchaTokenField(i18n),
      }),
    [i18n],
  );
  const { form, submit, captchaField } = useCaptchaForm<LoginValues>(
    schema,
    { email: '', password: '', captchaToken: '' },
    onSubmit,
  );
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {captchaField}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {t`Log in`}
      </Button>
    </form>
  );
}

/** Email and captcha; `onSubmit` gets what `session.requestPasswordReset` carries. */
export function PasswordResetRequestForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (values: PasswordResetValues) => void;
}) {
  const { t, i18n } = useLingui();
  const schema = useMemo(
    () => v.object({ email: emailField(i18n, { text: 'short' }), captchaToken: captchaTokenField(i18n) }),
    [i18n],
  );
  const { form, submit, captchaField } = useCaptchaForm<PasswordResetValues>(
    schema,
    { email: '', captchaToken: '' },
    onSubmit,
  );
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t`Enter your email address and we will send you a link to reset your password.`}</p>
      <FormField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {captchaField}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {t`Reset password`}
      </Button>
    </form>
  );
}

const linkButton = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: Lang;
  busy: boolean;
  onLogin: (values: LoginValues) => void;
  onRequestPasswordReset: (values: PasswordResetValues) => void;
  /** Called when a link inside the dialog navigates away (registration, guest checkout). */
  onNavigate: () => void;
}

/** The login modal: login, password reset request and guest checkout variants (spec 2). */
export function LoginDialog({
  open,
  onOpenChange,
  lang,
  busy,
  onLogin,
  onRequestPasswordReset,
  onNavigate,
}: LoginDialogProps) {
  const { t } = useLingui();
  const [variant, setVariant] = useState<LoginVariant>('login');
  // Back to the account button, or to the menu button when the menu sheet's entry opened it.
  const returnFocus = useReturnFocus(open);
  useEffect(() => {
    if (!open) setVariant('login');
  }, [open]);
  const titles: Record<LoginVariant, string> = {
    login: t`Log in`,
    passwordReset: t`Forgot your password?`,
    guest: t`Order as a guest`,
  };
  const registerPath = localizedPath(lang, 'register');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(28rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-semibold text-ink">
              {titles[variant]}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className="-mt-1 -mr-2 grid size-10 place-items-center rounded-full hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>

          {variant === 'login' && (
            <>
              <LoginForm busy={busy} onSubmit={onLogin} />
              <div className="mt-4 flex flex-col items-start gap-2">
                <button type="button" className={linkButton} onClick={() => setVariant('passwordReset')}>
                  {t`Forgot your password?`}
                </button>
                <button type="button" className={linkButton} onClick={() => setVariant('guest')}>
                  {t`Order as a guest`}
                </button>
              </div>
              <div className="mt-5 border-t border-sand-200 pt-4 text-sm text-muted">
                {t`New here?`}{' '}
                <AppLink href={registerPath} className={linkButton} onClick={onNavigate}>
                  {t`Create an account`}
                </AppLink>
              </div>
            </>
          )}

          {variant === 'passwordReset' && (
            <>
              <PasswordResetRequestForm busy={busy} onSubmit={onRequestPasswordReset} />
              <button type="button" className={`${linkButton} mt-4`} onClick={() => setVariant('login')}>
                {t`Back to login`}
              </button>
            </>
          )}

          {variant === 'guest' && (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-muted">
                {t`You can place your order without a customer account. You only need to enter your email address and addresses at checkout.`}
              </p>
              <AppLink
                href={localizedPath(lang, 'checkout')}
                className={buttonClasses('primary')}
                onClick={onNavigate}
              >
                {t`Continue as guest`}
              </AppLink>
              <button type="button" className={linkButton} onClick={() => setVariant('login')}>
                {t`Back to login`}
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The login modal of the default layout, bound to the app actor: open while the overlay
 * is 'loginModal'; the app machine opens it (also for `?login=1`, through the `$lang` route)
 * and closes it once the session is logged in.
 */

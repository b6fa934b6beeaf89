import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import * as v from 'valibot';
import type { CustomerRegistration } from '../../../machines/session.machine.ts';
import { useSession } from '../../lib/app-actor.tsx';
import { Button } from '../../ui/button.tsx';
import { useCaptchaForm } from '../../ui/captcha-form.tsx';
import { FieldError, FormField, inputClasses } from '../../ui/form-field.tsx';
import { readReferralCode } from './referral.ts';
import {
  captchaTokenField,
  emailField,
  nameField,
  requiredText,
  withNewPassword,
} from '../../lib/validation.ts';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';

export interface RegistrationValues {
  gender: string;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  date_of_birth: string;
  phonenumber: string;
  is_subscribed: boolean;
  terms: boolean;
  captchaToken: string;
}

/** What `session.register` carries: the customer (with the referral code) and the captcha token. */
export interface RegistrationSubmit {
  customer: CustomerRegistration & { affiliate_code?: string };
  captchaToken: string;
}

const DEFAULTS: RegistrationValues = {
  gender: '',
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  date_of_birth: '',
  phonenumber: '',
  is_subscribed: false,
  terms: false,
  captchaToken: '',
};

/** The form values as the backend's customer input; empty optional fields are left out. */
export function toRegistration(values: RegistrationValues, referralCode: string | null): RegistrationSubmit {
  const customer: CustomerRegistration & { affiliate_code?: string } = {
    email: values.email.trim(),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    password: values.password,
    is_subscribed: values.is_subscribed,
  };
  if (values.gender) customer.gender = Number(values.gender);
  if (values.date_of_birth) customer.date_of_birth = values.date_of_birth;
  if (values.phonenumber.trim()) customer.phonenumber = values.phonenumber.trim();
  if (referralCode) customer.affiliate_code = referralCode;
  return { customer, captchaToken: values.captchaToken };
}

/** The registration form (spec 3 Customer, spec 5 rules); `onSubmit` gets the register payload. */
export function RegistrationFormView({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (registration: RegistrationSubmit) => void;
}) {
  const { t, i18n } = useLingui();
  const schema = useMemo(
    () =>
      withNewPassword(
        i18n,
        {
          gender: v.string(),
          firstname: nameField(i18n, { required: true, min: 2 }),
          lastname: nameField(i18n, { required: true, min: 2 }),
          email: emailField(i18n),
          date_of_birth: v.string(),
          phonenumber: v.string(),
          is_subscribed: v.boolean(),
          terms: v.pipe(v.boolean(), v.value(true, requiredText(i18n))),
          captchaToken: captchaTokenField(i18n),
        },
        { mismatch: 'value' },
      ),
    [i18n],
  );
  const { form, submit, captchaField } = useCaptchaForm<RegistrationValues>(schema, DEFAULTS, (values) =>
    onSubmit(toRegistration(values, readReferralCode())),
  );
  const errors = form.formState.errors;
  const ids = { gender: useId(), newsletter: useId(), terms: useId(), termsError: useId() };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Create an account`}
      className="mx-auto my-8 grid max-w-2xl gap-4 rounded-2xl border border-sand-200 bg-white p-5 sm:grid-cols-2 sm:p-8"
    >
      <h2 className="font-display text-2xl font-semibold text-ink sm:col-span-2">{t`Create an account`}</h2>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={ids.gender} className="text-sm font-medium text-ink">
          {t`Salutation (optional)`}
        </label>
        <select id={ids.gender} className={`${inputClasses} sm:max-w-56`} {...form.register('gender')}>
          <option value="">{t`Please choose`}</option>
          <option value="2">{t`Ms`}</option>
          <option value="1">{t`Mr`}</option>
          <option value="3">{t`Not specified`}</option>
        </select>
      </div>
      <FormField
        label={t`First name`}
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...form.register('firstname')}
      />
      <FormField
        label={t`Last name`}
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...form.register('lastname')}
      />
      <FormField
        label={t`Email`}
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <NewPasswordFields form={form} passwordLabel={t`Password`} confirmationLabel={t`Confirm password`} />
      <FormField
        label={t`Date of birth (optional)`}
        type="date"
        autoComplete="bday"
        {...form.register('date_of_birth')}
      />
      <FormField
        label={t`Phone (optional)`}
        type="tel"
        autoComplete="tel"
        {...form.register('phonenumber')}
      />
      <div className="flex items-start gap-2 sm:col-span-2">
        <input
          id={ids.newsletter}
          type="checkbox"
          className="mt-1 size-4"
          {...form.register('is_subscribed')}
        />
        <label htmlFor={ids.newsletter} className="text-sm text-ink">
          {t`Subscribe to the newsletter`}
        </label>
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <div className="flex items-start gap-2">
          <input
            id={ids.terms}
            type="checkbox"
            className="mt-1 size-4"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? ids.termsError : undefined}
            {...form.register('terms')}
          />
          <label htmlFor={ids.terms} className="text-sm text-ink">
            {t`I accept the terms and conditions and have read the privacy policy.`}
          </label>
        </div>
        {errors.terms?.message ? <FieldError id={ids.termsError}>{errors.terms.message}</FieldError> : null}
      </div>
      <div className="sm:col-span-2">{captchaField}</div>
      <Button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className="sm:col-span-2 sm:justify-self-start"
      >
        {t`Register`}
      </Button>
    </form>
  );
}

/**
 * The registration form bound to the session: sends `session.register`; failures are the
 * session's persistent danger notifications. Logged in, it says so instead.
 */
export function RegistrationForm() {
  const { t } = useLingui();
  const session = useSession();
  if (session.loggedIn) {
    return (
      <p role="status" className="mx-auto my-8 max-w-2xl rounded-2xl bg-brand-50 p-5 text-brand-900">
        {t`You are logged in.`}
      </p>
    );
  }
  return (
    <RegistrationFormView
      busy={session.busy}
      onSubmit={(registration) => session.send({ type: 'session.register', ...registration })}
    />
  );
}

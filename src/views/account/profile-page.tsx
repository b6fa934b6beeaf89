import { useApolloClient, useQuery } from '@apollo/client/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { Lang } from '../../../domain/store.ts';
import {
  AccountOverviewDocument,
  ChangeCustomerPasswordDocument,
  UpdateCustomerEmailDocument,
  UpdateCustomerProfileDocument,
} from '../../../graphql/generated/operations.ts';
import { emailField, nameField, requiredText, withNewPassword } from '../../lib/validation.ts';
import { Button } from '../../ui/button.tsx';
import { FormField, inputClasses } from '../../ui/form-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell } from './account-ui.tsx';
import { FormStatusLine, useAccountForm } from './form-status.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';

interface ProfileValues {
  prefix: string;
  firstname: string;
  lastname: string;
  suffix: string;
  date_of_birth: string;
  gender: string;
  taxvat: string;
  phonenumber: string;
}

type Customer = NonNullable<ReturnType<typeof useProfile>['customer']>;

function useProfile() {
  const { data } = useQuery(AccountOverviewDocument, { fetchPolicy: 'cache-and-network' });
  return { customer: data?.customer ?? null };
}

function ProfileForm({ customer }: { customer: Customer }) {
  const { t, i18n } = useLingui();
  const client = useApolloClient();
  const schema = useMemo(
    () =>
      v.object({
        prefix: nameField(i18n, { required: false }),
        firstname: nameField(i18n, { required: true }),
        lastname: nameField(i18n, { required: true }),
        suffix: nameField(i18n, { required: false }),
        date_of_birth: v.string(),
        gender: v.string(),
        taxvat: v.string(),
        phonenumber: v.string(),
      }),
    [i18n],
  );
  const form = useForm<ProfileValues>({
    resolver: valibotResolver(schema),
    defaultValues: {
      prefix: customer.prefix ?? '',
      firstname: customer.firstname ?? '',
      lastname: customer.lastname ?? '',
      suffix: customer.suffix ?? '',
      date_of_birth: customer.date_of_birth ?? '',
      gender: customer.gender ? String(customer.gender) : '',
      taxvat: customer.taxvat ?? '',
      phonenumber: customer.phonenumber ?? '',
    },
  });
  const save = useAccountForm(async (values: ProfileValues) =>
    client.mutate({
      mutation: UpdateCustomerProfileDocument,
      variables: {
        input: {
          prefix: values.prefix,
          firstname: values.firstname,
          lastname: values.lastname,
          suffix: values.suffix,
          date_of_birth: values.date_of_birth || null,
          gender: values.gender ? Number(values.gender) : null,
          taxvat: values.taxvat,
          phonenumber: values.phonenumber,
        },
      },
      refetchQueries: [AccountOverviewDocument],
    }),
  );
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-label={t`Personal data`}
      onSubmit={form.handleSubmit(save.submit)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <h2 className="font-semibold text-ink sm:col-span-2">{t`Personal data`}</h2>
      <FormField label={t`Prefix`} autoComplete="honorific-prefix" {...form.register('prefix')} />
      <FormField label={t`Suffix`} autoComplete="honorific-suffix" {...form.register('suffix')} />
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
        label={t`Date of birth`}
        type="date"
        autoComplete="bday"
        {...form.register('date_of_birth')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="profile-gender" className="text-sm font-medium text-ink">
          {t`Gender`}
        </label>
        <select id="profile-gender" className={inputClasses} {...form.register('gender')}>
          <option value="">{t`Please choose`}</option>
          <option value="1">{t`Male`}</option>
          <option value="2">{t`Female`}</option>
          <option value="3">{t`Not specified`}</option>
        </select>
      </div>
      <FormField label={t`Tax/VAT number`} {...form.register('taxvat')} />
      <FormField label={t`Phone number`} type="tel" autoComplete="tel" {...form.register('phonenumber')} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.busy} aria-busy={save.busy || undefined}>
          {save.busy ? <Spinner label={t`Saving`} className="[&_svg]:size-4 text-white" /> : null}
          {t`Save`}
        </Button>
        <FormStatusLine status={save.status} error={save.error} saved={t`Your profile was saved.`} />
      </div>
    </form>
  );
}

function EmailForm({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const client = useApolloClient();
  const schema = useMemo(
    () => v.object({ email: emailField(i18n), password: v.pipe(v.string(), v.nonEmpty(requiredText(i18n))) }),
    [i18n],
  );
  const form = useForm<{ email: string; password: string }>({
    resolver: valibotResolver(schema),
    defaultValues: { email, password: '' },
  });
  const save = useAccountForm(async (values: { email: string; password: string }) => {
    const result = await client.mutate({
      mutation: UpdateCustomerEmailDocument,
      variables: values,
      refetchQueries: [AccountOverviewDocument],
    });
    form.setValue('password', '');
    return result;
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-label={t`Change email`}
      onSubmit={form.handleSubmit(save.submit)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <h2 className="font-semibold text-ink sm:col-span-2">{t`Change email`}</h2>
      <FormField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.busy} aria-busy={save.busy || undefined}>
          {t`Change email`}
        </Button>
        <FormStatusLine status={save.status} error={save.error} saved={t`Your email address was changed.`} />
      </div>
    </form>
  );
}

interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

function PasswordForm() {
  const { t, i18n } = useLingui();
  const client = useApolloClient();
  const schema = useMemo(
    () => withNewPassword(i18n, { currentPassword: v.pipe(v.string(), v.nonEmpty(requiredText(i18n))) }),
    [i18n],
  );
  const form = useForm<PasswordValues>({
    resolver: valibotResolver(schema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    criteriaMode: 'all',
  });
  const save = useAccountForm(async (values: PasswordValues) => {
    const result = await client.mutate({
      mutation: ChangeCustomerPasswordDocument,
      variables: { currentPassword: values.currentPassword, newPassword: values.password },
    });
    form.reset();
    return result;
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-label={t`Change password`}
      onSubmit={form.handleSubmit(save.submit)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <h2 className="font-semibold text-ink sm:col-span-2">{t`Change password`}</h2>
      <FormField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        className="sm:col-span-2"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        form={form}
        passwordLabel={t`New password`}
        confirmationLabel={t`Confirm new password`}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.busy} aria-busy={save.busy || undefined}>
          {t`Change password`}
        </Button>
        <FormStatusLine status={save.status} error={save.error} saved={t`Your password was changed.`} />
      </div>
    </form>
  );
}

/** /{lang}/customer/my-profile/: personal data, email change, password change. */
export function ProfilePage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const { customer } = useProfile();
  return (
    <AccountShell lang={lang} title={t`My profile`}>
      {customer ? (
        <div className="flex flex-col gap-10">
          <ProfileForm customer={customer} />
          <EmailForm email={customer.email ?? ''} />
          <PasswordForm />
        </div>
      ) : (
        <Spinner label={t`Loading`} />
      )}
    </AccountShell>
  );
}

import { useApolloClient, useQuery } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  type AddressField,
  type AddressProblem,
  addressProblems,
  STREET_LINES_MAX,
} from '../../../domain/address.ts';
import type { Lang } from '../../../domain/store.ts';
import {
  type AccountAddressFieldsFragment,
  AccountAddressesDocument,
  CountriesDocument,
  type CountryCodeEnum,
  CreateCustomerAddressDocument,
  UpdateCustomerAddressDocument,
} from '../../../graphql/generated/operations.ts';
import { invalidNameText, requiredText } from '../../lib/validation.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldError, FormField, inputClasses } from '../../ui/form-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell } from './account-ui.tsx';
import { FormStatusLine, useAccountForm } from './form-status.tsx';
import { localizedPath } from '../../../domain/paths.ts';

interface AddressValues {
  firstname: string;
  lastname: string;
  company: string;
  telephone: string;
  street: string[];
  city: string;
  postcode: string;
  country_code: string;
  region_id: string;
  default_billing: boolean;
  default_shipping: boolean;
}

function problemText(i18n: I18n, problem: AddressProblem): string {
  switch (problem.rule) {
    case 'required':
      return problem.field === 'region' ? i18n._(msg`Please select a region`) : requiredText(i18n);
    case 'maxLength':
      return i18n._(msg`The field may have at most ${problem.max} characters`);
    case 'invalidName':
      return invalidNameText(i18n);
    case 'maxLines':
      return i18n._(msg`At most ${problem.max} street lines`);
    case 'format':
      return i18n._(msg`Please enter a valid postcode, for example ${problem.example}`);
    case 'unknownCountry':
      return i18n._(msg`Please select a country`);
    case 'unknownRegion':
      return i18n._(msg`Please select a region`);
  }
}

function initialValues(address: AccountAddressFieldsFragment | null, lang: Lang): AddressValues {
  const street = [...(address?.street ?? [])].map((s) => s ?? '');
  while (street.length < STREET_LINES_MAX) street.push('');
  return {
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    company: address?.company ?? '',
    telephone: address?.telephone ?? '',
    street,
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    country_code: address?.country_code ?? (lang === 'de' ? 'DE' : ''),
    region_id: address?.region?.region_id ? String(address.region.region_id) : '',
    default_billing: address?.default_billing ?? false,
    default_shipping: address?.default_shipping ?? false,
  };
}

function AddressForm({ lang, address }: { lang: Lang; address: AccountAddressFieldsFragment | null }) {
  const { t, i18n } = useLingui();
  const client = useApolloClient();
  const navigate = useNavigate();
  const countries = useQuery(CountriesDocument);
  const [values, setValues] = useState(() => initialValues(address, lang));
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  const save = useAccountForm(async (v: AddressValues) => {
    const input = {
      firstname: v.firstname,
      lastname: v.lastname,
      company: v.company,
      telephone: v.telephone,
      street: v.street,
      city: v.city,
      postcode: v.postcode,
      country_code: v.country_code as CountryCodeEnum,
      region: v.region_id ? { region_id: Number(v.region_id) } : null,
      ...(v.default_billing ? { default_billing: true } : {}),
      ...(v.default_shipping ? { default_shipping: true } : {}),
    };
    return address?.id != null
      ? client.mutate({
          mutation: UpdateCustomerAddressDocument,
          variables: { id: address.id, input },
          refetchQueries: [AccountAddressesDocument],
          awaitRefetchQueries: true,
        })
      : client.mutate({
          mutation: CreateCustomerAddressDocument,
          variables: { input },
          refetchQueries: [AccountAddressesDocument],
          awaitRefetchQueries: true,
        });
  });
  useEffect(() => {
    if (save.status === 'saved')
      void navigate({ to: '/$lang/customer/addresses-details/', params: { lang } });
  }, [save.status, navigate, lang]);

  const country = countries.data?.countries?.find((c) => c?.id === values.country_code);
  const regions = (country?.available_regions ?? []).filter((r) => !!r);
  const set = (field: keyof AddressValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({
      ...old,
      [field]: event.target.value,
      // A new country drops the region of the old one.
      ...(field === 'country_code' ? { region_id: '' } : {}),
    }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = addressProblems({
      ...values,
      region: values.region_id ? { region_id: Number(values.region_id) } : null,
    });
    const byField: Partial<Record<AddressField, string>> = {};
    for (const problem of found) byField[problem.field] ??= problemText(i18n, problem);
    setProblems(byField);
    if (found.length === 0) save.submit(values);
  };

  const field = (
    name: 'firstname' | 'lastname' | 'company' | 'telephone' | 'city' | 'postcode',
    label: string,
    autoComplete: string,
  ) => (
    <FormField
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={set(name)}
      error={problems[name]}
    />
  );
  const streetLabels = [
    t`Street and house number`,
    t`Apartment, floor`,
    t`Neighborhood`,
    t`Additional address line`,
  ];
  return (
    <form
      noValidate
      aria-label={address ? t`Edit address` : t`Add new address`}
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
    >
      {field('firstname', t`First name`, 'given-name')}
      {field('lastname', t`Last name`, 'family-name')}
      {field('company', t`Company`, 'organization')}
      {field('telephone', t`Phone number`, 'tel')}
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="address-country" className="text-sm font-medium text-ink">
          {t`Country`}
        </label>
        <select
          id="address-country"
          className={inputClasses}
          value={values.country_code}
          onChange={set('country_code')}
          aria-invalid={problems.country_code ? true : undefined}
        >
          <option value="">{t`Please choose`}</option>
          {(countries.data?.countries ?? []).map((c) =>
            c ? (
              <option key={c.id} value={c.id ?? ''}>
                {c.full_name_locale}
              </option>
            ) : null,
          )}
        </select>
        {problems.country_code ? <FieldError>{problems.country_code}</FieldError> : null}
      </div>
      {regions.length > 0 ? (
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="address-region" className="text-sm font-medium text-ink">
            {t`Region`}
          </label>
          <select
            id="address-region"
            className={inputClasses}
            value={values.region_id}
            onChange={set('region_id')}
            disabled={!values.country_code}
            aria-invalid={problems.region ? true : undefined}
          >
            <option value="">{t`Please choose`}</option>
            {regions.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </select>
          {problems.region ? <FieldError>{problems.region}</FieldError> : null}
        </div>
      ) : null}
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="text-sm font-medium text-ink">{t`Street address`}</legend>
        {values.street.map((line, i) => (
          <FormField
            // biome-ignore lint/suspicious/noArrayIndexKey: the four street lines have fixed positions
            key={i}
            label={streetLabels[i] ?? ''}
            // HTML's autofill names three street lines; the fourth has no token of its own.
            autoComplete={i < 3 ? `address-line${i + 1}` : 'off'}
            value={line}
            onChange={(event) =>
              setValues((old) => ({
                ...old,
                street: old.street.map((s, j) => (j === i ? event.target.value : s)),
              }))
            }
            error={i === 0 ? problems.street : undefined}
          />
        ))}
      </fieldset>
      {field('postcode', t`Postcode`, 'postal-code')}
      {field('city', t`City`, 'address-level2')}
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={values.default_billing}
          disabled={address?.default_billing ?? false}
          onChange={(e) => setValues((old) => ({ ...old, default_billing: e.target.checked }))}
        />
        {t`Use as my default billing address`}
      </label>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={values.default_shipping}
          disabled={address?.default_shipping ?? false}
          onChange={(e) => setValues((old) => ({ ...old, default_shipping: e.target.checked }))}
        />
        {t`Use as my default shipping address`}
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.busy} aria-busy={save.busy || undefined}>
          {t`Save address`}
        </Button>
        <AppLink href={localizedPath(lang, 'addresses')} className="text-sm text-brand-800 underline">
          {t`Cancel`}
        </AppLink>
        <FormStatusLine status={save.status} error={save.error} saved={t`The address was saved.`} />
      </div>
    </form>
  );
}

/** /{lang}/customer/addresses-details/create/ and …/edit/{addressId}/. */
export function AddressFormPage({ lang, addressId }: { lang: Lang; addressId?: number }) {
  const { t } = useLingui();
  const { data } = useQuery(AccountAddressesDocument, { skip: addressId === undefined });
  const address =
    addressId === undefined
      ? null
      : (data?.customer?.addresses?.find((a) => a?.id === addressId) ?? undefined);
  return (
    <AccountShell lang={lang} title={addressId === undefined ? t`Add new address` : t`Edit address`}>
      {address === undefined ? (
        data ? (
          <p className="text-sm text-muted">{t`This address does not exist.`}</p>
        ) : (
          <Spinner label={t`Loading`} />
        )
      ) : (
        <AddressForm lang={lang} address={address} />
      )}
    </AccountShell>
  );
}

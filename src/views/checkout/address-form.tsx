import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { AddressDraft, AddressField, AddressProblem } from '../../../domain/address.ts';
import { checkoutAddressProblems, SHOP_COUNTRIES, type ShopCode } from '../../../domain/checkout.ts';
import { countryName, countryRules } from '../../../domain/countries.ts';
import { invalidNameText } from '../../lib/validation.ts';
import type { CheckoutAddress } from '../../../machines/checkout.machine.ts';
import { Button } from '../../ui/button.tsx';
import { FieldError, FormField, inputClasses } from '../../ui/form-field.tsx';

const EMPTY: CheckoutAddress = {
  firstname: '',
  lastname: '',
  company: '',
  street: ['', ''],
  city: '',
  postcode: '',
  region: '',
  country_code: '',
  telephone: '',
};

/**
 * A shipping or billing address: the country first, then its region where it has regions;
 * street as up to two lines here (empty parts are dropped); checked with the shared rules
 * before it is sent, so the shopper sees what to fix in their language.
 */
export function AddressForm({
  shop,
  lang,
  initial,
  busy,
  submitLabel,
  offerSave,
  onSubmit,
}: {
  shop: ShopCode;
  lang: string;
  initial: CheckoutAddress | null;
  busy: boolean;
  submitLabel: string;
  /** Customers may keep a new address in their address book. */
  offerSave: boolean;
  onSubmit: (address: CheckoutAddress, save: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const [address, setAddress] = useState<CheckoutAddress>(() => ({
    ...EMPTY,
    country_code: SHOP_COUNTRIES[shop][0] ?? '',
    ...initial,
    street: [...(initial?.street ?? []), '', ''].slice(0, 2),
  }));
  const [save, setSave] = useState(false);
  const [problems, setProblems] = useState<AddressProblem[]>([]);
  const countryId = useId();
  const regionId = useId();
  const country = countryRules(address.country_code);
  const set = (field: keyof CheckoutAddress) => (value: string) =>
    setAddress((current) => ({
      ...current,
      [field]: value,
      ...(field === 'country_code' ? { region: '' } : {}),
    }));

  const messageFor = (field: AddressField): string | undefined => {
    const problem = problems.find((p) => p.field === field);
    if (!problem) return undefined;
    switch (problem.rule) {
      case 'required':
        return field === 'region' ? t`Please choose a region.` : t`This field is required`;
      case 'maxLength':
        return t`The field should have at most ${problem.max} characters`;
      case 'invalidName':
        return invalidNameText(i18n);
      case 'maxLines':
        return t`At most ${problem.max} lines.`;
      case 'format':
        return t`Please enter a valid postcode, for example ${problem.example}.`;
      case 'unknownCountry':
        return t`We do not deliver to this country from this shop.`;
      case 'unknownRegion':
        return t`Please choose a region.`;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft: AddressDraft = {
      ...address,
      region: country?.regions.length ? { region_code: address.region ?? null } : { region: null },
    };
    const found = checkoutAddressProblems(shop, draft);
    setProblems(found);
    if (found.length === 0) onSubmit({ ...address, street: address.street.filter((l) => l.trim()) }, save);
  };

  const field = (
    name: 'firstname' | 'lastname' | 'company' | 'city' | 'postcode' | 'telephone',
    label: string,
    autoComplete: string,
    required = true,
  ) => (
    <FormField
      label={label}
      name={name}
      autoComplete={autoComplete}
      required={required}
      value={address[name] ?? ''}
      onChange={(e) => set(name)(e.target.value)}
      error={messageFor(name)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={countryId} className="text-sm font-medium text-ink">{t`Country`}</label>
        <select
          id={countryId}
          className={inputClasses}
          value={address.country_code}
          onChange={(e) => set('country_code')(e.target.value)}
          autoComplete="country"
        >
          {SHOP_COUNTRIES[shop].map((code) => (
            <option key={code} value={code}>
              {countryName(code, lang)}
            </option>
          ))}
        </select>
      </div>
      {field('firstname', t`First name`, 'given-name')}
      {field('lastname', t`Last name`, 'family-name')}
      <div className="sm:col-span-2">{field('company', t`Company (optional)`, 'organization', false)}</div>
      <FormField
        className="sm:col-span-2"
        label={t`Street and house number`}
        name="street"
        autoComplete="address-line1"
        required
        value={address.street[0] ?? ''}
        onChange={(e) => setAddress((c) => ({ ...c, street: [e.target.value, c.street[1] ?? ''] }))}
        error={messageFor('street')}
      />
      <FormField
        className="sm:col-span-2"
        label={t`Apartment, floor (optional)`}
        name="street2"
        autoComplete="address-line2"
        value={address.street[1] ?? ''}
        onChange={(e) => setAddress((c) => ({ ...c, street: [c.street[0] ?? '', e.target.value] }))}
      />
      {field('postcode', t`Postcode`, 'postal-code')}
      {field('city', t`City`, 'address-level2')}
      {country && country.regions.length > 0 ? (
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={regionId} className="text-sm font-medium text-ink">
            {country.regionRequired ? t`Region` : t`Region (optional)`}
          </label>
          <select
            id={regionId}
            className={inputClasses}
            value={address.region ?? ''}
            onChange={(e) => set('region')(e.target.value)}
            aria-invalid={messageFor('region') ? true : undefined}
          >
            <option value="">{t`Please choose`}</option>
            {country.regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
          {messageFor('region') ? <FieldError>{messageFor('region') ?? ''}</FieldError> : null}
        </div>
      ) : null}
      <div className="sm:col-span-2">{field('telephone', t`Phone`, 'tel')}</div>
      {offerSave ? (
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
          {t`Save this address in my account`}
        </label>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

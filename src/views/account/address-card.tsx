import { useLingui } from '@lingui/react/macro';
import { countryName } from '../../../domain/countries.ts';
import type {
  AccountAddressFieldsFragment,
  AccountOrderAddressFieldsFragment,
} from '../../../graphql/generated/operations.ts';

/** An address as lines: name, company, street lines, postcode and city, region, country, phone. */
export function AddressLines({ address }: { address: AccountAddressFieldsFragment }) {
  const { i18n } = useLingui();
  const lines = [
    `${address.firstname ?? ''} ${address.lastname ?? ''}`.trim(),
    address.company,
    ...(address.street ?? []),
    `${address.postcode ?? ''} ${address.city ?? ''}`.trim(),
    address.region?.region,
    address.country_code ? countryName(address.country_code, i18n.locale) : null,
    address.telephone,
  ].filter((line): line is string => !!line);
  return (
    <address className="text-sm not-italic text-ink">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address have a fixed order
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** An order's (or a savings plan's) address as lines, like `AddressLines`. */
export function OrderAddressLines({ address }: { address: AccountOrderAddressFieldsFragment }) {
  const { i18n } = useLingui();
  const lines = [
    `${address.firstname} ${address.lastname}`.trim(),
    address.company,
    ...address.street,
    `${address.postcode ?? ''} ${address.city}`.trim(),
    address.region,
    address.country_code ? countryName(address.country_code, i18n.locale) : null,
    address.telephone,
  ].filter((line): line is string => !!line);
  return (
    <address className="text-sm not-italic text-ink">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address have a fixed order
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

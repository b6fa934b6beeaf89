import { useLingui } from '@lingui/react/macro';
import { countryName } from '../../../domain/countries.ts';
import type {
  AccountAddressFieldsFragment,
  AccountOrderAddressFieldsFragment,
} from '../../../graphql/generated/operations.ts';

/** An address as lines: name, company, street lines, postcode and city, region, country, phone. */
export function AddressLines({ address }: { address: AccountAddressFieldsFragment }) {
  const { i18n } = useLingui();
  return (
    <AddressBlock
      lines={[
        `${address.firstname ?? ''} ${address.lastname ?? ''}`.trim(),
        address.company,
        ...(address.street ?? []),
        `${address.postcode ?? ''} ${address.city ?? ''}`.trim(),
        address.region?.region,
        address.country_code ? countryName(address.country_code, i18n.locale) : null,
        address.telephone,
      ]}
    />
  );
}

/** An order's (or a savings plan's) address as lines, like `AddressLines`. */
export function OrderAddressLines({ address }: { address: AccountOrderAddressFieldsFragment }) {
  const { i18n } = useLingui();
  return (
    <AddressBlock
      lines={[
        `${address.firstname} ${address.lastname}`.trim(),
        address.company,
        ...address.street,
        `${address.postcode ?? ''} ${address.city}`.trim(),
        address.region,
        address.country_code ? countryName(address.country_code, i18n.locale) : null,
        address.telephone,
      ]}
    />
  );
}

/** The lines of an address, the empty ones left out, in one `<address>`. */
function AddressBlock({ lines }: { lines: (string | null | undefined)[] }) {
  return (
    <address className="text-sm not-italic text-ink">
      {lines
        .filter((line): line is string => !!line)
        .map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address have a fixed order
          <span key={i} className="block">
            {line}
          </span>
        ))}
    </address>
  );
}

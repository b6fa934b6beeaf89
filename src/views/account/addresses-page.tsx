import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../domain/store.ts';
import {
  type AccountAddressFieldsFragment,
  AccountAddressesDocument,
  DeleteCustomerAddressDocument,
} from '../../../graphql/generated/operations.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AddressLines } from './address-card.tsx';
import { AccountShell } from './account-ui.tsx';
import { FormStatusLine, useAccountForm } from './form-status.tsx';
import { localizedPath } from '../../../domain/paths.ts';

function AddressItem({ lang, address }: { lang: Lang; address: AccountAddressFieldsFragment }) {
  const { t } = useLingui();
  const client = useApolloClient();
  const remove = useAccountForm(async (id: number) =>
    client.mutate({
      mutation: DeleteCustomerAddressDocument,
      variables: { id },
      refetchQueries: [AccountAddressesDocument],
      awaitRefetchQueries: true,
    }),
  );
  const isDefault = address.default_billing || address.default_shipping;
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-sand-200">
      <AddressLines address={address} />
      <p className="flex flex-wrap gap-2 text-xs">
        {address.default_billing ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900">{t`Default billing address`}</span>
        ) : null}
        {address.default_shipping ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900">{t`Default shipping address`}</span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <AppLink
          href={localizedPath(lang, 'addresses', `edit/${address.id}`)}
          className={buttonClasses('secondary')}
          aria-label={t`Edit address ${address.street?.[0] ?? ''}`}
        >
          {t`Edit`}
        </AppLink>
        {isDefault ? null : (
          <Button
            variant="ghost"
            disabled={remove.busy}
            onClick={() => address.id != null && remove.submit(address.id)}
            aria-label={t`Delete address ${address.street?.[0] ?? ''}`}
          >
            {t`Delete`}
          </Button>
        )}
      </div>
      <FormStatusLine status={remove.status} error={remove.error} saved="" />
    </li>
  );
}

/** /{lang}/customer/addresses-details/: the address book with its defaults; add, edit, delete. */
export function AddressesPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const { data, loading } = useQuery(AccountAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const addresses = (data?.customer?.addresses ?? []).filter((a): a is AccountAddressFieldsFragment => !!a);
  return (
    <AccountShell lang={lang} title={t`Addresses`}>
      <AppLink href={localizedPath(lang, 'addresses', 'create')} className={buttonClasses('primary')}>
        {t`Add new address`}
      </AppLink>
      {!data && loading ? <Spinner label={t`Loading`} /> : null}
      {data && addresses.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t`You have no saved addresses yet.`}</p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {addresses.map((address) => (
          <AddressItem key={address.id} lang={lang} address={address} />
        ))}
      </ul>
    </AccountShell>
  );
}

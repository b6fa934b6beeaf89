import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../domain/store.ts';
import {
  CustomerWishlistDocument,
  RemoveProductsFromWishlistDocument,
} from '../../../graphql/generated/operations.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell, FormStatusLine, useAccountForm } from './account-ui.tsx';

/** /{lang}/customer/my-wishlist/: the wished products; remove one. */
export function WishlistPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const client = useApolloClient();
  const { data } = useQuery(CustomerWishlistDocument, { fetchPolicy: 'cache-and-network' });
  const wishlist = data?.customer?.wishlist ?? null;
  const items = wishlist?.items_v2?.items ?? [];
  const remove = useAccountForm(async (id: string) =>
    client.mutate({
      mutation: RemoveProductsFromWishlistDocument,
      variables: { wishlistId: wishlist?.id ?? '', ids: [id] },
      refetchQueries: [CustomerWishlistDocument],
      awaitRefetchQueries: true,
    }),
  );
  return (
    <AccountShell lang={lang} title={t`Wishlist`}>
      {!data ? <Spinner label={t`Loading`} /> : null}
      {data && items.length === 0 ? <p className="text-sm text-muted">{t`Your wishlist is empty.`}</p> : null}
      <ul className="flex flex-col gap-3">
        {items.map((item) =>
          item?.product ? (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200"
            >
              <AppLink
                href={`/${lang}/${item.product.url_key ?? `p/${item.product.sku}`}/`}
                className="font-semibold text-brand-800 underline"
              >
                {item.product.name}
              </AppLink>
              <Button
                variant="ghost"
                disabled={remove.busy}
                onClick={() => remove.submit(item.id)}
                aria-label={t`Remove ${item.product.name ?? ''} from the wishlist`}
              >
                {t`Remove`}
              </Button>
            </li>
          ) : null,
        )}
      </ul>
      <FormStatusLine status={remove.status} error={remove.error} saved={t`Removed from your wishlist.`} />
    </AccountShell>
  );
}

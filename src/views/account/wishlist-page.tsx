import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../domain/store.ts';
import { useWishlist } from '../../lib/app-actor.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell } from './account-ui.tsx';

/**
 * /{lang}/customer/my-wishlist/: the wished products from the app's wishlist actor (the one the
 * hearts and badges show). 'Add to cart' puts one into the cart and takes it off the list
 * (spec 4); 'Remove' takes it off. Failures show as 'Wishlist error' notifications.
 */
export function WishlistPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const wishlist = useWishlist();
  const { items, busy } = wishlist;
  return (
    <AccountShell lang={lang} title={t`Wishlist`}>
      {wishlist.failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>{t`The wishlist could not be loaded.`}</p>
          <Button variant="secondary" onClick={() => wishlist.send({ type: 'wishlist.retry' })}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      {!wishlist.loaded && !wishlist.failed ? <Spinner label={t`Loading`} /> : null}
      {wishlist.loaded && items.length === 0 ? (
        <p className="text-sm text-muted">{t`Your wishlist is empty.`}</p>
      ) : null}
      <ul className="flex flex-col gap-3" aria-busy={busy || undefined}>
        {items.map((item) => {
          const name = item.name ?? item.sku;
          return (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200"
            >
              <AppLink
                href={`/${lang}/${item.urlKey ? item.urlKey : `p/${item.sku}`}/`}
                className="font-semibold text-brand-800 underline"
              >
                {name}
              </AppLink>
              <div className="flex flex-wrap gap-2">
                <Button
                  disabled={busy}
                  onClick={() => wishlist.send({ type: 'wishlist.moveToCart', sku: item.sku, name })}
                  aria-label={t`Add to cart: ${name}`}
                >
                  {t`Add to cart`}
                </Button>
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => wishlist.send({ type: 'wishlist.toggle', sku: item.sku })}
                  aria-label={t`Remove ${name} from the wishlist`}
                >
                  {t`Remove`}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </AccountShell>
  );
}

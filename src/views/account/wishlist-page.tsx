import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../domain/store.ts';
import { useWishlist } from '../../lib/app-actor.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WishlistItems } from '../../ui/wishlist-items.tsx';
import { AccountShell } from './account-ui.tsx';

/**
 * /{lang}/customer/my-wishlist/: the wished products from the app's wishlist actor (the one the
 * hearts, badges and the wishlist sidebar show). 'Add to cart' puts one into the cart and takes
 * it off the list (spec 4); 'Remove' takes it off. Failures show as 'Wishlist error' notifications.
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
      <WishlistItems lang={lang} items={items} busy={busy} send={wishlist.send} />
    </AccountShell>
  );
}

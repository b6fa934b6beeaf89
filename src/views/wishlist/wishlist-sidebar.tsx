import { useLingui } from '@lingui/react/macro';
import { localizedPath } from '../../../domain/paths.ts';
import type { Lang } from '../../../domain/store.ts';
import { useOverlay, useWishlist } from '../../lib/app-actor.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { SidebarSheet } from '../../ui/sidebar-sheet.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WishlistItems } from '../../ui/wishlist-items.tsx';

/**
 * The wishlist sidebar of the default layout (spec 2), open while the app's overlay is
 * 'wishlistSidebar' (the header's and bottom bar's wishlist icon open it; any other overlay
 * replaces it). It lists the app's wishlist actor's items with 'Add to cart' and 'Remove' and
 * links to the page my-wishlist. Escape or the close button closes it; focus returns to the
 * element that opened it (SidebarSheet). Loaded when first opened (see the layout route).
 */
export function WishlistSidebar({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const { overlay, close } = useOverlay();
  const wishlist = useWishlist();
  return (
    <SidebarSheet
      open={overlay === 'wishlistSidebar'}
      onClose={close}
      title={t`Wishlist`}
      description={t`The products on your wishlist`}
      footer={
        <AppLink
          href={localizedPath(lang, 'wishlist')}
          className={buttonClasses('secondary')}
          onClick={close}
        >
          {t`Go to my wishlist`}
        </AppLink>
      }
    >
      {wishlist.failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-sm">
          <p>{t`The wishlist could not be loaded.`}</p>
          <Button variant="secondary" onClick={() => wishlist.send({ type: 'wishlist.retry' })}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      {!wishlist.loaded && !wishlist.failed ? <Spinner label={t`Loading`} className="py-6" /> : null}
      {wishlist.loaded && wishlist.items.length === 0 ? (
        <p className="py-6">{t`Your wishlist is empty.`}</p>
      ) : null}
      <WishlistItems
        lang={lang}
        items={wishlist.items}
        busy={wishlist.busy}
        send={wishlist.send}
        compact
        onNavigate={close}
      />
    </SidebarSheet>
  );
}

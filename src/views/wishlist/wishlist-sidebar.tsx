import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import { localizedPath } from '../../../domain/paths.ts';
import type { Lang } from '../../../domain/store.ts';
import { useOverlay, useWishlist } from '../../lib/app-actor.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WishlistItems } from '../../ui/wishlist-items.tsx';

/**
 * The wishlist sidebar of the default layout (spec 2), open while the app's overlay is
 * 'wishlistSidebar' (the header's and bottom bar's wishlist icon open it; any other overlay
 * replaces it). It lists the app's wishlist actor's items with 'Add to cart' and 'Remove' and
 * links to the page my-wishlist. Escape or the close button closes it; focus returns to the
 * element that opened it. Loaded when first opened (see the layout route).
 */
export function WishlistSidebar({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const { overlay, close } = useOverlay();
  const wishlist = useWishlist();
  const open = overlay === 'wishlistSidebar';
  // The element focused when the sidebar opened (the icon), captured before the dialog moves
  // focus into itself (layout effects run before the dialog's focus trap mounts).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(26rem,92vw)] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-sand-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-ink">{t`Wishlist`}</Dialog.Title>
            <Dialog.Description className="sr-only">{t`The products on your wishlist`}</Dialog.Description>
            <Dialog.Close
              aria-label={t`Close`}
              className="grid size-10 place-items-center rounded-full text-ink hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4">
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
          </div>
          <div className="flex flex-col gap-3 border-t border-sand-200 px-4 py-4">
            <AppLink
              href={localizedPath(lang, 'wishlist')}
              className={buttonClasses('secondary')}
              onClick={close}
            >
              {t`Go to my wishlist`}
            </AppLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useCart, useOverlay } from '../../lib/app-actor.tsx';
import { formatMoney } from '../../lib/money.ts';
import type { Lang } from '../../../domain/store.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { VatNote } from '../../ui/price.tsx';
import { CartLine } from './cart-line.tsx';
import { localizedPath } from '../../../domain/paths.ts';

/** The cart as a side sheet, open while the app's overlay is 'cartSidebar' (after adding to the cart). */
export function CartSidebar({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const { overlay, close } = useOverlay();
  const { cart, busy, send } = useCart();
  const items = cart?.items ?? [];
  return (
    <Dialog.Root open={overlay === 'cartSidebar'} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(26rem,92vw)] flex-col bg-white shadow-2xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-sand-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-ink">{t`Cart`}</Dialog.Title>
            <Dialog.Description className="sr-only">{t`The items in your cart`}</Dialog.Description>
            <Dialog.Close
              aria-label={t`Close`}
              className="grid size-10 place-items-center rounded-full text-ink hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4">
            {items.length === 0 ? (
              <p className="py-6">{t`Your cart is empty.`}</p>
            ) : (
              <ul>
                {items.map((item) => (
                  <CartLine key={item.uid} item={item} busy={busy} send={send} compact />
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col gap-3 border-t border-sand-200 px-4 py-4">
            <p className="flex justify-between text-base font-bold">
              <span>{t`Grand total`}</span>
              <span>{formatMoney(cart?.prices?.grand_total)}</span>
            </p>
            <VatNote />
            {items.length > 0 ? (
              <AppLink
                href={localizedPath(lang, 'checkout')}
                className={buttonClasses('primary')}
                onClick={close}
              >
                {t`Proceed to checkout`}
              </AppLink>
            ) : null}
            <AppLink
              href={localizedPath(lang, 'cart')}
              className={buttonClasses('secondary')}
              onClick={close}
            >
              {t`Proceed to cart`}
            </AppLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

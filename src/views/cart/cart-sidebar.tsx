import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Cart } from '../../../machines/cart.machine.ts';
import { localizedPath } from '../../../domain/paths.ts';
import type { ShopCode } from '../../../domain/shipping.ts';
import type { Lang } from '../../../domain/store.ts';
import { useCart, useOverlay } from '../../lib/app-actor.tsx';
import { formatMoney } from '../../lib/money.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { VatNote } from '../../ui/price.tsx';
import { SidebarSheet } from '../../ui/sidebar-sheet.tsx';
import { describeCartChange } from './cart-announcements.ts';
import { CartLine } from './cart-line.tsx';
import { CartShipping } from './cart-shipping.tsx';

/**
 * The cart as a side sheet, open while the app's overlay is 'cartSidebar' (after adding to the
 * cart): lines, grand total, and the shipping of `shop` to its default country.
 *
 * Opened after an add, it says what was added (compared with `before`, the cart before the
 * overlay that led here opened): visibly at its top and in the dialog's description, which a
 * screen reader reads as focus enters (a live region of the page is not heard behind the modal
 * dialog).
 */
export function CartSidebar({
  lang,
  shop,
  before = null,
}: {
  lang: Lang;
  shop: ShopCode;
  before?: Cart | null;
}) {
  const { t, i18n } = useLingui();
  const { overlay, close } = useOverlay();
  const { cart, busy, send } = useCart();
  const items = cart?.items ?? [];
  const open = overlay === 'cartSidebar';
  const [shown, setShown] = useState<{ open: boolean; added: string }>({ open: false, added: '' });
  if (shown.open !== open)
    setShown({
      open,
      added: open && before && cart && before !== cart ? describeCartChange(i18n, before, cart) : '',
    });
  const description = t`The items in your cart`;
  return (
    <SidebarSheet
      open={open}
      onClose={close}
      title={t`Cart`}
      description={shown.added ? `${shown.added} ${description}` : description}
      footer={
        <>
          <p className="flex justify-between text-base font-bold">
            <span>{t`Grand total`}</span>
            <span>{formatMoney(cart?.prices?.grand_total)}</span>
          </p>
          <VatNote />
          {cart ? <CartShipping cart={cart} shop={shop} /> : null}
          {items.length > 0 ? (
            <AppLink
              href={localizedPath(lang, 'checkout')}
              className={buttonClasses('primary')}
              onClick={close}
            >
              {t`Proceed to checkout`}
            </AppLink>
          ) : null}
          <AppLink href={localizedPath(lang, 'cart')} className={buttonClasses('secondary')} onClick={close}>
            {t`Proceed to cart`}
          </AppLink>
        </>
      }
    >
      {shown.added ? (
        <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800">
          {shown.added}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="py-6">{t`Your cart is empty.`}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <CartLine key={item.uid} item={item} busy={busy} send={send} compact />
          ))}
        </ul>
      )}
    </SidebarSheet>
  );
}

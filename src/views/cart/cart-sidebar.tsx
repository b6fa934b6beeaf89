import { useLingui } from '@lingui/react/macro';
import { localizedPath } from '../../../domain/paths.ts';
import type { ShopCode } from '../../../domain/shipping.ts';
import type { Lang } from '../../../domain/store.ts';
import { useCart, useOverlay } from '../../lib/app-actor.tsx';
import { formatMoney } from '../../lib/money.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { VatNote } from '../../ui/price.tsx';
import { SidebarSheet } from '../../ui/sidebar-sheet.tsx';
import { CartLine } from './cart-line.tsx';
import { CartShipping } from './cart-shipping.tsx';

/**
 * The cart as a side sheet, open while the app's overlay is 'cartSidebar' (after adding to the
 * cart): lines, grand total, and the shipping of `shop` to its default country.
 */
export function CartSidebar({ lang, shop }: { lang: Lang; shop: ShopCode }) {
  const { t } = useLingui();
  const { overlay, close } = useOverlay();
  const { cart, busy, send } = useCart();
  const items = cart?.items ?? [];
  return (
    <SidebarSheet
      open={overlay === 'cartSidebar'}
      onClose={close}
      title={t`Cart`}
      description={t`The items in your cart`}
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

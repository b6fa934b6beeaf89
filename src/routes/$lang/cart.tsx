import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CartItem } from '../../../machines/cart.machine.ts';
import { shopOfStoreCode } from '../../../domain/store.ts';
import { i18n } from '../../lib/i18n.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { CartPage } from '../../views/cart/cart-page.tsx';
import { useOpenPurchaseModal } from '../../views/purchase/purchase-opener.ts';

/** /{lang}/cart/: the cart page (its data is the app's cart actor). */
export const Route = createFileRoute('/$lang/cart')({
  head: () => ({
    meta: [
      { title: pageTitle(i18n._(msg`Your shopping cart`)) },
      {
        name: 'description',
        content: i18n._(msg`Your cart: check your products, quantities and savings plan before you order.`),
      },
    ],
  }),
  component: CartRoute,
});

function CartRoute() {
  const { lang, storeCode } = Route.useRouteContext();
  const open = useOpenPurchaseModal();
  // 'Edit' opens the purchase modal on the line's own product (the pack, for a pack size of a
  // configurable product) in its cart-update mode: 'Update Cart' changes quantity and purchase mode.
  const editLine = useCallback(
    (item: CartItem) =>
      open?.(item.configured_variant?.sku ?? item.product.sku, 'cartUpdate', {
        cartItemUid: item.uid,
        quantity: item.quantity,
        purchaseMode: item.purchase_mode === 'onGoing' ? 'onGoing' : 'oneTime',
        ...(item.delivery_interval === 'quarterly' || item.delivery_interval === 'monthly'
          ? { interval: item.delivery_interval }
          : {}),
      }),
    [open],
  );
  return <CartPage lang={lang} shop={shopOfStoreCode(storeCode)} onEditLine={open ? editLine : undefined} />;
}

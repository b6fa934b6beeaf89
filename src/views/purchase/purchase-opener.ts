import { createContext, useContext } from 'react';
import type { PurchaseModalEvent, PurchaseModalMode } from '../../../machines/purchase-modal.machine.ts';

/**
 * What the modal is opened for besides the SKU: the cart line 'Update Cart' edits (its uid,
 * quantity, purchase mode and interval), or the product as 'Add to Cart' lists it (out of stock,
 * its name). The machine decides from it which modal shows.
 */
export type OpenRequest = Pick<
  Extract<PurchaseModalEvent, { type: 'purchaseModal.open' }>,
  'cartItemUid' | 'quantity' | 'purchaseMode' | 'interval' | 'outOfStock' | 'productName' | 'fromWishlist'
>;

export type OpenPurchaseModal = (sku: string | null, mode?: PurchaseModalMode, request?: OpenRequest) => void;

/**
 * How views open the purchase modal, apart from the modal itself: the layout provides an opener
 * that loads the modal (its machine, views and forms) on the first request.
 */
export const PurchaseOpenerContext = createContext<OpenPurchaseModal | null>(null);

/** Opens the modal on a product; null when there is no modal (rendered outside the layout). */
export function useOpenPurchaseModal(): OpenPurchaseModal | null {
  return useContext(PurchaseOpenerContext);
}

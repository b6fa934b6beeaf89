import type { MessageDescriptor } from '@lingui/core';

/**
 * What the purchase modal tells the shopper (message descriptors, translated by the views). Apart
 * from the machine, so 'Add to Cart' buttons use them without loading the modal's machine.
 */
export const PURCHASE_MODAL_MESSAGES = {
  noSku: /*i18n*/ { id: 'purchaseModal.noSku', message: 'No SKU Found!' },
  productDataIssue: /*i18n*/ { id: 'purchaseModal.productDataIssue', message: 'Product Data issue!' },
  addToCart: /*i18n*/ { id: 'purchaseModal.addToCart', message: 'Add to Cart' },
  updateCart: /*i18n*/ { id: 'purchaseModal.updateCart', message: 'Update Cart' },
  added: /*i18n*/ { id: 'purchaseModal.added', message: '{title} was successfully added' },
  oftenBoughtTogether: /*i18n*/ {
    id: 'purchaseModal.oftenBoughtTogether',
    message: 'Often bought together with',
  },
  proceedToCart: /*i18n*/ { id: 'purchaseModal.proceedToCart', message: 'Proceed to cart' },
} as const satisfies Record<string, MessageDescriptor>;

// The shops' free-shipping thresholds on their own, so that the layout's texts can read them
// without the checkout rules' address and country tables (domain/checkout.ts re-exports them).

import type { Shop } from './store.ts';

/** Goods value from which shipping is free: EU shop 49 €, Swiss shop 79 CHF. */
export const FREE_SHIPPING_THRESHOLD_CENTS: Record<Shop, number> = { eu: 4900, ch: 7900 };

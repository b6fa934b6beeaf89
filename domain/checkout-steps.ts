// A module of its own: the checkout route checks its URL with it, without loading the checkout's rules.

/** The steps of the multi-step checkout, in order (their URL segments under /{lang}/checkout2/). */
export type CheckoutStep = 'user-account' | 'shipping' | 'billing' | 'payment' | 'thank-you';
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  'user-account',
  'shipping',
  'billing',
  'payment',
  'thank-you',
];

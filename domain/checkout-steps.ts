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

/** Whether a URL segment names a step (exactly as written: lower case, with its hyphen). */
export function isCheckoutStep(value: string): value is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(value);
}

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n, loadMessageArea } from '../../lib/i18n.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { type PaymentReturnParams, PaymentReturnPage } from '../../views/checkout/payment-return-page.tsx';

/** /{lang}/paypal-order/: back from PayPal's payment page (order, sig, and cancel=1 after a cancel). */
export const Route = createFileRoute('/$lang/paypal-order')({
  // Kept as the provider sent them (the router reads 1000000001 as a number); the page reads them.
  validateSearch: (search: Record<string, unknown>): PaymentReturnParams => search,
  // The checkout's texts load with the checkout's pages.
  beforeLoad: () => loadMessageArea('checkout'),
  head: () => ({
    meta: [{ title: pageTitle(i18n._(msg`Payment`)) }, { name: 'robots', content: 'noindex' }],
  }),
  component: ReturnRoute,
});

function ReturnRoute() {
  const { lang } = Route.useRouteContext();
  return <PaymentReturnPage lang={lang} provider="paypal" params={Route.useSearch()} />;
}

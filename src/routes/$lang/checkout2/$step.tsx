import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { shopOfStoreCode } from '../../../../domain/store.ts';
import { isCheckoutStep } from '../../../../domain/checkout-steps.ts';
import { i18n, loadMessageArea } from '../../../lib/i18n.ts';
import { pageTitle } from '../../../lib/page-title.ts';
import { CheckoutPage } from '../../../views/checkout/checkout-page.tsx';

/**
 * /{lang}/checkout2/{user-account|shipping|billing|payment|thank-you}/: one step of the
 * multi-step checkout; the checkout machine sends the shopper back to the first step whose
 * data is missing.
 */
export const Route = createFileRoute('/$lang/checkout2/$step')({
  params: {
    parse: ({ step }) => {
      if (!isCheckoutStep(step)) throw notFound();
      return { step };
    },
    stringify: ({ step }) => ({ step }),
  },
  // The checkout's texts load with the checkout's pages.
  beforeLoad: () => loadMessageArea('checkout'),
  head: () => ({
    meta: [{ title: pageTitle(i18n._(msg`Checkout`)) }, { name: 'robots', content: 'noindex' }],
  }),
  component: CheckoutStepRoute,
});

function CheckoutStepRoute() {
  const { lang, storeCode } = Route.useRouteContext();
  const { step } = Route.useParams();
  return <CheckoutPage lang={lang} shop={shopOfStoreCode(storeCode)} step={step} />;
}

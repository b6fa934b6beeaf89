import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { shopOfStoreCode } from '../../../domain/store.ts';
import { i18n, loadMessageArea } from '../../lib/i18n.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { CheckoutPage } from '../../views/checkout/checkout-page.tsx';

/** /{lang}/checkout/: the single-page checkout (guest or customer). */
export const Route = createFileRoute('/$lang/checkout')({
  // The checkout's texts load with the checkout's pages.
  beforeLoad: () => loadMessageArea('checkout'),
  head: () => ({
    meta: [{ title: pageTitle(i18n._(msg`Checkout`)) }, { name: 'robots', content: 'noindex' }],
  }),
  component: SinglePageCheckout,
});

function SinglePageCheckout() {
  const { lang, storeCode } = Route.useRouteContext();
  return <CheckoutPage lang={lang} shop={shopOfStoreCode(storeCode)} step={null} />;
}

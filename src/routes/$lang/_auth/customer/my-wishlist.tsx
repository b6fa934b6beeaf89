import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../lib/i18n.ts';
import { pageTitle } from '../../../../lib/page-title.ts';
import { WishlistPage } from '../../../../views/account/wishlist-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-wishlist')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Wishlist`)) }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <WishlistPage lang={lang} />;
}

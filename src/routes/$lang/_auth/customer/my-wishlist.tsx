import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../../../views/account/wishlist-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-wishlist')({ component: AccountRoute });

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <WishlistPage lang={lang} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../views/cart/cart-page.tsx';

/** /{lang}/cart/: the cart page (its data is the app's cart actor). */
export const Route = createFileRoute('/$lang/cart')({
  component: CartRoute,
});

function CartRoute() {
  const { lang } = Route.useRouteContext();
  return <CartPage lang={lang} />;
}

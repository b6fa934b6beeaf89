import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { CartItem } from '../../../machines/cart.machine.ts';
import { useCart } from '../../lib/app-actor.tsx';
import type { Lang } from '../../../domain/store.ts';
import type { ShopCode } from '../../../domain/shipping.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { useFocusRescue } from '../../ui/focus-rescue.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useCartAnnouncement } from './cart-announcements.ts';
import { CartLine } from './cart-line.tsx';
import { CartTotals } from './cart-totals.tsx';
import { CouponForm } from './coupon-form.tsx';
import { SavingsPlanForm } from './savings-plan-form.tsx';
import { localizedPath } from '../../../domain/paths.ts';

/**
 * /{lang}/cart/: the lines, coupon, totals, shipping and the savings-plan conversion of the cart
 * actor (`shop`: whose shipping rules and default country apply).
 * `onEditLine` (given by the route, which has the purchase modal) offers 'Edit' on each line.
 */
export function CartPage({
  lang,
  shop,
  onEditLine,
}: {
  lang: Lang;
  shop: ShopCode;
  onEditLine?: (item: CartItem) => void;
}) {
  const { t } = useLingui();
  const { cart, busy, failed, send } = useCart();
  const announcement = useCartAnnouncement(cart);
  const page = useRef<HTMLDivElement>(null);
  // A removed line takes its focused button with it: focus goes to the list of lines, or to
  // the page's heading once the cart is empty.
  useFocusRescue(
    page,
    (root) =>
      root.querySelector<HTMLElement>('[data-focus-fallback]') ?? root.querySelector<HTMLElement>('h1'),
  );
  return (
    <Container className="py-8" ref={page}>
      <h1 className="mb-6 font-display text-3xl font-bold text-ink">{t`Your shopping cart`}</h1>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {failed ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-sand-50 p-6">
          <p className="text-lg">{t`Your cart could not be loaded.`}</p>
          <Button onClick={() => send({ type: 'cart.retry' })}>{t`Try again`}</Button>
        </div>
      ) : cart === null ? (
        <Spinner label={t`Loading cart`} />
      ) : cart.items.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-sand-50 p-6">
          <p className="text-lg">{t`Your cart is empty.`}</p>
          <AppLink href={`/${lang}/`} className={buttonClasses('primary')}>
            {t`Continue shopping`}
          </AppLink>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy={busy}>
          <section
            aria-label={t`Cart items`}
            className="min-w-0 focus:outline-none"
            tabIndex={-1}
            data-focus-fallback
          >
            <ul>
              {cart.items.map((item) => (
                <CartLine key={item.uid} item={item} busy={busy} send={send} onEdit={onEditLine} />
              ))}
            </ul>
          </section>
          <aside
            className="flex min-w-0 flex-col gap-6 self-start rounded-2xl bg-sand-50 p-5"
            aria-label={t`Order summary`}
          >
            <CouponForm cart={cart} busy={busy} send={send} />
            <CartTotals cart={cart} shop={shop} />
            <AppLink href={localizedPath(lang, 'checkout')} className={buttonClasses('primary')}>
              {t`Proceed to checkout`}
            </AppLink>
            <SavingsPlanForm cart={cart} busy={busy} send={send} />
            {busy ? <Spinner label={t`Updating cart`} /> : null}
          </aside>
        </div>
      )}
    </Container>
  );
}

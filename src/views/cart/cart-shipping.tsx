import { useLingui } from '@lingui/react/macro';
import { cartShippingEstimate, type ShopCode } from '../../../domain/shipping.ts';
import type { Cart } from '../../../machines/cart.machine.ts';
import { formatMoney } from '../../lib/money.ts';

/**
 * The cart's shipping before an address is known: the standard shipping to the shop's default
 * country (Germany in the EU shop, Switzerland in the Swiss shop) for the cart's goods, from the
 * rule the checkout charges by (domain/shipping.ts), and below the free-shipping threshold what
 * is still missing for free shipping.
 */
export function CartShipping({ cart, shop }: { cart: Cart; shop: ShopCode }) {
  const { t } = useLingui();
  const subtotal = cart.prices?.subtotal_including_tax;
  if (subtotal?.value == null || cart.items.length === 0) return null;
  const estimate = cartShippingEstimate(shop, {
    subtotalIncludingTax: subtotal.value,
    discounts: (cart.prices?.discounts ?? []).map((discount) => discount.amount.value ?? 0),
  });
  const currency = subtotal.currency ?? (shop === 'ch' ? 'CHF' : 'EUR');
  const money = (cents: number) => formatMoney({ value: cents / 100, currency });
  const threshold = money(estimate.thresholdCents);
  const missing = money(estimate.missingCents);
  return (
    <div className="flex flex-col gap-1 text-sm" data-cart-shipping="">
      <p className="flex justify-between gap-4">
        <span>{shop === 'ch' ? t`Shipping to Switzerland` : t`Shipping to Germany`}</span>
        <span className="text-right">
          {estimate.amountCents === 0 ? t`free` : money(estimate.amountCents)}
        </span>
      </p>
      {estimate.missingCents > 0 ? (
        <p className="text-brand-800">{t`Free shipping from ${threshold}: only ${missing} to go`}</p>
      ) : null}
    </div>
  );
}

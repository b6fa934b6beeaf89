import { useLingui } from '@lingui/react/macro';
import type { Cart } from '../../../machines/cart.machine.ts';
import { formatMoney } from '../../lib/money.ts';
import type { ShopCode } from '../../../domain/shipping.ts';
import { VatNote } from '../../ui/price.tsx';
import { CartShipping } from './cart-shipping.tsx';

/**
 * Subtotal incl. tax, discounts with their labels, taxes and the grand total (all from the API),
 * then the shipping to the shop's default country or what is missing for free shipping.
 */
export function CartTotals({ cart, shop }: { cart: Cart; shop: ShopCode }) {
  const { t } = useLingui();
  const prices = cart.prices;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt>{t`Subtotal (incl. tax)`}</dt>
        <dd className="text-right">{formatMoney(prices?.subtotal_including_tax)}</dd>
        {(prices?.line_discounts ?? []).map((saving) => (
          <div key={`saving-${saving.label}`} className="contents text-brand-800">
            <dt>{t`Included saving: ${saving.label}`}</dt>
            <dd className="text-right">−{formatMoney(saving.amount)}</dd>
          </div>
        ))}
        {(prices?.discounts ?? []).map((discount) => (
          <div key={`discount-${discount.label}`} className="contents">
            <dt>{discount.label}</dt>
            <dd className="text-right text-brand-700">−{formatMoney(discount.amount)}</dd>
          </div>
        ))}
        {(prices?.applied_taxes ?? []).map((tax) => (
          <div key={`tax-${tax.label}`} className="contents text-muted">
            <dt>{t`Included tax: ${tax.label}`}</dt>
            <dd className="text-right">{formatMoney(tax.amount)}</dd>
          </div>
        ))}
        <dt className="border-t border-sand-200 pt-2 text-base font-bold">{t`Grand total`}</dt>
        <dd className="border-t border-sand-200 pt-2 text-right text-base font-bold">
          {formatMoney(prices?.grand_total)}
        </dd>
        <dd className="col-span-2 text-right">
          <VatNote />
        </dd>
      </dl>
      <CartShipping cart={cart} shop={shop} />
    </div>
  );
}

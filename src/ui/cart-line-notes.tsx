import { Plural, useLingui } from '@lingui/react/macro';
import { lineDelivery, lineQuantityDiscountNotice, type NotedLine } from '../../domain/cart-line-notes.ts';
import type { CartItem } from '../../machines/cart.machine.ts';
import { formatMoney } from '../lib/money.ts';
import { QuantityDiscountNoticeText } from './quantity-discount-notice.tsx';

function notedLine(item: CartItem): NotedLine {
  return {
    sku: item.configured_variant?.sku || item.product.sku,
    quantity: item.quantity,
    purchaseMode: item.purchase_mode,
    deliveryInterval: item.delivery_interval,
  };
}

/**
 * What a cart line says beside its price (cart page, cart sidebar, checkout summary): how a
 * savings-plan line is delivered ('3 packs every 3 months'), the line's own saving with its
 * label (the server's: 'Volume discount 5%', 'Savings plan discount 10%'), and the
 * quantity-discount notice when a volume tier applies (spec 5: only above 0 %).
 */
export function CartLineNotes({ item }: { item: CartItem }) {
  const { t } = useLingui();
  const line = notedLine(item);
  const delivery = lineDelivery(line);
  const notice = lineQuantityDiscountNotice(line);
  const savings = item.prices?.discounts ?? [];
  if (!delivery && !notice && savings.length === 0) return null;
  const packs = delivery?.packs ?? 0;
  return (
    <ul className="text-sm">
      {delivery ? (
        <li className="text-muted" data-testid="line-delivery">
          {delivery.interval === 'quarterly' ? (
            <Plural value={packs} one="# pack every 3 months" other="# packs every 3 months" />
          ) : (
            <Plural value={packs} one="# pack every month" other="# packs every month" />
          )}
        </li>
      ) : null}
      {savings.map((saving) => {
        const label = saving.label;
        const amount = formatMoney(saving.amount);
        return (
          <li key={saving.label} className="font-medium text-brand-800" data-testid="line-saving">
            {t`${label}: you save ${amount}`}
          </li>
        );
      })}
      {notice ? (
        <li className="text-brand-800" data-testid="quantity-discount-notice">
          <QuantityDiscountNoticeText notice={notice} />
        </li>
      ) : null}
    </ul>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type MoneyLike } from '../lib/money.ts';
import type { ProductPriceFragment } from '../../graphql/generated/operations.ts';
import { ShippingInfoLink } from './catalog-links.tsx';

// Price display only: every amount (final, regular, saving, base price) comes from the
// commerce API; these components format and arrange, they never calculate. An amount a shopper
// pays carries `data-price` and sits in one block with its `PriceNotes` (`data-price-notes`), so
// a test can check that no price goes without its base price and VAT note.

type Size = 'card' | 'page';

/**
 * The price, and when it is reduced the price it is reduced from: the lowest price of the 30 days
 * before the reduction (§11 PAngV), labelled as such, with the saving on that price. Only when the
 * API knows no earlier price does the regular price stand in for it.
 */
export function Price({ price, size = 'card' }: { price: ProductPriceFragment; size?: Size }) {
  const { t } = useLingui();
  const lowest = price.lowest_price_30_days;
  const discounted = (price.discount?.percent_off ?? 0) > 0 || (price.discount?.amount_off ?? 0) > 0;
  const percent = (lowest ? lowest.discount.percent_off : price.discount?.percent_off) ?? 0;
  const final = formatMoney(price.final_price);
  const small = size === 'page' ? 'text-base' : 'text-sm';
  return (
    <div className="flex flex-col gap-0.5">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span
          data-price=""
          className={`${size === 'page' ? 'text-3xl' : 'text-lg sm:text-xl'} font-bold tracking-tight ${discounted ? 'text-rose-700' : 'text-ink'}`}
        >
          {discounted ? <span className="sr-only">{t`Sale price:`} </span> : null}
          {final}
        </span>
        {discounted && !lowest ? (
          <del className={`${small} text-muted`}>
            <span className="sr-only">{t`Regular price:`} </span>
            {formatMoney(price.regular_price)}
          </del>
        ) : null}
        {discounted && percent > 0 ? (
          <span
            className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white"
            title={t`You save ${Math.round(percent)}%`}
          >
            {`-${Math.round(percent)}%`}
          </span>
        ) : null}
      </div>
      {discounted && lowest ? <LowestPriceNote amount={formatMoney(lowest.price)} /> : null}
    </div>
  );
}

/**
 * 'Lowest price in the last 30 days: 49,90 €' with the amount crossed out. `as="span"` (a block)
 * where a paragraph may not stand, e.g. inside a link.
 */
export function LowestPriceNote({ amount, as: Tag = 'p' }: { amount: string; as?: 'p' | 'span' }) {
  return (
    <Tag className="block text-xs font-normal text-muted">
      <Trans>
        Lowest price in the last 30 days: <del>{amount}</del>
      </Trans>
    </Tag>
  );
}

/** A base price as the API gives it, for catalogue products and cart lines alike. */
export interface BasePriceValue {
  amount: MoneyLike | null;
  per_unit: string;
  per_quantity: number;
}

/** '66,33 € / 1 kg', '331,67 € / 1000 units': the legal base price as the API gives it. */
export function BasePrice({ basePrice }: { basePrice: BasePriceValue | null | undefined }) {
  const { t } = useLingui();
  if (!basePrice?.amount) return null;
  const amount = formatMoney(basePrice.amount);
  const quantity = basePrice.per_quantity;
  const unit =
    basePrice.per_unit === 'units' ? t`units` : basePrice.per_unit === 'l' ? t`l` : basePrice.per_unit;
  return (
    <p className="text-xs text-muted">
      {amount} / {quantity} {unit}
    </p>
  );
}

/** 'incl. VAT, plus Shipping' with the link to payment and delivery information. */
export function VatNote({ pricesIncludeTax = true }: { pricesIncludeTax?: boolean }) {
  const linkClass = 'underline decoration-slate-300 underline-offset-2 hover:text-brand-800';
  return (
    <p className="text-xs text-muted">
      {pricesIncludeTax ? (
        <Trans>
          incl. VAT, <ShippingInfoLink className={linkClass}>plus Shipping</ShippingInfoLink>
        </Trans>
      ) : (
        <Trans>
          excl. VAT, <ShippingInfoLink className={linkClass}>plus Shipping</ShippingInfoLink>
        </Trans>
      )}
    </p>
  );
}

/**
 * What the price indication rules (PAngV) ask beside every price: its base price, and whether VAT
 * is included with a link to the shipping costs. One component for cards, product page, purchase
 * modal, cart lines, sidebar and checkout, so none of them can forget a part.
 */
export function PriceNotes({
  basePrice,
  pricesIncludeTax = true,
  className,
}: {
  basePrice: BasePriceValue | null | undefined;
  pricesIncludeTax?: boolean;
  className?: string;
}) {
  return (
    <div className={className} data-price-notes="">
      <BasePrice basePrice={basePrice} />
      <VatNote pricesIncludeTax={pricesIncludeTax} />
    </div>
  );
}

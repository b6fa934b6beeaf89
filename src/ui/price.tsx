import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../lib/money.ts';
import type { CatalogPriceFragment, CatalogProductCardFragment } from '../../graphql/generated/operations.ts';
import { ShippingInfoLink } from './catalog-links.tsx';

// Price display only: every amount (final, regular, saving, base price) comes from the
// commerce API; these components format and arrange, they never calculate.

type Size = 'card' | 'page';

export function Price({ price, size = 'card' }: { price: CatalogPriceFragment; size?: Size }) {
  const { t } = useLingui();
  const percent = price.discount?.percent_off ?? 0;
  const discounted = percent > 0 || (price.discount?.amount_off ?? 0) > 0;
  const final = formatMoney(price.final_price);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span
        className={`${size === 'page' ? 'text-3xl' : 'text-lg sm:text-xl'} font-bold tracking-tight ${discounted ? 'text-rose-700' : 'text-ink'}`}
      >
        {discounted ? <span className="sr-only">{t`Sale price:`} </span> : null}
        {final}
      </span>
      {discounted ? (
        <>
          <del className={`${size === 'page' ? 'text-base' : 'text-sm'} text-muted`}>
            <span className="sr-only">{t`Regular price:`} </span>
            {formatMoney(price.regular_price)}
          </del>
          {percent > 0 ? (
            <span
              className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white"
              title={t`You save ${Math.round(percent)}%`}
            >
              {`-${Math.round(percent)}%`}
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** '66,33 € / 1 kg', '331,67 € / 1000 units': the legal base price as the API gives it. */
export function BasePrice({ basePrice }: { basePrice: CatalogProductCardFragment['base_price'] }) {
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

import { useLingui } from '@lingui/react/macro';
import type { CartEvent, CartItem } from '../../../machines/cart.machine.ts';
import { formatMoney } from '../../lib/money.ts';
import { CartLineNotes } from '../../ui/cart-line-notes.tsx';
import { Image } from '../../ui/image.tsx';
import { PriceNotes } from '../../ui/price.tsx';

/** The purchase mode of a line as the customer reads it. */
function usePurchaseModeLabel(item: CartItem): string {
  const { t } = useLingui();
  if (item.purchase_mode !== 'onGoing') return t`One-time purchase`;
  return item.delivery_interval === 'quarterly' ? t`Quarterly delivery` : t`Monthly delivery`;
}

export interface CartLineProps {
  item: CartItem;
  busy: boolean;
  send: (event: CartEvent) => void;
  /** The sidebar shows a smaller line without the stepper. */
  compact?: boolean;
  /** Offers 'Edit' (the purchase modal's 'Update Cart': quantity and purchase mode). */
  onEdit?: (item: CartItem) => void;
}

/** One cart line: image, name, options, quantity stepper, remove button and row total. */
export function CartLine({ item, busy, send, compact = false, onEdit }: CartLineProps) {
  const { t } = useLingui();
  const mode = usePurchaseModeLabel(item);
  const name = item.product.name;
  const packSize = (item.configurable_options ?? []).map(
    (option) => `${option.option_label}: ${option.value_label}`,
  );
  const rowTotal = item.prices?.row_total_including_tax ?? item.prices?.row_total;
  const imageBox = compact ? 'size-20' : 'size-24 sm:size-[170px]';
  return (
    <li className="flex gap-4 border-b border-sand-200 py-4 last:border-0" aria-label={name}>
      <div className={`${imageBox} shrink-0 overflow-hidden rounded-xl bg-sand-50`}>
        {item.image ? (
          <Image
            src={item.image.url}
            alt={item.image.label ?? name}
            preset="cart"
            className="size-full object-contain"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{name}</p>
            <ul className="text-sm text-muted">
              {packSize.map((text) => (
                <li key={text}>{text}</li>
              ))}
              <li>{mode}</li>
            </ul>
            <CartLineNotes item={item} />
          </div>
          <div className="shrink-0 text-right">
            <p data-price="" className="font-semibold text-ink">
              {formatMoney(rowTotal)}
            </p>
            <PriceNotes basePrice={item.base_price} />
          </div>
        </div>
        {compact ? (
          <p className="text-sm text-muted">{t`Quantity: ${item.quantity}`}</p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            {/* aria-disabled, not disabled: a focused button stays focused while the change runs. */}
            <fieldset className="flex items-center rounded-full border border-sand-200" aria-busy={busy}>
              <legend className="sr-only">{t`Quantity of ${name}`}</legend>
              <button
                type="button"
                className="grid size-10 place-items-center rounded-full text-lg font-semibold text-ink hover:bg-brand-50 aria-disabled:opacity-40"
                aria-label={t`Decrease quantity`}
                aria-disabled={busy || item.quantity <= 1 || undefined}
                onClick={() => {
                  if (!busy && item.quantity > 1)
                    send({ type: 'cart.updateItem', uid: item.uid, quantity: item.quantity - 1 });
                }}
              >
                −
              </button>
              <output className="min-w-8 text-center font-semibold" aria-label={t`Quantity`}>
                {item.quantity}
              </output>
              <button
                type="button"
                className="grid size-10 place-items-center rounded-full text-lg font-semibold text-ink hover:bg-brand-50 aria-disabled:opacity-40"
                aria-label={t`Increase quantity`}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) send({ type: 'cart.updateItem', uid: item.uid, quantity: item.quantity + 1 });
                }}
              >
                +
              </button>
            </fieldset>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              {onEdit ? (
                <button
                  type="button"
                  className="text-sm font-semibold text-brand-700 underline hover:text-brand-900 aria-disabled:opacity-40"
                  aria-disabled={busy || undefined}
                  aria-haspopup="dialog"
                  onClick={() => {
                    if (!busy) onEdit(item);
                  }}
                >
                  {t`Edit ${name}`}
                </button>
              ) : null}
              <button
                type="button"
                className="text-sm font-semibold text-brand-700 underline hover:text-brand-900 aria-disabled:opacity-40"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) send({ type: 'cart.removeItem', uid: item.uid });
                }}
              >
                {t`Remove ${name}`}
              </button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}

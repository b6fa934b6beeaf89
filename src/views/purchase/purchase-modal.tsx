import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { PurchaseProductBaseFragment } from '../../../graphql/generated/operations.ts';
import {
  currentQuantity,
  maxQuantity,
  isConfigurable,
  modalLinePrice,
  modalQuantityDiscountNotice,
  offeredIntervals,
  onGoingOffered,
} from '../../../machines/purchase-modal.machine.ts';
import { PURCHASE_MODAL_MESSAGES } from '../../../machines/purchase-modal.messages.ts';
import { formatShopDate, langOfLocale, shopDateOf } from '../../../domain/dates.ts';
import { type DeliveryInterval, MAX_SAVINGS_PERCENT } from '../../../domain/savings-plans.ts';
import { earliestCancellationDate } from '../../../domain/subscriptions.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Lang } from '../../../domain/store.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { Image } from '../../ui/image.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ContentsText } from '../../ui/contents.tsx';
import { Price, PriceNotes } from '../../ui/price.tsx';
import { QuantityDiscountNoticeText } from '../../ui/quantity-discount-notice.tsx';
import { type PurchaseModalActor, useCartBusy, usePurchaseModal } from './purchase-modal-provider.tsx';
import { basePriceAt, isPurchaseViewProduct, type PurchaseViewProduct } from './purchase-product.ts';

// Loaded when a shopper first asks for a sold-out product, not with the purchase modal.
const OutOfStockModal = lazy(async () => ({
  default: (await import('./out-of-stock-modal.tsx')).OutOfStockModal,
}));

/**
 * Sends focus back to the control that opened a modal (cards, product page, cart lines open them
 * without a Radix trigger), while that is still there.
 */
function returnFocusTo(opener: { current: HTMLElement | null }) {
  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}

/**
 * The subscription / add-to-cart modal (spec 2, 4, 8). It renders the purchase modal
 * machine and sends its events; prices are the API's, formatted here. The savings-plan price
 * is the cart's business: before adding, the plan shows the regular price and says that its
 * discount is applied in the cart.
 */

export function PurchaseModal({ lang }: { lang: Lang }) {
  const modal = usePurchaseModal();
  if (!modal) return null;
  return (
    <>
      <PurchaseModalDialog actor={modal.actor} getCart={modal.getCart} opener={modal.opener} lang={lang} />
      <OutOfStock actor={modal.actor} opener={modal.opener} />
    </>
  );
}

/** The out-of-stock modal, while the machine shows it ('Add to Cart' on a sold-out product). */
function OutOfStock({
  actor,
  opener,
}: {
  actor: PurchaseModalActor;
  opener: { current: HTMLElement | null };
}) {
  const request = useSelector(actor, (state) =>
    state.matches({ open: 'outOfStock' }) ? state.context.request : null,
  );
  if (!request?.sku) return null;
  return (
    <Suspense fallback={null}>
      <OutOfStockModal
        sku={request.sku}
        productName={request.productName ?? request.sku}
        onClose={() => actor.send({ type: 'purchaseModal.close' })}
        onCloseAutoFocus={returnFocusTo(opener)}
      />
    </Suspense>
  );
}

function PurchaseModalDialog({
  actor,
  getCart,
  opener,
  lang,
}: {
  actor: PurchaseModalActor;
  getCart: Parameters<typeof useCartBusy>[0];
  opener: { current: HTMLElement | null };
  lang: Lang;
}) {
  const { t, i18n } = useLingui();
  const open = useSelector(
    actor,
    (state) => !state.matches('closed') && !state.matches({ open: 'outOfStock' }),
  );
  const view = useSelector(actor, (state) => {
    if (state.matches({ open: 'noSku' })) return 'noSku' as const;
    if (state.matches({ open: 'error' })) return 'error' as const;
    if (state.matches({ open: 'added' })) return 'added' as const;
    if (state.matches({ open: 'loaded' }) || state.matches({ open: 'submitting' })) return 'loaded' as const;
    return 'loading' as const;
  });
  const product = useSelector(actor, (state) => state.context.product);
  const shown = isPurchaseViewProduct(product) ? product : null;
  const title =
    view === 'loaded' || view === 'added' ? (shown?.name ?? '') : i18n._(PURCHASE_MODAL_MESSAGES.addToCart);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && actor.send({ type: 'purchaseModal.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocusTo(opener)}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col overflow-y-auto rounded-t-2xl bg-white shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88vh] sm:w-[min(40rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-full p-2 text-muted hover:bg-sand-100 hover:text-ink"
              aria-label={t`Close`}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t`Choose how to buy this product`}</Dialog.Description>
          <div className="px-5 py-4">
            {view === 'loading' ? (
              <div className="flex justify-center py-10">
                <Spinner label={t`Loading`} />
              </div>
            ) : view === 'noSku' ? (
              <p role="alert" className="py-6 text-center font-semibold text-rose-700">
                {i18n._(PURCHASE_MODAL_MESSAGES.noSku)}
              </p>
            ) : view === 'error' ? (
              <div className="flex flex-col items-center gap-4 py-6">
                <p role="alert" className="font-semibold text-rose-700">
                  {i18n._(PURCHASE_MODAL_MESSAGES.productDataIssue)}
                </p>
                <Button variant="secondary" onClick={() => actor.send({ type: 'purchaseModal.retry' })}>
                  {t`Try again`}
                </Button>
              </div>
            ) : shown && view === 'added' ? (
              <AddedView actor={actor} product={shown} lang={lang} />
            ) : shown ? (
              <ChoiceView actor={actor} product={shown} getCart={getCart} />
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProductSummary({ product }: { product: PurchaseViewProduct }) {
  const { i18n } = useLingui();
  // rating_summary is the API's 0–100 score; shown as stars out of 5.
  const rating = i18n.number(product.details.rating_summary / 20, { maximumFractionDigits: 1 });
  const reviews = product.details.review_count;
  const image = product.details.image ?? product.details.small_image;
  return (
    <div className="flex items-center gap-4">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gradient-to-b from-sand-50 to-brand-50/60">
        {image?.url ? (
          <Image
            src={image.url}
            alt={image.label ?? product.name}
            preset="checkout"
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
      </div>
      <div>
        <p className="font-semibold text-ink">{product.name}</p>
        <p className="text-sm text-muted">
          <ContentsText product={product.details} />
        </p>
        {reviews > 0 ? (
          <p className="text-xs text-muted">
            <Trans>
              Rating {rating} of 5 ({reviews})
            </Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ChoiceView({
  actor,
  product,
  getCart,
}: {
  actor: PurchaseModalActor;
  product: PurchaseViewProduct;
  getCart: Parameters<typeof useCartBusy>[0];
}) {
  const { t, i18n } = useLingui();
  const purchaseMode = useSelector(actor, (state) => state.context.purchaseMode);
  const quantity = useSelector(actor, (state) => currentQuantity(state.context));
  const max = useSelector(actor, (state) => maxQuantity(state.context));
  const interval = useSelector(actor, (state) => state.context.interval);
  const intervals = useSelector(actor, (state) => offeredIntervals(state.context));
  const subscription = useSelector(actor, (state) => onGoingOffered(state.context));
  const configurable = isConfigurable(product);
  const variantUid = useSelector(actor, (state) => state.context.variantUid);
  const canSubmit = useSelector(actor, (state) => state.can({ type: 'purchaseModal.submit' }));
  const submitting = useSelector(actor, (state) => state.matches({ open: 'submitting' }));
  const cartUpdate = useSelector(actor, (state) => state.context.request.mode === 'cartUpdate');
  const cartBusy = useCartBusy(getCart);

  const priced: PurchaseProductBaseFragment =
    (variantUid ? product.variantDetails[variantUid] : undefined) ?? product.details;
  const price = priced.price_range.minimum_price;
  const line = useSelector(actor, (state) => modalLinePrice(state.context));
  const discountNotice = useSelector(actor, (state) => modalQuantityDiscountNotice(state.context));
  const intervalLabels: Record<DeliveryInterval, string> = {
    monthly: t`Monthly delivery`,
    quarterly: t`Quarterly delivery`,
  };
  const label = i18n._(cartUpdate ? PURCHASE_MODAL_MESSAGES.updateCart : PURCHASE_MODAL_MESSAGES.addToCart);
  const total = line ? formatMoney({ value: line.rowTotal, currency: price.final_price.currency }) : '';

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'purchaseModal.submit' });
      }}
    >
      <ProductSummary product={product} />

      {configurable ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{t`Pack size`}</legend>
          <div className="flex flex-wrap gap-2">
            {(product.variants ?? []).map((variant) => (
              <label
                key={variant.valueUid}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-sand-200 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="pack-size"
                  className="accent-brand-700"
                  checked={variantUid === variant.valueUid}
                  onChange={() =>
                    actor.send({ type: 'purchaseModal.selectVariant', valueUid: variant.valueUid })
                  }
                />
                {variant.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t`Purchase option`}</legend>
        <OptionCard
          checked={purchaseMode === 'oneTime'}
          onSelect={() => actor.send({ type: 'purchaseModal.setPurchaseMode', purchaseMode: 'oneTime' })}
          title={t`One-time purchase`}
        >
          <Price price={price} />
          <PriceNotes basePrice={priced.base_price} pricesIncludeTax={product.pricesIncludeTax} />
          {purchaseMode === 'oneTime' ? (
            <QuantitySelector actor={actor} quantity={quantity} max={max} />
          ) : null}
          {purchaseMode === 'oneTime' ? (
            // Announced when a change of quantity reaches (or leaves) a volume tier.
            <div aria-live="polite">
              {discountNotice ? (
                <p className="text-sm text-brand-800" data-testid="quantity-discount-notice">
                  <QuantityDiscountNoticeText notice={discountNotice} />
                </p>
              ) : null}
            </div>
          ) : null}
        </OptionCard>

        {subscription ? (
          <OptionCard
            checked={purchaseMode === 'onGoing'}
            onSelect={() => actor.send({ type: 'purchaseModal.setPurchaseMode', purchaseMode: 'onGoing' })}
            title={t`Savings subscription`}
            tag={t`up to ${MAX_SAVINGS_PERCENT}%`}
          >
            <p data-price="" className="text-lg font-bold tracking-tight text-ink">
              {formatMoney(price.regular_price)}
            </p>
            <p className="text-xs font-medium text-brand-800">{t`Savings plan discount is applied in the cart`}</p>
            <PriceNotes
              basePrice={basePriceAt(priced, price.regular_price)}
              pricesIncludeTax={product.pricesIncludeTax}
            />
            {purchaseMode === 'onGoing' ? (
              <>
                <label className="mt-2 flex flex-col gap-1 text-sm">
                  <span className="font-semibold text-ink">{t`Delivery interval`}</span>
                  <select
                    className="rounded-lg border border-sand-200 bg-white px-3 py-2"
                    value={interval}
                    onChange={(event) =>
                      actor.send({
                        type: 'purchaseModal.setInterval',
                        interval: event.target.value as DeliveryInterval,
                      })
                    }
                  >
                    {intervals.map((option) => (
                      <option key={option} value={option}>
                        {intervalLabels[option]}
                      </option>
                    ))}
                  </select>
                </label>
                <QuantitySelector actor={actor} quantity={quantity} max={max} />
                <EarliestCancellation interval={interval} />
              </>
            ) : null}
          </OptionCard>
        ) : null}
      </fieldset>

      <Button
        type="submit"
        className="w-full py-3 text-base"
        disabled={!canSubmit || cartBusy || submitting}
        aria-busy={submitting || cartBusy}
      >
        {submitting ? <Spinner label={t`Loading`} className="text-white" /> : null}
        <span>{total ? `${label} · ${total}` : label}</span>
      </Button>
    </form>
  );
}

/**
 * The minimum term before the purchase (spec: cancellable after 2 deliveries): a plan bought
 * today can be cancelled from the date of its 2nd delivery.
 */
function EarliestCancellation({ interval }: { interval: DeliveryInterval }) {
  const { t, i18n } = useLingui();
  const date = formatShopDate(
    earliestCancellationDate(shopDateOf(new Date()), interval),
    langOfLocale(i18n.locale),
  );
  return (
    <p className="text-xs text-muted" data-testid="earliest-cancellation">
      {t`Cancellable from ${date}`}
    </p>
  );
}

function OptionCard({
  checked,
  onSelect,
  title,
  tag,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  tag?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`rounded-xl border p-4 ${checked ? 'border-brand-600 bg-brand-50/50 ring-1 ring-brand-600' : 'border-sand-200'}`}
    >
      <div className="flex items-center gap-3">
        <label className="flex cursor-pointer items-center gap-3">
          <input
            type="radio"
            name="purchase-mode"
            className="size-4 accent-brand-700"
            checked={checked}
            onChange={onSelect}
          />
          <span className="font-semibold text-ink">{title}</span>
        </label>
        {tag ? (
          <span className="ml-auto rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white">
            {tag}
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex flex-col gap-1 pl-7">{children}</div>
    </div>
  );
}

function QuantitySelector({
  actor,
  quantity,
  max,
}: {
  actor: PurchaseModalActor;
  quantity: number;
  /** What is left in stock (the machine caps the quantity there); null when not capped. */
  max: number | null;
}) {
  const { t } = useLingui();
  const set = (next: number) => actor.send({ type: 'purchaseModal.setQuantity', quantity: next });
  const atMax = max !== null && quantity >= max;
  const stepClass =
    'flex size-9 items-center justify-center rounded-full border border-sand-200 text-lg font-semibold text-ink hover:bg-sand-100 disabled:opacity-40';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={stepClass}
        aria-label={t`Decrease quantity`}
        disabled={quantity <= 1}
        onClick={() => set(quantity - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max ?? undefined}
        aria-label={t`Quantity`}
        aria-describedby={atMax ? 'purchase-quantity-max' : undefined}
        className="w-14 rounded-lg border border-sand-200 px-2 py-1.5 text-center"
        value={quantity}
        onChange={(event) => set(Number(event.target.value))}
      />
      <button
        type="button"
        className={stepClass}
        aria-label={t`Increase quantity`}
        disabled={atMax}
        onClick={() => set(quantity + 1)}
      >
        +
      </button>
      {atMax ? (
        <p id="purchase-quantity-max" role="status" className="text-sm text-amber-800">
          <Trans>Only {max} left in stock</Trans>
        </p>
      ) : null}
    </div>
  );
}

function AddedView({
  actor,
  product,
  lang,
}: {
  actor: PurchaseModalActor;
  product: PurchaseViewProduct;
  lang: Lang;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800">
        {i18n._(
          PURCHASE_MODAL_MESSAGES.added.id,
          { title: product.name },
          { message: PURCHASE_MODAL_MESSAGES.added.message },
        )}
      </p>
      {product.related.length > 0 ? (
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold text-ink">{i18n._(PURCHASE_MODAL_MESSAGES.oftenBoughtTogether)}</h3>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {product.related.map((related) => (
              <RelatedCard key={related.sku} actor={actor} product={related} />
            ))}
          </ul>
        </section>
      ) : null}
      <Link
        to="/$lang/$/"
        params={{ lang, _splat: 'cart' }}
        className={buttonClasses('primary', 'w-full py-3 text-base')}
        onClick={() => actor.send({ type: 'purchaseModal.close' })}
      >
        {i18n._(PURCHASE_MODAL_MESSAGES.proceedToCart)}
      </Link>
      <Dialog.Close className={buttonClasses('ghost', 'w-full')}>{t`Continue shopping`}</Dialog.Close>
    </div>
  );
}

function RelatedCard({
  actor,
  product,
}: {
  actor: PurchaseModalActor;
  product: PurchaseProductBaseFragment;
}) {
  const { i18n } = useLingui();
  const name = product.name ?? product.sku ?? '';
  return (
    <li className="flex items-center gap-3 rounded-xl border border-sand-200 p-3">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-sand-50">
        {product.small_image?.url ? (
          <Image
            src={product.small_image.url}
            alt=""
            preset="horizontal"
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-semibold text-ink">{name}</p>
        <p className="text-sm font-bold text-ink">
          {formatMoney(product.price_range.minimum_price.final_price)}
        </p>
        <Button
          variant="secondary"
          className="self-start px-3 py-1 text-xs"
          aria-label={`${i18n._(PURCHASE_MODAL_MESSAGES.addToCart)}: ${name}`}
          onClick={() =>
            actor.send({ type: 'purchaseModal.open', sku: product.sku ?? null, mode: 'relatedProducts' })
          }
        >
          {i18n._(PURCHASE_MODAL_MESSAGES.addToCart)}
        </Button>
      </div>
    </li>
  );
}

import { valibotResolver } from '@hookform/resolvers/valibot';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  type CatalogProductCardFragment,
  OutOfStockAlternativesDocument,
} from '../../../graphql/generated/operations.ts';
import { errorMessage } from '../../../machines/error-messages.ts';
import { inspectOptions } from '../../lib/inspector.ts';
import { useSession } from '../../lib/app-actor.tsx';
import { Button } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { Image } from '../../ui/image.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { emailField } from '../../lib/validation.ts';
import { ContentsText, PackMonthsText } from '../../ui/contents.tsx';
import { ProductLink } from '../../ui/catalog-links.tsx';
import { Price, PriceNotes } from '../../ui/price.tsx';
import { outOfStockAlternatives } from './out-of-stock-alternatives.ts';
import { stockAlertFlow } from '../../lib/actors/stock-alert.ts';

export type StockAlertStatus = 'idle' | 'submitting' | 'subscribed' | 'failed';

export interface OutOfStockDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  /** In-stock alternatives; null while they load. */
  alternatives: CatalogProductCardFragment[] | null;
  /** The address the form starts with (a signed-in customer's). */
  defaultEmail: string;
  alertStatus: StockAlertStatus;
  /** What the backend said when the alert was refused (already in the shopper's language). */
  alertError: string | null;
  onSubscribe: (email: string) => void;
  /** Where focus goes when the modal closes (by default Radix's: its trigger, here none). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A compact card of an alternative: image, name, pack and price linking to its page, and below the
 * link the price's base price and VAT note (its shipping link cannot sit inside another link).
 */
function AlternativeCard({ product }: { product: CatalogProductCardFragment }) {
  return (
    <div className="flex h-full flex-col gap-1 rounded-xl bg-white p-3 ring-1 ring-sand-200 transition hover:ring-brand-400">
      <ProductLink
        urlKey={product.url_key ?? ''}
        className="flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gradient-to-b from-sand-50 to-brand-50/60">
          {product.small_image?.url ? (
            <Image
              src={product.small_image.url}
              alt=""
              preset="checkout"
              className="max-h-full max-w-full object-contain"
            />
          ) : null}
        </span>
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="text-sm font-semibold leading-snug text-ink">{product.name}</span>
          <span className="text-xs text-muted">
            {product.pack_months ? (
              <PackMonthsText months={product.pack_months} />
            ) : (
              <ContentsText product={product} />
            )}
          </span>
          <Price price={product.price_range.minimum_price} />
        </span>
      </ProductLink>
      <PriceNotes basePrice={product.base_price} className="pl-19" />
    </div>
  );
}

const SEND_FAILED = msg`The request could not be sent. Please try again.`;

function StockAlertForm({
  productName,
  defaultEmail,
  status,
  error,
  onSubscribe,
}: {
  productName: string;
  defaultEmail: string;
  status: StockAlertStatus;
  error: string | null;
  onSubscribe: (email: string) => void;
}) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => v.object({ email: emailField(i18n) }), [i18n]);
  const form = useForm<{ email: string }>({
    resolver: valibotResolver(schema),
    defaultValues: { email: defaultEmail },
  });
  const address = form.watch('email').trim();
  if (status === 'subscribed') {
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-200">
        <Trans>
          Thank you! We will email {address} as soon as {productName} is available again.
        </Trans>
      </p>
    );
  }
  const busy = status === 'submitting';
  return (
    <form
      noValidate
      aria-label={t`Notify me when available`}
      onSubmit={form.handleSubmit((values) => onSubscribe(values.email))}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label={t`Email`}
          type="email"
          autoComplete="email"
          className="flex-1"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="sm:mt-6">
          {busy ? <Spinner label={t`Sending`} className="[&_svg]:size-4 text-white" /> : null}
          {t`Notify me`}
        </Button>
      </div>
      {status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {error ?? i18n._(SEND_FAILED)}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The out-of-stock modal (spec 2, default layout): says the product cannot be bought now,
 * offers in-stock alternatives and a 'notify me when available' form.
 */
export function OutOfStockDialog({
  open,
  onOpenChange,
  productName,
  alternatives,
  defaultEmail,
  alertStatus,
  alertError,
  onSubscribe,
  onCloseAutoFocus,
}: OutOfStockDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(40rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-muted">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-slate-400" />
                <Trans>Out of stock</Trans>
              </p>
              <Dialog.Title className="mt-2 font-display text-xl font-semibold text-ink">
                {productName}
              </Dialog.Title>
            </div>
            <Dialog.Close
              className="rounded-full p-1.5 text-muted hover:bg-sand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t`Close`}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink">
            <Trans>
              This product is currently out of stock. These alternatives can be delivered right away.
            </Trans>
          </Dialog.Description>

          <section aria-labelledby="oos-alternatives" className="mt-5">
            <h3 id="oos-alternatives" className="text-sm font-semibold text-ink">
              <Trans>Available alternatives</Trans>
            </h3>
            {alternatives === null ? (
              <div className="mt-3 flex justify-center py-4">
                <Spinner label={t`Loading`} />
              </div>
            ) : alternatives.length > 0 ? (
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {alternatives.map((product) => (
                  <li key={product.uid}>
                    <AlternativeCard product={product} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted">
                <Trans>There are no alternatives in stock at the moment.</Trans>
              </p>
            )}
          </section>

          <section
            aria-labelledby="oos-notify"
            className="mt-6 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 sm:p-5"
          >
            <h3 id="oos-notify" className="text-sm font-semibold text-ink">
              <Trans>Notify me when available</Trans>
            </h3>
            <p className="mt-1 mb-3 text-sm text-muted">
              <Trans>We will send you one email as soon as the product is back in stock.</Trans>
            </p>
            <StockAlertForm
              productName={productName}
              defaultEmail={defaultEmail}
              status={alertStatus}
              error={alertError}
              onSubscribe={onSubscribe}
            />
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The modal wired to the app: alternatives from the store view's GraphQL API, the alert form
 * driven by the stock-alert machine (one per opened modal), a signed-in customer's email
 * prefilled. Rendered only while open.
 */
export function OutOfStockModal({
  sku,
  productName,
  onClose,
  onCloseAutoFocus,
}: {
  sku: string;
  productName: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const client = useApolloClient();
  const { customer } = useSession();
  // Following an alternative's link leaves the product: the modal closes with it.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);
  const { data } = useQuery(OutOfStockAlternativesDocument, { variables: { sku } });
  const product = data?.products?.items?.[0];
  const alternatives = data ? (product ? outOfStockAlternatives(product) : []) : null;
  const logic = useMemo(() => stockAlertFlow(client), [client]);
  const actor = useActorRef(logic, { input: { sku }, ...inspectOptions() });
  const status = useSelector(actor, (snapshot): StockAlertStatus => {
    if (snapshot.matches('submitting')) return 'submitting';
    if (snapshot.matches('subscribed')) return 'subscribed';
    if (snapshot.matches('failed')) return 'failed';
    return 'idle';
  });
  const { i18n } = useLingui();
  // The refusal's code picks the text in the shopper's language; without a known code, the
  // form's own 'could not be sent'. The backend's words are never shown.
  const error = useSelector(actor, (snapshot) => {
    const refusal = snapshot.context.error;
    return refusal ? i18n._(errorMessage(refusal, SEND_FAILED)) : null;
  });
  return (
    <OutOfStockDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      productName={productName}
      alternatives={alternatives}
      defaultEmail={customer?.email ?? ''}
      alertStatus={status}
      alertError={error}
      onSubscribe={(email) => actor.send({ type: 'stockAlert.submit', email })}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  SEPA_REFUND_WEEKS,
  SHOP_BANK_ACCOUNT,
  type ShopCode,
  WITHDRAWAL_DAYS,
} from '../../../domain/checkout.ts';
import { countryName } from '../../../domain/countries.ts';
import { formatShopDate, shopDateOf } from '../../../domain/dates.ts';
import { earliestCancellationDate } from '../../../domain/subscriptions.ts';
import type { Lang } from '../../../domain/store.ts';
import {
  type CheckoutAddress,
  type CheckoutInput,
  type CheckoutStep,
  checkoutMachine,
  type SavedAddress,
  type CheckoutErrorCode,
  stepAllowed,
} from '../../../machines/checkout.machine.ts';
import { inspectOptions } from '../../lib/inspector.ts';
import { useCart, useOverlay, useSession } from '../../lib/app-actor.tsx';
import { checkoutFlow } from '../../lib/actors/checkout.ts';
import { formatMoney } from '../../lib/money.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { CartLineNotes } from '../../ui/cart-line-notes.tsx';
import { PriceNotes } from '../../ui/price.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AddressForm } from './address-form.tsx';
import { GuestAccountForm } from './guest-account-form.tsx';
import { localizedPath } from '../../../domain/paths.ts';

const CheckoutActor = createActorContext(checkoutMachine);

const STEP_PATH: Record<CheckoutStep, string> = {
  'user-account': 'user-account',
  shipping: 'shipping',
  billing: 'billing',
  payment: 'payment',
  'thank-you': 'thank-you',
};

/**
 * The checkout of the cart actor's cart: `/{lang}/checkout/` (step null: everything on one page)
 * or one step of `/{lang}/checkout2/…`. The machine starts on the first cart the app has and stays:
 * a new step in the URL, a login or logout and another cart reach it as events, and it decides
 * where the shopper goes.
 */
export function CheckoutPage({
  lang,
  shop,
  step,
}: {
  lang: Lang;
  shop: ShopCode;
  step: CheckoutStep | null;
}) {
  const { t } = useLingui();
  const { cart, send: sendCart } = useCart();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  // What the transport needs, read when the machine acts (the logic is made once).
  const current = useRef({ lang, navigate, sendCart });
  current.current = { lang, navigate, sendCart };
  const logic = useMemo(
    () =>
      checkoutFlow({
        goToStep: (to) => {
          const { lang, navigate } = current.current;
          void navigate({
            to: localizedPath(lang, 'checkoutSteps', STEP_PATH[to]) as string,
            replace: true,
          });
        },
        leaveCheckout: (to) => {
          const { lang, navigate } = current.current;
          void navigate({
            to: to === 'orderHistory' ? localizedPath(lang, 'orderHistory') : `/${lang}/`,
            replace: true,
          });
        },
        // The cart is now an order: the cart starts afresh as after logout (for a customer,
        // createEmptyCart answers their new cart); the machine keeps its thank-you page.
        orderPlaced: (order) => {
          // Card and PayPal: on to the provider's page (card data never touches the shop's pages).
          if (order.paymentRedirectUrl) window.location.assign(order.paymentRedirectUrl);
          current.current.sendCart({ type: 'cart.customerLoggedOut' });
        },
      }) as unknown as typeof checkoutMachine,
    [],
  );
  const start = useRef<CheckoutInput | null>(null);
  if (!start.current && cart) start.current = { cartId: cart.id, loggedIn, step };
  if (!start.current) {
    return (
      <Container className="py-8">
        <Spinner label={t`Loading checkout`} />
      </Container>
    );
  }
  return (
    <CheckoutActor.Provider logic={logic} options={{ input: start.current, ...inspectOptions() }}>
      <FollowUrlAndSession step={step} cartId={cart?.id ?? null} loggedIn={loggedIn} />
      <CheckoutBody lang={lang} shop={shop} />
    </CheckoutActor.Provider>
  );
}

/**
 * Tells the running machine what changed outside it: the step in the URL (links, back and
 * forward) and the session or cart (login, logout, the customer's cart after the merge, the new
 * cart after the order). A cart that is being replaced (busy) is waited for.
 */
function FollowUrlAndSession({
  step,
  cartId,
  loggedIn,
}: {
  step: CheckoutStep | null;
  cartId: string | null;
  loggedIn: boolean;
}) {
  const actor = CheckoutActor.useActorRef();
  const { busy } = useCart();
  const sent = useRef({ step, cartId, loggedIn });
  useEffect(() => {
    if (step === null || step === sent.current.step) return;
    sent.current.step = step;
    actor.send({ type: 'checkout.enterStep', step });
  }, [actor, step]);
  useEffect(() => {
    if (busy || !cartId) return;
    if (cartId === sent.current.cartId && loggedIn === sent.current.loggedIn) return;
    sent.current = { ...sent.current, cartId, loggedIn };
    actor.send({ type: 'checkout.sessionChanged', cartId, loggedIn });
  }, [actor, busy, cartId, loggedIn]);
  return null;
}

function useErrorText() {
  const { t } = useLingui();
  return (code: CheckoutErrorCode): string => {
    switch (code) {
      case 'invalidInput':
        return t`Please check your entries.`;
      case 'outOfStock':
        return t`Some products are no longer available in this quantity. Please check your cart.`;
      case 'cartGone':
        return t`Your cart has changed. Please check it and try again.`;
      case 'network':
        return t`An error occurred`;
    }
  };
}

function Section({ title, done, children }: { title: string; done?: boolean; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-sand-50 p-5" aria-label={title}>
      <h2 className="mb-3 font-display text-xl font-bold text-ink">
        {title} {done ? <span className="text-sm font-normal text-brand-700">✓</span> : null}
      </h2>
      {children}
    </section>
  );
}

/**
 * Keyboard focus through the checkout's server round trips: controls are disabled while a call
 * runs, which drops focus to `<body>`. When the call ends, focus goes to `pending` if a step
 * asked for a place (the shipping methods after the address is saved), otherwise back to the
 * control that had it, while that is still there.
 */
function useCheckoutFocus(busy: boolean) {
  const before = useRef<HTMLElement | null>(null);
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  if (busy && !before.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) before.current = active;
  }
  useEffect(() => {
    if (busy) return;
    const wanted = pending.current?.();
    pending.current = null;
    const previous = before.current;
    before.current = null;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (wanted) {
      wanted.focus();
      return;
    }
    if (lost && previous?.isConnected && !(previous as HTMLButtonElement).disabled) previous.focus();
  }, [busy]);
  return (target: () => HTMLElement | null | undefined) => {
    pending.current = target;
  };
}

/** A customer's saved addresses, each a button that uses it ('Ship to …', 'Bill to …'). */
function SavedAddresses({
  addresses,
  action,
  busy,
  onPick,
}: {
  addresses: readonly SavedAddress[];
  action: string;
  busy: boolean;
  onPick: (id: number) => void;
}) {
  const { t } = useLingui();
  if (addresses.length === 0) return null;
  return (
    <fieldset className="mb-4 flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t`Your saved addresses`}</legend>
      {addresses.map((a) => (
        <Button
          key={a.id}
          variant="secondary"
          className="text-left"
          disabled={busy}
          onClick={() => onPick(a.id)}
        >
          {action} {a.firstname} {a.lastname}, {a.street.join(', ')}, {a.postcode} {a.city}
        </Button>
      ))}
    </fieldset>
  );
}

function AddressText({ address, lang }: { address: CheckoutAddress; lang: string }) {
  return (
    <address className="not-italic">
      {address.firstname} {address.lastname}
      <br />
      {address.street.join(', ')}
      <br />
      {address.postcode} {address.city}
      {address.region ? `, ${address.region}` : ''}, {countryName(address.country_code, lang)}
    </address>
  );
}

function CheckoutBody({ lang, shop }: { lang: Lang; shop: ShopCode }) {
  const { t } = useLingui();
  const snapshot = CheckoutActor.useSelector((s) => s);
  const send = CheckoutActor.useActorRef().send;
  const errorText = useErrorText();
  const { open } = useOverlay();
  const { cart: appCart } = useCart();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [billingSame, setBillingSame] = useState(true);
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState(false);
  const { context } = snapshot;
  // The step the machine let the shopper onto (null on the single page): the URL's, once gated.
  const step = context.step;
  const busy = snapshot.hasTag('busy');
  const cart = context.cart;
  const focusAfterCall = useCheckoutFocus(busy);
  const shippingMethods = useRef<HTMLFieldSetElement>(null);

  if (snapshot.matches('loading'))
    return (
      <Container className="py-8">
        <Spinner label={t`Loading checkout`} />
      </Container>
    );
  if (snapshot.matches('failed'))
    return (
      <Container className="py-8">
        <p role="alert" className="mb-4">{t`The checkout could not be loaded.`}</p>
        <Button onClick={() => send({ type: 'checkout.retry' })}>{t`Try again`}</Button>
      </Container>
    );
  if (snapshot.matches('empty') || !cart)
    return (
      <Container className="py-8">
        <h1 className="mb-4 font-display text-3xl font-bold text-ink">{t`Checkout`}</h1>
        <p className="mb-4">{t`Your cart is empty.`}</p>
        <AppLink href={`/${lang}/`} className={buttonClasses('primary')}>{t`Continue shopping`}</AppLink>
      </Container>
    );
  if (snapshot.matches('placed')) return <ThankYou lang={lang} />;

  const show = (s: CheckoutStep) => step === null || step === s;
  const next = (s: CheckoutStep) =>
    step !== null && stepAllowed(s, context) ? (
      <AppLink
        href={localizedPath(lang, 'checkoutSteps', STEP_PATH[s])}
        className={`${buttonClasses('secondary')} mt-4`}
      >
        {t`Continue`}
      </AppLink>
    ) : null;
  const error = context.error ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      {errorText(context.error.code)}
    </p>
  ) : null;

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError(t`The email field must be a valid email`);
      return;
    }
    setEmailError(null);
    send({ type: 'checkout.setEmail', email: email.trim() });
  };

  const placeOrder = () => {
    if (!accepted) {
      setAcceptError(true);
      return;
    }
    send({ type: 'checkout.placeOrder' });
  };

  return (
    <Container className="py-8">
      <h1 className="mb-6 font-display text-3xl font-bold text-ink">{t`Checkout`}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy={busy}>
        <div className="flex min-w-0 flex-col gap-6">
          {error}
          {show('user-account') ? (
            <Section title={t`Your email address`} done={!!cart.email || context.loggedIn}>
              {context.loggedIn ? (
                <p>{t`You are logged in.`}</p>
              ) : (
                <form noValidate onSubmit={submitEmail} className="flex flex-col gap-3">
                  <FormField
                    label={t`Email`}
                    type="email"
                    name="email"
                    autoComplete="email"
                    value={email || cart.email || ''}
                    onChange={(e) => setEmail(e.target.value)}
                    error={emailError ?? undefined}
                  />
                  <div className="flex flex-wrap gap-3">
                    <Button type="submit" disabled={busy}>{t`Continue as guest`}</Button>
                    <Button variant="secondary" onClick={() => open('loginModal')}>{t`Log in`}</Button>
                  </div>
                  {context.emailHasAccount ? (
                    <p className="text-sm">
                      {t`There is an account with this email address.`}{' '}
                      <button type="button" className="underline" onClick={() => open('loginModal')}>
                        {t`Log in instead`}
                      </button>
                    </p>
                  ) : null}
                </form>
              )}
              {next('shipping')}
            </Section>
          ) : null}

          {show('shipping') && (context.loggedIn || cart.email) ? (
            <Section title={t`Shipping address`} done={!!cart.shippingAddress}>
              <SavedAddresses
                addresses={context.savedAddresses}
                action={t`Ship to`}
                busy={busy}
                onPick={(id) =>
                  send({ type: 'checkout.setShippingAddress', choice: { customerAddressId: id } })
                }
              />
              {cart.shippingAddress ? <AddressText address={cart.shippingAddress} lang={lang} /> : null}
              <details className="mt-3" open={!cart.shippingAddress}>
                <summary className="cursor-pointer text-sm font-medium">
                  {cart.shippingAddress ? t`Change the address` : t`Enter a new address`}
                </summary>
                <div className="mt-3">
                  <AddressForm
                    shop={shop}
                    lang={lang}
                    initial={cart.shippingAddress}
                    busy={busy}
                    submitLabel={t`Save shipping address`}
                    offerSave={context.loggedIn}
                    onSubmit={(address, save) => {
                      // Saved, the form folds away: the shopper goes on with the shipping method.
                      focusAfterCall(
                        () =>
                          shippingMethods.current?.querySelector<HTMLElement>('input:checked') ??
                          shippingMethods.current?.querySelector<HTMLElement>('input, [role=alert]'),
                      );
                      send({
                        type: 'checkout.setShippingAddress',
                        choice: { address, saveInAddressBook: save },
                      });
                    }}
                  />
                </div>
              </details>
              {cart.shippingAddress ? (
                <fieldset ref={shippingMethods} className="mt-4 flex flex-col gap-2">
                  <legend className="mb-2 font-medium">{t`Shipping method`}</legend>
                  {cart.availableShippingMethods.length === 0 ? (
                    <p
                      role="alert"
                      tabIndex={-1}
                    >{t`Unfortunately we cannot deliver to this country yet. Please choose another address.`}</p>
                  ) : (
                    cart.availableShippingMethods.map((m) => (
                      <label key={`${m.carrierCode}/${m.methodCode}`} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name="shipping-method"
                          disabled={busy}
                          checked={
                            cart.selectedShippingMethod?.carrierCode === m.carrierCode &&
                            cart.selectedShippingMethod.methodCode === m.methodCode
                          }
                          onChange={() =>
                            send({
                              type: 'checkout.setShippingMethod',
                              carrierCode: m.carrierCode,
                              methodCode: m.methodCode,
                            })
                          }
                        />
                        {m.carrierTitle} {m.methodTitle}:{' '}
                        {m.amount === 0
                          ? t`free`
                          : formatMoney({ value: m.amount, currency: cart.totals.currency })}
                      </label>
                    ))
                  )}
                </fieldset>
              ) : null}
              {next('billing')}
            </Section>
          ) : null}

          {show('billing') && cart.shippingAddress && cart.selectedShippingMethod ? (
            <Section title={t`Billing address`} done={!!cart.billingAddress}>
              <label className="mb-3 flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={billingSame}
                  onChange={(e) => setBillingSame(e.target.checked)}
                />
                {t`Same as the shipping address`}
              </label>
              {billingSame ? (
                <Button
                  disabled={busy}
                  onClick={() =>
                    send({ type: 'checkout.setBillingAddress', choice: { sameAsShipping: true } })
                  }
                >
                  {t`Use the shipping address`}
                </Button>
              ) : (
                <>
                  <SavedAddresses
                    addresses={context.savedAddresses}
                    action={t`Bill to`}
                    busy={busy}
                    onPick={(id) =>
                      send({ type: 'checkout.setBillingAddress', choice: { customerAddressId: id } })
                    }
                  />
                  <AddressForm
                    shop={shop}
                    lang={lang}
                    initial={null}
                    busy={busy}
                    submitLabel={t`Save billing address`}
                    offerSave={context.loggedIn}
                    onSubmit={(address, save) =>
                      send({
                        type: 'checkout.setBillingAddress',
                        choice: { address, saveInAddressBook: save },
                      })
                    }
                  />
                </>
              )}
              {cart.billingAddress ? (
                <div className="mt-3 text-sm">
                  <AddressText address={cart.billingAddress} lang={lang} />
                </div>
              ) : null}
              {next('payment')}
            </Section>
          ) : null}

          {show('payment') && cart.billingAddress ? (
            <Section title={t`Payment method`} done={!!cart.selectedPayment}>
              <fieldset className="flex flex-col gap-2">
                <legend className="sr-only">{t`Payment method`}</legend>
                {cart.availablePayments.map((p) => (
                  <label key={p.code} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="payment-method"
                      disabled={busy}
                      checked={cart.selectedPayment === p.code}
                      onChange={() => send({ type: 'checkout.setPayment', code: p.code })}
                    />
                    {p.title}
                  </label>
                ))}
              </fieldset>
              {cart.selectedPayment === 'banktransfer' ? (
                <p className="mt-2 text-sm">{t`You transfer the amount after ordering; we ship once it has arrived.`}</p>
              ) : null}
              {(appCart?.items ?? []).some((item) => item.purchase_mode === 'onGoing') ? (
                <p className="mt-2 text-sm text-muted">
                  {t`Savings plans cannot be paid with PayPal: their later deliveries are charged without you, which we can do by credit card (the card is saved for this plan), invoice or prepayment.`}
                </p>
              ) : null}
            </Section>
          ) : null}

          {show('payment') && cart.selectedPayment ? (
            <Section title={t`Review and order`}>
              <p className="mb-3 text-sm">
                {t`Our terms and conditions apply. You may withdraw from the contract within ${WITHDRAWAL_DAYS} days without giving reasons; the withdrawal information and its model form come with the order confirmation.`}
              </p>
              <label className="mb-3 flex items-start gap-2">
                <input
                  type="checkbox"
                  checked={accepted}
                  onChange={(e) => {
                    setAccepted(e.target.checked);
                    setAcceptError(false);
                  }}
                  aria-invalid={acceptError ? true : undefined}
                />
                <span>{t`I have read the terms and conditions and the withdrawal information.`}</span>
              </label>
              {acceptError ? (
                <p
                  role="alert"
                  className="mb-3 text-sm text-red-700"
                >{t`Please accept the terms and conditions.`}</p>
              ) : null}
              <Button disabled={busy} onClick={placeOrder}>
                {t`Order with obligation to pay`}
              </Button>
            </Section>
          ) : null}
        </div>

        <aside
          className="flex min-w-0 flex-col gap-3 self-start rounded-2xl bg-sand-50 p-5"
          aria-label={t`Order summary`}
        >
          <h2 className="font-display text-xl font-bold">{t`Order summary`}</h2>
          <ul className="text-sm">
            {(appCart?.items ?? []).map((item) => (
              <li key={item.uid} className="flex justify-between gap-2">
                <div>
                  {item.quantity} × {item.product.name}
                  <SavingsPlanTerm item={item} lang={lang} />
                  <CartLineNotes item={item} />
                </div>
                <span className="text-right">
                  <span data-price="">{formatMoney(item.prices?.row_total_including_tax)}</span>
                  <PriceNotes basePrice={item.base_price} />
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{t`Subtotal (incl. tax)`}</dt>
            <dd className="text-right">
              {formatMoney({ value: cart.totals.subtotal, currency: cart.totals.currency })}
            </dd>
            {cart.totals.lineDiscounts.map((saving) => (
              <div key={`saving-${saving.label}`} className="contents text-brand-800">
                <dt>{t`Included saving: ${saving.label}`}</dt>
                <dd className="text-right">
                  −{formatMoney({ value: saving.amount, currency: cart.totals.currency })}
                </dd>
              </div>
            ))}
            {cart.totals.discounts.map((d) => (
              <div key={d.label} className="contents">
                <dt>{d.label}</dt>
                <dd className="text-right">
                  −{formatMoney({ value: d.amount, currency: cart.totals.currency })}
                </dd>
              </div>
            ))}
            <dt>{t`Shipping`}</dt>
            <dd className="text-right">
              {cart.selectedShippingMethod
                ? cart.selectedShippingMethod.amount === 0
                  ? t`free`
                  : formatMoney({ value: cart.selectedShippingMethod.amount, currency: cart.totals.currency })
                : '–'}
            </dd>
            <dt className="border-t border-sand-200 pt-2 font-bold">{t`Grand total`}</dt>
            <dd className="border-t border-sand-200 pt-2 text-right font-bold">
              {formatMoney({ value: cart.totals.grandTotal, currency: cart.totals.currency })}
            </dd>
            {cart.totals.taxes.map((tax) => (
              <div key={tax.label} className="contents text-muted">
                <dt>{t`Included tax: ${tax.label}`}</dt>
                <dd className="text-right">
                  {formatMoney({ value: tax.amount, currency: cart.totals.currency })}
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </Container>
  );
}

/**
 * Under a savings-plan line: from when the plan can be cancelled (its 2nd delivery, counted from
 * today's order).
 */
function SavingsPlanTerm({
  item,
  lang,
}: {
  item: { purchase_mode?: string | null; delivery_interval?: string | null };
  lang: Lang;
}) {
  const { t } = useLingui();
  const interval = item.delivery_interval;
  if (item.purchase_mode !== 'onGoing' || (interval !== 'monthly' && interval !== 'quarterly')) return null;
  const date = formatShopDate(earliestCancellationDate(shopDateOf(new Date()), interval), lang);
  return <span className="block text-xs text-muted">{t`Cancellable from ${date}`}</span>;
}

function ThankYou({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const context = CheckoutActor.useSelector((s) => s.context);
  const number = context.orderNumber ?? '';
  // The single page places the order on its own URL (no route change), so the page moves focus to
  // its new heading itself, as a route change would (the multi-step checkout's move to thank-you/
  // is a route change, whose focus lands on the same heading).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const total = context.cart
    ? formatMoney({ value: context.cart.totals.grandTotal, currency: context.cart.totals.currency })
    : '';
  return (
    <Container className="py-8">
      <h1 ref={heading} tabIndex={-1} className="mb-4 font-display text-3xl font-bold text-ink">
        {t`Thank you for your order`}
      </h1>
      <p className="mb-2 text-lg">
        {t`Your order number:`} <strong>{number}</strong>
      </p>
      <p className="mb-4">
        {t`We have sent you an order confirmation by email. We pack your order and let you know when it is on its way.`}
      </p>
      {context.cart?.selectedPayment === 'banktransfer' ? (
        <section className="mb-4 rounded-2xl bg-sand-50 p-5" aria-label={t`Payment instructions`}>
          <h2 className="mb-2 font-display text-xl font-bold">{t`Payment instructions`}</h2>
          <p>{t`Please transfer ${total} to:`}</p>
          <p>
            {SHOP_BANK_ACCOUNT.holder}
            <br />
            IBAN {SHOP_BANK_ACCOUNT.iban}
            <br />
            BIC {SHOP_BANK_ACCOUNT.bic} ({SHOP_BANK_ACCOUNT.bank})
            <br />
            {t`Reference: ${number}`}
          </p>
        </section>
      ) : context.cart?.selectedPayment === 'invoice' ? (
        <p className="mb-4">{t`You receive the invoice with your delivery.`}</p>
      ) : null}
      <p className="mb-4 text-sm text-muted">
        {t`With a SEPA direct debit you can ask your bank for a refund within ${SEPA_REFUND_WEEKS} weeks.`}
      </p>
      {!context.loggedIn && context.guestToken ? (
        <GuestAccountForm orderNumber={number} token={context.guestToken} />
      ) : !context.loggedIn ? (
        <AppLink href={localizedPath(lang, 'register')} className={`${buttonClasses('secondary')} mr-3`}>
          {t`Create an account`}
        </AppLink>
      ) : null}
      <AppLink href={`/${lang}/`} className={buttonClasses('primary')}>
        {t`Continue shopping`}
      </AppLink>
    </Container>
  );
}

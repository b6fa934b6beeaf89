import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { Lang } from '../../../domain/store.ts';
import { paymentReturnFlow } from '../../lib/actors/payment-return.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { localizedPath } from '../../../domain/paths.ts';
import { inspectOptions } from '../../lib/inspector.ts';

/** The return link's query: order, sig, and cancel=1 after a cancel (others, e.g. session_id, are kept). */
export type PaymentReturnParams = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * `/{lang}/stripe-order/` and `/{lang}/paypal-order/`: back from the provider's page. Shows the
 * order as paid or as 'payment being confirmed' (until the provider's verified message arrives),
 * or, after a cancel, the cancelled order and the way back to the restored cart.
 */
export function PaymentReturnPage({
  lang,
  provider,
  params,
}: {
  lang: Lang;
  provider: 'stripe' | 'paypal';
  params: PaymentReturnParams;
}) {
  const { t } = useLingui();
  const logic = useMemo(() => paymentReturnFlow(), []);
  const [snapshot, send] = useMachine(logic, {
    input: {
      provider,
      orderNumber: text(params.order),
      signature: text(params.sig),
      cancel: text(params.cancel) === '1',
    },
    ...inspectOptions(),
  });
  const number = snapshot.context.orderNumber;
  const heading = 'mb-4 font-display text-3xl font-bold text-ink';
  if (snapshot.matches('paid')) {
    return (
      <Container className="py-8">
        <h1 className={heading}>{t`Thank you for your order`}</h1>
        <p className="mb-2 text-lg">
          {t`Your order number:`} <strong>{number}</strong>
        </p>
        <p className="mb-4" role="status">
          {t`Your payment has been received. We pack your order and let you know when it is on its way.`}
        </p>
        <a href={`/${lang}/`} className={buttonClasses('primary')}>
          {t`Continue shopping`}
        </a>
      </Container>
    );
  }
  if (snapshot.matches('canceled')) {
    return (
      <Container className="py-8">
        <h1 className={heading}>{t`Payment cancelled`}</h1>
        <p className="mb-4" role="status">
          {t`Your order ${number} has been cancelled and nothing was charged. Your cart is as it was: try again or choose another payment method.`}
        </p>
        {/* A full page load: the cart is read afresh (a guest's restored cart). */}
        <a href={localizedPath(lang, 'cart')} className={buttonClasses('primary')}>
          {t`Back to the cart`}
        </a>
      </Container>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <Container className="py-8">
        <h1 className={heading}>{t`Payment`}</h1>
        <p className="mb-4" role="alert">
          {t`We could not check this payment. If the link is from an email or the provider's page, please try again.`}
        </p>
        <Button onClick={() => send({ type: 'paymentReturn.retry' })}>{t`Try again`}</Button>
      </Container>
    );
  }
  const waiting = snapshot.matches('waiting') || snapshot.matches('unconfirmed');
  return (
    <Container className="py-8">
      <h1 className={heading}>{t`Thank you for your order`}</h1>
      {number ? (
        <p className="mb-2 text-lg">
          {t`Your order number:`} <strong>{number}</strong>
        </p>
      ) : null}
      {waiting ? (
        <p className="mb-4" role="status">
          {t`Your payment is being confirmed. This page updates by itself as soon as the payment provider confirms it.`}
        </p>
      ) : (
        <Spinner label={t`Checking your payment…`} />
      )}
      {snapshot.matches('unconfirmed') ? (
        <Button onClick={() => send({ type: 'paymentReturn.retry' })}>{t`Check again`}</Button>
      ) : null}
    </Container>
  );
}

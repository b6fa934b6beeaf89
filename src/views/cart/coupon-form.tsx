import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CART_MESSAGES, type Cart, type CartEvent } from '../../../machines/cart.machine.ts';
import { Button } from '../../ui/button.tsx';
import { useFocusRescue } from '../../ui/focus-rescue.ts';

/**
 * Applies a coupon code, or shows the applied one with a remove button. A refused code is
 * shown under the field and tied to it (aria-invalid, aria-describedby), besides the
 * notification. Focus stays in the form: on the field while the call runs, on 'Remove coupon'
 * once the code is applied, back on the field after removing.
 */
export function CouponForm({
  cart,
  busy,
  send,
}: {
  cart: Cart;
  busy: boolean;
  send: (event: CartEvent) => void;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const applied = cart.applied_coupons?.[0]?.code ?? null;
  useFocusRescue(box, (root) => root.querySelector<HTMLElement>('button, input'));

  // The call for the submitted code ended: applied, or refused (the cart still has no coupon).
  useEffect(() => {
    if (submitted === null || busy) return;
    setRefused(applied ? null : submitted);
    setSubmitted(null);
  }, [submitted, busy, applied]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed.length === 0 || busy) return;
    setRefused(null);
    setSubmitted(trimmed);
    send({ type: 'cart.applyCoupon', code: trimmed });
  };
  const invalid = refused !== null && refused === code.trim();
  return (
    <div ref={box}>
      {applied ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm">
          <span>{t`Coupon ${applied} applied`}</span>
          <Button
            variant="ghost"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) send({ type: 'cart.removeCoupon' });
            }}
          >
            {t`Remove coupon`}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {t`Coupon code`}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              readOnly={busy}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              maxLength={64}
              // Room for a 20-character code even on a 320 px phone; the button wraps below if need be.
              className="min-w-[15rem] flex-1 rounded-full border border-sand-200 px-4 py-2 font-mono text-sm tracking-wide aria-invalid:border-red-600"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Button
              type="submit"
              variant="secondary"
              className="shrink-0 px-4"
              aria-disabled={busy || code.trim().length === 0 || undefined}
            >
              {t`Apply coupon`}
            </Button>
          </div>
          {invalid ? (
            <p id={errorId} className="text-sm text-red-700">
              {i18n._(CART_MESSAGES.invalidCoupon)}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}

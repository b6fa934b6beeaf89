import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { Cart, CartEvent } from '../../../machines/cart.machine.ts';
import { Button } from '../../ui/button.tsx';

/** Applies a coupon code, or shows the applied one with a remove button; errors come as notifications. */
export function CouponForm({
  cart,
  busy,
  send,
}: {
  cart: Cart;
  busy: boolean;
  send: (event: CartEvent) => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [code, setCode] = useState('');
  const applied = cart.applied_coupons?.[0]?.code ?? null;
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm">
        <span>{t`Coupon ${applied} applied`}</span>
        <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'cart.removeCoupon' })}>
          {t`Remove coupon`}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed.length === 0) return;
    send({ type: 'cart.applyCoupon', code: trimmed });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t`Coupon code`}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          disabled={busy}
          className="min-w-0 flex-1 rounded-full border border-sand-200 px-4 py-2"
          autoComplete="off"
        />
        <Button
          type="submit"
          variant="secondary"
          className="shrink-0 px-4"
          disabled={busy || code.trim().length === 0}
        >
          {t`Apply coupon`}
        </Button>
      </div>
    </form>
  );
}

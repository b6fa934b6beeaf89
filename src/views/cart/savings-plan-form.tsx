import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Cart, CartEvent, cartMachine } from '../../../machines/cart.machine.ts';
import { DELIVERY_INTERVALS, type DeliveryInterval, planOptionCode } from '../../../domain/savings-plans.ts';
import { useAppSystemActor, useSession } from '../../lib/app-actor.tsx';
import { Button } from '../../ui/button.tsx';

/**
 * The whole cart as a savings plan: the shopper picks the delivery interval (the one the cart's
 * savings-plan lines already have, else monthly) and converts in one step. The button is
 * enabled while the cart accepts the conversion (`can`: some line is not yet a savings-plan
 * line with that interval). Hidden for customer groups that buy no savings plans.
 */
export function SavingsPlanForm({
  cart,
  busy,
  send,
}: {
  cart: Cart;
  busy: boolean;
  send: (event: CartEvent) => void;
}) {
  const { t } = useLingui();
  const { loggedIn, customer } = useSession();
  const planInterval = cart.items.find((item) => item.purchase_mode === 'onGoing')?.delivery_interval;
  const [interval, choose] = useState<DeliveryInterval>(
    DELIVERY_INTERVALS.find((candidate) => candidate === planInterval) ?? 'monthly',
  );
  const cartActor = useAppSystemActor<ActorRefFrom<typeof cartMachine>>('cart');
  const convertible = useSelector(
    cartActor,
    (snapshot) => snapshot?.can({ type: 'cart.convertToSavingsPlan', interval }) ?? false,
  );
  if (planOptionCode(customer?.group_id ?? null, loggedIn) === null) return null;
  const labels: Record<DeliveryInterval, string> = {
    monthly: t`Monthly delivery`,
    quarterly: t`Quarterly delivery`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'cart.convertToSavingsPlan', interval });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-sand-200 pt-5">
      <fieldset className="flex flex-col gap-2" disabled={busy}>
        <legend className="mb-1 text-sm font-semibold text-ink">{t`Delivery interval`}</legend>
        <div className="flex flex-wrap gap-2">
          {DELIVERY_INTERVALS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-sand-200 bg-white px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="savings-plan-interval"
                value={option}
                className="accent-brand-700"
                checked={interval === option}
                onChange={() => choose(option)}
              />
              {labels[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" disabled={busy || !convertible}>
        {t`Convert cart to savings plan`}
      </Button>
      {!busy && !convertible ? (
        <p className="text-sm text-muted">{t`All items are in the savings plan with this delivery interval.`}</p>
      ) : null}
    </form>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountFormMachine } from '../../../machines/account-form.machine.ts';
import { createCustomerFromGuestOrder } from '../../lib/checkout-actors.ts';
import { Button } from '../../ui/button.tsx';

/**
 * 'Create an account' on a guest's thank-you page: the account is made from the order's data
 * (email, billing name) with the password chosen here; the order then shows in its order history.
 */
export function GuestAccountForm({ orderNumber, token }: { orderNumber: string; token: string }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const logic = useMemo(
    () =>
      accountFormMachine.provide({
        actors: {
          save: fromPromise(({ input }) => createCustomerFromGuestOrder(orderNumber, token, input as string)),
        },
      }),
    [orderNumber, token],
  );
  const [snapshot, send] = useMachine(logic);
  if (snapshot.matches('saved')) {
    return (
      <p className="mb-4" role="status">
        {t`Your account has been created. Sign in with your email address and this password: the order is in your order history.`}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit', values: password });
  };
  return (
    <form className="mb-4 rounded-2xl bg-sand-50 p-5" onSubmit={submit} aria-label={t`Create an account`}>
      <p className="mb-2">{t`Save your details for next time: choose a password and this order appears in your account.`}</p>
      <label className="mb-2 block">
        <span className="mb-1 block text-sm font-medium">{t`Password`}</span>
        <input
          type="password"
          autoComplete="new-password"
          className="w-full rounded-lg border border-sand-300 px-3 py-2"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      {snapshot.matches('failed') ? (
        <p className="mb-2 text-sm text-red-700" role="alert">
          {(snapshot.context.error as Error | null)?.message ?? t`An error occurred`}
        </p>
      ) : null}
      <Button type="submit" disabled={snapshot.matches('saving')}>
        {t`Create an account`}
      </Button>
    </form>
  );
}

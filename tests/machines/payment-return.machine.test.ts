import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  MAX_CHECKS,
  type PaymentReturnInput,
  type ReturnAnswer,
  type ReturnRequest,
} from '../../machines/payment-return.machine.ts';
import { paymentReturnFlow } from '../../src/lib/actors/payment-return.ts';
import { recordTransitions } from './coverage.ts';

const INPUT: PaymentReturnInput = {
  provider: 'stripe',
  orderNumber: '1000000007',
  signature: 'sig',
  cancel: false,
};

const FIELDS = {
  ConfirmProviderPayment: 'confirmProviderPayment',
  CancelProviderPayment: 'cancelProviderPayment',
};
const ACTORS = { ConfirmProviderPayment: 'confirm', CancelProviderPayment: 'cancel' };

/**
 * A commerce API whose network is faked: each confirmProviderPayment / cancelProviderPayment
 * request is recorded (as the machine's 'confirm' / 'cancel' with the request) and answered with
 * the next answer in order (an Error is a failed call).
 */
function fakeNetwork(answers: (ReturnAnswer | Error)[], calls: { actor: string; input: ReturnRequest }[]) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName as keyof typeof FIELDS;
        const { provider, orderNumber, signature } = operation.variables as ReturnRequest;
        calls.push({ actor: ACTORS[name], input: { provider, orderNumber, signature } });
        const next = answers.shift() ?? { status: 'pending_payment', cartId: null };
        if (next instanceof Error) {
          observer.error(next);
          return;
        }
        observer.next({
          data: {
            [FIELDS[name]]: {
              __typename: 'ProviderPaymentOutput',
              order_number: orderNumber,
              status: next.status,
              paid: next.status === 'processing',
              cart_id: next.cartId,
            },
          },
        });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

/** The machine as the app runs it (its adapter), over the faked network, polling at once. */
function start(answers: (ReturnAnswer | Error)[], input: Partial<PaymentReturnInput> = {}) {
  const calls: { actor: string; input: ReturnRequest }[] = [];
  const machine = paymentReturnFlow(fakeNetwork(answers, calls)).provide({ delays: { poll: 1 } });
  const actor = createActor(machine, { input: { ...INPUT, ...input }, inspect: recordTransitions }).start();
  return { actor, calls };
}

const pending = { status: 'pending_payment', cartId: null };

describe('payment return machine', () => {
  it('shows the order as paid once the provider confirmed it', async () => {
    const { actor, calls } = start([{ status: 'processing', cartId: null }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('paid'));
    expect(calls).toEqual([
      { actor: 'confirm', input: { provider: 'stripe', orderNumber: '1000000007', signature: 'sig' } },
    ]);
  });

  it('asks again while the payment is being confirmed, then shows it paid', async () => {
    const { actor, calls } = start([pending, pending, { status: 'processing', cartId: null }]);
    await waitFor(actor, (s) => s.matches('paid'));
    expect(calls.map((c) => c.actor)).toEqual(['confirm', 'confirm', 'confirm']);
  });

  it(`stops asking after ${MAX_CHECKS} checks and asks again on retry`, async () => {
    const { actor, calls } = start([]);
    await waitFor(actor, (s) => s.matches('unconfirmed'), { timeout: 5000 });
    expect(calls).toHaveLength(MAX_CHECKS);
    actor.send({ type: 'paymentReturn.retry' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(calls).toHaveLength(MAX_CHECKS + 1);
  });

  it('shows a cancelled order (cancelled elsewhere) when confirming', async () => {
    const { actor } = start([{ status: 'canceled', cartId: null }]);
    await waitFor(actor, (s) => s.matches('canceled'));
    expect(actor.getSnapshot().context.cartId).toBeNull();
  });

  it('keeps a failure and retries', async () => {
    const { actor, calls } = start([
      new Error('This payment link is not valid.'),
      { status: 'processing', cartId: null },
    ]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe('This payment link is not valid.');
    actor.send({ type: 'paymentReturn.retry' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('cancels after a cancel on the provider page and keeps the restored cart', async () => {
    const { actor, calls } = start([{ status: 'canceled', cartId: 'CART1' }], { cancel: true });
    await waitFor(actor, (s) => s.matches('canceled'));
    expect(calls[0]?.actor).toBe('cancel');
    expect(actor.getSnapshot().context.cartId).toBe('CART1');
  });

  it('a cancel of an order paid meanwhile shows it paid', async () => {
    const { actor } = start([{ status: 'processing', cartId: null }], { cancel: true });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a cancel that leaves the order waiting asks again; a failed cancel can be retried', async () => {
    const first = start([pending, { status: 'canceled', cartId: null }], { cancel: true });
    await waitFor(first.actor, (s) => s.matches('canceled'));
    expect(first.calls.map((c) => c.actor)).toEqual(['cancel', 'cancel']);
    const second = start([new Error('network')], { cancel: true });
    await waitFor(second.actor, (s) => s.matches('failed'));
    expect(second.calls).toHaveLength(1);
  });
});

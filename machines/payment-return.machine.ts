import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate';

/**
 * The return pages of payments at a provider: `/{lang}/stripe-order/` and `/{lang}/paypal-order/`.
 * The provider sends the shopper back with the order number and the shop's signature of it, and
 * `cancel=1` when the shopper cancelled there.
 *
 * - checking: `confirm` (confirmProviderPayment) or, after a cancel, `cancel`
 *   (cancelProviderPayment) runs.
 * - paid: the provider's verified message arrived (the order is processing).
 * - waiting: the order still awaits the provider's message ('payment being confirmed'); after
 *   POLL_MS it asks again, at most MAX_CHECKS times, then stays in `unconfirmed`.
 * - canceled: the order is cancelled, its stock released and the cart restored (`cartId`: the
 *   guest's restored cart).
 * - failed: the link was not valid or the call failed; `checking.retry` asks again.
 */

export const POLL_MS = 1500;
export const MAX_CHECKS = 40;

export type ReturnStatus = 'pending_payment' | 'processing' | 'canceled' | string;

export interface ReturnAnswer {
  status: ReturnStatus;
  cartId: string | null;
}

export interface ReturnRequest {
  provider: 'stripe' | 'paypal';
  orderNumber: string;
  signature: string;
}

export interface PaymentReturnInput extends ReturnRequest {
  cancel: boolean;
}

export interface PaymentReturnContext extends PaymentReturnInput {
  checks: number;
  cartId: string | null;
  error: unknown;
}

export type PaymentReturnEvent = { type: 'paymentReturn.retry' };

export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    events: {} as PaymentReturnEvent,
    input: {} as PaymentReturnInput,
  },
  actors: {
    confirm: fromPromise<ReturnAnswer, ReturnRequest>(async () => {
      throw new Error('confirm is provided by the app');
    }),
    cancel: fromPromise<ReturnAnswer, ReturnRequest>(async () => {
      throw new Error('cancel is provided by the app');
    }),
  },
  guards: {
    isCancel: ({ context }) => context.cancel,
    isPaid: (_, answer: ReturnAnswer) => answer.status === 'processing',
    isCanceled: (_, answer: ReturnAnswer) => answer.status === 'canceled',
    mayAskAgain: ({ context }) => context.checks < MAX_CHECKS,
  },
  actions: {
    count: assign(({ context }) => ({ checks: context.checks + 1, error: null })),
    storeAnswer: assign((_, answer: ReturnAnswer) => ({ cartId: answer.cartId })),
    storeError: assign((_, error: unknown) => ({ error })),
  },
  delays: { poll: POLL_MS },
}).createMachine({
  id: 'paymentReturn',
  context: ({ input }) => ({ ...input, checks: 0, cartId: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      entry: 'count',
      initial: 'route',
      states: {
        route: {
          always: [{ guard: 'isCancel', target: 'cancelling' }, { target: 'confirming' }],
        },
        confirming: {
          invoke: {
            id: 'confirm',
            src: 'confirm',
            input: ({ context }) => ({
              provider: context.provider,
              orderNumber: context.orderNumber,
              signature: context.signature,
            }),
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => event.output },
                target: '#paymentReturn.paid',
              },
              {
                guard: { type: 'isCanceled', params: ({ event }) => event.output },
                target: '#paymentReturn.canceled',
              },
              { target: '#paymentReturn.waiting' },
            ],
            onError: {
              target: '#paymentReturn.failed',
              actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            },
          },
        },
        cancelling: {
          invoke: {
            id: 'cancel',
            src: 'cancel',
            input: ({ context }) => ({
              provider: context.provider,
              orderNumber: context.orderNumber,
              signature: context.signature,
            }),
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => event.output },
                target: '#paymentReturn.paid',
              },
              {
                guard: { type: 'isCanceled', params: ({ event }) => event.output },
                target: '#paymentReturn.canceled',
                actions: { type: 'storeAnswer', params: ({ event }) => event.output },
              },
              { target: '#paymentReturn.waiting' },
            ],
            onError: {
              target: '#paymentReturn.failed',
              actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            },
          },
        },
      },
    },
    waiting: {
      after: {
        poll: [{ guard: 'mayAskAgain', target: 'checking' }, { target: 'unconfirmed' }],
      },
    },
    unconfirmed: {
      on: { 'paymentReturn.retry': 'checking' },
    },
    paid: { type: 'final' },
    canceled: { type: 'final' },
    failed: {
      on: { 'paymentReturn.retry': 'checking' },
    },
  },
});

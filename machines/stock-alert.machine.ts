import { assertEvent, assign, type ErrorActorEvent, fromPromise, setup } from 'xstate';

/**
 * 'Notify me when available' in the out-of-stock modal. Flow-scoped: the modal provides it
 * (one actor per opened modal, for one SKU).
 *
 * - idle: the shopper fills in the email (the form validates it first).
 * - submitting: `subscribe` (the extension mutation subscribeProductStockAlert) runs; further
 *   submits are ignored meanwhile.
 * - subscribed: stored; the modal confirms it. Nothing more to do.
 * - failed: the backend refused (the refusal, with the code the view picks its text by, is kept
 *   in `error`) or the call failed; submitting again retries.
 */

export interface StockAlertInput {
  sku: string;
}

export interface SubscribeInput {
  sku: string;
  email: string;
}

export interface StockAlertContext {
  sku: string;
  email: string;
  /** What the last failed call reported (an Error, a GraphQL error), or null. */
  error: unknown;
}

export type StockAlertEvent = { type: 'stockAlert.submit'; email: string };

export const stockAlertMachine = setup({
  types: {
    context: {} as StockAlertContext,
    events: {} as StockAlertEvent,
    input: {} as StockAlertInput,
  },
  actors: {
    subscribe: fromPromise<boolean, SubscribeInput>(async () => {
      throw new Error('subscribe is provided by the view');
    }),
  },
  actions: {
    storeEmail: assign(({ event }) => {
      assertEvent(event, 'stockAlert.submit');
      return { email: event.email.trim(), error: null };
    }),
    storeError: assign((_, error: unknown) => ({ error })),
  },
}).createMachine({
  id: 'stockAlert',
  context: ({ input }) => ({ sku: input.sku, email: '', error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'stockAlert.submit': { target: 'submitting', actions: 'storeEmail' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ sku: context.sku, email: context.email }),
        onDone: { target: 'subscribed' },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    subscribed: {},
    failed: {
      on: { 'stockAlert.submit': { target: 'submitting', actions: 'storeEmail' } },
    },
  },
});

import type { MessageDescriptor } from '@lingui/core';
import {
  cancellationDateRange,
  isCancellationDateAllowed,
  MAX_PLAN_QUANTITY,
} from '../domain/subscriptions.ts';
import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';

/**
 * One savings plan of the signed-in customer: the page /{lang}/customer/my-savings-plans/{uid}/.
 * Flow-scoped: the page starts one actor per plan; `load` and `perform` are provided by the view
 * (the GraphQL query and mutations), so the machine itself never touches the network.
 *
 * - loading: `load` reads the plan. A plan that is not the customer's (or does not exist) is an
 *   error like any other: → loadFailed, where `plan.retry` reads it again. A page opened from a
 *   link with an action (`input.open`: the reminder mail's 'skip this delivery' and 'change the
 *   plan', `?action=` of the route) goes straight on to confirming that action, with the values
 *   `initialAction` gives it, when the loaded plan allows it; otherwise to viewing with
 *   `unavailable` set to the action (the page says it is not possible now).
 * - viewing: the plan is shown with the actions its status allows. `plan.request` picks an action
 *   (skip, deliver now, pause until a date, resume, change interval/quantity/pack, change address,
 *   change payment method, cancel) → confirming. An action the plan's status does not allow
 *   (resume an active plan, anything on a cancelled plan) is ignored.
 * - confirming: the shopper sees what will happen (for a cancellation: when it takes effect, by the
 *   minimum term) and may adjust the action's values (`plan.edit`: the pause's or the cancellation's
 *   date, interval, quantity, address, payment method). A cancellation's end date starts at the
 *   earliest the minimum term allows and may be any day up to a year after it (domain rule
 *   isCancellationDateAllowed, which the server checks too). `plan.confirm` sends it when the values are complete and change
 *   something (→ submitting); `plan.dismiss` goes back to viewing.
 * - submitting: `perform` runs the action; the server answers with the plan as it is now → viewing
 *   with `done` set to the action's kind (the page confirms it). A refusal → failed.
 * - failed: the refusal is kept in `error`; `plan.retry` sends the same action again,
 *   `plan.dismiss` goes back to viewing.
 *
 * Card payment (the payment action with code `stripe`, offered when the server lists it in the
 * plan's available_payment_methods): the card is saved on the payment provider's page, so
 * `plan.confirm` goes to startingCardSetup, whose `startCardSetup` asks the server for that page
 * → leaving (`goToProvider` sends the browser there); a refusal → failed, where `plan.retry`
 * asks again. The provider sends the customer back to the page (`input.cardReturn`: saved or
 * cancelled). The plan changes to card only when the provider's verified confirmation reached the
 * server, which may come a moment after the customer: while the loaded plan says
 * `card_setup_pending`, awaitingCard reads it again every `cardCheck` (checkingCard), up to
 * CARD_CHECKS times. Then viewing: `done` = 'payment' when the plan is paid by card now,
 * `cardNotice` 'pending' when the confirmation is still outstanding, 'notSaved' when the customer
 * cancelled or the card was not saved (the payment method is unchanged).
 */

export type SavingsPlanStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED';
export type SavingsPlanInterval = 'MONTHLY' | 'QUARTERLY';

/** What the machine reads of a plan (the page shows more: the GraphQL SavingsPlan). */
export interface SavingsPlanSnapshot {
  uid: string;
  status: SavingsPlanStatus;
  interval: SavingsPlanInterval;
  quantity: number;
  product_sku: string;
  next_delivery_on?: string | null;
  /** Deliveries ordered so far (the minimum term counts them). */
  deliveries_made: number;
  earliest_cancellation_on: string;
  can_cancel_now: boolean;
  /** Set once a cancellation was requested (it takes effect on that day). */
  cancels_on?: string | null;
  /** The method the next deliveries are paid with (its code in `type`). */
  payment_method?: { type: string } | null;
  /** True while a card the customer entered at the provider waits for the provider's confirmation. */
  card_setup_pending?: boolean;
}

/** The payment code of card payment: saved at the provider (startCardSetup), not set directly. */
export const CARD_PAYMENT = 'stripe';

/** How often the page reads the plan again while a saved card waits for its confirmation. */
export const CARD_CHECKS = 10;

/** Back from the card provider's page: the customer saved a card there, or cancelled. */
export type CardReturn = 'saved' | 'cancelled';

/** The actions on a plan, with the values each needs (the mutations of graphql/schema). */
export type SavingsPlanAction =
  | { kind: 'skip' }
  | { kind: 'deliverNow' }
  | { kind: 'pause'; until: string }
  | { kind: 'resume' }
  | { kind: 'change'; interval: SavingsPlanInterval; quantity: number; sku: string }
  | { kind: 'address'; addressId: number | null }
  | { kind: 'payment'; code: string }
  /** desiredOn: the day the plan is to end ('YYYY-MM-DD'; cancelDateRange's earliest by default). */
  | { kind: 'cancel'; desiredOn: string };

export type SavingsPlanActionKind = SavingsPlanAction['kind'];

export interface SavingsPlanInput {
  uid: string;
  /** Today on the shop's calendar ('YYYY-MM-DD'): a pause must end after it. */
  today: string;
  /** The action the page was opened for (a link's `?action=`): confirmed once the plan is loaded. */
  open?: SavingsPlanActionKind | null;
  /** Back from the card provider's page (`?card=`). */
  cardReturn?: CardReturn | null;
}

export interface PerformInput {
  uid: string;
  action: SavingsPlanAction;
}

export interface SavingsPlanContext {
  uid: string;
  today: string;
  plan: SavingsPlanSnapshot | null;
  /** The action being confirmed, sent or refused. */
  pending: SavingsPlanAction | null;
  /** The kind of the last action the server carried out (the page confirms it); null otherwise. */
  done: SavingsPlanActionKind | null;
  /** The action the page was opened for, until the plan is loaded. */
  open: SavingsPlanActionKind | null;
  /** The action the page was opened for when the plan did not allow it (the page says so). */
  unavailable: SavingsPlanActionKind | null;
  /** Back from the card provider, until the plan says what became of the card. */
  cardReturn: CardReturn | null;
  /** Reads of the plan so far while its card waits for confirmation. */
  cardChecks: number;
  /** What the page says about the card entered at the provider (see the states above). */
  cardNotice: 'pending' | 'notSaved' | null;
  error: unknown;
}

export type SavingsPlanEvent =
  | { type: 'plan.request'; action: SavingsPlanAction }
  | { type: 'plan.edit'; action: SavingsPlanAction }
  | { type: 'plan.confirm' }
  | { type: 'plan.dismiss' }
  | { type: 'plan.retry' };

export const SAVINGS_PLAN_MESSAGES = {
  loadFailed: /*i18n*/ {
    id: 'savingsPlan.loadFailed',
    message: 'We could not find this savings plan in your account.',
  },
  failed: /*i18n*/ {
    id: 'savingsPlan.failed',
    message: 'The savings plan could not be changed. Please try again.',
  },
  cardWaiting: /*i18n*/ {
    id: 'savingsPlan.cardWaiting',
    message: 'Your card is being confirmed by the payment provider. One moment, please.',
  },
  cardPending: /*i18n*/ {
    id: 'savingsPlan.cardPending',
    message:
      'The payment provider has not confirmed your card yet. Your savings plan is paid by card as soon as the confirmation arrives; until then the previous payment method applies.',
  },
  cardNotSaved: /*i18n*/ {
    id: 'savingsPlan.cardNotSaved',
    message: 'Your card was not saved. The payment method of your savings plan is unchanged.',
  },
  unavailable: /*i18n*/ {
    id: 'savingsPlan.linkUnavailable',
    message: 'This is not possible for this savings plan at the moment. Here is what you can do now.',
  },
} satisfies Record<string, MessageDescriptor>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Which actions a plan of this status allows: none on a cancelled plan; a plan whose cancellation
 * is already requested cannot be cancelled again.
 */
export function allowedActions(plan: SavingsPlanSnapshot | null): SavingsPlanActionKind[] {
  if (!plan || plan.status === 'CANCELLED') return [];
  const kinds: SavingsPlanActionKind[] =
    plan.status === 'PAUSED'
      ? ['resume', 'change', 'address', 'payment', 'cancel']
      : ['skip', 'deliverNow', 'pause', 'change', 'address', 'payment', 'cancel'];
  return plan.cancels_on ? kinds.filter((kind) => kind !== 'cancel') : kinds;
}

/**
 * When a cancellation confirmed today takes effect (the minimum term, spec 'cancellable after 2
 * deliveries'): at once when the plan may be cancelled now, else after the delivery on its
 * earliest cancellation date; with a later end date chosen (`desiredOn`), on that date.
 */
export function cancellationEffect(
  plan: SavingsPlanSnapshot,
  chosen?: { today: string; desiredOn: string },
): { when: 'now' } | { when: 'afterDelivery'; date: string } | { when: 'onDate'; date: string } {
  const desired = chosen && DATE.test(chosen.desiredOn) ? chosen.desiredOn : null;
  if (plan.can_cancel_now)
    return desired && chosen && desired > chosen.today ? { when: 'onDate', date: desired } : { when: 'now' };
  return desired && desired > plan.earliest_cancellation_on
    ? { when: 'onDate', date: desired }
    : { when: 'afterDelivery', date: plan.earliest_cancellation_on };
}

const rulePlan = (plan: SavingsPlanSnapshot) => ({
  deliveriesMade: plan.deliveries_made,
  nextDeliveryOn: plan.next_delivery_on ?? null,
});

/** The end dates a cancellation confirmed today may have: from the earliest (the default) to a year on. */
export function cancelDateRange(
  plan: SavingsPlanSnapshot,
  today: string,
): { earliest: string; latest: string } {
  return cancellationDateRange(rulePlan(plan), today);
}

/**
 * The values an action starts with when the shopper picks it (a button or a link): the plan's own
 * interval, quantity and pack for a change, its payment method, no address yet, no pause date yet,
 * and the earliest end date the minimum term allows for a cancellation.
 */
export function initialAction(
  kind: SavingsPlanActionKind,
  plan: SavingsPlanSnapshot,
  today: string,
): SavingsPlanAction {
  switch (kind) {
    case 'pause':
      return { kind, until: '' };
    case 'change':
      return { kind, interval: plan.interval, quantity: plan.quantity, sku: plan.product_sku };
    case 'address':
      return { kind, addressId: null };
    case 'payment':
      return { kind, code: plan.payment_method?.type ?? '' };
    case 'cancel':
      return { kind, desiredOn: cancelDateRange(plan, today).earliest };
    default:
      return { kind };
  }
}

/** Whether the action has every value it needs and changes something on the plan. */
export function actionComplete(action: SavingsPlanAction, plan: SavingsPlanSnapshot, today: string): boolean {
  switch (action.kind) {
    case 'pause':
      return DATE.test(action.until) && action.until > today;
    case 'change':
      return (
        Number.isInteger(action.quantity) &&
        action.quantity >= 1 &&
        action.quantity <= MAX_PLAN_QUANTITY &&
        action.sku.trim() !== '' &&
        (action.interval !== plan.interval ||
          action.quantity !== plan.quantity ||
          action.sku !== plan.product_sku)
      );
    case 'address':
      return action.addressId !== null;
    case 'payment':
      return action.code.trim() !== '';
    case 'cancel':
      return isCancellationDateAllowed(rulePlan(plan), today, action.desiredOn);
    default:
      return true;
  }
}

export const savingsPlanMachine = setup({
  types: {
    context: {} as SavingsPlanContext,
    events: {} as SavingsPlanEvent,
    input: {} as SavingsPlanInput,
  },
  actors: {
    load: fromPromise<SavingsPlanSnapshot, { uid: string }>(async () => {
      throw new Error('load is provided by the view');
    }),
    perform: fromPromise<SavingsPlanSnapshot, PerformInput>(async () => {
      throw new Error('perform is provided by the view');
    }),
    startCardSetup: fromPromise<{ redirectUrl: string }, { uid: string }>(async () => {
      throw new Error('startCardSetup is provided by the view');
    }),
  },
  delays: {
    /** Between two reads of a plan whose card waits for the provider's confirmation. */
    cardCheck: 2000,
  },
  guards: {
    openAllowed: ({ context }, plan: SavingsPlanSnapshot) =>
      context.open !== null && allowedActions(plan).includes(context.open),
    allowed: ({ context, event }) =>
      'action' in event && allowedActions(context.plan).includes(event.action.kind),
    sameKind: ({ context, event }) => 'action' in event && event.action.kind === context.pending?.kind,
    complete: ({ context }) =>
      context.pending !== null &&
      context.plan !== null &&
      actionComplete(context.pending, context.plan, context.today),
    cardPayment: ({ context }) =>
      context.pending?.kind === 'payment' && context.pending.code === CARD_PAYMENT,
    completeCardPayment: ({ context }) =>
      context.pending?.kind === 'payment' &&
      context.pending.code === CARD_PAYMENT &&
      context.plan !== null &&
      actionComplete(context.pending, context.plan, context.today),
    cardAwaited: ({ context }, plan: SavingsPlanSnapshot) =>
      context.cardReturn === 'saved' && plan.card_setup_pending === true,
    cardStillAwaited: ({ context }, plan: SavingsPlanSnapshot) =>
      plan.card_setup_pending === true && context.cardChecks < CARD_CHECKS,
    cardOutstanding: (_, plan: SavingsPlanSnapshot) => plan.card_setup_pending === true,
  },
  actions: {
    storePending: assign(({ event }) => {
      assertEvent(event, ['plan.request', 'plan.edit']);
      return { pending: event.action, done: null, unavailable: null, cardNotice: null, error: null };
    }),
    /** Sends the browser to the card provider's page (supplied by the app). */
    goToProvider: (_, _params: { url: string }) => {},
    countCardCheck: assign(({ context }) => ({ cardChecks: context.cardChecks + 1 })),
    noteCardPending: assign({ cardNotice: 'pending' as const, cardReturn: null }),
    settleCardReturn: assign(({ context }, plan: SavingsPlanSnapshot) => {
      if (context.cardReturn === null) return {};
      const card = plan.payment_method?.type === CARD_PAYMENT && plan.card_setup_pending !== true;
      return context.cardReturn === 'saved' && card
        ? { done: 'payment' as const, cardReturn: null }
        : { cardNotice: 'notSaved' as const, cardReturn: null };
    }),
    openRequested: assign(({ context }, plan: SavingsPlanSnapshot) => ({
      pending: context.open ? initialAction(context.open, plan, context.today) : null,
      open: null,
    })),
    settleOpen: assign(({ context }) => ({ unavailable: context.open, open: null })),
    storePlan: assign((_, plan: SavingsPlanSnapshot) => ({ plan, error: null })),
    markDone: assign(({ context }) => ({ done: context.pending?.kind ?? null, pending: null })),
    storeError: assign((_, error: unknown) => ({ error })),
    forgetPending: assign({ pending: null, error: null }),
  },
}).createMachine({
  id: 'savingsPlan',
  context: ({ input }) => ({
    uid: input.uid,
    today: input.today,
    plan: null,
    pending: null,
    done: null,
    open: input.open ?? null,
    unavailable: null,
    cardReturn: input.cardReturn ?? null,
    cardChecks: 0,
    cardNotice: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: [
          {
            // Opened from a link with an action the plan allows: its confirmation at once.
            guard: {
              type: 'openAllowed',
              params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
            },
            target: 'confirming',
            actions: [
              {
                type: 'storePlan',
                params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
              },
              {
                type: 'openRequested',
                params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
              },
            ],
          },
          {
            // Back from saving a card whose confirmation has not reached the shop yet.
            guard: {
              type: 'cardAwaited',
              params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
            },
            target: 'awaitingCard',
            actions: {
              type: 'storePlan',
              params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
            },
          },
          {
            target: 'viewing',
            actions: [
              {
                type: 'storePlan',
                params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
              },
              'settleOpen',
              {
                type: 'settleCardReturn',
                params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
              },
            ],
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    loadFailed: {
      on: { 'plan.retry': { target: 'loading' } },
    },
    viewing: {
      on: {
        'plan.request': { guard: 'allowed', target: 'confirming', actions: 'storePending' },
      },
    },
    awaitingCard: {
      tags: ['cardPending'],
      after: { cardCheck: { target: 'checkingCard', actions: 'countCardCheck' } },
    },
    checkingCard: {
      tags: ['cardPending'],
      invoke: {
        id: 'checkCard',
        src: 'load',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: [
          {
            guard: {
              type: 'cardStillAwaited',
              params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
            },
            target: 'awaitingCard',
            actions: {
              type: 'storePlan',
              params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
            },
          },
          {
            guard: {
              type: 'cardOutstanding',
              params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
            },
            target: 'viewing',
            actions: [
              {
                type: 'storePlan',
                params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
              },
              'noteCardPending',
            ],
          },
          {
            target: 'viewing',
            actions: [
              {
                type: 'storePlan',
                params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
              },
              {
                type: 'settleCardReturn',
                params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
              },
            ],
          },
        ],
        // The plan as last read stays; the card is not confirmed as far as the page knows.
        onError: { target: 'viewing', actions: 'noteCardPending' },
      },
    },
    confirming: {
      on: {
        'plan.edit': { guard: 'sameKind', actions: 'storePending' },
        'plan.confirm': [
          { guard: 'completeCardPayment', target: 'startingCardSetup' },
          { guard: 'complete', target: 'submitting' },
        ],
        'plan.dismiss': { target: 'viewing', actions: 'forgetPending' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        // `complete` let only a pending action through.
        input: ({ context }) => ({ uid: context.uid, action: context.pending as SavingsPlanAction }),
        onDone: {
          target: 'viewing',
          actions: [
            {
              type: 'storePlan',
              params: ({ event }: { event: DoneActorEvent<SavingsPlanSnapshot> }) => event.output,
            },
            'markDone',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    startingCardSetup: {
      tags: ['busy'],
      invoke: {
        id: 'startCardSetup',
        src: 'startCardSetup',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: {
          target: 'leaving',
          actions: {
            type: 'goToProvider',
            params: ({ event }: { event: DoneActorEvent<{ redirectUrl: string }> }) => ({
              url: event.output.redirectUrl,
            }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    /** On the way to the card provider's page: nothing more happens here. */
    leaving: {
      tags: ['busy'],
    },
    failed: {
      on: {
        'plan.retry': [{ guard: 'cardPayment', target: 'startingCardSetup' }, { target: 'submitting' }],
        'plan.dismiss': { target: 'viewing', actions: 'forgetPending' },
      },
    },
  },
});

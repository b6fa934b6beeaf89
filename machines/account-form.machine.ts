import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';

/**
 * One form of the account area (profile, email, password, address, newsletter, a delete). The
 * view validates the fields (domain rules, spec 5 texts) and sends what passed; the machine runs
 * the save and keeps what the backend said. What the customer typed stays in the form whatever
 * happens.
 *
 * - editing: the form is open.
 * - saving: `save` (the view's mutation) runs; more submits are ignored meanwhile.
 * - saved: done; the view confirms it (and may navigate). Editing again returns to editing.
 * - failed: the backend refused (its message in `error`) or the call failed; submitting again retries.
 */

export interface AccountFormContext {
  /** The values of the last submit. */
  values: unknown;
  /** What the last failed save reported (an Error, a GraphQL error), or null. */
  error: unknown;
  /** What the last successful save answered. */
  result: unknown;
}

export type AccountFormEvent = { type: 'form.submit'; values: unknown } | { type: 'form.edit' };

export const accountFormMachine = setup({
  types: {
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
  },
  actors: {
    save: fromPromise<unknown, unknown>(async () => {
      throw new Error('save is provided by the view');
    }),
  },
  actions: {
    storeValues: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      return { values: event.values, error: null };
    }),
    storeError: assign((_, error: unknown) => ({ error })),
    storeResult: assign((_, result: unknown) => ({ result })),
    clear: assign({ error: null }),
  },
}).createMachine({
  id: 'accountForm',
  context: { values: null, error: null, result: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': { target: 'saving', actions: 'storeValues' } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }: { context: AccountFormContext }) => context.values,
        onDone: {
          target: 'saved',
          actions: {
            type: 'storeResult',
            params: ({ event }: { event: DoneActorEvent<unknown> }) => event.output,
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    saved: {
      on: {
        'form.edit': { target: 'editing' },
        'form.submit': { target: 'saving', actions: 'storeValues' },
      },
    },
    failed: {
      on: {
        'form.edit': { target: 'editing', actions: 'clear' },
        'form.submit': { target: 'saving', actions: 'storeValues' },
      },
    },
  },
});

import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { accountFormMachine } from '../../../machines/account-form.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import { actorDone, actorError, actorResult, modelMachine } from './invoke-results.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof accountFormMachine>;
type Event = EventFromLogic<typeof accountFormMachine>;

export const VALUES = { firstname: 'Erika', lastname: 'Muster' };
export const SAVED = { customer: { firstname: 'Erika' } };
export const REFUSED = { message: 'Invalid login or password.' };

export function describeAccountFormState(snapshot: Snapshot): string {
  const { error, result } = snapshot.context;
  return `${String(snapshot.value)}${error ? ' (refused)' : ''}${result ? ' (has result)' : ''}`;
}

export function describeAccountFormEvent(event: Event): string {
  if (event.type === 'form.submit') return 'submit';
  if (event.type === 'form.edit') return 'edit';
  return actorResult(event)?.kind === 'error' ? 'save fails' : 'save succeeds';
}

function accountFormEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches('saving'))
    return [actorDone<Event>('save', SAVED), actorError<Event>('save', REFUSED)];
  const submit: Event = { type: 'form.submit', values: VALUES };
  if (snapshot.matches('editing')) return [submit];
  return [submit, { type: 'form.edit' }];
}

export const accountFormTestModel = createTestModel(modelMachine(accountFormMachine), {
  events: accountFormEvents,
  serializeState: describeAccountFormState,
});

export const accountFormModel: MachineModel<typeof accountFormMachine> = {
  machine: accountFormMachine,
  paths: () =>
    coveringPaths(
      accountFormTestModel,
      (before, event, after) =>
        `${describeAccountFormState(before)} --${describeAccountFormEvent(event)}--> ${describeAccountFormState(after)}`,
    ),
  describeState: describeAccountFormState,
  describeEvent: describeAccountFormEvent,
};

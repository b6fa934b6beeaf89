import { fromPromise } from 'xstate';
import {
  type PerformInput,
  type SavingsPlanSnapshot,
  savingsPlanMachine,
} from '../../../machines/savings-plan.machine.ts';

// The savings-plan flow's adapter: the only place its actors are supplied.

export interface SavingsPlanTransport {
  load: (uid: string) => Promise<SavingsPlanSnapshot>;
  perform: (input: PerformInput) => Promise<SavingsPlanSnapshot>;
}

export function savingsPlanFlow(transport: SavingsPlanTransport) {
  return savingsPlanMachine.provide({
    actors: {
      load: fromPromise<SavingsPlanSnapshot, { uid: string }>(({ input }) => transport.load(input.uid)),
      perform: fromPromise<SavingsPlanSnapshot, PerformInput>(({ input }) => transport.perform(input)),
    },
  });
}

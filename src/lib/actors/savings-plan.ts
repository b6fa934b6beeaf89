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
  /** Asks the server for the card provider's page where the customer saves a card for the plan. */
  startCardSetup: (uid: string) => Promise<{ redirectUrl: string }>;
  /** Sends the browser to the card provider's page. */
  goToProvider: (url: string) => void;
}

export function savingsPlanFlow(transport: SavingsPlanTransport) {
  return savingsPlanMachine.provide({
    actors: {
      load: fromPromise<SavingsPlanSnapshot, { uid: string }>(({ input }) => transport.load(input.uid)),
      perform: fromPromise<SavingsPlanSnapshot, PerformInput>(({ input }) => transport.perform(input)),
      startCardSetup: fromPromise<{ redirectUrl: string }, { uid: string }>(({ input }) =>
        transport.startCardSetup(input.uid),
      ),
    },
    actions: {
      goToProvider: (_, params) => transport.goToProvider(params.url),
    },
  });
}

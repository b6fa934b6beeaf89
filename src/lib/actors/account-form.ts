import { fromPromise } from 'xstate';
import { accountFormMachine } from '../../../machines/account-form.machine.ts';

// The account form flow's adapter: the only place its actor is supplied. `save` is the form's
// transport (a GraphQL mutation in the app, a stub in the machine tests).

export function accountFormFlow<V>(save: (values: V) => Promise<unknown>) {
  return accountFormMachine.provide({ actors: { save: fromPromise(({ input }) => save(input as V)) } });
}

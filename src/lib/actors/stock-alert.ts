import { fromPromise } from 'xstate';
import { type SubscribeInput, stockAlertMachine } from '../../../machines/stock-alert.machine.ts';

// The stock alert flow's adapter: the only place its actor is supplied.

export function stockAlertFlow(subscribe: (input: SubscribeInput) => Promise<boolean>) {
  return stockAlertMachine.provide({
    actors: { subscribe: fromPromise<boolean, SubscribeInput>(({ input }) => subscribe(input)) },
  });
}

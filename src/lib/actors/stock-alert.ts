import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { SubscribeProductStockAlertDocument } from '../../../graphql/generated/operations.ts';
import { type SubscribeInput, stockAlertMachine } from '../../../machines/stock-alert.machine.ts';
import { toBackendError } from '../commerce-actors.ts';

// The stock alert flow's adapter: the only place its actor is supplied. `subscribe` is the
// subscribeProductStockAlert mutation on the store view's client; the machine tests run it with a
// client whose network is faked.

export function stockAlertFlow(client: ApolloClient) {
  return stockAlertMachine.provide({
    actors: {
      subscribe: fromPromise<boolean, SubscribeInput>(async ({ input }) => {
        try {
          const result = await client.mutate({
            mutation: SubscribeProductStockAlertDocument,
            variables: { input },
          });
          return Boolean(result.data?.subscribeProductStockAlert);
        } catch (error) {
          // The refusal's code (extensions.code) picks the view's text, never the backend's words.
          throw toBackendError(error);
        }
      }),
    },
  });
}

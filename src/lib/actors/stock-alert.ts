import { type ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import { fromPromise } from 'xstate';
import { SubscribeProductStockAlertDocument } from '../../../graphql/generated/operations.ts';
import { type SubscribeInput, stockAlertMachine } from '../../../machines/stock-alert.machine.ts';

// The stock alert flow's adapter: the only place its actor is supplied. `subscribe` is the
// subscribeProductStockAlert mutation on the store view's client; the machine tests run it with a
// client whose network is faked.

/** The backend's refusal is in the shopper's language; anything else gets the view's generic text. */
function refusal(error: unknown): { message: string | null } {
  return { message: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null };
}

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
          throw refusal(error);
        }
      }),
    },
  });
}

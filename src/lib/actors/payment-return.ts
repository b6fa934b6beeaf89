import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import {
  CancelProviderPaymentDocument,
  ConfirmProviderPaymentDocument,
} from '../../../graphql/generated/operations.ts';
import {
  paymentReturnMachine,
  type ReturnAnswer,
  type ReturnRequest,
} from '../../../machines/payment-return.machine.ts';
import { storeViewClient } from '../commerce-actors.ts';
import { writeCartId } from '../cookies.ts';

// The payment return page's adapter: the only place its actors are supplied. `client` is the
// store view's Apollo client in the app; the machine tests give one whose network is faked.

const variables = (input: ReturnRequest) => ({
  provider: input.provider,
  orderNumber: input.orderNumber,
  signature: input.signature,
});

/** The return page machine with the real calls (confirmProviderPayment, cancelProviderPayment). */
export function paymentReturnFlow(client: ApolloClient = storeViewClient()) {
  return paymentReturnMachine.provide({
    actors: {
      confirm: fromPromise<ReturnAnswer, ReturnRequest>(async ({ input }) => {
        const result = await client.mutate({
          mutation: ConfirmProviderPaymentDocument,
          variables: variables(input),
          fetchPolicy: 'no-cache',
        });
        const out = result.data?.confirmProviderPayment;
        if (!out) throw new Error('No answer');
        return { status: out.status, cartId: out.cart_id ?? null };
      }),
      cancel: fromPromise<ReturnAnswer, ReturnRequest>(async ({ input }) => {
        const result = await client.mutate({
          mutation: CancelProviderPaymentDocument,
          variables: variables(input),
          fetchPolicy: 'no-cache',
        });
        const out = result.data?.cancelProviderPayment;
        if (!out) throw new Error('No answer');
        // A guest's restored cart becomes the browser's cart (read when the cart page loads).
        if (out.cart_id) writeCartId(out.cart_id);
        return { status: out.status, cartId: out.cart_id ?? null };
      }),
    },
  });
}

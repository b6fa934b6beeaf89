// Loaded when a newsletter form is first sent (not with the page): checks the address with the
// spec 5 rules and asks for the double opt-in (subscribeEmailToNewsletter).
import type { ApolloClient } from '@apollo/client';
import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { SubscribeEmailToNewsletterDocument } from '../../../graphql/generated/operations.ts';
import { emailField } from '../../lib/validation.ts';
import { errorText } from './form-status.tsx';

/** Why a subscription was not started: a field problem (shown at the field) or what the shop said. */
export interface SubscribeProblem {
  field: boolean;
  text: string;
}

/** Starts the double opt-in for `email`; resolves with the new status, rejects with a SubscribeProblem. */
export async function subscribeEmail(client: ApolloClient, i18n: I18n, email: string): Promise<string> {
  const checked = v.safeParse(emailField(i18n), email);
  if (!checked.success)
    throw { field: true, text: checked.issues[0]?.message ?? '' } satisfies SubscribeProblem;
  try {
    const result = await client.mutate({
      mutation: SubscribeEmailToNewsletterDocument,
      variables: { email: checked.output },
    });
    return result.data?.subscribeEmailToNewsletter?.status ?? 'UNCONFIRMED';
  } catch (error) {
    throw { field: false, text: errorText(i18n, error) } satisfies SubscribeProblem;
  }
}

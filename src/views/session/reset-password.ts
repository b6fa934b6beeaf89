import type { ApolloClient } from '@apollo/client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SessionResetPasswordDocument } from '../../../graphql/generated/operations.ts';
import { errorMessage } from '../../../machines/error-messages.ts';
import { toBackendError } from '../../lib/commerce-actors.ts';

export interface ResetPasswordInput {
  email: string;
  token: string;
  newPassword: string;
  captchaToken: string;
}

/**
 * The outcome: done, or the text for the refusal, chosen by the code the server sends
 * (RESET_TOKEN_EXPIRED, PASSWORD_TOO_SHORT, CAPTCHA_FAILED…), never by its words.
 */
export type ResetPasswordResult = { ok: true } | { ok: false; message: MessageDescriptor };

const NOT_CHANGED = msg`Your password could not be changed. Please request a new link.`;

/** Sets a new password with the token of the reset link; the captcha travels in X-ReCaptcha. */
export async function resetPassword(
  client: ApolloClient,
  input: ResetPasswordInput,
): Promise<ResetPasswordResult> {
  try {
    const { data } = await client.mutate({
      mutation: SessionResetPasswordDocument,
      variables: { email: input.email, resetPasswordToken: input.token, newPassword: input.newPassword },
      context: { headers: { 'X-ReCaptcha': input.captchaToken } },
    });
    return data?.resetPassword ? { ok: true } : { ok: false, message: NOT_CHANGED };
  } catch (error) {
    return { ok: false, message: errorMessage(toBackendError(error), NOT_CHANGED) };
  }
}

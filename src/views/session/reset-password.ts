import type { ApolloClient } from '@apollo/client';
import { SessionResetPasswordDocument } from '../../../graphql/generated/operations.ts';

export interface ResetPasswordInput {
  email: string;
  token: string;
  newPassword: string;
  captchaToken: string;
}

/** The outcome: done, or the backend's message (a catalog id the view translates) when there is one. */
export type ResetPasswordResult = { ok: true } | { ok: false; message: string | null };

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
    return data?.resetPassword ? { ok: true } : { ok: false, message: null };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : null;
    return { ok: false, message };
  }
}

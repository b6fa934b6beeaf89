import type { UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';

/** The values of a form that sets a new password (see `withNewPassword` in src/lib/validation.ts). */
export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/**
 * The new password and its confirmation, as registration, password reset and 'Change password'
 * ask for them (one rule: `withNewPassword`; one markup: this).
 */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
  passwordLabel,
  confirmationLabel,
}: {
  form: UseFormReturn<V>;
  passwordLabel: string;
  confirmationLabel: string;
}) {
  const fields = form as unknown as UseFormReturn<NewPasswordValues>;
  const errors = fields.formState.errors;
  return (
    <>
      <FormField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...fields.register('password')}
      />
      <FormField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...fields.register('passwordConfirmation')}
      />
    </>
  );
}

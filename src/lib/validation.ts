import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { NAME_MAX, nameProblem } from '../../domain/address.ts';

/**
 * The spec's validation rules and texts (spec 5) as valibot pieces. Messages are
 * translated when a form builds its schema (`i18n` from `useLingui()`), so a language
 * switch rebuilds them.
 */
export const PASSWORD_MIN_LENGTH = 8;

export function requiredText(i18n: I18n): string {
  return i18n._(msg`This field is required`);
}

export function minLengthText(i18n: I18n, min: number): string {
  return i18n._(msg`The field should have at least ${min} characters`);
}

/** A required text field, optionally with a minimum length. */
export function requiredString(i18n: I18n, min?: number) {
  return min
    ? v.pipe(v.string(), v.trim(), v.nonEmpty(requiredText(i18n)), v.minLength(min, minLengthText(i18n, min)))
    : v.pipe(v.string(), v.trim(), v.nonEmpty(requiredText(i18n)));
}

/**
 * An email address. Spec 5 has two texts for a malformed one: the account, checkout and
 * newsletter forms say 'The email field must be a valid email'; the login modal's short forms
 * (login, forgotten password) say 'Invalid email' (`text: 'short'`).
 */
export function emailField(i18n: I18n, { text = 'long' }: { text?: 'long' | 'short' } = {}) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(requiredText(i18n)),
    v.email(
      text === 'short' ? i18n._(msg`Invalid email`) : i18n._(msg`The email field must be a valid email`),
    ),
  );
}

/** A new password: at least 8 characters with a letter and a digit. */
export function newPasswordField(i18n: I18n) {
  return v.pipe(
    v.string(),
    v.nonEmpty(requiredText(i18n)),
    v.minLength(PASSWORD_MIN_LENGTH, minLengthText(i18n, PASSWORD_MIN_LENGTH)),
    v.regex(/\p{L}/u, i18n._(msg`The password must contain at least one letter and one digit`)),
    v.regex(/\d/, i18n._(msg`The password must contain at least one letter and one digit`)),
  );
}

/**
 * A confirmation that differs from the password. Spec 5 has two texts: the password forms
 * (change password, password reset) say 'Passwords don't match'; registration's confirmation
 * says 'Value not matched' (`text: 'value'`).
 */
export function mismatchText(i18n: I18n, text: 'passwords' | 'value' = 'passwords'): string {
  return text === 'value' ? i18n._(msg`Value not matched`) : i18n._(msg`Passwords don't match`);
}

/** Names are limited like Magento's (255 characters) and refused with control characters or web addresses. */
export function nameMaxLengthText(i18n: I18n): string {
  return i18n._(msg`The field may have at most ${NAME_MAX} characters`);
}

export function invalidNameText(i18n: I18n): string {
  return i18n._(msg`Please enter a name without special characters or web addresses`);
}

/**
 * A person's name (first, last name, prefix, suffix) by the shared name rule of
 * domain/address.ts: required (optionally with a minimum length) or optional.
 */
export function nameField(i18n: I18n, opts: { required: boolean; min?: number }) {
  const rule = v.pipe(
    v.string(),
    v.check((value) => nameProblem(value) !== 'maxLength', nameMaxLengthText(i18n)),
    v.check((value) => nameProblem(value) !== 'invalid', invalidNameText(i18n)),
  );
  return opts.required ? v.pipe(requiredString(i18n, opts.min), rule) : rule;
}

export function captchaText(i18n: I18n): string {
  return i18n._(msg`Please solve the captcha`);
}

/** The solved captcha payload every guarded form sends. */
export function captchaTokenField(i18n: I18n) {
  return v.pipe(v.string(), v.nonEmpty(captchaText(i18n)));
}

/**
 * A form's entries plus a new password and its confirmation (registration, password reset,
 * change password). 'Passwords don't match' is reported on the confirmation field, also while
 * other fields still have errors (the forms validate with `criteriaMode: 'all'`).
 */
type PasswordPair = { password: string; passwordConfirmation: string };

export function withNewPassword<const E extends v.ObjectEntries>(
  i18n: I18n,
  entries: E,
  { mismatch = 'passwords' }: { mismatch?: 'passwords' | 'value' } = {},
) {
  const object = v.object({
    ...entries,
    password: newPasswordField(i18n),
    passwordConfirmation: v.pipe(v.string(), v.nonEmpty(requiredText(i18n))),
  });
  const matches = v.forward<PasswordPair, v.BaseIssue<unknown>, ['passwordConfirmation']>(
    v.partialCheck<PasswordPair, [['password'], ['passwordConfirmation']], PasswordPair, string>(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      mismatchText(i18n, mismatch),
    ),
    ['passwordConfirmation'],
  );
  // The check reads only the two password fields; valibot cannot see that the generic object
  // has them, so the action is typed for the object it runs on.
  return v.pipe(object, matches as unknown as v.GenericValidation<v.InferOutput<typeof object>>);
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

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

export function emailField(i18n: I18n) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(requiredText(i18n)),
    v.email(i18n._(msg`The email field must be a valid email`)),
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

export function mismatchText(i18n: I18n): string {
  return i18n._(msg`Passwords don't match`);
}

// The account forms' refusal texts (src/views/account/form-status.tsx, errorText): chosen by the
// code the server sends in extensions.code, never by the backend's words, so a German customer
// never reads English and an unknown refusal never shows its internals.
import { CombinedGraphQLErrors } from '@apollo/client';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/views/account/form-status.tsx';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const refused = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, ...(code ? { extensions: { code } } : {}) }] });

const AGAIN = 'That did not work. Please try again.';

describe('errorText', () => {
  it.each([
    [refused('Invalid login or password.', 'PASSWORD_INCORRECT'), 'The password is not correct.'],
    [
      refused('The new password must be different from the current password.', 'PASSWORD_UNCHANGED'),
      'The new password must be different from the current password.',
    ],
    [
      refused(
        'Customer Address 7 is set as default billing address and can not be deleted',
        'ADDRESS_IS_DEFAULT',
      ),
      'A default address cannot be deleted. Make another address the default first.',
    ],
    [
      refused('Diese Adresse ist schon angemeldet.', 'NEWSLETTER_ALREADY_SUBSCRIBED'),
      'This email address is already subscribed.',
    ],
    [
      refused('This unsubscribe link is invalid.', 'NEWSLETTER_UNSUBSCRIBE_INVALID'),
      'This unsubscribe link is invalid.',
    ],
    // A code the whole shop knows keeps its general text.
    [
      refused('Das Passwort ist zu kurz.', 'PASSWORD_TOO_SHORT'),
      'The password needs at least 8 characters. Create a new password and try again.',
    ],
    // Known words without their code, an unknown code, no code: the general text, never the words.
    [refused('Invalid login or password.'), AGAIN],
    [refused('"x" is not a valid email address.', 'INVALID_INPUT'), AGAIN],
    [refused('Internal failure 42'), AGAIN],
    [
      new Error('Failed to fetch'),
      'The shop could not be reached. Please check your connection and try again.',
    ],
  ])('%s → %s', (error, text) => {
    expect(errorText(i18n, error)).toBe(text);
  });
});

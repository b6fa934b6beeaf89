import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '../../src/views/session/reset-password-page.tsx';
import { renderInRouter } from './render-in-router.tsx';

vi.mock('../../src/ui/captcha.tsx', () => import('./session-captcha-stub.tsx'));

// Spec 5's password texts on /{lang}/customer-reset-password/ (required, minimum length 8, a
// letter and a digit, "Passwords don't match"), in both languages; nothing is sent while a rule
// is broken, and a new password that follows them is sent with the link's token and the captcha.

type Sent = { operationName: string; variables: Record<string, unknown>; captcha: unknown };

/** The server's answer: the password set, or a refusal (its English words, maybe a code). */
type Answer = { refusal: { message: string; extensions?: { code: string } } } | 'ok';

function renderReset(lang: 'de' | 'en', answer: Answer = 'ok') {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    const headers = (operation.getContext().headers ?? {}) as Record<string, unknown>;
    sent.push({
      operationName: operation.operationName ?? '',
      variables: operation.variables,
      captcha: headers['X-ReCaptcha'],
    });
    if (answer !== 'ok') return of({ data: null, errors: [answer.refusal] });
    return of({ data: { resetPassword: true } });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const rendered = renderInRouter(
    <ResetPasswordPage lang={lang} token="reset-token" email="kunde@example.com" client={client} />,
    { lang },
  );
  return { sent, rendered };
}

const TEXTS = {
  en: {
    password: 'New password',
    confirm: 'Confirm password',
    submit: 'Set new password',
    required: 'This field is required',
    min: 'The field should have at least 8 characters',
    letterDigit: 'The password must contain at least one letter and one digit',
    mismatch: "Passwords don't match",
    captcha: 'Please solve the captcha',
    done: 'Your password has been changed. You can now log in with your new password.',
    expired: 'The password token is expired. Reset and try again.',
    notChanged: 'Your password could not be changed. Please request a new link.',
  },
  de: {
    password: 'Neues Passwort',
    confirm: 'Passwort bestätigen',
    submit: 'Neues Passwort speichern',
    required: 'Dieses Feld ist ein Pflichtfeld',
    min: 'Das Feld muss mindestens 8 Zeichen enthalten',
    letterDigit: 'Das Passwort muss mindestens einen Buchstaben und eine Ziffer enthalten',
    mismatch: 'Die Passwörter stimmen nicht überein',
    captcha: 'Bitte lösen Sie das Captcha',
    done: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit Ihrem neuen Passwort anmelden.',
    expired:
      'Der Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordern Sie einen neuen an und versuchen Sie es erneut.',
    notChanged: 'Ihr Passwort konnte nicht geändert werden. Bitte fordern Sie einen neuen Link an.',
  },
} as const;

describe.each(['en', 'de'] as const)('reset-password page in %s', (lang) => {
  const x = TEXTS[lang];

  it('names every broken password rule next to its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent, rendered } = renderReset(lang);
    await rendered;
    const submit = screen.getByRole('button', { name: x.submit });
    const password = screen.getByLabelText(x.password, { exact: true });
    const confirmation = screen.getByLabelText(x.confirm, { exact: true });

    await user.click(submit);
    expect(await screen.findAllByText(x.required)).toHaveLength(2);
    expect(password).toHaveAccessibleDescription(x.required);
    expect(confirmation).toHaveAccessibleDescription(x.required);
    expect(screen.getByText(x.captcha)).toBeInTheDocument();

    await user.type(password, 'kurz1');
    await user.click(submit);
    expect(await screen.findByText(x.min)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(x.min);

    await user.clear(password);
    await user.type(password, 'nurbuchstaben');
    await user.click(submit);
    expect(await screen.findByText(x.letterDigit)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, '1234567890');
    await user.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(x.letterDigit));

    await user.clear(password);
    await user.type(password, 'neuesPw99');
    await user.type(confirmation, 'anderes99');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(submit);
    expect(await screen.findByText(x.mismatch)).toBeInTheDocument();
    expect(confirmation).toHaveAccessibleDescription(x.mismatch);
    expect(screen.queryByText(x.letterDigit)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends a password that follows the rules with the token, the email and the captcha', async () => {
    const user = userEvent.setup();
    const { sent, rendered } = renderReset(lang);
    await rendered;
    await user.type(screen.getByLabelText(x.password, { exact: true }), 'neuesPw99');
    await user.type(screen.getByLabelText(x.confirm, { exact: true }), 'neuesPw99');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: x.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(x.done);
    expect(sent).toEqual([
      {
        operationName: 'SessionResetPassword',
        variables: {
          email: 'kunde@example.com',
          resetPasswordToken: 'reset-token',
          newPassword: 'neuesPw99',
        },
        captcha: 'solved-captcha-payload',
      },
    ]);
  });

  it.each([
    [
      {
        message: 'The password token is expired. Reset and try again.',
        extensions: { code: 'RESET_TOKEN_EXPIRED' },
      },
      'expired',
    ],
    [{ message: 'Internal failure 42' }, 'notChanged'],
  ] as const)(
    'shows a refusal (%o) by its code in the page language, never its words',
    async (refusal, expected) => {
      const user = userEvent.setup();
      const { rendered } = renderReset(lang, { refusal });
      await rendered;
      await user.type(screen.getByLabelText(x.password, { exact: true }), 'neuesPw99');
      await user.type(screen.getByLabelText(x.confirm, { exact: true }), 'neuesPw99');
      await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
      await user.click(screen.getByRole('button', { name: x.submit }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(x[expected]);
      if (lang === 'de') expect(alert).not.toHaveTextContent(refusal.message);
    },
  );
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_COOKIE } from '../../src/views/session/referral.ts';
import { RegistrationFormView } from '../../src/views/session/registration-form.tsx';
import { renderInRouter } from './render-in-router.tsx';

vi.mock('../../src/ui/captcha.tsx', () => import('./session-captcha-stub.tsx'));

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test cleanup of the referral cookie.
  document.cookie = `${REFERRAL_COOKIE}=; Max-Age=0; Path=/`;
});

describe('registration form', () => {
  it("shows the spec's validation texts", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderInRouter(<RegistrationFormView busy={false} onSubmit={onSubmit} />, {
      path: '/en/register/',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // first name, last name, email, password, confirmation, terms
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);

    await user.type(screen.getByLabelText('First name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefgx');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The field should have at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('The email field must be a valid email')).toBeInTheDocument();
    expect(
      screen.getByText('The password must contain at least one letter and one digit'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'ab1');
    expect(await screen.findByText('The field should have at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // Registration's confirmation says 'Value not matched' (the password forms: "Passwords don't match").
    expect(await screen.findByText('Value not matched')).toBeInTheDocument();
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the spec's validation texts in German", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderInRouter(<RegistrationFormView busy={false} onSubmit={onSubmit} />, {
      lang: 'de',
      path: '/de/registrieren/',
    });
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findAllByText('Dieses Feld ist ein Pflichtfeld')).toHaveLength(6);
    expect(screen.getByText('Bitte lösen Sie das Captcha')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Vorname'), 'A');
    await user.type(screen.getByLabelText('Nachname'), 'B');
    await user.type(screen.getByLabelText('E-Mail'), 'keine-adresse');
    await user.type(screen.getByLabelText('Passwort', { exact: true }), 'nurbuchstaben');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'anders');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findAllByText('Das Feld muss mindestens 2 Zeichen enthalten')).toHaveLength(2);
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(
      screen.getByText('Das Passwort muss mindestens einen Buchstaben und eine Ziffer enthalten'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Passwort', { exact: true }));
    await user.type(screen.getByLabelText('Passwort', { exact: true }), 'kurz1');
    expect(await screen.findByText('Das Feld muss mindestens 8 Zeichen enthalten')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Passwort', { exact: true }));
    await user.type(screen.getByLabelText('Passwort', { exact: true }), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Der Wert stimmt nicht überein')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses names with web addresses or too many characters', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderInRouter(<RegistrationFormView busy={false} onSubmit={onSubmit} />, {
      path: '/en/register/',
    });
    await user.type(screen.getByLabelText('First name'), 'Visit evil.com');
    await user.click(screen.getByLabelText('Last name'));
    await user.paste('x'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Please enter a name without special characters or web addresses'),
    ).toBeInTheDocument();
    expect(screen.getByText('The field may have at most 255 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the customer with the referral code and the captcha payload', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the referral cookie as ?ref= would.
    document.cookie = `${REFERRAL_COOKIE}=FREUND10; Path=/`;
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderInRouter(<RegistrationFormView busy={false} onSubmit={onSubmit} />, {
      path: '/en/register/',
    });
    await user.selectOptions(screen.getByLabelText('Salutation (optional)'), 'Ms');
    await user.type(screen.getByLabelText('First name'), 'Erika');
    await user.type(screen.getByLabelText('Last name'), 'Mustermann');
    await user.type(screen.getByLabelText('Email'), 'erika@example.com');
    await user.type(screen.getByLabelText('Password'), 'geheim123');
    await user.type(screen.getByLabelText('Confirm password'), 'geheim123');
    await user.click(screen.getByLabelText('Subscribe to the newsletter'));
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({
      customer: {
        email: 'erika@example.com',
        firstname: 'Erika',
        lastname: 'Mustermann',
        password: 'geheim123',
        is_subscribed: true,
        gender: 2,
        affiliate_code: 'FREUND10',
      },
      captchaToken: 'solved-captcha-payload',
    });
  });

  it('disables the submit button while the session is busy', async () => {
    await renderInRouter(<RegistrationFormView busy onSubmit={vi.fn()} />, { path: '/en/register/' });
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });
});

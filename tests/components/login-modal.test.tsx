import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginDialog, type LoginDialogProps } from '../../src/views/session/login-modal.tsx';
import { renderInRouter } from './render-in-router.tsx';

vi.mock('../../src/ui/captcha.tsx', () => import('./session-captcha-stub.tsx'));

function props(overrides: Partial<LoginDialogProps> = {}): LoginDialogProps {
  return {
    open: true,
    onOpenChange: vi.fn(),
    lang: 'en',
    busy: false,
    onLogin: vi.fn(),
    onRequestPasswordReset: vi.fn(),
    onNavigate: vi.fn(),
    ...overrides,
  };
}

describe('login modal', () => {
  it('shows the required and captcha texts for an empty submit, the email text for a bad address', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderInRouter(<LoginDialog {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('Please solve the captcha')).toBeInTheDocument();

    // The login modal's short forms use spec 5's short email text.
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    expect(p.onLogin).not.toHaveBeenCalled();
  });

  it('sends email, password and the captcha payload', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderInRouter(<LoginDialog {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), 'kunde@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'geheim123');
    await user.click(within(dialog).getByRole('button', { name: 'Solve captcha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(p.onLogin).toHaveBeenCalledWith({
      email: 'kunde@example.com',
      password: 'geheim123',
      captchaToken: 'solved-captcha-payload',
    });
  });

  it('disables the submit button while the session is busy', async () => {
    await renderInRouter(<LoginDialog {...props({ busy: true })} />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  it('requests a password reset from its variant and goes back to login', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderInRouter(<LoginDialog {...p} />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot your password?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'kunde@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Solve captcha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(p.onRequestPasswordReset).toHaveBeenCalledWith({
      email: 'kunde@example.com',
      captchaToken: 'solved-captcha-payload',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers guest checkout with a link to the checkout and registration from the login', async () => {
    const user = userEvent.setup();
    await renderInRouter(<LoginDialog {...props()} />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/register/');
    await user.click(screen.getByRole('button', { name: 'Order as a guest' }));
    const dialog = screen.getByRole('dialog', { name: 'Order as a guest' });
    expect(within(dialog).getByRole('link', { name: 'Continue as guest' })).toHaveAttribute(
      'href',
      '/en/checkout/',
    );
  });
});

// Spec 5's short email text ('Invalid email') on both forms of the login modal, login and
// forgotten password, in both languages; nothing is sent for a malformed address.
describe.each([
  {
    lang: 'en' as const,
    login: 'Log in',
    forgot: 'Forgot your password?',
    reset: 'Reset password',
    email: 'Email',
    required: 'This field is required',
    invalid: 'Invalid email',
  },
  {
    lang: 'de' as const,
    login: 'Anmelden',
    forgot: 'Passwort vergessen?',
    reset: 'Passwort zurücksetzen',
    email: 'E-Mail',
    required: 'Dieses Feld ist ein Pflichtfeld',
    invalid: 'Ungültige E-Mail-Adresse',
  },
])('login modal email texts in $lang', ({ lang, login, forgot, reset, email, required, invalid }) => {
  it('the login form says the email is required, then invalid', async () => {
    const user = userEvent.setup();
    const p = props({ lang });
    await renderInRouter(<LoginDialog {...p} />, { lang });
    const dialog = screen.getByRole('dialog', { name: login });
    await user.click(within(dialog).getByRole('button', { name: login }));
    expect(await within(dialog).findAllByText(required)).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(email), 'kunde-at-example.com');
    await user.click(within(dialog).getByRole('button', { name: login }));
    expect(await within(dialog).findByText(invalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(email)).toHaveAccessibleDescription(invalid);
    expect(p.onLogin).not.toHaveBeenCalled();
  });

  it('the forgotten-password form says the email is required, then invalid, and requests nothing', async () => {
    const user = userEvent.setup();
    const p = props({ lang });
    await renderInRouter(<LoginDialog {...p} />, { lang });
    await user.click(screen.getByRole('button', { name: forgot }));
    const dialog = screen.getByRole('dialog', { name: forgot });
    await user.click(within(dialog).getByRole('button', { name: reset }));
    expect(await within(dialog).findByText(required)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(email), 'kunde@example');
    await user.click(within(dialog).getByRole('button', { name: 'Solve captcha' }));
    await user.click(within(dialog).getByRole('button', { name: reset }));
    expect(await within(dialog).findByText(invalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(email)).toHaveAccessibleDescription(invalid);
    expect(within(dialog).queryByText(required)).not.toBeInTheDocument();
    expect(p.onRequestPasswordReset).not.toHaveBeenCalled();
  });
});

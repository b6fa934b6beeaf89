import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AppActorProvider } from '../../src/lib/app-actor.tsx';
import { LoginModal } from '../../src/views/session/login-overlay.tsx';
import { stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

vi.mock('../../src/ui/captcha.tsx', () => import('./session-captcha-stub.tsx'));

async function requestReset() {
  const { machine, stubs } = stubbedApp();
  const actor = createActor(machine, {
    systemId: 'app',
    input: { session: { token: null }, cart: { cartId: null, loggedIn: false } },
  }).start();
  await renderInRouter(
    <AppActorProvider actor={actor}>
      <LoginModal />
    </AppActorProvider>,
  );
  act(() => actor.send({ type: 'ui.overlay.open', overlay: 'loginModal' }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
  const dialog = screen.getByRole('dialog', { name: 'Forgot your password?' });
  await user.type(within(dialog).getByLabelText('Email'), 'kunde@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Solve captcha' }));
  await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
  expect(stubs.isRunning('requestPasswordReset')).toBe(true);
  return { actor, stubs };
}

describe('login modal overlay', () => {
  it('closes after a successful password reset request', async () => {
    const { actor, stubs } = await requestReset();
    await act(() => stubs.settle('requestPasswordReset', 'done', true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actor.getSnapshot().matches({ overlay: 'none' })).toBe(true);
  });

  it('stays open with the form when the request fails', async () => {
    const { actor, stubs } = await requestReset();
    await act(() => stubs.settle('requestPasswordReset', 'error', new Error('offline')));
    expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(actor.getSnapshot().matches({ overlay: { open: 'loginModal' } })).toBe(true);
  });
});

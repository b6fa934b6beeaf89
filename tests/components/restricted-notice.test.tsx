import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { RestrictedNotice } from '../../src/views/content/restricted-notice.tsx';
import { stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

function startApp(): AppActor {
  const { machine } = stubbedApp();
  return createActor(machine, {
    systemId: 'app',
    input: { session: { token: null }, cart: { cartId: null, loggedIn: false } },
  }).start();
}

describe('<RestrictedNotice>', () => {
  it('sets the restricted state and opens the login modal while it is shown', async () => {
    const actor = startApp();
    const { unmount } = await renderInRouter(
      <AppActorProvider actor={actor}>
        <RestrictedNotice lang="de" path="fachkreise" />
      </AppActorProvider>,
      { lang: 'de' },
    );
    expect(screen.getByRole('heading', { name: 'Geschützter Inhalt' })).toBeInTheDocument();
    expect(actor.getSnapshot().hasTag('restricted')).toBe(true);
    expect(actor.getSnapshot().matches({ overlay: { open: 'loginModal' } })).toBe(true);

    unmount();
    expect(actor.getSnapshot().hasTag('restricted')).toBe(false);
  });

  it('opens the login modal again from its button after the shopper closed it', async () => {
    const actor = startApp();
    await renderInRouter(
      <AppActorProvider actor={actor}>
        <RestrictedNotice lang="en" path="professionals" />
      </AppActorProvider>,
    );
    act(() => actor.send({ type: 'ui.overlay.close' }));
    expect(actor.getSnapshot().matches({ overlay: 'none' })).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(actor.getSnapshot().matches({ overlay: { open: 'loginModal' } })).toBe(true);
  });
});

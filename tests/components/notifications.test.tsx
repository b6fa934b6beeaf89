import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AppActor, AppActorProvider, createRootActor, notify } from '../../src/lib/app-actor.tsx';
import { Notifications } from '../../src/ui/notifications.tsx';

async function renderNotifications(): Promise<AppActor> {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const actor = await createRootActor();
  render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={actor}>
        <Notifications />
      </AppActorProvider>
    </I18nProvider>,
  );
  return actor;
}

const message = (id: string, text: string) => ({ id, message: text });

describe('<Notifications>', () => {
  it('shows at most three notifications in a polite status region', async () => {
    const actor = await renderNotifications();
    act(() => {
      notify(actor, message('n.saved', 'Saved'), { type: 'success' });
      notify(actor, message('n.added', 'You added {product} to your shopping cart.'), {
        values: { product: 'Omega 3' },
      });
      notify(actor, message('n.stock', 'Only a few left'), { type: 'warning' });
      notify(actor, message('n.later', 'Shown later'));
    });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('You added Omega 3 to your shopping cart.')).toBeInTheDocument();
    expect(screen.queryByText('Shown later')).not.toBeInTheDocument();
    actor.stop();
  });

  it('announces a danger notification as an alert, with its title', async () => {
    const actor = await renderNotifications();
    act(() => {
      notify(actor, message('n.cartError', 'The requested qty is not available'), {
        type: 'danger',
        persistent: true,
        title: message('n.cartErrorTitle', 'Cart error'),
      });
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Cart error');
    expect(alert).toHaveTextContent('The requested qty is not available');
    actor.stop();
  });

  it('closes a notification with its Close button; a waiting one takes the slot', async () => {
    const user = userEvent.setup();
    const actor = await renderNotifications();
    act(() => {
      for (const text of ['One', 'Two', 'Three', 'Four']) notify(actor, message(`n.${text}`, text));
    });
    const first = screen.getByText('One').closest('li');
    expect(first).not.toBeNull();
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Four')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(3);
    actor.stop();
  });
});

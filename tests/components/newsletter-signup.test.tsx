import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CONSENT_KEY, writeConsent } from '../../src/lib/analytics.ts';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { NewsletterForm } from '../../src/views/account/newsletter-form.tsx';
import NewsletterLayer, { FOOTER_NEWSLETTER_ID } from '../../src/views/account/newsletter-layer.tsx';
import { NEWSLETTER_OFFER_DELAY_MS, NEWSLETTER_OFFER_KEY } from '../../src/views/account/newsletter-offer.ts';
import { GUEST_APP_INPUT, stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

/**
 * A commerce API that answers subscribeEmailToNewsletter: UNCONFIRMED, refuses a subscribed
 * address (with its code), or fails without a code.
 */
function commerce() {
  const sent: unknown[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.variables);
    if (operation.variables.email === 'schon@example.com')
      return of({
        errors: [
          {
            message: 'This email address is already subscribed.',
            extensions: { code: 'NEWSLETTER_ALREADY_SUBSCRIBED' },
          },
        ],
        data: null,
      });
    if (operation.variables.email === 'kaputt@example.com')
      return of({ errors: [{ message: 'Internal failure 42' }], data: null });
    return of({
      data: {
        subscribeEmailToNewsletter: { __typename: 'SubscribeEmailToNewsletterOutput', status: 'UNCONFIRMED' },
      },
    });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

describe('newsletter form (footer)', () => {
  it.each([
    [
      'en',
      'Your email address',
      'Subscribe to the newsletter',
      'This field is required',
      'The email field must be a valid email',
    ],
    [
      'de',
      'Ihre E-Mail-Adresse',
      'Newsletter abonnieren',
      'Dieses Feld ist ein Pflichtfeld',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ],
  ] as const)(
    'in %s: checks the address, then asks for the double opt-in',
    async (lang, label, submit, required, invalid) => {
      const user = userEvent.setup();
      const { client, sent } = commerce();
      await renderInRouter(
        <ApolloProvider client={client}>
          <NewsletterForm tone="footer" />
        </ApolloProvider>,
        { lang },
      );
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent(required);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');

      await user.type(screen.getByLabelText(label), 'kein-adresse');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
      expect(sent).toEqual([]);

      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'leser@example.com');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByRole('status')).toBeInTheDocument();
      expect(sent).toEqual([{ email: 'leser@example.com' }]);
      expect(screen.getByLabelText(label)).toHaveValue('leser@example.com');
    },
  );

  it.each([
    [
      'en',
      'Your email address',
      'Subscribe to the newsletter',
      'schon@example.com',
      'This email address is already subscribed.',
    ],
    [
      'de',
      'Ihre E-Mail-Adresse',
      'Newsletter abonnieren',
      'schon@example.com',
      'Diese E-Mail-Adresse ist bereits angemeldet.',
    ],
    [
      'en',
      'Your email address',
      'Subscribe to the newsletter',
      'kaputt@example.com',
      'That did not work. Please try again.',
    ],
  ] as const)(
    "%s: shows the shop's refusal of %s by its code as '%s', never the backend's words, and keeps what was typed",
    async (lang, label, button, email, text) => {
      const user = userEvent.setup();
      const { client } = commerce();
      await renderInRouter(
        <ApolloProvider client={client}>
          <NewsletterForm tone="footer" />
        </ApolloProvider>,
        { lang },
      );
      await user.type(screen.getByLabelText(label), email);
      await user.click(screen.getByRole('button', { name: button }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent('Internal failure 42');
      expect(screen.getByLabelText(label)).toHaveValue(email);
    },
  );
});

/** The layout's part (as src/routes/$lang/route.tsx mounts it), on the real app machine. */
function Offer() {
  return (
    <>
      <div id={FOOTER_NEWSLETTER_ID} data-testid="footer-place" />
      <NewsletterLayer />
    </>
  );
}

describe('newsletter modal', () => {
  let app: AppActor;
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    app = createActor(stubbedApp().machine, { systemId: 'app', input: GUEST_APP_INPUT }).start();
  });
  afterEach(() => {
    vi.useRealTimers();
    app.stop();
  });

  async function show(ui = <Offer />) {
    const { client } = commerce();
    await renderInRouter(
      <AppActorProvider actor={app}>
        <ApolloProvider client={client}>{ui}</ApolloProvider>
      </AppActorProvider>,
    );
  }
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('puts the sign-up form into the place the footer keeps for it', async () => {
    await show();
    expect(
      within(await screen.findByTestId('footer-place')).getByLabelText('Your email address'),
    ).toBeVisible();
  });

  it('is offered once, after the visitor answered the consent banner, and remembered', async () => {
    await show();
    await wait(NEWSLETTER_OFFER_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => writeConsent('granted'));
    await wait(NEWSLETTER_OFFER_DELAY_MS - 100);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(200);
    const dialog = await screen.findByRole('dialog', { name: 'Newsletter' });
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Your email address')).toHaveFocus());
    expect(localStorage.getItem(NEWSLETTER_OFFER_KEY)).toBe('shown');

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.getSnapshot().matches({ overlay: 'none' })).toBe(true);
  });

  it('waits while another modal is open and never opens over it', async () => {
    localStorage.setItem(CONSENT_KEY, 'denied');
    await show();
    act(() => app.send({ type: 'ui.overlay.open', overlay: 'loginModal' }));
    await wait(NEWSLETTER_OFFER_DELAY_MS * 2);
    expect(app.getSnapshot().matches({ overlay: { open: 'loginModal' } })).toBe(true);
    expect(localStorage.getItem(NEWSLETTER_OFFER_KEY)).toBeNull();

    act(() => app.send({ type: 'ui.overlay.close' }));
    expect(await screen.findByRole('dialog', { name: 'Newsletter' })).toBeInTheDocument();
  });

  it('is not offered again once shown', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    localStorage.setItem(NEWSLETTER_OFFER_KEY, 'shown');
    await show();
    await wait(NEWSLETTER_OFFER_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.getSnapshot().matches({ overlay: 'none' })).toBe(true);
  });
});

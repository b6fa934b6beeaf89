import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { ContractCancellationPage } from '../../src/views/contract-cancellation/contract-cancellation-page.tsx';
import { GUEST_APP_INPUT, stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

// Spec 5's validation texts on the contract-cancellation page's name and email fields, in both
// languages: each text stands under its own field and describes it; nothing is sent meanwhile.

const TEXTS = {
  en: {
    name: 'Name',
    email: 'Email',
    contract: /^Contract/,
    submit: 'Cancel now',
    required: 'This field is required',
    invalidEmail: 'The email field must be a valid email',
    received: 'Your cancellation has been received',
  },
  de: {
    name: 'Name',
    email: 'E-Mail',
    contract: /^Vertrag/,
    submit: 'Jetzt kündigen',
    required: 'Dieses Feld ist ein Pflichtfeld',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    received: 'Ihre Kündigung ist eingegangen',
  },
} as const;

let app: AppActor | undefined;
afterEach(() => {
  app?.stop();
  app = undefined;
});

async function renderPage(lang: 'de' | 'en') {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    return of({
      data: {
        requestContractCancellation: {
          __typename: 'ContractCancellationReceipt',
          received_at: '2026-11-25T13:04:00Z',
        },
      },
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  app = createActor(stubbedApp().machine, { systemId: 'app', input: GUEST_APP_INPUT }).start();
  await renderInRouter(
    <AppActorProvider actor={app}>
      <ApolloProvider client={client}>
        <ContractCancellationPage lang={lang} />
      </ApolloProvider>
    </AppActorProvider>,
    { lang },
  );
  return sent;
}

describe.each(['en', 'de'] as const)('contract cancellation: name and email (%s)', (lang) => {
  const text = TEXTS[lang];

  it('requires the name and the email, each under its field', async () => {
    const sent = await renderPage(lang);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.submit }));
    const name = screen.getByLabelText(text.name);
    const email = screen.getByLabelText(text.email);
    expect(await screen.findAllByText(text.required)).toHaveLength(3);
    expect(name).toHaveAccessibleDescription(text.required);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(text.required);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // Blanks only are no name.
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(name).toHaveAccessibleDescription(text.required);
    expect(sent).toEqual([]);
  });

  it('refuses a malformed email with the spec text, keeps what was typed, and sends once it is valid', async () => {
    const sent = await renderPage(lang);
    const user = userEvent.setup();
    const name = screen.getByLabelText(text.name);
    const email = screen.getByLabelText(text.email);
    await user.type(name, 'Erika Muster');
    await user.type(screen.getByLabelText(text.contract), 'SP-100001');
    await user.type(email, 'erika@');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.invalidEmail)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(text.invalidEmail);
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(text.required)).not.toBeInTheDocument();
    expect(name).toHaveValue('Erika Muster');
    expect(email).toHaveValue('erika@');
    expect(sent).toEqual([]);

    await user.type(email, 'example.com');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByRole('heading', { name: text.received })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'RequestContractCancellation',
        variables: {
          input: {
            name: 'Erika Muster',
            email: 'erika@example.com',
            contract: 'SP-100001',
            kind: 'ORDINARY',
          },
        },
      },
    ]);
  });
});

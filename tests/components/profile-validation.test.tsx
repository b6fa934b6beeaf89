import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { ProfilePage } from '../../src/views/account/profile-page.tsx';
import { GUEST_APP_INPUT, stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

// Spec 5's validation texts on the profile page's forms (personal data, email, password), in
// both languages; nothing is sent while a rule is broken.

const customer = {
  __typename: 'Customer',
  email: 'kunde@example.com',
  prefix: null,
  firstname: 'Erika',
  lastname: 'Muster',
  suffix: null,
  date_of_birth: null,
  gender: null,
  taxvat: null,
  phonenumber: null,
  newsletter_status: 'NOT_ACTIVE',
  addresses: [],
  orders: { __typename: 'CustomerOrders', items: [] },
};

let app: AppActor | undefined;
afterEach(() => app?.stop());

async function renderProfile(lang: 'de' | 'en') {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    return of({ data: { customer } });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  app = createActor(stubbedApp().machine, { systemId: 'app', input: GUEST_APP_INPUT }).start();
  await renderInRouter(
    <AppActorProvider actor={app}>
      <ApolloProvider client={client}>
        <ProfilePage lang={lang} />
      </ApolloProvider>
    </AppActorProvider>,
    { lang },
  );
  return sent;
}

const TEXTS = {
  en: {
    password: 'Change password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    required: 'This field is required',
    min: 'The field should have at least 8 characters',
    letterDigit: 'The password must contain at least one letter and one digit',
    mismatch: "Passwords don't match",
    personal: 'Personal data',
    firstname: 'First name',
    lastname: 'Last name',
    prefix: 'Prefix',
    save: 'Save',
    emailForm: 'Change email',
    email: 'Email',
    invalidEmail: 'The email field must be a valid email',
  },
  de: {
    password: 'Passwort ändern',
    current: 'Aktuelles Passwort',
    next: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    required: 'Dieses Feld ist ein Pflichtfeld',
    min: 'Das Feld muss mindestens 8 Zeichen enthalten',
    letterDigit: 'Das Passwort muss mindestens einen Buchstaben und eine Ziffer enthalten',
    mismatch: 'Die Passwörter stimmen nicht überein',
    personal: 'Persönliche Daten',
    firstname: 'Vorname',
    lastname: 'Nachname',
    prefix: 'Anrede',
    save: 'Speichern',
    emailForm: 'E-Mail-Adresse ändern',
    email: 'E-Mail',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  },
} as const;

describe.each(['en', 'de'] as const)('profile forms in %s', (lang) => {
  const x = TEXTS[lang];

  it('names the emptied first and last name as required, keeps what was typed and saves nothing', async () => {
    const user = userEvent.setup();
    const sent = await renderProfile(lang);
    const form = await screen.findByRole('form', { name: x.personal });
    const firstname = within(form).getByLabelText(x.firstname);
    const lastname = within(form).getByLabelText(x.lastname);
    await waitFor(() => expect(firstname).toHaveValue('Erika'));
    await user.clear(firstname);
    await user.clear(lastname);
    await user.type(within(form).getByLabelText(x.prefix), 'Dr.');
    await user.click(within(form).getByRole('button', { name: x.save }));
    expect(await within(form).findAllByText(x.required)).toHaveLength(2);
    expect(firstname).toHaveAccessibleDescription(x.required);
    expect(lastname).toHaveAccessibleDescription(x.required);
    expect(within(form).getByLabelText(x.prefix)).toHaveValue('Dr.');

    // Whitespace alone is no name either.
    await user.type(lastname, '   ');
    await user.type(firstname, 'Erika');
    await user.click(within(form).getByRole('button', { name: x.save }));
    await waitFor(() => expect(firstname).not.toHaveAccessibleDescription(x.required));
    expect(lastname).toHaveAccessibleDescription(x.required);
    expect(sent).not.toContain('UpdateCustomerProfile');
  });

  it('shows the password rules and sends nothing while one is broken', async () => {
    const user = userEvent.setup();
    const sent = await renderProfile(lang);
    const form = await screen.findByRole('form', { name: x.password });
    await user.click(within(form).getByRole('button', { name: x.password }));
    expect(await within(form).findAllByText(x.required)).not.toHaveLength(0);

    await user.type(within(form).getByLabelText(x.current), 'geheim123');
    await user.type(within(form).getByLabelText(x.next), 'kurz');
    await user.click(within(form).getByRole('button', { name: x.password }));
    expect(await within(form).findByText(x.min)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(x.next));
    await user.type(within(form).getByLabelText(x.next), 'nurbuchstaben');
    await user.click(within(form).getByRole('button', { name: x.password }));
    expect(await within(form).findByText(x.letterDigit)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(x.next));
    await user.type(within(form).getByLabelText(x.next), 'neuesPw99');
    await user.type(within(form).getByLabelText(x.confirm), 'anderes99');
    await user.click(within(form).getByRole('button', { name: x.password }));
    expect(await within(form).findByText(x.mismatch)).toBeInTheDocument();
    expect(sent).not.toContain('ChangeCustomerPassword');
  });

  it('asks for a valid email and the current password before changing the email', async () => {
    const user = userEvent.setup();
    const sent = await renderProfile(lang);
    const form = await screen.findByRole('form', { name: x.emailForm });
    const field = within(form).getByLabelText(x.email);
    await user.clear(field);
    await user.type(field, 'keine-adresse');
    await user.click(within(form).getByRole('button', { name: x.emailForm }));
    expect(await within(form).findByText(x.invalidEmail)).toBeInTheDocument();
    expect(within(form).getByText(x.required)).toBeInTheDocument();
    expect(sent).not.toContain('UpdateCustomerEmail');
  });
});

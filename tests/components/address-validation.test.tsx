import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { AddressFormPage } from '../../src/views/account/address-form-page.tsx';
import { GUEST_APP_INPUT, stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

// Spec 5's validation texts on the address form (create and edit), in both languages: required
// fields, the country first and then its region; nothing is sent while a rule is broken.

const countries = [
  { __typename: 'Country', id: 'DE', full_name_locale: 'Germany', available_regions: [] },
  {
    __typename: 'Country',
    id: 'CH',
    full_name_locale: 'Switzerland',
    available_regions: [
      { __typename: 'Region', id: 104, code: 'AG', name: 'Aargau' },
      { __typename: 'Region', id: 129, code: 'ZH', name: 'Zürich' },
    ],
  },
];

const saved = {
  __typename: 'CustomerAddress',
  id: 7,
  firstname: 'Erika',
  lastname: 'Muster',
  company: null,
  telephone: '+41 44 123 45 67',
  street: ['Seestrasse 5'],
  city: 'Zürich',
  postcode: '8002',
  country_code: 'CH',
  region: { __typename: 'CustomerAddressRegion', region_id: 129, region_code: 'ZH', region: 'Zürich' },
  vat_id: null,
  default_billing: true,
  default_shipping: true,
};

let app: AppActor | undefined;
afterEach(() => app?.stop());

async function renderForm(lang: 'de' | 'en', addressId?: number) {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    return of({
      data:
        operation.operationName === 'Countries'
          ? { countries }
          : { customer: { __typename: 'Customer', email: 'kunde@example.com', addresses: [saved] } },
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  app = createActor(stubbedApp().machine, { systemId: 'app', input: GUEST_APP_INPUT }).start();
  await renderInRouter(
    <AppActorProvider actor={app}>
      <ApolloProvider client={client}>
        <AddressFormPage lang={lang} addressId={addressId} />
      </ApolloProvider>
    </AppActorProvider>,
    { lang },
  );
  return sent;
}

const TEXTS = {
  en: {
    create: 'Add new address',
    edit: 'Edit address',
    save: 'Save address',
    required: 'This field is required',
    firstname: 'First name',
    lastname: 'Last name',
    telephone: 'Phone number',
    country: 'Country',
    region: 'Region',
    street: 'Street and house number',
    postcode: 'Postcode',
    city: 'City',
    selectRegion: 'Please select a region',
  },
  de: {
    create: 'Neue Adresse hinzufügen',
    edit: 'Adresse bearbeiten',
    save: 'Adresse speichern',
    required: 'Dieses Feld ist ein Pflichtfeld',
    firstname: 'Vorname',
    lastname: 'Nachname',
    telephone: 'Telefonnummer',
    country: 'Land',
    region: 'Region',
    street: 'Straße und Hausnummer',
    postcode: 'Postleitzahl',
    city: 'Ort',
    selectRegion: 'Bitte wählen Sie eine Region',
  },
} as const;

describe.each(['en', 'de'] as const)('address form in %s', (lang) => {
  const x = TEXTS[lang];

  it('names every required field and asks for the country first, then its region', async () => {
    const user = userEvent.setup();
    const sent = await renderForm(lang);
    const form = await screen.findByRole('form', { name: x.create });
    await screen.findByRole('option', { name: 'Switzerland' });
    await user.selectOptions(within(form).getByLabelText(x.country, { exact: true }), '');
    // Without a country there is no region to choose.
    expect(within(form).queryByLabelText(x.region, { exact: true })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: x.save }));
    for (const label of [x.firstname, x.lastname, x.telephone, x.street, x.postcode, x.city]) {
      expect(within(form).getByLabelText(label, { exact: true })).toHaveAccessibleDescription(x.required);
    }
    expect(within(form).getAllByText(x.required)).toHaveLength(7);
    expect(within(form).getByLabelText(x.country, { exact: true })).toHaveAttribute('aria-invalid', 'true');

    // The country comes first; then its regions can be chosen, and a required one is asked for.
    await user.selectOptions(within(form).getByLabelText(x.country, { exact: true }), 'CH');
    const region = within(form).getByLabelText(x.region, { exact: true });
    expect(within(region).getAllByRole('option')).toHaveLength(3);
    await user.click(within(form).getByRole('button', { name: x.save }));
    expect(await within(form).findByText(x.selectRegion)).toBeInTheDocument();
    expect(sent).not.toContain('CreateCustomerAddress');
  });

  it('keeps what the customer typed on the edit form and names the emptied field', async () => {
    const user = userEvent.setup();
    const sent = await renderForm(lang, 7);
    const form = await screen.findByRole('form', { name: x.edit });
    expect(within(form).getByLabelText(x.region, { exact: true })).toHaveValue('129');
    await user.clear(within(form).getByLabelText(x.city, { exact: true }));
    await user.clear(within(form).getByLabelText(x.firstname, { exact: true }));
    await user.type(within(form).getByLabelText(x.firstname, { exact: true }), 'Erika Maria');
    await user.click(within(form).getByRole('button', { name: x.save }));
    expect(within(form).getByLabelText(x.city, { exact: true })).toHaveAccessibleDescription(x.required);
    expect(within(form).getAllByText(x.required)).toHaveLength(1);
    expect(within(form).getByLabelText(x.firstname, { exact: true })).toHaveValue('Erika Maria');
    expect(within(form).getByLabelText(x.street, { exact: true })).toHaveValue('Seestrasse 5');
    expect(sent).not.toContain('UpdateCustomerAddress');
  });
});

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Lang } from '../../domain/store.ts';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { AccountOverviewPage } from '../../src/views/account/overview-page.tsx';
import { GUEST_APP_INPUT, stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

// 'My Account' (/{lang}/customer/): the contact data, the default billing and shipping addresses
// (each the one the customer marked, not merely the first), the latest orders with number, date,
// status and total, and the empty states, as the AccountOverview query answers them.

const address = (
  id: number,
  fields: Record<string, unknown>,
  defaults: { billing?: boolean; shipping?: boolean } = {},
) => ({
  __typename: 'CustomerAddress',
  id,
  company: null,
  telephone: '030 123456',
  region: null,
  vat_id: null,
  default_billing: defaults.billing ?? false,
  default_shipping: defaults.shipping ?? false,
  ...fields,
});

const order = (
  id: string,
  number: string,
  date: string,
  status: string,
  value: number,
  currency: string,
) => ({
  __typename: 'CustomerOrder',
  id,
  number,
  order_date: date,
  status,
  total: {
    __typename: 'OrderTotal',
    grand_total: { __typename: 'Money', value, currency },
  },
});

const customer = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Customer',
  email: 'erika@example.com',
  prefix: 'Dr.',
  firstname: 'Erika',
  lastname: 'Muster',
  suffix: null,
  date_of_birth: null,
  gender: null,
  taxvat: null,
  phonenumber: null,
  newsletter_status: 'SUBSCRIBED',
  savings_plans: [],
  addresses: [
    // Listed first, but neither default: it must not stand for one.
    address(7, {
      firstname: 'Otto',
      lastname: 'Neben',
      street: ['Nebenweg 3'],
      city: 'Hamburg',
      postcode: '20095',
      country_code: 'DE',
    }),
    address(
      8,
      {
        firstname: 'Erika',
        lastname: 'Muster',
        company: 'Muster GmbH',
        street: ['Hauptstraße 1', '2. OG'],
        city: 'Berlin',
        postcode: '10115',
        country_code: 'DE',
      },
      { billing: true },
    ),
    address(
      9,
      {
        firstname: 'Erika',
        lastname: 'Muster',
        street: ['Seestrasse 5'],
        city: 'Zürich',
        postcode: '8002',
        country_code: 'CH',
        telephone: '+41 44 123 45 67',
        region: { __typename: 'CustomerAddressRegion', region_id: 129, region_code: 'ZH', region: 'Zürich' },
      },
      { shipping: true },
    ),
  ],
  orders: {
    __typename: 'CustomerOrders',
    items: [
      order('b2', '2000000007', '2026-11-24 21:05:09', 'processing', 27.61, 'CHF'),
      order('b1', '1000000042', '2026-10-02 08:00:00', 'pending', 44.75, 'EUR'),
    ],
  },
  ...overrides,
});

let app: AppActor | undefined;
afterEach(() => app?.stop());

async function renderOverview(lang: Lang, answer: Record<string, unknown>) {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    return of({ data: { customer: answer } });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  app = createActor(stubbedApp().machine, { systemId: 'app', input: GUEST_APP_INPUT }).start();
  await renderInRouter(
    <AppActorProvider actor={app}>
      <ApolloProvider client={client}>
        <AccountOverviewPage lang={lang} />
      </ApolloProvider>
    </AppActorProvider>,
    { lang },
  );
  return sent;
}

/** The lines of the one address in a region, as the customer reads them. */
const addressLines = (region: HTMLElement) =>
  Array.from(region.querySelectorAll('address > span')).map((line) => line.textContent);

describe('account overview', () => {
  it('shows the default billing and shipping addresses and the latest orders', async () => {
    const sent = await renderOverview('en', customer());
    expect(sent).toEqual(['AccountOverview']);
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();

    const contact = await screen.findByRole('region', { name: 'Contact information' });
    expect(within(contact).getByText('Dr. Erika Muster')).toBeInTheDocument();
    expect(within(contact).getByText('erika@example.com')).toBeInTheDocument();
    expect(screen.getByText('You are subscribed to our newsletter.')).toBeInTheDocument();

    const billing = screen.getByRole('region', { name: 'Default billing address' });
    expect(addressLines(billing)).toEqual([
      'Erika Muster',
      'Muster GmbH',
      'Hauptstraße 1',
      '2. OG',
      '10115 Berlin',
      'Germany',
      '030 123456',
    ]);
    const shipping = screen.getByRole('region', { name: 'Default shipping address' });
    expect(addressLines(shipping)).toEqual([
      'Erika Muster',
      'Seestrasse 5',
      '8002 Zürich',
      'Zürich',
      'Switzerland',
      '+41 44 123 45 67',
    ]);
    expect(within(shipping).getByRole('link', { name: 'Manage addresses' })).toHaveAttribute(
      'href',
      '/en/customer/addresses-details/',
    );
    expect(screen.queryByText('Nebenweg 3')).not.toBeInTheDocument();

    const orders = screen.getByRole('region', { name: 'Latest orders' });
    const rows = within(orders).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Order 200000000724/11/2026ProcessingCHF 27.61',
      'Order 100000004202/10/2026Pending€44.75',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Order 2000000007' })).toHaveAttribute(
      'href',
      '/en/customer/order-history/2000000007/',
    );
    expect(within(orders).getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/en/customer/order-history/',
    );
  });

  it('says so in German when there is no default address and no order yet', async () => {
    await renderOverview(
      'de',
      customer({
        addresses: [],
        orders: { __typename: 'CustomerOrders', items: [] },
        newsletter_status: 'NOT_ACTIVE',
      }),
    );
    const billing = await screen.findByRole('region', { name: 'Standard-Rechnungsadresse' });
    expect(within(billing).getByText('Noch keine Standard-Rechnungsadresse.')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Standard-Lieferadresse' });
    expect(within(shipping).getByText('Noch keine Standard-Lieferadresse.')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Letzte Bestellungen' });
    expect(within(orders).getByText('Sie haben noch nicht bestellt.')).toBeInTheDocument();
    expect(within(orders).queryAllByRole('listitem')).toEqual([]);
  });

  it('shows German dates, statuses and totals for the latest orders', async () => {
    await renderOverview('de', customer());
    const orders = await screen.findByRole('region', { name: 'Letzte Bestellungen' });
    expect(
      within(orders)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Bestellung 200000000724.11.2026In BearbeitungCHF 27.61',
      'Bestellung 100000004202.10.2026Offen44,75\u00a0€',
    ]);
    const billing = screen.getByRole('region', { name: 'Standard-Rechnungsadresse' });
    expect(within(billing).getByText('Deutschland')).toBeInTheDocument();
  });
});

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from '../../src/views/layout/top-bar.tsx';
import { renderInRouter } from './render-in-router.tsx';

const store = (code: string, website: string, locale: string, currency: string) => ({
  __typename: 'StoreConfig',
  store_code: code,
  store_name: code,
  website_code: website,
  locale,
  default_display_currency_code: currency,
});

const ALL_STORES = [
  store('de', 'eu', 'de_DE', 'EUR'),
  store('en', 'eu', 'en_GB', 'EUR'),
  store('ch_de', 'ch', 'de_DE', 'CHF'),
  store('ch_en', 'ch', 'en_GB', 'CHF'),
];

/** Settles once the test link has answered with an error (the top bar's query failed). */
let failed: Promise<void> = Promise.resolve();

function client(result: { stores: unknown[]; currencies: string[] } | 'error') {
  let fail = () => {};
  failed = new Promise((resolve) => {
    fail = resolve;
  });
  const link = new ApolloLink(() =>
    result === 'error'
      ? throwError(() => {
          fail();
          return new Error('Failed to fetch');
        })
      : of({
          data: {
            availableStores: result.stores,
            currency: {
              __typename: 'Currency',
              available_currency_codes: result.currencies,
              default_display_currency_code: result.currencies[0],
            },
          },
        }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

async function renderTopBar(result: Parameters<typeof client>[0], lang: 'de' | 'en' = 'en') {
  return renderInRouter(
    <ApolloProvider client={client(result)}>
      <TopBar lang={lang} alternates={{}} />
    </ApolloProvider>,
    { lang },
  );
}

afterEach(() => {
  for (const name of ['store', 'currency', 'locale']) {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; expires the cookies the test wrote.
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

describe('TopBar', () => {
  it('links to help, download and about pages of the language', async () => {
    await renderTopBar({ stores: ALL_STORES, currencies: ['EUR'] }, 'de');
    const nav = screen.getByRole('navigation', { name: 'Hilfe und Informationen' });
    expect(within(nav).getByRole('link', { name: 'Hilfe & FAQs' })).toHaveAttribute('href', '/de/faq/');
    expect(within(nav).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/de/wissen/');
    expect(within(nav).getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute(
      'href',
      '/de/ueber-uns/',
    );
  });

  it('offers the EU and Swiss shop; choosing the Swiss shop stores its cookies', async () => {
    const user = userEvent.setup();
    await renderTopBar({ stores: ALL_STORES, currencies: ['EUR'] });
    const trigger = await screen.findByRole('button', { name: 'Shop: EU shop' });
    expect(screen.queryByRole('button', { name: /Currency/ })).not.toBeInTheDocument();
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: /EU shop/ })).toBeChecked();
    await user.click(within(menu).getByRole('menuitemradio', { name: /Swiss shop/ }));
    await waitFor(() => expect(document.cookie).toContain('store=ch_en'));
    expect(document.cookie).toContain('currency=CHF');
    expect(document.cookie).toContain('locale=en');
  });

  it('shows the currency selector only with more than one currency', async () => {
    await renderTopBar({ stores: [ALL_STORES[1]], currencies: ['EUR', 'CHF'] });
    expect(await screen.findByRole('button', { name: 'Currency: EUR' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Shop:/ })).not.toBeInTheDocument();
  });

  it('hides both selectors when the query fails', async () => {
    await renderTopBar('error');
    await screen.findByRole('link', { name: 'Help & FAQs' });
    // The query's error has reached Apollo; let React render what follows from it.
    await act(() => failed);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Shop:|Currency:/ })).not.toBeInTheDocument();
  });
});

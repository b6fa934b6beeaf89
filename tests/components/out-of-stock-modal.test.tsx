import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { attachInspector } from '../../src/lib/inspector.ts';
import type { CatalogProductCardFragment } from '../../graphql/generated/operations.ts';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { ProductCard } from '../../src/views/catalog/product-card.tsx';
import { AddToCartProvider } from '../../src/ui/add-to-cart-slot.tsx';
import { AddToCartButton } from '../../src/views/purchase/add-to-cart-button.tsx';
import { PurchaseModal } from '../../src/views/purchase/purchase-modal.tsx';
import { PurchaseModalProvider } from '../../src/views/purchase/purchase-modal-provider.tsx';
import { stubbedApp } from '../machines/app-stubs.ts';
import { cardProduct, renderCatalog } from './catalog-render.tsx';

const product = (overrides: Partial<CatalogProductCardFragment>) => ({
  __typename: 'SimpleProduct',
  ...cardProduct(overrides),
});

const soldOut = product({
  uid: 'RUlTRU4tNk0=',
  sku: 'EISEN-6M',
  name: 'Iron complex 6 months',
  url_key: 'iron-complex-6-months',
  stock_status: 'OUT_OF_STOCK',
  pack_months: 6,
});
const oneMonth = product({
  uid: 'e1',
  sku: 'EISEN-1M',
  name: 'Iron complex 1 month',
  url_key: 'iron-complex-1-month',
});
const threeMonths = product({
  uid: 'e3',
  sku: 'EISEN-3M',
  name: 'Iron complex 3 months',
  url_key: 'iron-complex-3-months',
  pack_months: 3,
});
const vitaminB = product({
  uid: 'b6',
  sku: 'B-KOMPLEX-6M',
  name: 'Vitamin B complex 6 months',
  url_key: 'b6',
});
const vitaminCSoldOut = product({
  uid: 'c6',
  sku: 'VIT-C-6M',
  name: 'Vitamin C powder 6 months',
  url_key: 'c6',
  stock_status: 'OUT_OF_STOCK',
});

/** A fake commerce API: the alternatives of EISEN-6M, and the stock alert (recorded, or refused). */
function commerceClient(subscribe: Subscribe) {
  const subscriptions: unknown[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'OutOfStockAlternatives') {
      return of({
        data: {
          storeConfig: { __typename: 'StoreConfig', store_code: 'en', prices_include_tax: true },
          products: {
            __typename: 'Products',
            items: [
              {
                ...soldOut,
                related_products: [vitaminB, vitaminCSoldOut],
                upsell_products: [],
                configurable_parent: {
                  __typename: 'ConfigurableProduct',
                  uid: 'RUlTRU4=',
                  variants: [oneMonth, threeMonths, soldOut].map((p) => ({
                    __typename: 'ConfigurableVariant',
                    product: p,
                  })),
                },
              },
            ],
          },
        },
      });
    }
    subscriptions.push(operation.variables);
    // The backend refuses in its own words (here German, whatever the page's language), with a
    // code, or with an error that has none.
    if (subscribe === 'refused')
      return of({
        errors: [
          {
            message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
            extensions: { code: 'STOCK_ALERT_EMAIL_INVALID' },
          },
        ],
        data: null,
      });
    if (subscribe === 'failed') return of({ errors: [{ message: 'Internal failure 42' }], data: null });
    return of({ data: { subscribeProductStockAlert: true } });
  });
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'no-cache' }, query: { fetchPolicy: 'no-cache' } },
  });
  return { client, subscriptions };
}

type Subscribe = 'ok' | 'refused' | 'failed';

function renderSoldOutCard(subscribe: Subscribe = 'ok') {
  const { machine } = stubbedApp();
  const app: AppActor = createActor(machine, {
    systemId: 'app',
    input: { session: { token: null }, cart: { cartId: null, loggedIn: false } },
  }).start();
  const { client, subscriptions } = commerceClient(subscribe);
  const opened: (string | null)[] = [];
  renderCatalog(
    <AppActorProvider actor={app}>
      <ApolloProvider client={client}>
        <PurchaseModalProvider
          loadProduct={async (sku) => {
            opened.push(sku);
            throw new Error('not expected');
          }}
          getCart={() => undefined}
          openCartSidebar={() => {}}
          customerGroup={null}
          loggedIn={false}
        >
          <AddToCartProvider value={AddToCartButton}>
            <ProductCard product={soldOut} />
          </AddToCartProvider>
          <PurchaseModal lang="en" />
        </PurchaseModalProvider>
      </ApolloProvider>
    </AppActorProvider>,
    { url: '/en/c/minerals/' },
  );
  return { subscriptions, opened };
}

describe('out-of-stock modal', () => {
  it('opens from an out-of-stock product card instead of the purchase modal and lists in-stock alternatives', async () => {
    const { opened } = renderSoldOutCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Iron complex 6 months' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iron complex 6 months' });
    expect(within(dialog).getByText(/This product is currently out of stock/)).toBeInTheDocument();
    const alternatives = within(dialog).getByRole('region', { name: 'Available alternatives' });
    await within(alternatives).findAllByRole('listitem');
    const links = within(alternatives)
      .getAllByRole('link')
      .filter((l) => l.textContent !== 'plus Shipping');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/en/iron-complex-1-month/',
      '/en/iron-complex-3-months/',
      '/en/b6/',
    ]);
    // Each alternative's price has its base price and VAT note with the shipping link.
    for (const item of within(alternatives).getAllByRole('listitem')) {
      expect(within(item).getByText(/ \/ (1000 units|1 kg|1 l)$/)).toBeInTheDocument();
      expect(within(item).getByText(/incl\. VAT/)).toBeInTheDocument();
      expect(within(item).getByRole('link', { name: 'plus Shipping' })).toBeInTheDocument();
    }
    expect(within(alternatives).queryByText('Vitamin C powder 6 months')).not.toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('checks the email, then subscribes the address for the SKU and confirms', async () => {
    const { subscriptions } = renderSoldOutCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Iron complex 6 months' }));
    const dialog = await screen.findByRole('dialog');
    const form = within(dialog).getByRole('form', { name: 'Notify me when available' });
    await user.type(within(form).getByLabelText('Email'), 'kunde@example');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await within(form).findByText('The email field must be a valid email')).toBeInTheDocument();
    expect(subscriptions).toEqual([]);

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'kunde@example.de');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(
      await within(dialog).findByText(
        'Thank you! We will email kunde@example.de as soon as Iron complex 6 months is available again.',
      ),
    ).toBeInTheDocument();
    expect(subscriptions).toEqual([{ input: { sku: 'EISEN-6M', email: 'kunde@example.de' } }]);
  });

  it("shows the refusal by its code in the page's language and lets the shopper try again", async () => {
    const { subscriptions } = renderSoldOutCard('refused');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Iron complex 6 months' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'kunde@example.de');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The email field must be a valid email');
    expect(alert).not.toHaveTextContent('Bitte');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    await screen.findByRole('alert');
    expect(subscriptions).toHaveLength(2);
  });

  it("shows the form's own text for a refusal without a code, never the backend's words", async () => {
    renderSoldOutCard('failed');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Iron complex 6 months' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'kunde@example.de');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The request could not be sent. Please try again.');
    expect(alert).not.toHaveTextContent('Internal failure 42');
  });

  it('closes with the close button and gives focus back to the Add to Cart button', async () => {
    renderSoldOutCard();
    const user = userEvent.setup();
    const addToCart = await screen.findByRole('button', { name: 'Add to Cart: Iron complex 6 months' });
    await user.click(addToCart);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addToCart).toHaveFocus();
  });

  it('closes with Escape and opens again', async () => {
    renderSoldOutCard();
    const user = userEvent.setup();
    const addToCart = await screen.findByRole('button', { name: 'Add to Cart: Iron complex 6 months' });
    await user.click(addToCart);
    await screen.findByRole('dialog', { name: 'Iron complex 6 months' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addToCart).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Iron complex 6 months' })).toBeInTheDocument();
  });
});

describe('flow-scoped actors in the inspector', () => {
  it('shows the purchase-modal and stock-alert actors a view creates to an attached inspector', async () => {
    const seen = new Set<string>();
    attachInspector({
      next: (event: InspectionEvent) => {
        if (event.type === '@xstate.actor')
          seen.add(String((event.actorRef as { logic?: { id?: string } }).logic?.id));
      },
    });
    try {
      renderSoldOutCard();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Add to Cart: Iron complex 6 months' }));
      await screen.findByRole('dialog');
      expect(seen).toContain('purchaseModal');
      expect(seen).toContain('stockAlert');
    } finally {
      attachInspector(undefined);
    }
  });
});

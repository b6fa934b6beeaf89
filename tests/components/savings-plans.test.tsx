import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Lang } from '../../domain/store.ts';
import type { SavingsPlanDetailFieldsFragment } from '../../graphql/generated/operations.ts';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { AccountOverviewPage } from '../../src/views/account/overview-page.tsx';
import { SavingsPlanDetailPage } from '../../src/views/account/savings-plan-detail-page.tsx';
import { SavingsPlansPage } from '../../src/views/account/savings-plans-page.tsx';
import { ContractCancellationPage } from '../../src/views/contract-cancellation/contract-cancellation-page.tsx';
import { stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

const address = {
  __typename: 'OrderAddress',
  firstname: 'Erika',
  lastname: 'Muster',
  company: null,
  street: ['Hauptstr. 1'],
  city: 'Berlin',
  postcode: '10115',
  region: null,
  country_code: 'DE',
  telephone: '030 123456',
};

const PLAN = {
  __typename: 'SavingsPlan',
  uid: 'u-1',
  number: 'SP-100001',
  status: 'ACTIVE',
  product_sku: 'PRO-MAG-1M',
  product_name: 'Pro Magnesium',
  product_url_key: 'pro-magnesium-1-monat',
  pack_label: '1 month',
  quantity: 1,
  interval: 'MONTHLY',
  units_per_delivery: 1,
  next_delivery_on: '2026-12-25',
  paused_until: null,
  next_delivery_total: { __typename: 'Money', value: 21.5, currency: 'EUR' },
  deliveries_made: 1,
  earliest_cancellation_on: '2026-12-25',
  cancels_on: null,
  can_cancel_now: false,
  shipping_address: address,
  billing_address: address,
  payment_method: { __typename: 'OrderPaymentMethod', name: 'Invoice', type: 'invoice' },
  available_payment_methods: [
    { __typename: 'AvailablePaymentMethod', code: 'invoice', title: 'Invoice' },
    { __typename: 'AvailablePaymentMethod', code: 'banktransfer', title: 'Prepayment (bank transfer)' },
  ],
  card_setup_pending: false,
  periods: [
    {
      __typename: 'SavingsPlanPeriod',
      index: 1,
      due_on: '2026-11-25',
      status: 'ORDERED',
      order_number: '000000042',
    },
  ],
  created_at: '2026-11-25T10:00:00Z',
} as unknown as SavingsPlanDetailFieldsFragment;

/**
 * A fake commerce API: each operation answers its results in turn (the last one repeats); every
 * call is recorded.
 */
type Answers = Record<string, unknown[]>;
function commerceClient(answers: Answers) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    calls.push({ name: operation.operationName ?? '', variables: operation.variables });
    const queue = answers[operation.operationName ?? ''] ?? [];
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    const result = answer ?? { errors: [{ message: `unexpected ${operation.operationName}` }], data: null };
    return of(result as ApolloLink.Result);
  });
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'no-cache' }, query: { fetchPolicy: 'no-cache' } },
  });
  return { client, calls };
}

async function renderPage(ui: ReactNode, answers: Answers, lang: Lang = 'en') {
  const { machine } = stubbedApp();
  const app: AppActor = createActor(machine, {
    systemId: 'app',
    input: { session: { token: null }, cart: { cartId: null, loggedIn: false } },
  }).start();
  const { client, calls } = commerceClient(answers);
  await renderInRouter(
    <AppActorProvider actor={app}>
      <ApolloProvider client={client}>{ui}</ApolloProvider>
    </AppActorProvider>,
    { lang },
  );
  return { calls };
}

const planAnswer = (plan: SavingsPlanDetailFieldsFragment) => [
  { data: { customer: { __typename: 'Customer', savings_plan: plan } } },
];

describe('My savings plans', () => {
  it('lists each plan with pack, quantity, interval, status, next delivery and its cost, and the earliest cancellation date', async () => {
    await renderPage(
      <SavingsPlansPage lang="de" />,
      {
        CustomerSavingsPlans: [
          {
            data: { customer: { __typename: 'Customer', savings_plans: [PLAN] } },
          },
        ],
      },
      'de',
    );
    const item = (await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes('SP-100001'));
    expect(item).toBeDefined();
    const card = within(item as HTMLElement);
    expect(card.getByRole('link', { name: 'Pro Magnesium' })).toHaveAttribute(
      'href',
      '/de/customer/my-savings-plans/u-1/',
    );
    expect(item).toHaveTextContent('Aktiv');
    expect(item).toHaveTextContent('Jeden Monat');
    expect(item).toHaveTextContent('25. Dezember 2026');
    expect(item).toHaveTextContent('21,50 €');
    expect(item).toHaveTextContent('Frühestens kündbar zum');
    expect(screen.getByRole('link', { name: 'Meine Sparabos' })).toBeInTheDocument();
  });

  it('skips the next delivery after a confirmation and shows the new date', async () => {
    const { calls } = await renderPage(<SavingsPlanDetailPage lang="en" uid="u-1" />, {
      CustomerSavingsPlan: planAnswer(PLAN),
      SkipSavingsPlanDelivery: [
        {
          data: { skipSavingsPlanDelivery: { ...PLAN, next_delivery_on: '2027-01-25' } },
        },
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByTestId('plan-next-delivery')).toHaveTextContent('25 December 2026');
    expect(screen.getByRole('link', { name: '000000042' })).toHaveAttribute(
      'href',
      '/en/customer/order-history/000000042/',
    );
    await user.click(screen.getByRole('button', { name: 'Skip next delivery' }));
    const panel = screen.getByRole('region', { name: 'Skip next delivery' });
    expect(panel).toHaveTextContent('The delivery on 25 December 2026 is skipped');
    await user.click(within(panel).getByRole('button', { name: 'Skip delivery' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The delivery was skipped. Your next delivery: 25 January 2027.',
    );
    expect(screen.getByTestId('plan-next-delivery')).toHaveTextContent('25 January 2027');
    expect(calls.map((c) => c.name)).toEqual(['CustomerSavingsPlan', 'SkipSavingsPlanDelivery']);
    expect(calls[1]?.variables).toEqual({ uid: 'u-1' });
  });

  it('explains the minimum term before a cancellation and says when the plan ends', async () => {
    await renderPage(
      <SavingsPlanDetailPage lang="de" uid="u-1" />,
      {
        CustomerSavingsPlan: planAnswer(PLAN),
        CancelSavingsPlan: [{ data: { cancelSavingsPlan: { ...PLAN, cancels_on: '2026-12-25' } } }],
      },
      'de',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sparabo kündigen' }));
    expect(screen.getByTestId('cancel-effect')).toHaveTextContent(
      'Ein Sparabo ist nach 2 Lieferungen kündbar (Mindestlaufzeit). Wenn Sie jetzt kündigen, endet Ihr Sparabo nach der Lieferung am 25. Dezember 2026',
    );
    await user.click(screen.getByRole('button', { name: 'Sparabo jetzt kündigen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ihr Sparabo wurde gekündigt. Es endet am 25. Dezember 2026.',
    );
    expect(screen.getByTestId('plan-cancels-on')).toHaveTextContent('25. Dezember 2026');
    expect(screen.queryByRole('button', { name: 'Sparabo kündigen' })).not.toBeInTheDocument();
  });

  it('lets the customer pick the end date: the earliest by default, only dates the minimum term allows', async () => {
    const { calls } = await renderPage(
      <SavingsPlanDetailPage lang="de" uid="u-1" />,
      {
        CustomerSavingsPlan: planAnswer(PLAN),
        CancelSavingsPlan: [{ data: { cancelSavingsPlan: { ...PLAN, cancels_on: '2027-03-01' } } }],
      },
      'de',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sparabo kündigen' }));
    const date = screen.getByLabelText('Gewünschtes Enddatum');
    expect(date).toHaveValue('2026-12-25');
    expect(date).toHaveAttribute('min', '2026-12-25');
    expect(date).toHaveAttribute('max', '2027-12-26');
    expect(date).toHaveAccessibleDescription('Frühestens: 25. Dezember 2026. Spätestens: 26. Dezember 2027.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Before the 2nd delivery: refused here already, nothing is sent.
    fireEvent.change(date, { target: { value: '2026-12-24' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte wählen Sie ein Enddatum zwischen dem frühestmöglichen Kündigungsdatum und einem Jahr danach.',
    );
    expect(date).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Sparabo jetzt kündigen' }));
    expect(calls.map((c) => c.name)).toEqual(['CustomerSavingsPlan']);

    fireEvent.change(date, { target: { value: '2027-03-01' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('cancel-effect')).toHaveTextContent(
      'Ihr Sparabo endet am 1. März 2027. Bis dahin fällige Lieferungen werden noch versandt, danach keine mehr.',
    );
    await user.click(screen.getByRole('button', { name: 'Sparabo jetzt kündigen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ihr Sparabo wurde gekündigt. Es endet am 1. März 2027.',
    );
    expect(calls.at(-1)).toEqual({
      name: 'CancelSavingsPlan',
      variables: { uid: 'u-1', desiredOn: '2027-03-01' },
    });
  });

  it('changes the interval and shows a refusal with a retry', async () => {
    const { calls } = await renderPage(<SavingsPlanDetailPage lang="en" uid="u-1" />, {
      CustomerSavingsPlan: planAnswer(PLAN),
      ChangeSavingsPlan: [
        { errors: [{ message: 'No.', extensions: { code: 'SOMETHING' } }], data: null },
        { data: { changeSavingsPlan: { ...PLAN, interval: 'QUARTERLY', units_per_delivery: 3 } } },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change interval or quantity' }));
    await user.click(screen.getByRole('radio', { name: 'Every 3 months' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The savings plan could not be changed. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your savings plan has been changed.');
    expect(screen.getByTestId('plan-interval')).toHaveTextContent('Every 3 months');
    expect(calls.filter((c) => c.name === 'ChangeSavingsPlan').map((c) => c.variables)).toEqual([
      { uid: 'u-1', input: { interval: 'QUARTERLY', quantity: 1, sku: 'PRO-MAG-1M' } },
      { uid: 'u-1', input: { interval: 'QUARTERLY', quantity: 1, sku: 'PRO-MAG-1M' } },
    ]);
  });
});

describe('Paying a savings plan by card', () => {
  const WITH_CARD = {
    ...PLAN,
    available_payment_methods: [
      ...PLAN.available_payment_methods,
      { __typename: 'AvailablePaymentMethod', code: 'stripe', title: 'Credit card' },
    ],
  } as SavingsPlanDetailFieldsFragment;

  it('offers only the methods the server lists: no card without it', async () => {
    await renderPage(<SavingsPlanDetailPage lang="en" uid="u-1" />, {
      CustomerSavingsPlan: planAnswer(PLAN),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change payment method' }));
    const panel = screen.getByRole('region', { name: 'Change payment method' });
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['invoice', 'banktransfer']);
  });

  it('sends the customer to the card page when card is chosen, without changing the plan', async () => {
    const assign = vi.fn();
    const { calls } = await renderPage(<SavingsPlanDetailPage lang="en" uid="u-1" />, {
      CustomerSavingsPlan: planAnswer(WITH_CARD),
      StartSavingsPlanCardSetup: [
        { data: { startSavingsPlanCardSetup: { redirect_url: 'https://checkout.stripe.test/c/pay/cs_1' } } },
      ],
    });
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, assign } });
    try {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Change payment method' }));
      const panel = screen.getByRole('region', { name: 'Change payment method' });
      await user.click(within(panel).getByRole('radio', { name: 'Credit card' }));
      expect(panel).toHaveTextContent('You enter your card on the page of our payment provider');
      await user.click(within(panel).getByRole('button', { name: 'Continue to card entry' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
      expect(calls.map((c) => c.name)).toEqual(['CustomerSavingsPlan', 'StartSavingsPlanCardSetup']);
      expect(calls[1]?.variables).toEqual({ uid: 'u-1' });
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });

  it('back from the card page: waits for the confirmation, then says the method changed', async () => {
    await renderPage(
      <SavingsPlanDetailPage lang="de" uid="u-1" card="saved" />,
      {
        CustomerSavingsPlan: [
          {
            data: {
              customer: { __typename: 'Customer', savings_plan: { ...WITH_CARD, card_setup_pending: true } },
            },
          },
          {
            data: {
              customer: {
                __typename: 'Customer',
                savings_plan: {
                  ...WITH_CARD,
                  card_setup_pending: false,
                  payment_method: { __typename: 'OrderPaymentMethod', name: 'Kreditkarte', type: 'stripe' },
                },
              },
            },
          },
        ],
      },
      'de',
    );
    expect(
      await screen.findByText(/Ihre Karte wird vom Zahlungsdienstleister bestätigt/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zahlungsart ändern' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('Die Zahlungsart wurde geändert.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('plan-payment')).toHaveTextContent('Kreditkarte');
  });
});

describe('Changing the pack of a savings plan', () => {
  it('offers the sibling packs in stock and sends the chosen one', async () => {
    const variant = (sku: string, months: number, stock = 'IN_STOCK') => ({
      __typename: 'ConfigurableVariant',
      product: { __typename: 'SimpleProduct', uid: sku, sku, pack_months: months, stock_status: stock },
    });
    const { calls } = await renderPage(<SavingsPlanDetailPage lang="en" uid="u-1" />, {
      CustomerSavingsPlan: planAnswer(PLAN),
      SavingsPlanPacks: [
        {
          data: {
            products: {
              __typename: 'Products',
              items: [
                {
                  __typename: 'SimpleProduct',
                  uid: 'p1',
                  sku: 'PRO-MAG-1M',
                  configurable_parent: {
                    __typename: 'ConfigurableProduct',
                    uid: 'c',
                    variants: [
                      variant('PRO-MAG-1M', 1),
                      variant('PRO-MAG-3M', 3),
                      variant('PRO-MAG-6M', 6, 'OUT_OF_STOCK'),
                    ],
                  },
                },
              ],
            },
          },
        },
      ],
      ChangeSavingsPlan: [{ data: { changeSavingsPlan: { ...PLAN, product_sku: 'PRO-MAG-3M' } } }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change interval or quantity' }));
    const packs = await screen.findByRole('group', { name: 'Pack size' });
    expect(within(packs).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(packs).getByRole('radio', { name: 'Supply for 3 months' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your savings plan has been changed.');
    expect(calls.find((c) => c.name === 'ChangeSavingsPlan')?.variables).toEqual({
      uid: 'u-1',
      input: { interval: 'MONTHLY', quantity: 1, sku: 'PRO-MAG-3M' },
    });
  });
});

describe('Cancel contracts (§312k BGB)', () => {
  it('shows the German validation texts and needs a reason only for an extraordinary cancellation', async () => {
    const { calls } = await renderPage(<ContractCancellationPage lang="de" />, {}, 'de');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
    expect(await screen.findAllByText('Dieses Feld ist ein Pflichtfeld')).toHaveLength(3);
    await user.type(screen.getByLabelText('E-Mail'), 'nicht-gültig');
    await user.click(screen.getByRole('radio', { name: /Außerordentliche Kündigung/ }));
    await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
    expect(
      await screen.findByText('Bitte nennen Sie den Grund für eine außerordentliche Kündigung.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the cancellation without login and shows the date and time of receipt', async () => {
    const { calls } = await renderPage(<ContractCancellationPage lang="en" />, {
      RequestContractCancellation: [
        {
          data: {
            requestContractCancellation: {
              __typename: 'ContractCancellationReceipt',
              received_at: '2026-11-25T13:04:00Z',
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Erika Muster');
    await user.type(screen.getByLabelText('Email'), 'erika@example.com');
    await user.type(screen.getByLabelText(/^Contract/), 'SP-100001');
    await user.click(screen.getByRole('button', { name: 'Cancel now' }));
    expect(
      await screen.findByRole('heading', { name: 'Your cancellation has been received' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cancellation-received-at')).toHaveTextContent('25 November 2026 at 14:04');
    expect(calls).toEqual([
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

describe('account overview', () => {
  const plan = (uid: string, status: string, next: string | null, name: string) => ({
    __typename: 'SavingsPlan',
    uid,
    number: `SP-${uid}`,
    status,
    product_name: name,
    pack_label: '1 month',
    next_delivery_on: next,
  });
  it('counts the active savings plans next to their link and lists the running ones by next delivery', async () => {
    await renderPage(<AccountOverviewPage lang="en" />, {
      AccountOverview: [
        {
          data: {
            customer: {
              __typename: 'Customer',
              email: 'erika@example.com',
              prefix: null,
              firstname: 'Erika',
              lastname: 'Muster',
              suffix: null,
              date_of_birth: null,
              gender: null,
              taxvat: null,
              phonenumber: null,
              newsletter_status: 'NOT_SUBSCRIBED',
              addresses: [],
              savings_plans: [
                plan('3', 'CANCELLED', null, 'Zinc'),
                plan('2', 'PAUSED', '2027-01-10', 'Collagen'),
                plan('1', 'ACTIVE', '2026-12-25', 'Pro Magnesium'),
              ],
              orders: { __typename: 'CustomerOrders', items: [] },
            },
          },
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'My savings plans' });
    expect(within(section).getByRole('link', { name: 'Manage savings plans (1 active)' })).toHaveAttribute(
      'href',
      '/en/customer/my-savings-plans/',
    );
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Pro Magnesium (1 month)ActiveNext delivery: 25 December 2026',
      'Collagen (1 month)PausedNext delivery: 10 January 2027',
    ]);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Pro Magnesium (1 month)' }),
    ).toHaveAttribute('href', '/en/customer/my-savings-plans/1/');
  });
});

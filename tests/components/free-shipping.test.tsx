import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NewsTicker } from '../../src/views/layout/news-ticker.tsx';

// The free-shipping promise of the ticker comes from the shop's own rule, not the content's text.

function renderIn(storeCode: string, ui: ReactNode) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const root = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { storeCode },
  });
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const items = [
  { id: 'free-shipping', text: 'Free shipping in Germany from €49', link: { href: '/en/payment-delivery/' } },
  { id: 'same-day', text: 'Ordered by 2 pm – shipped the same day', link: null },
];

describe('free-shipping ticker entry', () => {
  it('promises free shipping in Germany from 49 € in the EU shop', async () => {
    renderIn('en', <NewsTicker items={items} />);
    const links = await screen.findAllByRole('link', { hidden: true });
    expect(links[0]).toHaveTextContent(/^Free shipping in Germany from 49,00 €$/);
  });

  it('promises free shipping in Switzerland from 79 CHF in the Swiss shop', async () => {
    renderIn('ch_en', <NewsTicker items={items} />);
    const links = await screen.findAllByRole('link', { hidden: true });
    expect(links[0]).toHaveTextContent(/^Free shipping in Switzerland from CHF\s79\.00$/);
    expect(screen.queryByText(/Germany/)).toBeNull();
    expect(screen.getAllByText('Ordered by 2 pm – shipped the same day')).toHaveLength(2);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupplementFactsDataFragment } from '../../graphql/generated/operations.ts';
import { SupplementFactsView } from '../../src/views/catalog/supplement-facts.tsx';
import { renderCatalog } from './catalog-render.tsx';

const facts: SupplementFactsDataFragment = {
  daily_dose: { quantity: 2, unit: 'capsules', text: 'Take 2 capsules daily with a meal.' },
  nutrients: [
    { name: 'EPA', amount: 600, unit: 'mg', nrv_percent: null },
    { name: 'Vitamin E', amount: 12, unit: 'mg', nrv_percent: 100 },
  ],
  warnings: ['Do not exceed the stated recommended daily dose.', 'Keep out of the reach of young children.'],
  ingredients: [
    { name: 'fish oil', allergen: true },
    { name: 'humectant: glycerol', allergen: false },
  ],
  responsible_company: {
    name: 'VitalShop GmbH',
    street: 'Gesundheitsweg 12',
    postcode: '10115',
    city: 'Berlin',
    country_code: 'DE',
  },
};

describe('supplement facts section', () => {
  it('shows the nutrients per daily dose in a table with caption and header scopes', async () => {
    renderCatalog(<SupplementFactsView facts={facts} lang="en" />);
    const section = await screen.findByRole('region', { name: 'Nutrients and ingredients' });
    const table = within(section).getByRole('table', { name: 'Nutrients per daily dose (2 capsules)' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual(['Nutrient', 'Per daily dose', '% NRV*']);
    expect(columns.every((c) => c.getAttribute('scope') === 'col')).toBe(true);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['EPA', 'Vitamin E']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12 mg', '100 %']);
    // No reference value: a dash, read out as words.
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('no reference value');
  });

  it('emphasises allergens, lists warnings, daily dose and the responsible company', async () => {
    renderCatalog(<SupplementFactsView facts={facts} lang="en" />);
    const section = await screen.findByRole('region', { name: 'Nutrients and ingredients' });
    const allergen = within(section).getByText('fish oil');
    expect(allergen.tagName).toBe('STRONG');
    expect(within(section).getByText(/humectant: glycerol/).tagName).not.toBe('STRONG');
    expect(within(section).getByText('Take 2 capsules daily with a meal.')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(facts.warnings);
    const address = section.querySelector('address');
    expect(address).toHaveTextContent('VitalShop GmbH');
    expect(address).toHaveTextContent('10115 Berlin');
    expect(address).toHaveTextContent('Germany');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../domain/content-types.ts';
import { chunks, MainNav } from '../../src/views/layout/main-nav.tsx';
import { renderInRouter } from './render-in-router.tsx';

const item = (title: string, children: MenuItem[] = []): MenuItem => ({
  title,
  link: `/de/${title.toLowerCase().replace(/\s+/g, '-')}/`,
  children,
  menuCards: [],
  menuLinkIcon: null,
  menuBottomCta: null,
  current: false,
  active: false,
  hasSubpages: children.length > 0,
});

// Radix measures the open panel; jsdom has no layout, so a do-nothing observer will do.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('main navigation', () => {
  it('splits lists into chunks of at most 9', () => {
    expect(chunks([1, 2, 3], 9)).toEqual([[1, 2, 3]]);
    expect(
      chunks(
        Array.from({ length: 19 }, (_, i) => i),
        9,
      ).map((c) => c.length),
    ).toEqual([9, 9, 1]);
    expect(chunks([], 9)).toEqual([]);
  });

  it('shows a panel with its entries in columns of 9 when its entry is clicked', async () => {
    const children = Array.from({ length: 12 }, (_, i) => item(`Kategorie ${i + 1}`));
    await renderInRouter(<MainNav items={[item('Produkte', children), item('Kontakt')]} />, { lang: 'de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Produkte' }));
    const columns = screen
      .getAllByRole('list')
      .filter((list) => within(list).queryAllByRole('link', { name: /^Kategorie/ }).length > 0);
    expect(columns.map((list) => within(list).getAllByRole('link').length)).toEqual([9, 3]);
    expect(screen.getByRole('link', { name: 'Kategorie 10' })).toHaveAttribute('href', '/de/kategorie-10/');
  });

  it('shows sections as blocks, each with its own list in columns of 9', async () => {
    const vitamins = item(
      'Vitamine',
      Array.from({ length: 11 }, (_, i) => item(`Vitamin ${i + 1}`)),
    );
    const minerals = item('Mineralstoffe', [item('Magnesium'), item('Zink')]);
    await renderInRouter(<MainNav items={[item('Produkte', [vitamins, minerals])]} />, { lang: 'de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Produkte' }));
    const lists = (name: RegExp) =>
      screen
        .getAllByRole('list')
        .filter(
          (list) =>
            within(list).queryAllByRole('link', { name }).length > 0 &&
            !within(list).queryByRole('link', { name: 'Vitamine' }),
        )
        .map((list) => within(list).getAllByRole('link').length);
    expect(lists(/^Vitamin \d/)).toEqual([9, 2]);
    expect(lists(/^(Magnesium|Zink)$/)).toEqual([2]);
  });

  it("puts the 'LoginRegister' entry at index 3 when logged out", async () => {
    const items = ['Produkte', 'Wissen', 'Über uns', 'Kontakt', 'Aktuelles'].map((title) => item(title));
    await renderInRouter(<MainNav items={items} onLogin={() => {}} />, { lang: 'de' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const entries = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(entries.indexOf('Anmelden / Registrieren')).toBe(3);
  });
});

import { screen } from '@testing-library/react';
import type { FooterSection, MenuItem } from '../../domain/content-types.ts';
import { SiteFooter } from '../../src/views/layout/site-footer.tsx';
import { renderInRouter } from './render-in-router.tsx';

const item = (title: string, link: string): MenuItem => ({
  title,
  link,
  children: [],
  menuCards: [],
  menuLinkIcon: null,
  menuBottomCta: null,
  current: false,
  active: false,
  hasSubpages: false,
});

const sections: FooterSection[] = [
  { title: 'Service', children: [item('Kontakt', '/de/kontakt/'), item('Häufige Fragen', '/de/faq/')] },
  { title: 'Fachkreise', children: [item('Fachkreis-Bereich', '/de/fachkreise/')] },
  { title: 'Produktdetailseiten', children: [item('Pro Magnesium', '/de/pro-magnesium-1-monat/')] },
  { title: 'Lohnherstellung', children: [item('Lohnherstellung anfragen', '/de/lohnherstellung/')] },
  { title: 'Unternehmen', children: [item('Über uns', '/de/ueber-uns/')] },
];

describe('SiteFooter', () => {
  it('shows the footer sections except Fachkreise, Produktdetailseiten and Lohnherstellung', async () => {
    await renderInRouter(
      <SiteFooter
        lang="de"
        sections={sections}
        meta={[item('Impressum', '/de/impressum/')]}
        copyright="© 2026 VitalShop GmbH"
      />,
      { lang: 'de' },
    );
    const footer = await screen.findByRole('contentinfo');
    expect(screen.getByRole('heading', { name: 'Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unternehmen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/kontakt/');
    for (const hidden of ['Fachkreise', 'Produktdetailseiten', 'Lohnherstellung']) {
      expect(screen.queryByRole('heading', { name: hidden })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Fachkreis-Bereich' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pro Magnesium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lohnherstellung anfragen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/impressum/');
    expect(footer).toHaveTextContent('© 2026 VitalShop GmbH');
    // §312k BGB: the cancellation button on every page.
    expect(screen.getByRole('link', { name: 'Verträge hier kündigen' })).toHaveAttribute(
      'href',
      '/de/vertraege-kuendigen/',
    );
  });
});

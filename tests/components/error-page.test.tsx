import { screen, within } from '@testing-library/react';
import type { MenuItem } from '../../domain/content-types.ts';
import type { Lang } from '../../domain/store.ts';
import { UnknownMiddlewareError } from '../../src/lib/middleware.ts';
import { ErrorPage, NotFoundPage } from '../../src/views/errors/error-page.tsx';
import { RouteError } from '../../src/views/errors/route-errors.tsx';
import { StandaloneNotFoundPage } from '../../src/routes/-standalone-not-found.tsx';
import { renderInRouter } from './render-in-router.tsx';

describe('error pages', () => {
  it('shows "Page not found" for an unknown page, with a link home', async () => {
    await renderInRouter(<NotFoundPage lang="en" reason="page" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/');
  });

  it('shows "This page could not be found" for an unknown route', async () => {
    await renderInRouter(<NotFoundPage lang="en" reason="route" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
  });

  it('shows "An error occurred" with status 500 by default', async () => {
    await renderInRouter(<ErrorPage lang="en" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/');
  });

  it('shows the status of the failure', async () => {
    await renderInRouter(<ErrorPage lang="en" status={503} />);
    expect(await screen.findByText('Error 503')).toBeInTheDocument();
  });

  it('speaks German in the German shop', async () => {
    await renderInRouter(<NotFoundPage lang="de" />, { lang: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/');
  });

  it("names a guard that does not exist: 500 'Unknown middleware' plus its name", async () => {
    await renderInRouter(<RouteError error={new UnknownMiddlewareError('doccheck')} reset={() => {}} />, {
      lang: 'de',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown middleware doccheck' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fehler 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/');
  });

  it('shows other route errors as "An error occurred" with their status', async () => {
    await renderInRouter(
      <RouteError error={Object.assign(new Error('down'), { status: 502 })} reset={() => {}} />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('Error 502')).toBeInTheDocument();
  });

  it('the standalone 404 (no language in the URL) still carries the legal links, the cookie settings and the consent banner', async () => {
    const entry = (title: string, link: string): MenuItem => ({
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
    const legal = [
      entry('Impressum', '/de/impressum/'),
      entry('Datenschutz', '/de/datenschutz/'),
      entry('AGB', '/de/agb/'),
      entry('Widerrufsrecht', '/de/widerrufsrecht/'),
    ];
    const loaded: string[] = [];
    const loadContent = async (lang: Lang) => {
      loaded.push(lang);
      return { footer_meta: legal };
    };
    await renderInRouter(<StandaloneNotFoundPage loadContent={loadContent} />, {
      lang: 'de',
      path: '/fr/nichts/',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Seite konnte nicht gefunden werden' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Rechtliches' });
    for (const { title, link } of legal)
      expect(await within(nav).findByRole('link', { name: title })).toHaveAttribute('href', link);
    expect(within(nav).getByRole('button', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Verträge hier kündigen' })).toHaveAttribute(
      'href',
      '/de/vertraege-kuendigen/',
    );
    expect(screen.getByRole('region', { name: 'Ihre Privatsphäre' })).toBeInTheDocument();
    expect(loaded).toEqual(['de']);
  });
});

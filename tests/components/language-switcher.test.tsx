import { screen } from '@testing-library/react';
import { alternatesFromI18n } from '../../src/views/layout/alternate-urls.ts';
import { LanguageSwitcher } from '../../src/views/layout/language-switcher.tsx';
import { renderInRouter } from './render-in-router.tsx';

describe('LanguageSwitcher', () => {
  it('points to the translation of the current page', async () => {
    await renderInRouter(
      <LanguageSwitcher lang="de" alternates={{ de: '/de/ueber-uns/', en: '/en/about-us/' }} />,
      { lang: 'de', path: '/de/ueber-uns/' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Sprache' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/about-us/');
    expect(screen.queryByRole('link', { name: 'Deutsch' })).not.toBeInTheDocument();
  });

  it('points to catalogue pages in the other language', async () => {
    await renderInRouter(<LanguageSwitcher lang="en" alternates={{ de: '/de/pro-magnesium-1-monat/' }} />, {
      path: '/en/pro-magnesium-1-month/',
    });
    expect(await screen.findByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/pro-magnesium-1-monat/',
    );
  });

  it("falls back to the other language's home without a translation", async () => {
    await renderInRouter(<LanguageSwitcher lang="de" alternates={{}} />, { lang: 'de' });
    expect(await screen.findByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
  });

  it('takes only available translations from a content page', () => {
    expect(
      alternatesFromI18n([
        {
          languageId: 0,
          locale: 'de-DE',
          title: 'Deutsch',
          twoLetterIsoCode: 'de',
          link: '/de/ueber-uns/',
          active: true,
          available: true,
        },
        {
          languageId: 1,
          locale: 'en-GB',
          title: 'English',
          twoLetterIsoCode: 'en',
          link: '/en/',
          active: false,
          available: false,
        },
      ]),
    ).toEqual({ de: '/de/ueber-uns/' });
  });
});

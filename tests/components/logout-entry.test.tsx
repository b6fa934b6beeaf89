import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../domain/content-types.ts';
import { MainNav } from '../../src/views/layout/main-nav.tsx';
import { MobileMenu } from '../../src/views/layout/mobile-menu.tsx';
import { renderInRouter } from './render-in-router.tsx';

const entry = (title: string): MenuItem => ({
  title,
  link: `/de/${title.toLowerCase()}/`,
  children: [],
  menuCards: [],
  menuLinkIcon: null,
  menuBottomCta: null,
  current: false,
  active: false,
  hasSubpages: false,
});

const ITEMS = ['Produkte', 'Wissen', 'Rezepte', 'Über uns', 'Kontakt'].map(entry);

describe('logout entry', () => {
  it('is marked by #logoutVSF in the main navigation and logs out when clicked', async () => {
    const onLogout = vi.fn();
    await renderInRouter(<MainNav items={[]} loggedIn onLogout={onLogout} />, { lang: 'de' });
    const entry = screen.getByRole('link', { name: 'Abmelden' });
    expect(entry.getAttribute('href')).toBe('#logoutVSF');
    await userEvent.click(entry);
    expect(onLogout).toHaveBeenCalledTimes(1);
    // preventDefault: the hash is not followed.
    expect(window.location.hash).toBe('');
  });

  it('is labelled "Log out" in English and absent when logged out', async () => {
    const { unmount } = await renderInRouter(<MainNav items={[]} loggedIn onLogout={() => {}} />, {
      lang: 'en',
    });
    expect(screen.getByRole('link', { name: 'Log out' })).toBeTruthy();
    unmount();
    await renderInRouter(<MainNav items={[]} loggedIn={false} onLogout={() => {}} />, { lang: 'en' });
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
  });

  it('closes the mobile menu and logs out', async () => {
    const onLogout = vi.fn();
    const onOpenChange = vi.fn();
    await renderInRouter(
      <MobileMenu
        lang="de"
        open
        onOpenChange={onOpenChange}
        mainMenu={[]}
        ctaMenu={[]}
        alternates={{}}
        loggedIn
        onLogout={onLogout}
      />,
      { lang: 'de' },
    );
    const entry = screen.getByRole('link', { name: 'Abmelden' });
    expect(entry.getAttribute('href')).toBe('#logoutVSF');
    await userEvent.click(entry);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("logged out, the 'LoginRegister' button at index 3 opens the login modal", async () => {
    const onLogin = vi.fn();
    await renderInRouter(<MainNav items={ITEMS} onLogin={onLogin} onLogout={() => {}} />, { lang: 'de' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const entries = within(nav).getAllByRole('listitem');
    expect(entries).toHaveLength(6);
    const button = within(entries[3] as HTMLElement).getByRole('button', { name: 'Anmelden / Registrieren' });
    expect(within(nav).queryByRole('link', { name: 'Abmelden' })).toBeNull();
    await userEvent.click(button);
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('logged in, there is no LoginRegister button', async () => {
    await renderInRouter(<MainNav items={ITEMS} loggedIn onLogin={() => {}} onLogout={() => {}} />, {
      lang: 'de',
    });
    expect(screen.queryByRole('button', { name: 'Anmelden / Registrieren' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Abmelden' }).getAttribute('href')).toBe('#logoutVSF');
  });
});

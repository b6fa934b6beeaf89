import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentBanner } from '../../src/views/layout/consent-banner.tsx';
import { renderInRouter } from './render-in-router.tsx';

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
});

afterEach(() => localStorage.clear());

describe('ConsentBanner', () => {
  it('asks until the visitor accepts, then stores the choice and pushes the page view', async () => {
    const user = userEvent.setup();
    await renderInRouter(<ConsentBanner lang="en" />, { path: '/en/about-us/' });
    const banner = screen.getByRole('region', { name: 'Your privacy' });
    expect(window.dataLayer).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('consent')).toBe('granted');
    expect(banner).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'page_view', language: 'en' })]);
  });

  it('stores a decline and pushes nothing', async () => {
    const user = userEvent.setup();
    await renderInRouter(<ConsentBanner lang="de" />, { lang: 'de' });
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(localStorage.getItem('consent')).toBe('denied');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(window.dataLayer).toEqual([]);
  });

  it('is not shown once the visitor chose', async () => {
    localStorage.setItem('consent', 'denied');
    await renderInRouter(<ConsentBanner lang="en" />);
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
  });
});

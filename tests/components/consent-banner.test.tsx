import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_DELAY_MS, track } from '../../src/lib/analytics.ts';
import { ConsentBanner } from '../../src/views/layout/consent-banner.tsx';
import { LegalLinks } from '../../src/views/layout/site-footer.tsx';
import { renderInRouter } from './render-in-router.tsx';

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  // The page view waits PAGE_VIEW_DELAY_MS: the tests move the clock instead of sleeping.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const pageViewDelayPasses = () => act(() => vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS));

describe('ConsentBanner', () => {
  it('asks until the visitor accepts, then stores the choice and pushes the page view', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInRouter(<ConsentBanner lang="en" />, { path: '/en/about-us/' });
    const banner = screen.getByRole('region', { name: 'Your privacy' });
    expect(window.dataLayer).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('consent')).toBe('granted');
    expect(banner).not.toBeInTheDocument();
    await pageViewDelayPasses();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'page_view', language: 'en' })]);
  });

  it('stores a decline and pushes nothing', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInRouter(<ConsentBanner lang="de" />, { lang: 'de' });
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(localStorage.getItem('consent')).toBe('denied');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await pageViewDelayPasses();
    expect(window.dataLayer).toEqual([]);
  });

  it('is not shown once the visitor chose', async () => {
    localStorage.setItem('consent', 'denied');
    await renderInRouter(<ConsentBanner lang="en" />);
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
  });
});

describe('ConsentBanner: withdrawing and the keyboard', () => {
  it('Escape inside the banner declines', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInRouter(<ConsentBanner lang="en" />, { path: '/en/about-us/' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(localStorage.getItem('consent')).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
  });

  it("'Cookie settings' shows it again; declining stops the pushes at once and focus returns", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    localStorage.setItem('consent', 'granted');
    await renderInRouter(
      <>
        <ConsentBanner lang="en" />
        <LegalLinks lang="en" items={[{ title: 'Imprint', link: '/en/imprint/', children: [] } as never]} />
      </>,
      { path: '/en/about-us/' },
    );
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
    expect(track({ event: 'before' })).toBe(true);
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const banner = screen.getByRole('region', { name: 'Your privacy' });
    expect(banner).toHaveTextContent('Currently: allowed.');
    expect(screen.getByRole('heading', { name: 'Your privacy' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('consent')).toBe('denied');
    expect(banner).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(track({ event: 'after' })).toBe(false);
    expect(window.dataLayer).not.toContainEqual({ event: 'after' });
  });
});

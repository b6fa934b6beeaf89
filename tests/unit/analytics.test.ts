// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_VIEW_DELAY_MS,
  readConsent,
  schedulePageView,
  selectItemOnClick,
  track,
  writeConsent,
} from '../../src/lib/analytics.ts';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForChunkError,
} from '../../src/lib/chunk-reload.ts';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  window.dataLayer = [];
  document.title = 'Pro Magnesium | VitalShop';
  window.history.replaceState(null, '', '/de/pro-magnesium-1-monat/');
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('analytics', () => {
  it('pushes nothing without consent, nor after it was declined', () => {
    expect(readConsent()).toBeNull();
    schedulePageView('de');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS * 4);
    expect(track({ event: 'search' })).toBe(false);
    writeConsent('denied');
    schedulePageView('de');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS * 4);
    expect(window.dataLayer).toEqual([]);
  });

  it('with consent pushes the page view 250 ms after the route change', () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(250);
    writeConsent('granted');
    schedulePageView('de');
    vi.advanceTimersByTime(249);
    expect(window.dataLayer).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/de/pro-magnesium-1-monat/',
        page_title: 'Pro Magnesium | VitalShop',
        language: 'de',
      },
    ]);
  });

  it('drops a page view cancelled by the next route change within 250 ms', () => {
    writeConsent('granted');
    const cancel = schedulePageView('de');
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(window.dataLayer).toEqual([]);
  });

  it('pushes select_item when a product card link is clicked, with consent only', () => {
    document.body.innerHTML = `
      <article data-select-item="PROMAG1" data-item-name="Pro Magnesium" data-item-price="19.9">
        <a href="/de/pro-magnesium-1-monat/"><span>Pro Magnesium</span></a>
        <p>no link</p>
      </article>`;
    const span = document.querySelector('span') as HTMLElement;
    const text = document.querySelector('p') as HTMLElement;
    const click = (target: HTMLElement) => selectItemOnClick({ target } as unknown as MouseEvent);
    click(span);
    expect(window.dataLayer).toEqual([]);
    writeConsent('granted');
    click(text);
    click(span);
    expect(window.dataLayer).toEqual([
      {
        event: 'select_item',
        ecommerce: { items: [{ item_id: 'PROMAG1', item_name: 'Pro Magnesium', price: 19.9 }] },
      },
    ]);
  });
});

describe('chunk load reload guard', () => {
  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      values,
    };
  }

  it('reloads once, then not again within 60 s, then again after', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(1_000, storage, reload)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000');
    expect(reloadForChunkError(1_000 + CHUNK_RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reloadForChunkError(1_000 + CHUNK_RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognizes dynamic-import failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
  });
});

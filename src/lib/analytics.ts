/**
 * Analytics (spec 7): events go to `window.dataLayer` only when the visitor granted
 * consent (localStorage 'consent' = 'granted'); without it nothing is pushed.
 *
 * - `track(event)`: pushes one event.
 * - Page views are pushed `PAGE_VIEW_DELAY_MS` after a route change, so the new page's
 *   title is in place (`schedulePageView`).
 * - Product selection: a click on a link inside an element with `data-select-item` (the
 *   product card) pushes `select_item` with its SKU, name and price (`selectItemOnClick`).
 */

export const CONSENT_KEY = 'consent';
export const CONSENT_CHANGE_EVENT = 'consentchange';
/** Asks the consent banner to show again (the footer's 'Cookie settings'), so a choice can be withdrawn. */
export const CONSENT_OPEN_EVENT = 'consentopen';
export const PAGE_VIEW_DELAY_MS = 250;

export type Consent = 'granted' | 'denied';

export type AnalyticsEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored choice, or null when the visitor has not chosen yet. */
export function readConsent(): Consent | null {
  const value = storage()?.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function writeConsent(consent: Consent): void {
  storage()?.setItem(CONSENT_KEY, consent);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: consent }));
}

/** Shows the consent banner again with the stored choice; the next choice replaces it. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

/** Pushes `event` to the data layer when consent was granted; returns whether it was pushed. */
export function track(event: AnalyticsEvent): boolean {
  if (readConsent() !== 'granted') return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
  return true;
}

/** Pushes a page view of the current page after `PAGE_VIEW_DELAY_MS`; returns a cancel function. */
export function schedulePageView(language: string): () => void {
  const timer = setTimeout(() => {
    track({
      event: 'page_view',
      page_path: window.location.pathname,
      page_title: document.title,
      language,
    });
  }, PAGE_VIEW_DELAY_MS);
  return () => clearTimeout(timer);
}

export interface SelectedItem {
  sku: string;
  name: string;
  price: number | null;
}

export function trackSelectItem({ sku, name, price }: SelectedItem): boolean {
  return track({
    event: 'select_item',
    ecommerce: { items: [{ item_id: sku, item_name: name, price }] },
  });
}

/**
 * A document click listener: a click on a link inside `[data-select-item]` (value: SKU,
 * with `data-item-name` and `data-item-price`) tracks the product selection.
 */
export function selectItemOnClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest('a')) return;
  const item = target.closest<HTMLElement>('[data-select-item]');
  if (!item) return;
  const price = Number.parseFloat(item.dataset.itemPrice ?? '');
  trackSelectItem({
    sku: item.dataset.selectItem ?? '',
    name: item.dataset.itemName ?? '',
    price: Number.isFinite(price) ? price : null,
  });
}

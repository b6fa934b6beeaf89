import { expect, type Page, test } from '@playwright/test';

// Cumulative layout shift while a page loads (Lighthouse's CLS, target ≤ 0.02): the layout-shift
// entries the browser reports from navigation until the page has loaded everything it loads by
// itself (network idle: the lazy parts, the reviews and supplement facts, the store list). On the
// phone and the desktop project. The message names the shifted nodes.

const MAX_CLS = 0.02;

const routes = {
  home: { path: '/de/', settled: (page: Page) => page.getByRole('heading', { level: 1 }).first() },
  category: { path: '/de/c/vitamine/', settled: (page: Page) => page.getByRole('heading', { level: 1 }) },
  product: {
    path: '/de/pro-magnesium-1-monat/',
    settled: (page: Page) => page.getByRole('region', { name: 'Kundenbewertungen' }),
  },
  search: { path: '/de/s/?term=magnesium', settled: (page: Page) => page.getByRole('heading', { level: 1 }) },
  cart: { path: '/de/cart/', settled: (page: Page) => page.getByRole('heading', { level: 1 }) },
};

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

for (const [route, { path, settled }] of Object.entries(routes)) {
  test(`the ${route} page (${path}) does not shift its layout while it loads`, async ({ page }) => {
    await page.addInitScript(() => {
      window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          window.layoutShifts?.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) => {
              const node = source.node;
              if (!(node instanceof Element)) return node?.nodeName ?? '?';
              return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').slice(0, 40)}"`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(settled(page)).toBeVisible();
    // Entries of the last frames are delivered with the next ones.
    const shifts = await page.evaluate(
      () =>
        new Promise<Shift[]>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.layoutShifts ?? []))),
        ),
    );
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(cls, `layout shifts of ${route}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
    // The product page comes with its reviews: the rating near the title is there from the
    // first paint and moves nothing (it pushed the price down when it came later).
    if (route === 'product') expect(shifts, `layout shifts of ${route}`).toEqual([]);
  });
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The JavaScript each route loads until the network is idle, as brotli bytes on the wire (the
// build's .br copies), against the committed budget in bundle-budget.json. A change that makes a
// route load more fails here; one that makes it load less must lower the budget (it may be at
// most 5 % above what the route loads), so the budget only goes down.

const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const budget = JSON.parse(readFileSync(path.join(import.meta.dirname, 'bundle-budget.json'), 'utf8')) as {
  routes: Record<string, { path: string; brotliBytes: number }>;
};
const SLACK = 0.05;

/** The build's brotli size of a script (its own size when it is too small to have a .br copy). */
function brotliBytes(pathname: string): number {
  const file = path.join(clientDir, pathname);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

for (const [route, { path: url, brotliBytes: allowed }] of Object.entries(budget.routes)) {
  test(`${route} (${url}) loads at most ${(allowed / 1024).toFixed(1)} kB of JavaScript (brotli)`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'measured once, on the phone');
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const bytes = [...scripts].reduce((sum, script) => sum + brotliBytes(script), 0);
    testInfo.annotations.push({
      type: 'brotli bytes',
      description: `${route}: ${bytes} in ${scripts.size} files`,
    });
    expect(bytes, `${route} loads ${bytes} bytes of JavaScript (brotli)`).toBeLessThanOrEqual(allowed);
    expect(
      allowed,
      `${route} loads ${bytes} bytes now: lower its budget in e2e/bundle-budget.json (the budget only goes down)`,
    ).toBeLessThanOrEqual(Math.ceil(bytes * (1 + SLACK)));
  });
}

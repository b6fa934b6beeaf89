import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// e2e runs against the production build (`npm run build` first; `npm test` does it) served by
// the real server on a fresh embedded database, in Debian's Chromium. Nothing is downloaded.
const port = Number(process.env.E2E_PORT ?? 3210);
// Set once in the main process; workers inherit it, so everyone agrees on the folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties it on start, and test-results/reports holds the other runners' reports.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every spec visits as someone who has already seen the newsletter offer, so the modal cannot
    // open in the middle of a long flow; e2e/newsletter.spec.ts starts without it.
    storageState: {
      cookies: [],
      origins: [
        { origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'newsletter-modal', value: 'shown' }] },
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      // Every spec signs in and registers from the same address, more than a visitor would.
      ...Object.fromEntries(
        [
          'LOGIN',
          'REGISTRATION',
          'PASSWORD_RESET',
          'EMAIL_CHECK',
          'REVIEWS',
          'STOCK_ALERTS',
          'COUPONS',
          'CONTRACT_CANCELLATIONS',
        ].map((name) => [`RATE_LIMIT_${name}`, '100000']),
      ),
    },
  },
});

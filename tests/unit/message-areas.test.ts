import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS, messageAreaOf } from '../../src/lib/message-areas.ts';

describe('messageAreaOf', () => {
  it('puts a text used only by an area’s files in that area', () => {
    expect(messageAreaOf(['src/views/account/orders-page.tsx', 'src/routes/$lang/customer/index.tsx'])).toBe(
      'account',
    );
    expect(messageAreaOf(['src/views/checkout/checkout-page.tsx', 'src/routes/$lang/paypal-order.tsx'])).toBe(
      'checkout',
    );
    expect(messageAreaOf(['src/routes/$lang/_auth/customer/my-profile.tsx'])).toBe('account');
    expect(messageAreaOf(['src/routes/$lang/-cancel-contracts-route.ts'])).toBe('cancellation');
  });

  it('keeps a text in core when a page every shopper sees uses it too; two areas share it in `shared`', () => {
    expect(messageAreaOf(['src/views/account/orders-page.tsx', 'src/views/cart/cart-page.tsx'])).toBe('core');
    expect(messageAreaOf(['src/views/account/orders-page.tsx', 'src/views/checkout/checkout-page.tsx'])).toBe(
      'shared',
    );
    expect(messageAreaOf(['machines/cart.machine.ts'])).toBe('core');
    expect(messageAreaOf([])).toBe('core');
  });

  it('keeps the newsletter views in core: the footer and the modal show them on every page', () => {
    expect(messageAreaOf(['src/views/account/newsletter-form.tsx'])).toBe('core');
    expect(messageAreaOf(['src/views/account/newsletter-layer.tsx'])).toBe('core');
  });
});

describe('the catalogs as the build reads them', () => {
  it('reads the files of a `#:` line listing several as one origin', () => {
    expect(
      messageAreaOf(['src/views/account/order-detail-page.tsx src/views/checkout/checkout-page.tsx']),
    ).toBe('shared');
    expect(messageAreaOf(['src/views/account/order-detail-page.tsx src/views/cart/cart-page.tsx'])).toBe(
      'core',
    );
    expect(messageAreaOf(['src/views/checkout/checkout-page.tsx src/routes/$lang/paypal-order.tsx'])).toBe(
      'checkout',
    );
  });

  it('gives every German text an area whose routes use every file it comes from', async () => {
    const [catalog] = await getCatalogs(getConfig({ cwd: process.cwd() }));
    const entries = (await catalog?.read('de')) ?? {};
    expect(Object.keys(entries).length).toBeGreaterThan(500);
    const misplaced: string[] = [];
    for (const [id, entry] of Object.entries(entries)) {
      const files = (entry.origin ?? []).flatMap(([origin]) => origin.split(/\s+/).filter(Boolean));
      const area = messageAreaOf((entry.origin ?? []).map(([origin]) => origin));
      if (area === 'core') continue;
      // An area's text comes only from files of that area, a shared one only from files of areas.
      for (const file of files) {
        const own = messageAreaOf([file]);
        if (own === 'core' || (area !== 'shared' && own !== area))
          misplaced.push(`${id} ${entry.message} (${file})`);
      }
    }
    expect(misplaced).toEqual([]);
    // The checkout's shipping-address heading is also the order detail's: it loads with either.
    const shipping = Object.values(entries).find((entry) => entry.message === 'Shipping address');
    expect(messageAreaOf((shipping?.origin ?? []).map(([origin]) => origin))).toBe('shared');
    expect(MESSAGE_AREAS).toContain('checkout');
  });
});

describe('the files of an area', () => {
  it('are imported by no file outside the areas, unless they have no texts (their texts would be missing there)', () => {
    const root = process.cwd();
    const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.gen.ts'))
      .map((file) => `src/${file.split(path.sep).join('/')}`);
    const hasTexts = (file: string) =>
      /\b(t|msg)`|<Trans\b|\bplural\(/.test(readFileSync(path.join(root, file), 'utf8'));
    const wrong: string[] = [];
    for (const file of files) {
      if (messageAreaOf([file]) !== 'core') continue;
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*? from '(\.{1,2}\/[^']+)';/gms)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier ?? ''));
        if (messageAreaOf([target]) !== 'core' && files.includes(target) && hasTexts(target))
          wrong.push(`${file} imports ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

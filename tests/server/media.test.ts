import { copyFile, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createVariantStore, resizeToWebp } from '../../server/media/image-variants.ts';
import { IMAGE_SIZES, type ImagePreset } from '../../domain/image-sizes.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp();
const ORIGINAL = 'pro-mag/front.webp';
const variantUrl = (preset: string, file = ORIGINAL) => `/media/catalog/product/cache/${preset}/${file}`;

describe('product image variants', () => {
  it.each(Object.entries(IMAGE_SIZES))('serves %s at exactly its size as WebP', async (preset, size) => {
    const res = await t.app.inject(variantUrl(preset));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      ...size,
    });
  });

  it('accepts a preset by its size and gives the same image', async () => {
    const byName = await t.app.inject(variantUrl('cart'));
    const bySize = await t.app.inject(variantUrl('170x170'));
    expect(bySize.statusCode).toBe(200);
    expect(bySize.rawPayload.equals(byName.rawPayload)).toBe(true);
  });

  it('is much smaller than the original at card size', async () => {
    const original = await t.app.inject(`/media/catalog/product/${ORIGINAL}`);
    const card = await t.app.inject(variantUrl('card'));
    expect(original.statusCode).toBe(200);
    expect(card.rawPayload.length).toBeLessThan(original.rawPayload.length / 2);
  });

  it('answers 404 for sizes outside the spec', async () => {
    for (const preset of ['300x300', '2160x2680', '216x269', 'huge', 'CARD', 'constructor', '0x0']) {
      const res = await t.app.inject(variantUrl(preset));
      expect(res.statusCode, preset).toBe(404);
    }
  });

  it('answers 404 for originals that do not exist or are not images', async () => {
    for (const file of ['pro-mag/missing.webp', 'nobody/front.webp', 'pro-mag', 'pro-mag/front.txt']) {
      const res = await t.app.inject(variantUrl('card', file));
      expect(res.statusCode, file).toBe(404);
    }
  });

  it('does not leave the product folder', async () => {
    // A real image outside it, so a path that escaped would find something to resize.
    const outside = path.join(t.config.dataDir, 'media/outside.webp');
    await copyFile(path.join(t.config.dataDir, 'media/catalog/product', ORIGINAL), outside);
    const attempts = [
      '/media/catalog/product/cache/card/../outside.webp',
      '/media/catalog/product/cache/card/pro-mag/../../outside.webp',
      '/media/catalog/product/cache/card/..%2Foutside.webp',
      '/media/catalog/product/cache/card/%2e%2e/outside.webp',
      '/media/catalog/product/cache/card/%2E%2E%2F%2E%2E%2Foutside.webp',
      '/media/catalog/product/cache/card/pro-mag%2F..%2F..%2Foutside.webp',
      '/media/catalog/product/cache/card/..%5Coutside.webp',
      '/media/catalog/product/cache/card//etc/passwd',
      '/media/catalog/product/cache/card/pro-mag/%00front.webp',
    ];
    for (const url of attempts) {
      const res = await t.app.inject(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });

  it('resizes once and serves the stored file after', async () => {
    const stored = path.join(t.config.dataDir, 'media-cache/catalog/product/thumb', ORIGINAL);
    const first = await t.app.inject(variantUrl('thumb'));
    expect(first.statusCode).toBe(200);
    const before = await stat(stored);
    const second = await t.app.inject(variantUrl('thumb'));
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await stat(stored)).mtimeMs).toBe(before.mtimeMs);
    expect(second.headers['cache-control']).toBe('public, max-age=2592000');
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 when the browser has the current variant', async () => {
    const first = await t.app.inject(variantUrl('checkout'));
    const again = await t.app.inject({
      url: variantUrl('checkout'),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('still serves the originals', async () => {
    const res = await t.app.inject(`/media/catalog/product/${ORIGINAL}`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1340]);
  });
});

describe('variant store', () => {
  const store = (resize: (source: string, preset: ImagePreset) => Promise<Buffer>) =>
    createVariantStore({
      sourceDir: path.join(t.config.dataDir, 'media/catalog/product'),
      cacheDir: path.join(t.config.dataDir, `store-test-${Math.random().toString(36).slice(2)}`),
      resize,
    });

  it('makes a variant once, however many ask for it at the same time', async () => {
    const resize = vi.fn(resizeToWebp);
    const variants = store(resize);
    const results = await Promise.all(Array.from({ length: 8 }, () => variants.get('card', ORIGINAL)));
    expect(resize).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r?.file)).size).toBe(1);
    const meta = await sharp(results[0]?.file).metadata();
    expect([meta.width, meta.height]).toEqual([216, 268]);

    await variants.get('card', ORIGINAL);
    expect(resize).toHaveBeenCalledTimes(1);
    await variants.get('cart', ORIGINAL);
    expect(resize).toHaveBeenCalledTimes(2);
  });

  it('makes it again when the original is replaced', async () => {
    const resize = vi.fn(resizeToWebp);
    const variants = store(resize);
    const made = await variants.get('horizontal', 'pro-mag/back.webp');
    expect(made).not.toBeNull();
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(t.config.dataDir, 'media/catalog/product/pro-mag/back.webp'), later, later);
    await variants.get('horizontal', 'pro-mag/back.webp');
    expect(resize).toHaveBeenCalledTimes(2);
  });

  it('keeps no half-written file when resizing fails, and tries again next time', async () => {
    const resize = vi.fn(async () => {
      throw new Error('broken original');
    });
    const variants = store(resize);
    await expect(variants.get('thumb', ORIGINAL)).rejects.toThrow('broken original');
    await expect(variants.get('thumb', ORIGINAL)).rejects.toThrow('broken original');
    expect(resize).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageUrl, presetOf } from '../../domain/image-sizes.ts';

describe('image sizes', () => {
  it('are the spec sizes', () => {
    // "card 216x268, horizontal card 140x200, checkout 100x100, gallery thumb 160x160, full 1080x1340, cart 170x170"
    expect(
      Object.fromEntries(Object.entries(IMAGE_SIZES).map(([k, s]) => [k, `${s.width}x${s.height}`])),
    ).toEqual({
      card: '216x268',
      horizontal: '140x200',
      checkout: '100x100',
      thumb: '160x160',
      full: '1080x1340',
      cart: '170x170',
    });
  });

  it('names a preset by its name or its exact size, nothing else', () => {
    expect(presetOf('card')).toBe('card');
    expect(presetOf('170x170')).toBe('cart');
    expect(presetOf('140x200')).toBe('horizontal');
    expect(presetOf('171x170')).toBeNull();
    expect(presetOf('2000x2000')).toBeNull();
    expect(presetOf('Card')).toBeNull();
    expect(presetOf('toString')).toBeNull();
    expect(presetOf('')).toBeNull();
  });
});

describe('imageUrl', () => {
  it('points our product images at their variant', () => {
    expect(imageUrl('/media/catalog/product/pro-mag-1m/front.webp', 'card')).toBe(
      '/media/catalog/product/cache/card/pro-mag-1m/front.webp',
    );
    expect(imageUrl('/media/catalog/product/pro-mag/back.webp', 'thumb')).toBe(
      '/media/catalog/product/cache/thumb/pro-mag/back.webp',
    );
  });

  it('leaves other URLs as they are', () => {
    // Content images, another shop's absolute media URLs (a real Magento resizes its own), data URLs.
    for (const url of [
      '/fileadmin/content/hero.svg',
      '/media/logo/default/logo.svg',
      'https://magento.example.com/media/catalog/product/p/r/pro-mag.jpg',
      '//cdn.example.com/media/catalog/product/a.webp',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect(imageUrl(url, 'card')).toBe(url);
    }
  });

  it('does not nest variants', () => {
    const variant = '/media/catalog/product/cache/cart/pro-mag/front.webp';
    expect(imageUrl(variant, 'card')).toBe(variant);
  });
});

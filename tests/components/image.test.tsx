import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Stands in for the browser's IntersectionObserver; `enter` reports an element near the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  report(el: Element, isIntersecting: boolean) {
    const entry = { target: el, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const ORIGINAL = '/media/catalog/product/pro-mag/front.webp';

// The observer is shared by all images of a page (module state), so every test loads the
// component afresh.
async function loadImage() {
  vi.resetModules();
  return (await import('../../src/ui/image.tsx')).Image;
}

describe('Image', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads only when it comes within 200 px of the viewport', async () => {
    const Image = await loadImage();
    render(<Image src={ORIGINAL} alt="Pro Magnesium" preset="card" />);
    const img = screen.getByRole('img', { name: 'Pro Magnesium' });
    expect(img).not.toHaveAttribute('src');
    // The size is known before the image loads, so the layout does not shift.
    expect(img).toHaveAttribute('width', '216');
    expect(img).toHaveAttribute('height', '268');

    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe('200px');
    expect(observer?.observed.has(img)).toBe(true);

    act(() => observer?.report(img, false));
    expect(img).not.toHaveAttribute('src');

    act(() => observer?.report(img, true));
    expect(img).toHaveAttribute('src', '/media/catalog/product/cache/card/pro-mag/front.webp');
    expect(observer?.observed.has(img)).toBe(false);
  });

  it('shares one observer between images and stops watching removed ones', async () => {
    const Image = await loadImage();
    const { unmount } = render(
      <>
        <Image src={ORIGINAL} alt="Front" preset="thumb" />
        <Image src="/media/catalog/product/pro-mag/back.webp" alt="Back" preset="thumb" />
      </>,
    );
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed.size).toBe(2);

    act(() => observer?.report(screen.getByRole('img', { name: 'Back' }), true));
    expect(screen.getByRole('img', { name: 'Back' })).toHaveAttribute(
      'src',
      '/media/catalog/product/cache/thumb/pro-mag/back.webp',
    );
    expect(screen.getByRole('img', { name: 'Front' })).not.toHaveAttribute('src');

    unmount();
    expect(observer?.observed.size).toBe(0);
  });

  it('loads priority images at once', async () => {
    const Image = await loadImage();
    render(<Image src={ORIGINAL} alt="Pro Magnesium" preset="full" priority />);
    const img = screen.getByRole('img', { name: 'Pro Magnesium' });
    expect(img).toHaveAttribute('src', '/media/catalog/product/cache/full/pro-mag/front.webp');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('keeps images that are not our product media as they are', async () => {
    const Image = await loadImage();
    render(<Image src="/fileadmin/content/hero.svg" alt="Hero" width={1200} height={800} />);
    const img = screen.getByRole('img', { name: 'Hero' });
    act(() => FakeIntersectionObserver.instances[0]?.report(img, true));
    expect(img).toHaveAttribute('src', '/fileadmin/content/hero.svg');
    expect(img).toHaveAttribute('width', '1200');
  });

  it('loads at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const Image = await loadImage();
    render(<Image src={ORIGINAL} alt="Pro Magnesium" preset="cart" />);
    const img = screen.getByRole('img', { name: 'Pro Magnesium' });
    expect(img).toHaveAttribute('src', '/media/catalog/product/cache/cart/pro-mag/front.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});

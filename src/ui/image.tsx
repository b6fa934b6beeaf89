import { type ComponentPropsWithoutRef, useEffect, useRef, useState } from 'react';
import { IMAGE_LAZY_MARGIN_PX, IMAGE_SIZES, type ImagePreset, imageUrl } from '../../domain/image-sizes.ts';

export interface ImageProps extends Omit<ComponentPropsWithoutRef<'img'>, 'alt' | 'src'> {
  src: string;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
  /** Above-the-fold images (the hero, the main gallery image) load eagerly; everything else lazily. */
  priority?: boolean;
  /**
   * Size the image is shown at (spec §9): our product images are then loaded as that variant,
   * and width/height default to it so the layout does not shift while it loads.
   */
  preset?: ImagePreset;
}

type Reveal = () => void;

// One observer for every lazy image on the page; it is created on first use, so a page
// without lazy images (or a browser without IntersectionObserver) never makes one.
let shared: { observer: IntersectionObserver; reveals: WeakMap<Element, Reveal> } | null = null;

function lazyObserver() {
  if (typeof IntersectionObserver === 'undefined') return null;
  if (!shared) {
    const reveals = new WeakMap<Element, Reveal>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const reveal = reveals.get(entry.target);
          observer.unobserve(entry.target);
          reveals.delete(entry.target);
          reveal?.();
        }
      },
      { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
    );
    shared = { observer, reveals };
  }
  return shared;
}

/**
 * An image that starts loading when it comes within 200 px of the viewport (spec: "image
 * lazy-load margin 200 px"; native loading="lazy" cannot be given a margin). Priority images
 * load at once; so does every image where IntersectionObserver is missing, with the browser's
 * own lazy loading as a hint.
 */
export function Image({ priority = false, alt, src, preset, width, height, ...props }: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => priority || typeof IntersectionObserver === 'undefined');
  const observed = !near && !priority;

  useEffect(() => {
    if (!observed) return;
    const img = ref.current;
    const lazy = lazyObserver();
    if (!img || !lazy) {
      setNear(true);
      return;
    }
    lazy.reveals.set(img, () => setNear(true));
    lazy.observer.observe(img);
    return () => {
      lazy.observer.unobserve(img);
      lazy.reveals.delete(img);
    };
  }, [observed]);

  const size = preset ? IMAGE_SIZES[preset] : undefined;
  const show = near || priority;
  return (
    <img
      ref={ref}
      src={show ? (preset ? imageUrl(src, preset) : src) : undefined}
      alt={alt}
      width={width ?? size?.width}
      height={height ?? size?.height}
      loading={priority ? 'eager' : typeof IntersectionObserver === 'undefined' ? 'lazy' : undefined}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
}

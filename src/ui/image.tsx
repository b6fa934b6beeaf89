import type { ComponentPropsWithoutRef } from 'react';

export interface ImageProps extends Omit<ComponentPropsWithoutRef<'img'>, 'alt' | 'src'> {
  src: string;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
  /** Above-the-fold images (the hero) load eagerly; everything else lazily. */
  priority?: boolean;
}

/** An image that loads lazily and decodes off the main thread unless it is a priority image. */
export function Image({ priority = false, alt, src, ...props }: ImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
}

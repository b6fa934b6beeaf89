// Product image sizes (spec §9), shared by the media server, which renders exactly these
// variants, and the views, which ask for them. No React here: the server imports this file.

/** "Image sizes: card 216x268, horizontal card 140x200, checkout 100x100, gallery thumb 160x160, full 1080x1340, cart 170x170." */
export const IMAGE_SIZES = {
  card: { width: 216, height: 268 },
  horizontal: { width: 140, height: 200 },
  checkout: { width: 100, height: 100 },
  thumb: { width: 160, height: 160 },
  full: { width: 1080, height: 1340 },
  cart: { width: 170, height: 170 },
} as const;

export type ImagePreset = keyof typeof IMAGE_SIZES;

/** "image lazy-load margin 200 px". */
export const IMAGE_LAZY_MARGIN_PX = 200;

/** Where our own product images live; only these have resized variants. */
export const PRODUCT_MEDIA_PREFIX = '/media/catalog/product/';
/** Variants live below `${PRODUCT_MEDIA_PREFIX}cache/<preset>/<path of the original>`. */
export const VARIANT_FOLDER = 'cache';

function isPreset(name: string): name is ImagePreset {
  return Object.hasOwn(IMAGE_SIZES, name);
}

/**
 * The preset a URL segment names: a preset name ('card') or its size ('216x268'). Any other
 * size is null, so nobody can make the server render (and store) arbitrary sizes.
 */
export function presetOf(segment: string): ImagePreset | null {
  if (isPreset(segment)) return segment;
  for (const [name, size] of Object.entries(IMAGE_SIZES)) {
    if (segment === `${size.width}x${size.height}`) return name as ImagePreset;
  }
  return null;
}

/**
 * The URL of `url`'s variant at `preset`. Only our own product media has variants: the API
 * returns those as relative URLs below /media/catalog/product/. Every other URL (content images,
 * absolute URLs such as a real Magento's media) comes back unchanged and is shown at its own size.
 */
export function imageUrl(url: string, preset: ImagePreset): string {
  if (!url.startsWith(PRODUCT_MEDIA_PREFIX)) return url;
  const rest = url.slice(PRODUCT_MEDIA_PREFIX.length);
  // Already a variant: leave it.
  if (rest === '' || rest.startsWith(`${VARIANT_FOLDER}/`)) return url;
  return `${PRODUCT_MEDIA_PREFIX}${VARIANT_FOLDER}/${preset}/${rest}`;
}

// Writes the product gallery images under <mediaDir>/catalog/product/<key>/<view>.webp.
// Rendering 1080×1340 WebP takes ~25 ms an image; every test file seeds a fresh data dir, so
// finished images are also kept in a content-addressed cache and copied from there next time.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  HEIGHT,
  type ImageView,
  type ProductImageSpec,
  renderLogoSvg,
  renderProductSvgs,
  WIDTH,
} from './product-svg.ts';

export interface GeneratedImage {
  view: ImageView;
  /** Path below /media/catalog/product/, e.g. 'pro-mag-1m/front.webp'. */
  file: string;
  position: number;
}

export interface GenerateOptions {
  /** Folder served at /media/. */
  mediaDir: string;
  /** Content-addressed cache of converted images; null disables it. */
  cacheDir?: string | null;
  format?: 'webp' | 'svg';
}

// Bump when the conversion settings change, so cached files are not reused.
const CACHE_VERSION = 'webp-q82-e3-v1';
export const DEFAULT_CACHE_DIR = path.resolve(
  import.meta.dirname,
  '../../node_modules/.cache/product-images',
);
export const LOGO_PATH = 'logo/default/logo.svg';

async function toWebp(svg: string, target: string, cacheDir: string | null): Promise<void> {
  const hash = createHash('sha1').update(CACHE_VERSION).update(svg).digest('hex');
  const cached = cacheDir ? path.join(cacheDir, `${hash}.webp`) : null;
  if (cached) {
    try {
      await copyFile(cached, target);
      return;
    } catch {
      // Not cached yet: render below.
    }
  }
  const webp = await sharp(Buffer.from(svg), { density: 72 })
    .resize(WIDTH, HEIGHT)
    .webp({ quality: 82, effort: 3 })
    .toBuffer();
  await writeFile(target, webp);
  if (cached) {
    // A cache that cannot be written only costs speed.
    await mkdir(path.dirname(cached), { recursive: true })
      .then(() => writeFile(cached, webp))
      .catch(() => {});
  }
}

/** Runs `fn` over `items` with at most `limit` at a time (sharp's thread pool is small anyway). */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Renders and writes every product's gallery; returns the files per spec key. */
export async function generateProductImages(
  specs: readonly ProductImageSpec[],
  opts: GenerateOptions,
): Promise<Map<string, GeneratedImage[]>> {
  const format = opts.format ?? 'webp';
  const cacheDir = opts.cacheDir === undefined ? DEFAULT_CACHE_DIR : opts.cacheDir;
  const productDir = path.join(opts.mediaDir, 'catalog/product');
  const jobs = specs.flatMap((spec) =>
    renderProductSvgs(spec).map(({ view, svg }, position) => ({
      key: spec.key,
      view,
      svg,
      position,
      file: `${spec.key}/${view}.${format}`,
    })),
  );
  await Promise.all(specs.map((s) => mkdir(path.join(productDir, s.key), { recursive: true })));
  await mapLimit(jobs, Math.max(2, os.availableParallelism() * 2), async (job) => {
    const target = path.join(productDir, job.file);
    if (format === 'svg') await writeFile(target, job.svg);
    else await toWebp(job.svg, target, cacheDir);
  });
  const byKey = new Map<string, GeneratedImage[]>();
  for (const job of jobs) {
    const list = byKey.get(job.key) ?? [];
    list.push({ view: job.view, file: job.file, position: job.position });
    byKey.set(job.key, list);
  }
  return byKey;
}

/** The header logo, referenced by storeConfig.header_logo_src below /media/logo/. */
export async function generateLogo(mediaDir: string, brand: string): Promise<string> {
  const target = path.join(mediaDir, LOGO_PATH);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, renderLogoSvg(brand));
  return LOGO_PATH;
}

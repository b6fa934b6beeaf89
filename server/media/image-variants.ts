// Resized product images (spec §9 sizes): rendered from the original on first request, stored
// under the cache folder and served from there afterwards.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, type ImagePreset } from '../../domain/image-sizes.ts';

/** Originals that can be resized; anything else below catalog/product/ is not an image we made. */
const SOURCE_EXTENSIONS = new Set(['.webp', '.png', '.jpg', '.jpeg', '.svg']);

export type Resize = (source: string, preset: ImagePreset) => Promise<Buffer>;

/**
 * Scales the original to exactly the preset's size. The originals are pack illustrations with the
 * pack in the middle of a full-bleed background (1080×1340); 'cover' from the centre keeps the
 * whole pack in every preset (the square ones crop only background above and below) and avoids
 * bands of another colour that 'contain' would add.
 */
export const resizeToWebp: Resize = async (source, preset) => {
  const { width, height } = IMAGE_SIZES[preset];
  const original = await sharp(source).metadata();
  // A WebP original of the preset's size (the seed's images at 'full') is kept as it is:
  // encoding it again would only lose quality.
  if (original.format === 'webp' && original.width === width && original.height === height) {
    return readFile(source);
  }
  return sharp(source)
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
};

export interface Variant {
  file: string;
  size: number;
  mtime: Date;
}

export interface VariantStoreOptions {
  /** Folder of the originals: DATA_DIR/media/catalog/product. */
  sourceDir: string;
  /** Folder of the variants: DATA_DIR/media-cache/catalog/product. */
  cacheDir: string;
  resize?: Resize;
}

/**
 * The original's path below `sourceDir`, or null when `relative` is not a plain path to an image
 * inside it (empty, '.' or '..' segments, backslashes, NUL, another extension).
 */
export function sourcePath(sourceDir: string, relative: string): string | null {
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))) {
    return null;
  }
  if (!SOURCE_EXTENSIONS.has(path.extname(relative).toLowerCase())) return null;
  const file = path.resolve(sourceDir, ...segments);
  return file.startsWith(`${path.resolve(sourceDir)}${path.sep}`) ? file : null;
}

async function fileStat(file: string) {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * Finds or makes variants. A variant is made once: later calls return the stored file until the
 * original is replaced (newer than the variant). Calls for a variant that is being made wait for
 * that work instead of starting their own, and files are written to a temporary name and renamed,
 * so a reader never sees half a file.
 */
export function createVariantStore({ sourceDir, cacheDir, resize = resizeToWebp }: VariantStoreOptions) {
  const inFlight = new Map<string, Promise<Variant>>();

  async function make(source: string, target: string, preset: ImagePreset): Promise<Variant> {
    const data = await resize(source, preset);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const made = await stat(target);
    return { file: target, size: made.size, mtime: made.mtime };
  }

  return {
    /** The variant of the original at `relative` (below catalog/product/), or null if there is no such original. */
    async get(preset: ImagePreset, relative: string): Promise<Variant | null> {
      const source = sourcePath(sourceDir, relative);
      if (!source) return null;
      const original = await fileStat(source);
      if (!original) return null;
      // Always .webp, whatever the original's format.
      const target = path.join(cacheDir, preset, relative.replace(/\.[^./]+$/, '.webp'));
      const stored = await fileStat(target);
      if (stored && stored.mtimeMs >= original.mtimeMs) {
        return { file: target, size: stored.size, mtime: stored.mtime };
      }
      const key = `${preset}/${relative}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(source, target, preset).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

export type VariantStore = ReturnType<typeof createVariantStore>;

// `npm run bench:images`: prints, for one product image, the bytes of every size variant
// against the original and the time of a first (resizing) request against a cached one, plus
// what AVIF would save at the same sizes. Figures only: nothing here passes or fails.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import type { Config } from '../server/config.ts';
import { buildSeedProducts } from '../server/db/seed/catalog-build.ts';
import { imageSpecOf } from '../server/db/seed/catalog.ts';
import { generateProductImages } from '../server/media/generate-images.ts';
import { mediaPlugin } from '../server/media/plugin.ts';
import { IMAGE_SIZES, type ImagePreset, imageUrl } from '../domain/image-sizes.ts';

const CACHED_RUNS = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const WIDTHS = [12, 11, 9, 13, 15, 24, 8];
const row = (cells: string[]) => cells.map((c, i) => c.padEnd(WIDTHS[i] ?? 10)).join('');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-images-'));
try {
  const spec = buildSeedProducts().map(imageSpecOf)[0];
  if (!spec) throw new Error('no seed product');
  const images = await generateProductImages([spec], { mediaDir: path.join(dataDir, 'media') });
  const file = images.get(spec.key)?.[0]?.file;
  if (!file) throw new Error(`no image for ${spec.key}`);
  const original = `/media/catalog/product/${file}`;
  const source = path.join(dataDir, 'media/catalog/product', file);

  // Just the media routes: no database, no client.
  const app = Fastify({ logger: false });
  app.decorate('config', { dataDir } as Config);
  await app.register(mediaPlugin);
  await app.ready();

  const timed = async (url: string) => {
    const started = performance.now();
    const res = await app.inject(url);
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return { took, bytes: res.rawPayload.length };
  };

  const originalBytes = (await timed(original)).bytes;
  console.log(`image: ${original} (${kb(originalBytes)}, 1080x1340 WebP)\n`);
  console.log(
    row([
      'preset',
      'size',
      'WebP',
      'of original',
      'first request',
      `cached (median of ${CACHED_RUNS})`,
      'AVIF',
    ]),
  );
  for (const preset of Object.keys(IMAGE_SIZES) as ImagePreset[]) {
    const { width, height } = IMAGE_SIZES[preset];
    const url = imageUrl(original, preset);
    const first = await timed(url);
    const cached: number[] = [];
    for (let i = 0; i < CACHED_RUNS; i++) cached.push((await timed(url)).took);
    const avif = await sharp(source)
      .resize(width, height, { fit: 'cover' })
      .avif({ quality: 55, effort: 4 })
      .toBuffer();
    console.log(
      row([
        preset,
        `${width}x${height}`,
        kb(first.bytes),
        `${((first.bytes / originalBytes) * 100).toFixed(0)} %`,
        ms(first.took),
        ms(median(cached)),
        kb(avif.length),
      ]),
    );
  }
  await app.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

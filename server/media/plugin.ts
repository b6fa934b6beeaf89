import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_MEDIA_PREFIX, presetOf, VARIANT_FOLDER } from '../../domain/image-sizes.ts';
import { createVariantStore } from './image-variants.ts';

/** Same lifetime as the originals: names are stable, so a changed image is revalidated by ETag. */
const CACHE_CONTROL = 'public, max-age=2592000';

/**
 * Serves generated media (product images, logo) from DATA_DIR/media at /media/. File names are
 * stable across regenerations, so caches keep them for 30 days and revalidate by ETag after.
 *
 * Product images also come in the spec's sizes at
 * /media/catalog/product/cache/<preset>/<path of the original>, where <preset> is a size's name
 * ('card') or the size itself ('216x268'); other sizes are 404. Variants are WebP, made on first
 * request and kept in DATA_DIR/media-cache.
 */
export async function mediaPlugin(app: FastifyInstance): Promise<void> {
  const root = path.join(app.config.dataDir, 'media');
  mkdirSync(root, { recursive: true });
  const variants = createVariantStore({
    sourceDir: path.join(root, 'catalog/product'),
    cacheDir: path.join(app.config.dataDir, 'media-cache/catalog/product'),
  });

  app.get<{ Params: { preset: string; '*': string } }>(
    `${PRODUCT_MEDIA_PREFIX}${VARIANT_FOLDER}/:preset/*`,
    async (request, reply) => {
      const preset = presetOf(request.params.preset);
      const variant = preset ? await variants.get(preset, request.params['*']) : null;
      if (!variant) return reply.callNotFound();
      const etag = `W/"${variant.size.toString(16)}-${variant.mtime.getTime().toString(16)}"`;
      reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag)
        .header('last-modified', variant.mtime.toUTCString())
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/webp').send(await readFile(variant.file));
    },
  );

  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    // The SPA plugin registers @fastify/static too; only one may decorate the reply.
    decorateReply: false,
    index: false,
    list: false,
    etag: true,
    lastModified: true,
    cacheControl: true,
    maxAge: '30d',
  });
}

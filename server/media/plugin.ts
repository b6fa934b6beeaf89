import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves generated media (product images, logo) from DATA_DIR/media at /media/. File names are
 * stable across regenerations, so caches keep them for 30 days and revalidate by ETag after.
 */
export async function mediaPlugin(app: FastifyInstance): Promise<void> {
  const root = path.join(app.config.dataDir, 'media');
  mkdirSync(root, { recursive: true });
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

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses dynamic responses (GraphQL, the content API, the SPA's HTML) for clients that
 * accept it: brotli at quality 4 (most of brotli's gain at gzip's speed), else gzip; small
 * bodies as they are. The built assets are compressed once at build time and sent as they are
 * (see the web plugin), which this leaves alone.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export const compressionPlugin = fp(compression, { name: 'compression', fastify: '5.x' });

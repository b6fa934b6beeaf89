import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { commercePlugin } from './commerce/plugin.ts';
import { compressionPlugin } from './compression.ts';
import type { Config } from './config.ts';
import { contentPlugin } from './content/plugin.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { mediaPlugin } from './media/plugin.ts';
import { searchPlugin } from './search/plugin.ts';
import { webPlugin } from './web/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/**
 * Content Security Policy of every response: scripts, styles, fonts and workers only from the
 * shop itself (no inline script, no <style> element; the SPA sets styles through the DOM), images
 * also as data: URLs, no plugins, no framing by other sites.
 */
export const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  // Style attributes only (the captcha widget sets one); no <style> element, no inline script.
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests pass a fresh one); otherwise one is opened from the config. */
  database?: Database;
}

/**
 * Builds the whole server: commerce GraphQL, content API, media, the SPA, health check.
 * Migrates the database (and seeds it when empty and `config.seed`) before it answers.
 */
export async function buildApp({ config, database }: BuildOptions): Promise<FastifyInstance> {
  // Request logs are at level info: the default level 'error' (spec: log level error only) hides them.
  // Forwarded headers count only from the proxies TRUST_PROXY names (none by default).
  const app = Fastify({
    logger: { level: config.logLevel },
    // Fastify takes a hop count too, though its types list only booleans, strings and functions.
    trustProxy: config.trustProxy as string | boolean,
  });

  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate('config', config);
  app.decorate('database', db);
  if (!database) app.addHook('onClose', async () => db.close());

  await db.migrate();
  if (config.seed) await seedIfEmpty(db.db, { dataDir: config.dataDir });

  // Internal errors reach the client as a generic message, never a stack or SQL.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    reply
      .status(status)
      .send({ error: status >= 500 ? 'An error occurred' : error.message, statusCode: status });
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // HSTS only on https (as the client or a trusted proxy reached us): on http it means nothing.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  await app.register(cookie);
  await app.register(compressionPlugin);
  app.get('/healthz', async () => ({ status: 'ok', database: db.kind }));
  await app.register(commercePlugin);
  await app.register(contentPlugin);
  await app.register(mediaPlugin);
  await app.register(searchPlugin);
  if (config.clientDir) await app.register(webPlugin, { clientDir: config.clientDir });
  return app;
}

import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { commercePlugin } from './commerce/plugin.ts';
import { compressionPlugin } from './compression.ts';
import type { Config } from './config.ts';
import { contentPlugin } from './content/plugin.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { mediaPlugin } from './media/plugin.ts';
import { webPlugin } from './web/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

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
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: true });

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

  await app.register(cookie);
  await app.register(compressionPlugin);
  app.get('/healthz', async () => ({ status: 'ok', database: db.kind }));
  await app.register(commercePlugin);
  await app.register(contentPlugin);
  await app.register(mediaPlugin);
  if (config.clientDir) await app.register(webPlugin, { clientDir: config.clientDir });
  return app;
}

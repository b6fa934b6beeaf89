import helmet from 'helmet';
import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { type BackgroundTasks, createBackgroundTasks } from './background.ts';
import { commercePlugin } from './commerce/plugin.ts';
import { compressionPlugin } from './compression.ts';
import { type Config, TIMEOUT_CHECK_INTERVAL_MS } from './config.ts';
import { limitConnections } from './connections.ts';
import { contentPlugin } from './content/plugin.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createHealthMonitor, type HealthOptions } from './health.ts';
import { inputGuardPlugin } from './input-guard.ts';
import { type Jobs, startJobs } from './jobs/index.ts';
import { completeSeed, seedIfEmpty } from './db/seed/index.ts';
import { createMailQueue, type MailQueue } from './mail/mail-queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { mediaPlugin } from './media/plugin.ts';
import { searchPlugin } from './search/plugin.ts';
import { webPlugin } from './web/plugin.ts';
import { seoPlugin } from './web/seo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Migrations and seeding: settles once the database is ready for the shop (see /readyz). */
    startup: Promise<void>;
    /** The job queue once started (null with JOBS=off or before start-up finished). */
    readonly jobs: Jobs | null;
    /** Work requests start without waiting for it (mails); drained before the server closes. */
    background: BackgroundTasks;
    /** Every transactional mail goes through it: a durable job, retried until sent (mail-queue.ts). */
    mails: MailQueue;
  }
}

/** Where the start-up work stands; /readyz is 200 only when both are done. */
export interface Readiness {
  migrated: boolean;
  seeded: boolean;
}

/** Answers of the probes: liveness with the database's latest check, readiness after start-up. */
const PROBES = new Set(['/healthz', '/readyz']);

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
  /**
   * Wait for migrations and seeding before returning (default). `npm start` passes false: it
   * listens at once, so /healthz and /readyz answer while the database is prepared, and every
   * other request is answered 503 until /readyz says ready.
   */
  awaitStartup?: boolean;
  /** What sends the mails (tests pass one that fails); default SMTP or the file outbox (mailer.ts). */
  mailTransport?: Mailer;
  /** Timing of the probes' background database check (health.ts); tests shorten it. */
  health?: Pick<HealthOptions, 'intervalMs' | 'hungMs'>;
}

/**
 * Builds the whole server: commerce GraphQL, content API, media, the SPA, health check.
 * Migrates the database (and seeds it when empty and `config.seed`) before it answers.
 */
export async function buildApp({
  config,
  database,
  awaitStartup = true,
  mailTransport,
  health,
}: BuildOptions): Promise<FastifyInstance> {
  // Request logs are at level info: the default level 'error' (spec: log level error only) hides them.
  // Forwarded headers count only from the proxies TRUST_PROXY names (none by default).
  const limits = config.http;
  const app = Fastify({
    logger: { level: config.logLevel },
    // Fastify takes a hop count too, though its types list only booleans, strings and functions.
    trustProxy: config.trustProxy as string | boolean,
    // Slow clients are cut off (README, "Behind a proxy"): headers and whole requests must
    // arrive in time, idle keep-alive sockets close, and the timeouts are checked every second.
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  });
  // At most this many open connections, so a flood of sockets cannot take the file descriptors
  // the database, images and visitors need; a new one replaces the one that has waited longest
  // for a request, so slow or idle sockets cannot lock new visitors out (connections.ts).
  limitConnections(app.server, limits.maxConnections);

  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate('config', config);
  app.decorate('database', db);
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  app.addHook('preClose', async () => background.idle());
  const mails = createMailQueue({
    db: db.db,
    transport: mailTransport ?? createMailer(config),
    log: app.log,
  });
  app.decorate('mails', mails);
  app.addHook('onClose', async () => mails.close());
  if (!database) app.addHook('onClose', async () => db.close());

  const readiness: Readiness = { migrated: false, seeded: false };
  let jobs: Jobs | null = null;
  const startup = (async () => {
    await db.migrate();
    readiness.migrated = true;
    // A new database gets the whole seed; one seeded by an earlier version what it lacks.
    if (config.seed && !(await seedIfEmpty(db.db, { dataDir: config.dataDir }))) await completeSeed(db.db);
    readiness.seeded = true;
    // The savings-plan jobs (JOBS=off: none in this process), once the database is ready.
    if (config.jobs) jobs = await startJobs(db, config, { log: (line) => app.log.info(line), mails });
  })();
  // Stopped before the database closes: a running job finishes its transaction first.
  app.addHook('preClose', async () => {
    await startup.catch(() => {});
    await jobs?.stop();
  });
  // Whoever builds the app awaits `startup`; this only keeps a failure from counting as unhandled
  // while the server starts listening.
  startup.catch(() => {});
  app.decorate('startup', startup);
  app.decorate('jobs', { getter: () => jobs });

  // Internal errors reach the client as a generic message, never a stack or SQL.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    reply
      .status(status)
      .send({ error: status >= 500 ? 'An error occurred' : error.message, statusCode: status });
  });

  // Built once: @fastify/helmet built helmet's middleware again on every request (parsing the
  // CSP each time, about 5 % of the server's time under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  // HSTS only on https (as the client or a trusted proxy reached us): on http it means nothing.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  await app.register(cookie);
  await app.register(inputGuardPlugin);
  await app.register(compressionPlugin);
  registerProbes(app, db, readiness, health);
  await app.register(commercePlugin);
  await app.register(contentPlugin);
  await app.register(mediaPlugin);
  await app.register(searchPlugin);
  await app.register(seoPlugin);
  if (config.clientDir) await app.register(webPlugin, { clientDir: config.clientDir });
  if (awaitStartup) await startup;
  return app;
}

/**
 * The probes of a load balancer or orchestrator. /healthz: the process answers and its database
 * ran a query within the last second or so (503 when it does not: restart or stop routing here). /readyz: 200 only once the
 * migrations ran and the seed is in, and the database answers. Until then every other request
 * is answered 503 with Retry-After, never with half a shop.
 */
function registerProbes(
  app: FastifyInstance,
  db: Database,
  readiness: Readiness,
  options: HealthOptions = {},
): void {
  const noStore = { 'cache-control': 'no-store' };
  const health = createHealthMonitor(() => db.db.execute(sql`select 1`), {
    ...options,
    onChange: (ok, error) => {
      if (ok) app.log.info('health check: the database answers again');
      else app.log.error({ err: error }, 'health check: the database does not answer');
    },
  });
  // A listening server checks in the background and the probes answer without a query of their
  // own (health.ts); app.inject alone (tests) checks on each probe.
  app.addHook('onListen', async () => health.start());
  app.addHook('onClose', async () => health.stop());
  app.get('/healthz', async (_request, reply) => {
    const ok = await health.databaseAnswers();
    return reply
      .status(ok ? 200 : 503)
      .headers(noStore)
      .send({ status: ok ? 'ok' : 'unavailable', database: db.kind });
  });
  app.get('/readyz', async (_request, reply) => {
    const started = readiness.migrated && readiness.seeded;
    const ok = started && (await health.databaseAnswers());
    return reply
      .status(ok ? 200 : 503)
      .headers(noStore)
      .send({ status: ok ? 'ready' : started ? 'unavailable' : 'starting', ...readiness });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.seeded || PROBES.has(request.url.split('?')[0] ?? '')) return;
    return reply
      .status(503)
      .headers({ ...noStore, 'retry-after': '5' })
      .send({ error: 'The shop is starting. Please try again in a moment.', statusCode: 503 });
  });
}

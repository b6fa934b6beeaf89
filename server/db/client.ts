import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgliteExtensionName } from './pglite.ts';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database as the rest of the server sees it: the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Channel on which triggers announce changes of cached tables (payload: the table's name). */
export const CHANGE_CHANNEL = 'shop_changes';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Statements sent to the database since it was opened, on every connection (statement budgets). */
  readonly statementCount: number;
  /**
   * Calls `listener` with a table's name after a change to it was committed, by this server or
   * any other process on the same database (LISTEN/NOTIFY; see the change triggers' migration).
   * Also called with '*' when changes may have been missed (the listening connection was lost).
   */
  onChange(listener: (table: string) => void): () => void;
  migrate(): Promise<void>;
  /** Runs SQL text on the pool outside Drizzle: the job queue's (pg-boss) database adapter. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** Extensions the migrations create, loaded into the embedded database by default. */
export const MIGRATION_EXTENSIONS: readonly PgliteExtensionName[] = ['pg_trgm', 'unaccent', 'fuzzystrmatch'];

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database (`<dataDir>/pglite`); null keeps it in memory (tests). */
  dataDir?: string | null;
  /**
   * PGlite extensions to load (PostgreSQL has them installed by its administrator). Default: the
   * ones the migrations create (search: pg_trgm, unaccent, fuzzystrmatch).
   */
  extensions?: readonly PgliteExtensionName[];
  /** Connections of the PostgreSQL pool (default 10). */
  poolSize?: number;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite database in its own worker
 * thread. Either way the server talks to it through a `pg` pool and Drizzle's node-postgres
 * driver, so every query, transaction and row lock behaves the same on both.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10)
    : openPglite(opts.dataDir ?? null, opts.extensions ?? MIGRATION_EXTENSIONS);
}

type ChangeListeners = Set<(table: string) => void>;

function notifyAll(listeners: ChangeListeners, table: string) {
  for (const listener of listeners) listener(table);
}

/** The pool's clients count their statements (and, for PGlite, pass change notifications on). */
function instrument(
  pool: pg.Pool,
  counter: { statements: number },
  onConnect?: (client: pg.PoolClient) => void,
) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      counter.statements += 1;
      return query(...args);
    };
    // A connection the server ends (restart, failover, pg_terminate_backend, DROP DATABASE …
    // FORCE) makes its client emit 'error'. The pool listens only while the client is idle; one
    // in use (a transaction waiting on a provider's API, a job between two statements) would
    // crash the process. With this listener its statement fails instead (the transaction rolls
    // back on the server), and the pool drops the broken client when it is released.
    client.on('error', (error) => console.error(`database: connection lost: ${error.message}`));
    onConnect?.(client);
  });
  // The pool's own event for an idle client's error (the client's listener above has logged it);
  // unhandled it would crash the process. The pool replaces the client on next use.
  pool.on('error', () => {});
}

function databaseOf(
  kind: Database['kind'],
  pool: pg.Pool,
  counter: { statements: number },
  listeners: ChangeListeners,
  close: () => Promise<void>,
): Database {
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind,
    get statementCount() {
      return counter.statements;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    executeSql: (text, values) => (values?.length ? pool.query(text, values) : pool.query(text)),
    migrate: async () => {
      await migrate(db, { migrationsFolder });
      // PGlite has no autovacuum: fresh statistics on every start keep the planner's choices
      // right as the catalogue grows (PostgreSQL gathers them by itself).
      if (kind === 'pglite') await db.execute(sql`analyze`);
    },
    close,
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const counter = { statements: 0 };
  const listeners: ChangeListeners = new Set();
  const pool = new pg.Pool({ connectionString: url, max });
  instrument(pool, counter);

  // One connection of its own listens for changes; when it is lost, caches are dropped ('*')
  // and it reconnects, since notifications sent meanwhile are gone.
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => notifyAll(listeners, message.payload ?? '*'));
    client.on('error', () => {
      if (closed || listener !== client) return;
      listener = null;
      notifyAll(listeners, '*');
      retry = setTimeout(() => void listen().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (closed) return client.end();
    listener = client;
    notifyAll(listeners, '*');
  };
  await listen();

  return databaseOf('postgres', pool, counter, listeners, async () => {
    closed = true;
    clearTimeout(retry);
    await Promise.all([pool.end(), listener?.end()]);
  });
}

async function openPglite(
  dataDir: string | null,
  extensions: readonly PgliteExtensionName[],
): Promise<Database> {
  // pg looks for a server's Unix socket as `<host>/.s.PGSQL.<port>`.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-'));
  const data: PgliteWorkerData = { dataDir, extensions, socketPath: path.join(socketDir, '.s.PGSQL.5432') };
  // The worker is TypeScript like the rest of the server: it registers tsx's loader (its ESM
  // API) first, since a loader given to the main thread with --import does not reach a worker.
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData: data },
  );
  const message = (type: PgliteWorkerMessage['type']) =>
    new Promise<PgliteWorkerMessage>((resolve, reject) => {
      const onMessage = (m: PgliteWorkerMessage) => {
        if (m.type !== type && m.type !== 'failed') return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(m);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const ready = await message('ready');
  if (ready.type === 'failed') {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw new Error(`embedded database failed to start: ${ready.message}`);
  }

  const counter = { statements: 0 };
  const listeners: ChangeListeners = new Set();
  // PGlite is one session: its notifications arrive on the pool's one connection, which listens.
  const pool = new pg.Pool({
    host: socketDir,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
  });
  instrument(pool, counter, (client) => {
    client.on('notification', (m) => notifyAll(listeners, m.payload ?? '*'));
  });
  // Once is enough: the one session keeps listening whichever socket connection is open.
  await pool.query(`LISTEN ${CHANGE_CHANNEL}`);

  let closing: Promise<void> | undefined;
  return databaseOf('pglite', pool, counter, listeners, () => {
    closing ??= (async () => {
      await pool.end();
      const closed = message('closed');
      worker.postMessage('close');
      await closed;
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    })();
    return closing;
  });
}

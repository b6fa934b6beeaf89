import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Extension, PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL extensions the embedded database can load, by name. Add an entry here (PGlite ships
 * most contrib modules as `@electric-sql/pglite/contrib/<name>`) and name it in
 * `openDatabase({ extensions })`; a migration then runs `CREATE EXTENSION IF NOT EXISTS <name>`.
 */
const EXTENSIONS = {
  pg_trgm: async () => (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm,
  unaccent: async () => (await import('@electric-sql/pglite/contrib/unaccent')).unaccent,
  fuzzystrmatch: async () => (await import('@electric-sql/pglite/contrib/fuzzystrmatch')).fuzzystrmatch,
} satisfies Record<string, () => Promise<Extension>>;

export type PgliteExtensionName = keyof typeof EXTENSIONS;

export const isPgliteExtensionName = (name: string): name is PgliteExtensionName => name in EXTENSIONS;

export interface PgliteOptions {
  /** Folder of the database files (`<dataDir>/pglite`); null keeps the database in memory. */
  dataDir: string | null;
  /** Extensions to load (see EXTENSIONS). */
  extensions?: readonly PgliteExtensionName[];
}

/** The one place an embedded PGlite database is created: on disk or in memory, with extensions. */
export async function createPglite({ dataDir, extensions = [] }: PgliteOptions): Promise<PGlite> {
  const loaded: Record<string, Extension> = {};
  for (const name of extensions) loaded[name] = await EXTENSIONS[name]();
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  return PGlite.create(dir, { extensions: loaded });
}

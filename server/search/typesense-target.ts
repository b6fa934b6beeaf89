// The indexer's target when the shop runs with a Typesense cluster (TYPESENSE_HOST): collections
// are created there from the same definitions and documents are imported with the admin key.
import { Client } from 'typesense';
import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections.js';
import { type CollectionDefinition, typesenseSchema } from './collections.ts';
import type { IndexTarget } from './indexer.ts';

export interface TypesenseSettings {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  path: string;
  apiKey: string;
}

const isNotFound = (error: unknown) => (error as { httpStatus?: number }).httpStatus === 404;

export function typesenseTarget(settings: TypesenseSettings): IndexTarget {
  const client = new Client({
    nodes: [{ host: settings.host, port: settings.port, protocol: settings.protocol, path: settings.path }],
    apiKey: settings.apiKey,
    connectionTimeoutSeconds: 30,
  });
  const importDocs = async (c: CollectionDefinition, docs: Record<string, unknown>[]) => {
    if (docs.length === 0) return;
    const results = await client.collections(c.name).documents().import(docs, { action: 'upsert' });
    const failed = results.filter((r) => !r.success);
    if (failed.length > 0)
      throw new Error(`Typesense refused ${failed.length} documents of ${c.name}: ${failed[0]?.error}`);
  };
  return {
    async replace(_tx, c, docs) {
      await client
        .collections(c.name)
        .delete()
        .catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
      await client.collections().create(typesenseSchema(c) as CollectionCreateSchema);
      await importDocs(c, docs);
    },
    async upsert(_tx, c, docs) {
      try {
        await importDocs(c, docs);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await client.collections().create(typesenseSchema(c) as CollectionCreateSchema);
        await importDocs(c, docs);
      }
    },
    async remove(_tx, c, ids) {
      if (ids.length === 0) return;
      await client
        .collections(c.name)
        .documents()
        .delete({ filter_by: `id:[${ids.map((id) => `\`${id}\``).join(',')}]` })
        .catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
    },
  };
}

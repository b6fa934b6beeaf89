// Keeps the search collections in step with the shop. Triggers queue every change of products,
// prices, stock, reviews, categories and content in search_outbox, in the changing transaction;
// the indexer takes queued rows (FOR UPDATE SKIP LOCKED, so several instances share the work),
// writes the affected documents to the target (the embedded index, or a Typesense cluster) and
// deletes the rows in the same transaction. A failure rolls back and leaves them queued.
import { sql } from 'drizzle-orm';
import { listStores } from '../commerce/store.ts';
import type { Database, Db } from '../db/client.ts';
import { rows } from './rows.ts';
import { type CollectionDefinition, contentCollection, productsCollection } from './collections.ts';
import { contentDocuments, productDocuments, type SearchDocument } from './documents.ts';
import { deleteDocuments, replaceCollection, upsertDocuments } from './engine.ts';

/** Where documents go: the embedded index in the database, or a Typesense cluster. */
export interface IndexTarget {
  /** Replaces a collection's whole content (creating the collection if needed). */
  replace(tx: Db, c: CollectionDefinition, docs: SearchDocument[]): Promise<void>;
  upsert(tx: Db, c: CollectionDefinition, docs: SearchDocument[]): Promise<void>;
  remove(tx: Db, c: CollectionDefinition, ids: string[]): Promise<void>;
}

export const embeddedTarget: IndexTarget = {
  replace: (tx, c, docs) => replaceCollection(tx, c, docs),
  upsert: (tx, c, docs) => upsertDocuments(tx, c, docs),
  remove: (tx, c, ids) => deleteDocuments(tx, c.name, ids),
};

type OutboxRow = {
  id: number;
  entity: string;
  entity_id: number | null;
};

/** Rows taken per transaction: a burst of changes is indexed in steps, not in one long lock. */
const TAKE = 1000;

export interface Indexer {
  /** Indexes everything queued until the queue is empty. */
  catchUp(): Promise<void>;
  /** Whether a catch-up is running. */
  readonly busy: boolean;
  /** Queues and runs a full reindex of every collection. */
  reindexAll(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export function createIndexer(database: Database, target: IndexTarget, log: (msg: string) => void): Indexer {
  const { db } = database;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  async function step(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const taken = await rows<OutboxRow>(
        tx,
        sql`select id::int, entity, entity_id from search_outbox order by id limit ${TAKE} for update skip locked`,
      );
      if (taken.length === 0) return false;
      const stores = await listStores(tx);
      const languages = [...new Set(stores.map((s) => s.language))];
      const ids = taken.map((r) => r.id);
      if (taken.some((r) => r.entity === 'all')) {
        for (const store of stores)
          await target.replace(
            tx,
            productsCollection(store.code, store.language),
            await productDocuments(tx, store, null),
          );
        for (const language of languages)
          await target.replace(tx, contentCollection(language), await contentDocuments(tx, language));
        // Everything queued before is covered by the full reindex.
        const maxId = Math.max(...ids);
        await tx.execute(sql`delete from search_outbox where id in (
          select id from search_outbox where id <= ${maxId} for update skip locked)`);
        return true;
      }

      const productIds = new Set<number>();
      const pageIds = new Set<number>();
      const categoryIds = new Set<number>();
      let allContent = false;
      for (const r of taken) {
        if (r.entity === 'product' && r.entity_id !== null) productIds.add(r.entity_id);
        else if (r.entity === 'content' && r.entity_id !== null) pageIds.add(r.entity_id);
        else if (r.entity === 'category' && r.entity_id !== null) categoryIds.add(r.entity_id);
        else allContent = true;
      }
      if (categoryIds.size > 0) {
        allContent = true;
        // A renamed or moved category changes its products' categories, nutrients and usages.
        const affected = await rows<{ product_id: number }>(
          tx,
          sql`
          select distinct pc.product_id from product_categories pc join categories c on c.id = pc.category_id
          join categories k on k.id = any(${`{${[...categoryIds].join(',')}}`}::int[])
          where c.id = k.id or c.path like k.path || '/%'`,
        );
        for (const r of affected) productIds.add(r.product_id);
      }
      if (productIds.size > 0) {
        const wanted = [...productIds];
        for (const store of stores) {
          const c = productsCollection(store.code, store.language);
          const docs = await productDocuments(tx, store, wanted);
          await target.upsert(tx, c, docs);
          const kept = new Set(docs.map((d) => d.id));
          await target.remove(
            tx,
            c,
            wanted.map(String).filter((id) => !kept.has(id)),
          );
        }
      }
      if (allContent) {
        for (const language of languages)
          await target.replace(tx, contentCollection(language), await contentDocuments(tx, language));
      } else if (pageIds.size > 0) {
        for (const language of languages) {
          const c = contentCollection(language);
          const docs = (await contentDocuments(tx, language, [...pageIds])).filter((d) =>
            d.id.startsWith('page-'),
          );
          await target.upsert(tx, c, docs);
          const kept = new Set(docs.map((d) => d.id));
          await target.remove(
            tx,
            c,
            [...pageIds].map((id) => `page-${id}`).filter((id) => !kept.has(id)),
          );
        }
      }
      await tx.execute(sql`delete from search_outbox where id = any(${`{${ids.join(',')}}`}::bigint[])`);
      return true;
    });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!stopped && (await step()));
    } while (again && !stopped);
  }

  function catchUp(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
    });
    return running;
  }

  function kick() {
    catchUp().catch((error: unknown) => {
      log(`search index: ${error instanceof Error ? error.message : String(error)}; retrying`);
      clearTimeout(timer);
      timer = setTimeout(kick, 2000);
    });
  }

  return {
    catchUp,
    get busy() {
      return running !== null;
    },
    async reindexAll() {
      await db.execute(sql`insert into search_outbox (entity) values ('all')`);
      await catchUp();
    },
    start() {
      unsubscribe = database.onChange((table) => {
        if (table === 'search_outbox' || table === '*') kick();
      });
      kick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
      await running?.catch(() => {});
    },
  };
}

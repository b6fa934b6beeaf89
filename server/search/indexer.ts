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

/**
 * Documents written after which the index tables are vacuumed and analysed. Every rewrite leaves
 * a dead row behind; PGlite has no autovacuum (and a server may have it off), so without this a
 * bulk (re)index leaves the index tables several times their size with stale statistics, and
 * every search reads the dead rows and gets a plan made for the wrong row counts.
 */
export const VACUUM_AFTER_DOCUMENTS = 1000;

/** Vacuums and analyses the embedded index's tables (outside a transaction: VACUUM cannot run in one). */
export async function vacuumIndex(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) search_documents, search_terms, search_outbox`);
}

export interface Indexer {
  /**
   * Calls `listener` after each committed index write of this indexer (before `catchUp` resolves),
   * so this instance's caches never answer from before it.
   */
  onCommit(listener: () => void): void;
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
  /** Documents written (or removed) since the index tables were last vacuumed. */
  let written = 0;
  const committed = new Set<() => void>();

  async function step(): Promise<boolean> {
    const wrote = await writeStep();
    if (wrote) for (const listener of committed) listener();
    return wrote;
  }

  async function writeStep(): Promise<boolean> {
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
        for (const store of stores) {
          const docs = await productDocuments(tx, store, null);
          written += docs.length;
          await target.replace(tx, productsCollection(store.code, store.language), docs);
        }
        for (const language of languages) {
          const docs = await contentDocuments(tx, language);
          written += docs.length;
          await target.replace(tx, contentCollection(language), docs);
        }
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
        // A pack's change (price, sale, stock) changes its family's document, the one listed.
        const families = await rows<{ parent_id: number }>(
          tx,
          sql`select distinct parent_id from products
          where id = any(${`{${[...productIds].join(',')}}`}::int[]) and parent_id is not null`,
        );
        for (const r of families) productIds.add(r.parent_id);
      }
      if (productIds.size > 0) {
        const wanted = [...productIds];
        for (const store of stores) {
          const c = productsCollection(store.code, store.language);
          const docs = await productDocuments(tx, store, wanted);
          written += wanted.length;
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
        for (const language of languages) {
          const docs = await contentDocuments(tx, language);
          written += docs.length;
          await target.replace(tx, contentCollection(language), docs);
        }
      } else if (pageIds.size > 0) {
        for (const language of languages) {
          const c = contentCollection(language);
          const docs = (await contentDocuments(tx, language, [...pageIds])).filter((d) =>
            d.id.startsWith('page-'),
          );
          written += pageIds.size;
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
    if (written >= VACUUM_AFTER_DOCUMENTS && !stopped && target === embeddedTarget) {
      written = 0;
      // Still part of the catch-up, so a caller waiting for the index waits for it too.
      await vacuumIndex(db);
    }
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
    onCommit: (listener) => {
      committed.add(listener);
    },
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

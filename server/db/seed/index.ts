import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seedRuns } from '../schema.ts';
import { seedCatalog, seedMissingSupplementFacts } from './catalog.ts';
import { seedContent } from './content.ts';
import { seedCoupons } from './coupons.ts';
import { seedReviews } from './reviews.ts';

export const SEED_VERSION = '1';

/**
 * Seeds the shop on first start only: when no seed run is recorded. A second start keeps
 * whatever the shop's data has become. Everything runs in one transaction, so a failed seed
 * leaves an empty database that the next start seeds again.
 */
export async function seedIfEmpty(db: Db, opts: { dataDir: string }): Promise<boolean> {
  const done = await db.select({ id: seedRuns.id }).from(seedRuns).limit(1);
  if (done.length > 0) return false;
  await db.transaction(async (tx) => {
    await seedCatalog(tx as unknown as Db, opts);
    await seedContent(tx as unknown as Db);
    await seedCoupons(tx as unknown as Db);
    await seedReviews(tx as unknown as Db);
    await tx.insert(seedRuns).values({ version: SEED_VERSION });
  });
  // Statistics for the planner after the bulk load (PGlite has no autovacuum to gather them).
  await db.execute(sql`analyze`);
  return true;
}

/**
 * What a database seeded by an earlier version lacks and a new seed has, filled in on every start
 * of a seeded shop (idempotent): the supplement facts of migration 0013. Content texts that
 * changed are corrected by migrations (0015), which also reach databases seeded without this.
 */
export async function completeSeed(db: Db): Promise<void> {
  const done = await db.select({ id: seedRuns.id }).from(seedRuns).limit(1);
  if (done.length === 0) return;
  await seedMissingSupplementFacts(db);
}

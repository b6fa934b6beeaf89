// `npm run search:reindex`: rebuilds every search collection from the shop's database (the same
// one the server uses: DATABASE_URL, else the embedded database in DATA_DIR), into the embedded
// index or, with TYPESENSE_HOST and TYPESENSE_API_KEY, into that Typesense cluster. A running
// server picks changes up by itself; this is for a first import into a cluster or after a repair.
// Stop a server running on the embedded database first (PGlite allows one process).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { createIndexer, embeddedTarget } from '../server/search/indexer.ts';
import { typesenseTarget } from '../server/search/typesense-target.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const target = config.typesense ? typesenseTarget(config.typesense) : embeddedTarget;
  const indexer = createIndexer(database, target, (m) => console.error(m));
  const started = Date.now();
  await indexer.reindexAll();
  const counts = (await database.db.execute(
    sql`select collection, count(*)::int as n from search_documents group by collection order by collection`,
  )) as unknown as { rows: { collection: string; n: number }[] };
  const where = config.typesense ? `Typesense at ${config.typesense.host}` : 'the embedded index';
  console.log(`search: reindexed into ${where} in ${Date.now() - started} ms`);
  if (!config.typesense) for (const r of counts.rows) console.log(`  ${r.collection}: ${r.n} documents`);
} finally {
  await database.close();
}

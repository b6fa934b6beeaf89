// Marks a customer (by email) as a verified professional for the content system's restricted
// pages (doccheck_verified), or revokes it: the shop team's tool until a DocCheck login is
// connected. Uses the same database as the server (DATABASE_URL, else PGlite in DATA_DIR);
// stop a server running on the embedded database first, PGlite allows one process.
//
//   npm run professionals -- verify dr.weber@example.com
//   npm run professionals -- revoke dr.weber@example.com
//   npm run professionals -- list
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { createContentRepository } from '../server/content/repository.ts';

const [command, email] = process.argv.slice(2);
const usage = 'usage: npm run professionals -- verify|revoke <email> | list';
const valid = command === 'list' || ((command === 'verify' || command === 'revoke') && email?.includes('@'));
if (!valid) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const repo = createContentRepository(database.db);
  const list =
    command === 'list'
      ? await repo.verifiedProfessionals()
      : await repo.setVerifiedProfessional(email ?? '', command === 'verify');
  console.log(list.length > 0 ? `Verified professionals:\n${list.join('\n')}` : 'No verified professionals.');
} finally {
  await database.close();
}

// Review moderation for the shop team: new reviews wait as 'pending' and are shown once approved
// (as in Magento). Uses the same database as the server (DATABASE_URL, else PGlite in DATA_DIR);
// stop a server running on the embedded database first, PGlite allows one process.
//
//   npm run reviews -- pending            list the reviews waiting for moderation
//   npm run reviews -- approve 12 13      show them in the shop
//   npm run reviews -- reject 14          keep it hidden for good
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { reviewsWithStatus, setReviewStatus } from '../server/commerce/reviews.ts';
import { formatModerationReview } from './review-listing.ts';

const [command, ...args] = process.argv.slice(2);
const ids = args.map(Number);
const usage = 'usage: npm run reviews -- pending | approve <id>... | reject <id>...';
const valid =
  command === 'pending' ||
  ((command === 'approve' || command === 'reject') && ids.length > 0 && ids.every(Number.isInteger));
if (!valid) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let failed = false;
try {
  await database.migrate();
  if (command === 'pending') {
    const pending = await reviewsWithStatus(database.db, 'pending');
    if (pending.length === 0) console.log('No reviews wait for moderation.');
    for (const r of pending) console.log(formatModerationReview(r));
  } else {
    for (const id of ids) {
      const done = await setReviewStatus(
        database.db,
        id,
        command === 'approve' ? 'approved' : 'not_approved',
      );
      console.log(done ? `#${id} ${command === 'approve' ? 'approved' : 'rejected'}` : `#${id} not found`);
      failed ||= !done;
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);

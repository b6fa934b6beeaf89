// A delivery runner in a process of its own, for tests/server/subscriptions-jobs.test.ts to kill
// with SIGKILL in the middle of a delivery's transaction (PostgreSQL only: PGlite lives inside the
// test's process). It runs the day's deliveries like the job does; when the delivery numbered
// `stallAt` (1-based) has inserted its order, still inside the open transaction, it prints
// `STALLED <order number> <backend pid>` and waits forever for the kill.
//
//   node --import tsx tests/server/delivery-runner-process.ts <database url> <YYYY-MM-DD> <stallAt> <data dir>
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { runDueDeliveries } from '../../server/subscriptions/runner.ts';

const [databaseUrl, date, stallAt, dataDir] = process.argv.slice(2);
if (!databaseUrl || !date || !stallAt || !dataDir) {
  console.error('usage: delivery-runner-process.ts <database url> <YYYY-MM-DD> <stallAt> <data dir>');
  process.exit(2);
}
const config = { ...loadConfig({}), dataDir };
const database = await openDatabase({ databaseUrl, poolSize: 2 });
let orders = 0;
const results = await runDueDeliveries(
  { db: database.db, services: { mailer: createMailer(config), config } },
  new Date(`${date}T11:00:00Z`),
  {
    hooks: {
      afterOrderInsert: async (tx, order) => {
        orders += 1;
        if (orders < Number(stallAt)) return;
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown;
        const [row] = (result as { rows: { pid: number }[] }).rows;
        process.stdout.write(`STALLED ${order.number} ${row?.pid}\n`);
        await new Promise(() => {});
      },
    },
  },
);
// Reached only when fewer deliveries were due than `stallAt`.
process.stdout.write(`DONE ${JSON.stringify(results.map((r) => r.outcome.kind))}\n`);
await database.close();

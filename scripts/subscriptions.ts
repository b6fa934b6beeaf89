// Savings plans for the shop team: what is due, placing the due deliveries by hand, all plans.
// Uses the same database as the server (DATABASE_URL, else PGlite in DATA_DIR); stop a server
// running on the embedded database first, PGlite allows one process.
//
//   npm run subscriptions -- list                  every plan with its status and next delivery
//   npm run subscriptions -- due [--date D]        plans due on D (default today) and reminders due
//   npm run subscriptions -- run [--date D]        place the deliveries due on D and send the reminders
//                                                  (D as YYYY-MM-DD: replays that day)
import { asc } from 'drizzle-orm';
import { addDays, isCalendarDate, shopDate } from '../domain/subscriptions.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { subscriptions } from '../server/db/schema.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { plansTable, runTable } from '../server/subscriptions/report.ts';
import { duePlans, runDueDeliveries, sendDueReminders } from '../server/subscriptions/runner.ts';
import { createPaymentProviders } from '../server/commerce/payment-providers.ts';

const usage = 'usage: npm run subscriptions -- list | due [--date YYYY-MM-DD] | run [--date YYYY-MM-DD]';
const [command, ...args] = process.argv.slice(2);
const dateAt = args.indexOf('--date');
const date = dateAt >= 0 ? args[dateAt + 1] : undefined;
const known = args.length === 0 || (dateAt === 0 && args.length === 2);
if (
  !['list', 'due', 'run'].includes(command ?? '') ||
  !known ||
  (date !== undefined && !isCalendarDate(date))
) {
  console.error(usage);
  process.exit(2);
}
// A replayed day runs at noon, Berlin time (10:00 or 11:00 UTC): its date is that day in Berlin.
const now = date ? new Date(`${date}T10:00:00Z`) : new Date();
const today = shopDate(now);

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const mailer = createMailer(config);
let failed = false;
try {
  await database.migrate();
  const ctx = { db: database.db, services: { mailer, config, payments: createPaymentProviders(config) } };
  if (command === 'list') {
    console.log(plansTable(await database.db.select().from(subscriptions).orderBy(asc(subscriptions.id))));
  } else if (command === 'due') {
    console.log(`Deliveries due on ${today}:`);
    console.log(plansTable(await duePlans(database.db, today)));
    const remind = (await database.db.select().from(subscriptions).orderBy(asc(subscriptions.id))).filter(
      (p) =>
        p.status === 'active' &&
        p.nextDeliveryOn !== null &&
        p.nextDeliveryOn > today &&
        p.nextDeliveryOn <= addDays(today, config.reminderDaysBefore) &&
        p.remindedFor !== p.nextDeliveryOn,
    );
    console.log(`\nReminders due on ${today} (${config.reminderDaysBefore} days ahead):`);
    console.log(plansTable(remind));
  } else {
    console.log(`Deliveries of ${today}:`);
    const results = await runDueDeliveries(ctx, now);
    console.log(runTable(results));
    failed = results.some((r) => r.outcome.kind === 'error');
    const reminded = await sendDueReminders(ctx, now, config.reminderDaysBefore);
    console.log(`\nReminders sent: ${reminded.length}`);
    if (reminded.length > 0) console.log(plansTable(reminded));
  }
} finally {
  mailer.close();
  await database.close();
}
process.exit(failed ? 1 : 0);

// The shop's background jobs on pg-boss, in the shop's own database (PGlite or PostgreSQL, schema
// `pgboss`), through the database pool (pg-boss's `db.executeSql` adapter). pg-boss only triggers
// the work at the scheduled times (cron, Berlin time); what is done is decided by the job
// functions from the clock at that moment (server/subscriptions/runner.ts). With several shop
// instances on one PostgreSQL database each runs the same schedules: pg-boss lets one instance
// create a cron job per minute and one worker take it, and the runner's row locks and unique
// periods make even a second run at the same time harmless. Mails that could not be sent are
// retried every minute from the mail outbox (server/mail/mail-queue.ts).
import PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailQueue, type MailQueue } from '../mail/mail-queue.ts';
import { createMailer } from '../mail/mailer.ts';
import type { DeliveryContext } from '../subscriptions/delivery.ts';
import { runDueDeliveries, sendDueReminders } from '../subscriptions/runner.ts';
import { createPaymentProviders } from '../commerce/payment-providers.ts';

export const JOB_SCHEMA = 'pgboss';
export const JOB_TIME_ZONE = 'Europe/Berlin';

/** The jobs, their schedules (cron in Berlin time) and what each does at `now`. */
export const JOBS = {
  /** Every hour: a plan due today is ordered within the hour; after downtime the next run catches up. */
  deliveries: { queue: 'savings-plan-deliveries', cron: '5 * * * *' },
  /** Every morning: reminders for deliveries in the next REMINDER_DAYS_BEFORE days, once each. */
  reminders: { queue: 'savings-plan-reminders', cron: '0 9 * * *' },
  /** Every minute: mails whose sending failed, once their pause is over (mail-queue.ts, MAIL_RETRY). */
  mailRetries: { queue: 'mail-retries', cron: '* * * * *' },
} as const;

export type JobName = keyof typeof JOBS;

/** Runs one job for the moment `now`; returns a line for the log. */
export async function runJob(
  name: JobName,
  ctx: DeliveryContext & { mails: MailQueue },
  config: Pick<Config, 'reminderDaysBefore'>,
  now: Date,
) {
  if (name === 'mailRetries') {
    const { sent, failed } = await ctx.mails.deliverDue(now);
    return `mail retries: ${sent} sent, ${failed} failed again`;
  }
  if (name === 'deliveries') {
    const results = await runDueDeliveries(ctx, now);
    const counts = new Map<string, number>();
    for (const r of results) counts.set(r.outcome.kind, (counts.get(r.outcome.kind) ?? 0) + 1);
    return `savings-plan deliveries: ${results.length} due${[...counts].map(([k, n]) => `, ${n} ${k}`).join('')}`;
  }
  const reminded = await sendDueReminders(ctx, now, config.reminderDaysBefore);
  return `savings-plan reminders: ${reminded.length} sent`;
}

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  /** Seconds between a worker's looks for new jobs (default 2, as pg-boss's). */
  pollingIntervalSeconds?: number;
  log?: (line: string) => void;
  /** The server's mail queue (default: one of its own on the database and the configured transport). */
  mails?: MailQueue;
}

/** Starts pg-boss on the shop's database with the savings-plan schedules and their workers. */
export async function startJobs(
  database: Database,
  config: Config,
  options: StartJobsOptions = {},
): Promise<Jobs> {
  const log = options.log ?? ((line: string) => console.log(line));
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        database.executeSql(text, values) as Promise<{ rows: unknown[] }> as never,
    },
    schema: JOB_SCHEMA,
    // Kept for a week, so `npm run subscriptions` and an operator can look back.
    retentionDays: 7,
  });
  boss.on('error', (error) => console.error('job queue:', error));
  await boss.start();
  const mailer = options.mails ?? createMailQueue({ db: database.db, transport: createMailer(config) });
  const ctx = {
    db: database.db,
    mails: mailer,
    services: { mailer, config, payments: createPaymentProviders(config) },
  };
  for (const [name, job] of Object.entries(JOBS) as [JobName, (typeof JOBS)[JobName]][]) {
    await boss.createQueue(job.queue);
    await boss.schedule(job.queue, job.cron, {}, { tz: JOB_TIME_ZONE });
    await boss.work(job.queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
      log(await runJob(name, ctx, config, new Date()));
    });
  }
  return {
    boss,
    stop: async () => {
      // Lets a running job finish (its transaction commits or rolls back), then stops polling.
      await boss.stop({ graceful: true, timeout: 15_000, close: false });
      if (!options.mails) mailer.close();
    },
  };
}

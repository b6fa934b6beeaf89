import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/**
 * Pauses between attempts of a mail that could not be sent: one minute after the first failure,
 * doubling with each further one, at most six hours. A mail is never given up: an SMTP server
 * that is down for a day delays it, the outbox keeps it.
 */
export const MAIL_RETRY = {
  firstDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  /** How long an attempt may take before another worker may take the mail over (a crashed process). */
  claimMs: 10 * 60_000,
  /** Mails a retry run attempts at most (the next run takes the rest). */
  batch: 100,
} as const;

/** The pause before the next attempt after `attempts` failed ones (1, 2, 3, …). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(MAIL_RETRY.firstDelayMs * 2 ** exponent, MAIL_RETRY.maxDelayMs);
}

export interface MailQueue extends Mailer {
  /**
   * Attempts every mail whose next attempt is due at `now` (the retries; the job queue runs this
   * every minute). Returns how many went out and how many failed again.
   */
  deliverDue(now?: Date): Promise<{ sent: number; failed: number }>;
}

export interface MailQueueOptions {
  db: Db;
  /** What actually sends (SMTP or the file outbox, server/mail/mailer.ts). */
  transport: Mailer;
  log?: { warn(details: object, message: string): void };
}

type Attempt = 'sent' | 'failed' | 'taken';

/**
 * Transactional mails as durable jobs. `send` first writes the mail to `mail_outbox`, then makes
 * the first attempt at once (so a mail is as fast as before when the server answers); a failed
 * attempt is recorded with the time of the next one and `send` still resolves: the mail is not
 * lost, `deliverDue` sends it later. Each attempt claims its row with one conditional UPDATE, so
 * two workers never send the same mail, and a sent mail is never attempted again.
 */
export function createMailQueue({ db, transport, log }: MailQueueOptions): MailQueue {
  const attempt = async (id: number, now: Date): Promise<Attempt> => {
    const claimed = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + MAIL_RETRY.claimMs),
      })
      .where(
        and(
          eq(mailOutbox.id, id),
          inArray(mailOutbox.status, ['pending', 'sending']),
          lte(mailOutbox.nextAttemptAt, now),
        ),
      )
      .returning({ message: mailOutbox.message, attempts: mailOutbox.attempts });
    const row = claimed[0];
    if (!row) return 'taken';
    try {
      await transport.send(row.message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({
          status: 'pending',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          lastError: reason.slice(0, 1000),
        })
        .where(eq(mailOutbox.id, id));
      log?.warn({ mail: id, attempts: row.attempts, err: error }, 'mail not sent, it will be retried');
      return 'failed';
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, id));
    return 'sent';
  };

  return {
    async send(message: MailMessage) {
      const now = new Date();
      const [row] = await db
        .insert(mailOutbox)
        .values({ message: { ...message }, nextAttemptAt: now })
        .returning({ id: mailOutbox.id });
      if (row) await attempt(row.id, now);
    },
    async deliverDue(now = new Date()) {
      const due = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(MAIL_RETRY.batch);
      const counts = { sent: 0, failed: 0 };
      for (const { id } of due) {
        const outcome = await attempt(id, now);
        if (outcome !== 'taken') counts[outcome] += 1;
      }
      return counts;
    },
    close: () => transport.close(),
  };
}

// Transactional mails are durable jobs: a mail that cannot be sent (SMTP down) is kept in the
// outbox and retried with growing pauses until it goes out, exactly once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema.ts';
import { JOBS, runJob } from '../../server/jobs/index.ts';
import { MAIL_RETRY, retryDelayMs } from '../../server/mail/mail-queue.ts';
import type { MailMessage, Mailer } from '../../server/mail/mailer.ts';
import { gql, useTestApp } from './helper.ts';

/** An SMTP server that refuses connections until `up` is set. */
const smtp = {
  up: false,
  attempts: 0,
  delivered: [] as MailMessage[],
};
const transport: Mailer = {
  send: async (message) => {
    smtp.attempts += 1;
    if (!smtp.up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    smtp.delivered.push(message);
  },
  close: () => {},
};

const t = useTestApp({ captcha: false }, { mailTransport: transport });

const REGISTER =
  'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }';
const EMAIL = 'smtp-down@example.com';
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

async function outboxRow() {
  const rows = await t.app.database.db.select().from(mailOutbox);
  return rows.find((r) => r.message.to === EMAIL);
}

describe('mails while the SMTP server is down', () => {
  it('a failed welcome mail is kept, retried with backoff and sent once the server is back, never twice', async () => {
    const registered = await gql(
      t.app,
      REGISTER,
      { input: { email: EMAIL, password: 'geheim123', firstname: 'Erika', lastname: 'Muster' } },
      { store: 'en' },
    );
    // The registration itself does not fail with the mail.
    expect(registered.errors).toBeUndefined();
    expect(smtp.attempts).toBe(1);
    const first = await outboxRow();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(first?.lastError).toContain('ECONNREFUSED');
    expect(first?.message.subject).toBeTruthy();
    const failedAt = first?.createdAt ?? new Date();

    // Not before its pause is over.
    expect(await t.app.mails.deliverDue(later(failedAt, MAIL_RETRY.firstDelayMs - 5_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.attempts).toBe(1);

    // Still down: the second attempt fails, the pause doubles.
    const second = later(failedAt, MAIL_RETRY.firstDelayMs + 5_000);
    expect(await t.app.mails.deliverDue(second)).toEqual({ sent: 0, failed: 1 });
    expect(await outboxRow()).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: later(second, 2 * MAIL_RETRY.firstDelayMs),
    });

    // The server is back: the retry job sends it.
    smtp.up = true;
    const third = later(second, 2 * MAIL_RETRY.firstDelayMs);
    const ctx = {
      db: t.app.database.db,
      mails: t.app.mails,
      services: { mailer: t.app.mails, config: t.config },
    };
    expect(await runJob('mailRetries', ctx, t.config, third)).toBe('mail retries: 1 sent, 0 failed again');
    expect(smtp.delivered.map((m) => m.to)).toEqual([EMAIL]);
    expect(await outboxRow()).toMatchObject({ status: 'sent', attempts: 3, lastError: null });

    // Sent is final: later runs (also two at once) do not send it again.
    const muchLater = later(third, 24 * 60 * 60_000);
    await Promise.all([t.app.mails.deliverDue(muchLater), t.app.mails.deliverDue(muchLater)]);
    expect(smtp.delivered).toHaveLength(1);
    expect(smtp.attempts).toBe(3);
  });

  it('a mail sent at the first attempt is not attempted again', async () => {
    smtp.up = true;
    const before = smtp.delivered.length;
    await t.app.mails.send({ to: 'direkt@example.com', subject: 'Hallo', text: 'Hallo' });
    expect(smtp.delivered).toHaveLength(before + 1);
    await t.app.mails.deliverDue(later(new Date(), 7 * 24 * 60 * 60_000));
    expect(smtp.delivered).toHaveLength(before + 1);
    const rows = await t.app.database.db.select().from(mailOutbox);
    expect(rows.find((r) => r.message.to === 'direkt@example.com')).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });

  it('a claimed mail whose worker died is taken over after the claim expires', async () => {
    smtp.up = true;
    const [row] = await t.app.database.db
      .insert(mailOutbox)
      .values({
        message: { to: 'verwaist@example.com', subject: 'Hallo', text: 'Hallo' },
        status: 'sending',
        attempts: 1,
        nextAttemptAt: later(new Date(), MAIL_RETRY.claimMs),
      })
      .returning();
    expect(await t.app.mails.deliverDue(new Date())).toEqual({ sent: 0, failed: 0 });
    expect(await t.app.mails.deliverDue(later(new Date(), MAIL_RETRY.claimMs + 1000))).toEqual({
      sent: 1,
      failed: 0,
    });
    const [after] = await t.app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row?.id ?? 0));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('retry pauses', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [6, 1_920_000],
    [9, 15_360_000],
    [10, 6 * 60 * 60_000],
    [40, 6 * 60 * 60_000],
  ])('after %i failed attempts: %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });

  it('the job queue retries every minute', () => {
    expect(JOBS.mailRetries).toEqual({ queue: 'mail-retries', cron: '* * * * *' });
  });
});

// Savings-plan mails sent after the transaction that caused them committed: a mail that cannot
// be sent is logged by the caller, never undoes an order.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { planStartedMail } from '../mail/subscription-mails.tsx';

export interface MailServices {
  db: Db;
  services: { mailer: Mailer; config: { publicUrl: string } };
}

/** The 'plan started' mail of every savings plan the order started. */
export async function sendPlanStartedMails(ctx: MailServices, orderId: number): Promise<void> {
  const plans = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.originOrderId, orderId))
    .orderBy(subscriptions.id);
  for (const plan of plans)
    await ctx.services.mailer.send(await planStartedMail({ publicUrl: ctx.services.config.publicUrl }, plan));
}

// The reminder before a delivery, as the reminder job sends it: in the plan's language, with one
// link to skip this delivery and one to change the plan, each opening its action on the plan's page.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatShopDate } from '../../domain/dates.ts';
import { subscriptions } from '../../server/db/schema.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { sendDueReminders } from '../../server/subscriptions/runner.ts';
import { useTestApp } from './helper.ts';
import { mailsTo } from './outbox.ts';
import { placePlanOrder } from './subscription-helpers.ts';

const t = useTestApp({ captcha: false, publicUrl: 'https://shop.example' });
const db = () => t.app.database.db;

const TEXTS = {
  de: {
    subject: (date: string) => `Ihre nächste Sparabo-Lieferung am ${date}`,
    skip: 'Diese Lieferung aussetzen',
    change: 'Sparabo ändern',
  },
  en: {
    subject: (date: string) => `Your next savings plan delivery on ${date}`,
    skip: 'Skip this delivery',
    change: 'Change the plan',
  },
} as const;

describe.each(['de', 'en'] as const)('the reminder mail in %s', (lang) => {
  it('links skipping this delivery and changing the plan, each to its action on the plan page', async () => {
    const email = `reminder-${lang}@example.com`;
    await placePlanOrder(t.app, email, [{ sku: 'ZINK-1M', quantity: 1, interval: 'monthly' }], lang);
    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.email, email));
    if (!plan) throw new Error('no plan');
    expect(plan.language).toBe(lang);
    await db()
      .update(subscriptions)
      .set({ nextDeliveryOn: '2027-03-04' })
      .where(eq(subscriptions.id, plan.id));
    const services = { mailer: createMailer(t.config), config: t.config };
    const sent = await sendDueReminders({ db: db(), services }, new Date('2027-03-01T11:00:00Z'), 3);
    expect(sent.map((p) => p.id)).toContain(plan.id);

    const text = TEXTS[lang];
    const mails = mailsTo(t.config.dataDir, email).filter(
      (m) => m.subject === text.subject(formatShopDate('2027-03-04', lang)),
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const page = `https://shop.example/${lang}/customer/my-savings-plans/${plan.uid}/`;
    // Text part: each label with its link, on a line of its own.
    expect(mail?.body).toContain(`${text.skip} ${page}?action=skip\n`);
    expect(mail?.body).toContain(`${text.change} ${page}?action=change\n`);
    // HTML part: two links, each labelled, plus the plan's page itself in the summary.
    const links = [...(mail?.html ?? '').matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(
      // The label without its markup and the spacing entities React Email pads buttons with.
      ([, href, label]) => [href, label?.replace(/<[^>]+>|&#820[23];/g, '').trim()],
    );
    expect(links).toContainEqual([`${page}?action=skip`, text.skip]);
    expect(links).toContainEqual([`${page}?action=change`, text.change]);
    expect(links.filter(([href]) => href?.includes('?action=')).map(([href]) => href)).toEqual([
      `${page}?action=skip`,
      `${page}?action=change`,
    ]);
  });
});

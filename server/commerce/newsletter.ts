// Newsletter subscriptions with double opt-in. subscribeEmailToNewsletter (guests and customers),
// the profile's is_subscribed and registration's newsletter checkbox all go through `subscribe`:
// the address is UNCONFIRMED and gets a mail with a single-use confirmation link; only opening it
// makes the address SUBSCRIBED. Every newsletter mail carries an unsubscribe link that works
// without login (extension mutations confirmNewsletterSubscription and
// unsubscribeEmailFromNewsletter, called by the storefront's link pages).
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '../../domain/store.ts';
import type {
  CustomerResolvers,
  MutationResolvers,
  SubscriptionStatusesEnum,
} from '../../graphql/generated/resolvers.ts';
import type { Db } from '../db/client.ts';
import { customers, newsletterSubscribers } from '../db/schema.ts';
import { newsletterConfirmationMail } from '../mail/account-mails.tsx';
import type { CommerceContext } from './context.ts';
import { customerIdOf } from './customer-resolvers.ts';
import { currentCustomer, normalizeEmail } from './customers.ts';
import { ERRORS } from '../../domain/errors.ts';
import { CommerceError } from './errors.ts';
import { catalogSession } from './session.ts';
import { localizedPath } from '../../domain/paths.ts';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export const ALREADY_SUBSCRIBED = ERRORS.NEWSLETTER_ALREADY_SUBSCRIBED.message;
export const INVALID_CONFIRMATION = ERRORS.NEWSLETTER_CONFIRMATION_INVALID.message;
export const INVALID_UNSUBSCRIBE = ERRORS.NEWSLETTER_UNSUBSCRIBE_INVALID.message;
/** A new confirmation mail to the same address at most this often (no mail bombing through the form). */
export const RESEND_AFTER_MS = 5 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** The links of a subscription's mails. */
export function newsletterLinks(
  base: string,
  language: Language,
  tokens: { confirm?: string; unsubscribe: string },
): { confirm?: string; unsubscribe: string } {
  const root = base.replace(/\/+$/, '');
  return {
    ...(tokens.confirm
      ? {
          confirm: `${root}${localizedPath(language, 'newsletterConfirm')}?${new URLSearchParams({ token: tokens.confirm })}`,
        }
      : {}),
    unsubscribe: `${root}${localizedPath(language, 'newsletterUnsubscribe')}?${new URLSearchParams({ code: tokens.unsubscribe })}`,
  };
}

function status(row: SubscriberRow | undefined): SubscriptionStatusesEnum {
  if (!row) return 'NOT_ACTIVE';
  return row.status as SubscriptionStatusesEnum;
}

/**
 * Starts (or restarts) the double opt-in for an address. An address already SUBSCRIBED is an
 * error for `subscribeEmailToNewsletter` (`alreadySubscribed: 'error'`) and no change otherwise.
 */
export async function subscribe(
  ctx: CommerceContext,
  emailInput: string,
  options: { customerId: number | null; alreadySubscribed: 'error' | 'keep' },
): Promise<SubscriptionStatusesEnum> {
  const email = normalizeEmail(emailInput);
  const store = await catalogSession(ctx).store();
  const language = store.language;
  const confirm = newToken();
  const result = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for('update');
    if (existing?.status === 'SUBSCRIBED') {
      if (options.alreadySubscribed === 'error') throw new CommerceError(ALREADY_SUBSCRIBED);
      return { status: 'SUBSCRIBED' as const, mail: null };
    }
    const now = new Date();
    if (existing?.status === 'UNCONFIRMED' && now.getTime() - existing.changedAt.getTime() < RESEND_AFTER_MS)
      return { status: 'UNCONFIRMED' as const, mail: null };
    const customerId =
      options.customerId ??
      existing?.customerId ??
      (await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email)).limit(1))[0]
        ?.id ??
      null;
    const values = {
      status: 'UNCONFIRMED',
      language,
      customerId,
      confirmTokenHash: sha256(confirm),
      changedAt: now,
    };
    const [row] = existing
      ? await tx
          .update(newsletterSubscribers)
          .set(values)
          .where(eq(newsletterSubscribers.id, existing.id))
          .returning()
      : await tx
          .insert(newsletterSubscribers)
          .values({ email, unsubscribeCode: newToken(), ...values })
          .returning();
    return { status: 'UNCONFIRMED' as const, mail: row as SubscriberRow };
  });
  if (result.mail) {
    // Only the configured origin: the request's Host / X-Forwarded-Host are the sender's to choose.
    const base = ctx.services.config.publicUrl;
    const links = newsletterLinks(base, language, { confirm, unsubscribe: result.mail.unsubscribeCode });
    await ctx.services.mailer.send(
      await newsletterConfirmationMail(language, email, links.confirm ?? '', links.unsubscribe),
    );
  }
  return result.status;
}

/** Ends a subscription (or a pending one): UNSUBSCRIBED; no row stays NOT_ACTIVE. */
export async function unsubscribeCustomer(db: Db, customerId: number, email: string): Promise<void> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  const target = row ?? (await subscriberOfCustomer(db, customerId));
  if (!target) return;
  await db
    .update(newsletterSubscribers)
    .set({ status: 'UNSUBSCRIBED', confirmTokenHash: null, changedAt: new Date() })
    .where(eq(newsletterSubscribers.id, target.id));
}

async function subscriberOfCustomer(db: Db, customerId: number): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.customerId, customerId))
    .limit(1);
  return row;
}

// A customer's subscription is read once per request, whichever fields ask for it.
const subscriptions = new WeakMap<CommerceContext, Map<number, Promise<SubscriberRow | undefined>>>();

function subscriptionOf(ctx: CommerceContext, customerId: number): Promise<SubscriberRow | undefined> {
  let byCustomer = subscriptions.get(ctx);
  if (!byCustomer) {
    byCustomer = new Map();
    subscriptions.set(ctx, byCustomer);
  }
  let found = byCustomer.get(customerId);
  if (!found) {
    found = subscriberOfCustomer(ctx.db, customerId);
    byCustomer.set(customerId, found);
  }
  return found;
}

export const customerNewsletterFields: CustomerResolvers<CommerceContext> = {
  is_subscribed: async (parent, _args, ctx) => {
    const id = customerIdOf(parent);
    return id === undefined ? false : status(await subscriptionOf(ctx, id)) === 'SUBSCRIBED';
  },
  newsletter_status: async (parent, _args, ctx) => {
    const id = customerIdOf(parent);
    return id === undefined ? 'NOT_ACTIVE' : status(await subscriptionOf(ctx, id));
  },
};

export const newsletterMutations: MutationResolvers<CommerceContext> = {
  subscribeEmailToNewsletter: async (_root, { email }, ctx) => {
    const customer = await currentCustomer(ctx);
    const normalized = normalizeEmail(email);
    return {
      __typename: 'SubscribeEmailToNewsletterOutput',
      status: await subscribe(ctx, normalized, {
        customerId: customer && customer.email === normalized ? customer.id : null,
        alreadySubscribed: 'error',
      }),
    };
  },
  confirmNewsletterSubscription: async (_root, { token }, ctx) => {
    const [row] = token
      ? await ctx.db
          .update(newsletterSubscribers)
          .set({
            status: 'SUBSCRIBED',
            confirmTokenHash: null,
            confirmedAt: new Date(),
            changedAt: new Date(),
          })
          .where(eq(newsletterSubscribers.confirmTokenHash, sha256(token)))
          .returning()
      : [];
    if (!row) throw new CommerceError(INVALID_CONFIRMATION);
    return { __typename: 'SubscribeEmailToNewsletterOutput', status: 'SUBSCRIBED' };
  },
  unsubscribeEmailFromNewsletter: async (_root, { code }, ctx) => {
    const [row] = code
      ? await ctx.db
          .update(newsletterSubscribers)
          .set({ status: 'UNSUBSCRIBED', confirmTokenHash: null, changedAt: new Date() })
          .where(eq(newsletterSubscribers.unsubscribeCode, code))
          .returning()
      : [];
    if (!row) throw new CommerceError(INVALID_UNSUBSCRIBE);
    return { __typename: 'SubscribeEmailToNewsletterOutput', status: 'UNSUBSCRIBED' };
  },
};

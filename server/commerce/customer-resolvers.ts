import type { Customer, MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers.ts';
import { passwordResetMail, welcomeMail } from '../mail/account-mails.tsx';
import type { CommerceContext } from './context.ts';
import {
  type CustomerRow,
  createCustomer,
  createResetToken,
  findCustomerByEmail,
  type NewCustomer,
  normalizeEmail,
  requireCustomer,
  resetPassword,
  revokeToken,
  signIn,
} from './customers.ts';
import { CommerceError } from './errors.ts';
import { subscribe } from './newsletter.ts';
import { catalogSession } from './session.ts';
import type { Language } from '../../domain/store.ts';
import { localizedPath } from '../../domain/paths.ts';

// Which customer a Customer object shows, for its field resolvers (addresses, …).
const customerIds = new WeakMap<object, number>();

/** A Customer without the fields its own resolvers answer (addresses, reviews, wishlists, …). */
export type CustomerBase = Omit<
  Customer,
  'addresses' | 'reviews' | 'wishlist' | 'wishlists' | 'savings_plans'
>;

/** The id of the customer a Customer object (made by customerView) shows. */
export function customerIdOf(view: object): number | undefined {
  return customerIds.get(view);
}

export function customerView(row: CustomerRow): CustomerBase {
  const view: CustomerBase = {
    __typename: 'Customer',
    prefix: row.prefix,
    firstname: row.firstname,
    lastname: row.lastname,
    suffix: row.suffix,
    email: row.email,
    date_of_birth: row.dateOfBirth,
    taxvat: row.taxvat,
    gender: row.gender,
    is_subscribed: row.isSubscribed,
    created_at: row.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    group_id: row.groupId,
    phonenumber: row.phonenumber,
    marketing_note: row.marketingNote,
    affiliate_code: row.affiliateCode,
  };
  customerIds.set(view, row.id);
  return view;
}

/** Mails a reset link to the customer with this (normalized) email, if there is one. */
async function sendResetMail(ctx: CommerceContext, email: string, language: Language): Promise<void> {
  const customer = await findCustomerByEmail(ctx.db, email);
  if (!customer) return;
  const token = await createResetToken(ctx.db, customer.id);
  // Only the configured origin: the request's Host / X-Forwarded-Host are the sender's to choose.
  const base = ctx.services.config.publicUrl;
  const query = new URLSearchParams({ token, email: customer.email });
  const link = `${base}${localizedPath(language, 'resetPassword')}?${query.toString()}`;
  await ctx.services.mailer.send(await passwordResetMail(language, customer.email, customer.firstname, link));
}

async function register(ctx: CommerceContext, input: NewCustomer) {
  await ctx.services.captcha.verify(ctx.db, ctx.captchaToken);
  // The newsletter checkbox goes through the double opt-in: subscribed only once confirmed.
  const row = await createCustomer(ctx.db, { ...input, is_subscribed: false });
  // In the language of the store view the customer registered in; links only to the configured origin.
  const language = (await catalogSession(ctx).store()).language;
  const accountUrl = `${ctx.services.config.publicUrl.replace(/\/+$/, '')}${localizedPath(language, 'account')}`;
  await ctx.services.mailer.send(await welcomeMail(language, row.email, row.firstname, accountUrl));
  if (input.is_subscribed) await subscribe(ctx, row.email, { customerId: row.id, alreadySubscribed: 'keep' });
  return { __typename: 'CustomerOutput' as const, customer: customerView(row) };
}

export const customerQueries: QueryResolvers<CommerceContext> = {
  customer: async (_root, _args, ctx) => customerView(await requireCustomer(ctx)),
  isEmailAvailable: async (_root, args, ctx) => {
    const email = normalizeEmail(args.email);
    return {
      __typename: 'IsEmailAvailableOutput',
      is_email_available: !(await findCustomerByEmail(ctx.db, email)),
    };
  },
};

export const customerMutations: MutationResolvers<CommerceContext> = {
  createCustomerV2: (_root, { input }, ctx) => register(ctx, { ...input, password: input.password ?? '' }),
  createCustomer: (_root, { input }, ctx) =>
    register(ctx, {
      ...input,
      email: input.email ?? '',
      firstname: input.firstname ?? '',
      lastname: input.lastname ?? '',
      password: input.password ?? '',
    }),
  generateCustomerToken: async (_root, args, ctx) => {
    await ctx.services.captcha.verify(ctx.db, ctx.captchaToken);
    const token = await signIn(
      ctx.db,
      args.email,
      args.password,
      ctx.services.config.customerTokenTtlSeconds,
    );
    // The storefront keeps its session in httpOnly cookies; API clients use the returned token.
    ctx.sessionCookies.set(token);
    return { __typename: 'CustomerToken', token };
  },
  revokeCustomerToken: async (_root, _args, ctx) => {
    await revokeToken(ctx);
    ctx.sessionCookies.clear();
    return { __typename: 'RevokeCustomerTokenOutput', result: true };
  },
  requestPasswordResetEmail: async (_root, args, ctx) => {
    await ctx.services.captcha.verify(ctx.db, ctx.captchaToken);
    const email = normalizeEmail(args.email);
    const store = await catalogSession(ctx).store();
    // Known and unknown addresses get the same answer after the same work: the lookup, the token
    // and the mail happen after the response, so neither its content nor its time tells who has
    // an account.
    ctx.services.background.run('password reset mail', () => sendResetMail(ctx, email, store.language));
    return true;
  },
  resetPassword: async (_root, args, ctx) => {
    await ctx.services.captcha.verify(ctx.db, ctx.captchaToken);
    if (!args.resetPasswordToken) throw new CommerceError('resetPasswordToken must be specified');
    await resetPassword(ctx.db, args.email, args.resetPasswordToken, args.newPassword);
    return true;
  },
};

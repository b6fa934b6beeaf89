// The signed-in customer's profile: Magento's updateCustomerV2, updateCustomerEmail (the current
// password required, a notice to the old address) and changeCustomerPassword (spec 5 rules, a
// notice mail). Mails go out in the store view's language.
import { verify } from '@node-rs/argon2';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { MutationResolvers } from '../../graphql/generated/resolvers.ts';
import { customers, customerTokens } from '../db/schema.ts';
import { accountChangeMail } from '../mail/account-mails.tsx';
import type { CommerceContext } from './context.ts';
import { customerView } from './customer-resolvers.ts';
import {
  assertName,
  assertPasswordRules,
  type CustomerRow,
  EMAIL_TAKEN,
  findCustomerByEmail,
  hashPassword,
  type NameField,
  normalizeEmail,
  requireCustomer,
  sessionCustomer,
} from './customers.ts';
import { ERRORS } from '../../domain/errors.ts';
import { CommerceError } from './errors.ts';
import { subscribe, unsubscribeCustomer } from './newsletter.ts';
import { catalogSession } from './session.ts';

export const INVALID_PASSWORD = ERRORS.PASSWORD_INCORRECT.message;
export const PASSWORD_FOR_EMAIL = 'Provide the current "password" to change "email".';
export const SAME_PASSWORD = ERRORS.PASSWORD_UNCHANGED.message;
/** Longest free-text profile value (Magento's varchar(255)). */
const FIELD_MAX = 255;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(name: string, value: string | null | undefined, required: boolean): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    if (required) throw new CommerceError(`Required parameters are missing: ${name}`);
    return null;
  }
  if (trimmed.length > FIELD_MAX)
    throw new CommerceError(`"${name}" cannot be longer than ${FIELD_MAX} characters.`);
  return trimmed;
}

/** A name field: as text(), and it must follow the name rule (domain/address.ts). */
function name(
  field: NameField,
  value: string | null | undefined,
  required: boolean,
): string | null | undefined {
  const trimmed = text(field, value, required);
  if (trimmed) assertName(field, trimmed);
  return trimmed;
}

function dateOfBirth(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  const day = new Date(`${trimmed}T00:00:00Z`);
  if (!DATE.test(trimmed) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== trimmed)
    throw new CommerceError(`Invalid date format: "${value}". Use YYYY-MM-DD.`);
  if (day.getTime() > Date.now())
    throw new CommerceError('The Date of Birth should not be greater than today.');
  return trimmed;
}

async function language(ctx: CommerceContext) {
  return (await catalogSession(ctx).store()).language;
}

async function checkPassword(customer: CustomerRow, password: string): Promise<void> {
  if (!password || !(await verify(customer.passwordHash, password)))
    throw new CommerceError(INVALID_PASSWORD, 'graphql-authentication');
}

export const profileMutations: MutationResolvers<CommerceContext> = {
  updateCustomerV2: async (_root, { input }, ctx) => {
    const customer = await requireCustomer(ctx);
    if (input.gender != null && ![1, 2, 3].includes(input.gender))
      throw new CommerceError(`"${input.gender}" is not a valid gender.`);
    const changes = {
      firstname: name('firstname', input.firstname, true),
      lastname: name('lastname', input.lastname, true),
      prefix: name('prefix', input.prefix, false),
      suffix: name('suffix', input.suffix, false),
      taxvat: text('taxvat', input.taxvat, false),
      phonenumber: text('phonenumber', input.phonenumber, false),
      dateOfBirth: dateOfBirth(input.date_of_birth !== undefined ? input.date_of_birth : input.dob),
      gender: input.gender,
    };
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const [row] =
      Object.keys(set).length > 0
        ? await ctx.db.update(customers).set(set).where(eq(customers.id, customer.id)).returning()
        : [customer];
    if (input.is_subscribed === true)
      await subscribe(ctx, customer.email, { customerId: customer.id, alreadySubscribed: 'keep' });
    else if (input.is_subscribed === false) await unsubscribeCustomer(ctx.db, customer.id, customer.email);
    return { __typename: 'CustomerOutput', customer: customerView(row as CustomerRow) };
  },

  updateCustomerEmail: async (_root, { email, password }, ctx) => {
    const customer = await requireCustomer(ctx);
    if (!password) throw new CommerceError(PASSWORD_FOR_EMAIL);
    const next = normalizeEmail(email);
    await checkPassword(customer, password);
    if (next === customer.email) return { __typename: 'CustomerOutput', customer: customerView(customer) };
    const taken = await findCustomerByEmail(ctx.db, next);
    if (taken) throw new CommerceError(EMAIL_TAKEN);
    const [row] = await ctx.db
      .update(customers)
      .set({ email: next })
      .where(eq(customers.id, customer.id))
      .returning()
      .catch((error: unknown) => {
        // Two requests for the same address at once: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw new CommerceError(EMAIL_TAKEN);
        throw error;
      });
    await ctx.services.mailer.send(
      await accountChangeMail('emailChanged', await language(ctx), customer.email, customer.firstname, {
        email: next,
      }),
    );
    return { __typename: 'CustomerOutput', customer: customerView(row as CustomerRow) };
  },

  changeCustomerPassword: async (_root, { currentPassword, newPassword }, ctx) => {
    const session = await sessionCustomer(ctx);
    if (!session) throw new CommerceError("The current customer isn't authorized.", 'graphql-authorization');
    const { customer } = session;
    await checkPassword(customer, currentPassword);
    assertPasswordRules(newPassword);
    if (currentPassword === newPassword) throw new CommerceError(SAME_PASSWORD);
    const passwordHash = await hashPassword(newPassword);
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(customers)
        .set({ passwordHash })
        .where(eq(customers.id, customer.id))
        .returning();
      // Every other session of the account ends; this one stays signed in.
      await tx
        .update(customerTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(customerTokens.customerId, customer.id),
            isNull(customerTokens.revokedAt),
            ne(customerTokens.id, session.tokenId),
          ),
        );
      return updated as CustomerRow;
    });
    await ctx.services.mailer.send(
      await accountChangeMail('passwordChanged', await language(ctx), customer.email, customer.firstname),
    );
    return customerView(row);
  },
};

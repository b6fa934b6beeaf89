// Customer accounts: registration, sign-in with lockout, bearer tokens (random, stored hashed,
// expiring, revocable) and password reset links. Resolvers call these; texts are Magento's.
import { createHash, randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, customerTokens, passwordResetTokens } from '../db/schema.ts';
import type { CommerceContext } from './context.ts';
import { NAME_MAX, nameProblem } from '../../domain/address.ts';
import { ERRORS } from '../../domain/errors.ts';
import { CommerceError } from './errors.ts';

export type CustomerRow = typeof customers.$inferSelect;

export const NOT_AUTHORIZED = ERRORS.NOT_AUTHORIZED.message;
export const SIGN_IN_FAILED = ERRORS.SIGN_IN_FAILED.message;
export const EMAIL_TAKEN = ERRORS.EMAIL_TAKEN.message;
export const PASSWORD_TOO_SHORT = ERRORS.PASSWORD_TOO_SHORT.message;
export const PASSWORD_CLASSES = ERRORS.PASSWORD_CLASSES.message;
export const RESET_TOKEN_MISMATCH = ERRORS.RESET_TOKEN_MISMATCH.message;
export const RESET_TOKEN_EXPIRED = ERRORS.RESET_TOKEN_EXPIRED.message;

/** Failed sign-ins in a row that lock the account, and for how long. */
export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// Algorithm.Argon2id is an ambient const enum (not usable with isolatedModules); its value is 2.
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const hashPassword = (password: string) => hash(password, ARGON2);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalized)) throw new CommerceError(`"${email}" is not a valid email address.`);
  return normalized;
}

/** Spec 5: at least 8 characters with a letter and a digit. */
export function assertPasswordRules(password: string): void {
  if (password.length < 8) throw new CommerceError(PASSWORD_TOO_SHORT);
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) throw new CommerceError(PASSWORD_CLASSES);
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  return row ?? null;
}

export interface NewCustomer {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  prefix?: string | null;
  suffix?: string | null;
  date_of_birth?: string | null;
  gender?: number | null;
  taxvat?: string | null;
  is_subscribed?: boolean | null;
  phonenumber?: string | null;
  marketing_note?: string | null;
  affiliate_code?: string | null;
}

/** Magento's labels of the name fields, as its name validator's messages say them. */
const NAME_LABELS = {
  firstname: 'First Name',
  lastname: 'Last Name',
  middlename: 'Middle Name',
  prefix: 'Name Prefix',
  suffix: 'Name Suffix',
} as const;
export type NameField = keyof typeof NAME_LABELS;

/** Magento's message for a name that breaks the name rule (domain/address.ts). */
export const nameNotValid = (field: NameField) => `${NAME_LABELS[field]} is not valid!`;

/**
 * Refuses a name longer than 255 characters, or holding control characters (CR/LF went into
 * mails verbatim), characters outside Magento's name rule or a web address: the shared rule of
 * domain/address.ts, with Magento's messages.
 */
export function assertName(field: NameField, value: string | null | undefined): void {
  const problem = nameProblem(value);
  if (problem === 'maxLength')
    throw new CommerceError(`"${field}" cannot be longer than ${NAME_MAX} characters.`);
  if (problem === 'invalid') throw new CommerceError(nameNotValid(field));
}

export async function createCustomer(db: Db, input: NewCustomer): Promise<CustomerRow> {
  const email = normalizeEmail(input.email);
  if (!input.firstname.trim() || !input.lastname.trim())
    throw new CommerceError('Required parameters are missing: firstname, lastname');
  for (const field of ['firstname', 'lastname', 'prefix', 'suffix'] as const) assertName(field, input[field]);
  assertPasswordRules(input.password);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(customers)
    .values({
      email,
      passwordHash,
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      prefix: input.prefix?.trim() || null,
      suffix: input.suffix?.trim() || null,
      dateOfBirth: input.date_of_birth ?? null,
      gender: input.gender ?? null,
      taxvat: input.taxvat ?? null,
      isSubscribed: input.is_subscribed ?? false,
      phonenumber: input.phonenumber ?? null,
      marketingNote: input.marketing_note ?? null,
      affiliateCode: input.affiliate_code ?? null,
    })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  if (!row) throw new CommerceError(EMAIL_TAKEN);
  return row;
}

// A real hash to verify against for unknown addresses, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/**
 * Signs a customer in and returns a new token. Unknown address, wrong password and a locked
 * account all answer SIGN_IN_FAILED, in the same time (the password is checked in each case);
 * MAX_FAILURES failures in a row lock the account for LOCK_MINUTES.
 *
 * Every attempt takes its place in the count atomically before the password is checked (one
 * UPDATE … RETURNING): 199 parallel wrong passwords once all read "0 failures" and the right
 * one after them got in. Now the attempt that reaches MAX_FAILURES sets the lock, attempts
 * after it are refused without their password counting, and a right password clears the count.
 */
export async function signIn(
  db: Db,
  emailInput: string,
  password: string,
  ttlSeconds: number,
): Promise<string> {
  const email = emailInput.trim().toLowerCase();
  const customer = EMAIL_PATTERN.test(email) ? await findCustomerByEmail(db, email) : null;
  if (!customer) {
    dummyHash ??= hashPassword(newToken());
    await verify(await dummyHash, password);
    throw new CommerceError(SIGN_IN_FAILED, 'graphql-authentication');
  }
  const reaches = sql`${customers.failuresNum} + 1 >= ${MAX_FAILURES}`;
  const [counted] = await db
    .update(customers)
    .set({
      failuresNum: sql`case when ${reaches} then 0 else ${customers.failuresNum} + 1 end`,
      lockExpires: sql`case when ${reaches} then now() + make_interval(mins => ${LOCK_MINUTES}) else null end`,
    })
    .where(
      and(
        eq(customers.id, customer.id),
        or(isNull(customers.lockExpires), lte(customers.lockExpires, sql`now()`)),
      ),
    )
    .returning({ id: customers.id });
  const passwordOk = await verify(customer.passwordHash, password);
  if (!counted || !passwordOk) throw new CommerceError(SIGN_IN_FAILED, 'graphql-authentication');
  await db.update(customers).set({ failuresNum: 0, lockExpires: null }).where(eq(customers.id, customer.id));
  const now = new Date();
  const token = newToken();
  await db.insert(customerTokens).values({
    customerId: customer.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** The customer of a valid (known, unexpired, unrevoked) customer token, or null. */
export async function customerOfToken(
  db: Db,
  token: string,
): Promise<{ customer: CustomerRow; tokenId: number } | null> {
  const [row] = await db
    .select({ customer: customers, tokenId: customerTokens.id })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.tokenHash, sha256(token)),
        isNull(customerTokens.revokedAt),
        gt(customerTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

// The customer of a request is looked up once per request.
const sessions = new WeakMap<CommerceContext, Promise<{ customer: CustomerRow; tokenId: number } | null>>();

/**
 * The customer of the request's token (bearer header or session cookie). A token that is
 * unknown, expired or revoked is an
 * authorization error (as in Magento), not a guest: the storefront then drops it.
 */
export async function sessionCustomer(
  ctx: CommerceContext,
): Promise<{ customer: CustomerRow; tokenId: number } | null> {
  if (!ctx.bearerToken) return null;
  let session = sessions.get(ctx);
  if (!session) {
    session = customerOfToken(ctx.db, ctx.bearerToken);
    sessions.set(ctx, session);
  }
  const found = await session;
  if (!found) {
    // A refused cookie token is dropped from the browser (the storefront cannot delete it).
    if (ctx.tokenSource === 'cookie') ctx.sessionCookies.clear();
    throw new CommerceError(NOT_AUTHORIZED, 'graphql-authorization');
  }
  return found;
}

export async function currentCustomer(ctx: CommerceContext): Promise<CustomerRow | null> {
  return (await sessionCustomer(ctx))?.customer ?? null;
}

export async function requireCustomer(ctx: CommerceContext): Promise<CustomerRow> {
  const customer = await currentCustomer(ctx);
  if (!customer) throw new CommerceError(NOT_AUTHORIZED, 'graphql-authorization');
  return customer;
}

export async function revokeToken(ctx: CommerceContext): Promise<void> {
  const session = await sessionCustomer(ctx);
  if (!session) throw new CommerceError(NOT_AUTHORIZED, 'graphql-authorization');
  await ctx.db
    .update(customerTokens)
    .set({ revokedAt: new Date() })
    .where(eq(customerTokens.id, session.tokenId));
}

/** A new reset token for the customer (earlier unused ones stop working). */
export async function createResetToken(db: Db, customerId: number): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      customerId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  return token;
}

/** Sets a new password with a reset token: once, before it expires. Signs out every session. */
export async function resetPassword(
  db: Db,
  emailInput: string,
  token: string,
  newPassword: string,
): Promise<void> {
  const email = normalizeEmail(emailInput);
  assertPasswordRules(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: passwordResetTokens.id,
        expiresAt: passwordResetTokens.expiresAt,
        usedAt: passwordResetTokens.usedAt,
        customerId: customers.id,
      })
      .from(passwordResetTokens)
      .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
      .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), eq(customers.email, email)))
      .for('update')
      .limit(1);
    if (!row || row.usedAt) throw new CommerceError(RESET_TOKEN_MISMATCH);
    if (row.expiresAt <= new Date()) throw new CommerceError(RESET_TOKEN_EXPIRED);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(eq(passwordResetTokens.id, row.id));
    await tx
      .update(customers)
      .set({ passwordHash, failuresNum: 0, lockExpires: null })
      .where(eq(customers.id, row.customerId));
    await tx
      .update(customerTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(customerTokens.customerId, row.customerId), isNull(customerTokens.revokedAt)));
  });
}

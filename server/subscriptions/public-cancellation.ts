// The public cancellation of §312k BGB: anyone may send it, without login. Every valid request is
// recorded with its time of receipt and confirmed by a receipt mail to the address given; the
// answer is the same whether or not a contract matched, so the form reveals nothing about which
// contracts exist or whose they are. A plan is cancelled only when its number and its email match
// (case-insensitive), on the date domain/subscriptions.ts (cancellationEffectiveOn) gives: ordinary at
// the desired date, never before the minimum term allows (the 2nd delivery); extraordinary at once.
import { and, eq, sql } from 'drizzle-orm';
import { isEmail } from '../../domain/checkout.ts';
import { applyCancel, isCalendarDate } from '../../domain/subscriptions.ts';
import { isControlCharacter } from '../../domain/text.ts';
import type {
  ContractCancellationInput,
  ContractCancellationReceipt,
} from '../../graphql/generated/resolvers.ts';
import type { CommerceContext } from '../commerce/context.ts';
import { catalogSession } from '../commerce/session.ts';
import { contractCancellations, subscriptions } from '../db/schema.ts';
import { cancellationReceiptMail, planServiceMail } from '../mail/savings-plan-service-mails.tsx';
import { commerceError, type PlanRow, shopToday } from './service.ts';
import { snapshotColumns, snapshotOf } from './snapshot.ts';

export const CANCELLATION_LIMITS = { name: 200, email: 254, contract: 64, reason: 2000 } as const;

/** Control characters are refused, except the line breaks and tabs a multi-line reason has. */
function hasForbiddenCharacter(text: string, multiline: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (multiline && (code === 0x0a || code === 0x0d || code === 0x09)) continue;
    if (isControlCharacter(code)) return true;
  }
  return false;
}

const field = (value: unknown, max: number, multiline = false): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length === 0 || text.length > max || hasForbiddenCharacter(text, multiline)) return null;
  return text;
};

export interface CancellationForm {
  name: string;
  email: string;
  contract: string;
  kind: 'ordinary' | 'extraordinary';
  reason: string | null;
  desiredDate: string | null;
}

/** The form checked field by field; the first broken rule is the input error. */
export function cancellationForm(input: ContractCancellationInput): CancellationForm {
  const name = field(input.name, CANCELLATION_LIMITS.name);
  if (!name) throw commerceError('CANCELLATION_NAME_INVALID');
  const email = field(input.email, CANCELLATION_LIMITS.email);
  if (!email || !isEmail(email)) throw commerceError('CANCELLATION_EMAIL_INVALID');
  const contract = field(input.contract, CANCELLATION_LIMITS.contract);
  if (!contract) throw commerceError('CANCELLATION_CONTRACT_INVALID');
  let reason: string | null = null;
  if (input.reason != null && input.reason.trim() !== '') {
    reason = field(input.reason, CANCELLATION_LIMITS.reason, true);
    if (!reason) throw commerceError('CANCELLATION_REASON_INVALID');
  }
  let desiredDate: string | null = null;
  if (input.desired_date != null && input.desired_date.trim() !== '') {
    desiredDate = input.desired_date.trim();
    if (desiredDate.length > 10 || !isCalendarDate(desiredDate))
      throw commerceError('CANCELLATION_DATE_INVALID');
  }
  return {
    name,
    email,
    contract,
    kind: input.kind === 'EXTRAORDINARY' ? 'extraordinary' : 'ordinary',
    reason,
    desiredDate,
  };
}

/** The plan number a contract reference names: 'sp-100001', 'SP 100001' and '100001' are SP-100001. */
export function planNumberOf(contract: string): string {
  const compact = contract.replace(/\s+/g, '').toUpperCase();
  if (/^\d+$/.test(compact)) return `SP-${compact}`;
  return compact.replace(/^SP(\d)/, 'SP-$1');
}

export async function requestContractCancellation(
  ctx: CommerceContext,
  input: ContractCancellationInput,
): Promise<ContractCancellationReceipt> {
  const form = cancellationForm(input);
  const language = (await catalogSession(ctx).store()).language;
  const receivedAt = new Date();
  const today = shopToday(receivedAt);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.number, planNumberOf(form.contract)),
          sql`lower(${subscriptions.email}) = ${form.email.toLowerCase()}`,
        ),
      )
      .limit(1)
      .for('update');
    let changed: PlanRow | null = null;
    if (plan) {
      const result = applyCancel(snapshotOf(plan), today, {
        kind: form.kind,
        desiredOn: form.desiredDate,
      });
      if (result.ok) {
        const [written] = await tx
          .update(subscriptions)
          .set(snapshotColumns(result.plan, plan, receivedAt))
          .where(eq(subscriptions.id, plan.id))
          .returning();
        changed = written ?? null;
      }
    }
    await tx.insert(contractCancellations).values({
      receivedAt,
      name: form.name,
      email: form.email,
      contract: form.contract,
      kind: form.kind,
      reason: form.reason,
      desiredDate: form.desiredDate,
      storeCode: ctx.storeCode,
      subscriptionId: changed?.id ?? null,
    });
    return changed;
  });
  // The mails follow the answer, so its timing does not tell whether a contract matched.
  const { mailer, config, background } = ctx.services;
  background.run('contract cancellation mails', async () => {
    await mailer.send(await cancellationReceiptMail({ ...form, receivedAt }, language));
    if (cancelled) {
      const kind = cancelled.status === 'cancelled' ? 'cancelled' : 'cancellationScheduled';
      await mailer.send(
        await planServiceMail(kind, cancelled, cancelled.billingAddress.firstname, config.publicUrl),
      );
    }
  });
  return { __typename: 'ContractCancellationReceipt', received_at: receivedAt.toISOString() };
}

// GraphQL of the shopper's savings plans (graphql/schema/savings-plans.graphql): the plans on
// Customer and the self-service mutations. Every one needs a customer token and sees only that
// customer's plans; each change is checked by the rules of domain/subscriptions.ts under the plan's
// row lock, stored, and confirmed by mail in the plan's language.
import { eq } from 'drizzle-orm';
import { isProviderPayment, SHOP_COUNTRIES, shippingMethodsFor, shopOf } from '../../domain/checkout.ts';
import type { DeliveryInterval } from '../../domain/savings-plans.ts';
import type { Language } from '../../domain/store.ts';
import {
  applyCancel,
  applyChange,
  applyPause,
  applyResume,
  applySkip,
  isCancellationDateAllowed,
  type PlanSnapshot,
} from '../../domain/subscriptions.ts';
import type {
  CustomerResolvers,
  MutationResolvers,
  SavingsPlanInterval,
} from '../../graphql/generated/resolvers.ts';
import { customerAddress } from '../commerce/addresses.ts';
import { availablePayments } from '../commerce/checkout.ts';
import type { CommerceContext } from '../commerce/context.ts';
import { requireCustomer } from '../commerce/customers.ts';
import { loadProductRecords } from '../commerce/product-repository.ts';
import { packSizeLabel } from '../commerce/product-view.ts';
import { catalogSession } from '../commerce/session.ts';
import type { Db } from '../db/client.ts';
import { subscriptionPeriods, subscriptions } from '../db/schema.ts';
import { type PlanMailKind, planServiceMail } from '../mail/savings-plan-service-mails.tsx';
import { startCardSetup } from './card-setup.ts';
import { placeSubscriptionDelivery } from './delivery.ts';
import { requestContractCancellation } from './public-cancellation.ts';
import {
  commerceError,
  customerPlan,
  customerPlans,
  type PlanRow,
  planProduct,
  ruleError,
  savingsPlanView,
  shopToday,
} from './service.ts';
import { snapshotColumns, snapshotOf } from './snapshot.ts';

type PlanValues = Partial<typeof subscriptions.$inferInsert>;

interface PlanChange {
  values: PlanValues;
  mail: PlanMailKind | null;
}

const requestLanguage = async (ctx: CommerceContext): Promise<Language> =>
  (await catalogSession(ctx).store()).language;

async function viewOf(ctx: CommerceContext, row: PlanRow) {
  return savingsPlanView(ctx, row, await requestLanguage(ctx));
}

/**
 * One change of one of the customer's plans: the row is locked, `change` decides what to store
 * (or throws the rule's error), the row is written, and after the commit the mail goes out.
 */
async function changePlan(
  ctx: CommerceContext,
  uid: string,
  change: (row: PlanRow, tx: Db, today: string, now: Date) => Promise<PlanChange>,
) {
  const customer = await requireCustomer(ctx);
  const now = new Date();
  const today = shopToday(now);
  const { row, mail } = await ctx.db.transaction(async (tx) => {
    const locked = await customerPlan(tx, customer.id, uid, true);
    const decided = await change(locked, tx, today, now);
    const [written] = await tx
      .update(subscriptions)
      .set({ ...decided.values, updatedAt: now })
      .where(eq(subscriptions.id, locked.id))
      .returning();
    return { row: written ?? locked, mail: decided.mail };
  });
  if (mail) {
    const { mailer, config, background } = ctx.services;
    background.run(`savings plan ${mail} mail`, async () => {
      await mailer.send(await planServiceMail(mail, row, customer.firstname, config.publicUrl));
    });
  }
  return viewOf(ctx, row);
}

/** Stores what a rule returned, or throws its error. */
function ruled(
  row: PlanRow,
  now: Date,
  result: { ok: true; plan: PlanSnapshot } | { ok: false; error: Parameters<typeof ruleError>[0] },
  mail: PlanMailKind | null,
): PlanChange {
  if (!result.ok) throw ruleError(result.error);
  return { values: snapshotColumns(result.plan, row, now), mail };
}

const INTERVALS: Record<SavingsPlanInterval, DeliveryInterval> = {
  MONTHLY: 'monthly',
  QUARTERLY: 'quarterly',
};

/** A pack of the same product family (the plan's product's pack-size siblings) by SKU. */
async function siblingPack(db: Db, row: PlanRow, sku: string) {
  const current = await planProduct(db, row);
  if (!current || sku.length > 64) throw commerceError('SAVINGS_PLAN_PACK_INVALID');
  const family = await loadProductRecords(db, [current.id], {
    language: row.language === 'en' ? 'en' : 'de',
    websiteCode: row.websiteCode,
  });
  const target = family.find(
    (r) =>
      r.sku === sku &&
      r.price !== null &&
      (r.id === current.id || (current.parentId !== null && r.parentId === current.parentId)),
  );
  if (!target) throw commerceError('SAVINGS_PLAN_PACK_INVALID');
  return target;
}

export const savingsPlanCustomerFields: CustomerResolvers<CommerceContext> = {
  savings_plans: async (_parent, _args, ctx) => {
    const customer = await requireCustomer(ctx);
    const [rows, language] = await Promise.all([customerPlans(ctx.db, customer.id), requestLanguage(ctx)]);
    return Promise.all(rows.map((row) => savingsPlanView(ctx, row, language)));
  },
  savings_plan: async (_parent, args, ctx) => {
    const customer = await requireCustomer(ctx);
    return viewOf(ctx, await customerPlan(ctx.db, customer.id, args.uid));
  },
};

export const savingsPlanMutations: MutationResolvers<CommerceContext> = {
  skipSavingsPlanDelivery: (_root, args, ctx) =>
    changePlan(ctx, args.uid, async (row, tx, _today, now) => {
      const result = applySkip(snapshotOf(row));
      if (!result.ok) throw ruleError(result.error);
      // The skipped period stays in the plan's history; one row per period (the unique key).
      await tx
        .insert(subscriptionPeriods)
        .values({
          subscriptionId: row.id,
          periodIndex: result.skipped.index,
          dueOn: result.skipped.dueOn,
          status: 'skipped',
        })
        .onConflictDoUpdate({
          target: [subscriptionPeriods.subscriptionId, subscriptionPeriods.periodIndex],
          set: { status: 'skipped', updatedAt: now },
        });
      return { values: snapshotColumns(result.plan, row, now), mail: 'changed' };
    }),

  pauseSavingsPlan: (_root, args, ctx) =>
    changePlan(ctx, args.uid, async (row, _tx, today, now) =>
      ruled(row, now, applyPause(snapshotOf(row), args.until, today), 'paused'),
    ),

  resumeSavingsPlan: (_root, args, ctx) =>
    changePlan(ctx, args.uid, async (row, _tx, today, now) =>
      ruled(row, now, applyResume(snapshotOf(row), today), 'resumed'),
    ),

  changeSavingsPlan: (_root, args, ctx) =>
    changePlan(ctx, args.uid, async (row, tx, _today, now) => {
      const { interval, quantity, sku } = args.input;
      const plan = snapshotOf(row);
      const wantedSku = sku?.trim() || null;
      const pack = wantedSku && wantedSku !== row.sku ? await siblingPack(tx, row, wantedSku) : null;
      const result = applyChange(plan, {
        interval: interval ? INTERVALS[interval] : null,
        quantity: quantity ?? null,
        sku: wantedSku,
      });
      if (!result.ok) throw ruleError(result.error);
      const language = row.language === 'en' ? 'en' : 'de';
      return {
        values: {
          ...snapshotColumns(result.plan, row, now),
          ...(pack && {
            sku: pack.sku,
            productId: pack.id,
            packLabel: pack.packMonths !== null ? packSizeLabel(pack.packMonths, language) : row.packLabel,
          }),
        },
        mail: 'changed',
      };
    }),

  setSavingsPlanAddress: (_root, args, ctx) =>
    changePlan(ctx, args.uid, async (row, tx, _today, now) => {
      if (row.status === 'cancelled') throw ruleError('PLAN_CANCELLED');
      const customerId = row.customerId as number;
      // Another customer's address answers the address book's errors (not found / not authorized).
      const saved = await customerAddress(tx, customerId, args.customer_address_id);
      const shop = shopOf(row.websiteCode);
      const country = saved.countryCode.toUpperCase();
      const methods = SHOP_COUNTRIES[shop].includes(country)
        ? shippingMethodsFor(shop, country, 0, 'en')
        : [];
      if (methods.length === 0) throw commerceError('SAVINGS_PLAN_ADDRESS_NOT_DELIVERABLE');
      const keeps = methods.some(
        (m) => m.carrierCode === row.shippingCarrierCode && m.methodCode === row.shippingMethodCode,
      );
      const method = keeps ? null : methods[0];
      return {
        values: {
          shippingAddress: {
            firstname: saved.firstname,
            lastname: saved.lastname,
            company: saved.company,
            street: saved.street,
            city: saved.city,
            postcode: saved.postcode,
            region: saved.regionCode ?? saved.region,
            countryCode: country,
            telephone: saved.telephone,
          },
          ...(method && { shippingCarrierCode: method.carrierCode, shippingMethodCode: method.methodCode }),
          updatedAt: now,
        },
        mail: 'changed',
      };
    }),

  setSavingsPlanPaymentMethod: (_root, args, ctx) =>
    changePlan(ctx, args.uid, async (row, _tx, _today, now) => {
      if (row.status === 'cancelled') throw ruleError('PLAN_CANCELLED');
      // Invoice and prepayment need nothing from the customer. Card needs a card saved for
      // payments without the customer, which only Stripe's verified webhook of a setup session
      // stores (startSavingsPlanCardSetup, card-setup.ts); PayPal is never a plan's method (no
      // mandate), so neither is taken here.
      const code = availablePayments(ctx.services.config, { hasSavingsPlan: true })
        .filter((c) => !isProviderPayment(c))
        .find((c) => c === args.code);
      if (!code) throw commerceError('PAYMENT_NOT_AVAILABLE');
      // The later choice wins: a card still being saved at Stripe no longer switches the plan.
      return { values: { paymentMethod: code, cardSetupRef: null, updatedAt: now }, mail: 'changed' };
    }),

  startSavingsPlanCardSetup: (_root, args, ctx) => startCardSetup(ctx, args.uid),

  deliverSavingsPlanNow: async (_root, args, ctx) => {
    const customer = await requireCustomer(ctx);
    const plan = await customerPlan(ctx.db, customer.id, args.uid);
    // The same order code as the scheduled deliveries; it locks the plan and writes the period.
    const outcome = await placeSubscriptionDelivery(ctx, plan.id, new Date());
    switch (outcome.kind) {
      case 'ordered':
      case 'not_due': // ordered at this moment by the job: the plan shows that order
        return viewOf(ctx, await customerPlan(ctx.db, customer.id, args.uid));
      case 'out_of_stock':
        throw commerceError('SAVINGS_PLAN_OUT_OF_STOCK');
      case 'payment_failed':
        throw commerceError('SAVINGS_PLAN_PAYMENT_FAILED');
      case 'not_active':
        throw ruleError(outcome.status === 'paused' ? 'PLAN_NOT_ACTIVE' : 'PLAN_CANCELLED');
      default:
        throw commerceError('SAVINGS_PLAN_NOT_FOUND');
    }
  },

  cancelSavingsPlan: (_root, args, ctx) =>
    changePlan(ctx, args.uid, async (row, _tx, today, now) => {
      const plan = snapshotOf(row);
      // A chosen end date must be one the account's cancel dialog offers (the same domain rule).
      const desiredOn = args.desired_on ?? null;
      if (
        desiredOn !== null &&
        plan.status !== 'cancelled' &&
        !isCancellationDateAllowed(plan, today, desiredOn)
      )
        throw ruleError('CANCEL_DATE_INVALID');
      const result = applyCancel(plan, today, { desiredOn });
      if (!result.ok) throw ruleError(result.error);
      const mail = result.plan.status === 'cancelled' ? 'cancelled' : 'cancellationScheduled';
      return { values: snapshotColumns(result.plan, row, now), mail };
    }),

  requestContractCancellation: (_root, args, ctx) => requestContractCancellation(ctx, args.input),
};

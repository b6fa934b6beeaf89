// Savings-plan subscriptions after the purchase: the delivery schedule, the minimum term and what
// skipping, pausing, resuming, changing, cancelling, a delivery, a postponement and a failed
// payment do to a plan. Pure functions on a plan snapshot; dates are calendar dates
// 'YYYY-MM-DD' on the shop's calendar (Europe/Berlin). The server stores what they return.

import {
  DELIVERY_INTERVAL_RULES,
  DELIVERY_INTERVALS,
  type DeliveryInterval,
  MIN_DELIVERIES_BEFORE_CANCEL,
} from './savings-plans.ts';

export const PLAN_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PERIOD_STATUSES = ['ordered', 'skipped', 'postponed', 'failed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

/** Days an out-of-stock delivery is moved on by. */
export const POSTPONE_DAYS = 7;
/** Days until a delivery whose payment failed is tried again. */
export const PAYMENT_RETRY_DAYS = 2;
/** Failed payments in a row after which the plan is paused and the customer told. */
export const MAX_PAYMENT_FAILURES = 3;
/** Default days before a delivery the reminder mail goes out (REMINDER_DAYS_BEFORE). */
export const DEFAULT_REMINDER_DAYS_BEFORE = 3;
/** The furthest a plan may be paused ahead. */
export const MAX_PAUSE_DAYS = 366;
/** Packs per month a plan may be changed to. */
export const MAX_PLAN_QUANTITY = 20;
/** The shop's calendar: a day starts and ends in Berlin. */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

// ---------------------------------------------------------------------------------------------
// Calendar dates

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parts(date: string): [number, number, number] {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return date.split('-').map(Number) as [number, number, number];
}

const write = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return write(new Date(Date.UTC(y, m - 1, d + days)));
}

/** `months` calendar months on, clamped to the month's end (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return write(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The shop's calendar date at the moment `now` (Berlin). */
export function shopDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function isDeliveryInterval(value: string): value is DeliveryInterval {
  return (DELIVERY_INTERVALS as readonly string[]).includes(value);
}

/** Months between two deliveries of the interval. */
export function intervalMonths(interval: DeliveryInterval): number {
  return DELIVERY_INTERVAL_RULES[interval].monthsBetweenDeliveries;
}

/** The delivery one interval after `from`: +1 or +3 calendar months, clamped to the month's end. */
export function nextDeliveryDate(from: string, interval: DeliveryInterval): string {
  return addMonths(from, intervalMonths(interval));
}

/**
 * The next delivery after one made `today` for the period due on `dueOn`: the first date of the
 * plan's rhythm (dueOn + n intervals) after today. A plan that was late (the server was down, the
 * delivery postponed) thus catches up with one order and keeps its rhythm; a delivery made before
 * its date ('deliver now') starts the rhythm again from today.
 */
export function followingDeliveryDate(dueOn: string, today: string, interval: DeliveryInterval): string {
  let next = nextDeliveryDate(dueOn > today ? today : dueOn, interval);
  while (next <= today) next = nextDeliveryDate(next, interval);
  return next;
}

/**
 * The earliest date a plan started on `startedOn` can end: the date of its 2nd delivery
 * (MIN_DELIVERIES_BEFORE_CANCEL). Monthly from 2026-03-15: 2026-04-15; quarterly: 2026-06-15.
 */
export function earliestCancellationDate(startedOn: string, interval: DeliveryInterval): string {
  let date = startedOn;
  for (let i = 1; i < MIN_DELIVERIES_BEFORE_CANCEL; i++) date = nextDeliveryDate(date, interval);
  return date;
}

// ---------------------------------------------------------------------------------------------
// The plan

/** What the rules need of a stored plan. */
export interface PlanSnapshot {
  status: PlanStatus;
  interval: DeliveryInterval;
  /** Packs per month, as picked in the purchase modal. */
  quantity: number;
  sku: string;
  /** The checkout order's date (delivery 1). */
  startedOn: string;
  /** Null once cancelled. */
  nextDeliveryOn: string | null;
  pausedUntil: string | null;
  /** The checkout order counts as delivery 1. */
  deliveriesMade: number;
  /** Index of the period the next delivery belongs to (1 is the checkout order). */
  nextPeriodIndex: number;
  /** A cancellation waiting for its date (the minimum term or the date the shopper asked for). */
  cancelRequested: boolean;
  /** The date the plan ends; deliveries due on or before it are still made. */
  cancelsOn: string | null;
  /** The end date the shopper asked for, if later than the minimum term allows. */
  cancelDesiredOn: string | null;
  paymentFailures: number;
}

/** Why a change is refused; the API maps these to its error texts. */
export type PlanRuleError =
  | 'PLAN_CANCELLED'
  | 'PLAN_NOT_ACTIVE'
  | 'PLAN_NOT_PAUSED'
  | 'PAUSE_DATE_INVALID'
  | 'QUANTITY_INVALID'
  | 'NOTHING_TO_CHANGE'
  | 'CANCEL_DATE_INVALID';

export type PlanResult<T = object> =
  | ({ ok: true; plan: PlanSnapshot } & T)
  | { ok: false; error: PlanRuleError };

const fail = (error: PlanRuleError) => ({ ok: false as const, error });

/** The plan of a savings-plan line of an order placed on `orderedOn`. */
export function newPlan(input: {
  interval: DeliveryInterval;
  quantity: number;
  sku: string;
  orderedOn: string;
}): PlanSnapshot {
  return {
    status: 'active',
    interval: input.interval,
    quantity: input.quantity,
    sku: input.sku,
    startedOn: input.orderedOn,
    nextDeliveryOn: nextDeliveryDate(input.orderedOn, input.interval),
    pausedUntil: null,
    deliveriesMade: 1,
    nextPeriodIndex: 2,
    cancelRequested: false,
    cancelsOn: null,
    cancelDesiredOn: null,
    paymentFailures: 0,
  };
}

/** Whether the plan's next delivery is to be ordered on `today`. */
export function isDue(plan: PlanSnapshot, today: string): boolean {
  if (plan.nextDeliveryOn === null || plan.nextDeliveryOn > today) return false;
  if (plan.status === 'active') return true;
  // A pause with an end date ends by itself; a pause after failed payments waits for the customer.
  return plan.status === 'paused' && plan.pausedUntil !== null && plan.pausedUntil <= today;
}

/**
 * Whether a reminder for the next delivery goes out on `today`: the delivery is at most
 * `daysBefore` days ahead (and not today or past: then it is being ordered).
 */
export function reminderDue(plan: PlanSnapshot, today: string, daysBefore: number): boolean {
  if (plan.status !== 'active' || plan.nextDeliveryOn === null) return false;
  const days = daysBetween(today, plan.nextDeliveryOn);
  return days >= 1 && days <= daysBefore;
}

/** Skips the next delivery: it moves one interval on. The skipped period is recorded as such. */
export function applySkip(plan: PlanSnapshot): PlanResult<{ skipped: { index: number; dueOn: string } }> {
  if (plan.status === 'cancelled' || plan.nextDeliveryOn === null) return fail('PLAN_CANCELLED');
  if (plan.status !== 'active') return fail('PLAN_NOT_ACTIVE');
  const next = nextDeliveryDate(plan.nextDeliveryOn, plan.interval);
  return {
    ok: true,
    plan: settleCancellation({ ...plan, nextDeliveryOn: next, nextPeriodIndex: plan.nextPeriodIndex + 1 }),
    skipped: { index: plan.nextPeriodIndex, dueOn: plan.nextDeliveryOn },
  };
}

/** Pauses until `until` (after today, at most MAX_PAUSE_DAYS ahead): the next delivery is the first of the rhythm on or after it. */
export function applyPause(plan: PlanSnapshot, until: string, today: string): PlanResult {
  if (plan.status === 'cancelled' || plan.nextDeliveryOn === null) return fail('PLAN_CANCELLED');
  if (!isCalendarDate(until) || until <= today || daysBetween(today, until) > MAX_PAUSE_DAYS)
    return fail('PAUSE_DATE_INVALID');
  let next = plan.nextDeliveryOn;
  while (next < until) next = nextDeliveryDate(next, plan.interval);
  return {
    ok: true,
    plan: settleCancellation({ ...plan, status: 'paused', pausedUntil: until, nextDeliveryOn: next }),
  };
}

/**
 * Resumes a paused plan on `today`: the next delivery stays where it is unless that is more than
 * one interval away (or already past), then it is one interval from today.
 */
export function applyResume(plan: PlanSnapshot, today: string): PlanResult {
  if (plan.status === 'cancelled' || plan.nextDeliveryOn === null) return fail('PLAN_CANCELLED');
  if (plan.status !== 'paused') return fail('PLAN_NOT_PAUSED');
  const latest = nextDeliveryDate(today, plan.interval);
  const next = plan.nextDeliveryOn > today && plan.nextDeliveryOn <= latest ? plan.nextDeliveryOn : latest;
  return {
    ok: true,
    plan: settleCancellation({
      ...plan,
      status: 'active',
      pausedUntil: null,
      nextDeliveryOn: next,
      paymentFailures: 0,
    }),
  };
}

export interface PlanChange {
  interval?: DeliveryInterval | null;
  quantity?: number | null;
  /** Another pack size of the same product; the server checks that it is one. */
  sku?: string | null;
}

/** Changes interval, quantity or pack; the prices of the new choice apply from the next delivery. */
export function applyChange(plan: PlanSnapshot, change: PlanChange): PlanResult {
  if (plan.status === 'cancelled' || plan.nextDeliveryOn === null) return fail('PLAN_CANCELLED');
  const { interval, quantity, sku } = change;
  if (interval == null && quantity == null && !sku) return fail('NOTHING_TO_CHANGE');
  if (quantity != null && (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PLAN_QUANTITY))
    return fail('QUANTITY_INVALID');
  return {
    ok: true,
    plan: {
      ...plan,
      interval: interval ?? plan.interval,
      quantity: quantity ?? plan.quantity,
      sku: sku || plan.sku,
    },
  };
}

export type CancellationKind = 'ordinary' | 'extraordinary';

/** What the shopper asked for: ordinary (default) or extraordinary, and an end date, if any. */
export interface CancellationRequest {
  kind?: CancellationKind;
  desiredOn?: string | null;
}

/**
 * The date a cancellation received on `today` ends the plan. Extraordinary (for cause, §314
 * BGB): at once, whatever date was asked for. Ordinary: the earliest date the minimum term allows
 * (the 2nd delivery's date while it is outstanding, else today), or the desired date when that is
 * later. A desired date that is not a calendar date counts as none.
 */
export function cancellationEffectiveOn(
  plan: Pick<PlanSnapshot, 'deliveriesMade' | 'nextDeliveryOn'>,
  today: string,
  request: CancellationRequest = {},
): string {
  if (request.kind === 'extraordinary') return today;
  const earliest =
    plan.deliveriesMade >= MIN_DELIVERIES_BEFORE_CANCEL || plan.nextDeliveryOn === null
      ? today
      : plan.nextDeliveryOn;
  const desired = request.desiredOn && isCalendarDate(request.desiredOn) ? request.desiredOn : null;
  return desired !== null && desired > earliest ? desired : earliest;
}

/** How far after the earliest possible end date a shopper may ask a plan to end. */
export const MAX_CANCEL_AHEAD_DAYS = 366;

/**
 * The end dates a shopper may pick for an ordinary cancellation received on `today` (the account's
 * cancel dialog and the API check the same): from the earliest date the minimum term allows
 * (cancellationEffectiveOn without a desired date, the default of the dialog) to a year after it.
 */
export function cancellationDateRange(
  plan: Pick<PlanSnapshot, 'deliveriesMade' | 'nextDeliveryOn'>,
  today: string,
): { earliest: string; latest: string } {
  const earliest = cancellationEffectiveOn(plan, today);
  return { earliest, latest: addDays(earliest, MAX_CANCEL_AHEAD_DAYS) };
}

/** Whether `desiredOn` is a calendar date in cancellationDateRange. */
export function isCancellationDateAllowed(
  plan: Pick<PlanSnapshot, 'deliveriesMade' | 'nextDeliveryOn'>,
  today: string,
  desiredOn: string,
): boolean {
  if (!isCalendarDate(desiredOn)) return false;
  const { earliest, latest } = cancellationDateRange(plan, today);
  return desiredOn >= earliest && desiredOn <= latest;
}

/**
 * Keeps a requested cancellation in step with the plan after any change: while the 2nd delivery
 * is outstanding the plan cannot end before it (a skip or pause moves it, and the end date with
 * it, never before the desired date); once no delivery is left on or before the end date the plan
 * is cancelled (`cancelsOn` stays the date it ends).
 */
function settleCancellation<P extends PlanSnapshot>(plan: P): P {
  if (!plan.cancelRequested || plan.status === 'cancelled') return plan;
  let cancelsOn = plan.cancelsOn ?? plan.nextDeliveryOn;
  if (plan.deliveriesMade < MIN_DELIVERIES_BEFORE_CANCEL && plan.nextDeliveryOn !== null) {
    const desired = plan.cancelDesiredOn;
    cancelsOn = desired !== null && desired > plan.nextDeliveryOn ? desired : plan.nextDeliveryOn;
  }
  if (plan.nextDeliveryOn === null || cancelsOn === null || plan.nextDeliveryOn > cancelsOn)
    return { ...plan, status: 'cancelled', nextDeliveryOn: null, pausedUntil: null, cancelsOn };
  return { ...plan, cancelsOn };
}

/**
 * Cancels on `today` (cancellationEffectiveOn tells the end date). Ending today: at once, no
 * further delivery. Ending later: the deliveries due until then are made and the plan ends on
 * that date (`cancelsOn`, which the shopper is shown and mailed).
 */
export function applyCancel(
  plan: PlanSnapshot,
  today: string,
  request: CancellationRequest = {},
): PlanResult {
  if (plan.status === 'cancelled') return fail('PLAN_CANCELLED');
  const endsOn = cancellationEffectiveOn(plan, today, request);
  if (endsOn <= today)
    return {
      ok: true,
      plan: { ...plan, status: 'cancelled', nextDeliveryOn: null, pausedUntil: null, cancelsOn: today },
    };
  const desired = request.kind !== 'extraordinary' && endsOn === request.desiredOn ? endsOn : null;
  return {
    ok: true,
    plan: settleCancellation({ ...plan, cancelRequested: true, cancelsOn: endsOn, cancelDesiredOn: desired }),
  };
}

/** After the delivery of the period due on `dueOn` was ordered on `today`. */
export function afterDelivery(plan: PlanSnapshot, dueOn: string, today: string): PlanSnapshot {
  const deliveriesMade = plan.deliveriesMade + 1;
  // A cancellation without a date of its own ends with the delivery that completes the minimum term.
  if (plan.cancelRequested && plan.cancelDesiredOn === null && deliveriesMade >= MIN_DELIVERIES_BEFORE_CANCEL)
    return {
      ...plan,
      status: 'cancelled',
      pausedUntil: null,
      deliveriesMade,
      nextPeriodIndex: plan.nextPeriodIndex + 1,
      paymentFailures: 0,
      nextDeliveryOn: null,
      cancelsOn: today,
    };
  return settleCancellation({
    ...plan,
    status: 'active' as const,
    pausedUntil: null,
    deliveriesMade,
    nextPeriodIndex: plan.nextPeriodIndex + 1,
    paymentFailures: 0,
    nextDeliveryOn: followingDeliveryDate(dueOn, today, plan.interval),
  });
}

/** The delivery could not be ordered on `today` for lack of stock: it is tried again POSTPONE_DAYS later. */
export function afterPostponement(plan: PlanSnapshot, today: string): PlanSnapshot {
  return settleCancellation({ ...plan, nextDeliveryOn: addDays(today, POSTPONE_DAYS) });
}

/**
 * The payment of the delivery failed on `today`: tried again PAYMENT_RETRY_DAYS later; after
 * MAX_PAYMENT_FAILURES failures in a row the plan is paused (without end: the customer resumes it).
 */
export function afterPaymentFailure(
  plan: PlanSnapshot,
  today: string,
): PlanSnapshot & { pausedNow: boolean } {
  const paymentFailures = plan.paymentFailures + 1;
  const next = addDays(today, PAYMENT_RETRY_DAYS);
  const pausedNow = paymentFailures >= MAX_PAYMENT_FAILURES;
  return settleCancellation({
    ...plan,
    paymentFailures,
    nextDeliveryOn: next,
    ...(pausedNow ? { status: 'paused' as const, pausedUntil: null } : {}),
    pausedNow,
  });
}

/** The actions a link to the plan's page may open (the reminder mail's 'skip' and 'change'). */
export const PLAN_LINK_ACTIONS = ['skip', 'change'] as const;
export type PlanLinkAction = (typeof PLAN_LINK_ACTIONS)[number];

/**
 * Link of the plan's page in the account, where it can be skipped or changed; with `action` the
 * page opens that action's confirmation (`?action=skip`, `?action=change`).
 */
export function planPagePath(language: string, uid: string, action?: PlanLinkAction): string {
  const path = `/${language === 'en' ? 'en' : 'de'}/customer/my-savings-plans/${encodeURIComponent(uid)}/`;
  return action ? `${path}?action=${action}` : path;
}

import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  afterDelivery,
  afterPaymentFailure,
  afterPostponement,
  applyCancel,
  applyChange,
  applyPause,
  applyResume,
  applySkip,
  cancellationDateRange,
  cancellationEffectiveOn,
  daysBetween,
  earliestCancellationDate,
  followingDeliveryDate,
  isCalendarDate,
  isCancellationDateAllowed,
  isDue,
  MAX_PAYMENT_FAILURES,
  newPlan,
  nextDeliveryDate,
  PAYMENT_RETRY_DAYS,
  type PlanSnapshot,
  planPagePath,
  POSTPONE_DAYS,
  reminderDue,
  shopDate,
} from '../../domain/subscriptions.ts';

const plan = (over: Partial<PlanSnapshot> = {}): PlanSnapshot => ({
  ...newPlan({ interval: 'monthly', quantity: 1, sku: 'ZINK-1M', orderedOn: '2026-03-15' }),
  ...over,
});

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
    ['2026-04-31', false],
  ])('isCalendarDate(%s) = %s', (value, ok) => expect(isCalendarDate(value)).toBe(ok));

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-15', 12, '2027-03-15'],
  ])('addMonths(%s, %i) = %s', (from, months, to) => expect(addMonths(from, months)).toBe(to));

  it('adds days across months and years and counts them back', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-28', '2027-01-04')).toBe(7);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2); // across the end of summer time
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('reads the shop date in Berlin, not UTC', () => {
    expect(shopDate(new Date('2026-03-14T23:30:00Z'))).toBe('2026-03-15');
    expect(shopDate(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(shopDate(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });
});

describe('schedule', () => {
  it.each([
    ['2026-03-15', 'monthly', '2026-04-15'],
    ['2026-03-15', 'quarterly', '2026-06-15'],
    ['2026-01-31', 'monthly', '2026-02-28'],
    ['2026-11-30', 'quarterly', '2027-02-28'],
  ] as const)('nextDeliveryDate(%s, %s) = %s', (from, interval, to) =>
    expect(nextDeliveryDate(from, interval)).toBe(to),
  );

  it.each([
    // on time: one interval on
    ['2026-04-15', '2026-04-15', 'monthly', '2026-05-15'],
    // caught up after days down: the rhythm's next date after today
    ['2026-04-15', '2026-04-20', 'monthly', '2026-05-15'],
    // caught up after months down: one order, next date still in the rhythm and after today
    ['2026-04-15', '2026-07-02', 'monthly', '2026-07-15'],
    ['2026-04-15', '2026-07-15', 'monthly', '2026-08-15'],
    ['2026-04-15', '2026-12-01', 'quarterly', '2027-01-15'],
    // delivered before its date: the rhythm starts again from today
    ['2026-04-15', '2026-04-02', 'monthly', '2026-05-02'],
  ] as const)('followingDeliveryDate(due %s, today %s, %s) = %s', (due, today, interval, next) =>
    expect(followingDeliveryDate(due, today, interval)).toBe(next),
  );

  it.each([
    ['2026-03-15', 'monthly', '2026-04-15'],
    ['2026-03-15', 'quarterly', '2026-06-15'],
    ['2026-01-31', 'monthly', '2026-02-28'],
  ] as const)('earliestCancellationDate(%s, %s) = %s', (start, interval, date) =>
    expect(earliestCancellationDate(start, interval)).toBe(date),
  );

  it('a new plan: delivery 1 made, period 2 one interval after the order', () => {
    expect(plan()).toMatchObject({
      status: 'active',
      nextDeliveryOn: '2026-04-15',
      deliveriesMade: 1,
      nextPeriodIndex: 2,
    });
  });

  it.each([
    [{}, '2026-04-14', false],
    [{}, '2026-04-15', true],
    [{}, '2026-05-01', true],
    [{ status: 'cancelled', nextDeliveryOn: null }, '2026-05-01', false],
    [{ status: 'paused', pausedUntil: '2026-04-20', nextDeliveryOn: '2026-05-15' }, '2026-05-15', true],
    [{ status: 'paused', pausedUntil: '2026-05-20', nextDeliveryOn: '2026-05-15' }, '2026-05-15', false],
    [{ status: 'paused', pausedUntil: null, nextDeliveryOn: '2026-05-15' }, '2026-06-15', false],
  ] as const)('isDue(%o, %s) = %s', (over, today, due) =>
    expect(isDue(plan(over as Partial<PlanSnapshot>), today)).toBe(due),
  );

  it.each([
    ['2026-04-11', 3, false],
    ['2026-04-12', 3, true],
    ['2026-04-14', 3, true],
    ['2026-04-15', 3, false],
    ['2026-04-13', 1, false],
  ])('reminderDue(next 2026-04-15, today %s, %i days) = %s', (today, days, due) =>
    expect(reminderDue(plan(), today, days)).toBe(due),
  );
});

describe('changes by the customer', () => {
  it('skip moves the next delivery one interval on and names the skipped period', () => {
    const result = applySkip(plan());
    expect(result).toMatchObject({
      ok: true,
      plan: { nextDeliveryOn: '2026-05-15', nextPeriodIndex: 3 },
      skipped: { index: 2, dueOn: '2026-04-15' },
    });
    expect(applySkip(plan({ interval: 'quarterly', nextDeliveryOn: '2026-06-15' }))).toMatchObject({
      plan: { nextDeliveryOn: '2026-09-15' },
    });
  });

  it.each([
    ['skip', (p: PlanSnapshot) => applySkip(p)],
    ['pause', (p: PlanSnapshot) => applyPause(p, '2026-06-01', '2026-04-01')],
    ['resume', (p: PlanSnapshot) => applyResume(p, '2026-04-01')],
    ['change', (p: PlanSnapshot) => applyChange(p, { quantity: 2 })],
    ['cancel', (p: PlanSnapshot) => applyCancel(p, '2026-04-01')],
  ])('%s on a cancelled plan is refused', (_name, apply) => {
    expect(apply(plan({ status: 'cancelled', nextDeliveryOn: null }))).toEqual({
      ok: false,
      error: 'PLAN_CANCELLED',
    });
  });

  it('skip of a paused plan is refused', () => {
    expect(applySkip(plan({ status: 'paused', pausedUntil: '2026-06-01' }))).toEqual({
      ok: false,
      error: 'PLAN_NOT_ACTIVE',
    });
  });

  it.each([
    ['2026-06-01', '2026-06-15'],
    ['2026-06-15', '2026-06-15'],
    ['2026-04-16', '2026-05-15'],
  ])('pause until %s: next delivery %s', (until, next) => {
    expect(applyPause(plan(), until, '2026-04-01')).toMatchObject({
      ok: true,
      plan: { status: 'paused', pausedUntil: until, nextDeliveryOn: next },
    });
  });

  it.each(['2026-04-01', '2026-03-31', '2027-06-01', 'soon', '2026-02-30'])(
    'pause until %s (today 2026-04-01) is refused',
    (until) => {
      expect(applyPause(plan(), until, '2026-04-01')).toEqual({ ok: false, error: 'PAUSE_DATE_INVALID' });
    },
  );

  it.each([
    // resumed early: the next delivery is at most one interval away
    [{ nextDeliveryOn: '2026-09-15', pausedUntil: '2026-09-01' }, '2026-04-20', '2026-05-20'],
    // resumed with the next delivery near: it stays
    [{ nextDeliveryOn: '2026-05-15', pausedUntil: '2026-05-01' }, '2026-04-20', '2026-05-15'],
    // paused after failed payments, resumed later: one interval from today
    [{ nextDeliveryOn: '2026-04-17', pausedUntil: null, paymentFailures: 3 }, '2026-06-01', '2026-07-01'],
  ])('resume of %o on %s: next delivery %s', (over, today, next) => {
    const result = applyResume(plan({ status: 'paused', ...over }), today);
    expect(result).toMatchObject({
      ok: true,
      plan: { status: 'active', pausedUntil: null, nextDeliveryOn: next, paymentFailures: 0 },
    });
  });

  it('resume of an active plan is refused', () => {
    expect(applyResume(plan(), '2026-04-01')).toEqual({ ok: false, error: 'PLAN_NOT_PAUSED' });
  });

  it.each([
    [{ interval: 'quarterly' }, { interval: 'quarterly', quantity: 1, nextDeliveryOn: '2026-04-15' }],
    [{ quantity: 3 }, { interval: 'monthly', quantity: 3 }],
    [{ sku: 'ZINK-3M' }, { sku: 'ZINK-3M' }],
  ] as const)('change %o', (change, expected) => {
    expect(applyChange(plan(), change)).toMatchObject({ ok: true, plan: expected });
  });

  it.each([
    [{}, 'NOTHING_TO_CHANGE'],
    [{ quantity: 0 }, 'QUANTITY_INVALID'],
    [{ quantity: 1.5 }, 'QUANTITY_INVALID'],
    [{ quantity: 21 }, 'QUANTITY_INVALID'],
  ] as const)('change %o is refused: %s', (change, error) => {
    expect(applyChange(plan(), change)).toEqual({ ok: false, error });
  });
});

describe('minimum term', () => {
  it('cancelled before the 2nd delivery: takes effect after it, no delivery later', () => {
    const requested = applyCancel(plan(), '2026-03-20');
    expect(requested).toMatchObject({
      ok: true,
      plan: {
        status: 'active',
        cancelRequested: true,
        cancelsOn: '2026-04-15',
        nextDeliveryOn: '2026-04-15',
      },
    });
    if (!requested.ok) throw new Error('refused');
    const delivered = afterDelivery(requested.plan, '2026-04-15', '2026-04-15');
    expect(delivered).toMatchObject({
      status: 'cancelled',
      deliveriesMade: 2,
      nextDeliveryOn: null,
      cancelsOn: '2026-04-15',
    });
    expect(isDue(delivered, '2026-05-15')).toBe(false);
  });

  it('cancelled after the 2nd delivery: at once', () => {
    const after2 = afterDelivery(plan(), '2026-04-15', '2026-04-15');
    expect(applyCancel(after2, '2026-04-20')).toMatchObject({
      ok: true,
      plan: { status: 'cancelled', nextDeliveryOn: null, cancelsOn: '2026-04-20' },
    });
  });

  it('a skip before the 2nd delivery moves the date the cancellation takes effect with it', () => {
    const requested = applyCancel(plan(), '2026-03-20');
    if (!requested.ok) throw new Error('refused');
    expect(applySkip(requested.plan)).toMatchObject({ plan: { cancelsOn: '2026-05-15' } });
  });
});

describe('the date a cancellation takes effect', () => {
  const first = plan(); // delivered once, 2nd delivery on 2026-04-15
  const second = afterDelivery(plan(), '2026-04-15', '2026-04-15'); // next on 2026-05-15
  it.each([
    ['ordinary, no date, within the minimum term', first, 'ordinary', null, '2026-04-15'],
    ['ordinary, desired before the 2nd delivery', first, 'ordinary', '2026-03-25', '2026-04-15'],
    ['ordinary, desired on the 2nd delivery', first, 'ordinary', '2026-04-15', '2026-04-15'],
    ['ordinary, desired after the 2nd delivery', first, 'ordinary', '2026-06-30', '2026-06-30'],
    ['ordinary, desired in the past', first, 'ordinary', '2026-01-01', '2026-04-15'],
    ['ordinary, no calendar date', first, 'ordinary', '2026-02-30', '2026-04-15'],
    ['ordinary, no date, after the minimum term', second, 'ordinary', null, '2026-03-20'],
    ['ordinary, desired after the minimum term', second, 'ordinary', '2026-08-01', '2026-08-01'],
    ['extraordinary within the minimum term', first, 'extraordinary', null, '2026-03-20'],
    ['extraordinary with a later desired date', first, 'extraordinary', '2026-06-30', '2026-03-20'],
  ] as const)('%s: %s', (_, p, kind, desiredOn, expected) => {
    expect(cancellationEffectiveOn(p, '2026-03-20', { kind, desiredOn })).toBe(expected);
  });

  it('a desired date after the 2nd delivery: deliveries until then are made, none after', () => {
    const requested = applyCancel(plan(), '2026-03-20', { desiredOn: '2026-06-30' });
    if (!requested.ok) throw new Error('refused');
    expect(requested.plan).toMatchObject({
      status: 'active',
      cancelsOn: '2026-06-30',
      cancelRequested: true,
    });
    let p = requested.plan;
    const delivered: string[] = [];
    while (p.nextDeliveryOn !== null) {
      delivered.push(p.nextDeliveryOn);
      p = afterDelivery(p, p.nextDeliveryOn, p.nextDeliveryOn);
    }
    expect(delivered).toEqual(['2026-04-15', '2026-05-15', '2026-06-15']);
    expect(p).toMatchObject({ status: 'cancelled', cancelsOn: '2026-06-30', deliveriesMade: 4 });
  });

  it('a skip within the minimum term moves the end only when the 2nd delivery passes the desired date', () => {
    const requested = applyCancel(plan(), '2026-03-20', { desiredOn: '2026-05-01' });
    if (!requested.ok) throw new Error('refused');
    expect(requested.plan.cancelsOn).toBe('2026-05-01');
    const skipped = applySkip(requested.plan);
    expect(skipped).toMatchObject({ plan: { nextDeliveryOn: '2026-05-15', cancelsOn: '2026-05-15' } });
  });

  it('a resume after a long pause brings the end back to the desired date', () => {
    const requested = applyCancel(plan(), '2026-03-20', { desiredOn: '2026-06-20' });
    if (!requested.ok) throw new Error('refused');
    const paused = applyPause(requested.plan, '2026-08-01', '2026-03-21');
    expect(paused).toMatchObject({ plan: { nextDeliveryOn: '2026-08-15', cancelsOn: '2026-08-15' } });
    if (!paused.ok) throw new Error('refused');
    const resumed = applyResume(paused.plan, '2026-04-01');
    expect(resumed).toMatchObject({ plan: { nextDeliveryOn: '2026-05-01', cancelsOn: '2026-06-20' } });
  });

  it('after the minimum term with no delivery left before the desired date: ended, on that date', () => {
    const after2 = afterDelivery(plan(), '2026-04-15', '2026-04-15');
    expect(applyCancel(after2, '2026-04-20', { desiredOn: '2026-05-10' })).toMatchObject({
      ok: true,
      plan: { status: 'cancelled', nextDeliveryOn: null, cancelsOn: '2026-05-10' },
    });
  });

  it('extraordinary: at once, even within the minimum term', () => {
    expect(
      applyCancel(plan(), '2026-03-20', { kind: 'extraordinary', desiredOn: '2026-09-01' }),
    ).toMatchObject({
      ok: true,
      plan: { status: 'cancelled', nextDeliveryOn: null, cancelsOn: '2026-03-20' },
    });
  });
});

describe('what the jobs do to a plan', () => {
  it('a delivery counts, moves to the next period and clears failures', () => {
    expect(afterDelivery(plan({ paymentFailures: 2 }), '2026-04-15', '2026-04-15')).toMatchObject({
      deliveriesMade: 2,
      nextPeriodIndex: 3,
      nextDeliveryOn: '2026-05-15',
      paymentFailures: 0,
    });
  });

  it(`out of stock: tried again ${POSTPONE_DAYS} days later`, () => {
    expect(afterPostponement(plan(), '2026-04-15')).toMatchObject({
      nextDeliveryOn: addDays('2026-04-15', POSTPONE_DAYS),
      deliveriesMade: 1,
      nextPeriodIndex: 2,
    });
  });

  it(`failed payments: retried after ${PAYMENT_RETRY_DAYS} days, paused after ${MAX_PAYMENT_FAILURES}`, () => {
    let p: PlanSnapshot = plan();
    const seen: [string, number, string | null][] = [];
    for (let i = 0; i < MAX_PAYMENT_FAILURES; i++) {
      const today = p.nextDeliveryOn ?? '';
      const next = afterPaymentFailure(p, today);
      seen.push([next.status, next.paymentFailures, next.nextDeliveryOn]);
      expect(next.pausedNow).toBe(i === MAX_PAYMENT_FAILURES - 1);
      p = next;
    }
    expect(seen).toEqual([
      ['active', 1, '2026-04-17'],
      ['active', 2, '2026-04-19'],
      ['paused', 3, '2026-04-21'],
    ]);
    expect(isDue(p, '2026-05-01')).toBe(false);
  });

  it('links the plan page in the plan language', () => {
    expect(planPagePath('en', 'abc')).toBe('/en/customer/my-savings-plans/abc/');
    expect(planPagePath('de', 'abc')).toBe('/de/customer/my-savings-plans/abc/');
    // The reminder's links open an action on the page.
    expect(planPagePath('de', 'abc', 'skip')).toBe('/de/customer/my-savings-plans/abc/?action=skip');
    expect(planPagePath('en', 'a/b', 'change')).toBe('/en/customer/my-savings-plans/a%2Fb/?action=change');
  });
});

describe('end dates the shopper may choose (the account cancel dialog and the API)', () => {
  // Started 2026-03-15, monthly: the 2nd delivery is on 2026-04-15.
  const within = plan({ deliveriesMade: 1, nextDeliveryOn: '2026-04-15' });
  const after = plan({ deliveriesMade: 2, nextDeliveryOn: '2026-05-15' });

  it('range: from the earliest end the minimum term allows to a year after it', () => {
    expect(cancellationDateRange(within, '2026-03-20')).toEqual({
      earliest: '2026-04-15',
      latest: '2027-04-16',
    });
    expect(cancellationDateRange(after, '2026-04-20')).toEqual({
      earliest: '2026-04-20',
      latest: '2027-04-21',
    });
  });

  it.each([
    ['the earliest date (the default)', within, '2026-04-15', true],
    ['a later date', within, '2026-06-30', true],
    ['the last allowed date', within, '2027-04-16', true],
    ['a day after the last allowed date', within, '2027-04-17', false],
    ['before the 2nd delivery', within, '2026-04-14', false],
    ['today within the minimum term', within, '2026-03-20', false],
    ['today after the minimum term', after, '2026-03-20', true],
    ['yesterday after the minimum term', after, '2026-03-19', false],
    ['not a calendar date', within, '2026-04-31', false],
    ['not a date', within, 'soon', false],
  ] as const)('%s: %s (today 2026-03-20)', (_, p, date, allowed) => {
    expect(isCancellationDateAllowed(p, '2026-03-20', date)).toBe(allowed);
  });
});

import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../domain/money.ts';
import { type LinePriceInput, linePrice } from '../../domain/line-price.ts';
import {
  availablePlanIntervals,
  canCancel,
  capSavingsPercent,
  DELIVERY_INTERVAL_LABELS,
  DELIVERY_INTERVALS,
  deliveryOptions,
  isPackSize,
  isPlanDuration,
  MAX_SAVINGS_PERCENT,
  MIN_DELIVERIES_BEFORE_CANCEL,
  PACK_SIZES_MONTHS,
  PLAN_DURATIONS_MONTHS,
  PLAN_OPTION_CODES,
  PURCHASE_MODES,
  parsePlanOptionSku,
  percentSaving,
  planOptionCode,
  planOptionSku,
  SUBSCRIPTION_BULK_EXTRA_PERCENT,
  SUBSCRIPTION_BULK_MIN_QUANTITY,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  savingCents,
  subscriptionAvailable,
  subscriptionDiscountPercent,
  unitsPerDelivery,
} from '../../domain/savings-plans.ts';
import type { VolumeTier } from '../../domain/volume-discounts.ts';

describe('plan constants', () => {
  it('match the spec', () => {
    expect(PURCHASE_MODES).toEqual(['oneTime', 'onGoing']);
    expect(DELIVERY_INTERVALS).toEqual(['monthly', 'quarterly']);
    expect(PACK_SIZES_MONTHS).toEqual([1, 3, 6]);
    expect(PLAN_DURATIONS_MONTHS).toEqual([2, 4, 7]);
    expect(MIN_DELIVERIES_BEFORE_CANCEL).toBe(2);
    expect(SUBSCRIPTION_DISCOUNT_PERCENT).toBe(10);
    expect(SUBSCRIPTION_BULK_EXTRA_PERCENT).toBe(5);
    expect(SUBSCRIPTION_BULK_MIN_QUANTITY).toBe(5);
    expect(MAX_SAVINGS_PERCENT).toBe(15);
  });

  it('never let the subscription discounts add up to more than the advertised maximum', () => {
    expect(SUBSCRIPTION_DISCOUNT_PERCENT + SUBSCRIPTION_BULK_EXTRA_PERCENT).toBeLessThanOrEqual(
      MAX_SAVINGS_PERCENT,
    );
  });

  it.each([
    [0, false],
    [1, true],
    [2, false],
    [3, true],
    [6, true],
    [12, false],
  ])('isPackSize(%s) → %s', (months, expected) => {
    expect(isPackSize(months)).toBe(expected);
  });

  it.each([
    [1, false],
    [2, true],
    [4, true],
    [6, false],
    [7, true],
  ])('isPlanDuration(%s) → %s', (months, expected) => {
    expect(isPlanDuration(months)).toBe(expected);
  });
});

describe('delivery options', () => {
  it('label the intervals exactly as the spec (de) and in English', () => {
    expect(DELIVERY_INTERVAL_LABELS).toEqual({
      de: { monthly: 'Monatliche Lieferung', quarterly: 'Quartalsweise Lieferung' },
      en: { monthly: 'Monthly delivery', quarterly: 'Quarterly delivery' },
    });
  });

  it.each([
    ['de', 'Monatliche Lieferung', 'Quartalsweise Lieferung'],
    ['en', 'Monthly delivery', 'Quarterly delivery'],
  ] as const)('lists monthly then quarterly in %s', (language, monthly, quarterly) => {
    expect(deliveryOptions(language)).toEqual([
      { interval: 'monthly', label: monthly, monthsBetweenDeliveries: 1, packsPerDelivery: 1 },
      { interval: 'quarterly', label: quarterly, monthsBetweenDeliveries: 3, packsPerDelivery: 3 },
    ]);
  });

  it.each([
    [1, 'monthly', 1],
    [2, 'monthly', 2],
    [1, 'quarterly', 3],
    [2, 'quarterly', 6],
  ] as const)('quantity %s %s ships %s units per delivery', (quantity, interval, units) => {
    expect(unitsPerDelivery(quantity, interval)).toBe(units);
  });
});

describe('canCancel', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
    [24, true],
    [1.5, false],
    [2.5, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('after %s deliveries → %s', (deliveries, expected) => {
    expect(canCancel(deliveries)).toBe(expected);
  });
});

describe('subscriptionDiscountPercent', () => {
  it.each([
    [0, 0],
    [1, 10],
    [4, 10],
    [5, 15],
    [6, 15],
    [100, 15],
  ])('%s units → %s %', (units, percent) => {
    expect(subscriptionDiscountPercent(units)).toBe(percent);
  });
});

describe('capSavingsPercent', () => {
  it.each([
    [5, 5],
    [15, 15],
    [15.01, 15],
    [50, 15],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('%s → %s', (percent, expected) => {
    expect(capSavingsPercent(percent)).toBe(expected);
  });
});

describe('planOptionCode', () => {
  it.each([
    { group: null, loggedIn: false, code: '-N-' },
    { group: null, loggedIn: true, code: '-N-' },
    { group: 0, loggedIn: false, code: '-N-' },
    { group: 1, loggedIn: true, code: '-N-' },
    { group: 2, loggedIn: true, code: '-N-' },
    { group: 3, loggedIn: true, code: '-R-' },
    { group: 3, loggedIn: false, code: '-N-' },
    { group: 4, loggedIn: true, code: null },
    { group: 4, loggedIn: false, code: '-N-' },
    { group: 5, loggedIn: true, code: '-K-' },
    { group: 5, loggedIn: false, code: '-N-' },
    { group: 6, loggedIn: true, code: '-N-' },
  ])('group $group, logged in $loggedIn → $code', ({ group, loggedIn, code }) => {
    expect(planOptionCode(group, loggedIn)).toBe(code);
  });
});

describe('plan option SKUs', () => {
  it.each([
    ['PROMAG1', '-N-', 'monthly', 'PROMAG1-N-1M'],
    ['PROMAG1', '-R-', 'quarterly', 'PROMAG1-R-3M'],
    ['PRO-MAG-3', '-K-', 'monthly', 'PRO-MAG-3-K-1M'],
    ['PRO-N-MAG', '-N-', 'quarterly', 'PRO-N-MAG-N-3M'],
  ] as const)('%s %s %s → %s and back', (sku, code, interval, optionSku) => {
    expect(planOptionSku(sku, code, interval)).toBe(optionSku);
    expect(parsePlanOptionSku(optionSku)).toEqual({ sku, code, interval });
  });

  it('round-trips every code and interval', () => {
    for (const code of PLAN_OPTION_CODES) {
      for (const interval of DELIVERY_INTERVALS) {
        expect(parsePlanOptionSku(planOptionSku('SKU-1', code, interval))).toEqual({
          sku: 'SKU-1',
          code,
          interval,
        });
      }
    }
  });

  it.each(['PROMAG1', 'PROMAG1-X-1M', 'PROMAG1-N-2M', '-N-1M', 'PROMAG1-N-1M-extra', ''])(
    'rejects %j',
    (value) => {
      expect(parsePlanOptionSku(value)).toBeNull();
    },
  );
});

describe('availablePlanIntervals and subscriptionAvailable', () => {
  const options = ['P-N-3M', 'P-N-1M', 'P-R-1M', 'P-K-3M', 'unrelated'];

  it.each([
    { group: null, loggedIn: false, intervals: ['monthly', 'quarterly'] },
    { group: 1, loggedIn: true, intervals: ['monthly', 'quarterly'] },
    { group: 3, loggedIn: true, intervals: ['monthly'] },
    { group: 3, loggedIn: false, intervals: ['monthly', 'quarterly'] },
    { group: 4, loggedIn: true, intervals: [] },
    { group: 5, loggedIn: true, intervals: ['quarterly'] },
    { group: 5, loggedIn: false, intervals: ['monthly', 'quarterly'] },
  ])('group $group, logged in $loggedIn → $intervals', ({ group, loggedIn, intervals }) => {
    expect(availablePlanIntervals(options, group, loggedIn)).toEqual(intervals);
    expect(subscriptionAvailable(options, group, loggedIn)).toBe(intervals.length > 0);
  });

  it.each([
    { options: [], group: null, loggedIn: false, available: false },
    { options: ['P-R-1M'], group: null, loggedIn: false, available: false },
    { options: ['P-R-1M'], group: 3, loggedIn: true, available: true },
    { options: ['P-K-3M'], group: 5, loggedIn: true, available: true },
    { options: ['P-K-3M'], group: 5, loggedIn: false, available: false },
    { options: ['P-N-1M', 'P-R-1M', 'P-K-1M'], group: 4, loggedIn: true, available: false },
  ])(
    '$options for group $group (logged in $loggedIn) → $available',
    ({ options: skus, group, loggedIn, available }) => {
      expect(subscriptionAvailable(skus, group, loggedIn)).toBe(available);
    },
  );
});

describe('money in cents', () => {
  it.each([
    [19.99, 1999],
    [1.005, 101],
    [2.675, 268],
    [0.1 + 0.2, 30],
    [0, 0],
    [-1.005, -101],
    [1234567.89, 123456789],
  ])('toCents(%s) → %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('toCents(%s) throws', (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError);
  });

  it.each([
    [1999, 19.99],
    [30, 0.3],
    [0, 0],
  ])('fromCents(%s) → %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });

  it.each([
    { cents: 1990, percent: 10, saving: 199 },
    { cents: 1994, percent: 10, saving: 199 },
    { cents: 1995, percent: 10, saving: 200 },
    { cents: 1990, percent: 5, saving: 100 },
    { cents: 1005, percent: 5, saving: 50 },
    { cents: 1000, percent: 7.5, saving: 75 },
    { cents: 1001, percent: 2.35, saving: 24 },
    // Half-up would give 299 (15.03%); the cap takes 298.
    { cents: 1990, percent: 15, saving: 298 },
    { cents: 2000, percent: 15, saving: 300 },
    { cents: 110, percent: 15, saving: 16 },
    { cents: 1990, percent: 50, saving: 298 },
    { cents: 5, percent: 10, saving: 0 },
    { cents: 1990, percent: 0, saving: 0 },
    { cents: 1990, percent: -5, saving: 0 },
    { cents: 0, percent: 10, saving: 0 },
  ])('savingCents($cents, $percent) → $saving', ({ cents, percent, saving }) => {
    expect(savingCents(cents, percent)).toBe(saving);
  });
});

describe('percentSaving (percent-saving tag)', () => {
  it.each([
    [19.9, 17.91, 10],
    [19.94, 17.95, 10],
    [19.9, 16.92, 15],
    [100, 85.5, 15],
    [100, 85.51, 14],
    [3, 2, 33],
    [3, 1.5, 50],
    [19.9, 19.9, 0],
    [10, 12, 0],
    [0, 0, 0],
  ])('%s → %s shows %s %', (regular, final, percent) => {
    expect(percentSaving(regular, final)).toBe(percent);
  });
});

describe('linePrice', () => {
  const tiers: VolumeTier[] = [
    { qty: 3, percent: 5 },
    { qty: 6, percent: 10 },
  ];
  const guest = { customerGroup: null, loggedIn: false } as const;

  it.each<{ name: string; input: LinePriceInput; expected: ReturnType<typeof linePrice> }>([
    {
      name: 'one-time without tiers',
      input: { ...guest, unitPrice: 19.9, quantity: 1, mode: 'oneTime' },
      expected: {
        quantity: 1,
        regularUnitPrice: 19.9,
        unitPrice: 19.9,
        discountPercent: 0,
        discountAmount: 0,
        rowTotal: 19.9,
        regularRowTotal: 19.9,
        savingPercent: 0,
        appliedRule: 'none',
      },
    },
    {
      name: 'one-time just below the first tier',
      input: { ...guest, unitPrice: 19.9, quantity: 2, mode: 'oneTime', tiers },
      expected: {
        quantity: 2,
        regularUnitPrice: 19.9,
        unitPrice: 19.9,
        discountPercent: 0,
        discountAmount: 0,
        rowTotal: 39.8,
        regularRowTotal: 39.8,
        savingPercent: 0,
        appliedRule: 'none',
      },
    },
    {
      name: 'one-time exactly at the first tier',
      input: { ...guest, unitPrice: 19.9, quantity: 3, mode: 'oneTime', tiers },
      expected: {
        quantity: 3,
        regularUnitPrice: 19.9,
        unitPrice: 18.9,
        discountPercent: 5,
        discountAmount: 3,
        rowTotal: 56.7,
        regularRowTotal: 59.7,
        savingPercent: 5,
        appliedRule: 'volume',
      },
    },
    {
      name: 'one-time between tiers',
      input: { ...guest, unitPrice: 19.9, quantity: 5, mode: 'oneTime', tiers },
      expected: {
        quantity: 5,
        regularUnitPrice: 19.9,
        unitPrice: 18.9,
        discountPercent: 5,
        discountAmount: 5,
        rowTotal: 94.5,
        regularRowTotal: 99.5,
        savingPercent: 5,
        appliedRule: 'volume',
      },
    },
    {
      name: 'one-time exactly at the second tier',
      input: { ...guest, unitPrice: 19.9, quantity: 6, mode: 'oneTime', tiers },
      expected: {
        quantity: 6,
        regularUnitPrice: 19.9,
        unitPrice: 17.91,
        discountPercent: 10,
        discountAmount: 11.94,
        rowTotal: 107.46,
        regularRowTotal: 119.4,
        savingPercent: 10,
        appliedRule: 'volume',
      },
    },
    {
      name: 'one-time ignores an interval',
      input: { ...guest, unitPrice: 19.9, quantity: 1, mode: 'oneTime', interval: 'quarterly' },
      expected: {
        quantity: 1,
        regularUnitPrice: 19.9,
        unitPrice: 19.9,
        discountPercent: 0,
        discountAmount: 0,
        rowTotal: 19.9,
        regularRowTotal: 19.9,
        savingPercent: 0,
        appliedRule: 'none',
      },
    },
    {
      name: 'monthly subscription, 1 unit: 10%, tiers ignored',
      input: { ...guest, unitPrice: 19.9, quantity: 1, mode: 'onGoing', interval: 'monthly', tiers },
      expected: {
        quantity: 1,
        regularUnitPrice: 19.9,
        unitPrice: 17.91,
        discountPercent: 10,
        discountAmount: 1.99,
        rowTotal: 17.91,
        regularRowTotal: 19.9,
        savingPercent: 10,
        appliedRule: 'subscription',
      },
    },
    {
      name: 'monthly subscription, 4 units: still 10%',
      input: { ...guest, unitPrice: 19.9, quantity: 4, mode: 'onGoing', interval: 'monthly' },
      expected: {
        quantity: 4,
        regularUnitPrice: 19.9,
        unitPrice: 17.91,
        discountPercent: 10,
        discountAmount: 7.96,
        rowTotal: 71.64,
        regularRowTotal: 79.6,
        savingPercent: 10,
        appliedRule: 'subscription',
      },
    },
    {
      name: 'monthly subscription, 5 units: 15%, capped on the cent',
      input: { ...guest, unitPrice: 19.9, quantity: 5, mode: 'onGoing', interval: 'monthly', tiers },
      expected: {
        quantity: 5,
        regularUnitPrice: 19.9,
        unitPrice: 16.92,
        discountPercent: 15,
        discountAmount: 14.9,
        rowTotal: 84.6,
        regularRowTotal: 99.5,
        savingPercent: 15,
        appliedRule: 'subscription',
      },
    },
    {
      name: 'quarterly subscription of 1 ships and bills 3',
      input: { ...guest, unitPrice: 19.9, quantity: 1, mode: 'onGoing', interval: 'quarterly' },
      expected: {
        quantity: 3,
        regularUnitPrice: 19.9,
        unitPrice: 17.91,
        discountPercent: 10,
        discountAmount: 5.97,
        rowTotal: 53.73,
        regularRowTotal: 59.7,
        savingPercent: 10,
        appliedRule: 'subscription',
      },
    },
    {
      name: 'quarterly subscription of 2 ships 6 and gets 15%',
      input: { ...guest, unitPrice: 19.9, quantity: 2, mode: 'onGoing', interval: 'quarterly', tiers },
      expected: {
        quantity: 6,
        regularUnitPrice: 19.9,
        unitPrice: 16.92,
        discountPercent: 15,
        discountAmount: 17.88,
        rowTotal: 101.52,
        regularRowTotal: 119.4,
        savingPercent: 15,
        appliedRule: 'subscription',
      },
    },
    {
      name: 'subscription for group 4 is priced without discount',
      input: {
        unitPrice: 19.9,
        quantity: 1,
        mode: 'onGoing',
        interval: 'monthly',
        tiers,
        customerGroup: 4,
        loggedIn: true,
      },
      expected: {
        quantity: 1,
        regularUnitPrice: 19.9,
        unitPrice: 19.9,
        discountPercent: 0,
        discountAmount: 0,
        rowTotal: 19.9,
        regularRowTotal: 19.9,
        savingPercent: 0,
        appliedRule: 'none',
      },
    },
    {
      name: 'zero price has nothing to discount',
      input: { ...guest, unitPrice: 0, quantity: 6, mode: 'onGoing', interval: 'monthly' },
      expected: {
        quantity: 6,
        regularUnitPrice: 0,
        unitPrice: 0,
        discountPercent: 0,
        discountAmount: 0,
        rowTotal: 0,
        regularRowTotal: 0,
        savingPercent: 0,
        appliedRule: 'none',
      },
    },
    {
      name: 'zero price one-time with tiers reached',
      input: { ...guest, unitPrice: 0, quantity: 6, mode: 'oneTime', tiers },
      expected: {
        quantity: 6,
        regularUnitPrice: 0,
        unitPrice: 0,
        discountPercent: 0,
        discountAmount: 0,
        rowTotal: 0,
        regularRowTotal: 0,
        savingPercent: 0,
        appliedRule: 'none',
      },
    },
    {
      name: 'a mis-entered 50% tier is capped at 15%',
      input: { ...guest, unitPrice: 19.9, quantity: 3, mode: 'oneTime', tiers: [{ qty: 3, percent: 50 }] },
      expected: {
        quantity: 3,
        regularUnitPrice: 19.9,
        unitPrice: 16.92,
        discountPercent: 15,
        discountAmount: 8.94,
        rowTotal: 50.76,
        regularRowTotal: 59.7,
        savingPercent: 15,
        appliedRule: 'volume',
      },
    },
  ])('$name', ({ input, expected }) => {
    expect(linePrice(input)).toEqual(expected);
  });

  it.each([
    // 10% of 19.94 is 199.4 cents → 199; the tag still reads 10 %.
    { unitPrice: 19.94, quantity: 1, unit: 17.95, row: 17.95, saving: 10 },
    // 10% of 19.95 is 199.5 cents → 200 (half-up).
    { unitPrice: 19.95, quantity: 3, unit: 17.95, row: 53.85, saving: 10 },
    // Input with a float artefact is taken at its cent value.
    { unitPrice: 1.005, quantity: 1, unit: 0.91, row: 0.91, saving: 10 },
    // 0.5 cents would round up to 1 (20%); the cap keeps the 5-cent item at full price.
    { unitPrice: 0.05, quantity: 1, unit: 0.05, row: 0.05, saving: 0 },
    // Integer cents avoid 0.1 × 3 = 0.30000000000000004 style drift.
    { unitPrice: 0.1, quantity: 3, unit: 0.09, row: 0.27, saving: 10 },
  ])(
    'rounds $unitPrice × $quantity monthly to $unit each, $row in total',
    ({ unitPrice, quantity, unit, row, saving }) => {
      const result = linePrice({ ...guest, unitPrice, quantity, mode: 'onGoing', interval: 'monthly' });
      expect(result.unitPrice).toBe(unit);
      expect(result.rowTotal).toBe(row);
      expect(result.savingPercent).toBe(saving);
    },
  );

  it('keeps plain one-time rows free of float drift', () => {
    expect(linePrice({ ...guest, unitPrice: 0.1, quantity: 3, mode: 'oneTime' }).rowTotal).toBe(0.3);
    expect(linePrice({ ...guest, unitPrice: 19.99, quantity: 7, mode: 'oneTime' }).rowTotal).toBe(139.93);
  });

  it.each([
    { unitPrice: 19.9, quantity: 0 },
    { unitPrice: 19.9, quantity: -1 },
    { unitPrice: 19.9, quantity: 1.5 },
    { unitPrice: 19.9, quantity: Number.NaN },
    { unitPrice: -1, quantity: 1 },
    { unitPrice: Number.NaN, quantity: 1 },
    { unitPrice: Number.POSITIVE_INFINITY, quantity: 1 },
  ])('rejects unit price $unitPrice × quantity $quantity', ({ unitPrice, quantity }) => {
    expect(() => linePrice({ ...guest, unitPrice, quantity, mode: 'oneTime' })).toThrow(RangeError);
  });

  it.each([
    [null, false, 'subscription'],
    [3, true, 'subscription'],
    [5, true, 'subscription'],
    [5, false, 'subscription'],
    [4, true, 'none'],
    [4, false, 'subscription'],
  ] as const)('group %s, logged in %s → %s', (customerGroup, loggedIn, rule) => {
    const result = linePrice({
      unitPrice: 19.9,
      quantity: 1,
      mode: 'onGoing',
      interval: 'monthly',
      customerGroup,
      loggedIn,
    });
    expect(result.appliedRule).toBe(rule);
  });

  describe('guarantees over a grid of prices, quantities, tiers and groups', () => {
    const prices = [
      0, 0.01, 0.05, 0.1, 0.99, 1.1, 1.99, 3.33, 9.95, 19.9, 19.94, 24.99, 53.73, 101.9, 999.99,
    ];
    const tierSets: VolumeTier[][] = [
      [],
      tiers,
      [{ qty: 1, percent: 15 }],
      [
        { qty: 2, percent: 14.99 },
        { qty: 4, percent: 99 },
      ],
    ];
    const groups = [
      [null, false],
      [3, true],
      [4, true],
      [5, true],
      [5, false],
    ] as const;
    const cases: LinePriceInput[] = [];
    for (const unitPrice of prices)
      for (let quantity = 1; quantity <= 8; quantity += 1)
        for (const lineTiers of tierSets)
          for (const [customerGroup, loggedIn] of groups) {
            const common = { unitPrice, quantity, tiers: lineTiers, customerGroup, loggedIn };
            cases.push({ ...common, mode: 'oneTime' });
            for (const interval of DELIVERY_INTERVALS) cases.push({ ...common, mode: 'onGoing', interval });
          }

    it('never saves more than MAX_SAVINGS_PERCENT, neither in percent nor in cents', () => {
      for (const input of cases) {
        const result = linePrice(input);
        const regular = toCents(result.regularRowTotal);
        const saved = regular - toCents(result.rowTotal);
        expect(result.discountPercent).toBeLessThanOrEqual(MAX_SAVINGS_PERCENT);
        expect(result.savingPercent).toBeLessThanOrEqual(MAX_SAVINGS_PERCENT);
        expect(saved * 100).toBeLessThanOrEqual(regular * MAX_SAVINGS_PERCENT);
        expect(toCents(result.discountAmount)).toBe(saved);
        expect(toCents(result.rowTotal)).toBe(toCents(result.unitPrice) * result.quantity);
        expect(result.appliedRule === 'none').toBe(result.discountPercent === 0);
      }
    });

    it('never combines volume and subscription discounts', () => {
      for (const input of cases.filter((c) => c.mode === 'onGoing')) {
        const result = linePrice(input);
        expect(result.appliedRule).not.toBe('volume');
        expect(result).toEqual(linePrice({ ...input, tiers: [] }));
      }
    });
  });
});

describe('plan option codes and the line price agree', () => {
  it.each(
    [null, 0, 1, 2, 3, 4, 5, 6].flatMap((group) =>
      [true, false].map((loggedIn) => ({ group, loggedIn, code: planOptionCode(group, loggedIn) })),
    ),
  )('group $group, logged in $loggedIn: code $code', ({ group, loggedIn, code }) => {
    const result = linePrice({
      unitPrice: 10,
      quantity: 1,
      mode: 'onGoing',
      interval: 'monthly',
      customerGroup: group,
      loggedIn,
    });
    expect(result.appliedRule).toBe(code === null ? 'none' : 'subscription');
  });
});

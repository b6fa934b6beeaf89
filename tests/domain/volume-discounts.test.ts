import { describe, expect, it } from 'vitest';
import { linePrice } from '../../domain/line-price.ts';
import { MAX_SAVINGS_PERCENT } from '../../domain/savings-plans.ts';
import {
  applicableTier,
  buildVolumeDiscountRecord,
  formatPercent,
  normalizeTiers,
  quantityDiscountNotice,
  type VolumeDiscountRecordInput,
  type VolumeTier,
  volumeDiscountPercent,
} from '../../domain/volume-discounts.ts';

const tiers: VolumeTier[] = [
  { qty: 12, percent: 15 },
  { qty: 3, percent: 5 },
  { qty: 6, percent: 10 },
];

describe('normalizeTiers', () => {
  it.each<{ name: string; input: VolumeTier[]; expected: VolumeTier[] }>([
    { name: 'no tiers', input: [], expected: [] },
    {
      name: 'sorts by threshold',
      input: tiers,
      expected: [
        { qty: 3, percent: 5 },
        { qty: 6, percent: 10 },
        { qty: 12, percent: 15 },
      ],
    },
    {
      name: 'drops unusable rows',
      input: [
        { qty: 0, percent: 5 },
        { qty: -3, percent: 5 },
        { qty: 2.5, percent: 5 },
        { qty: Number.NaN, percent: 5 },
        { qty: 3, percent: Number.NaN },
        { qty: 4, percent: 5 },
      ],
      expected: [{ qty: 4, percent: 5 }],
    },
    {
      name: 'keeps the larger percentage of a repeated threshold',
      input: [
        { qty: 3, percent: 7 },
        { qty: 3, percent: 5 },
      ],
      expected: [{ qty: 3, percent: 7 }],
    },
    {
      name: 'caps percentages at the advertised maximum and floors negatives at 0',
      input: [
        { qty: 3, percent: -5 },
        { qty: 6, percent: 50 },
      ],
      expected: [
        { qty: 3, percent: 0 },
        { qty: 6, percent: MAX_SAVINGS_PERCENT },
      ],
    },
  ])('$name', ({ input, expected }) => {
    expect(normalizeTiers(input)).toEqual(expected);
  });
});

describe('applicableTier: the highest tier whose qty is reached', () => {
  it.each([
    [1, null],
    [2, null],
    [3, { qty: 3, percent: 5 }],
    [5, { qty: 3, percent: 5 }],
    [6, { qty: 6, percent: 10 }],
    [11, { qty: 6, percent: 10 }],
    [12, { qty: 12, percent: 15 }],
    [100, { qty: 12, percent: 15 }],
  ])('quantity %s → %j', (quantity, tier) => {
    expect(applicableTier(tiers, quantity)).toEqual(tier);
    expect(volumeDiscountPercent(tiers, quantity)).toBe(tier?.percent ?? 0);
  });

  it.each<{ name: string; tiers: VolumeTier[]; quantity: number; percent: number }>([
    { name: 'no tiers', tiers: [], quantity: 10, percent: 0 },
    { name: 'a tier from 1', tiers: [{ qty: 1, percent: 3 }], quantity: 1, percent: 3 },
    {
      name: 'a 0% tier above ends the discount',
      tiers: [
        { qty: 3, percent: 5 },
        { qty: 6, percent: 0 },
      ],
      quantity: 6,
      percent: 0,
    },
    {
      name: 'a lower percentage at a higher tier still applies (highest tier, not best percent)',
      tiers: [
        { qty: 3, percent: 10 },
        { qty: 6, percent: 5 },
      ],
      quantity: 8,
      percent: 5,
    },
  ])('$name → $percent %', ({ tiers: lineTiers, quantity, percent }) => {
    expect(volumeDiscountPercent(lineTiers, quantity)).toBe(percent);
  });
});

describe('quantityDiscountNotice', () => {
  it.each<{ name: string; tiers: VolumeTier[]; quantity: number; notice: unknown }>([
    { name: 'no tiers', tiers: [], quantity: 5, notice: null },
    { name: 'below the first tier', tiers, quantity: 2, notice: null },
    {
      name: 'at the first tier, pointing to the next',
      tiers,
      quantity: 3,
      notice: { percent: 5, nextTier: { qty: 6, percent: 10 } },
    },
    {
      name: 'just below the second tier',
      tiers,
      quantity: 5,
      notice: { percent: 5, nextTier: { qty: 6, percent: 10 } },
    },
    {
      name: 'at the second tier',
      tiers,
      quantity: 6,
      notice: { percent: 10, nextTier: { qty: 12, percent: 15 } },
    },
    { name: 'at the last tier', tiers, quantity: 12, notice: { percent: 15 } },
    { name: 'only 0% tiers', tiers: [{ qty: 3, percent: 0 }], quantity: 3, notice: null },
    {
      name: 'never points to a worse tier',
      tiers: [
        { qty: 3, percent: 10 },
        { qty: 6, percent: 5 },
      ],
      quantity: 3,
      notice: { percent: 10 },
    },
    {
      name: 'skips a worse tier to reach a better one',
      tiers: [
        { qty: 3, percent: 10 },
        { qty: 6, percent: 5 },
        { qty: 9, percent: 12 },
      ],
      quantity: 4,
      notice: { percent: 10, nextTier: { qty: 9, percent: 12 } },
    },
  ])('$name', ({ tiers: lineTiers, quantity, notice }) => {
    expect(quantityDiscountNotice(lineTiers, quantity)).toEqual(notice);
    expect(quantityDiscountNotice(lineTiers, quantity, 'oneTime')).toEqual(notice);
  });

  it.each([1, 3, 6, 12])('is never shown on a subscription line (quantity %s)', (quantity) => {
    expect(quantityDiscountNotice(tiers, quantity, 'onGoing')).toBeNull();
  });
});

describe('formatPercent', () => {
  it.each([
    [5, 'de', '5\u00a0%'],
    [7.5, 'de', '7,5\u00a0%'],
    [10, 'en', '10%'],
    [7.5, 'en', '7.5%'],
  ] as const)('%s in %s → %j', (percent, language, text) => {
    expect(formatPercent(percent, language)).toBe(text);
  });
});

describe('buildVolumeDiscountRecord', () => {
  const base: VolumeDiscountRecordInput = {
    productId: 42,
    storeCode: 'de',
    language: 'de',
    unitPrice: 19.9,
    tiers: [
      { qty: 6, percent: 10 },
      { qty: 3, percent: 5 },
    ],
    customer: { id: 7, email: 'anna@example.com', groupId: 3 },
  };

  it('builds the record for a logged-in customer', () => {
    expect(buildVolumeDiscountRecord(base)).toEqual({
      customerId: 7,
      customerEmail: 'anna@example.com',
      customerGroup: 3,
      productId: 42,
      storeCode: 'de',
      discount: {
        apply_discount_one_time: true,
        apply_discount_subscription: false,
        tiers: [
          { qty: 3, prices: { regular_price: 19.9, final_price: 18.9, amount_off: 1, percent_off: 5 } },
          { qty: 6, prices: { regular_price: 19.9, final_price: 17.91, amount_off: 1.99, percent_off: 10 } },
        ],
        one_time_text: 'Mengenrabatt: ab 3 Stück 5\u00a0%, ab 6 Stück 10\u00a0%',
        subscription_text: 'Mengenrabatte sind nicht mit einem Sparplan kombinierbar.',
        discounts: { '3': 5, '6': 10 },
      },
    });
  });

  it('builds the record for a guest in English', () => {
    const record = buildVolumeDiscountRecord({ ...base, storeCode: 'en', language: 'en', customer: null });
    expect(record).toMatchObject({
      customerId: null,
      customerEmail: null,
      customerGroup: 0,
      storeCode: 'en',
      discount: {
        one_time_text: 'Volume discount: from 3 items 5% off, from 6 items 10% off',
        subscription_text: 'Volume discounts cannot be combined with a savings plan.',
      },
    });
  });

  it.each<{ name: string; input: Partial<VolumeDiscountRecordInput>; applies: boolean }>([
    { name: 'no tiers', input: { tiers: [] }, applies: false },
    { name: 'only 0% tiers', input: { tiers: [{ qty: 3, percent: 0 }] }, applies: false },
    { name: 'zero price', input: { unitPrice: 0 }, applies: false },
    { name: 'tiers and a price', input: {}, applies: true },
  ])('$name → apply_discount_one_time $applies, texts only when it applies', ({ input, applies }) => {
    const { discount } = buildVolumeDiscountRecord({ ...base, ...input });
    expect(discount.apply_discount_one_time).toBe(applies);
    expect(discount.apply_discount_subscription).toBe(false);
    expect(discount.one_time_text !== null).toBe(applies);
    expect(discount.subscription_text !== null).toBe(applies);
  });

  it('keeps 0% and capped tiers in the map so clients applying it agree with the server', () => {
    const { discount } = buildVolumeDiscountRecord({
      ...base,
      tiers: [
        { qty: 3, percent: 5 },
        { qty: 6, percent: 0 },
        { qty: 10, percent: 40 },
      ],
    });
    expect(discount.discounts).toEqual({ '3': 5, '6': 0, '10': 15 });
    expect(discount.tiers.map((t) => t.prices.percent_off)).toEqual([5, 0, 15]);
    expect(discount.one_time_text).toBe('Mengenrabatt: ab 3 Stück 5\u00a0%, ab 10 Stück 15\u00a0%');
  });

  it.each([9.95, 19.9, 19.94, 24.99, 101.9])('tier prices at %s equal the cart line prices', (unitPrice) => {
    const productTiers: VolumeTier[] = [
      { qty: 2, percent: 3 },
      { qty: 3, percent: 7.5 },
      { qty: 6, percent: 15 },
    ];
    const { discount } = buildVolumeDiscountRecord({ ...base, unitPrice, tiers: productTiers });
    for (const tier of discount.tiers) {
      const line = linePrice({
        unitPrice,
        quantity: tier.qty,
        mode: 'oneTime',
        tiers: productTiers,
        customerGroup: 3,
        loggedIn: true,
      });
      expect(tier.prices.final_price).toBe(line.unitPrice);
      expect(tier.prices.percent_off).toBe(line.discountPercent);
    }
  });
});

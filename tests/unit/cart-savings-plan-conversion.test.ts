import { describe, expect, it } from 'vitest';
import { type CartLine, type PlanProduct, planSavingsPlanConversion } from '../../server/commerce/carts.ts';

const line = (id: number, productId: number, quantity: number, plan?: 'monthly' | 'quarterly'): CartLine => ({
  id,
  productId,
  parentProductId: null,
  quantity,
  mode: plan ? 'onGoing' : 'oneTime',
  interval: plan ?? null,
});
const product = (stockQty: number, salable = true): PlanProduct => ({
  name: `P${stockQty}`,
  salable,
  stockQty,
});

describe('planSavingsPlanConversion', () => {
  it('makes every line a plan line with the interval and merges the same lines into the first', () => {
    const { lines, kept } = planSavingsPlanConversion(
      [line(1, 10, 1), line(2, 20, 2, 'quarterly'), line(3, 10, 2, 'monthly')],
      new Map([
        [10, product(100)],
        [20, product(100)],
      ]),
      'monthly',
    );
    expect(kept).toEqual([]);
    expect(lines).toEqual([
      { ...line(1, 10, 3, 'monthly'), mergedIds: [3] },
      { ...line(2, 20, 2, 'monthly'), mergedIds: [] },
    ]);
  });

  it('counts the stock over all lines of a product, in cart order, and keeps what does not fit', () => {
    // 4 in stock, 1 + 1 in the cart: the first quarterly line ships 3 (4 in all), the second would make 6.
    const { lines, kept } = planSavingsPlanConversion(
      [line(1, 10, 1), line(2, 10, 1, 'monthly')],
      new Map([[10, product(4)]]),
      'quarterly',
    );
    expect(lines).toEqual([
      { ...line(1, 10, 1, 'quarterly'), mergedIds: [] },
      { ...line(2, 10, 1, 'monthly'), mergedIds: [] },
    ]);
    expect(kept).toEqual([{ lineId: 2, code: 'INSUFFICIENT_STOCK', message: expect.any(String) }]);
  });

  it('needs no stock to ship less, and leaves a line that already has the interval alone', () => {
    const { lines, kept } = planSavingsPlanConversion(
      [line(1, 10, 2, 'quarterly'), line(2, 20, 1, 'monthly'), line(3, 30, 1)],
      new Map([
        [10, product(0)],
        [20, product(0, false)],
      ]),
      'monthly',
    );
    expect(lines.map((l) => [l.id, l.interval])).toEqual([
      [1, 'monthly'],
      [2, 'monthly'],
      [3, null],
    ]);
    // Product 30 is unknown (no longer sold): its line stays one-time.
    expect(kept).toEqual([
      { lineId: 3, code: 'NOT_SALABLE', message: '"The product" is not available as a savings plan.' },
    ]);
  });
});

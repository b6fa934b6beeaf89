import { describe, expect, it } from 'vitest';
import { lowestPriceBeforeReduction, type PriceChange } from '../../domain/price-history.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);
const daysAgo = (days: number) => NOW - days * DAY;
const h = (...changes: [price: number, days: number][]): PriceChange[] =>
  changes.map(([price, days]) => ({ price, from: daysAgo(days) }));

describe('lowestPriceBeforeReduction', () => {
  it.each([
    { name: 'no history', history: h(), expected: null },
    { name: 'only the current price', history: h([19.9, 10]), expected: null },
    { name: 'reduction after a long regular price', history: h([29.9, 90], [19.9, 10]), expected: 29.9 },
    {
      name: 'an earlier sale inside the 30 days before the reduction',
      history: h([29.9, 90], [24.9, 35], [29.9, 28], [19.9, 10]),
      expected: 24.9,
    },
    {
      name: 'an earlier sale that ended before the window opened',
      history: h([29.9, 90], [22.9, 60], [29.9, 45], [19.9, 10]),
      expected: 29.9,
    },
    {
      name: 'the price in effect when the window opened counts',
      history: h([27.9, 90], [29.9, 20], [19.9, 10]),
      expected: 27.9,
    },
    {
      name: 'a sale ending exactly when the window opens does not count',
      history: h([22.9, 90], [29.9, 40], [19.9, 10]),
      expected: 29.9,
    },
    {
      name: 'stepwise reduction: the window is before the first step',
      history: h([29.9, 90], [24.9, 12], [19.9, 5]),
      expected: 29.9,
    },
    {
      name: 'a price increase ends a run of steps',
      history: h([29.9, 90], [21.9, 25], [26.9, 15], [19.9, 5]),
      expected: 21.9,
    },
    { name: 'a price raised after a sale', history: h([19.9, 90], [24.9, 10]), expected: 19.9 },
    {
      name: 'repeated equal prices are one price',
      history: h([29.9, 90], [29.9, 20], [19.9, 10]),
      expected: 29.9,
    },
    {
      name: 'changes scheduled after now are ignored',
      history: [...h([29.9, 90], [19.9, 10]), { price: 9.9, from: NOW + DAY }],
      expected: 29.9,
    },
    {
      name: 'the later of two changes at the same instant wins',
      history: h([29.9, 90], [25.9, 40], [31.9, 40], [19.9, 10]),
      expected: 31.9,
    },
    {
      name: 'unsorted input',
      history: h([19.9, 10], [29.9, 90], [24.9, 35], [29.9, 28]),
      expected: 24.9,
    },
  ])('$name → $expected', ({ history, expected }) => {
    expect(lowestPriceBeforeReduction(history, NOW)?.price ?? null).toBe(expected);
  });

  it('reports when the reduction began', () => {
    expect(lowestPriceBeforeReduction(h([29.9, 90], [24.9, 12], [19.9, 5]), NOW)?.since).toBe(daysAgo(12));
  });

  it('takes the window length as a parameter', () => {
    expect(lowestPriceBeforeReduction(h([22.9, 90], [29.9, 40], [19.9, 10]), NOW, 45)?.price).toBe(22.9);
  });
});

import { describe, expect, it } from 'vitest';
import {
  averageRating,
  reviewStars,
  reviewSummary,
  starCounts,
  starsToPercent,
} from '../../server/commerce/review-stats.ts';

describe('review arithmetic', () => {
  it('averages as the sum of ratings over review_count', () => {
    expect(averageRating([5, 4, 4, 3])).toBe(4);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([2])).toBe(2);
  });

  it('gives 0 without reviews instead of dividing by zero', () => {
    expect(averageRating([])).toBe(0);
    expect(reviewSummary([])).toEqual({
      reviewCount: 0,
      ratingSummary: 0,
      starCounts: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
  });

  it("converts stars to Magento's percent with two decimals", () => {
    expect(starsToPercent(5)).toBe(100);
    expect(starsToPercent(4)).toBe(80);
    expect(starsToPercent(13 / 3)).toBe(86.67);
  });

  it('counts reviews per whole star, 5 to 1', () => {
    expect(starCounts([5, 5, 4, 2, 4.6, 1.2])).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 1 },
    ]);
  });

  it("takes a review's stars as the mean of its ratings", () => {
    expect(reviewStars([4])).toBe(4);
    expect(reviewStars([5, 4])).toBe(4.5);
    expect(reviewStars([])).toBe(0);
  });

  it('summarises a product', () => {
    expect(reviewSummary([5, 4, 4])).toMatchObject({ reviewCount: 3, ratingSummary: 86.67 });
  });
});

// Pure helpers of the reviews section: the product's average (spec 9: "Review average = sum of
// ratings over review_count"), a review's stars and its date.

import { parseShopDate } from '../../../domain/dates.ts';

export interface StarCount {
  stars: number;
  count: number;
}

/** Average stars: the sum of all ratings (stars × reviews giving them) over review_count; 0 without reviews. */
export function reviewAverage(starCounts: readonly StarCount[], reviewCount: number): number {
  if (reviewCount <= 0) return 0;
  const sum = starCounts.reduce((total, { stars, count }) => total + stars * count, 0);
  return sum / reviewCount;
}

/** Rounded to one decimal, as shown ('4.3 / 5'). */
export function roundedAverage(average: number): number {
  return Math.round(average * 10) / 10;
}

/** Stars of one review: its 'Rating' value, else its average_rating (percent) in stars. */
export function reviewStarsOf(review: {
  average_rating: number;
  ratings_breakdown: readonly { name: string; value: string }[];
}): number {
  const rating = review.ratings_breakdown.find((r) => r.name === 'Rating') ?? review.ratings_breakdown[0];
  const value = Number(rating?.value);
  return Number.isFinite(value) && value > 0 ? value : review.average_rating / 20;
}

/** Magento's created_at ('YYYY-MM-DD HH:MM:SS', UTC) as a Date; null when unreadable. */
export function reviewDate(createdAt: string): Date | null {
  return parseShopDate(createdAt);
}

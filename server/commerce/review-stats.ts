// Review arithmetic, as plain functions: the product's average (spec 9: "Review average = sum
// of ratings over review_count"), Magento's percent scores and the count per star.

export const MAX_STARS = 5;

/** Stars of one review: the mean of its ratings (the shop rates one aspect, so usually that one). */
export function reviewStars(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((a, b) => a + b, 0) / ratings.length;
}

/** Average stars of a product: sum of its reviews' ratings over review_count; 0 without reviews. */
export function averageRating(reviewRatings: readonly number[]): number {
  if (reviewRatings.length === 0) return 0;
  return reviewRatings.reduce((a, b) => a + b, 0) / reviewRatings.length;
}

/** Stars as Magento's percent score (rating_summary, average_rating): 5 stars = 100, two decimals. */
export function starsToPercent(stars: number): number {
  return Math.round((stars / MAX_STARS) * 100 * 100) / 100;
}

export interface StarCount {
  stars: number;
  count: number;
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars (a review's mean is rounded to whole stars). */
export function starCounts(reviewRatings: readonly number[]): StarCount[] {
  const counts = new Map<number, number>();
  for (const value of reviewRatings) {
    const stars = Math.min(MAX_STARS, Math.max(1, Math.round(value)));
    counts.set(stars, (counts.get(stars) ?? 0) + 1);
  }
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 }));
}

export interface ReviewSummary {
  reviewCount: number;
  /** Percent 0–100 (Magento's rating_summary). */
  ratingSummary: number;
  starCounts: StarCount[];
}

/** The summary of a product's approved reviews, each given as its stars. */
export function reviewSummary(reviewRatings: readonly number[]): ReviewSummary {
  return {
    reviewCount: reviewRatings.length,
    ratingSummary: starsToPercent(averageRating(reviewRatings)),
    starCounts: starCounts(reviewRatings),
  };
}

// §11 PAngV: whoever announces a price reduction states the lowest price the product had in the
// 30 days before the reduction. The history is a list of price changes per product and shop;
// these rules pick the reduction out of it and the reference price before it.

export const LOWEST_PRICE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A price that applies from `from` (epoch milliseconds) until the next change. */
export interface PriceChange {
  price: number;
  from: number;
}

/**
 * The changes in effect up to `now`, oldest first, with repeats of the same price and changes
 * overridden at the same instant folded away.
 */
function effectiveChanges(history: readonly PriceChange[], now: number): PriceChange[] {
  const sorted = history
    .filter((c) => c.from <= now && Number.isFinite(c.price))
    .sort((a, b) => a.from - b.from);
  const result: PriceChange[] = [];
  for (const change of sorted) {
    const last = result.at(-1);
    if (last && last.from === change.from) result[result.length - 1] = change;
    else if (!last || last.price !== change.price) result.push(change);
  }
  // Folding the same instant can leave two equal prices next to each other.
  return result.filter((c, i) => i === 0 || result[i - 1]?.price !== c.price);
}

/**
 * Index of the change that began the current price: the latest change, or for a stepwise
 * reduction without interruption (§11 (3) PAngV: each step lower than the one before) its first
 * step.
 */
function currentRunStart(changes: readonly PriceChange[]): number {
  let i = changes.length - 1;
  while (i >= 2) {
    const step = changes[i]!;
    const previous = changes[i - 1]!;
    const beforePrevious = changes[i - 2]!;
    if (step.price < previous.price && previous.price < beforePrevious.price) i--;
    else break;
  }
  return i;
}

export interface LowestPriceBeforeReduction {
  /** Lowest price in effect during the 30 days before the current price took effect. */
  price: number;
  /** When the current price (or the first step of a stepwise reduction) took effect. */
  since: number;
}

/**
 * The lowest price in the 30 days before the current price (or its stepwise reduction) began,
 * counting the price that was in effect when that window opened. Null when nothing was recorded
 * before the current price, so there is no earlier price to state.
 */
export function lowestPriceBeforeReduction(
  history: readonly PriceChange[],
  now: number,
  windowDays: number = LOWEST_PRICE_WINDOW_DAYS,
): LowestPriceBeforeReduction | null {
  const changes = effectiveChanges(history, now);
  const start = currentRunStart(changes);
  if (start < 1) return null;
  const since = changes[start]!.from;
  const windowStart = since - windowDays * DAY_MS;
  let lowest = Number.POSITIVE_INFINITY;
  for (let j = 0; j < start; j++) {
    const until = changes[j + 1]!.from;
    if (until > windowStart) lowest = Math.min(lowest, changes[j]!.price);
  }
  return Number.isFinite(lowest) ? { price: lowest, since } : null;
}

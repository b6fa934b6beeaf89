// The closing line of `npm test`. Kept apart from scripts/test.mjs so it can be tested alone.

/**
 * `tests: N passed, N failed[, N skipped][ (failed step: …)]`. A failed step that reported no
 * failed test of its own (build, types, lint, coverage, a runner that crashed) counts as one
 * failure, so the line never reads '0 failed' for a run that failed.
 * @param {{ passed: number, failed: number, skipped: number }} totals
 * @param {string | null} failedStep the title of a step that failed without a failed test to show
 */
export function summaryLine(totals, failedStep) {
  const failed = totals.failed + (failedStep ? 1 : 0);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  const step = failedStep ? ` (failed step: ${failedStep})` : '';
  return `tests: ${totals.passed} passed, ${failed} failed${skipped}${step}`;
}

import { describe, expect, it } from 'vitest';
import { summaryLine } from '../../scripts/test-summary.mjs';

describe("npm test's closing line", () => {
  it.each([
    [{ passed: 12, failed: 0, skipped: 0 }, null, 'tests: 12 passed, 0 failed'],
    [{ passed: 12, failed: 2, skipped: 1 }, null, 'tests: 12 passed, 2 failed, 1 skipped'],
    // lint failed before any test ran: never '0 failed'
    [{ passed: 0, failed: 0, skipped: 0 }, 'lint', 'tests: 0 passed, 1 failed (failed step: lint)'],
    [
      { passed: 540, failed: 0, skipped: 0 },
      'machine transition coverage',
      'tests: 540 passed, 1 failed (failed step: machine transition coverage)',
    ],
  ] as const)('%o with failed step %s reads %s', (totals, step, line) => {
    expect(summaryLine(totals, step)).toBe(line);
  });
});

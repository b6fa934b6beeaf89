export declare function summaryLine(
  totals: { passed: number; failed: number; skipped: number },
  failedStep: string | null,
): string;

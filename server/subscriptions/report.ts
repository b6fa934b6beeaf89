// Plain-text tables of savings plans and job results for the shop team's command
// (`npm run subscriptions`).
import type { SubscriptionRow } from './create.ts';
import type { RunResult } from './runner.ts';

/** A table with a header row, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function plansTable(plans: SubscriptionRow[]): string {
  if (plans.length === 0) return 'No savings plans.';
  return table(
    ['number', 'status', 'email', 'sku', 'qty', 'interval', 'next delivery', 'deliveries', 'failed payments'],
    plans.map((p) => [
      p.number,
      p.status === 'paused' && p.pausedUntil ? `paused until ${p.pausedUntil}` : p.status,
      p.email,
      p.sku,
      String(p.quantity),
      p.interval,
      p.nextDeliveryOn ?? '-',
      String(p.deliveriesMade),
      String(p.paymentFailures),
    ]),
  );
}

function outcomeText(result: RunResult): [string, string] {
  const o = result.outcome;
  switch (o.kind) {
    case 'ordered':
      return [`ordered ${o.orderNumber} (period ${o.periodIndex})`, o.nextDeliveryOn ?? 'plan ended'];
    case 'postponed':
      return [`out of stock: postponed (period ${o.periodIndex})`, o.nextDeliveryOn];
    case 'payment_failed':
      return [
        o.paused ? 'payment failed: plan paused' : 'payment failed: retried later',
        o.nextDeliveryOn ?? '-',
      ];
    case 'error':
      return [`error: ${o.message}`, 'tried again next run'];
    default:
      return [o.kind.replace(/_/g, ' '), '-'];
  }
}

export function runTable(results: RunResult[]): string {
  if (results.length === 0) return 'No deliveries were due.';
  return table(
    ['plan', 'result', 'next delivery'],
    results.map((r) => [r.number, ...outcomeText(r)]),
  );
}

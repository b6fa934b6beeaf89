import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SavingsPlanInterval, SavingsPlanStatus } from '../../../machines/savings-plan.machine.ts';

/** The interval of a plan in the shopper's language. */
export function intervalLabel(i18n: I18n, interval: SavingsPlanInterval): string {
  return interval === 'QUARTERLY' ? i18n._(msg`Every 3 months`) : i18n._(msg`Every month`);
}

/** The state of a plan in the shopper's language. */
export function planStatusLabel(i18n: I18n, status: SavingsPlanStatus): string {
  if (status === 'PAUSED') return i18n._(msg`Paused`);
  if (status === 'CANCELLED') return i18n._(msg`Cancelled`);
  return i18n._(msg`Active`);
}

/** What became of a delivery period. */
export function periodStatusLabel(
  i18n: I18n,
  status: 'ORDERED' | 'SKIPPED' | 'POSTPONED' | 'FAILED',
): string {
  if (status === 'SKIPPED') return i18n._(msg`Skipped`);
  if (status === 'POSTPONED') return i18n._(msg`Postponed (out of stock)`);
  if (status === 'FAILED') return i18n._(msg`Payment failed`);
  return i18n._(msg`Ordered`);
}

export const STATUS_BADGE: Record<SavingsPlanStatus, string> = {
  ACTIVE: 'bg-brand-50 text-brand-900 ring-brand-200',
  PAUSED: 'bg-amber-50 text-amber-900 ring-amber-200',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-200',
};

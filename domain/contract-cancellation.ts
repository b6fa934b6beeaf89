import { localizedPath, PAGE_SLUGS } from './paths.ts';
import type { Lang } from './store.ts';

/**
 * The public cancellation page (§312k BGB): one path per language, linked from every layout's
 * footer ('Verträge hier kündigen' / 'Cancel contracts here'). The form works without login.
 */
export const CANCEL_CONTRACTS_SLUGS = PAGE_SLUGS.cancelContracts;

/** The cancellation page of a language: /de/vertraege-kuendigen/, /en/cancel-contracts/. */
export function cancelContractsPath(lang: Lang): string {
  return localizedPath(lang, 'cancelContracts');
}

export const CONTRACT_CANCELLATION_KINDS = ['ORDINARY', 'EXTRAORDINARY'] as const;
export type ContractCancellationKind = (typeof CONTRACT_CANCELLATION_KINDS)[number];

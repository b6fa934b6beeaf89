import { describe, expect, it } from 'vitest';
import {
  CANCEL_CONTRACTS_SLUGS,
  CONTRACT_CANCELLATION_KINDS,
  cancelContractsPath,
} from '../../domain/contract-cancellation.ts';

describe('contract cancellation page (§312k BGB)', () => {
  it.each([
    ['de', 'vertraege-kuendigen', '/de/vertraege-kuendigen/'],
    ['en', 'cancel-contracts', '/en/cancel-contracts/'],
  ] as const)('in %s: slug %s, path %s', (lang, slug, path) => {
    expect(CANCEL_CONTRACTS_SLUGS[lang]).toBe(slug);
    expect(cancelContractsPath(lang)).toBe(path);
  });

  it('has one path per language, and the two differ', () => {
    expect(cancelContractsPath('de')).not.toBe(cancelContractsPath('en'));
  });

  it.each([
    [0, 'ORDINARY'],
    [1, 'EXTRAORDINARY'],
  ])('kind %i is %s', (index, kind) => {
    expect(CONTRACT_CANCELLATION_KINDS[index]).toBe(kind);
  });

  it('knows exactly two kinds of cancellation', () => {
    expect(CONTRACT_CANCELLATION_KINDS).toHaveLength(2);
  });
});

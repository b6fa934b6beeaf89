import { describe, expect, it } from 'vitest';
import { STANDARD_VOLUME_TIERS, volumeTiersFor } from '../../domain/volume-tiers.ts';

describe('volume discount tiers by family', () => {
  it.each([
    ['PRO-MAG', STANDARD_VOLUME_TIERS],
    ['PRO-MAG-1M', STANDARD_VOLUME_TIERS],
    ['VIT-D3K2-6M', STANDARD_VOLUME_TIERS],
    ['KOLLAGEN', [{ qty: 3, percent: 3 }]],
    ['KOLLAGEN-3M', [{ qty: 3, percent: 3 }]],
    // Only a pack suffix is stripped: a family that merely starts alike keeps the standard tiers.
    ['KOLLAGEN-PLUS', STANDARD_VOLUME_TIERS],
  ])('%s → %o', (sku, tiers) => {
    expect(volumeTiersFor(sku)).toEqual(tiers);
  });

  it('gives 5 % from 3 items and 10 % from 6 as the standard', () => {
    expect(STANDARD_VOLUME_TIERS).toEqual([
      { qty: 3, percent: 5 },
      { qty: 6, percent: 10 },
    ]);
  });
});

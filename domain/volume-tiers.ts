// Volume discount tiers of the shop's products (one-time purchases only). Every family gets the
// shop's standard tiers unless it has its own row here.
import type { VolumeTier } from './volume-discounts.ts';

/** 5 % from 3 items, 10 % from 6 items. */
export const STANDARD_VOLUME_TIERS: readonly VolumeTier[] = [
  { qty: 3, percent: 5 },
  { qty: 6, percent: 10 },
];

/** Families with other tiers, by family SKU (the configurable product's SKU). */
const FAMILY_TIERS: Readonly<Record<string, readonly VolumeTier[]>> = {
  // Collagen is sold at a low margin: a single, smaller tier.
  KOLLAGEN: [{ qty: 3, percent: 3 }],
};

/** Tiers of a product, looked up by its family SKU (a variant's SKU without the -1M/-3M/-6M suffix). */
export function volumeTiersFor(sku: string): readonly VolumeTier[] {
  const family = sku.replace(/-\d+M$/, '');
  return FAMILY_TIERS[family] ?? STANDARD_VOLUME_TIERS;
}

// Volume (quantity) discount rules as pure functions: which tier applies, when the storefront shows
// the quantity-discount notice, and the record the `{product}Discount` query returns. Volume
// discounts are for one-time purchases only; a savings-plan line gets the subscription discount
// and nothing else (spec: the two cannot be combined).

import { fromCents, toCents } from './money.ts';
import { capSavingsPercent, GUEST_CUSTOMER_GROUP, type PurchaseMode, savingCents } from './savings-plans.ts';
import type { Language } from './store.ts';

/** One tier as configured on a product: from `qty` units on, `percent` off the unit price. */
export interface VolumeTier {
  qty: number;
  percent: number;
}

/**
 * Tiers the rules work on: whole thresholds of at least 1, percentages capped to the shop's
 * maximum saving, sorted by threshold. Unusable rows (NaN, qty 0, fractions) are dropped rather
 * than rejected so one bad catalogue row cannot break a product page. When a threshold appears
 * twice the larger percentage wins, so nobody pays more than a price the shop has shown for that
 * quantity; the cap bounds it anyway. 0% tiers are kept on purpose: under
 * "highest tier reached" a 0% tier ends the discount above its threshold, and dropping it would
 * grant the lower tier's discount instead.
 */
export function normalizeTiers(tiers: readonly VolumeTier[]): VolumeTier[] {
  const byQty = new Map<number, number>();
  for (const { qty, percent } of tiers) {
    if (!Number.isInteger(qty) || qty < 1 || !Number.isFinite(percent)) continue;
    const capped = capSavingsPercent(percent);
    byQty.set(qty, Math.max(byQty.get(qty) ?? 0, capped));
  }
  return [...byQty.entries()].sort(([a], [b]) => a - b).map(([qty, percent]) => ({ qty, percent }));
}

/** The tier that applies to `quantity` units: the highest one whose threshold is reached. */
export function applicableTier(tiers: readonly VolumeTier[], quantity: number): VolumeTier | null {
  let applied: VolumeTier | null = null;
  for (const tier of normalizeTiers(tiers)) {
    if (tier.qty > quantity) break;
    applied = tier;
  }
  return applied;
}

/** Volume discount percentage for `quantity` units; 0 below the first tier or without tiers. */
export function volumeDiscountPercent(tiers: readonly VolumeTier[], quantity: number): number {
  return applicableTier(tiers, quantity)?.percent ?? 0;
}

export interface QuantityDiscountNotice {
  /** Percentage the line gets now. */
  percent: number;
  /** The next tier worth reaching, when one gives more than the current percentage. */
  nextTier?: VolumeTier;
}

/**
 * The "you save N% on this quantity" notice: shown only when the product has discounts and the
 * applied percentage is above 0 (spec 5), never on a subscription line, where volume discounts
 * do not apply. The next tier is offered only if it is better than the current one, so the
 * notice never talks a customer into buying more for a smaller discount.
 */
export function quantityDiscountNotice(
  tiers: readonly VolumeTier[],
  quantity: number,
  mode: PurchaseMode = 'oneTime',
): QuantityDiscountNotice | null {
  if (mode !== 'oneTime') return null;
  const normalized = normalizeTiers(tiers);
  const percent = volumeDiscountPercent(normalized, quantity);
  if (!(percent > 0)) return null;
  const nextTier = normalized.find((tier) => tier.qty > quantity && tier.percent > percent);
  return nextTier ? { percent, nextTier } : { percent };
}

// ---------------------------------------------------------------------------------------------
// The `{product}Discount(customerEmail, productId, storeCode)` record

/** Per-unit prices at a tier, in the store's currency (Magento's tier-price fields). */
export interface VolumeTierPrices {
  regular_price: number;
  final_price: number;
  amount_off: number;
  percent_off: number;
}

export interface VolumeDiscountTier {
  qty: number;
  prices: VolumeTierPrices;
}

export interface VolumeDiscount {
  apply_discount_one_time: boolean;
  /** Always false: volume discounts never combine with a savings plan. */
  apply_discount_subscription: false;
  tiers: VolumeDiscountTier[];
  one_time_text: string | null;
  subscription_text: string | null;
  /** Quantity threshold → percent. Keys are strings because the record travels as JSON. */
  discounts: Record<string, number>;
}

export interface VolumeDiscountRecord {
  customerId: number | null;
  customerEmail: string | null;
  customerGroup: number;
  productId: number;
  storeCode: string;
  discount: VolumeDiscount;
}

export interface DiscountCustomer {
  id: number;
  email: string;
  groupId: number;
}

export interface VolumeDiscountRecordInput {
  productId: number;
  storeCode: string;
  /** Language of the store view; picks the texts. */
  language: Language;
  /** Regular unit price of the product in the store's currency. */
  unitPrice: number;
  tiers: readonly VolumeTier[];
  /**
   * The customer of the session, or null for a guest. The resolver must take it from the
   * customer token, never look it up by the query's customerEmail argument, or anyone could
   * read another customer's group.
   */
  customer: DiscountCustomer | null;
}

const PERCENT_FORMAT: Record<Language, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};

/** German typography puts a (non-breaking) space before the percent sign, English none. */
export function formatPercent(percent: number, language: Language): string {
  const number = PERCENT_FORMAT[language].format(percent);
  return language === 'de' ? `${number}\u00a0%` : `${number}%`;
}

const TEXTS = {
  de: {
    oneTime: (steps: string[]) => `Mengenrabatt: ${steps.join(', ')}`,
    step: (qty: number, percent: string) => `ab ${qty} Stück ${percent}`,
    subscription: 'Mengenrabatte sind nicht mit einem Sparplan kombinierbar.',
  },
  en: {
    oneTime: (steps: string[]) => `Volume discount: ${steps.join(', ')}`,
    step: (qty: number, percent: string) => `from ${qty} items ${percent} off`,
    subscription: 'Volume discounts cannot be combined with a savings plan.',
  },
} as const;

/**
 * Builds the volume discount record for one product, customer and store. Tier prices use the same
 * integer-cent rounding and cap as the cart line (`savingCents`), so the price the modal shows at
 * a tier is the price the cart charges. Texts are null when there is nothing to announce.
 */
export function buildVolumeDiscountRecord(input: VolumeDiscountRecordInput): VolumeDiscountRecord {
  const tiers = normalizeTiers(input.tiers);
  const regularCents = Math.max(0, toCents(input.unitPrice));
  const texts = TEXTS[input.language];
  const discounted = tiers.filter((tier) => tier.percent > 0);
  const applyOneTime = discounted.length > 0 && regularCents > 0;

  return {
    customerId: input.customer?.id ?? null,
    customerEmail: input.customer?.email ?? null,
    customerGroup: input.customer?.groupId ?? GUEST_CUSTOMER_GROUP,
    productId: input.productId,
    storeCode: input.storeCode,
    discount: {
      apply_discount_one_time: applyOneTime,
      apply_discount_subscription: false,
      tiers: tiers.map(({ qty, percent }) => {
        const offCents = savingCents(regularCents, percent);
        return {
          qty,
          prices: {
            regular_price: fromCents(regularCents),
            final_price: fromCents(regularCents - offCents),
            amount_off: fromCents(offCents),
            percent_off: percent,
          },
        };
      }),
      one_time_text: applyOneTime
        ? texts.oneTime(discounted.map((t) => texts.step(t.qty, formatPercent(t.percent, input.language))))
        : null,
      subscription_text: applyOneTime ? texts.subscription : null,
      discounts: Object.fromEntries(tiers.map(({ qty, percent }) => [String(qty), percent])),
    },
  };
}

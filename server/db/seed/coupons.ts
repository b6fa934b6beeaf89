import type { Db } from '../client.ts';
import { coupons } from '../schema.ts';

/** Coupons of the seed shop: a welcome code, a fixed amount and an expired one (to show the refusal). */
export const SEED_COUPONS = [
  {
    code: 'WILLKOMMEN10',
    discountType: 'percent',
    amount: 10,
    labelDe: 'Willkommensrabatt 10 %',
    labelEn: 'Welcome discount 10%',
  },
  { code: 'SPAR5', discountType: 'fixed', amount: 5, labelDe: '5 Rabatt', labelEn: '5 off' },
  {
    code: 'SOMMER2024',
    discountType: 'percent',
    amount: 15,
    labelDe: 'Sommeraktion',
    labelEn: 'Summer sale',
    validUntil: new Date('2024-09-30T22:00:00Z'),
  },
] satisfies (typeof coupons.$inferInsert)[];

export async function seedCoupons(db: Db): Promise<void> {
  await db.insert(coupons).values(SEED_COUPONS);
}

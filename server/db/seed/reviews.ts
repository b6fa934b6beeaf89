// Seeds product reviews in German and English: a fixed pseudo-random choice per product family
// from review-texts.ts, so every fresh shop has the same reviews. Most families get reviews
// (more in German, the shop's main language), a few get none, some have one still pending.
import { inArray } from 'drizzle-orm';
import { RATING_NAME } from '../../commerce/reviews.ts';
import type { Db } from '../client.ts';
import { productReviewRatings, productReviews, products } from '../schema.ts';
import { FAMILIES, type FamilyDef, type Lang } from './catalog-products.ts';
import { FORM_REVIEWS, GENERAL_REVIEWS, NICKNAMES, type ReviewText } from './review-texts.ts';

/** Families without reviews yet (new in the range). */
export const FAMILIES_WITHOUT_REVIEWS = new Set(['SELEN', 'ASHWA']);
/** Reviews are dated back from this day, so the seed does not depend on when it runs. */
const NEWEST = Date.UTC(2026, 9, 28, 9, 30);
const DAY = 24 * 60 * 60 * 1000;

/** mulberry32 seeded from the SKU: the same sequence on every run. */
function randomOf(seed: string): () => number {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

export interface SeedReview extends ReviewText {
  familySku: string;
  language: Lang;
  nickname: string;
  createdAt: Date;
  status: 'approved' | 'pending';
}

/** The seed's reviews of one family in one language, newest first. */
function familyReviews(family: FamilyDef, language: Lang): SeedReview[] {
  if (FAMILIES_WITHOUT_REVIEWS.has(family.sku)) return [];
  const random = randomOf(`${family.sku}/${language}`);
  const pool = shuffled([...FORM_REVIEWS[family.form][language], ...GENERAL_REVIEWS[language]], random);
  const count = language === 'de' ? 4 + Math.floor(random() * 7) : 2 + Math.floor(random() * 4);
  const names = shuffled(NICKNAMES[language], random);
  let when = NEWEST - Math.floor(random() * 20) * DAY;
  return pool.slice(0, Math.min(count, pool.length)).map((text, i) => {
    const review: SeedReview = {
      ...text,
      familySku: family.sku,
      language,
      nickname: names[i % names.length] ?? 'Kunde',
      createdAt: new Date(when),
      // The newest German review of every third family still waits for moderation.
      status: language === 'de' && i === 0 && family.sku.length % 3 === 0 ? 'pending' : 'approved',
    };
    when -= (3 + Math.floor(random() * 40)) * DAY + Math.floor(random() * 600) * 60 * 1000;
    return review;
  });
}

export function buildSeedReviews(families: readonly FamilyDef[] = FAMILIES): SeedReview[] {
  return families.flatMap((f) => [...familyReviews(f, 'de'), ...familyReviews(f, 'en')]);
}

/** Inserts the reviews, on the families' configurable parents (summaries are computed when read). */
export async function seedReviews(db: Db): Promise<void> {
  const reviews = buildSeedReviews();
  const skus = [...new Set(reviews.map((r) => r.familySku))];
  if (skus.length === 0) return;
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const idOf = new Map(rows.map((r) => [r.sku, r.id]));
  const inserted = await db
    .insert(productReviews)
    .values(
      reviews.map((r) => ({
        productId: idOf.get(r.familySku) ?? 0,
        language: r.language,
        storeCode: null,
        customerId: null,
        nickname: r.nickname,
        summary: r.summary,
        text: r.text,
        status: r.status,
        createdAt: r.createdAt,
      })),
    )
    .returning({ id: productReviews.id });
  await db.insert(productReviewRatings).values(
    inserted.map((row, i) => ({
      reviewId: row.id,
      ratingCode: RATING_NAME,
      value: reviews[i]?.rating ?? 0,
    })),
  );
}

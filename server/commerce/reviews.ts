// Product reviews (Magento's review module): approved reviews of a product in the store view's
// language, their summary (rating_summary, review_count, count per star), the rating metadata and
// createProductReview. New reviews are stored as pending and shown only once approved, as in
// Magento; guests may write reviews (Magento's default "Allow Guests to Write Reviews": yes).
import DataLoader from 'dataloader';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productReviewRatings, productReviews, products } from '../db/schema.ts';
import type { CommerceContext } from './context.ts';
import { currentCustomer } from './customers.ts';
import { CommerceError } from './errors.ts';
import { decodeUid, encodeUid } from './ids.ts';
import { averageRating, MAX_STARS, type ReviewSummary, reviewSummary } from './review-stats.ts';
import { batchOnNextTurn, catalogSession, type ProductView } from './session.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import type { Language } from '../../domain/store.ts';

/** The one aspect shoppers rate (spec 3: ratings_breakdown name 'Rating'). */
export const RATING_NAME = 'Rating';
const RATING_ID = '1';
export const RATING_UID = encodeUid(RATING_ID);
/** Value ids of the rating: base64 of '<rating id>/<stars>'. */
export const ratingValueUid = (stars: number) => encodeUid(`${RATING_ID}/${stars}`);

export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 5000 } as const;

export type ReviewStatus = 'approved' | 'pending' | 'not_approved';

type ReviewText =
  | 'productNotFound'
  | 'nickname'
  | 'summary'
  | 'text'
  | 'tooLong'
  | 'rating'
  | 'pageSize'
  | 'currentPage';

const TEXTS: Record<Language, Record<ReviewText, string>> = {
  de: {
    productNotFound:
      'Das angeforderte Produkt existiert nicht. Bitte prüfen Sie das Produkt und versuchen Sie es erneut.',
    nickname: 'Bitte geben Sie einen Namen an.',
    summary: 'Bitte geben Sie eine Überschrift an.',
    text: 'Bitte schreiben Sie einen Text zu Ihrer Bewertung.',
    tooLong: 'Der Text ist zu lang.',
    rating: 'Bitte vergeben Sie eine Bewertung von 1 bis 5 Sternen.',
    pageSize: 'pageSize muss größer als 0 sein.',
    currentPage: 'currentPage muss größer als 0 sein.',
  },
  en: {
    productNotFound: "The product that was requested doesn't exist. Verify the product and try again.",
    nickname: 'Please enter a nickname.',
    summary: 'Please enter a summary.',
    text: 'Please write your review.',
    tooLong: 'The text is too long.',
    rating: 'Please rate the product with 1 to 5 stars.',
    pageSize: 'pageSize value must be greater than 0.',
    currentPage: 'currentPage value must be greater than 0.',
  },
};

/** Reviews are kept on the configurable parent, so every pack of a product shares them. */
async function reviewProductIds(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, parentId: products.parentId })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((r) => [r.id, r.parentId ?? r.id]));
}

/** Stars of every approved review of the given (review) products in one language. */
async function approvedStars(
  db: Db,
  reviewIds: number[],
  language: Language,
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (reviewIds.length === 0) return result;
  const rows = await db
    .select({
      productId: productReviews.productId,
      stars: sql<number>`avg(${productReviewRatings.value})::float8`,
    })
    .from(productReviews)
    .innerJoin(productReviewRatings, eq(productReviewRatings.reviewId, productReviews.id))
    .where(
      and(
        inArray(productReviews.productId, reviewIds),
        eq(productReviews.language, language),
        eq(productReviews.status, 'approved'),
      ),
    )
    .groupBy(productReviews.id, productReviews.productId);
  for (const row of rows) {
    const list = result.get(row.productId) ?? [];
    list.push(Number(row.stars));
    result.set(row.productId, list);
  }
  return result;
}

/** Summaries of many products in one language, in two queries. */
export async function loadReviewSummaries(
  db: Db,
  productIds: number[],
  language: Language,
): Promise<Map<number, ReviewSummary>> {
  const owners = await reviewProductIds(db, productIds);
  const stars = await approvedStars(db, [...new Set(owners.values())], language);
  return new Map(productIds.map((id) => [id, reviewSummary(stars.get(owners.get(id) ?? -1) ?? [])]));
}

const summaryLoaders = new WeakMap<CommerceContext, DataLoader<number, ReviewSummary>>();

/** The review summary of a product, batched per request (a page of cards costs two queries). */
async function summaryOf(ctx: CommerceContext, productId: number): Promise<ReviewSummary> {
  let loader = summaryLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const store = await catalogSession(ctx).store();
      const summaries = await loadReviewSummaries(ctx.db, [...ids], store.language);
      return ids.map((id) => summaries.get(id) ?? reviewSummary([]));
    }, batchOnNextTurn);
    summaryLoaders.set(ctx, loader);
  }
  return loader.load(productId);
}

export interface ReviewRow {
  id: number;
  nickname: string;
  summary: string;
  text: string;
  createdAt: Date;
  ratings: { code: string; value: number }[];
}

/** A page of a product's approved reviews in one language, newest first, with the total. */
export async function loadApprovedReviews(
  db: Db,
  productId: number,
  language: Language,
  page: { pageSize: number; currentPage: number },
): Promise<{ items: ReviewRow[]; total: number }> {
  const owner = (await reviewProductIds(db, [productId])).get(productId);
  if (owner === undefined) return { items: [], total: 0 };
  const where = and(
    eq(productReviews.productId, owner),
    eq(productReviews.language, language),
    eq(productReviews.status, 'approved'),
  );
  const [counted, rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(productReviews).where(where),
    db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(page.pageSize)
      .offset((page.currentPage - 1) * page.pageSize),
  ]);
  const ratings =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(productReviewRatings)
          .where(
            inArray(
              productReviewRatings.reviewId,
              rows.map((r) => r.id),
            ),
          );
  return {
    total: counted[0]?.total ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      summary: r.summary,
      text: r.text,
      createdAt: r.createdAt,
      ratings: ratings
        .filter((x) => x.reviewId === r.id)
        .map((x) => ({ code: x.ratingCode, value: x.value })),
    })),
  };
}

/** Magento's date format for created_at: 'YYYY-MM-DD HH:MM:SS' (UTC). */
export function magentoDate(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19);
}

export function reviewView(row: ReviewRow, product: ProductView) {
  return {
    __typename: 'ProductReview' as const,
    product,
    nickname: row.nickname,
    summary: row.summary,
    text: row.text,
    created_at: magentoDate(row.createdAt),
    average_rating: averageRating(row.ratings.map((r) => r.value)) * (100 / MAX_STARS),
    ratings_breakdown: row.ratings.map((r) => ({
      __typename: 'ProductReviewRating' as const,
      name: r.code,
      value: String(r.value),
    })),
  };
}

/** Field resolvers every product type shares: rating_summary, review_count, reviews and star counts. */
export const productReviewFields = {
  rating_summary: async (parent: { id?: number | null }, _args: unknown, ctx: CommerceContext) =>
    (await summaryOf(ctx, parent.id ?? 0)).ratingSummary,
  review_count: async (parent: { id?: number | null }, _args: unknown, ctx: CommerceContext) =>
    (await summaryOf(ctx, parent.id ?? 0)).reviewCount,
  review_star_counts: async (parent: { id?: number | null }, _args: unknown, ctx: CommerceContext) =>
    (await summaryOf(ctx, parent.id ?? 0)).starCounts.map((s) => ({
      __typename: 'ProductReviewStarCount' as const,
      ...s,
    })),
  reviews: async (
    parent: ProductView,
    args: { pageSize?: number | null; currentPage?: number | null },
    ctx: CommerceContext,
  ) => {
    const store = await catalogSession(ctx).store();
    const texts = TEXTS[store.language];
    const pageSize = args.pageSize ?? 20;
    const currentPage = args.currentPage ?? 1;
    if (pageSize < 1) throw new CommerceError(texts.pageSize);
    if (currentPage < 1) throw new CommerceError(texts.currentPage);
    const { items, total } = await loadApprovedReviews(ctx.db, parent.id ?? 0, store.language, {
      pageSize: Math.min(pageSize, 100),
      currentPage,
    });
    return {
      __typename: 'ProductReviews' as const,
      items: items.map((row) => reviewView(row, parent)),
      page_info: {
        __typename: 'SearchResultPageInfo' as const,
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.ceil(total / Math.min(pageSize, 100)),
      },
    };
  },
};

export function ratingsMetadata() {
  return {
    __typename: 'ProductReviewRatingsMetadata' as const,
    items: [
      {
        __typename: 'ProductReviewRatingMetadata' as const,
        id: RATING_UID,
        name: RATING_NAME,
        values: [1, 2, 3, 4, 5].map((stars) => ({
          __typename: 'ProductReviewRatingValueMetadata' as const,
          value_id: ratingValueUid(stars),
          value: String(stars),
        })),
      },
    ],
  };
}

export interface NewReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: { id: string; value_id: string }[];
}

/** Stars of the input's ratings: the shop's one rating, given once, with a known value. */
function parseRatings(ratings: NewReviewInput['ratings']): number | null {
  if (ratings.length !== 1) return null;
  const [rating] = ratings;
  if (!rating || rating.id !== RATING_UID) return null;
  const match = /^1\/([1-5])$/.exec(decodeUid(rating.value_id) ?? '');
  return match ? Number(match[1]) : null;
}

/** Each refusal of a review: its code and the key of its text in TEXTS. */
const REVIEW_REFUSALS = {
  nickname: 'REVIEW_NICKNAME_MISSING',
  summary: 'REVIEW_SUMMARY_MISSING',
  text: 'REVIEW_TEXT_MISSING',
  tooLong: 'REVIEW_TOO_LONG',
  rating: 'REVIEW_RATING_INVALID',
} as const satisfies Record<string, ErrorCode>;

/** Checks the input; the first problem (its code, its text in the shopper's language), or the cleaned review. */
export function validateReview(
  input: NewReviewInput,
  language: Language,
): { error: CommerceError } | { nickname: string; summary: string; text: string; stars: number } {
  const texts = TEXTS[language];
  const refuse = (problem: keyof typeof REVIEW_REFUSALS) => ({
    error: CommerceError.coded(REVIEW_REFUSALS[problem], texts[problem]),
  });
  const nickname = input.nickname.trim();
  const summary = input.summary.trim();
  const text = input.text.trim();
  if (!nickname) return refuse('nickname');
  if (!summary) return refuse('summary');
  if (!text) return refuse('text');
  if (
    nickname.length > REVIEW_LIMITS.nickname ||
    summary.length > REVIEW_LIMITS.summary ||
    text.length > REVIEW_LIMITS.text
  )
    return refuse('tooLong');
  const stars = parseRatings(input.ratings);
  if (stars === null) return refuse('rating');
  return { nickname, summary, text, stars };
}

/** Stores a review (pending unless told otherwise) with its rating, in one transaction. */
export async function insertReview(
  db: Db,
  review: {
    productId: number;
    language: Language;
    storeCode: string | null;
    customerId: number | null;
    nickname: string;
    summary: string;
    text: string;
    stars: number;
    status?: ReviewStatus;
    createdAt?: Date;
  },
): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productReviews)
      .values({
        productId: review.productId,
        language: review.language,
        storeCode: review.storeCode,
        customerId: review.customerId,
        nickname: review.nickname,
        summary: review.summary,
        text: review.text,
        status: review.status ?? 'pending',
        ...(review.createdAt ? { createdAt: review.createdAt } : {}),
      })
      .returning();
    if (!row) throw new Error('review not stored');
    await tx
      .insert(productReviewRatings)
      .values({ reviewId: row.id, ratingCode: RATING_NAME, value: review.stars });
    return {
      id: row.id,
      nickname: row.nickname,
      summary: row.summary,
      text: row.text,
      createdAt: row.createdAt,
      ratings: [{ code: RATING_NAME, value: review.stars }],
    };
  });
}

/** Moderation: approves or rejects a review (the back office's action); false for an unknown id. */
export async function setReviewStatus(db: Db, reviewId: number, status: ReviewStatus): Promise<boolean> {
  const changed = await db
    .update(productReviews)
    .set({ status })
    .where(eq(productReviews.id, reviewId))
    .returning({ id: productReviews.id });
  return changed.length > 0;
}

/** A review as the moderation list shows it. */
export interface ModerationReview {
  id: number;
  sku: string;
  language: string;
  nickname: string;
  summary: string;
  text: string;
  stars: number;
  createdAt: Date;
}

/** Reviews with a status, oldest first (the moderation queue for 'pending'). */
export async function reviewsWithStatus(db: Db, status: ReviewStatus): Promise<ModerationReview[]> {
  const rows = await db
    .select({
      id: productReviews.id,
      sku: products.sku,
      language: productReviews.language,
      nickname: productReviews.nickname,
      summary: productReviews.summary,
      text: productReviews.text,
      stars: productReviewRatings.value,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(
      productReviewRatings,
      and(
        eq(productReviewRatings.reviewId, productReviews.id),
        eq(productReviewRatings.ratingCode, RATING_NAME),
      ),
    )
    .where(eq(productReviews.status, status))
    .orderBy(productReviews.createdAt, productReviews.id);
  return rows.map((row) => ({ ...row, stars: row.stars ?? 0 }));
}

export const reviewQueries = {
  productReviewRatingsMetadata: () => ratingsMetadata(),
};

export const reviewMutations = {
  createProductReview: async (_root: unknown, args: { input: NewReviewInput }, ctx: CommerceContext) => {
    const session = catalogSession(ctx);
    const store = await session.store();
    const texts = TEXTS[store.language];
    const [found] = await ctx.db
      .select({ id: products.id, parentId: products.parentId })
      .from(products)
      .where(eq(products.sku, args.input.sku.trim()))
      .limit(1);
    const [product] = found ? await session.productViews([found.id]) : [];
    if (!found || !product) throw CommerceError.coded('PRODUCT_NOT_FOUND', texts.productNotFound);
    const checked = validateReview(args.input, store.language);
    if ('error' in checked) throw checked.error;
    const customer = await currentCustomer(ctx);
    const row = await insertReview(ctx.db, {
      productId: found.parentId ?? found.id,
      language: store.language,
      storeCode: store.code,
      customerId: customer?.id ?? null,
      nickname: checked.nickname,
      summary: checked.summary,
      text: checked.text,
      stars: checked.stars,
    });
    return { __typename: 'CreateProductReviewOutput' as const, review: reviewView(row, product) };
  },
};

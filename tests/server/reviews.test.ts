import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  RATING_UID,
  ratingValueUid,
  reviewsWithStatus,
  setReviewStatus,
} from '../../server/commerce/reviews.ts';
import {
  productReviewRatings,
  productReviews,
  products,
  productStockAlerts,
} from '../../server/db/schema.ts';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });
const db = () => t.app.database.db;

interface Review {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
  ratings_breakdown: { name: string; value: string }[];
}
interface ReviewedProduct {
  sku: string;
  rating_summary: number;
  review_count: number;
  review_star_counts: { stars: number; count: number }[];
  reviews: {
    items: Review[];
    page_info: { page_size: number; current_page: number; total_pages: number };
  };
}

const PRODUCT_REVIEWS = `query($sku: String!, $pageSize: Int, $currentPage: Int) {
  products(filter: { sku: { eq: $sku } }) { items {
    sku rating_summary review_count review_star_counts { stars count }
    reviews(pageSize: $pageSize, currentPage: $currentPage) {
      items { nickname summary text created_at average_rating ratings_breakdown { name value } }
      page_info { page_size current_page total_pages }
    }
  } } }`;

async function productReviewsOf(
  sku: string,
  store: string,
  page: { pageSize?: number; currentPage?: number } = {},
) {
  const res = await gql<{ products: { items: ReviewedProduct[] } }>(
    t.app,
    PRODUCT_REVIEWS,
    { sku, ...page },
    { store },
  );
  expect(res.errors).toBeUndefined();
  const [product] = res.data.products.items;
  if (!product) throw new Error(`no product ${sku}`);
  return product;
}

/** Stars of the approved reviews of a family in a language, straight from the tables. */
async function storedStars(familySku: string, language: string): Promise<number[]> {
  const rows = await db()
    .select({ value: productReviewRatings.value })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(productReviewRatings, eq(productReviewRatings.reviewId, productReviews.id))
    .where(
      and(
        eq(products.sku, familySku),
        eq(productReviews.language, language),
        eq(productReviews.status, 'approved'),
      ),
    );
  return rows.map((r) => r.value);
}

const reviewCount = async () => (await db().select({ id: productReviews.id }).from(productReviews)).length;

const CREATE = `mutation($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { nickname summary text average_rating ratings_breakdown { name value } product { sku } } }
}`;

const validInput = (overrides: Record<string, unknown> = {}) => ({
  sku: 'PRO-MAG-1M',
  nickname: 'Birgit',
  summary: 'Sehr gut verträglich',
  text: 'Ich nehme die Kapseln abends, seitdem keine Wadenkrämpfe mehr.',
  ratings: [{ id: RATING_UID, value_id: ratingValueUid(4) }],
  ...overrides,
});

describe('product reviews', () => {
  it('computes review_count, rating_summary (sum of ratings over review_count) and stars from approved reviews', async () => {
    const stars = await storedStars('PRO-MAG', 'de');
    expect(stars.length).toBeGreaterThan(2);
    const product = await productReviewsOf('PRO-MAG', 'de');
    expect(product.review_count).toBe(stars.length);
    const average = stars.reduce((a, b) => a + b, 0) / stars.length;
    expect(product.rating_summary).toBeCloseTo((average / 5) * 100, 1);
    expect(product.review_star_counts.map((s) => s.stars)).toEqual([5, 4, 3, 2, 1]);
    for (const { stars: value, count } of product.review_star_counts)
      expect(count).toBe(stars.filter((s) => s === value).length);
  });

  it('shows the same reviews on every pack of a product, in the store view language only', async () => {
    const parent = await productReviewsOf('PRO-MAG', 'de');
    const pack = await productReviewsOf('PRO-MAG-3M', 'de');
    expect(pack.review_count).toBe(parent.review_count);
    expect(pack.reviews.items).toEqual(parent.reviews.items);
    const english = await productReviewsOf('PRO-MAG', 'en');
    expect(english.review_count).toBe((await storedStars('PRO-MAG', 'en')).length);
    expect(english.reviews.items.map((r) => r.summary)).not.toContain(parent.reviews.items[0]?.summary);
  });

  it('lists reviews newest first with nickname, date, text and the Rating breakdown', async () => {
    const { reviews } = await productReviewsOf('PRO-MAG', 'de');
    expect(reviews.items.length).toBeGreaterThan(0);
    const dates = reviews.items.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const review of reviews.items) {
      expect(review.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(review.nickname).not.toBe('');
      expect(review.ratings_breakdown).toHaveLength(1);
      const [rating] = review.ratings_breakdown;
      expect(rating?.name).toBe('Rating');
      expect(review.average_rating).toBe(Number(rating?.value) * 20);
    }
  });

  it('pages the reviews', async () => {
    const all = await productReviewsOf('PRO-MAG', 'de', { pageSize: 50 });
    const first = await productReviewsOf('PRO-MAG', 'de', { pageSize: 2, currentPage: 1 });
    const second = await productReviewsOf('PRO-MAG', 'de', { pageSize: 2, currentPage: 2 });
    expect(first.reviews.page_info).toEqual({
      page_size: 2,
      current_page: 1,
      total_pages: Math.ceil(all.review_count / 2),
    });
    expect([...first.reviews.items, ...second.reviews.items]).toEqual(all.reviews.items.slice(0, 4));
    const bad = await gql(t.app, PRODUCT_REVIEWS, { sku: 'PRO-MAG', currentPage: 0 }, { store: 'en' });
    expect(bad.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
  });

  it('reports no reviews for a product without any', async () => {
    const product = await productReviewsOf('SELEN-1M', 'de');
    expect(product).toMatchObject({ review_count: 0, rating_summary: 0, reviews: { items: [] } });
    expect(product.review_star_counts.every((s) => s.count === 0)).toBe(true);
  });

  it('describes the one rating and its five values', async () => {
    const res = await gql<{
      productReviewRatingsMetadata: {
        items: { id: string; name: string; values: { value_id: string; value: string }[] }[];
      };
    }>(t.app, '{ productReviewRatingsMetadata { items { id name values { value_id value } } } }');
    expect(res.data.productReviewRatingsMetadata.items).toEqual([
      {
        id: RATING_UID,
        name: 'Rating',
        values: [1, 2, 3, 4, 5].map((v) => ({ value_id: ratingValueUid(v), value: String(v) })),
      },
    ]);
  });
});

describe('createProductReview', () => {
  it('stores a pending review on the product, shown only once approved', async () => {
    const before = await productReviewsOf('PRO-MAG-1M', 'de');
    const res = await gql<{ createProductReview: { review: Review & { product: { sku: string } } } }>(
      t.app,
      CREATE,
      { input: validInput() },
      { store: 'de' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createProductReview.review).toMatchObject({
      nickname: 'Birgit',
      summary: 'Sehr gut verträglich',
      average_rating: 80,
      ratings_breakdown: [{ name: 'Rating', value: '4' }],
      product: { sku: 'PRO-MAG-1M' },
    });
    const [stored] = await db().select().from(productReviews).where(eq(productReviews.nickname, 'Birgit'));
    expect(stored).toMatchObject({ status: 'pending', language: 'de', storeCode: 'de', customerId: null });
    expect((await productReviewsOf('PRO-MAG-1M', 'de')).review_count).toBe(before.review_count);

    // The moderation queue lists it (with its product and stars) until it is approved.
    const pending = await reviewsWithStatus(db(), 'pending');
    expect(pending.find((r) => r.id === stored?.id)).toMatchObject({
      sku: 'PRO-MAG',
      language: 'de',
      nickname: 'Birgit',
      stars: 4,
    });
    expect(await setReviewStatus(db(), 999_999, 'approved')).toBe(false);
    expect(await setReviewStatus(db(), stored?.id ?? 0, 'approved')).toBe(true);
    expect((await reviewsWithStatus(db(), 'pending')).some((r) => r.id === stored?.id)).toBe(false);
    const after = await productReviewsOf('PRO-MAG-1M', 'de');
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.reviews.items[0]?.nickname).toBe('Birgit');
  });

  it.each([
    ['de', { nickname: '  ' }, 'Bitte geben Sie einen Namen an.', 'REVIEW_NICKNAME_MISSING'],
    ['en', { nickname: '' }, 'Please enter a nickname.', 'REVIEW_NICKNAME_MISSING'],
    ['en', { summary: ' ' }, 'Please enter a summary.', 'REVIEW_SUMMARY_MISSING'],
    ['de', { text: '' }, 'Bitte schreiben Sie einen Text zu Ihrer Bewertung.', 'REVIEW_TEXT_MISSING'],
    ['en', { ratings: [] }, 'Please rate the product with 1 to 5 stars.', 'REVIEW_RATING_INVALID'],
    [
      'de',
      { ratings: [{ id: RATING_UID, value_id: 'Ni8x' }] },
      'Bitte vergeben Sie eine Bewertung von 1 bis 5 Sternen.',
      'REVIEW_RATING_INVALID',
    ],
    [
      'en',
      { ratings: [{ id: 'OTk=', value_id: ratingValueUid(5) }] },
      'Please rate the product with 1 to 5 stars.',
      'REVIEW_RATING_INVALID',
    ],
    ['en', { text: 'x'.repeat(5001) }, 'The text is too long.', 'REVIEW_TOO_LONG'],
    [
      'en',
      { sku: 'NOPE' },
      "The product that was requested doesn't exist. Verify the product and try again.",
      'PRODUCT_NOT_FOUND',
    ],
    [
      'de',
      { sku: 'NOPE' },
      'Das angeforderte Produkt existiert nicht. Bitte prüfen Sie das Produkt und versuchen Sie es erneut.',
      'PRODUCT_NOT_FOUND',
    ],
  ])(
    '%s: refuses %o with a message in the language, its code, and stores nothing',
    async (store, overrides, message, code) => {
      const count = await reviewCount();
      const res = await gql(t.app, CREATE, { input: validInput(overrides) }, { store });
      expect(res.errors?.[0]?.message).toBe(message);
      // The code is the same in every language: the storefront translates by it.
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
      expect(await reviewCount()).toBe(count);
    },
  );
});

describe('subscribeProductStockAlert', () => {
  const SUBSCRIBE = `mutation($input: SubscribeProductStockAlertInput!) { subscribeProductStockAlert(input: $input) }`;
  const alerts = () => db().select().from(productStockAlerts);

  it('stores one alert per out-of-stock product and address', async () => {
    const res = await gql<{ subscribeProductStockAlert: boolean }>(
      t.app,
      SUBSCRIBE,
      { input: { sku: 'EISEN-6M', email: ' Kunde@Example.de ' } },
      { store: 'de' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.subscribeProductStockAlert).toBe(true);
    await gql(t.app, SUBSCRIBE, { input: { sku: 'EISEN-6M', email: 'kunde@example.de' } }, { store: 'en' });
    const rows = await alerts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'kunde@example.de', storeCode: 'en', notifiedAt: null });
  });

  it.each([
    [
      'de',
      { sku: 'EISEN-6M', email: 'keine-adresse' },
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      'STOCK_ALERT_EMAIL_INVALID',
    ],
    [
      'en',
      { sku: 'EISEN-6M', email: '' },
      'The email field must be a valid email',
      'STOCK_ALERT_EMAIL_INVALID',
    ],
    [
      'en',
      { sku: 'EISEN-1M', email: 'a@example.com' },
      'This product is in stock and can be ordered right away.',
      'STOCK_ALERT_IN_STOCK',
    ],
    [
      'de',
      { sku: 'NOPE', email: 'a@example.com' },
      'Das angeforderte Produkt existiert nicht. Bitte prüfen Sie das Produkt und versuchen Sie es erneut.',
      'PRODUCT_NOT_FOUND',
    ],
  ])('%s: refuses %o with its code and stores nothing', async (store, input, message, code) => {
    const before = (await alerts()).length;
    const res = await gql(t.app, SUBSCRIBE, { input }, { store });
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
    expect((await alerts()).length).toBe(before);
  });
});

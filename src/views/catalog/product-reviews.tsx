import { getApolloContext, useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useContext, useId, useState } from 'react';
import {
  type ProductReviewItemFragment,
  ProductReviewsDocument,
} from '../../../graphql/generated/operations.ts';
import { formatShopDate, langOfLocale } from '../../../domain/dates.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  reviewAverage,
  reviewDate,
  reviewStarsOf,
  roundedAverage,
  type StarCount,
} from './product-reviews-data.ts';
import { RatingStars } from './product-reviews-stars.tsx';
import { REVIEWS_PAGE_SIZE } from './catalog-routes.ts';

// The form (and its form library) loads when the shopper chooses 'Write a review'.
const ConnectedReviewForm = lazy(async () => ({
  default: (await import('./product-reviews-form.tsx')).ConnectedReviewForm,
}));

export { REVIEWS_PAGE_SIZE };
/** The section's id: the rating near the product title links here. */
export const REVIEWS_SECTION_ID = 'reviews';

export interface ReviewsSummary {
  reviewCount: number;
  starCounts: readonly StarCount[];
}

/** Average as a number and stars, with the count: '4.3 / 5 · 12 reviews'. */
export function ReviewsAverage({ summary, size = 'md' }: { summary: ReviewsSummary; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  const average = roundedAverage(reviewAverage(summary.starCounts, summary.reviewCount));
  const shown = i18n.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <RatingStars value={average} size={size === 'sm' ? 'sm' : 'md'} />
      <span className={size === 'sm' ? 'text-sm font-semibold text-ink' : 'text-base font-semibold text-ink'}>
        <Trans>{shown} / 5</Trans>
      </span>
    </span>
  );
}

function StarBreakdown({ summary }: { summary: ReviewsSummary }) {
  const { t } = useLingui();
  const total = summary.reviewCount;
  return (
    <ul aria-label={t`Rating breakdown`} className="mt-5 flex flex-col gap-1.5">
      {summary.starCounts.map(({ stars, count }) => {
        const percent = total > 0 ? Math.round((count / total) * 100) : 0;
        const label = stars === 1 ? t`1 star` : t`${stars} stars`;
        return (
          <li key={stars} className="grid grid-cols-[3.5rem_1fr_2rem] items-center gap-3 text-sm">
            <span className="text-ink" aria-hidden="true">
              {stars} <span className="text-amber-500">★</span>
            </span>
            {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be styled alike across browsers */}
            <div
              role="meter"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={count}
              aria-valuetext={t`${count} of ${total} reviews`}
              className="h-2 overflow-hidden rounded-full bg-sand-100"
            >
              <div className="h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-right text-muted tabular-nums" aria-hidden="true">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ review }: { review: ProductReviewItemFragment }) {
  const { i18n } = useLingui();
  const date = reviewDate(review.created_at);
  return (
    <article aria-label={review.summary}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars value={reviewStarsOf(review)} size="sm" />
        <h3 className="text-base font-semibold text-ink">{review.summary}</h3>
      </div>
      <p className="mt-1 text-sm text-muted">
        <span className="font-medium text-ink">{review.nickname}</span>
        {date ? (
          <>
            {' · '}
            <time dateTime={date.toISOString()}>{formatShopDate(date, langOfLocale(i18n.locale))}</time>
          </>
        ) : null}
      </p>
      <p className="mt-2 text-base leading-relaxed whitespace-pre-line text-ink">{review.text}</p>
    </article>
  );
}

export interface ProductReviewsViewProps {
  productName: string;
  summary: ReviewsSummary;
  reviews: readonly ProductReviewItemFragment[];
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  /** The write-a-review form (shown after 'Write a review'). */
  form: ReactNode;
}

/** The reviews section: average, breakdown per star, the reviews (newest first) and the form. */
export function ProductReviewsView({
  productName,
  summary,
  reviews,
  hasMore,
  loadingMore,
  onShowMore,
  form,
}: ProductReviewsViewProps) {
  const { t } = useLingui();
  const [writing, setWriting] = useState(false);
  const formId = useId();
  const count = summary.reviewCount;
  return (
    <section
      id={REVIEWS_SECTION_ID}
      aria-labelledby="catalog-reviews"
      className="mt-12 scroll-mt-24 border-t border-sand-200 pt-10"
    >
      <h2 id="catalog-reviews" className="text-2xl font-bold tracking-tight text-ink">
        <Trans>Customer reviews</Trans>
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-14">
        <div className="self-start rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200 lg:sticky lg:top-24">
          {count > 0 ? (
            <>
              <ReviewsAverage summary={summary} />
              <p className="mt-1 text-sm text-muted">
                <Plural value={count} one="Based on # review" other="Based on # reviews" />
              </p>
              <StarBreakdown summary={summary} />
            </>
          ) : (
            <p className="text-sm text-ink">
              <Trans>No reviews yet. Be the first to review {productName}.</Trans>
            </p>
          )}
          <Button
            variant="secondary"
            className="mt-5 w-full"
            aria-expanded={writing}
            aria-controls={formId}
            onClick={() => setWriting((w) => !w)}
          >
            {t`Write a review`}
          </Button>
        </div>
        <div className="min-w-0">
          <div id={formId} hidden={!writing} className="mb-8">
            {writing ? form : null}
          </div>
          {reviews.length > 0 ? (
            <>
              <ul aria-label={t`Reviews`} className="flex flex-col">
                {reviews.map((review) => (
                  <li
                    key={`${review.created_at}-${review.nickname}-${review.summary}`}
                    className="border-b border-sand-200 py-5 first:pt-0 last:border-b-0"
                  >
                    <ReviewItem review={review} />
                  </li>
                ))}
              </ul>
              {hasMore ? (
                <Button
                  variant="secondary"
                  className="mt-4"
                  disabled={loadingMore}
                  aria-busy={loadingMore || undefined}
                  onClick={onShowMore}
                >
                  {t`Show more reviews`}
                </Button>
              ) : null}
            </>
          ) : count === 0 && !writing ? (
            <p className="text-sm text-muted">
              <Trans>Share your experience with this product and help other customers decide.</Trans>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The section wired to the store view's GraphQL API ('Show more' asks for a longer first page). */
function ConnectedProductReviews({ sku, productName }: { sku: string; productName: string }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(REVIEWS_PAGE_SIZE);
  const { data, previousData, loading } = useQuery(ProductReviewsDocument, {
    variables: { sku, pageSize: shown, currentPage: 1 },
  });
  const product = (data ?? previousData)?.products?.items?.[0];
  if (!product) {
    return loading ? (
      <div className="mt-12 flex justify-center border-t border-sand-200 pt-10">
        <Spinner label={t`Loading`} />
      </div>
    ) : null;
  }
  const pageInfo = product.reviews.page_info;
  return (
    <ProductReviewsView
      productName={productName}
      summary={{ reviewCount: product.review_count, starCounts: product.review_star_counts }}
      reviews={product.reviews.items.filter((r): r is ProductReviewItemFragment => r != null)}
      hasMore={(pageInfo.total_pages ?? 1) > 1}
      loadingMore={loading}
      onShowMore={() => setShown((n) => n + REVIEWS_PAGE_SIZE)}
      form={
        <Suspense fallback={<Spinner label={t`Loading`} />}>
          <ConnectedReviewForm sku={sku} />
        </Suspense>
      }
    />
  );
}

/** The reviews section of the product page; nothing without the commerce API (outside the app). */
export function ProductReviews({
  sku,
  productName,
}: {
  sku: string | null | undefined;
  productName: string;
}) {
  const client = useContext(getApolloContext()).client;
  if (!client || !sku) return null;
  return <ConnectedProductReviews sku={sku} productName={productName} />;
}

/** The rating near the product title, linking to the reviews section; nothing without reviews. */
export function ProductRatingLink({ sku }: { sku: string | null | undefined }) {
  const client = useContext(getApolloContext()).client;
  if (!client || !sku) return null;
  return <ConnectedRatingLink sku={sku} />;
}

function ConnectedRatingLink({ sku }: { sku: string }) {
  const { data } = useQuery(ProductReviewsDocument, {
    variables: { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 },
  });
  const product = data?.products?.items?.[0];
  if (!product || product.review_count === 0) return null;
  return (
    <a
      href={`#${REVIEWS_SECTION_ID}`}
      className="mt-2 inline-flex flex-wrap items-center gap-2 rounded text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ReviewsAverage
        summary={{ reviewCount: product.review_count, starCounts: product.review_star_counts }}
        size="sm"
      />
      <span className="text-muted">
        <Plural value={product.review_count} one="(# review)" other="(# reviews)" />
      </span>
    </a>
  );
}

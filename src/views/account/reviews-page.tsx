import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { formatShopDate } from '../../../domain/dates.ts';
import type { Lang } from '../../../domain/store.ts';
import { CustomerReviewsDocument } from '../../../graphql/generated/operations.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell } from './account-ui.tsx';

/** /{lang}/customer/my-reviews/: the customer's reviews with product, rating, text and moderation status. */
export function ReviewsPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const { data } = useQuery(CustomerReviewsDocument, { fetchPolicy: 'cache-and-network' });
  const reviews = data?.customer?.reviews?.items ?? null;
  const statusText = (status: string | null | undefined) =>
    status === 'approved'
      ? t`Published`
      : status === 'not_approved'
        ? t`Not published`
        : t`Awaiting moderation`;
  return (
    <AccountShell lang={lang} title={t`My reviews`}>
      {reviews === null ? <Spinner label={t`Loading`} /> : null}
      {reviews?.length === 0 ? (
        <p className="text-sm text-muted">{t`You have not written any reviews yet.`}</p>
      ) : null}
      <ul className="flex flex-col gap-4">
        {(reviews ?? []).map((review, i) =>
          review ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: reviews have no id in Magento's shape
            <li key={i} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
              <p className="text-sm">
                <AppLink
                  href={`/${lang}/${review.product.url_key ?? `p/${review.product.sku}`}/`}
                  className="font-semibold text-brand-800 underline"
                >
                  {review.product.name}
                </AppLink>
              </p>
              <p className="mt-1 text-sm text-ink">
                <span role="img" aria-label={t`${Math.round(review.average_rating / 20)} of 5 stars`}>
                  {'★'.repeat(Math.round(review.average_rating / 20))}
                  {'☆'.repeat(5 - Math.round(review.average_rating / 20))}
                </span>
              </p>
              <h2 className="mt-1 font-semibold text-ink">{review.summary}</h2>
              <p className="mt-1 text-sm text-ink">{review.text}</p>
              <p className="mt-2 text-xs text-muted">
                {formatShopDate(review.created_at, lang)} · {statusText(review.status)}
              </p>
            </li>
          ) : null,
        )}
      </ul>
    </AccountShell>
  );
}

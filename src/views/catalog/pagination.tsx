import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pageSlots } from './catalog-pagination.ts';
import { type CategorySearch, searchForPage } from './catalog-search.ts';
import type { SearchPageInput } from './search-params.ts';

/** Where a page link goes: the list's route and its search params for that page. */
export type PageLinkOptions =
  | { from: '/$lang/c/$'; to: './'; search: ReturnType<typeof searchForPage> }
  | { from: '/$lang/s'; to: './'; search: SearchPageInput };

type PaginationProps = {
  totalPages: number;
} & (
  | {
      /** The category list's state; page links keep its sort, filters and itemsPerPage. */
      search: CategorySearch;
    }
  | {
      /** Another list (search results): its current page and its link for a page. */
      page: number;
      linkTo: (page: number) => PageLinkOptions;
    }
);

const item =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Pages of a product list: links that carry `page` with the list's other params (defaults left out). */
export function Pagination(props: PaginationProps) {
  const { totalPages } = props;
  const page = 'search' in props ? props.search.page : props.page;
  const { t } = useLingui();
  // One page needs no navigation; past the last page the empty state links back to the first.
  if (totalPages <= 1 || page > totalPages) return null;
  const linkTo = (p: number) =>
    // Both shapes are valid Link options; TypeScript cannot spread a union of route links.
    ('search' in props
      ? { from: '/$lang/c/$' as const, to: './' as const, search: searchForPage(props.search, p) }
      : props.linkTo(p)) as { from: '/$lang/c/$'; to: './'; search: ReturnType<typeof searchForPage> };
  return (
    <nav aria-label={t`Pagination`} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link {...linkTo(page - 1)} rel="prev" className={`${item} text-ink hover:bg-brand-50`}>
              <span aria-hidden="true">←</span>
              <span className="ml-1 max-sm:sr-only">{t`Previous`}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} cursor-not-allowed text-slate-300`}>
              <span aria-hidden="true">←</span>
              <span className="ml-1 max-sm:sr-only">{t`Previous`}</span>
            </span>
          )}
        </li>
        {pageSlots(page, totalPages).map((slot, i) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                {...linkTo(slot)}
                aria-label={t`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
                className={`${item} ${
                  slot === page
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'text-ink ring-1 ring-sand-200 hover:bg-brand-50 hover:ring-brand-200'
                }`}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link {...linkTo(page + 1)} rel="next" className={`${item} text-ink hover:bg-brand-50`}>
              <span className="mr-1 max-sm:sr-only">{t`Next`}</span>
              <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} cursor-not-allowed text-slate-300`}>
              <span className="mr-1 max-sm:sr-only">{t`Next`}</span>
              <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

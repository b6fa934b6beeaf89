import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SearchPageDocument } from '../../../graphql/generated/operations.ts';
import type { LangRouteContext } from '../../lib/router-context.ts';
import { Button } from '../../ui/button.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import type { CatalogProductCard } from './catalog-routes.ts';
import { Pagination } from './pagination.tsx';
import { ProductCard } from './product-card.tsx';
import {
  MAX_TERM_LENGTH,
  SEARCH_SORTS,
  type SearchPageState,
  type SearchSort,
  searchPageInput,
  searchSortFor,
} from './search-params.ts';

export interface SearchPageData {
  state: SearchPageState;
  products: CatalogProductCard[];
  totalCount: number;
  totalPages: number;
  pricesIncludeTax: boolean;
}

/** One page of the products matching the term (every product without one). */
export async function loadSearchPage(
  context: LangRouteContext,
  state: SearchPageState,
): Promise<SearchPageData> {
  const { data, error } = await context.apolloClient.query({
    query: SearchPageDocument,
    variables: {
      search: state.term,
      sort: searchSortFor(state.sort, state.term),
      pageSize: state.itemsPerPage,
      currentPage: state.page,
    },
    errorPolicy: 'all',
  });
  // Past the last page the API answers with an error and no products: an empty page.
  if (error && !(state.page > 1 && data?.products == null)) throw error;
  const products = (data?.products?.items ?? []).filter((p): p is CatalogProductCard => p != null);
  const totalCount = data?.products?.total_count ?? 0;
  return {
    state,
    products,
    totalCount,
    totalPages: data?.products?.page_info?.total_pages ?? Math.ceil(totalCount / state.itemsPerPage),
    pricesIncludeTax: data?.storeConfig?.prices_include_tax ?? true,
  };
}

function useSortLabels(term: string): Record<SearchSort, string> {
  const { t } = useLingui();
  return {
    // Without a term there is nothing to be relevant to: the catalogue's own order.
    relevance: term ? t`Relevance` : t`Default`,
    name_asc: t`Name A-Z`,
    name_desc: t`Name Z-A`,
    price_asc: t`Price low to high`,
    price_desc: t`Price high to low`,
  };
}

/**
 * /{lang}/s/: the search field, the number of hits, the sort and one page of product cards.
 * Everything is URL state (term, sort, page, itemsPerPage), so back and shared links work.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useLingui();
  const { state, products, totalCount, totalPages } = data;
  const navigate = useNavigate({ from: '/$lang/s' });
  const sortLabels = useSortLabels(state.term);
  const inputId = useId();
  const sortId = useId();
  const [term, setTerm] = useState(state.term);
  const input = useRef<HTMLInputElement>(null);
  // The field follows the URL (back button, links), and starts focused without a term.
  useEffect(() => setTerm(state.term), [state.term]);
  useEffect(() => {
    if (!state.term) input.current?.focus();
  }, [state.term]);

  const go = (next: Partial<SearchPageState>) =>
    navigate({ to: './', search: searchPageInput({ ...state, page: 1, ...next }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void go({ term: term.trim().slice(0, MAX_TERM_LENGTH) });
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {state.term ? <Trans>Search results for “{state.term}”</Trans> : <Trans>All products</Trans>}
      </h1>
      <search className="mt-5 block max-w-2xl">
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t`Search products`}
          </label>
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
            <input
              ref={input}
              id={inputId}
              type="search"
              value={term}
              maxLength={MAX_TERM_LENGTH}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={t`e.g. magnesium, vitamin D, capsules`}
              className="h-12 w-full rounded-full border border-sand-200 bg-white pr-4 pl-12 text-base text-ink shadow-xs focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
            />
          </div>
          <Button type="submit" className="h-12">
            {t`Search`}
          </Button>
        </form>
      </search>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 pb-4">
        <p className="text-sm text-muted" aria-live="polite">
          <Plural value={totalCount} one="# product" other="# products" />
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-muted">
            {t`Sort by`}
          </label>
          <select
            id={sortId}
            value={state.sort}
            onChange={(event) => void go({ sort: event.target.value as SearchSort })}
            className="h-10 rounded-full border border-sand-200 bg-white px-3 text-sm text-ink"
          >
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {products.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-sand-50 px-6 py-14 text-center">
          <p className="text-base font-medium text-ink">
            {state.page > 1 ? <Trans>No products found</Trans> : <Trans>No results found</Trans>}
          </p>
          {state.page > 1 ? (
            <Link
              from="/$lang/s"
              to="./"
              search={searchPageInput({ ...state, page: 1 })}
              className="mt-5 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white"
            >
              <Trans>Show the first page</Trans>
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <li key={product.uid}>
              <ProductCard product={product} pricesIncludeTax={data.pricesIncludeTax} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={state.page}
        totalPages={totalPages}
        linkTo={(page) => ({ from: '/$lang/s', to: './', search: searchPageInput({ ...state, page }) })}
      />
    </div>
  );
}

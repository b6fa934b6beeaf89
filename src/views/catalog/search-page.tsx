import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ContentSuggestionType } from '../../../machines/search-overlay.machine.ts';
import { shopOfStoreCode } from '../../../domain/store.ts';
import { formatMoney } from '../../lib/money.ts';
import type { LangRouteContext } from '../../lib/router-context.ts';
import { contentCollection, multiSearch, productsCollection } from '../../lib/search-client.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button } from '../../ui/button.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { CONTENT_TYPE_LABELS } from '../../ui/content-type-labels.ts';
import { LowestPriceNote, PriceNotes } from '../../ui/price.tsx';
import {
  MAX_HITS,
  MAX_TERM_LENGTH,
  NO_SEARCH_FILTERS,
  parseSearchPage,
  SEARCH_SORTS,
  type SearchFacet,
  type SearchPageInput,
  type SearchPageState,
  type SearchPageUrl,
  type SearchSort,
  searchPageInput,
  toggleFilter,
} from './search-params.ts';
import type { AlternateUrls } from './catalog-routes.ts';
import { searchAlternates } from './search-alternates.ts';
import {
  answerOf,
  contentSearch,
  type Facet,
  facetsOf,
  productSearches,
  type SearchAnswer,
  searchText,
} from './search-query.ts';

/** A product hit (spec §3's search product hit fields). */
export interface ProductHit {
  uid: string;
  title: string;
  link: string;
  teaserImage?: string;
  teaserText?: string;
  price: number;
  discountPrice?: number;
  /** §11 PAngV: with discountPrice, the lowest price of the 30 days before it, when known. */
  lowestPrice30Days?: number;
  /** PAngV: the base price (a family's is its cheapest pack's), e.g. 331.67 per 1000 units. */
  basePrice?: number;
  basePriceUnit?: string;
  basePriceQuantity?: number;
  productTaxLabel?: string;
  smallInfo?: string;
  productCategory?: string;
  outOfStock?: boolean;
  magentoSku: string;
}

/** A content hit (spec §3: title, link, teaserText, teaserImage, type, uid). */
export interface ContentHit {
  uid: string;
  title: string;
  link: string;
  type: ContentSuggestionType;
  teaserText?: string;
  teaserImage?: string;
}

export interface SearchPageData {
  state: SearchPageState;
  products: ProductHit[];
  found: number;
  totalPages: number;
  facets: Facet[];
  content: ContentHit[];
  /** The term found nothing: the products are the wildcard search's (spec §5). */
  noResults: boolean;
  currency: 'EUR' | 'CHF';
  /** The same results in the other language (language switcher), filters translated. */
  alternates: AlternateUrls;
}

/**
 * One page of the results through the search service (or a Typesense cluster): the products with
 * their facets and, for a text, the content hits; a text that finds nothing is searched again as
 * a wildcard (spec §5).
 */
export async function loadSearchPage(
  context: LangRouteContext,
  search: SearchPageUrl,
): Promise<SearchPageData> {
  const state = parseSearchPage(search);
  const currency = shopOfStoreCode(context.storeCode) === 'ch' ? 'CHF' : 'EUR';
  const alternates = searchAlternates(context, state);
  if (state.error) {
    return {
      state,
      products: [],
      found: 0,
      totalPages: 0,
      facets: [],
      content: [],
      noResults: false,
      currency,
      alternates: await alternates,
    };
  }
  const products = productsCollection(context.storeCode);
  const text = searchText(state.term);
  const searches = productSearches(products, state, text);
  const results = await multiSearch([
    ...searches,
    ...(text ? [contentSearch(contentCollection(context.lang), text)] : []),
  ]);
  let answers = results.slice(0, searches.length).map((r) => answerOf<ProductHit>(r));
  const content = text ? answerOf<ContentHit>(results[searches.length]) : { found: 0, hits: [], facets: {} };
  const noResults = text !== null && (answers[0]?.found ?? 0) === 0 && content.found === 0;
  if (noResults) {
    // Nothing for the text: every product (with the chosen filters) instead.
    const wildcard = productSearches(products, state, null);
    answers = (await multiSearch(wildcard)).map((r) => answerOf<ProductHit>(r));
  }
  const [main, ...perFacet] = answers as [SearchAnswer<ProductHit>, ...SearchAnswer<ProductHit>[]];
  return {
    state,
    products: main.hits,
    found: main.found,
    totalPages: Math.ceil(Math.min(main.found, MAX_HITS) / state.itemsPerPage),
    facets: facetsOf(main, perFacet, state.filters),
    // Content hits next to the first page of products.
    content: state.page === 1 ? content.hits : [],
    noResults,
    currency,
    alternates: await alternates,
  };
}

const SORT_LABELS: Record<SearchSort, MessageDescriptor> = {
  relevance: msg`Relevance`,
  default: msg`Default`,
  name_asc: msg`Name A-Z`,
  name_desc: msg`Name Z-A`,
  price_desc: msg`Price high to low`,
  price_asc: msg`Price low to high`,
};

const FACET_LABELS: Record<SearchFacet, MessageDescriptor> = {
  nutrients: msg`Nutrients`,
  attributes: msg`Attributes`,
  categories: CONTENT_TYPE_LABELS.category,
  usages: CONTENT_TYPE_LABELS.application_area,
  rating: msg`Rating`,
};

const ERRORS = {
  term: msg`Query parameter is required and must be a string`,
  paging: msg`Page and perPage must be positive numbers`,
} as const;

/** The page links: the first, the last, the current one and its neighbours. */
const pagesAround = (page: number, total: number) =>
  [...new Set([1, page - 1, page, page + 1, total])]
    .filter((p) => p >= 1 && p <= total)
    .sort((a, b) => a - b);

const BOX = 'mt-6 rounded-2xl bg-sand-50 p-6 text-center';

function FirstPage({ search }: { search: SearchPageInput }) {
  return (
    <Link
      from="/$lang/s"
      to="./"
      search={search}
      className="mt-4 inline-flex text-sm font-semibold text-brand-800 underline"
    >
      <Trans>Show the first page</Trans>
    </Link>
  );
}

/**
 * /{lang}/s/: the search field, the facet filters with counts, the sort, one page of product hits
 * and the content hits. Everything is URL state (term, sort, page, itemsPerPage, filters), so back
 * and shared links work.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t, i18n } = useLingui();
  const { state, products, found, totalPages, facets, content } = data;
  const navigate = useNavigate({ from: '/$lang/s' });
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
    // A new term starts without filters: the old ones may not fit it.
    void go({ term: term.trim().slice(0, MAX_TERM_LENGTH), filters: NO_SEARCH_FILTERS });
  };
  const money = (value: number) => formatMoney({ value, currency: data.currency });

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

      {state.error ? (
        <div className={BOX}>
          <p role="alert" className="font-medium text-red-800">
            {i18n._(ERRORS[state.error])}
          </p>
        </div>
      ) : (
        <>
          {data.noResults ? (
            <div className={BOX}>
              <p className="font-medium text-ink" role="status">
                <Trans>No results found</Trans>
              </p>
            </div>
          ) : null}

          {content.length > 0 ? (
            <section aria-labelledby="search-content-heading" className="mt-8">
              <h2 id="search-content-heading" className="text-xl font-bold text-ink">
                <Trans>Articles and pages</Trans>
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {content.map((c) => (
                  <li key={c.uid}>
                    <AppLink
                      href={c.link}
                      className="block h-full rounded-2xl bg-white p-4 ring-1 ring-sand-200 hover:bg-sand-50"
                    >
                      <span className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                        {i18n._(CONTENT_TYPE_LABELS[c.type] ?? CONTENT_TYPE_LABELS.page)}
                      </span>
                      <span className="mt-1 block font-semibold text-ink">{c.title}</span>
                      {c.teaserText ? (
                        <span className="mt-1 line-clamp-2 block text-sm text-muted">{c.teaserText}</span>
                      ) : null}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <div
            className={`mt-8 ${facets.length > 0 ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10' : ''}`}
          >
            {facets.length > 0 ? (
              <details className="mb-6 rounded-2xl bg-white p-4 ring-1 ring-sand-200 lg:self-start" open>
                <summary className="cursor-pointer text-lg font-bold text-ink">
                  <Trans>Filter</Trans>
                </summary>
                {facets.map((facet) => (
                  <fieldset key={facet.field} className="mt-4">
                    <legend className="text-sm font-semibold text-ink">
                      {i18n._(FACET_LABELS[facet.field])}
                    </legend>
                    <ul className="mt-2 space-y-1">
                      {facet.counts.map((c) => {
                        const checked = state.filters[facet.field].includes(c.value);
                        return (
                          <li key={c.value}>
                            <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
                              <input
                                type="checkbox"
                                checked={checked}
                                onChange={() =>
                                  void go({ filters: toggleFilter(state.filters, facet.field, c.value) })
                                }
                                className="size-4 accent-brand-700"
                              />
                              <span>
                                {facet.field === 'rating' ? (
                                  <Plural value={Number(c.value)} one="# star" other="# stars" />
                                ) : (
                                  c.value
                                )}{' '}
                                <span className="text-muted">({c.count})</span>
                              </span>
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  </fieldset>
                ))}
              </details>
            ) : null}

            <div>
              <div className="flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 pb-4">
                <p className="text-sm text-muted" aria-live="polite">
                  <Plural value={found} one="# product" other="# products" />
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
                        {i18n._(SORT_LABELS[sort])}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {products.length === 0 ? (
                <div className={BOX}>
                  <p className="font-medium text-ink">
                    <Trans>No products found</Trans>
                  </p>
                  {state.page > 1 ? <FirstPage search={searchPageInput({ ...state, page: 1 })} /> : null}
                </div>
              ) : (
                <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
                  {products.map((p) => (
                    <li key={p.uid}>
                      <article
                        aria-label={p.title}
                        className="relative flex h-full flex-col rounded-2xl bg-white p-3 ring-1 ring-sand-200"
                      >
                        <div className="aspect-[216/268] rounded-xl bg-sand-50">
                          {p.teaserImage ? (
                            <img
                              src={p.teaserImage}
                              alt=""
                              width={216}
                              height={268}
                              loading="lazy"
                              className={`h-full w-full object-contain ${p.outOfStock ? 'opacity-60' : ''}`}
                            />
                          ) : null}
                        </div>
                        <h2 className="mt-1 text-base font-semibold text-ink">
                          <AppLink href={p.link} className="after:absolute after:inset-0">
                            {p.title}
                          </AppLink>
                        </h2>
                        {p.smallInfo ? <p className="text-xs text-muted">{p.smallInfo}</p> : null}
                        {/* As src/ui/Price: a reduction states the lowest price of the last 30
                            days (§11 PAngV); without an earlier price the labelled regular one. */}
                        <p data-price="" className="mt-auto pt-3 font-bold text-ink">
                          {p.discountPrice != null ? (
                            <>
                              <span className="text-red-700">
                                <span className="sr-only">{t`Sale price:`} </span>
                                {money(p.discountPrice)}
                              </span>
                              {p.lowestPrice30Days == null ? (
                                <>
                                  {' '}
                                  <del className="text-sm font-normal text-muted">
                                    <span className="sr-only">{t`Regular price:`} </span>
                                    {money(p.price)}
                                  </del>
                                </>
                              ) : null}
                            </>
                          ) : (
                            money(p.price)
                          )}
                        </p>
                        {p.discountPrice != null && p.lowestPrice30Days != null ? (
                          <LowestPriceNote amount={money(p.lowestPrice30Days)} />
                        ) : null}
                        {/* Base price, VAT and the shipping link (PAngV), above the card's link layer. */}
                        <PriceNotes
                          className="relative z-10"
                          basePrice={
                            p.basePrice !== undefined && p.basePriceUnit
                              ? {
                                  amount: { value: p.basePrice, currency: data.currency },
                                  per_unit: p.basePriceUnit,
                                  per_quantity: p.basePriceQuantity ?? 1,
                                }
                              : null
                          }
                          pricesIncludeTax={!/^(zzgl\.|excl\.)/.test(p.productTaxLabel ?? '')}
                        />
                        {p.outOfStock ? <p className="text-xs text-red-700">{t`Out of stock`}</p> : null}
                      </article>
                    </li>
                  ))}
                </ul>
              )}
              {totalPages > 1 && state.page <= totalPages ? (
                <nav aria-label={t`Pagination`} className="mt-10">
                  <ul className="flex flex-wrap justify-center gap-1.5">
                    {pagesAround(state.page, totalPages).map((slot) => (
                      <li key={slot}>
                        <Link
                          from="/$lang/s"
                          to="./"
                          search={searchPageInput({ ...state, page: slot })}
                          aria-label={t`Page ${slot}`}
                          aria-current={slot === state.page ? 'page' : undefined}
                          className="inline-flex size-10 items-center justify-center rounded-full ring-1 ring-sand-200 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                        >
                          {slot}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

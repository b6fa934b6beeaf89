import { sanitizeHtml } from '../../ui/safe-html.ts';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useOverlayDialog } from '../../lib/app-actor.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { hasFilters } from './catalog-filters.ts';
import type { CategoryPageData } from './catalog-routes.ts';
import { searchForPage } from './catalog-search.ts';
import {
  ActiveFilterChips,
  FilterGroups,
  FilterSheet,
  ListControls,
  ResetFiltersLink,
} from './category-filters.tsx';
import { Pagination } from './pagination.tsx';
import { ProductCard } from './product-card.tsx';

/**
 * Category page: name, breadcrumbs, product count, filter sidebar (a sheet on phones), sort,
 * active filters, one page of product cards, pagination.
 */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const { category, products, totalCount, page, totalPages, search, aggregations, currency } = data;
  // The phone's filter sheet is the app's 'filterSidebar' overlay: one overlay at a time (spec 4).
  const sheet = useOverlayDialog('filterSidebar');
  const name = category.name ?? '';
  const filtered = hasFilters(search.filters);
  const filterProps = { search, aggregations, currency, subcategories: data.subcategories };
  const showFilters = aggregations.length > 0 || data.subcategories.length > 0 || filtered;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumbs crumbs={category.breadcrumbs} current={name} />
      <header className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-sand-200 pb-5">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{name}</h1>
        <p className="text-sm text-muted" aria-live="polite">
          <Plural value={totalCount} one="# product" other="# products" />
        </p>
      </header>
      {category.description ? (
        <div
          className="prose-content mt-4 max-w-3xl text-base leading-relaxed text-muted"
          // The catalogue's HTML (edited in the commerce backend), sanitized before it renders.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(category.description) }}
        />
      ) : null}
      <div className={`mt-8 ${showFilters ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10' : ''}`}>
        {showFilters ? (
          <aside aria-labelledby="category-filters-heading" className="max-lg:hidden">
            <div className="sticky top-6 rounded-2xl border border-sand-200 bg-white p-5 shadow-xs">
              <h2 id="category-filters-heading" className="mb-5 text-lg font-bold text-ink">
                <Trans>Filter</Trans>
              </h2>
              <FilterGroups {...filterProps} />
            </div>
          </aside>
        ) : null}
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="lg:hidden">
              {showFilters ? (
                <FilterSheet
                  {...filterProps}
                  totalCount={totalCount}
                  open={sheet.open}
                  onOpenChange={sheet.onOpenChange}
                />
              ) : null}
            </div>
            <ListControls search={search} />
          </div>
          {filtered ? (
            <div className="mt-4">
              <ActiveFilterChips {...filterProps} />
            </div>
          ) : null}
          {products.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-sand-50 px-6 py-14 text-center">
              <p className="text-base font-medium text-ink">
                <Trans>We can't find products matching the selection.</Trans>
              </p>
              {page > 1 ? (
                <Link
                  from="/$lang/c/$"
                  to="./"
                  search={searchForPage(search, 1)}
                  className="mt-5 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800"
                >
                  <Trans>Show the first page</Trans>
                </Link>
              ) : filtered ? (
                <ResetFiltersLink
                  search={search}
                  className="mt-5 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800"
                />
              ) : null}
            </div>
          ) : (
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-3">
              {products.map((product) => (
                <li key={product.uid}>
                  <ProductCard product={product} pricesIncludeTax={data.pricesIncludeTax} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination search={search} totalPages={totalPages} />
        </div>
      </div>
    </div>
  );
}

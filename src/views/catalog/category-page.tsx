import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Breadcrumbs } from './breadcrumbs.tsx';
import type { CategoryPageData } from './catalog-routes.ts';
import { categorySearchFor } from './catalog-search.ts';
import { Pagination } from './pagination.tsx';
import { ProductCard } from './product-card.tsx';

/** Category page: name, breadcrumbs, product count, one page of product cards, pagination. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const { category, products, totalCount, page, totalPages, itemsPerPage } = data;
  const name = category.name ?? '';
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
          // The catalogue's own HTML (category descriptions are edited in the commerce backend).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted catalogue content
          dangerouslySetInnerHTML={{ __html: category.description }}
        />
      ) : null}
      {products.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-sand-50 px-6 py-14 text-center">
          <p className="text-base font-medium text-ink">
            <Trans>We can't find products matching the selection.</Trans>
          </p>
          {page > 1 ? (
            <Link
              from="/$lang/c/$"
              to="./"
              search={categorySearchFor(1, itemsPerPage)}
              className="mt-5 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800"
            >
              <Trans>Show the first page</Trans>
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <li key={product.uid}>
              <ProductCard product={product} pricesIncludeTax={data.pricesIncludeTax} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} itemsPerPage={itemsPerPage} />
    </div>
  );
}

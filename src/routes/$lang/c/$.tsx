import { pageTitle } from '../../../lib/page-title.ts';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { loadCategoryPage } from '../../../views/catalog/catalog-routes.ts';
import { CategoryPage } from '../../../views/catalog/category-page.tsx';
import {
  type CategorySearchInput,
  parseCategorySearch,
  validateCategorySearch,
} from '../../../views/catalog/catalog-search.ts';

// /{lang}/c/{url_path}/: a category with one page of its products. `page` and `itemsPerPage`
// are positive integers (defaults 1 and 10), `sort` one of the category sorts, and one param per
// filter (`inhalt_label=capsules,tablets`, `price=10_20`); bad values fall back to the defaults.
export const Route = createFileRoute('/$lang/c/$')({
  validateSearch: (search: CategorySearchInput & SearchSchemaInput) => validateCategorySearch(search),
  loaderDeps: ({ search }) => parseCategorySearch(search),
  loader: ({ context, params, deps }) => loadCategoryPage(context, { urlPath: params._splat ?? '', ...deps }),
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: pageTitle(loaderData.category.meta_title || loaderData.category.name) },
          ...(loaderData.category.meta_description
            ? [{ name: 'description', content: loaderData.category.meta_description }]
            : []),
        ]
      : [],
  }),
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryPage data={Route.useLoaderData()} />;
}

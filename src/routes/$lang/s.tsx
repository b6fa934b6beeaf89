import { msg } from '@lingui/core/macro';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { SearchPage } from '../../views/catalog/search-page.tsx';
import type { SearchPageUrl } from '../../views/catalog/search-params.ts';

// /{lang}/s/: the search results (term, sort, page, itemsPerPage and the facet filters in the
// URL; spec §2), from the search service through the typesense client. Without a term it lists
// every product, which is where 'all products' links of menus and teasers go.
export const Route = createFileRoute('/$lang/s')({
  // The params are read (and bad ones named) by the page module, which loads on demand with the
  // typesense client: the route's eager part, in every route's JavaScript, stays small.
  validateSearch: (search: SearchPageUrl & SearchSchemaInput): SearchPageUrl => search,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) =>
    (await import('../../views/catalog/search-page.tsx')).loadSearchPage(context, deps.search),
  head: ({ loaderData }) => ({
    meta: [
      {
        title: pageTitle(
          loaderData?.state.term
            ? i18n._(msg`Search results for “${loaderData.state.term}”`)
            : i18n._(msg`All products`),
        ),
      },
      {
        name: 'description',
        content: loaderData?.state.term
          ? i18n._(
              msg`Products matching “${loaderData.state.term}”: dietary supplements in pharmacy quality.`,
            )
          : i18n._(msg`All our dietary supplements: vitamins, minerals, omega-3 and botanicals.`),
      },
      // Result lists are not landing pages for search engines.
      { name: 'robots', content: 'noindex, follow' },
    ],
  }),
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage data={Route.useLoaderData()} />;
}

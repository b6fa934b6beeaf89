import { msg } from '@lingui/core/macro';
import { createFileRoute, getRouteApi, notFound, type SearchSchemaInput } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n.ts';
import { NotFoundPage } from '../../views/errors/error-page.tsx';
import { usePageLang } from '../../views/errors/use-page-lang.ts';
import { loadPageData, type PageSearchInput, pageHead, parsePageSearch } from './-page-data.ts';
import { PageView } from './-page-view.tsx';

const langRoute = getRouteApi('/$lang');

/**
 * Every other path under /{lang}/: a content page, else a product (products live at
 * /{lang}/{url_key}/) or a redirect to a category's page, else 404 'Page not found'.
 */
export const Route = createFileRoute('/$lang/$')({
  validateSearch: (search: PageSearchInput & SearchSchemaInput) => parsePageSearch(search),
  loader: async ({ context, params, location }) => {
    const data = await loadPageData(context, params._splat ?? '', location.search as Record<string, unknown>);
    if (!data) throw notFound();
    return data;
  },
  head: ({ loaderData }) => pageHead(loaderData, i18n._(msg`Restricted content`)),
  component: CatchAllPage,
  notFoundComponent: PageNotFound,
});

function CatchAllPage() {
  const data = Route.useLoaderData();
  const { lang } = Route.useRouteContext();
  const content = langRoute.useLoaderData();
  const { eventType } = Route.useSearch();
  return <PageView lang={lang} data={data} content={content} eventType={eventType ?? null} />;
}

function PageNotFound() {
  const lang = usePageLang();
  return <NotFoundPage lang={lang} reason="page" />;
}

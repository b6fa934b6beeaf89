import { msg } from '@lingui/core/macro';
import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n.ts';
import { NotFoundPage } from '../../views/errors/error-page.tsx';
import { usePageLang } from '../../views/errors/use-page-lang.ts';
import { loadPageData, pageHead } from './-page-data.ts';
import { PageView } from './-page-view.tsx';

const langRoute = getRouteApi('/$lang');

/**
 * Every other path under /{lang}/: a content page, else a catalogue page (products live at
 * /{lang}/{url_key}/), else 404 'Page not found'.
 */
export const Route = createFileRoute('/$lang/$')({
  loader: async ({ context, params }) => {
    const data = await loadPageData(context, params._splat ?? '');
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
  return <PageView lang={lang} data={data} content={content} />;
}

function PageNotFound() {
  const lang = usePageLang();
  return <NotFoundPage lang={lang} reason="page" />;
}

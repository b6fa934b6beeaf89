import { msg } from '@lingui/core/macro';
import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n.ts';
import { loadPageData, pageHead } from './-page-data.ts';
import { PageView } from './-page-view.tsx';

const langRoute = getRouteApi('/$lang');

/** Home: the content page ''. */
export const Route = createFileRoute('/$lang/')({
  loader: async ({ context }) => {
    const data = await loadPageData(context, '');
    if (!data) throw notFound();
    return data;
  },
  head: ({ loaderData }) => pageHead(loaderData, i18n._(msg`Restricted content`)),
  component: HomePage,
});

function HomePage() {
  const data = Route.useLoaderData();
  const { lang } = Route.useRouteContext();
  const content = langRoute.useLoaderData();
  return <PageView lang={lang} data={data} content={content} />;
}

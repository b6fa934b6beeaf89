import { useLingui } from '@lingui/react/macro';
import type { ContentPage as Page } from '../../../domain/content-types.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Container } from '../../ui/container.tsx';
import { type ContentEnvironment, ContentElements } from './content-elements.tsx';

/** Element types whose first occurrence carries the page's h1. */
const HEADLINE_ELEMENTS = new Set([
  'hero',
  'text',
  'textpic',
  'teaser_cards',
  'accordion',
  'event_list',
  'product_detail',
]);

function Breadcrumbs({ crumbs }: { crumbs: Page['breadcrumbs'] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {crumbs.map((crumb, index) => (
          <li key={crumb.link} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.title}
              </span>
            ) : (
              <AppLink href={crumb.link} className="hover:text-brand-800">
                {crumb.title}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A content page: its elements in order (colPos0), and in the two-column layout colPos1 as
 * a sidebar. When the first element has no headline of its own the page title is the h1.
 */
export function ContentPage({ page, env }: { page: Page; env: ContentEnvironment }) {
  const main = page.content.colPos0;
  const side = page.content.colPos1 ?? [];
  const firstElement = main[0];
  const firstHasHeadline =
    firstElement !== undefined &&
    HEADLINE_ELEMENTS.has(firstElement.type) &&
    (firstElement.type === 'hero' ||
      firstElement.type === 'product_detail' ||
      ('header' in firstElement.content && Boolean(firstElement.content.header)));
  const title = page.breadcrumbs.at(-1)?.title ?? page.meta.title;
  const isProduct = firstElement?.type === 'product_detail';
  const showBreadcrumbs = page.breadcrumbs.length > 1 && !isProduct;
  const body = <ContentElements elements={main} env={env} headlineFirst={firstHasHeadline} />;

  return (
    <article className="pb-8">
      {(showBreadcrumbs || !firstHasHeadline) && (
        <Container className="pt-6">
          {showBreadcrumbs && <Breadcrumbs crumbs={page.breadcrumbs} />}
          {!firstHasHeadline && (
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
          )}
        </Container>
      )}
      {page.appearance.layout === 'two-column' && side.length > 0 ? (
        <div className="mx-auto grid max-w-7xl lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>{body}</div>
          <aside className="lg:pt-6">
            <ContentElements elements={side} env={env} headlineFirst={false} />
          </aside>
        </div>
      ) : (
        body
      )}
    </article>
  );
}

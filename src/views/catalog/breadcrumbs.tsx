import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CatalogBreadcrumbFragment } from '../../../graphql/generated/operations.ts';
import { CategoryLink, useCatalogLang } from '../../ui/catalog-links.tsx';

type Crumb = CatalogBreadcrumbFragment | null;

/** Home › ancestor categories › current page (the current page is not a link). */
export function Breadcrumbs({
  crumbs,
  current,
}: {
  crumbs: readonly Crumb[] | null | undefined;
  current: string;
}) {
  const { t } = useLingui();
  const lang = useCatalogLang();
  const ancestors = (crumbs ?? [])
    .filter((c): c is CatalogBreadcrumbFragment => Boolean(c?.category_url_path && c.category_name))
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0));
  const linkClass = 'hover:text-brand-800 hover:underline underline-offset-2';
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/$lang/" params={{ lang }} className={linkClass}>
            <Trans>Home</Trans>
          </Link>
        </li>
        {ancestors.map((c) => (
          <li key={c.category_uid} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-slate-300">
              /
            </span>
            <CategoryLink urlPath={c.category_url_path ?? ''} className={linkClass}>
              {c.category_name}
            </CategoryLink>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-2">
          <span aria-hidden="true" className="text-slate-300">
            /
          </span>
          <span aria-current="page" className="truncate font-medium text-ink">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPage, NotFoundPage } from './error-page.tsx';
import { statusOfError } from './error-status.ts';
import { usePageLang } from './use-page-lang.ts';

/** The router's default 404: no route matches, or a route's params failed validation. */
export function RouteNotFound() {
  return <NotFoundPage lang={usePageLang()} reason="route" />;
}

/** The router's default error component: 'An error occurred' with the error's status. */
export function RouteError({ error }: ErrorComponentProps) {
  return <ErrorPage lang={usePageLang()} status={statusOfError(error)} />;
}

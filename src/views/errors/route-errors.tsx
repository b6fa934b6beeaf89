import type { ErrorComponentProps } from '@tanstack/react-router';
import { isUnknownMiddlewareError } from '../../lib/middleware.ts';
import { ErrorPage, NotFoundPage } from './error-page.tsx';
import { statusOfError } from './error-status.ts';
import { usePageLang } from './use-page-lang.ts';

/** The router's default 404: no route matches, or a route's params failed validation. */
export function RouteNotFound() {
  return <NotFoundPage lang={usePageLang()} reason="route" />;
}

/**
 * The router's default error component: 'An error occurred' with the error's status, or
 * 500 'Unknown middleware' plus its name when a page names a guard that does not exist.
 */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <ErrorPage
      lang={usePageLang()}
      status={statusOfError(error)}
      unknownMiddleware={isUnknownMiddlewareError(error) ? error.middleware : undefined}
    />
  );
}

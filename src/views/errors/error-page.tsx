import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pageTitle } from '../../lib/page-title.ts';
import type { Lang } from '../../../domain/store.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { ArrowRightIcon } from '../../ui/icons.tsx';

interface ErrorLayoutProps {
  lang: Lang;
  status: number;
  title: string;
  children?: ReactNode;
}

function ErrorLayout({ lang, status, title, children }: ErrorLayoutProps) {
  return (
    <Container className="py-16 sm:py-24">
      <title>{pageTitle(title)}</title>
      <div className="mx-auto max-w-xl rounded-3xl bg-white px-6 py-12 text-center shadow-card sm:px-12">
        <p
          className="font-display text-6xl font-bold tracking-tight text-brand-600 sm:text-7xl"
          aria-hidden="true"
        >
          {status}
        </p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {children}
        <Link to="/$lang/" params={{ lang }} className={buttonClasses('primary', 'mt-8')}>
          <Trans>Back to home</Trans>
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </Container>
  );
}

export interface NotFoundPageProps {
  lang: Lang;
  /**
   * `page`: a content or catalogue URL that does not exist ('Page not found').
   * `route`: no route matches or the route's params failed validation ('This page could not be found').
   */
  reason?: 'page' | 'route';
}

/** The 404 page. Its texts are the spec's. */
export function NotFoundPage({ lang, reason = 'page' }: NotFoundPageProps) {
  const { t } = useLingui();
  return (
    <ErrorLayout
      lang={lang}
      status={404}
      title={reason === 'page' ? t`Page not found` : t`This page could not be found`}
    />
  );
}

export interface ErrorPageProps {
  lang: Lang;
  /** HTTP status of the failure; 500 when unknown. */
  status?: number;
  /** The page names a guard that does not exist: 'Unknown middleware' plus its name. */
  unknownMiddleware?: string;
}

/** Any other error: 'An error occurred' with its status. */
export function ErrorPage({ lang, status = 500, unknownMiddleware }: ErrorPageProps) {
  const { t } = useLingui();
  if (unknownMiddleware !== undefined) {
    // The spec's text is a developer's message: it names the guard, untranslated.
    return (
      <ErrorLayout lang={lang} status={500} title={`Unknown middleware ${unknownMiddleware}`}>
        <p className="mt-3 text-muted">
          <Trans>Error {status}</Trans>
        </p>
      </ErrorLayout>
    );
  }
  return (
    <ErrorLayout lang={lang} status={status} title={t`An error occurred`}>
      <p className="mt-3 text-muted">
        <Trans>Error {status}</Trans>
      </p>
    </ErrorLayout>
  );
}

import type { ReactNode } from 'react';
import type { Lang } from '../../../domain/store.ts';
import { Container } from '../../ui/container.tsx';
import { Logo } from '../../ui/logo.tsx';
import { NotFoundPage } from './error-page.tsx';

export interface StandaloneNotFoundProps {
  lang: Lang;
  /** Above everything (the consent banner). */
  banner?: ReactNode;
  /** Below the page (the legal links with the cookie settings). */
  footer?: ReactNode;
}

/**
 * 404 outside a valid language (/fr/…, /foo/): there are no menus to show, so a bare page
 * with the logo and 'This page could not be found' in the default language, between the
 * `banner` and the `footer` the route gives it (what a shop owes on every page).
 */
export function StandaloneNotFound({ lang, banner, footer }: StandaloneNotFoundProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      {banner}
      <header className="border-b border-sand-200 bg-white">
        <Container className="flex h-16 items-center lg:h-20">
          <Logo lang={lang} />
        </Container>
      </header>
      <main id="main" className="flex-1">
        <NotFoundPage lang={lang} reason="route" />
      </main>
      {footer}
    </div>
  );
}

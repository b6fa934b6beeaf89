import { Container } from '../../ui/container.tsx';
import { Logo } from '../../ui/logo.tsx';
import { NotFoundPage } from './error-page.tsx';
import { usePageLang } from './use-page-lang.ts';

/**
 * 404 outside a valid language (/fr/…, /foo/): there are no menus to show, so a bare page
 * with the logo and 'This page could not be found' in the default language.
 */
export function StandaloneNotFound() {
  const lang = usePageLang();
  return (
    <div className="min-h-dvh">
      <header className="border-b border-sand-200 bg-white">
        <Container className="flex h-16 items-center lg:h-20">
          <Logo lang={lang} />
        </Container>
      </header>
      <main id="main">
        <NotFoundPage lang={lang} reason="route" />
      </main>
    </div>
  );
}

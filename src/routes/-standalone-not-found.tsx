import { useEffect, useState } from 'react';
import type { MenuItem } from '../../domain/content-types.ts';
import type { Lang } from '../../domain/store.ts';
import { fetchMagentoContent } from '../lib/content-api.ts';
import { StandaloneNotFound } from '../views/errors/standalone-not-found.tsx';
import { usePageLang } from '../views/errors/use-page-lang.ts';
import { ConsentBanner } from '../views/layout/consent-banner.tsx';
import { LegalLinks } from '../views/layout/site-footer.tsx';

export interface StandaloneNotFoundPageProps {
  /** Where the legal links come from (the content API's footer of the page's language). */
  loadContent?: (lang: Lang) => Promise<{ footer_meta: MenuItem[] }>;
}

/**
 * The 404 of URLs outside a valid language. Even without menus it carries what a shop owes on
 * every page: the consent banner and, below the page, the legal links (imprint, privacy, terms,
 * withdrawal) of the default language's footer with the cookie settings (consent withdrawn
 * here too) and the cancellation button. When the content system is down, the cookie settings
 * and the cancellation button still show.
 */
export function StandaloneNotFoundPage({ loadContent = fetchMagentoContent }: StandaloneNotFoundPageProps) {
  const lang = usePageLang();
  const [legal, setLegal] = useState<MenuItem[]>([]);
  useEffect(() => {
    let live = true;
    loadContent(lang).then(
      (content) => {
        if (live) setLegal(content.footer_meta);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang, loadContent]);
  return (
    <StandaloneNotFound
      lang={lang}
      banner={<ConsentBanner lang={lang} />}
      footer={
        <footer className="border-t border-sand-200 bg-white px-4 py-4 text-xs text-muted">
          <LegalLinks
            lang={lang}
            items={legal}
            className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-5 gap-y-2"
          />
        </footer>
      }
    />
  );
}

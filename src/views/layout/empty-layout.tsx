import type { ReactNode } from 'react';
import type { MenuItem } from '../../../domain/content-types.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import type { Lang } from '../../../domain/store.ts';
import { LegalLinks } from './site-footer.tsx';

export interface EmptyLayoutProps {
  lang: Lang;
  /** The notifications region (mounted once). */
  notifications?: ReactNode;
  /** The legal links (imprint, privacy, terms, withdrawal): a shop owes them on every page. */
  legal: MenuItem[];
  children: ReactNode;
}

/**
 * The empty layout (spec 2): the page alone, without banner, header, navigation or footer,
 * for landing pages an editor marks so. What a shopper's actions need stays: notifications,
 * the consent banner, the legal links (with the cookie settings), and the modals and sidebars
 * the route mounts next to it.
 */
export function EmptyLayout({ lang, notifications, legal, children }: EmptyLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col" data-layout="empty">
      <ConsentBanner lang={lang} />
      <ProgressBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-sand-200 bg-white px-4 py-4 text-xs text-muted">
        <LegalLinks
          lang={lang}
          items={legal}
          className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-5 gap-y-2"
        />
      </footer>
      {notifications}
    </div>
  );
}

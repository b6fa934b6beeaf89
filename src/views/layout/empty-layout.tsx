import type { ReactNode } from 'react';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import type { Lang } from '../../lib/store.ts';

export interface EmptyLayoutProps {
  lang: Lang;
  /** The notifications region (mounted once). */
  notifications?: ReactNode;
  children: ReactNode;
}

/**
 * The empty layout (spec 2): the page alone, without banner, header, navigation or footer,
 * for landing pages an editor marks so. What a shopper's actions need stays: notifications,
 * the consent banner, and the modals and sidebars the route mounts next to it.
 */
export function EmptyLayout({ lang, notifications, children }: EmptyLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col" data-layout="empty">
      <ProgressBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {notifications}
      <ConsentBanner lang={lang} />
    </div>
  );
}

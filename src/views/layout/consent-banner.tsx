import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CONSENT_OPEN_EVENT,
  type Consent,
  readConsent,
  schedulePageView,
  selectItemOnClick,
  writeConsent,
} from '../../lib/analytics.ts';
import type { Lang } from '../../../domain/store.ts';
import { Button } from '../../ui/button.tsx';

export interface ConsentBannerProps {
  lang: Lang;
}

/**
 * The consent banner (not a dialog: the page stays usable) and the analytics it allows:
 * page views after each route change and product selections. Both push only with
 * consent (see src/lib/analytics.ts).
 *
 * It sits in the page's flow before everything else (not over it), so it is the first thing
 * Tab reaches and it never covers a focused control (WCAG 2.2 SC 2.4.11). Escape inside it
 * declines. The footer's 'Cookie settings' shows it again (`openConsentSettings`): a new
 * choice replaces the old one at once, and focus goes back to the link that opened it.
 */
export function ConsentBanner({ lang }: ConsentBannerProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [consent, setConsent] = useState<Consent | null>(() => readConsent());
  const [reopened, setReopened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const path = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    if (consent !== 'granted' || !path) return;
    return schedulePageView(lang);
  }, [consent, path, lang]);

  useEffect(() => {
    document.addEventListener('click', selectItemOnClick);
    return () => document.removeEventListener('click', selectItemOnClick);
  }, []);

  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setReopened(true);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);

  // Reopened on request: the banner is at the top of the page, far from the link; take focus there.
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  if (consent !== null && !reopened) return null;
  const choose = (choice: Consent) => {
    writeConsent(choice);
    setConsent(choice);
    setReopened(false);
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    choose('denied');
  };
  return (
    <section
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className="relative z-40 border-b border-sand-200 bg-white px-4 py-3 sm:py-4"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-sm font-semibold text-ink focus:outline-none"
          >
            {t`Your privacy`}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t`We would like to measure visits and product views to improve the shop. May we use analytics cookies?`}
            {consent !== null && (
              <> {consent === 'granted' ? t`Currently: allowed.` : t`Currently: declined.`}</>
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => choose('denied')}>
            {t`Decline`}
          </Button>
          <Button onClick={() => choose('granted')}>{t`Accept`}</Button>
        </div>
      </div>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import {
  type Consent,
  readConsent,
  schedulePageView,
  selectItemOnClick,
  writeConsent,
} from '../../lib/analytics.ts';
import type { Lang } from '../../lib/store.ts';
import { Button } from '../../ui/button.tsx';

export interface ConsentBannerProps {
  lang: Lang;
}

/**
 * The consent banner (not a dialog: the page stays usable) and the analytics it allows:
 * page views after each route change and product selections. Both push only with
 * consent (see src/lib/analytics.ts).
 */
export function ConsentBanner({ lang }: ConsentBannerProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [consent, setConsent] = useState<Consent | null>(() => readConsent());
  const path = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    if (consent !== 'granted' || !path) return;
    return schedulePageView(lang);
  }, [consent, path, lang]);

  useEffect(() => {
    document.addEventListener('click', selectItemOnClick);
    return () => document.removeEventListener('click', selectItemOnClick);
  }, []);

  if (consent !== null) return null;
  const choose = (choice: Consent) => {
    writeConsent(choice);
    setConsent(choice);
  };
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-3 bottom-20 z-40 mx-auto max-w-xl rounded-2xl bg-white p-4 shadow-lg ring-1 ring-sand-200 sm:bottom-4 sm:p-5"
    >
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        {t`Your privacy`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t`We would like to measure visits and product views to improve the shop. May we use analytics cookies?`}
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => choose('denied')}>
          {t`Decline`}
        </Button>
        <Button onClick={() => choose('granted')}>{t`Accept`}</Button>
      </div>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** A route change shorter than this shows no bar (no flicker on fast navigations). */
export const PROGRESS_BAR_THROTTLE_MS = 200;
/** The bar never shows longer than this, even if the route keeps loading. */
export const PROGRESS_BAR_MAX_DURATION_MS = 5000;

/** A thin bar at the top of the viewport while a route change loads. */
export function ProgressBar() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const show = setTimeout(() => setVisible(true), PROGRESS_BAR_THROTTLE_MS);
    const hide = setTimeout(() => setVisible(false), PROGRESS_BAR_MAX_DURATION_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [loading]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
    >
      {/* The keyframes live in styles.css: the Content Security Policy allows no <style> element. */}
      <div
        className="h-full w-full origin-left animate-progress-grow bg-brand-600"
        style={{ animationDuration: `${PROGRESS_BAR_MAX_DURATION_MS}ms` }}
      />
    </div>
  );
}

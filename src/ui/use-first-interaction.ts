import { useEffect, useState } from 'react';

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * Whether the visitor has interacted with the page (scrolled, tapped, clicked, typed): code that
 * only matters then (the footer's newsletter form, the newsletter offer) loads after it, not
 * with the page.
 */
export function useFirstInteraction(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    const seen = () => setDone(true);
    for (const type of INTERACTIONS) window.addEventListener(type, seen, { passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, seen);
    };
  }, [done]);
  return done;
}

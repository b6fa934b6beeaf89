import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * After a route change inside the app, a keyboard or screen-reader user lands where a new page
 * begins: focus moves to the main landmark's h1 (or the main landmark itself) and the new title
 * is read out in a polite live region. Nothing moves on the first load (the browser starts at
 * the top), on changes of the search params only (filters, sort, page: the user stays on the
 * control they used), or when the new page already put focus somewhere itself (a search field).
 */
export function RouteFocus() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    let focusedAtStart: Element | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offStart = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
      if (pathChanged) focusedAtStart = document.activeElement;
    });
    const offResolved = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged) return;
      const before = focusedAtStart;
      clearTimeout(timer);
      let tries = 0;
      // The new page renders (and its head sets the title) right after resolution: look for its
      // h1 for a short while, then settle for the main landmark.
      const settle = () => {
        const main = document.getElementById('main');
        const heading = main?.querySelector('h1');
        if (!heading && tries++ < 20) {
          timer = setTimeout(settle, 50);
          return;
        }
        const active = document.activeElement;
        const untouched = !active || active === document.body || active === before || !active.isConnected;
        const target = heading ?? main;
        if (untouched && target) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        }
        setAnnouncement(document.title);
      };
      timer = setTimeout(settle, 0);
    });
    return () => {
      offStart();
      offResolved();
      clearTimeout(timer);
    };
  }, [router]);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="route-announcer"
    >
      {announcement}
    </div>
  );
}

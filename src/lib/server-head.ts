import type { AnyRouter } from '@tanstack/react-router';

/**
 * The server writes description, robots, canonical, hreflang, Open Graph and JSON-LD tags for
 * the URL it served (server/web/page-head.ts, marked `data-server-head`). They describe that
 * URL only: once the SPA navigates to another one they would be stale, so they go.
 * Returns the unsubscribe function.
 */
export function dropServerHeadOnNavigation(router: AnyRouter, doc: Document = document): () => void {
  const served = doc.location.pathname;
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname === served) return;
    for (const tag of doc.head.querySelectorAll('[data-server-head]')) tag.remove();
    unsubscribe();
  });
  return unsubscribe;
}

/**
 * Chunk load failure guard (spec 8, 9): when a lazily loaded chunk cannot be fetched
 * (typically after a deployment replaced it), the page is reloaded once to pick up the
 * new build, at most once per `CHUNK_RELOAD_GUARD_MS` (timestamp in sessionStorage), so a
 * chunk that is really gone cannot cause a reload loop.
 */

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Reloads unless a reload for a chunk failure happened less than 60 s ago; returns whether it reloaded. */
export function reloadForChunkError(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Listens for Vite's `vite:preloadError` and unhandled dynamic-import failures. */
export function installChunkReloadGuard(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadForChunkError()) event.preventDefault();
  });
}

import type { ContentPage, MagentoContent } from '../../domain/content-types.ts';
import type { Language } from '../../domain/store.ts';

// Client of the content API (TYPO3-headless shaped JSON). The base URL is configurable so the
// same build can talk to the bundled server or a real TYPO3 headless site. Every request to the
// content system (pages, menus, the login sync) is built by `contentApiUrl`.

/** `VITE_CONTENT_URL` (default `/typo3-api`) followed by `path` (which starts with `/`). */
export function contentApiUrl(path: string): string {
  const base = (import.meta.env.VITE_CONTENT_URL ?? '/typo3-api').replace(/\/+$/, '');
  return `${base}${path}`;
}

/** A failed content API call; `status` is the HTTP status (0 when the request never got an answer). */
export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ContentApiError';
  }
}

/** 404: no page at this path (the caller may try the catalogue next). */
export class ContentNotFoundError extends ContentApiError {
  constructor(url: string) {
    super(404, `Content not found: ${url}`);
    this.name = 'ContentNotFoundError';
  }
}

/** 403: the page exists but is restricted to verified professionals. */
export class ContentForbiddenError extends ContentApiError {
  constructor(url: string) {
    super(403, `Content restricted: ${url}`);
    this.name = 'ContentForbiddenError';
  }
}

/** Any other failure: 5xx, unexpected status, network error or a body that is not JSON. */
export class ContentServerError extends ContentApiError {
  constructor(status: number, url: string) {
    super(status, `Content API failed (${status || 'network error'}): ${url}`);
    this.name = 'ContentServerError';
  }
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

async function getJson<T>(path: string, fetchImpl: FetchLike, signal?: AbortSignal): Promise<T> {
  const url = contentApiUrl(path);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ContentServerError(0, url);
  }
  if (response.status === 404) throw new ContentNotFoundError(url);
  if (response.status === 403) throw new ContentForbiddenError(url);
  if (!response.ok) throw new ContentServerError(response.status, url);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ContentServerError(response.status, url);
  }
}

/** `pro-magnesium/` or `/a/b` → `a/b/`; the home page is the empty path. */
export function normalizePagePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

export interface ContentApiOptions {
  signal?: AbortSignal;
  fetch?: FetchLike;
}

/** GET /typo3-api/{lang}/{path}: a content page; `''` is the home page. */
export function fetchContentPage(
  lang: Language,
  path: string,
  options: ContentApiOptions = {},
): Promise<ContentPage> {
  const segments = normalizePagePath(path)
    .split('/')
    .map((s) => (s === '' ? s : encodeURIComponent(s)))
    .join('/');
  return getJson<ContentPage>(`/${lang}/${segments}`, options.fetch ?? fetch, options.signal);
}

const magentoContentCache = new Map<Language, Promise<MagentoContent>>();

/**
 * GET /typo3-api/{lang}/magento-content/: menus, footer, banner, ticker, events. Cached per
 * language for the life of the page; a failed request is forgotten so the next call retries.
 */
export function fetchMagentoContent(
  lang: Language,
  options: ContentApiOptions = {},
): Promise<MagentoContent> {
  let pending = magentoContentCache.get(lang);
  if (!pending) {
    pending = getJson<MagentoContent>(`/${lang}/magento-content/`, options.fetch ?? fetch);
    magentoContentCache.set(lang, pending);
    pending.catch(() => magentoContentCache.delete(lang));
  }
  return pending;
}

const contentSessionListeners = new Set<() => void>();

/**
 * Calls `listener` each time the content system's session has changed (a login or logout sync
 * finished, or failed); returns the unsubscribe. Pages whose answer depends on who is logged in
 * (the restricted professionals' pages) load again then, without a reload.
 */
export function onContentSessionChanged(listener: () => void): () => void {
  contentSessionListeners.add(listener);
  return () => {
    contentSessionListeners.delete(listener);
  };
}

/** Tells the listeners that the content system's session changed. */
export function contentSessionChanged(): void {
  for (const listener of [...contentSessionListeners]) listener();
}

/** Drops the cached menus (e.g. after login, when restricted entries may appear). */
export function clearMagentoContentCache(): void {
  magentoContentCache.clear();
}

import { fromPromise } from 'xstate';
import type { Lang } from '../../../domain/store.ts';
import { searchOverlayMachine } from '../../../machines/search-overlay.machine.ts';
import { type AnalyticsEvent, track } from '../analytics.ts';
import { type MultiSearch, multiSearch } from '../search-client.ts';
import { loadPopular, suggest } from '../search-suggestions.ts';

// The search overlay flow's adapter: the only place its real actors and actions are supplied.
// The view gives what only it can do: close the phone menu, focus its input and navigate.
// `search` is the search API's multi_search (a faked one in the machine tests); `effects` are the
// browser's scroll lock, storage and analytics (recorded in the machine tests).

const RECENT_KEY = 'recentSearches';

/** The recent searches kept in this browser (none when storage is blocked). */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export interface SearchOverlayTransport {
  storeCode: string;
  lang: Lang;
  closeMobileMenu: () => void;
  focusInput: () => void;
  /** The results page of a query ('' for all). */
  showResults: (query: string) => void;
  follow: (link: string) => void;
}

export interface SearchOverlayEffects {
  /** Stops the page behind the open overlay from scrolling, and lets it scroll again. */
  lockScroll: () => void;
  unlockScroll: () => void;
  /** Keeps the recent searches in this browser. */
  saveRecent: (recent: string[]) => void;
  /** Pushes an analytics event (when the visitor consented). */
  track: (event: AnalyticsEvent) => void;
}

const BROWSER: SearchOverlayEffects = {
  lockScroll: () => {
    document.body.style.overflow = 'hidden';
  },
  unlockScroll: () => {
    document.body.style.overflow = '';
  },
  saveRecent: (recent) => {
    try {
      localStorage.setItem(RECENT_KEY, JSON.stringify(recent));
    } catch {
      // Storage full or blocked: the recent searches are not kept, nothing else breaks.
    }
  },
  track,
};

export function searchOverlayFlow(
  transport: SearchOverlayTransport,
  search: MultiSearch = multiSearch,
  effects: SearchOverlayEffects = BROWSER,
) {
  const { storeCode, lang } = transport;
  return searchOverlayMachine.provide({
    actors: {
      loadPopular: fromPromise(() => loadPopular(storeCode, lang, search)),
      suggest: fromPromise(({ input: { query } }: { input: { query: string } }) =>
        suggest(storeCode, lang, query, search),
      ),
    },
    actions: {
      lockScroll: () => effects.lockScroll(),
      unlockScroll: () => effects.unlockScroll(),
      closeMobileMenu: () => transport.closeMobileMenu(),
      focusInput: () => transport.focusInput(),
      saveRecent: (_, { recent }) => effects.saveRecent(recent),
      trackSearch: (_, { query, found }) => {
        effects.track({ event: 'search', search_term: query, results: found });
      },
      trackSearchClick: (_, { query, kind, link, position }) => {
        effects.track({ event: 'search_click', search_term: query, kind, link, position });
      },
      showResults: (_, { query }) => transport.showResults(query),
      follow: (_, { link }) => transport.follow(link),
    },
  });
}

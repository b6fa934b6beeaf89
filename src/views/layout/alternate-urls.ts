import { useMatches, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { LanguageLink } from '../../../domain/content-types.ts';
import { isLang } from '../../../domain/store.ts';
import type { AlternateUrls } from './language-switcher.tsx';

/**
 * Convention for the language switcher: a route whose loader data has `alternates`
 * (`{ de?: string; en?: string }`) tells the layout where the current page lives in the other
 * languages. Content pages derive it from the page's i18n links; catalogue routes add it to
 * their loader data. Without it the switcher goes to the other language's home.
 */
export interface WithAlternates {
  alternates?: AlternateUrls;
}

/** A content page's i18n links → the URLs of its available translations. */
export function alternatesFromI18n(links: LanguageLink[]): AlternateUrls {
  const urls: AlternateUrls = {};
  for (const link of links) {
    if (link.available && isLang(link.twoLetterIsoCode)) urls[link.twoLetterIsoCode] = link.link;
  }
  return urls;
}

function alternatesOf(data: unknown): AlternateUrls | undefined {
  if (typeof data !== 'object' || data === null || !('alternates' in data)) return undefined;
  const urls = (data as WithAlternates).alternates;
  return typeof urls === 'object' && urls !== null ? urls : undefined;
}

/** Lists whose query (sort, page, items per page, filters, term) means the same in every language. */
const LIST_ROUTES: readonly string[] = ['/$lang/c/$', '/$lang/s'];

/**
 * A list's alternates keep the list's query, so switching the language keeps its sort, page and
 * filters; other pages' alternates stay as they are, and so does an alternate with a query of its own.
 */
export function keepListQuery(
  urls: AlternateUrls,
  routeId: string | undefined,
  search: string,
): AlternateUrls {
  if (!routeId || !LIST_ROUTES.includes(routeId) || search === '' || search === '?') return urls;
  const query = search.startsWith('?') ? search : `?${search}`;
  const kept: AlternateUrls = {};
  for (const [lang, url] of Object.entries(urls) as [keyof AlternateUrls, string | undefined][]) {
    if (url !== undefined) kept[lang] = url.includes('?') ? url : `${url}${query}`;
  }
  return kept;
}

/** The alternate URLs of the deepest matched route that declares them. */
export function useAlternateUrls(): AlternateUrls {
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const found = useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const urls = alternatesOf(matches[i]?.loaderData);
        if (urls) return { urls, routeId: matches[i]?.routeId as string | undefined };
      }
      return { urls: {} as AlternateUrls, routeId: undefined };
    },
    structuralSharing: true,
  });
  return useMemo(() => keepListQuery(found.urls, found.routeId, search), [found, search]);
}

import { useMatches } from '@tanstack/react-router';
import type { LanguageLink } from '../../../server/content/types.ts';
import { isLang } from '../../lib/store.ts';
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

/** The alternate URLs of the deepest matched route that declares them. */
export function useAlternateUrls(): AlternateUrls {
  return useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const urls = alternatesOf(matches[i]?.loaderData);
        if (urls) return urls;
      }
      return {};
    },
  });
}

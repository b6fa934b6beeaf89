import { useParams } from '@tanstack/react-router';
import { DEFAULT_LANG, isLang, type Lang } from '../../../domain/store.ts';

/** The language of the URL, or the default language when the URL has none (or an unknown one). */
export function usePageLang(): Lang {
  const lang = useParams({ strict: false, select: (params) => ('lang' in params ? params.lang : undefined) });
  return isLang(lang) ? lang : DEFAULT_LANG;
}

import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Lang } from '../../../domain/store.ts';
import { AppLink } from '../../ui/app-link.tsx';

export type AlternateUrls = Partial<Record<Lang, string>>;

/** Where the switcher sends a visitor: the page's translation, else that language's home. */
export function languageSwitchHref(target: Lang, alternates: AlternateUrls): string {
  return alternates[target] ?? `/${target}/`;
}

export interface LanguageSwitcherProps {
  lang: Lang;
  /** URLs of the current page in the other languages, where a translation exists. */
  alternates: AlternateUrls;
  className?: string;
}

/** DE | EN: keeps the page where a translation exists. */
export function LanguageSwitcher({ lang, alternates, className = '' }: LanguageSwitcherProps) {
  const { t } = useLingui();
  const names: Record<Lang, string> = { de: t`Deutsch`, en: t`English` };
  return (
    <nav aria-label={t`Language`} className={className}>
      <ul className="flex items-center rounded-full border border-sand-200 bg-white p-0.5 text-xs font-semibold">
        {LANGUAGES.map((code) => (
          <li key={code}>
            {code === lang ? (
              <span
                aria-current="true"
                title={names[code]}
                className="block rounded-full bg-brand-700 px-2.5 py-1 text-white uppercase"
              >
                <span aria-hidden="true">{code}</span>
                <span className="sr-only">{names[code]}</span>
              </span>
            ) : (
              <AppLink
                href={languageSwitchHref(code, alternates)}
                hrefLang={code}
                lang={code}
                title={names[code]}
                className="block rounded-full px-2.5 py-1 text-muted uppercase hover:text-brand-800"
              >
                <span aria-hidden="true">{code}</span>
                <span className="sr-only">{names[code]}</span>
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

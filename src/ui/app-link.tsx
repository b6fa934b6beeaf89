import { Link, type LinkProps, useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { isLang, type Lang } from '../../domain/store.ts';

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children' | 'target'>;

export interface AppLinkProps extends AnchorProps {
  /** A URL as the content and commerce APIs give it: `/de/some/page/`, `https://…`, `mailto:…`. */
  href: string;
  /** As the APIs give it; `_blank` opens a new tab. */
  target?: string | null;
  children: ReactNode;
}

/** Splits `/de/a/b/` into the language and the rest (`a/b`); null when the path is not in the SPA's routes. */
export function parseShopPath(href: string): { lang: Lang; splat: string } | null {
  if (!href.startsWith('/') || href.startsWith('//') || /[?#]/.test(href)) return null;
  const [, first, ...rest] = href.split('/');
  if (!isLang(first)) return null;
  return { lang: first, splat: rest.filter(Boolean).join('/') };
}

/**
 * A link to a URL that came from an API. Paths of the shop (`/{lang}/…`) navigate inside the
 * app (with intent preloading); anything else is a plain anchor, external ones open safely.
 */
export function AppLink({ href, children, target, rel, ...rest }: AppLinkProps) {
  const router = useRouter();
  const shop = parseShopPath(href);
  if (shop && (target == null || target === '_self')) {
    // Link to the route that owns the path (catch-all, /c/…, /cart/ …) so preloading and
    // active states follow the right route; the path comes from an API, hence the casts.
    const [, params, route] = router.getMatchedRoutes(href);
    return (
      <Link to={(route?.fullPath ?? '/$lang/$') as LinkProps['to']} params={params as never} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      target={target ?? undefined}
      rel={rel ?? (external || target === '_blank' ? 'noopener noreferrer' : undefined)}
      {...rest}
    >
      {children}
    </a>
  );
}

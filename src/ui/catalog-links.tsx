import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DEFAULT_LANG, isLang, type Lang } from '../../domain/store.ts';
import { localizedPath, PAGE_SLUGS } from '../../domain/paths.ts';

// Where catalogue pages live (spec §2): products at /{lang}/{url_key}/ (the shell's catch-all
// resolves them), categories at /{lang}/c/{url_path}/, the SKU fallback at /{lang}/p/{sku}/.

export function productPath(lang: Lang, urlKey: string): string {
  return `/${lang}/${urlKey}/`;
}

export function categoryPath(lang: Lang, urlPath: string): string {
  return localizedPath(lang, 'category', urlPath);
}

/** The language of the current page, from the `$lang` URL param. */
export function useCatalogLang(): Lang {
  const lang = useParams({ strict: false, select: (params) => ('lang' in params ? params.lang : undefined) });
  return isLang(lang) ? lang : DEFAULT_LANG;
}

interface LinkProps {
  className?: string;
  children: ReactNode;
  tabIndex?: number;
  'aria-hidden'?: boolean;
}

export function ProductLink({ urlKey, ...props }: LinkProps & { urlKey: string }) {
  const lang = useCatalogLang();
  return <Link to="/$lang/$/" params={{ lang, _splat: urlKey }} {...props} />;
}

export function CategoryLink({ urlPath, ...props }: LinkProps & { urlPath: string }) {
  const lang = useCatalogLang();
  return <Link to="/$lang/c/$/" params={{ lang, _splat: urlPath }} {...props} />;
}

/** The 'plus Shipping' link of the VAT note: the payment and delivery information page. */
export function ShippingInfoLink({ children, className }: { children?: ReactNode; className?: string }) {
  const lang = useCatalogLang();
  return (
    <Link to="/$lang/$/" params={{ lang, _splat: PAGE_SLUGS.shippingInfo[lang] }} className={className}>
      {children}
    </Link>
  );
}

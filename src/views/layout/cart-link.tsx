import { Plural, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Lang } from '../../../domain/store.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { localizedPath } from '../../../domain/paths.ts';

export interface CartLinkProps {
  lang: Lang;
  /** Total quantity of the cart (the badge). */
  quantity: number;
  className?: string;
  /** Shows the word under the icon (mobile bottom bar). */
  showLabel?: boolean;
}

/** The cart icon with its quantity badge, a link to /{lang}/cart/. */
export function CartLink({ lang, quantity, className = '', showLabel = false }: CartLinkProps) {
  const { t } = useLingui();
  const countId = useId();
  return (
    <AppLink
      href={localizedPath(lang, 'cart')}
      aria-label={t`Cart`}
      aria-describedby={countId}
      className={`relative inline-flex flex-col items-center justify-center gap-0.5 rounded-full ${className}`}
    >
      <span className="relative">
        <CartIcon />
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-2 grid min-w-4.5 place-items-center rounded-full bg-accent-500 px-1 text-[10px] leading-4.5 font-bold text-white"
        >
          {quantity}
        </span>
      </span>
      {showLabel && (
        <span aria-hidden="true" className="text-[11px] font-medium">
          {t`Cart`}
        </span>
      )}
      <span id={countId} className="sr-only">
        <Plural value={quantity} one="# item" other="# items" />
      </span>
    </AppLink>
  );
}

import { Plural, useLingui } from '@lingui/react/macro';
import { localizedPath } from '../../../domain/paths.ts';
import type { Lang } from '../../../domain/store.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { BADGED_CONTROL_CLASSES, useBadgedIcon } from '../../ui/badged-icon.tsx';
import { CartIcon } from '../../ui/icons.tsx';

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
  const { countId, content } = useBadgedIcon({
    icon: <CartIcon />,
    count: quantity,
    countText: <Plural value={quantity} one="# item" other="# items" />,
    label: showLabel ? t`Cart` : undefined,
  });
  return (
    <AppLink
      href={localizedPath(lang, 'cart')}
      aria-label={t`Cart`}
      aria-describedby={countId}
      className={`${BADGED_CONTROL_CLASSES} rounded-full ${className}`}
    >
      {content}
    </AppLink>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { NewsTickerItem } from '../../../domain/content-types.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { FREE_SHIPPING_TICKER_ID, useFreeShippingTexts } from '../../ui/free-shipping.ts';
import { MegaphoneIcon } from '../../ui/icons.tsx';

function Items({ items, hidden }: { items: NewsTickerItem[]; hidden?: boolean }) {
  const freeShipping = useFreeShippingTexts().ticker;
  return (
    <ul className="flex shrink-0 items-center gap-12 pr-12" aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item.id} className="whitespace-nowrap">
          {item.link ? (
            <AppLink
              href={item.link.href}
              target={item.link.target}
              tabIndex={hidden ? -1 : undefined}
              className="underline-offset-4 hover:underline"
            >
              {item.id === FREE_SHIPPING_TICKER_ID ? freeShipping : item.text}
            </AppLink>
          ) : item.id === FREE_SHIPPING_TICKER_ID ? (
            freeShipping
          ) : (
            item.text
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * News from the content system, scrolling across the page (paused on hover and focus, still
 * when the visitor prefers reduced motion). The second copy only makes the loop seamless.
 */
export function NewsTicker({ items }: { items: NewsTickerItem[] }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <section
      aria-label={t`News`}
      className="flex items-center gap-3 border-b border-sand-200 bg-accent-100 text-sm"
    >
      <span className="flex shrink-0 items-center gap-1.5 bg-accent-400 px-3 py-2 font-semibold text-brand-950">
        <MegaphoneIcon className="size-4" />
        <span className="hidden sm:inline">{t`News`}</span>
      </span>
      <div className="group relative flex-1 overflow-hidden py-2 text-brand-950">
        <div className="flex w-max animate-ticker group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]">
          <Items items={items} />
          <Items items={items} hidden />
        </div>
      </div>
    </section>
  );
}

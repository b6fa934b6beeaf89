import { useLingui } from '@lingui/react/macro';
import type { WishlistEntry, WishlistEvent } from '../../machines/wishlist.machine.ts';
import type { Lang } from '../../domain/store.ts';
import { AddToCart } from './add-to-cart-slot.tsx';
import { AppLink } from './app-link.tsx';
import { Button } from './button.tsx';

export interface WishlistItemsProps {
  lang: Lang;
  items: readonly WishlistEntry[];
  busy: boolean;
  /** Sends to the app's wishlist actor (`wishlist.moveToCart`, `wishlist.toggle`). */
  send: (event: WishlistEvent) => void;
  /** Narrow rows for the sidebar. */
  compact?: boolean;
  /** Called when the shopper follows a product link (the sidebar closes). */
  onNavigate?: () => void;
}

/** The path of a wished product's page. */
export function wishlistItemHref(lang: Lang, item: WishlistEntry): string {
  return `/${lang}/${item.urlKey ? item.urlKey : `p/${item.sku}`}/`;
}

/**
 * The wished products, each with 'Add to cart' (moves it into the cart and off the list, spec 4)
 * and 'Remove': the rows of the page my-wishlist and of the wishlist sidebar. A product whose
 * pack is still to be chosen (spec 4: a configurable product needs a chosen variant) gets the
 * layout's 'Add to Cart' instead, which opens the purchase modal with the pack sizes; the add
 * takes it off the list too (the cart tells the wishlist machine, see wishlist.machine.ts).
 */
export function WishlistItems({ lang, items, busy, send, compact = false, onNavigate }: WishlistItemsProps) {
  const { t } = useLingui();
  return (
    <ul className={`flex flex-col ${compact ? 'gap-2' : 'gap-3'}`} aria-busy={busy || undefined}>
      {items.map((item) => {
        const name = item.name ?? item.sku;
        return (
          <li
            key={item.id}
            className={
              compact
                ? 'flex flex-col gap-2 border-b border-sand-200 py-3'
                : 'flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200'
            }
          >
            <AppLink
              href={wishlistItemHref(lang, item)}
              className="font-semibold text-brand-800 underline"
              onClick={onNavigate}
            >
              {name}
            </AppLink>
            <div className="flex flex-wrap gap-2">
              {item.choosePack ? (
                // A family (as a listing's card wishes it): the purchase modal asks for the pack;
                // once it is in the cart, the wishlist machine takes the wish off the list.
                <AddToCart sku={item.sku} name={name} fromWishlist />
              ) : (
                <Button
                  disabled={busy}
                  onClick={() => send({ type: 'wishlist.moveToCart', sku: item.sku, name })}
                  aria-label={t`Add to cart: ${name}`}
                >
                  {t`Add to cart`}
                </Button>
              )}
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => send({ type: 'wishlist.toggle', sku: item.sku })}
                aria-label={t`Remove ${name} from the wishlist`}
              >
                {t`Remove`}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

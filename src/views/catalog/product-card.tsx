import type { CatalogProductCardFragment } from '../../../graphql/generated/operations.ts';
import { Image } from '../../ui/image.tsx';
import { AddToCart } from '../../ui/add-to-cart-slot.tsx';
import { ContentsText, PackMonthsText } from '../../ui/contents.tsx';
import { ProductLink } from '../../ui/catalog-links.tsx';
import { Price, PriceNotes } from '../../ui/price.tsx';
import { WishlistToggle } from '../../ui/wishlist-toggle-slot.tsx';
import { StockBadge } from './catalog-stock.tsx';
import { teaserText } from '../../../domain/text.ts';

export interface ProductCardProps {
  product: CatalogProductCardFragment;
  /** Whether the store view's prices include VAT (storeConfig.prices_include_tax); EU shop: yes. */
  pricesIncludeTax?: boolean;
  /** Heading level of the product name: 2 in a page's main list, 3 (default) in teasers below a heading. */
  headingLevel?: 2 | 3;
}

/** Product teaser card: image (216x268), name, contents, price, base price, VAT note, stock. */
export function ProductCard({ product, pricesIncludeTax = true, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const urlKey = product.url_key ?? '';
  const price = product.price_range.minimum_price;
  const outOfStock = product.stock_status === 'OUT_OF_STOCK';
  const teaser = teaserText(product.short_description?.html);
  const hasContents = product.inhalt != null || product.unit_value != null;
  return (
    <article
      aria-label={product.name ?? undefined}
      data-select-item={product.sku}
      data-item-name={product.name ?? undefined}
      data-item-price={price.final_price.value ?? undefined}
      className="group relative flex h-full flex-col rounded-2xl bg-white p-3 sm:p-4 shadow-card ring-1 ring-sand-200 transition hover:-translate-y-0.5 hover:shadow-card-hover hover:ring-brand-200"
    >
      <ProductLink urlKey={urlKey} tabIndex={-1} aria-hidden className="block">
        <div
          className={`mx-auto flex aspect-[216/268] w-full max-w-[216px] items-center justify-center overflow-hidden rounded-xl bg-gradient-to-b from-sand-50 to-brand-50/60 ${outOfStock ? 'opacity-60' : ''}`}
        >
          {product.small_image?.url ? (
            <Image
              src={product.small_image.url}
              alt=""
              preset="card"
              className="h-full w-full object-contain transition duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="text-4xl text-brand-700/30">●</span>
          )}
        </div>
      </ProductLink>
      <WishlistToggle sku={product.sku} className="absolute top-4 right-4 z-10 sm:top-5 sm:right-5" />
      <div className="mt-3 flex min-h-6 flex-wrap items-center gap-2">
        <StockBadge product={product} />
      </div>
      <Heading className="mt-1 text-sm leading-snug font-semibold text-ink sm:text-base">
        <ProductLink
          urlKey={urlKey}
          className="rounded outline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {product.name}
        </ProductLink>
      </Heading>
      {hasContents ? (
        <p className="mt-1 text-xs text-muted sm:text-sm">
          <ContentsText product={product} />
          {product.pack_months ? (
            <>
              {' · '}
              <PackMonthsText months={product.pack_months} />
            </>
          ) : null}
        </p>
      ) : null}
      {teaser ? <p className="mt-2 line-clamp-2 text-sm text-muted max-sm:hidden">{teaser}</p> : null}
      <div className="mt-auto pt-3 sm:pt-4">
        <Price price={price} />
        <PriceNotes basePrice={product.base_price} pricesIncludeTax={pricesIncludeTax} />
        <AddToCart
          sku={product.sku}
          name={product.name}
          outOfStock={outOfStock}
          className="relative z-10 mt-3 w-full"
        />
      </div>
    </article>
  );
}

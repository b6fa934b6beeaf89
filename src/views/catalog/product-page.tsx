import { sanitizeHtml } from '../../ui/safe-html.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import { AddToCart } from '../../ui/add-to-cart-slot.tsx';
import { WishlistToggle } from '../../ui/wishlist-toggle-slot.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ContentsText, PackMonthsText, useNetContents } from '../../ui/contents.tsx';
import { ProductLink } from '../../ui/catalog-links.tsx';
import { Price, PriceNotes } from '../../ui/price.tsx';
import type { ProductPackLinkFragment } from '../../../graphql/generated/operations.ts';
import type { CatalogProduct, CatalogProductCard, ProductPageData } from './catalog-routes.ts';
import { StockBadge } from './catalog-stock.tsx';
import { type GalleryImage, ProductGallery } from './product-gallery.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductRatingLink, ProductReviews } from './product-reviews.tsx';

/** Gallery images as the API lists them: enabled ones by position, else the main image. */
function galleryImages(product: CatalogProduct): GalleryImage[] {
  const gallery = (product.media_gallery ?? [])
    .filter((m) => m?.url && !m.disabled)
    .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
    .map((m) => ({ url: m?.url ?? '', label: m?.label ?? '' }));
  if (gallery.length > 0) return gallery;
  const image = product.image?.url ? product.image : product.small_image;
  return image?.url ? [{ url: image.url, label: image.label ?? '' }] : [];
}

type PackLink = ProductPackLinkFragment;

/**
 * Other packs of the same family: a configurable product's variants; a pack's siblings (its
 * family's variants, sold out or not, so a sold-out pack still leads to the ones in stock); else
 * its up-sells.
 */
export function otherPacks(product: CatalogProduct): PackLink[] {
  const variants =
    'variants' in product
      ? (product.variants ?? []).map((v) => v?.product)
      : 'configurable_parent' in product
        ? (product.configurable_parent?.variants ?? []).map((v) => v?.product)
        : [];
  const candidates: (PackLink | null | undefined)[] =
    variants.length > 0 ? variants : (product.upsell_products ?? []);
  return candidates.filter((p): p is PackLink => Boolean(p?.url_key) && p?.uid !== product.uid);
}

function Html({ html, className }: { html: string | null | undefined; className: string }) {
  if (!html) return null;
  // The catalogue's HTML (edited in the commerce backend), sanitized before it renders.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

// The label particulars load with their own query in a chunk of their own: the product route's
// initial JavaScript stays as it was.
const SupplementFacts = lazy(async () => ({
  default: (await import('./supplement-facts.tsx')).SupplementFacts,
}));

/**
 * Product detail page: gallery, name, rating, contents, price block, stock, facts, up-sells,
 * description, reviews, related products.
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  const { t, i18n } = useLingui();
  const { product, pricesIncludeTax } = data;
  const name = product.name ?? '';
  const category = product.categories?.find((c) => c?.url_path);
  const crumbs = category
    ? [
        ...(category.breadcrumbs ?? []),
        {
          category_uid: category.uid,
          category_name: category.name,
          category_level: Number.MAX_SAFE_INTEGER,
          category_url_path: category.url_path,
        },
      ]
    : [];
  const netContents = useNetContents(product);
  const packs = otherPacks(product);
  const related = (product.related_products ?? []).filter((p): p is CatalogProductCard =>
    Boolean(p?.url_key),
  );
  const upsells = (product.upsell_products ?? []).filter(
    (p): p is CatalogProductCard => Boolean(p?.url_key) && p?.uid !== product.uid,
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumbs crumbs={crumbs} current={name} />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14">
        <ProductGallery key={product.uid} images={galleryImages(product)} name={name} />
        <div className="flex flex-col gap-5">
          <div>
            <StockBadge product={product} showInStock />
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{name}</h1>
            <p className="mt-2 text-base text-muted">
              <ContentsText product={product} />
              {product.pack_months ? (
                <>
                  {' · '}
                  <PackMonthsText months={product.pack_months} />
                </>
              ) : null}
            </p>
            <ProductRatingLink sku={product.sku} />
          </div>
          <Html
            html={product.short_description?.html}
            className="prose-content text-base leading-relaxed text-ink"
          />
          <section aria-label={t`Price`} className="rounded-2xl bg-brand-50/60 p-5 ring-1 ring-brand-100">
            <Price price={product.price_range.minimum_price} size="page" />
            <PriceNotes
              basePrice={product.base_price}
              pricesIncludeTax={pricesIncludeTax}
              className="mt-1 space-y-0.5"
            />
            <div className="mt-4 flex items-center gap-3">
              <AddToCart
                sku={product.sku}
                productName={name}
                outOfStock={product.stock_status === 'OUT_OF_STOCK'}
                className="w-full sm:w-auto"
              />
              <WishlistToggle sku={product.sku} className="shrink-0" />
            </div>
          </section>
          {packs.length > 0 ? (
            <section aria-labelledby="catalog-packs">
              <h2 id="catalog-packs" className="text-sm font-semibold text-ink">
                <Trans>Also available as</Trans>
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {packs.map((pack) => (
                  <li key={pack.uid}>
                    <ProductLink
                      urlKey={pack.url_key ?? ''}
                      className="flex flex-col rounded-xl bg-white px-4 py-2 text-sm shadow-card ring-1 ring-sand-200 transition hover:ring-brand-400"
                    >
                      <span className="font-medium text-ink">
                        {pack.pack_months ? <PackMonthsText months={pack.pack_months} /> : pack.name}
                      </span>
                      <span className="text-muted">
                        <ContentsText product={pack} />
                      </span>
                      {pack.stock_status === 'OUT_OF_STOCK' ? (
                        <span className="text-muted">
                          <Trans>Out of stock</Trans>
                        </span>
                      ) : null}
                    </ProductLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-sand-200 pt-5 text-sm">
            {product.inhalt != null || netContents ? (
              <>
                <dt className="text-muted">
                  <Trans>Contents</Trans>
                </dt>
                <dd className="text-ink">
                  <ContentsText product={product} />
                </dd>
              </>
            ) : null}
            {netContents ? (
              <>
                <dt className="text-muted">
                  <Trans>Net contents</Trans>
                </dt>
                <dd className="text-ink">{netContents}</dd>
              </>
            ) : null}
            {product.pack_months ? (
              <>
                <dt className="text-muted">
                  <Trans>Pack size</Trans>
                </dt>
                <dd className="text-ink">
                  <PackMonthsText months={product.pack_months} />
                </dd>
              </>
            ) : null}
            <dt className="text-muted">
              <Trans>Item number</Trans>
            </dt>
            <dd className="text-ink">{product.sku}</dd>
          </dl>
        </div>
      </div>
      <ProductCardsSection id="catalog-upsells" products={upsells} pricesIncludeTax={pricesIncludeTax}>
        <Trans>You might also like</Trans>
      </ProductCardsSection>
      {product.description?.html ? (
        <section aria-labelledby="catalog-description" className="mt-12 border-t border-sand-200 pt-10">
          <h2 id="catalog-description" className="text-2xl font-bold tracking-tight text-ink">
            <Trans>Description</Trans>
          </h2>
          <Html
            html={product.description.html}
            className="prose-content mt-4 max-w-3xl text-base leading-relaxed text-ink"
          />
        </section>
      ) : null}
      {product.sku ? (
        <Suspense fallback={null}>
          <SupplementFacts sku={product.sku} lang={i18n.locale} />
        </Suspense>
      ) : null}
      <ProductReviews sku={product.sku} productName={name} />
      <ProductCardsSection id="catalog-related" products={related} pricesIncludeTax={pricesIncludeTax}>
        <Trans>Often bought together with</Trans>
      </ProductCardsSection>
    </div>
  );
}

/** A titled row of up to 4 product cards below the product (up-sells, related); nothing when empty. */
function ProductCardsSection({
  id,
  products,
  pricesIncludeTax,
  children,
}: {
  id: string;
  products: readonly CatalogProductCard[];
  pricesIncludeTax: boolean;
  children: ReactNode;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-sand-200 pt-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
        {children}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
        {products.slice(0, 4).map((p) => (
          <li key={p.uid}>
            <ProductCard product={p} pricesIncludeTax={pricesIncludeTax} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { MagentoContent } from '../../../domain/content-types.ts';
import { lazy, Suspense } from 'react';
import type { Lang } from '../../../domain/store.ts';
import { ProductCard } from '../../views/catalog/product-card.tsx';
import type { ContentEnvironment } from '../../views/content/content-elements.tsx';
import { ContentPage } from '../../views/content/content-page.tsx';
import { RestrictedNotice } from '../../views/content/restricted-notice.tsx';
import type { ProductPageData } from '../../views/catalog/catalog-routes.ts';
import type { PageData } from './-page-data.ts';
import { loadedProductPageView, loadProductPageView } from './-product-view.ts';
import { pageOfPath } from '../../../domain/paths.ts';

// Views only some pages show, loaded with those pages (the loaders load the product page's view
// with the data, so ProductView renders it at once; the lazy one is the fallback).
const LazyProductPage = lazy(async () => ({ default: (await loadProductPageView()).ProductPage }));

function ProductView({ data }: { data: ProductPageData }) {
  const Loaded = loadedProductPageView()?.ProductPage;
  return (
    <Suspense fallback={null}>{Loaded ? <Loaded data={data} /> : <LazyProductPage data={data} />}</Suspense>
  );
}
const RegistrationForm = lazy(async () => ({
  default: (await import('../../views/session/registration-form.tsx')).RegistrationForm,
}));

/** The content pages that carry the registration form (spec 2: registration is the page 'registrieren'). */

/** Renders what loadPageData found: a content page (with catalogue cards and product pages), a product page or the restricted notice. */
export function PageView({
  lang,
  data,
  content,
  eventType = null,
}: {
  lang: Lang;
  data: PageData;
  content: MagentoContent;
  /** The events listing's filter (catch-all search param `eventType`). */
  eventType?: string | null;
}) {
  switch (data.kind) {
    case 'product':
      return <ProductView data={data.data} />;
    case 'restricted':
      return <RestrictedNotice lang={lang} path={data.path} />;
    case 'content': {
      const env: ContentEnvironment = {
        lang,
        events: content.events_list,
        eventType,
        renderProducts: (skus) => {
          const cards = skus.flatMap((sku) => (data.cards[sku] ? [data.cards[sku]] : []));
          return (
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
              {cards.map((card) => (
                <li key={card.uid}>
                  <ProductCard product={card} />
                </li>
              ))}
            </ul>
          );
        },
        renderProductDetail: (sku) => {
          const product = data.products[sku];
          return product ? <ProductView data={product} /> : null;
        },
      };
      return (
        <>
          <ContentPage page={data.page} env={env} />
          {pageOfPath(data.page.slug) === 'register' && (
            <Suspense fallback={null}>
              <RegistrationForm />
            </Suspense>
          )}
        </>
      );
    }
  }
}

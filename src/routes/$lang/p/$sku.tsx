import { pageTitle } from '../../../lib/page-title.ts';
import { createFileRoute } from '@tanstack/react-router';
import { loadProductPage } from '../../../views/catalog/catalog-routes.ts';
import { ProductPage } from '../../../views/catalog/product-page.tsx';

// /{lang}/p/{sku}/: the product fallback link (spec §2), for places that know only a SKU.
export const Route = createFileRoute('/$lang/p/$sku')({
  loader: ({ context, params }) => loadProductPage(context, { sku: params.sku }),
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: pageTitle(loaderData.product.meta_title || loaderData.product.name) },
          ...(loaderData.product.meta_description
            ? [{ name: 'description', content: loaderData.product.meta_description }]
            : []),
        ]
      : [],
  }),
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductPage data={Route.useLoaderData()} />;
}

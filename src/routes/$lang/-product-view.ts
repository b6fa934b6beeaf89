// The product page's view, loaded by the page loaders alongside the data. A module of its own:
// importing it from the page view would pull every page view into the route's eager part.
type ProductPageView = typeof import('../../views/catalog/product-page.tsx');

let loaded: ProductPageView | undefined;

export const loadProductPageView = async (): Promise<ProductPageView> => {
  loaded ??= await import('../../views/catalog/product-page.tsx');
  return loaded;
};

/**
 * The view once a loader has loaded it: rendered directly, not through React.lazy, which
 * suspends on its first render even when the module is there (the page would show an empty
 * article with the footer in view for a moment, then push the footer away: a layout shift).
 */
export const loadedProductPageView = (): ProductPageView | undefined => loaded;

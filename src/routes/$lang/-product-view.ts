// The product page's view, loaded by the catch-all route's loader alongside the data. A module of
// its own: importing it from the page view would pull every page view into the route's eager part.
export const loadProductPageView = () => import('../../views/catalog/product-page.tsx');

import type {
  CategoryTree,
  EntityUrl,
  Resolvers,
  SimpleProductResolvers,
} from '../../graphql/generated/resolvers.ts';
import { addressMutations, addressQueries, customerAddressFields } from './addresses.ts';
import { buildAggregations, sortFields } from './aggregations.ts';
import { type CategoryIndex, categoryView, filterCategories } from './categories.ts';
import type { CommerceContext } from './context.ts';
import { cartMutations, cartQueries } from './cart-resolvers.ts';
import { cartCheckoutFields, checkoutMutations, customerOrderFields } from './checkout-resolvers.ts';
import { customerMutations, customerQueries } from './customer-resolvers.ts';
import { decodeIdUid, encodeUid } from './ids.ts';
import { findProductIdByUrlKey, searchProducts } from './product-repository.ts';
import { packSizeAttribute, variantIds } from './product-view.ts';
import { assertPageExists, parseProductArgs } from './products-query.ts';
import { profileMutations } from './profile.ts';
import { customerNewsletterFields, newsletterMutations } from './newsletter.ts';
import { customerWishlistFields, wishlistFields, wishlistMutations } from './wishlist.ts';
import { customerReviewFields } from './customer-reviews.ts';
import { productReviewFields, reviewMutations, reviewQueries } from './reviews.ts';
import { supplementFactsFields } from './supplement-facts.ts';
import { type CatalogSession, catalogSession, type ProductView } from './session.ts';
import { stockAlertMutations } from './stock-alerts.ts';
import { savingsPlanCustomerFields, savingsPlanMutations } from '../subscriptions/resolvers.ts';
import { currencyOf, storeConfigOf } from './store.ts';
import { normalizeUrl } from './url-key.ts';
import { selectsField } from './selection.ts';

type Routable = ProductView | CategoryTree;

/**
 * What a storefront URL points at in the request's store view: a product url key (the
 * language's own) or a category url path; anything else is not ours (null).
 */
async function resolveRoute(session: CatalogSession, url: string): Promise<Routable | null> {
  const key = normalizeUrl(url);
  if (!key) return null;
  const store = await session.store();
  if (!key.includes('/')) {
    const id = await findProductIdByUrlKey(session.db, key, store.language);
    if (id !== null) {
      const [view] = await session.productViews([id]);
      if (view) return view;
    }
  }
  const categories = await session.categories();
  const node = categories.byUrlPath.get(key);
  return node ? categoryView(categories, node) : null;
}

function categoryOptions(index: CategoryIndex, filterCategoryIds: number[], counts: Map<number, number>) {
  // Filtered by one category: offer its children; otherwise the top-level categories.
  const parentId = filterCategoryIds.length === 1 ? filterCategoryIds[0] : index.root?.id;
  const parent = parentId === undefined ? undefined : index.byId.get(parentId);
  return (parent?.childIds ?? [])
    .map((id) => index.byId.get(id))
    .filter((n) => n !== undefined)
    .map((n) => ({ uid: encodeUid(n.id), name: n.name, count: counts.get(n.id) ?? 0 }))
    .filter((o) => o.count > 0);
}

function linked(type: 'related' | 'upsell' | 'crosssell') {
  return (parent: { id?: number | null }, _args: unknown, ctx: CommerceContext) =>
    catalogSession(ctx).linkedProducts(parent.id ?? 0, type);
}

const simpleProductFields: SimpleProductResolvers = {
  related_products: linked('related'),
  upsell_products: linked('upsell'),
  crosssell_products: linked('crosssell'),
  ...productReviewFields,
  ...supplementFactsFields,
  configurable_parent: async (parent, _args, ctx) => {
    const session = catalogSession(ctx);
    const parentId = session.record(parent.id ?? 0)?.parentId;
    const [view] = parentId ? await session.productViews([parentId]) : [];
    return view?.__typename === 'ConfigurableProduct' ? view : null;
  },
};

export const resolvers: Resolvers<CommerceContext> = {
  Query: {
    storeConfig: async (_root, _args, ctx) => {
      const session = catalogSession(ctx);
      const [store, categories] = await Promise.all([session.store(), session.categories()]);
      return storeConfigOf(store, categories.root ? encodeUid(categories.root.id) : null);
    },

    availableStores: async (_root, args, ctx) => {
      const session = catalogSession(ctx);
      const [current, categories] = await Promise.all([session.store(), session.categories()]);
      const stores = await ctx.services.catalog.stores();
      const rootUid = categories.root ? encodeUid(categories.root.id) : null;
      return stores
        .filter((s) => !args.useCurrentGroup || s.websiteCode === current.websiteCode)
        .map((s) => storeConfigOf(s, rootUid));
    },

    currency: async (_root, _args, ctx) => currencyOf(await catalogSession(ctx).store()),

    categoryList: async (_root, args, ctx) => {
      const categories = await catalogSession(ctx).categories();
      return filterCategories(categories, args.filters).map((n) => categoryView(categories, n));
    },

    products: async (_root, args, ctx, info) => {
      const session = catalogSession(ctx);
      const [store, categories] = await Promise.all([session.store(), session.categories()]);
      const { query, filterCategoryIds } = parseProductArgs(args, categories);
      // Facets only when asked for: they need every match, a page needs twenty.
      const facets = selectsField(info, 'aggregations');
      const {
        total,
        pageIds,
        facets: found,
      } = await searchProducts(ctx.db, query, await session.scope(), {
        facets,
      });
      assertPageExists(query.currentPage, query.pageSize, total);
      const items = await session.productViews(pageIds);
      return {
        __typename: 'Products',
        items,
        total_count: total,
        page_info: {
          __typename: 'SearchResultPageInfo',
          page_size: query.pageSize,
          current_page: query.currentPage,
          total_pages: Math.ceil(total / query.pageSize),
        },
        aggregations: found
          ? buildAggregations({
              language: store.language,
              counts: found.counts,
              categories: categoryOptions(categories, filterCategoryIds, found.categoryCounts),
            })
          : [],
        sort_fields: sortFields(store.language, query.words.length > 0),
      };
    },

    urlResolver: async (_root, args, ctx): Promise<EntityUrl | null> => {
      const target = await resolveRoute(catalogSession(ctx), args.url);
      if (!target) return null;
      return {
        __typename: 'EntityUrl',
        entity_uid: target.uid,
        relative_url: target.relative_url,
        redirectCode: 0,
        type: target.type,
      };
    },

    route: (_root, args, ctx) => resolveRoute(catalogSession(ctx), args.url),
    ...customerQueries,
    ...addressQueries,
    ...cartQueries,
    ...reviewQueries,
  },

  Mutation: {
    ...customerMutations,
    ...addressMutations,
    ...profileMutations,
    ...newsletterMutations,
    ...wishlistMutations,
    ...cartMutations,
    ...reviewMutations,
    ...stockAlertMutations,
    ...checkoutMutations,
    ...savingsPlanMutations,
  },

  Customer: {
    ...customerAddressFields,
    ...customerOrderFields,
    ...customerNewsletterFields,
    ...customerWishlistFields,
    ...customerReviewFields,
    ...savingsPlanCustomerFields,
  },
  Cart: cartCheckoutFields,
  CartAddressInterface: { __resolveType: (obj) => obj.__typename ?? 'ShippingCartAddress' },
  OrderItemInterface: { __resolveType: () => 'OrderItem' },
  Wishlist: wishlistFields,
  WishlistItemInterface: { __resolveType: (obj) => obj.__typename ?? 'SimpleWishlistItem' },

  CartItemInterface: { __resolveType: (obj) => obj.__typename ?? 'SimpleCartItem' },

  CategoryTree: {
    children: async (parent, _args, ctx) => {
      const categories = await catalogSession(ctx).categories();
      const node = categories.byId.get(decodeIdUid(parent.uid) ?? -1);
      return (node?.childIds ?? [])
        .map((id) => categories.byId.get(id))
        .filter((n) => n !== undefined)
        .map((n) => categoryView(categories, n));
    },
    product_count: async (parent, _args, ctx) => {
      const counts = await catalogSession(ctx).productCounts();
      return counts.get(decodeIdUid(parent.uid) ?? -1) ?? 0;
    },
  },

  SimpleProduct: simpleProductFields,

  ConfigurableProduct: {
    related_products: linked('related'),
    upsell_products: linked('upsell'),
    crosssell_products: linked('crosssell'),
    ...productReviewFields,
    ...supplementFactsFields,
    variants: async (parent, _args, ctx) => {
      const session = catalogSession(ctx);
      const record = session.record(parent.id ?? 0);
      if (!record) return [];
      const viewCtx = await session.viewContext();
      const views = await session.productViews(variantIds(record, viewCtx));
      return views.map((product) => ({
        __typename: 'ConfigurableVariant' as const,
        attributes: [packSizeAttribute(session.record(product.id ?? 0)?.packMonths ?? 0, viewCtx.language)],
        product: product.__typename === 'SimpleProduct' ? product : null,
      }));
    },
  },

  ProductInterface: { __resolveType: (obj) => obj.__typename ?? 'SimpleProduct' },
  PhysicalProductInterface: { __resolveType: (obj) => obj.__typename ?? 'SimpleProduct' },
  RoutableInterface: { __resolveType: (obj) => obj.__typename ?? null },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
};

// The customer's wishlist (one per customer, as in Magento Open Source): Customer.wishlist /
// wishlists, addProductsToWishlist and removeProductsFromWishlist in Magento's shapes. Only the
// signed-in customer reaches their wishlist; another customer's wishlist id is 'not found'.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CustomerResolvers,
  MutationResolvers,
  Wishlist,
  WishListUserInputError,
} from '../../graphql/generated/resolvers.ts';
import type { Db } from '../db/client.ts';
import { products, wishlistItems } from '../db/schema.ts';
import type { CommerceContext } from './context.ts';
import { customerIdOf } from './customer-resolvers.ts';
import { type CustomerRow, sessionCustomer } from './customers.ts';
import { CommerceError } from './errors.ts';
import { magentoDate } from './reviews.ts';
import { catalogSession } from './session.ts';

export const WISHLIST_GUEST = 'The current user cannot perform operations on wishlist';
export const WISHLIST_NOT_FOUND = 'The wishlist was not found.';
/** Most units of one product a wishlist line keeps. */
export const WISHLIST_MAX_QUANTITY = 10_000;

type ItemRow = typeof wishlistItems.$inferSelect;

/** The wishlist's id: the customer's id (one wishlist per customer). */
const wishlistIdOf = (customerId: number) => String(customerId);

function wishlistView(customerId: number): Omit<Wishlist, 'items_v2'> {
  return { __typename: 'Wishlist', id: wishlistIdOf(customerId) };
}

async function requireWishlistOwner(ctx: CommerceContext, wishlistId: string): Promise<CustomerRow> {
  const session = await sessionCustomer(ctx);
  if (!session) throw new CommerceError(WISHLIST_GUEST, 'graphql-authorization');
  if (wishlistId !== wishlistIdOf(session.customer.id))
    throw new CommerceError(WISHLIST_NOT_FOUND, 'graphql-no-such-entity');
  return session.customer;
}

function itemsOf(db: Db, customerId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
}

export const customerWishlistFields: CustomerResolvers<CommerceContext> = {
  wishlist: (parent) => wishlistView(customerIdOf(parent) ?? 0),
  wishlists: (parent) => [wishlistView(customerIdOf(parent) ?? 0)],
};

type WishlistBase = Omit<Wishlist, 'items_v2'>;

export const wishlistFields = {
  items_count: async (parent: WishlistBase, _args: unknown, ctx: CommerceContext) => {
    const [row] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, Number(parent.id)));
    return row?.count ?? 0;
  },
  items_v2: async (
    parent: WishlistBase,
    args: { currentPage?: number | null; pageSize?: number | null },
    ctx: CommerceContext,
  ) => {
    const pageSize = Math.min(Math.max(args.pageSize ?? 20, 1), 100);
    const currentPage = Math.max(args.currentPage ?? 1, 1);
    const rows = await itemsOf(ctx.db, Number(parent.id));
    const session = catalogSession(ctx);
    const views = await session.productViews(rows.map((r) => r.productId));
    const byId = new Map(views.map((v) => [v.id, v]));
    // Products this store view does not sell (another shop's, disabled) are left out.
    const shown = rows.filter((r) => byId.has(r.productId));
    const page = shown.slice((currentPage - 1) * pageSize, currentPage * pageSize);
    return {
      __typename: 'WishlistItems' as const,
      items: page.map((r) => {
        const product = byId.get(r.productId) ?? null;
        return {
          __typename:
            product?.__typename === 'ConfigurableProduct'
              ? ('ConfigurableWishlistItem' as const)
              : ('SimpleWishlistItem' as const),
          id: String(r.id),
          quantity: r.quantity,
          added_at: magentoDate(r.addedAt),
          product,
        };
      }),
      page_info: {
        __typename: 'SearchResultPageInfo' as const,
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.ceil(shown.length / pageSize),
      },
    };
  },
  updated_at: async (parent: WishlistBase, _args: unknown, ctx: CommerceContext) => {
    const [row] = await ctx.db
      .select({ at: sql<Date | null>`max(${wishlistItems.addedAt})` })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, Number(parent.id)));
    return row?.at ? magentoDate(new Date(row.at)) : null;
  },
};

const userError = (code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED', message: string): WishListUserInputError => ({
  __typename: 'WishListUserInputError',
  code,
  message,
});

export const wishlistMutations: MutationResolvers<CommerceContext> = {
  addProductsToWishlist: async (_root, { wishlistId, wishlistItems: items }, ctx) => {
    const customer = await requireWishlistOwner(ctx, wishlistId);
    const errors: WishListUserInputError[] = [];
    const skus = [...new Set(items.map((i) => i.sku.trim()))].filter(Boolean);
    const found =
      skus.length === 0
        ? []
        : await ctx.db
            .select({ id: products.id, sku: products.sku })
            .from(products)
            .where(inArray(products.sku, skus));
    // Only what this store view sells can be wished for.
    const sold = new Set((await catalogSession(ctx).productViews(found.map((p) => p.id))).map((v) => v.id));
    const idOfSku = new Map(found.filter((p) => sold.has(p.id)).map((p) => [p.sku, p.id]));
    for (const item of items) {
      const productId = idOfSku.get(item.sku.trim());
      if (productId === undefined) {
        errors.push(userError('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${item.sku}"`));
        continue;
      }
      if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > WISHLIST_MAX_QUANTITY) {
        errors.push(
          userError(
            'UNDEFINED',
            `The quantity of "${item.sku}" must be a whole number from 1 to ${WISHLIST_MAX_QUANTITY}.`,
          ),
        );
        continue;
      }
      // A product already on the list gets the quantity added (Magento's behaviour).
      await ctx.db
        .insert(wishlistItems)
        .values({ customerId: customer.id, productId, quantity: item.quantity })
        .onConflictDoUpdate({
          target: [wishlistItems.customerId, wishlistItems.productId],
          set: {
            quantity: sql`least(${wishlistItems.quantity} + excluded.quantity, ${WISHLIST_MAX_QUANTITY})`,
          },
        });
    }
    return {
      __typename: 'AddProductsToWishlistOutput',
      wishlist: wishlistView(customer.id),
      user_errors: errors,
    };
  },

  removeProductsFromWishlist: async (_root, { wishlistId, wishlistItemsIds }, ctx) => {
    const customer = await requireWishlistOwner(ctx, wishlistId);
    const errors: WishListUserInputError[] = [];
    const ids = wishlistItemsIds.map((id) => Number(id)).filter((id) => Number.isInteger(id) && id > 0);
    const removed =
      ids.length === 0
        ? []
        : await ctx.db
            .delete(wishlistItems)
            .where(and(eq(wishlistItems.customerId, customer.id), inArray(wishlistItems.id, ids)))
            .returning({ id: wishlistItems.id });
    const gone = new Set(removed.map((r) => String(r.id)));
    for (const id of wishlistItemsIds)
      if (!gone.has(String(Number(id))))
        errors.push(
          userError('UNDEFINED', `The wishlist item with ID "${id}" does not belong to the wishlist`),
        );
    return {
      __typename: 'RemoveProductsFromWishlistOutput',
      wishlist: wishlistView(customer.id),
      user_errors: errors,
    };
  },
};

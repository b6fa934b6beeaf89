import type { WishlistEntry, WishlistState } from '../../machines/wishlist.machine.ts';
// Loaded up front, as a page that used the wishlist has them: the adapter imports them lazily.
import '../../graphql/generated/documents/customer-wishlist-document.ts';
import '../../graphql/generated/documents/add-products-to-wishlist-document.ts';
import '../../graphql/generated/documents/remove-products-from-wishlist-document.ts';
import type { FakeOperations } from './fake-graphql.ts';

/** Magento's wishlist as the WishlistFields fragment carries it. */
export function wishlistFields(state: WishlistState) {
  return {
    __typename: 'Wishlist',
    id: state.wishlistId,
    items_count: state.items.length,
    items_v2: {
      __typename: 'WishlistItems',
      items: state.items.map((item: WishlistEntry) => ({
        __typename: item.choosePack ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem',
        id: item.id,
        quantity: 1,
        product: {
          __typename: item.choosePack ? 'ConfigurableProduct' : 'SimpleProduct',
          uid: `uid-${item.sku}`,
          sku: item.sku,
          name: item.name ?? null,
          url_key: item.urlKey ?? null,
          stock_status: 'IN_STOCK',
        },
      })),
    },
  };
}

/**
 * The wishlist's operations for fake-graphql.ts, recorded as the calls `names` gives: the load
 * (no input), an add ({ wishlistId, sku }) and a removal ({ wishlistId, itemId }), each settled
 * with the list the machine gets.
 */
export function wishlistOperations(names: { load: string; add: string; remove: string }): FakeOperations {
  return {
    CustomerWishlist: {
      call: names.load,
      input: () => undefined,
      data: (state: WishlistState) => ({
        customer: { __typename: 'Customer', wishlist: wishlistFields(state) },
      }),
    },
    AddProductsToWishlist: {
      call: names.add,
      input: ({ wishlistId, items }) => ({ wishlistId, sku: items?.[0]?.sku ?? '' }),
      data: (state: WishlistState) => ({
        addProductsToWishlist: {
          __typename: 'AddProductsToWishlistOutput',
          wishlist: wishlistFields(state),
          user_errors: [],
        },
      }),
    },
    RemoveProductsFromWishlist: {
      call: names.remove,
      input: ({ wishlistId, ids }) => ({ wishlistId, itemId: ids?.[0] ?? '' }),
      data: (state: WishlistState) => ({
        removeProductsFromWishlist: {
          __typename: 'RemoveProductsFromWishlistOutput',
          wishlist: wishlistFields(state),
          user_errors: [],
        },
      }),
    },
  };
}

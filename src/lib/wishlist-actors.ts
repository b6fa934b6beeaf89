import type { ApolloClient } from '@apollo/client';
import { type AnyActorRef, fromPromise } from 'xstate';
import type { CartEmitted } from '../../machines/cart.machine.ts';
import type { WishlistEntry, WishlistState } from '../../machines/wishlist.machine.ts';
import type { WishlistFieldsFragment } from '../../graphql/generated/operations.ts';
import { mutate, query, storeViewClient } from './commerce-actors.ts';

/**
 * The real side effects of the wishlist machine: Magento's `customer.wishlist`,
 * `addProductsToWishlist` and `removeProductsFromWishlist` through the store view's Apollo
 * client (`client`: the app's; the machine tests give one whose network is faked), and the cart
 * actor for 'Add to cart'. The GraphQL documents load with the first call, so pages that never
 * touch the wishlist do not carry them.
 */

function toWishlist(wishlist: WishlistFieldsFragment | null | undefined): WishlistState {
  if (!wishlist?.id) throw { message: 'The wishlist was not found.' };
  return {
    wishlistId: wishlist.id,
    items: (wishlist.items_v2?.items ?? []).flatMap((item): WishlistEntry[] =>
      item?.product?.sku
        ? [
            {
              id: item.id,
              sku: item.product.sku,
              name: item.product.name ?? item.product.sku,
              urlKey: item.product.url_key,
              choosePack: item.product.__typename === 'ConfigurableProduct',
            },
          ]
        : [],
    ),
  };
}

/** The first user error of a wishlist change as the machines' backend error. */
function refuseOnUserError(errors: ReadonlyArray<{ code: string; message: string } | null>): void {
  const first = errors.find((error) => error !== null);
  if (first) throw { message: first.message, code: first.code };
}

export function wishlistActors(client: () => ApolloClient = storeViewClient) {
  return {
    load: fromPromise<WishlistState>(async () => {
      const { CustomerWishlistDocument } = await import(
        '../../graphql/generated/documents/customer-wishlist-document.ts'
      );
      return toWishlist((await query(CustomerWishlistDocument, {}, client)).customer?.wishlist);
    }),
    add: fromPromise<WishlistState, { wishlistId: string; sku: string }>(async ({ input }) => {
      const { AddProductsToWishlistDocument } = await import(
        '../../graphql/generated/documents/add-products-to-wishlist-document.ts'
      );
      const data = await mutate(
        AddProductsToWishlistDocument,
        { wishlistId: input.wishlistId, items: [{ sku: input.sku, quantity: 1 }] },
        undefined,
        client,
      );
      refuseOnUserError(data.addProductsToWishlist?.user_errors ?? []);
      return toWishlist(data.addProductsToWishlist?.wishlist);
    }),
    remove: fromPromise<WishlistState, { wishlistId: string; itemId: string }>(async ({ input }) => {
      const { RemoveProductsFromWishlistDocument } = await import(
        '../../graphql/generated/documents/remove-products-from-wishlist-document.ts'
      );
      const data = await mutate(
        RemoveProductsFromWishlistDocument,
        { wishlistId: input.wishlistId, ids: [input.itemId] },
        undefined,
        client,
      );
      refuseOnUserError(data.removeProductsFromWishlist?.user_errors ?? []);
      return toWishlist(data.removeProductsFromWishlist?.wishlist);
    }),
    /**
     * Adds one of the product through the app's cart actor (systemId 'cart') and settles with the
     * cart's answer for that SKU: `cart.itemAdded` resolves, `cart.itemNotAdded` rejects (the cart
     * has shown why). A busy cart, or none, refuses at once.
     */
    addToCart: fromPromise<void, { sku: string }>(
      ({ input, system }) =>
        new Promise<void>((resolve, reject) => {
          const cart = system.get('cart') as AnyActorRef | undefined;
          const event = { type: 'cart.addItem', sku: input.sku, quantity: 1 } as const;
          if (!cart?.getSnapshot().can(event)) {
            reject({ message: 'The cart is busy. Please try again.' });
            return;
          }
          const done = (settle: () => void) => (emitted: CartEmitted) => {
            if (!('sku' in emitted) || emitted.sku !== input.sku) return;
            added.unsubscribe();
            notAdded.unsubscribe();
            settle();
          };
          const added = cart.on('cart.itemAdded', done(resolve));
          const notAdded = cart.on(
            'cart.itemNotAdded',
            done(() => reject({ message: 'Not added' })),
          );
          cart.send(event);
        }),
    ),
  };
}

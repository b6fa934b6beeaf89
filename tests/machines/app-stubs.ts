import type { AppInput } from '../../machines/app.machine.ts';
import { appMachine } from '../../machines/app.machine.ts';
import {
  type AddCartItem,
  type AddToCartResult,
  type Cart,
  type ConvertToSavingsPlanResult,
  cartMachine,
  type UpdateItemInput,
} from '../../machines/cart.machine.ts';
import {
  type CreateCustomerInput,
  type Credentials,
  type Customer,
  sessionMachine,
} from '../../machines/session.machine.ts';
import type { DeliveryInterval } from '../../domain/savings-plans.ts';
import { type WishlistState, wishlistMachine } from '../../machines/wishlist.machine.ts';
import { createStubs } from './stub-actors.ts';

/** A guest without a cart: what a first visit starts with. */
export const GUEST_APP_INPUT: AppInput = {
  session: { token: null },
  cart: { cartId: null, loggedIn: false },
};

/**
 * The app machine with its session and cart children running on stub actors and
 * actions (see stub-actors.ts): tests settle the calls they care about, the others wait.
 */
export function stubbedApp() {
  const stubs = createStubs();
  const session = sessionMachine.provide({
    actors: {
      loadCustomer: stubs.actor<Customer>('loadCustomer'),
      generateToken: stubs.actor<string, Credentials>('generateToken'),
      checkEmailAvailable: stubs.actor<boolean, { email: string }>('checkEmailAvailable'),
      createCustomer: stubs.actor<Customer, CreateCustomerInput>('createCustomer'),
      revokeToken: stubs.actor<void>('revokeToken'),
      requestPasswordReset: stubs.actor<boolean, { email: string; captchaToken: string }>(
        'requestPasswordReset',
      ),
    },
    actions: {
      storeToken: stubs.action('storeToken'),
      clearToken: stubs.action('clearToken'),
      clearCartId: stubs.action('clearCartId'),
      clearContentUser: stubs.action('clearContentUser'),
      syncContentLogin: stubs.action('syncContentLogin'),
      syncContentLogout: stubs.action('syncContentLogout'),
      pushLoginAnalytics: stubs.action('pushLoginAnalytics'),
      redirectHome: stubs.action('redirectHome'),
    },
  });
  const cart = cartMachine.provide({
    actors: {
      loadCustomerCart: stubs.actor<Cart>('loadCustomerCart'),
      loadCart: stubs.actor<Cart, { cartId: string }>('loadCart'),
      createEmptyCart: stubs.actor<string>('createEmptyCart'),
      mergeCarts: stubs.actor<Cart, { source: string; destination: string }>('mergeCarts'),
      addToCart: stubs.actor<AddToCartResult, { cartId: string; item: AddCartItem }>('addToCart'),
      updateItem: stubs.actor<Cart, UpdateItemInput>('updateItem'),
      removeItem: stubs.actor<Cart, { cartId: string; uid: string }>('removeItem'),
      applyCoupon: stubs.actor<Cart, { cartId: string; code: string }>('applyCoupon'),
      removeCoupon: stubs.actor<Cart, { cartId: string }>('removeCoupon'),
      convertToSavingsPlan: stubs.actor<
        ConvertToSavingsPlanResult,
        { cartId: string; interval: DeliveryInterval }
      >('convertToSavingsPlan'),
    },
    actions: {
      storeCartId: stubs.action('storeCartId'),
      dropToken: stubs.action('dropToken'),
      pushAddToCartAnalytics: stubs.action('pushAddToCartAnalytics'),
      openCartSidebar: stubs.action('openCartSidebar'),
    },
  });
  const wishlist = wishlistMachine.provide({
    actors: {
      load: stubs.actor<WishlistState>('loadWishlist'),
      add: stubs.actor<WishlistState, { wishlistId: string; sku: string }>('addToWishlist'),
      remove: stubs.actor<WishlistState, { wishlistId: string; itemId: string }>('removeFromWishlist'),
      addToCart: stubs.actor<void, { sku: string }>('moveToCart'),
    },
  });
  return {
    stubs,
    machine: appMachine.provide({
      actors: { session, cart, wishlist },
      actions: { navigate: stubs.action('navigate') },
    }),
  };
}

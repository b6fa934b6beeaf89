import type { AppInput } from '../../machines/app.machine.ts';
import {
  type AddCartItem,
  type AddToCartResult,
  type Cart,
  type ConvertToSavingsPlanResult,
  cartMachine,
  type UpdateItemInput,
} from '../../machines/cart.machine.ts';
import type { DeliveryInterval } from '../../domain/savings-plans.ts';
import { appFlow } from '../../src/lib/actors/app.ts';
import { fakeGraphQL } from './fake-graphql.ts';
import { recordedBrowser, sessionOperations } from './session-network.ts';
import { createStubs } from './stub-actors.ts';
import { wishlistOperations } from './wishlist-network.ts';

/** A guest without a cart: what a first visit starts with. */
export const GUEST_APP_INPUT: AppInput = {
  session: { token: null },
  cart: { cartId: null, loggedIn: false },
};

/**
 * The app as it runs, through its adapter (src/lib/actors/app.ts): the real session and wishlist
 * over a faked commerce API (fake-graphql.ts; their calls are named loadCustomer, generateToken,
 * checkEmailAvailable, createCustomer, revokeToken, requestPasswordReset, solveCaptcha, and
 * loadWishlist, addToWishlist, removeFromWishlist), the browser's effects and the app's
 * navigation ('navigate', { path }) recorded. The cart runs its machine on stub actors and
 * actions (stub-actors.ts). Tests settle the calls they care about, the others wait; `stubs.settle`
 * waits for a call's request to reach the network first. `sessionFlag` is the browser's session
 * cookie at the start (as the app's input token).
 */
export function stubbedApp(sessionFlag: string | null = null) {
  const recorder = createStubs();
  const browser = recordedBrowser(recorder, sessionFlag);
  const network = fakeGraphQL(recorder, {
    ...sessionOperations(browser.cookies),
    ...wishlistOperations({ load: 'loadWishlist', add: 'addToWishlist', remove: 'removeFromWishlist' }),
  });
  const stubs = { ...recorder, settle: network.settle, driver: network.driver, sent: network.sent };
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
  return {
    stubs,
    machine: appFlow(
      { navigate: (path) => stubs.action('navigate')(undefined, { path }) },
      { actors: { cart } },
      { client: () => network.client, sessionEffects: browser.effects },
    ),
  };
}

import type { AppInput } from '../../machines/app.machine.ts';
import { appFlow } from '../../src/lib/actors/app.ts';
import { cartOperations, invokeOf } from './cart-network.ts';
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
 * The app as it runs, through its adapter (src/lib/actors/app.ts): the real session, cart and
 * wishlist over a faked commerce API (fake-graphql.ts; their calls are named loadCustomer,
 * generateToken, checkEmailAvailable, createCustomer, revokeToken, requestPasswordReset,
 * solveCaptcha; the cart's after its invokes, loadCustomerCart, loadCart, createEmptyCart,
 * mergeCarts, addToCart, updateItem, removeItem, applyCoupon, removeCoupon, convertToSavingsPlan,
 * reorderItems, recorded with the variables they send and settled with the cart the machine gets,
 * answered in Magento's shape (cart-network.ts); and loadWishlist, addToWishlist,
 * removeFromWishlist), the browser's effects (the cart's storeCartId, { cartId } among them) and the app's navigation
 * ('navigate', { path }) recorded. Tests settle the calls they care about, the others wait;
 * `stubs.settle` waits for a call's request to reach the network first. `sessionFlag` is the browser's session
 * cookie at the start (as the app's input token).
 */
export function stubbedApp(sessionFlag: string | null = null) {
  const recorder = createStubs();
  const browser = recordedBrowser(recorder, sessionFlag);
  const network = fakeGraphQL(recorder, {
    ...sessionOperations(browser.cookies),
    ...wishlistOperations({ load: 'loadWishlist', add: 'addToWishlist', remove: 'removeFromWishlist' }),
    ...cartOperations(invokeOf),
  });
  const stubs = { ...recorder, settle: network.settle, driver: network.driver, sent: network.sent };
  return {
    stubs,
    machine: appFlow(
      { navigate: (path) => stubs.action('navigate')(undefined, { path }) },
      {},
      {
        client: () => network.client,
        sessionEffects: browser.effects,
        cartEffects: {
          storeCartId: (cartId) => stubs.action('storeCartId')(undefined, { cartId }),
          // The same cookie and analytics as the session's.
          dropToken: browser.effects.deleteSessionFlag,
          track: browser.effects.track,
        },
      },
    ),
  };
}

import { assertEvent, assign, fromCallback, raise, sendTo, setup, spawnChild, stateIn } from 'xstate';
import { type CartInput, cartMachine } from './cart.machine.ts';
import {
  type NotificationRequest,
  type NotifyEmitted,
  notificationsMachine,
} from './notifications.machine.ts';
import { type SessionInput, sessionMachine } from './session.machine.ts';
import { wishlistMachine } from './wishlist.machine.ts';

/**
 * The root actor of the storefront. It owns the app-wide, long-lived actors (each a
 * child with a `systemId`, so any actor in the system reaches it with
 * `system.get(id)`), relays what they want to tell the user to the notifications
 * queue, and holds the UI state the spec names at app level: the mobile menu and the
 * one overlay (sidebar or modal) that may be open at a time (spec 4: opening a
 * sidebar or modal closes the mobile menu).
 */

/** Sidebars and modals of the default layout (spec 2). At most one is open. */
export const OVERLAYS = [
  'cartSidebar',
  'wishlistSidebar',
  'filterSidebar',
  'loginModal',
  'subscriptionModal',
  'outOfStockModal',
  'newsletterModal',
  'searchOverlay',
] as const;

export type Overlay = (typeof OVERLAYS)[number];

export type AppEvent =
  | { type: 'ui.mobileMenu.toggle' }
  | { type: 'ui.mobileMenu.close' }
  | { type: 'ui.overlay.open'; overlay: Overlay }
  | { type: 'ui.overlay.close' }
  /**
   * The newsletter modal offers itself (once to a new visitor, see src/views/account/): it
   * opens only when no sidebar, modal or mobile menu is open, never over another one.
   */
  | { type: 'ui.newsletterModal.offer' }
  /** Show a notification: sent by views (`useNotify`) and relayed from the children's `notify` emits. */
  | { type: 'app.notify'; notification: NotificationRequest }
  /** The content system answered 403 for the shown page (spec 4): restricted to verified professionals. */
  | { type: 'page.restricted' }
  /** A page the visitor may see is shown (again). */
  | { type: 'page.public' }
  /**
   * The login modal is asked for (`?login=1`, validated by the `$lang` route): a guest gets it,
   * and after logging in goes to `redirect` (a localized path of this shop, checked by the route);
   * a logged-in customer goes there at once.
   */
  | { type: 'login.requested'; redirect: string | null }
  /** From the session (systemId 'session'): a customer is logged in (login, registration, restored session). */
  | { type: 'session.loggedIn' }
  /** From the session: the customer is logged out. */
  | { type: 'session.loggedOut' };

/**
 * System ids of the app-wide children whose emitted `notify` events are relayed to
 * the notifications queue. Add each new child here when it is spawned below.
 */
export const NOTIFY_SOURCES: readonly string[] = [
  'session',
  'cart',
  'wishlist',
  // 'store'
];

/** What the app starts with, read from the cookies at boot (see createRootActor). */
export interface AppInput {
  session: SessionInput;
  cart: CartInput;
}

export interface AppContext extends AppInput {
  /** Where a guest asked to log in goes once logged in (`?login=1&redirect=`). */
  afterLogin: string | null;
}

export interface NotifyRelayInput {
  sources: readonly string[];
}

/** Listens to the `notify` events the given actors emit and sends each to the parent as `app.notify`. */
export const notifyRelay = fromCallback<AppEvent, NotifyRelayInput>(({ input, system, sendBack }) => {
  const subscriptions = input.sources.flatMap((systemId) => {
    const source = system.get(systemId);
    if (!source) return [];
    return [
      source.on('notify', (emitted: NotifyEmitted) =>
        sendBack({ type: 'app.notify', notification: emitted.notification }),
      ),
    ];
  });
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent,
    children: {} as {
      notifications: 'notifications';
      session: 'session';
      cart: 'cart';
      wishlist: 'wishlist';
      notifyRelay: 'notifyRelay';
    },
  },
  actors: {
    notifications: notificationsMachine,
    // The app provides their GraphQL actors and cookie/analytics actions (src/lib/actors/app.ts).
    session: sessionMachine,
    cart: cartMachine,
    wishlist: wishlistMachine,
    notifyRelay,
  },
  guards: {
    isOverlay: ({ event }, params: { overlay: Overlay }) =>
      event.type === 'ui.overlay.open' && event.overlay === params.overlay,
    menuClosed: stateIn({ mobileMenu: 'closed' }),
    hasRedirect: ({ event }) => event.type === 'login.requested' && event.redirect !== null,
    hasAfterLogin: ({ context }) => context.afterLogin !== null,
  },
  actions: {
    spawnNotifications: spawnChild('notifications', { id: 'notifications', systemId: 'notifications' }),
    spawnSession: spawnChild('session', {
      id: 'session',
      systemId: 'session',
      input: ({ context }) => context.session,
    }),
    spawnCart: spawnChild('cart', { id: 'cart', systemId: 'cart', input: ({ context }) => context.cart }),
    // Logged in from the start (customer token cookie) → it loads the customer's wishlist.
    spawnWishlist: spawnChild('wishlist', {
      id: 'wishlist',
      systemId: 'wishlist',
      input: ({ context }) => ({ loggedIn: context.cart.loggedIn }),
    }),
    // Later: spawnStore with its systemId.
    spawnNotifyRelay: spawnChild('notifyRelay', { id: 'notifyRelay', input: { sources: NOTIFY_SOURCES } }),
    forwardNotification: sendTo(
      ({ system }) => system.get('notifications'),
      ({ event }) => {
        assertEvent(event, 'app.notify');
        return { type: 'notifications.push', notification: event.notification };
      },
    ),
    closeMobileMenu: raise({ type: 'ui.mobileMenu.close' }),
    closeOverlay: raise({ type: 'ui.overlay.close' }),
    openLoginModal: raise({ type: 'ui.overlay.open', overlay: 'loginModal' }),
    // Provided by the app (src/lib/actors/app.ts): the router's navigation to a path of the shop.
    navigate: (_, _params: { path: string }) => {},
    assignAfterLogin: assign({
      afterLogin: ({ event }) => {
        assertEvent(event, 'login.requested');
        return event.redirect;
      },
    }),
    clearAfterLogin: assign({ afterLogin: null }),
  },
}).createMachine({
  id: 'app',
  type: 'parallel',
  context: ({ input }) => ({ session: input.session, cart: input.cart, afterLogin: null }),
  // App-wide children, spawned once for the app's lifetime. The relay comes last so
  // every source it listens to exists.
  entry: ['spawnNotifications', 'spawnSession', 'spawnCart', 'spawnWishlist', 'spawnNotifyRelay'],
  on: {
    'app.notify': { actions: 'forwardNotification' },
  },
  states: {
    customer: {
      initial: 'guest',
      description:
        'Whether a customer is logged in, as the session reports it: decides what a login request does.',
      states: {
        guest: {
          on: {
            'login.requested': {
              description: 'The login modal opens; the wanted page is kept for after the login.',
              actions: ['assignAfterLogin', 'openLoginModal'],
            },
            'session.loggedIn': [
              {
                guard: 'hasAfterLogin',
                target: 'loggedIn',
                description: 'Logged in after a login request with a wanted page: go there.',
                actions: [
                  { type: 'navigate', params: ({ context }) => ({ path: context.afterLogin ?? '' }) },
                  'clearAfterLogin',
                ],
              },
              { target: 'loggedIn' },
            ],
          },
        },
        loggedIn: {
          on: {
            'login.requested': {
              guard: 'hasRedirect',
              description: 'Already logged in: straight to the wanted page, no modal.',
              actions: {
                type: 'navigate',
                params: ({ event }) => ({
                  path: event.type === 'login.requested' ? (event.redirect ?? '') : '',
                }),
              },
            },
            'session.loggedOut': { target: 'guest' },
          },
        },
      },
    },
    page: {
      initial: 'public',
      description:
        'Whether the shown page is restricted to verified professionals (spec 4: a 403 from the content system toggles the restricted status and opens the login modal).',
      states: {
        public: {
          on: {
            'page.restricted': { target: 'restricted', actions: 'openLoginModal' },
          },
        },
        restricted: {
          tags: ['restricted'],
          on: {
            'page.public': { target: 'public' },
          },
        },
      },
    },
    mobileMenu: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'ui.mobileMenu.toggle': {
              target: 'open',
              description: 'Opening the menu closes any open sidebar or modal.',
              actions: 'closeOverlay',
            },
          },
        },
        open: {
          on: {
            'ui.mobileMenu.toggle': { target: 'closed' },
            'ui.mobileMenu.close': { target: 'closed' },
          },
        },
      },
    },
    overlay: {
      initial: 'none',
      description: 'Opening a sidebar or modal replaces the open one and closes the mobile menu.',
      on: {
        'ui.overlay.open': [
          openOverlay('cartSidebar'),
          openOverlay('wishlistSidebar'),
          openOverlay('filterSidebar'),
          openOverlay('loginModal'),
          openOverlay('subscriptionModal'),
          openOverlay('outOfStockModal'),
          openOverlay('newsletterModal'),
          openOverlay('searchOverlay'),
        ],
      },
      states: {
        none: {
          // The wanted page of a login request lives as long as its login modal: closed or
          // replaced without logging in, it is forgotten (entry runs after a login's navigate).
          entry: 'clearAfterLogin',
          on: {
            'ui.newsletterModal.offer': {
              guard: 'menuClosed',
              target: 'open.newsletterModal',
              description:
                'An offered modal opens only when nothing else (not even the mobile menu) is open.',
            },
          },
        },
        open: {
          tags: ['overlayOpen'],
          initial: 'cartSidebar',
          on: {
            'ui.overlay.close': { target: 'none' },
          },
          states: {
            cartSidebar: { entry: 'clearAfterLogin' },
            wishlistSidebar: { entry: 'clearAfterLogin' },
            filterSidebar: { entry: 'clearAfterLogin' },
            loginModal: {
              on: {
                'session.loggedIn': {
                  target: '#app.overlay.none',
                  description: 'The customer is logged in: the login modal closes.',
                },
              },
            },
            subscriptionModal: { entry: 'clearAfterLogin' },
            outOfStockModal: { entry: 'clearAfterLogin' },
            newsletterModal: { entry: 'clearAfterLogin' },
            searchOverlay: { entry: 'clearAfterLogin' },
          },
        },
      },
    },
  },
});

function openOverlay(overlay: Overlay) {
  return {
    guard: { type: 'isOverlay', params: { overlay } },
    target: `.open.${overlay}`,
    actions: 'closeMobileMenu',
  } as const;
}

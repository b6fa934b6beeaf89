import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect } from 'react';
import { type Actor, type ActorRefFrom, type AnyActorRef, createActor } from 'xstate';
import type { AppEvent, AppInput, appMachine, Overlay } from '../../machines/app.machine.ts';
import type { Cart, CartEvent, cartMachine } from '../../machines/cart.machine.ts';
import type { Customer, SessionEvent, sessionMachine } from '../../machines/session.machine.ts';
import type {
  Notification,
  NotificationMessage,
  NotificationRequest,
  NotifyEmitted,
} from '../../machines/notifications.machine.ts';
import type { WishlistEntry, WishlistEvent, wishlistMachine } from '../../machines/wishlist.machine.ts';
import { type AppImplementations, type AppTransport, appFlow } from './actors/app.ts';
import { dropLegacyCustomerToken, readCartId, readCustomerSession } from './cookies.ts';
import { type Inspect, loadInspector } from './inspector.ts';

/**
 * The root actor and the React glue around it. The actor lives outside React: it is
 * created once at boot (`createRootActor`), handed to `<AppActorProvider>`, and views
 * read it through the small hooks below (select and send, nothing else).
 */

export type AppActor = Actor<typeof appMachine>;

export interface CreateRootActorOptions {
  /** Implementations the app supplies to the machine (GraphQL actors, cookies, analytics …). */
  implementations?: AppImplementations;
  /** How the app navigates (the router's history); by default a page load. */
  transport?: AppTransport;
  /** An inspection observer; by default the Stately inspector when asked for (see inspector.ts). */
  inspect?: Inspect;
  /** The start values; by default read from the customer session flag and cart id cookies. */
  input?: AppInput;
}

/**
 * The app's start values from the cookies: the customer session flag (the session machine's
 * token is this flag: the token itself is an httpOnly cookie) and the guest cart id.
 */
export function appInputFromCookies(): AppInput {
  dropLegacyCustomerToken();
  const token = readCustomerSession();
  return {
    session: { token },
    cart: { cartId: readCartId(), loggedIn: token !== null },
  };
}

/**
 * Creates and starts the root actor. Async because, when the inspector is asked
 * for, its package is imported first so that it sees the actor from its first event.
 */
export async function createRootActor(options: CreateRootActorOptions = {}): Promise<AppActor> {
  const inspect = options.inspect ?? (await loadInspector());
  // Real implementations of session, cart and wishlist (src/lib/actors/app.ts).
  return createActor(appFlow(options.transport, options.implementations), {
    systemId: 'app',
    input: options.input ?? appInputFromCookies(),
    ...(inspect ? { inspect } : {}),
  }).start();
}

const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor must be used inside <AppActorProvider>');
  return actor;
}

const NONE: readonly Notification[] = [];

/** The visible notifications (at most three), and how to close one. */
export function useNotifications(): {
  notifications: readonly Notification[];
  dismiss: (id: string) => void;
} {
  const actor = useAppActor();
  const queue = useSelector(actor, (snapshot) => snapshot.children.notifications);
  const notifications = useSelector(queue, (snapshot) => snapshot?.context.visible ?? NONE);
  const dismiss = useCallback((id: string) => queue?.send({ type: 'notifications.dismiss', id }), [queue]);
  return { notifications, dismiss };
}

export function useMobileMenu(): { isOpen: boolean; toggle: () => void; close: () => void } {
  const actor = useAppActor();
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches({ mobileMenu: 'open' }));
  const toggle = useCallback(() => actor.send({ type: 'ui.mobileMenu.toggle' }), [actor]);
  const close = useCallback(() => actor.send({ type: 'ui.mobileMenu.close' }), [actor]);
  return { isOpen, toggle, close };
}

/** The open sidebar or modal (`null` when none), and how to open or close one. */
export function useOverlay(): {
  overlay: Overlay | null;
  open: (overlay: Overlay) => void;
  close: () => void;
} {
  const actor = useAppActor();
  const overlay = useSelector(actor, (snapshot) => {
    const value = snapshot.value.overlay;
    return typeof value === 'string' ? null : value.open;
  });
  const open = useCallback(
    (next: Overlay) => actor.send({ type: 'ui.overlay.open', overlay: next }),
    [actor],
  );
  const close = useCallback(() => actor.send({ type: 'ui.overlay.close' }), [actor]);
  return { overlay, open, close };
}

/**
 * One overlay of the app machine as a dialog's `open`/`onOpenChange`: opening it replaces any
 * other overlay (the one-overlay rule), closing it closes it. If the view goes while its overlay
 * is open (the page is left), the overlay is closed, so no invisible overlay stays open.
 */
export function useOverlayDialog(overlay: Overlay): { open: boolean; onOpenChange: (open: boolean) => void } {
  const actor = useAppActor();
  const open = useSelector(actor, (snapshot) => snapshot.matches({ overlay: { open: overlay } }));
  const onOpenChange = useCallback(
    (next: boolean) => {
      if (next) actor.send({ type: 'ui.overlay.open', overlay });
      else if (actor.getSnapshot().matches({ overlay: { open: overlay } }))
        actor.send({ type: 'ui.overlay.close' });
    },
    [actor, overlay],
  );
  useEffect(
    () => () => {
      if (actor.getSnapshot().matches({ overlay: { open: overlay } }))
        actor.send({ type: 'ui.overlay.close' });
    },
    [actor, overlay],
  );
  return { open, onOpenChange };
}

/**
 * Whether the shown page is restricted to verified professionals (spec 4). A restricted
 * page reports itself while it is shown: `enter()` sets the status and opens the login
 * modal, `leave()` clears it.
 */
export function useRestrictedPage(): { restricted: boolean; enter: () => void; leave: () => void } {
  const actor = useAppActor();
  const restricted = useSelector(actor, (snapshot) => snapshot.hasTag('restricted'));
  const enter = useCallback(() => actor.send({ type: 'page.restricted' }), [actor]);
  const leave = useCallback(() => actor.send({ type: 'page.public' }), [actor]);
  return { restricted, enter, leave };
}

export type NotifyOptions = Omit<NotificationRequest, 'message'>;

export type Notify = (message: NotificationMessage, options?: Partial<NotifyOptions>) => void;

function notifyEvent(message: NotificationMessage, options: Partial<NotifyOptions> = {}): AppEvent {
  return { type: 'app.notify', notification: { type: 'info', ...options, message } };
}

/** Sends a notification through the root actor: `notify(actor, msg\`Saved\`, { type: 'success' })`. */
export function notify(
  actor: AppActor,
  message: NotificationMessage,
  options?: Partial<NotifyOptions>,
): void {
  actor.send(notifyEvent(message, options));
}

/**
 * `const notify = useNotify(); notify(msg\`Saved\`, { type: 'success' })`. The message is
 * a descriptor (`msg` from '@lingui/core/macro') or a catalog id, never translated text.
 */
export function useNotify(): Notify {
  const actor = useAppActor();
  return useCallback<Notify>((message, options) => notify(actor, message, options), [actor]);
}

/**
 * Shows the `notify` events a flow-scoped actor (checkout, purchase-mode modal, search
 * overlay) emits; app-wide children are relayed by the app machine itself.
 */
export function useRelayNotify(actorRef: AnyActorRef | undefined): void {
  const actor = useAppActor();
  useEffect(() => {
    if (!actorRef) return undefined;
    const subscription = actorRef.on('notify', (emitted: NotifyEmitted) =>
      actor.send({ type: 'app.notify', notification: emitted.notification }),
    );
    return () => subscription.unsubscribe();
  }, [actor, actorRef]);
}

type SessionActor = ActorRefFrom<typeof sessionMachine>;
type CartActor = ActorRefFrom<typeof cartMachine>;

/** An app-wide child by its systemId (`session`, `cart`, …), or undefined before it exists. */
export function useAppSystemActor<T extends AnyActorRef = AnyActorRef>(systemId: string): T | undefined {
  const actor = useAppActor();
  return actor.system.get(systemId) as T | undefined;
}

/** The customer session: whether logged in, the customer, whether a call runs, and how to send. */
export function useSession(): {
  loggedIn: boolean;
  customer: Customer | null;
  busy: boolean;
  send: (event: SessionEvent) => void;
} {
  const session = useAppSystemActor<SessionActor>('session');
  const loggedIn = useSelector(session, (snapshot) => snapshot?.hasTag('loggedIn') ?? false);
  const customer = useSelector(session, (snapshot) => snapshot?.context.customer ?? null);
  const busy = useSelector(session, (snapshot) => snapshot?.hasTag('busy') ?? false);
  const send = useCallback((event: SessionEvent) => session?.send(event), [session]);
  return { loggedIn, customer, busy, send };
}

/** The cart: its contents, the badge's quantity, whether a call runs or loading failed, and how to send. */
export function useCart(): {
  cart: Cart | null;
  totalQuantity: number;
  busy: boolean;
  /** Loading or creating the cart failed; `cart.retry` tries again. */
  failed: boolean;
  send: (event: CartEvent) => void;
} {
  const cartActor = useAppSystemActor<CartActor>('cart');
  const cart = useSelector(cartActor, (snapshot) => snapshot?.context.cart ?? null);
  const totalQuantity = useSelector(cartActor, (snapshot) => snapshot?.context.totalQuantity ?? 0);
  const busy = useSelector(cartActor, (snapshot) => snapshot?.hasTag('busy') ?? false);
  const failed = useSelector(cartActor, (snapshot) => snapshot?.hasTag('error') ?? false);
  const send = useCallback((event: CartEvent) => cartActor?.send(event), [cartActor]);
  return { cart, totalQuantity, busy, failed, send };
}

type WishlistActor = ActorRefFrom<typeof wishlistMachine>;

const NO_ITEMS: readonly WishlistEntry[] = [];

/**
 * The customer's wishlist: its items (the badges show how many), whether it is loaded, whether a
 * call runs, and how to send (toggle a SKU, move one to the cart).
 */
export function useWishlist(): {
  items: readonly WishlistEntry[];
  count: number;
  loaded: boolean;
  busy: boolean;
  /** The wishlist could not be read; `wishlist.retry` reads it again. */
  failed: boolean;
  send: (event: WishlistEvent) => void;
} {
  const wishlist = useAppSystemActor<WishlistActor>('wishlist');
  const items = useSelector(wishlist, (snapshot) => snapshot?.context.items ?? NO_ITEMS);
  const loaded = useSelector(
    wishlist,
    (snapshot) => snapshot !== undefined && !snapshot.matches('loading') && !snapshot.matches('failed'),
  );
  const busy = useSelector(wishlist, (snapshot) => snapshot?.hasTag('busy') ?? false);
  const failed = useSelector(wishlist, (snapshot) => snapshot?.matches('failed') ?? false);
  const send = useCallback((event: WishlistEvent) => wishlist?.send(event), [wishlist]);
  return { items, count: items.length, loaded, busy, failed, send };
}

/** Whether the SKU is on the wishlist, and its toggle. */
export function useWishlistToggle(sku: string): { listed: boolean; busy: boolean; toggle: () => void } {
  const wishlist = useAppSystemActor<WishlistActor>('wishlist');
  const listed = useSelector(
    wishlist,
    (snapshot) => snapshot?.context.items.some((item) => item.sku === sku) ?? false,
  );
  const busy = useSelector(wishlist, (snapshot) => snapshot?.context.pendingSku === sku);
  const toggle = useCallback(() => wishlist?.send({ type: 'wishlist.toggle', sku }), [wishlist, sku]);
  return { listed, busy, toggle };
}

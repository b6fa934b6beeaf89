import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type WishlistState, wishlistMachine } from '../../../machines/wishlist.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import { actorDone, actorError, actorResult, modelMachine } from './invoke-results.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof wishlistMachine>;
type Event = EventFromLogic<typeof wishlistMachine>;

export const SKU = 'PRO-MAG-1M';
export const PRODUCT_NAME = 'Pro Magnesium';
export const EMPTY_LIST: WishlistState = { wishlistId: '7', items: [] };
/** A list as the adapter reads it from Magento's answer (name, url key, pack choice included). */
export const WITH_SKU: WishlistState = {
  wishlistId: '7',
  items: [{ id: '11', sku: SKU, name: PRODUCT_NAME, urlKey: 'pro-magnesium', choosePack: false }],
};
export const REFUSED = { message: 'The wishlist was not found.' };

export function describeWishlistState(snapshot: Snapshot): string {
  const { items, pendingSku, error } = snapshot.context;
  const listed = items.map((i) => i.sku).join(',') || 'empty';
  return `${String(snapshot.value)} [${listed}]${pendingSku ? ` (${pendingSku} pending)` : ''}${error ? ' (error)' : ''}`;
}

export function describeWishlistEvent(event: Event): string {
  if (event.type === 'wishlist.toggle') return `toggle ${event.sku}`;
  if (event.type === 'wishlist.moveToCart') return `move ${event.sku} to the cart`;
  if (event.type === 'wishlist.cartItemAdded')
    return `the cart adds ${event.sku}${event.fromWishlist ? ' from the wishlist' : ''}`;
  if (event.type.startsWith('wishlist.')) return event.type.slice('wishlist.'.length);
  const result = actorResult(event);
  return `${result?.id ?? '?'} ${result?.kind === 'error' ? 'fails' : 'succeeds'}`;
}

function wishlistEvents(snapshot: Snapshot): Event[] {
  const toggle: Event = { type: 'wishlist.toggle', sku: SKU };
  const logout: Event = { type: 'wishlist.logout' };
  if (snapshot.matches('guest')) return [toggle, { type: 'wishlist.login' }];
  if (snapshot.matches('loading'))
    return [actorDone<Event>('load', EMPTY_LIST), actorError<Event>('load', REFUSED), logout];
  if (snapshot.matches('adding'))
    return [actorDone<Event>('add', WITH_SKU), actorError<Event>('add', REFUSED), logout];
  if (snapshot.matches('removing'))
    return [actorDone<Event>('remove', EMPTY_LIST), actorError<Event>('remove', REFUSED), logout];
  if (snapshot.matches('movingToCart'))
    return [actorDone<Event>('addToCart', undefined), actorError<Event>('addToCart', REFUSED), logout];
  if (snapshot.matches('removingMoved'))
    return [actorDone<Event>('remove', EMPTY_LIST), actorError<Event>('remove', REFUSED), logout];
  if (snapshot.matches('ready'))
    return [
      toggle,
      { type: 'wishlist.moveToCart', sku: SKU, name: PRODUCT_NAME },
      // The purchase modal opened from the list added the product's pack (through the cart).
      { type: 'wishlist.cartItemAdded', sku: SKU, fromWishlist: true },
      actorError<Event>('cartAdds', REFUSED),
      logout,
    ];
  if (snapshot.matches('failed')) return [{ type: 'wishlist.retry' }, logout];
  return [];
}

export const wishlistTestModel = createTestModel(modelMachine(wishlistMachine), {
  input: { loggedIn: false },
  events: wishlistEvents,
  serializeState: describeWishlistState,
});

export const wishlistModel: MachineModel<typeof wishlistMachine> = {
  machine: wishlistMachine,
  paths: () =>
    coveringPaths(
      wishlistTestModel,
      (before, event, after) =>
        `${describeWishlistState(before)} --${describeWishlistEvent(event)}--> ${describeWishlistState(after)}`,
    ),
  describeState: describeWishlistState,
  describeEvent: describeWishlistEvent,
};

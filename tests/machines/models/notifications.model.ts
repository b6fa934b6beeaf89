import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  type Notification,
  type NotificationRequest,
  notificationKey,
  notificationsMachine,
} from '../../../machines/notifications.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof notificationsMachine>;
type Event = EventFromLogic<typeof notificationsMachine>;

/** Four kinds a shop shows: enough to fill the three slots and make one wait. */
export const SAMPLE_NOTIFICATIONS: readonly NotificationRequest[] = [
  { message: { id: 'qa.saved', message: 'Saved' }, type: 'success' },
  {
    message: { id: 'qa.addedToCart', message: 'You added {product} to your shopping cart.' },
    values: { product: 'Omega 3' },
    type: 'info',
  },
  { message: { id: 'qa.lowStock', message: 'Only a few left' }, type: 'warning' },
  {
    message: { id: 'qa.cartError', message: 'The requested qty is not available' },
    title: { id: 'qa.cartErrorTitle', message: 'Cart error' },
    type: 'danger',
    persistent: true,
  },
];

/** The source text with its values filled in: good enough for test names and QA steps. */
function label(notification: Pick<Notification, 'message' | 'values'>): string {
  const { message, values = {} } = notification;
  const text = typeof message === 'string' ? message : (message.message ?? message.id);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

function kind(notification: Pick<NotificationRequest, 'type' | 'persistent'>): string {
  return `${notification.type}${notification.persistent ? ', persistent' : ''}`;
}

function list(notifications: readonly Notification[]): string {
  return notifications.map((notification) => `"${label(notification)}"`).join(', ');
}

/** What defines the queue's state: the state value and which notifications are shown or waiting, in order. */
export function describeNotificationsState(snapshot: Snapshot): string {
  const { visible, backlog } = snapshot.context;
  if (visible.length === 0 && backlog.length === 0) return String(snapshot.value);
  const waiting = backlog.length ? `; waiting: ${list(backlog)}` : '';
  return `${String(snapshot.value)}: shown ${list(visible)}${waiting}`;
}

function present(snapshot: Snapshot): Notification[] {
  return [...snapshot.context.visible, ...snapshot.context.backlog];
}

export function describeNotificationsEvent(event: Event, before: Snapshot | undefined): string {
  switch (event.type) {
    case 'notifications.push': {
      const id = notificationKey(event.notification);
      const duplicate = before ? present(before).some((notification) => notification.id === id) : false;
      return `push "${label(event.notification)}" (${kind(event.notification)}${duplicate ? '; a duplicate' : ''})`;
    }
    case 'notifications.dismiss':
    case 'notifications.expire': {
      const target = before
        ? present(before).find((notification) => notification.id === event.id)
        : undefined;
      const verb = event.type === 'notifications.dismiss' ? 'close' : 'let expire';
      return `${verb} "${target ? label(target) : event.id}"`;
    }
    case 'notifications.clear':
      return 'clear all';
  }
}

function shape(snapshot: Snapshot): string {
  const { visible, backlog } = snapshot.context;
  return snapshot.matches('idle') ? 'idle' : `shown ${visible.length}, waiting ${backlog.length}`;
}

function stepKind(event: Event, before: Snapshot): string {
  switch (event.type) {
    case 'notifications.push': {
      const id = notificationKey(event.notification);
      return present(before).some((notification) => notification.id === id) ? 'push duplicate' : 'push';
    }
    case 'notifications.dismiss':
    case 'notifications.expire':
      return before.context.visible.some((notification) => notification.id === event.id)
        ? `${event.type} shown`
        : `${event.type} waiting`;
    case 'notifications.clear':
      return event.type;
  }
}

/** Kinds of steps: how many are shown and waiting before and after, and what was sent. */
function classifyStep(before: Snapshot, event: Event, after: Snapshot): string {
  return `${shape(before)} --${stepKind(event, before)}--> ${shape(after)}`;
}

export const notificationsTestModel = createTestModel(notificationsMachine, {
  events: (snapshot) => [
    ...SAMPLE_NOTIFICATIONS.map((notification) => ({ type: 'notifications.push' as const, notification })),
    ...present(snapshot).map((notification) => ({
      type: 'notifications.dismiss' as const,
      id: notification.id,
    })),
    { type: 'notifications.clear' as const },
  ],
  // Expiry is driven by the timers; the focused tests run it with fake timers.
  filterEvents: (_snapshot, event) => event.type !== 'notifications.expire',
  serializeState: describeNotificationsState,
});

export const notificationsModel: MachineModel<typeof notificationsMachine> = {
  machine: notificationsMachine,
  paths: () => coveringPaths(notificationsTestModel, classifyStep),
  describeState: describeNotificationsState,
  describeEvent: describeNotificationsEvent,
};

import type { MessageDescriptor } from '@lingui/core';
import { assertEvent, enqueueActions, setup } from 'xstate';

/**
 * The notifications queue (spec 4 and 9): at most three shown, a notification whose
 * message and values equal one already shown or waiting is ignored, and each one that
 * is not persistent is dismissed after 3 s.
 *
 * Queue policy: a notification pushed while three are shown waits in a backlog (first
 * in, first out) and is shown as soon as a slot frees. Nothing is dropped: the ones
 * that matter most (add-to-cart and login errors) are persistent, and losing one of
 * them because three success toasts were on screen would hide a real problem. The
 * 3 s countdown starts when a notification becomes visible, not when it is queued.
 *
 * The machine holds message ids/descriptors only; the view translates them.
 */

export const MAX_VISIBLE_NOTIFICATIONS = 3;
export const NOTIFICATION_TIMEOUT_MS = 3000;

export type NotificationType = 'success' | 'info' | 'warning' | 'danger';

/** A Lingui message descriptor (`msg` macro) or a bare message id from the catalog. */
export type NotificationMessage = MessageDescriptor | string;

export type NotificationValues = Record<string, unknown>;

/** What a caller pushes. */
export interface NotificationRequest {
  message: NotificationMessage;
  type: NotificationType;
  persistent?: boolean;
  title?: NotificationMessage;
  values?: NotificationValues;
}

/** What the queue holds and the view renders. */
export interface Notification {
  /**
   * The notification's duplicate key (message id + values). A key is never in the
   * queue twice, so it identifies the notification; it also keeps the queue's state
   * free of counters, so the model-based tests can enumerate it.
   */
  id: string;
  message: NotificationMessage;
  type: NotificationType;
  persistent: boolean;
  title?: NotificationMessage;
  values?: NotificationValues;
}

/** What other machines emit (`emit({ type: 'notify', notification })`) to tell the user something. */
export interface NotifyEmitted {
  type: 'notify';
  notification: NotificationRequest;
}

export interface NotificationsContext {
  visible: Notification[];
  backlog: Notification[];
}

export type NotificationsEvent =
  | { type: 'notifications.push'; notification: NotificationRequest }
  | { type: 'notifications.dismiss'; id: string }
  | { type: 'notifications.clear' }
  /** Raised by the machine itself when a notification's timer runs out. */
  | { type: 'notifications.expire'; id: string };

function messageId(message: NotificationMessage): string {
  return typeof message === 'string' ? message : message.id;
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
}

/** Two notifications are duplicates when their message id and values are equal. */
export function notificationKey(notification: Pick<NotificationRequest, 'message' | 'values'>): string {
  const { message } = notification;
  const values = notification.values ?? (typeof message === 'string' ? undefined : message.values);
  return `${messageId(message)}${values ? ` ${stableJson(values)}` : ''}`;
}

function timerId(notificationId: string): string {
  return `notifications.timer.${notificationId}`;
}

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  delays: {
    notificationTimeout: NOTIFICATION_TIMEOUT_MS,
  },
  guards: {
    isDuplicate: ({ context, event }) => {
      assertEvent(event, 'notifications.push');
      const id = notificationKey(event.notification);
      return [...context.visible, ...context.backlog].some((queued) => queued.id === id);
    },
    isQueueEmpty: ({ context }) => context.visible.length === 0 && context.backlog.length === 0,
  },
  actions: {
    enqueueNotification: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'notifications.push');
      const { message, type, title, values, persistent = false } = event.notification;
      const notification: Notification = {
        id: notificationKey(event.notification),
        message,
        type,
        persistent,
        ...(title === undefined ? {} : { title }),
        ...(values === undefined ? {} : { values }),
      };
      if (context.visible.length < MAX_VISIBLE_NOTIFICATIONS) {
        enqueue.assign({ visible: [...context.visible, notification] });
        if (!persistent) {
          enqueue.raise(
            { type: 'notifications.expire', id: notification.id },
            { id: timerId(notification.id), delay: 'notificationTimeout' },
          );
        }
      } else {
        enqueue.assign({ backlog: [...context.backlog, notification] });
      }
    }),
    removeNotification: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['notifications.dismiss', 'notifications.expire']);
      const visible = context.visible.filter((notification) => notification.id !== event.id);
      const backlog = context.backlog.filter((notification) => notification.id !== event.id);
      enqueue.cancel(timerId(event.id));
      const promoted = backlog.slice(0, Math.max(0, MAX_VISIBLE_NOTIFICATIONS - visible.length));
      enqueue.assign({ visible: [...visible, ...promoted], backlog: backlog.slice(promoted.length) });
      for (const notification of promoted) {
        if (!notification.persistent) {
          enqueue.raise(
            { type: 'notifications.expire', id: notification.id },
            { id: timerId(notification.id), delay: 'notificationTimeout' },
          );
        }
      }
    }),
    clearNotifications: enqueueActions(({ context, enqueue }) => {
      for (const notification of context.visible) {
        enqueue.cancel(timerId(notification.id));
      }
      enqueue.assign({ visible: [], backlog: [] });
    }),
  },
}).createMachine({
  id: 'notifications',
  context: { visible: [], backlog: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing shown and nothing waiting.',
      on: {
        'notifications.push': { target: 'showing', actions: 'enqueueNotification' },
      },
    },
    showing: {
      description: 'Up to three notifications shown; further ones wait in the backlog.',
      always: { guard: 'isQueueEmpty', target: 'idle' },
      on: {
        'notifications.push': [
          {
            guard: 'isDuplicate',
            description: 'Same message and values already shown or waiting: ignored.',
          },
          { actions: 'enqueueNotification' },
        ],
        'notifications.dismiss': {
          description: 'The user closed it; the oldest waiting one takes the free slot.',
          actions: 'removeNotification',
        },
        'notifications.expire': {
          description: 'Its 3 s ran out; the oldest waiting one takes the free slot.',
          actions: 'removeNotification',
        },
        'notifications.clear': { target: 'idle', actions: 'clearNotifications' },
      },
    },
  },
});

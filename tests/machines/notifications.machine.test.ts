import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_VISIBLE_NOTIFICATIONS,
  NOTIFICATION_TIMEOUT_MS,
  type NotificationRequest,
  notificationsMachine,
} from '../../machines/notifications.machine.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { describeNotificationsState, notificationsModel } from './models/notifications.model.ts';

type Machine = typeof notificationsMachine;

function start(machine: Machine = notificationsMachine) {
  return createActor(machine, { inspect: recordTransitions }).start();
}

function messages(actor: ReturnType<typeof start>, list: 'visible' | 'backlog' = 'visible'): string[] {
  return actor
    .getSnapshot()
    .context[list].map((notification) =>
      typeof notification.message === 'string' ? notification.message : notification.message.id,
    );
}

function note(id: string, extra: Partial<NotificationRequest> = {}): NotificationRequest {
  return { message: { id, message: id }, type: 'info', ...extra };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications machine: model paths', () => {
  for (const path of notificationsModel.paths()) {
    it(pathTitle(notificationsModel, path), async () => {
      const actor = start();
      const send = ({ event }: { event: { type: string } }) => actor.send(fullEvent<Machine>(event));
      await path.test({
        events: {
          'notifications.push': send,
          'notifications.dismiss': send,
          'notifications.clear': send,
        },
        states: {
          idle: (state) => {
            expect(actor.getSnapshot().matches('idle')).toBe(true);
            expect(actor.getSnapshot().context).toEqual({ visible: [], backlog: [] });
            expect(describeNotificationsState(actor.getSnapshot())).toBe(describeNotificationsState(state));
          },
          showing: (state) => {
            const { visible, backlog } = actor.getSnapshot().context;
            expect(actor.getSnapshot().matches('showing')).toBe(true);
            expect(visible.length).toBeGreaterThan(0);
            expect(visible.length).toBeLessThanOrEqual(MAX_VISIBLE_NOTIFICATIONS);
            if (backlog.length > 0) expect(visible).toHaveLength(MAX_VISIBLE_NOTIFICATIONS);
            const ids = [...visible, ...backlog].map((notification) => notification.id);
            expect(new Set(ids).size).toBe(ids.length);
            expect(describeNotificationsState(actor.getSnapshot())).toBe(describeNotificationsState(state));
          },
        },
      });
      actor.stop();
    });
  }
});

describe('notifications machine', () => {
  it('dismisses a notification after the named 3 s delay', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(3000);
    const actor = start();
    actor.send({ type: 'notifications.push', notification: note('saved', { type: 'success' }) });
    vi.advanceTimersByTime(2999);
    expect(messages(actor)).toEqual(['saved']);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('keeps a persistent notification until it is closed', () => {
    const actor = start();
    const error = note('cartError', { type: 'danger', persistent: true });
    actor.send({ type: 'notifications.push', notification: error });
    vi.advanceTimersByTime(60_000);
    expect(messages(actor)).toEqual(['cartError']);
    actor.send({ type: 'notifications.dismiss', id: actor.getSnapshot().context.visible[0]!.id });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('shows at most three; the next waits and gets its own 3 s once shown', () => {
    const actor = start();
    actor.send({ type: 'notifications.push', notification: note('a') });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'notifications.push', notification: note('b') });
    actor.send({ type: 'notifications.push', notification: note('c') });
    actor.send({ type: 'notifications.push', notification: note('d') });
    expect(messages(actor)).toEqual(['a', 'b', 'c']);
    expect(messages(actor, 'backlog')).toEqual(['d']);

    vi.advanceTimersByTime(2000); // a expires at 3 s, d is shown
    expect(messages(actor)).toEqual(['b', 'c', 'd']);
    expect(messages(actor, 'backlog')).toEqual([]);

    vi.advanceTimersByTime(1000); // b and c expire at 4 s
    expect(messages(actor)).toEqual(['d']);
    vi.advanceTimersByTime(2000); // d expires 3 s after it was shown
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('ignores a duplicate (same message and values) shown or waiting', () => {
    const actor = start();
    for (const id of ['a', 'b', 'c', 'd']) actor.send({ type: 'notifications.push', notification: note(id) });
    actor.send({ type: 'notifications.push', notification: note('a', { type: 'danger', persistent: true }) });
    actor.send({ type: 'notifications.push', notification: note('d') });
    actor.send({ type: 'notifications.push', notification: { message: 'b', type: 'info' } });
    expect(messages(actor)).toEqual(['a', 'b', 'c']);
    expect(messages(actor, 'backlog')).toEqual(['d']);
  });

  it('treats the same message with other values as a new notification', () => {
    const actor = start();
    const added = (product: string) => note('addedToCart', { values: { product } });
    actor.send({ type: 'notifications.push', notification: added('Omega 3') });
    actor.send({ type: 'notifications.push', notification: added('Omega 3') });
    actor.send({ type: 'notifications.push', notification: added('Vitamin D3') });
    expect(actor.getSnapshot().context.visible.map((notification) => notification.values)).toEqual([
      { product: 'Omega 3' },
      { product: 'Vitamin D3' },
    ]);
  });

  it('shows a message again after it was closed, with a fresh timer', () => {
    const actor = start();
    actor.send({ type: 'notifications.push', notification: note('saved') });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'notifications.dismiss', id: actor.getSnapshot().context.visible[0]!.id });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'notifications.push', notification: note('saved') });
    vi.advanceTimersByTime(2500); // the first timer would have fired at 3 s
    expect(messages(actor)).toEqual(['saved']);
    vi.advanceTimersByTime(500);
    expect(messages(actor)).toEqual([]);
  });

  it('closes a waiting notification before it is shown', () => {
    const actor = start();
    for (const id of ['a', 'b', 'c', 'd']) actor.send({ type: 'notifications.push', notification: note(id) });
    actor.send({ type: 'notifications.dismiss', id: actor.getSnapshot().context.backlog[0]!.id });
    expect(messages(actor)).toEqual(['a', 'b', 'c']);
    expect(messages(actor, 'backlog')).toEqual([]);
  });

  it('clears everything and cancels the timers', () => {
    const actor = start();
    for (const id of ['a', 'b', 'c', 'd']) actor.send({ type: 'notifications.push', notification: note(id) });
    actor.send({ type: 'notifications.clear' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes its timeout from the named delay, so it can be provided', () => {
    const actor = start(notificationsMachine.provide({ delays: { notificationTimeout: 10 } }));
    actor.send({ type: 'notifications.push', notification: note('saved') });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});

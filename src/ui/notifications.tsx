import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useNotifications } from '../lib/app-actor.tsx';
import type {
  Notification,
  NotificationMessage,
  NotificationType,
  NotificationValues,
} from '../../machines/notifications.machine.ts';

/**
 * The visible notifications of the app's queue (at most three): bottom right on
 * desktop, at the top on phones. Mount once in the layout, inside the
 * AppActorProvider and the I18nProvider.
 */

const tone: Record<NotificationType, string> = {
  success: 'border-green-600 bg-green-50 text-green-950',
  info: 'border-sky-600 bg-sky-50 text-sky-950',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  danger: 'border-red-600 bg-red-50 text-red-950',
};

function translate(i18n: I18n, message: NotificationMessage, values?: NotificationValues): string {
  if (typeof message === 'string') return i18n._(message, values);
  return i18n._(values ? { ...message, values } : message);
}

function NotificationItem({ notification, onClose }: { notification: Notification; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const { type, title, message, values } = notification;
  return (
    <li
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-md border-l-4 p-3 shadow-lg sm:w-96 ${tone[type]}`}
    >
      <div role={type === 'danger' ? 'alert' : undefined} className="min-w-0 flex-1 text-sm">
        {title === undefined ? null : <p className="font-semibold">{translate(i18n, title, values)}</p>}
        <p>{translate(i18n, message, values)}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t`Close`}
        className="-m-1 shrink-0 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function Notifications() {
  const { notifications, dismiss } = useNotifications();
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Notifications`}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 p-3 sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:p-4"
    >
      <div role="status" aria-live="polite">
        <ul className="flex flex-col items-stretch gap-2 sm:items-end">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onClose={() => dismiss(notification.id)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

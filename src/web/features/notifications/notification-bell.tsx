import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDismiss } from '../../app/use-dismiss';
import { cx } from '../../lib/class-names';
import { useFormatDate } from '../../lib/use-format-date';
import { type AppNotification, useMarkRead, useNotifications } from './api';
import { notificationView } from './notification-view';

/**
 * The bell in the header: the unread count on it, and a list of the newest notifications that
 * each lead to what they are about. A disclosure like the user menu (Tab, Enter, Escape).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const notifications = useNotifications(true);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  useDismiss(isOpen, () => setIsOpen(false), containerRef, buttonRef);

  function handleOpen(notification: AppNotification) {
    if (!notification.read) markRead.mutate({ ids: [notification._id] });
    setIsOpen(false);
    navigate(notificationView(notification).to);
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={
          unread > 0 ? t('notifications.openWithCount', { count: unread }) : t('notifications.open')
        }
        onClick={() => setIsOpen((open) => !open)}
        className="relative grid size-10 place-items-center rounded-lg text-text-dark/80 hover:bg-primary-light"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
          <path
            d="M6 9a6 6 0 1 1 12 0c0 5 2 6 2 6H4s2-1 2-6M10 19a2 2 0 0 0 4 0"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-danger px-1 text-[0.625rem] font-bold leading-4 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div
        id={listId}
        hidden={!isOpen}
        // On a phone the list spans the screen under the header; from sm it hangs off the bell.
        className="fixed inset-x-2 top-16 z-40 rounded-xl border border-text-dark/10 bg-surface p-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-80"
      >
        <div className="flex items-center justify-between gap-2 border-b border-text-dark/10 px-2 pt-1 pb-2">
          <p className="text-sm font-semibold">{t('notifications.title')}</p>
          {unread > 0 ? (
            <button
              type="button"
              onClick={() => markRead.mutate({ all: true })}
              className="rounded px-1 text-xs font-semibold text-primary hover:underline"
            >
              {t('notifications.markAll')}
            </button>
          ) : null}
        </div>
        {notifications.isError ? (
          <p className="px-2 py-3 text-sm text-danger">{t('notifications.loadError')}</p>
        ) : items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-text-dark/70">{t('notifications.empty')}</p>
        ) : (
          <ul className="mt-1 flex max-h-96 flex-col gap-0.5 overflow-y-auto">
            {items.map((notification) => {
              const view = notificationView(notification);
              return (
                <li key={notification._id}>
                  <button
                    type="button"
                    onClick={() => handleOpen(notification)}
                    className={cx(
                      'flex w-full flex-col items-start gap-0.5 rounded-lg px-2 py-2 text-left text-sm hover:bg-primary-light focus-visible:bg-primary-light',
                      notification.read ? 'text-text-dark/70' : 'font-semibold',
                    )}
                  >
                    <span>
                      {notification.read ? null : (
                        <span className="sr-only">{t('notifications.unreadMark')}</span>
                      )}
                      {t(view.textKey, {
                        ...view.values,
                        metric: view.metricKey ? t(view.metricKey) : '',
                      })}
                    </span>
                    <span className="text-xs font-normal text-text-dark/60">
                      {formatDate(notification.createdAt, 'dateTime')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-1 border-t border-text-dark/10 px-2 pt-2 pb-1">
          <Link
            to="/settings/notifications"
            onClick={() => setIsOpen(false)}
            className="text-xs font-semibold text-primary hover:underline"
          >
            {t('notifications.preferences.link')}
          </Link>
        </div>
      </div>
    </div>
  );
}

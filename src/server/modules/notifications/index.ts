// Notifications: the bell's reading of the event outbox (src/server/events) per member, with
// read marks and per-type choices (bell, email, both, off), the notification mails, and the events
// API for clients that page through the same events.
export { createNotificationMails } from './notification-mails';
export { createNotificationsRepository } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export {
  createNotificationsService,
  type NotificationsService,
} from './notifications.service';
export * from './notifications.tables';

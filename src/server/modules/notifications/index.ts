// Notifications: the bell's reading of the event outbox (src/server/events) per member, with
// read marks, and the events API for clients that page through the same events.
export { notificationsRoutes } from './notifications.routes';
export { createNotificationsService, type NotificationsService } from './notifications.service';
export * from './notifications.tables';

import { z } from 'zod';
import { type EventType, eventSchema } from './events';

// The API contract of the bell (/customer/notifications/*) and the events API (/customer/events):
// the server validates with these schemas and documents them in OpenAPI, the web derives its
// types and option lists from them.

/** What members are told about in the bell: work that finished or needs them, not every change. */
export const NOTIFIED_TYPES = [
  'report.ready',
  'report.failed',
  'post.failed',
  'member.joined',
  'usage.near_limit',
  'usage.limit_reached',
] as const satisfies readonly EventType[];
export type NotifiedType = (typeof NOTIFIED_TYPES)[number];

/** Where a member hears of a kind of notification: the bell, a mail, both or nowhere. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'both', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATIONS_PAGE_MAX = 100;
export const EVENTS_PAGE_MAX = 500;

const eventId = z.string().regex(/^\d{1,18}$/, 'validation.eventId');

// ---- requests ---------------------------------------------------------------------------------

export const notificationsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});

export const markReadBody = z.union([
  z.strictObject({ ids: z.array(eventId).min(1).max(NOTIFICATIONS_PAGE_MAX) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkReadInput = z.input<typeof markReadBody>;

export const preferencesBody = z
  .partialRecord(z.enum(NOTIFIED_TYPES), z.enum(NOTIFICATION_CHANNELS))
  .refine((channels) => Object.keys(channels).length > 0, 'validation.atLeastOneType');
export type PreferencesInput = z.input<typeof preferencesBody>;

export const eventsQuery = z.strictObject({
  after: eventId.default('0'),
  limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_MAX).default(100),
});

// ---- responses --------------------------------------------------------------------------------

export const notificationSchema = z.object({
  _id: z.string().describe('The event id'),
  type: z.enum(NOTIFIED_TYPES),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationListDto = z.infer<typeof notificationListSchema>;

export const preferenceSchema = z.object({
  type: z.enum(NOTIFIED_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
});
export type PreferenceDto = z.infer<typeof preferenceSchema>;

export const preferencesSchema = z.object({ items: z.array(preferenceSchema) });
export type PreferencesDto = z.infer<typeof preferencesSchema>;

export const eventPageSchema = z.object({
  events: z.array(eventSchema),
  next: z.string().nullable(),
});
export type EventPageDto = z.infer<typeof eventPageSchema>;

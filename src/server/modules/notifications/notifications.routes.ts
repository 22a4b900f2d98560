import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventSchema } from '../../events';
import { access } from '../../http/access';
import {
  EVENTS_PAGE_MAX,
  NOTIFICATION_CHANNELS,
  NOTIFIED_TYPES,
  type NotificationsService,
} from './notifications.service';

const security = [{ accessToken: [] }];
const eventId = z.string().regex(/^\d{1,18}$/, 'An event id: digits only');

const notificationSchema = z.object({
  _id: z.string().describe('The event id'),
  type: z.enum(NOTIFIED_TYPES),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  read: z.boolean(),
});

export function notificationsRoutes(deps: {
  notifications: NotificationsService;
}): FastifyPluginAsyncZod {
  const { notifications } = deps;
  return async (app) => {
    app.get(
      '/customer/notifications',
      {
        schema: {
          tags: ['notifications'],
          security,
          summary: 'The bell: the newest notifications and how many are unread',
          querystring: z.strictObject({
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: {
            200: z.object({ unread: z.number().int(), items: z.array(notificationSchema) }),
          },
        },
        config: { access: access.member({ apiKey: false }) },
      },
      (request) => notifications.list(request.caller!, request.query.limit),
    );

    app.put(
      '/customer/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          security,
          summary: 'Marks notifications read: the ones named, or all of them',
          body: z.union([
            z.strictObject({ ids: z.array(eventId).min(1).max(100) }),
            z.strictObject({ all: z.literal(true) }),
          ]),
          response: { 204: z.null().describe('Done; no body') },
        },
        config: { access: access.member({ apiKey: false }) },
      },
      async (request, reply) => {
        await notifications.markRead(request.caller!, request.body);
        return reply.status(204).send(null);
      },
    );

    const preferencesSchema = z.object({
      items: z.array(
        z.object({ type: z.enum(NOTIFIED_TYPES), channel: z.enum(NOTIFICATION_CHANNELS) }),
      ),
    });

    app.get(
      '/customer/notifications/preferences',
      {
        schema: {
          tags: ['notifications'],
          security,
          summary: 'Where the signed-in member hears of each kind of notification',
          description:
            '`app`: the bell; `email`: a mail to their address; `both`; `off`. Without a choice: `app`.',
          response: { 200: preferencesSchema },
        },
        config: { access: access.member({ apiKey: false }) },
      },
      (request) => notifications.preferences(request.caller!),
    );

    app.put(
      '/customer/notifications/preferences',
      {
        schema: {
          tags: ['notifications'],
          security,
          summary: 'Choose where to hear of some kinds of notification; the others keep theirs',
          description:
            'Mails are written in the language of this request (the NEXT_LOCALE cookie).',
          body: z
            .partialRecord(z.enum(NOTIFIED_TYPES), z.enum(NOTIFICATION_CHANNELS))
            .refine((channels) => Object.keys(channels).length > 0, 'Send at least one type'),
          response: { 200: preferencesSchema },
        },
        config: { access: access.member({ apiKey: false }) },
      },
      (request) => notifications.setPreferences(request.caller!, request.body),
    );

    app.get(
      '/customer/events',
      {
        schema: {
          tags: ['notifications'],
          security,
          summary: "The organization's events, oldest first, after an event id",
          description:
            'Page with `after` (the last id you have; 0 or none for the start) until `next` is null. At least once: keep the ids you have processed.',
          querystring: z.strictObject({
            after: eventId.default('0'),
            limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_MAX).default(100),
          }),
          response: {
            200: z.object({ events: z.array(eventSchema), next: z.string().nullable() }),
          },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) =>
        notifications.events(request.caller!, Number(request.query.after), request.query.limit),
    );
  };
}

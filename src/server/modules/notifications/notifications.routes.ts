import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventPageSchema,
  eventsQuery,
  markReadBody,
  notificationListSchema,
  notificationsQuery,
  preferencesBody,
  preferencesSchema,
} from '../../../common/api/notifications';
import { access } from '../../http/access';
import type { NotificationsService } from './notifications.service';

const security = [{ accessToken: [] }];

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
          querystring: notificationsQuery,
          response: { 200: notificationListSchema },
        },
        config: { access: access.member({ apiKey: false }) },
      },
      (request) => notifications.list(request.caller, request.query.limit),
    );

    app.put(
      '/customer/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          security,
          summary: 'Marks notifications read: the ones named, or all of them',
          body: markReadBody,
          response: { 204: z.null().describe('Done; no body') },
        },
        config: { access: access.member({ apiKey: false }) },
      },
      async (request, reply) => {
        await notifications.markRead(request.caller, request.body);
        return reply.status(204).send(null);
      },
    );

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
      (request) => notifications.preferences(request.caller),
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
          body: preferencesBody,
          response: { 200: preferencesSchema },
        },
        config: { access: access.member({ apiKey: false }) },
      },
      (request) => notifications.setPreferences(request.caller, request.body),
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
          querystring: eventsQuery,
          response: { 200: eventPageSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) =>
        notifications.events(request.caller, Number(request.query.after), request.query.limit),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createScheduledBody,
  SCHEDULE_MAX_RANGE_DAYS,
  scheduledItemSchema,
  scheduledItemsSchema,
  scheduledParams,
  scheduledRangeQuery,
  updateScheduledBody,
} from '../../../common/api/scheduled-content';
import { access } from '../../http/access';
import type { ScheduledContentService } from './scheduled-content.service';

const tags = ['scheduled content'];
const security = [{ accessToken: [] }];

export function scheduledContentRoutes(service: ScheduledContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer/scheduledContent',
      {
        schema: {
          tags,
          security,
          summary: 'The content calendar between two instants, earliest first',
          description: `from and to are required; the range may span at most ${SCHEDULE_MAX_RANGE_DAYS} days.`,
          querystring: scheduledRangeQuery,
          response: { 200: scheduledItemsSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => service.list(request.caller, request.query),
    );

    app.post(
      '/customer/scheduledContent',
      {
        schema: {
          tags,
          security,
          summary: 'Plans a content on the calendar (status planned)',
          body: createScheduledBody,
          response: { 201: scheduledItemSchema },
        },
        config: { access: access.member() },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.caller, request.body)),
    );

    app.put(
      '/customer/scheduledContent/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Changes a calendar item: update, reschedule or updateStatus',
          description:
            'One body per `action`. updateStatus to published needs a link (sent now or already set): 400, field link.',
          params: scheduledParams,
          body: updateScheduledBody,
          response: { 200: scheduledItemSchema },
        },
        config: { access: access.member() },
      },
      (request) => service.update(request.caller, request.params.id, request.body),
    );

    app.delete(
      '/customer/scheduledContent/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Removes a calendar item',
          params: scheduledParams,
          response: { 204: z.null().describe('Deleted') },
        },
        config: { access: access.member() },
      },
      async (request, reply) => {
        await service.remove(request.caller, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}

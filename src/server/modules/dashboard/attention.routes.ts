import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attentionSchema } from '../../../common/api/dashboard';
import { access } from '../../http/access';
import type { AttentionService } from './attention.service';

/** HTTP for GET /api/v1/customer/account/attention: the dashboard's "needs attention" summary. */
export function attentionRoutes(service: AttentionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer/account/attention',
      {
        schema: {
          tags: ['account'],
          security: [{ accessToken: [] }],
          summary: 'What needs attention: failed post fetches, ready reports, content due',
          description:
            "One call for the dashboard. Each list holds the first few items and `total` says how many there are; everything is the caller's organization's.",
          response: { 200: attentionSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => service.summary(request.caller),
    );
  };
}

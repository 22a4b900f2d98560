import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankSummarySchema } from '../../../common/api/discovery';
import { access } from '../../http/access';
import type { DiscoveryService } from './discovery.service';

export function discoveryRoutes(service: DiscoveryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/bank-summary',
      {
        schema: {
          tags: ['discovery'],
          summary: 'Size of the profile bank and the progress of the demo seed',
          response: { 200: bankSummarySchema },
        },
        config: { access: access.public() },
      },
      () => service.bankSummary(),
    );
  };
}

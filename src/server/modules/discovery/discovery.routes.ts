import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import type { DiscoveryService } from './discovery.service';

const platformCounts = z.object({
  instagram: z.number().int(),
  tiktok: z.number().int(),
  youtube: z.number().int(),
});

const bankSummarySchema = z.object({
  profiles: z.number().int(),
  demo: z.boolean().describe('True when the bank holds generated demo profiles'),
  byPlatform: platformCounts.describe('Every bank profile: what an unfiltered search counts'),
  profileBank: z
    .object({ minFollowers: z.number().int(), byPlatform: platformCounts })
    .describe('What the profile bank lists: profiles with at least minFollowers followers'),
  seeding: z.object({
    state: z.enum(['idle', 'running', 'done', 'failed']),
    done: z.number().int(),
    total: z.number().int(),
    error: z.string().optional(),
  }),
});

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

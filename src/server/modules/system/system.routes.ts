import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { access } from '../../http/access';
import type { SystemService } from './system.service';

const componentSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: componentSchema.extend({
    kind: z.enum(['pglite', 'postgres']),
    replicas: z
      .array(
        z.object({
          state: z.enum(['ready', 'lagging', 'down']),
          lagMs: z.number().nullable(),
        }),
      )
      .optional()
      .describe(
        'The read replicas (DATABASE_READ_URL), in order: one lagging or down is not read from (reads go to the primary) and does not degrade the status',
      ),
  }),
  queue: componentSchema.extend({ queued: z.number().optional() }),
});

const publicConfigSchema = z.object({
  analytics: z
    .object({ provider: z.literal('plausible'), host: z.string(), domain: z.string() })
    .nullable(),
  chat: z.object({ provider: z.literal('crisp'), websiteId: z.string() }).nullable(),
  helpBeacon: z.object({ provider: z.literal('helpscout'), beaconId: z.string() }).nullable(),
  googleClientId: z.string().nullable(),
});

export function systemRoutes(service: SystemService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Database and job queue health; 503 when either is down',
          response: { 200: healthSchema, 503: healthSchema },
        },
        config: { access: access.public() },
      },
      async (_request, reply) => {
        const health = await service.health();
        return reply.status(health.status === 'ok' ? 200 : 503).send(health);
      },
    );

    app.get(
      '/public/config',
      {
        schema: {
          tags: ['system'],
          summary: 'Which third-party widgets the web app may load (all off unless configured)',
          response: { 200: publicConfigSchema },
        },
        config: { access: access.public() },
      },
      () => config.web,
    );
  };
}

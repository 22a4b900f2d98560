import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '../../../common/api/system';
import type { Config } from '../../config';
import { access } from '../../http/access';
import type { SystemService } from './system.service';

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

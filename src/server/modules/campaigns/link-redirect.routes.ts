import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkCodeParams, missingLinkSchema } from '../../../common/api/campaign-links';
import { access } from '../../http/access';
import { notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { CampaignLinksService } from './campaign-links.service';

const MISSING_LINK_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Link not found</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>Link not found</h1><p>This link does not exist or was removed.</p></body></html>`;

/**
 * The public short links /l/{code} of campaigns, served at the root (outside /api/v1) so they
 * stay short. Each visit is counted, then redirected to the link's target with its UTM tags.
 */
export function linkRedirectRoutes(service: CampaignLinksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/l/:code',
      {
        schema: {
          tags: ['campaigns'],
          summary: "Follows a campaign's tracked short link",
          description:
            'Public. Counts the click (per day: total, unique visitors, bots by user agent; no address is stored) and answers 302 to the destination with its UTM parameters. An unknown code answers 404 (an HTML page for browsers).',
          params: linkCodeParams,
          response: {
            302: z.null().describe('Redirect to the target; Location header'),
            404: missingLinkSchema,
          },
        },
        config: { access: access.public() },
      },
      async (request, reply) => {
        const target = await service.recordClick({
          code: request.params.code,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        if (!target) {
          if (request.headers.accept?.includes('text/html')) {
            return reply
              .status(404)
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-store')
              .send(MISSING_LINK_PAGE);
          }
          throw notFound(THING.link, request.params.code);
        }
        // Every click must reach us to be counted, so neither browsers nor proxies may cache it.
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer-when-downgrade')
          .redirect(target, 302);
      },
    );
  };
}

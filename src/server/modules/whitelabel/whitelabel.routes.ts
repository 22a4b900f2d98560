import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import type { BrandingService } from './branding.service';

const colorsSchema = z
  .object({
    primary: z.string(),
    primaryLight: z.string(),
    secondary: z.string(),
    secondaryLight: z.string(),
    textLight: z.string(),
    textDark: z.string(),
    appBackground: z.string(),
    navbarBackground: z.string(),
  })
  .partial();

export const brandingSchema = z.object({
  agencyName: z.string().nullable(),
  favicon: z.string().nullable(),
  logo: z.string().nullable(),
  logoChangedAt: z.string().nullable(),
  colors: colorsSchema.nullable(),
  storageBaseUrl: z.string(),
  showBanner: z.boolean(),
});

export function whitelabelRoutes(deps: { branding: BrandingService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/logo',
      {
        schema: {
          tags: ['whitelabel'],
          summary: 'White-label check: branding for the host the app is served on',
          querystring: z.object({ host: z.string().max(253).optional() }),
          response: { 200: brandingSchema },
        },
        config: { access: access.public() },
      },
      (request) => deps.branding.brandingForHost(request.query.host),
    );
  };
}

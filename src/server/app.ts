import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { assetUrl } from '../common/media';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { type CallerResolver, markRoutesPublic, registerAccessGuard } from './http/access';
import { BODY_LIMITS } from './http/body-limits';
import { withBrandedHead } from './http/branded-head';
import { contentSecurityPolicy } from './http/csp';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerIdempotency } from './http/idempotency';
import { registerInputGuard } from './http/input-guard';
import { isPageRequest, registerNotFoundFirst, routeNotFound } from './http/not-found';
import { withPagePreview } from './http/open-graph';
import { openapiOptions } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { trackRoutes } from './http/route-inventory';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStripEmpty } from './http/strip-empty';
import { registerRouteTimeouts } from './http/timeouts';
import { registerWebApp } from './http/web-app';
import { accountRoutes } from './modules/account';
import { authRoutes } from './modules/auth';
import { billingRoutes } from './modules/billing';
import { campaignContentRoutes, campaignsRoutes } from './modules/campaigns';
import { linkRedirectRoutes } from './modules/campaigns/link-redirect.routes';
import { connectRoutes } from './modules/connect';
import { contentRoutes } from './modules/content';
import { attentionRoutes } from './modules/dashboard';
import { dataSourcesRoutes } from './modules/datasources';
import { discoveryRoutes, discoverySearchRoutes } from './modules/discovery';
import { listsRoutes } from './modules/lists';
import { mediaRoutes } from './modules/media';
import { notificationsRoutes } from './modules/notifications';
import { outreachRoutes } from './modules/outreach';
import { customFieldsRoutes, profilesRoutes } from './modules/profiles';
import { reportsRoutes } from './modules/reports';
import { supportRoutes } from './modules/support';
import { systemRoutes } from './modules/system';
import { webhooksRoutes } from './modules/webhooks';
import { whitelabelRoutes } from './modules/whitelabel';

/** The largest file any upload route accepts (story videos). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

import type { Services } from './services';

export const API_PREFIX = '/api/v1';
export const VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  services: Services;
  /** Resolves X-Access-Token to a caller; until accounts exist nobody is signed in. */
  resolveCaller?: CallerResolver;
  /** More routes under the API prefix, with the full pipeline (tests of cross-cutting rules). */
  extraRoutes?: FastifyPluginAsyncZod;
};

/** Builds the HTTP application: cross-cutting plugins first, then each module's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, services } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // Each route's JSON body limit; calls that take more set their own (http/body-limits.ts).
    bodyLimit: BODY_LIMITS.default,
    // Socket-level limits: idle sockets close, slow senders cannot hold a worker forever.
    connectionTimeout: 130_000,
    keepAliveTimeout: 5_000,
    requestTimeout: 600_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = 30_000;
  trackRoutes(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.web, config.publicUrl) },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1_024 });
  // Uploads (attachments, stories, logos) stream one file per request unless a route allows more
  // (a white-label form carries logo and favicon); each route sets its own size limit through
  // `uploadParts` and this file size is the ceiling for all of them.
  await app.register(multipart, {
    limits: { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: MAX_UPLOAD_BYTES },
  });
  await registerRateLimit(app, database, config.rateLimitPerMinute);
  registerAccessGuard(app, deps.resolveCaller ?? (async () => null));
  registerRouteTimeouts(app);
  registerNotFoundFirst(app);
  registerInputGuard(app);
  registerStripEmpty(app);
  registerIdempotency(app, database, { crashAfterCommit: config.faultInject.crashAfterCommit });

  await app.register(swagger, openapiOptions({ version: VERSION }));

  await app.register(async (docs) => {
    markRoutesPublic(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) =>
        config.publicUrl.startsWith('https:')
          ? header
          : header.replace('upgrade-insecure-requests;', ''),
    });
    docs.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes(services.system, config));
      await api.register(authRoutes(services.auth));
      await api.register(accountRoutes(services.account));
      await api.register(billingRoutes(services.billing, { countryHeader: config.countryHeader }));
      await api.register(
        whitelabelRoutes({ branding: services.branding, whitelabel: services.whitelabel }),
      );
      await api.register(supportRoutes({ support: services.support }));
      await api.register(notificationsRoutes({ notifications: services.notifications }));
      await api.register(webhooksRoutes(services.webhooks));
      await api.register(outreachRoutes(services));
      await api.register(connectRoutes(services.connect));
      await api.register(discoveryRoutes(services.discovery));
      await api.register(discoverySearchRoutes(services.search));
      await api.register(dataSourcesRoutes(services.dataSources));
      await api.register(listsRoutes(services.lists));
      await api.register(contentRoutes(services.content));
      await api.register(profilesRoutes(services.profiles));
      await api.register(customFieldsRoutes(services.customFields));
      await api.register(mediaRoutes(services.media));
      await api.register(campaignsRoutes(services.campaigns));
      await api.register(campaignContentRoutes(services.campaigns));
      await api.register(reportsRoutes(services.reports));
      await api.register(attentionRoutes(services.attention));
      if (deps.extraRoutes) await api.register(deps.extraRoutes);
    },
    { prefix: API_PREFIX },
  );

  // Short links stay short: /l/{code} at the root, before the SPA fallback.
  await app.register(linkRedirectRoutes(services.campaignLinks));

  let indexHtml: string | null = null;
  await app.register(async (web) => {
    markRoutesPublic(web);
    indexHtml = await registerWebApp(web, config.web.distDir);
  });

  // Client-side routes (/dashboard, /campaign/x, ...) get the SPA; unknown API paths a 404 body.
  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request) && indexHtml) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await pageHtml(indexHtml, request.url, request.hostname));
    }
    throw routeNotFound(request);
  });

  return app;

  /**
   * The SPA's page: in an agency's brand on its verified domain, and with preview tags on a shared
   * campaign's page; otherwise the plain SPA.
   */
  async function pageHtml(html: string, url: string, host: string): Promise<string> {
    const branding = await services.branding.brandingForHost(host);
    const page = branding.agencyName
      ? withBrandedHead(html, {
          title: branding.agencyName,
          faviconUrl: branding.favicon
            ? assetUrl(branding.storageBaseUrl, branding.favicon, branding.logoChangedAt)
            : null,
          themeColor: branding.colors?.primary ?? null,
        })
      : html;
    const slug = /^\/campaign\/([^/?#]+)/.exec(url)?.[1];
    if (!slug) return page;
    const campaign = await services.campaigns
      .publicCampaign(decodeURIComponent(slug))
      .catch(() => null);
    if (!campaign) return page;
    return withPagePreview(page, {
      title: campaign.name,
      description:
        campaign.description ??
        `Campaign report: ${campaign.influencers.length} creators, their posts and results.`,
      url: `${config.publicUrl}/campaign/${slug}`,
    });
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandingSchema } from '../../../common/api/branding';
import {
  domainStateSchema,
  logoQuery,
  testMailSchema,
  tlsAskQuery,
  whitelabelConfigSchema,
  whitelabelFormFields,
} from '../../../common/api/whitelabel';
import { access } from '../../http/access';
import { notFound } from '../../http/errors';
import { multipartBody, readForm } from '../../http/multipart';
import { THING } from '../../http/things.text';
import { MAX_BRAND_IMAGE_BYTES } from './brand-images';
import type { BrandingService } from './branding.service';
import type { WhitelabelService } from './whitelabel.service';

const PREFIX = '/customer/account';
const tags = ['whitelabel'];
const security = [{ accessToken: [] }];

export function whitelabelRoutes(deps: {
  branding: BrandingService;
  whitelabel: WhitelabelService;
}): FastifyPluginAsyncZod {
  const { whitelabel } = deps;
  return async (app) => {
    app.get(
      '/public/logo',
      {
        schema: {
          tags,
          summary: 'White-label check: branding for the host the app is served on',
          querystring: logoQuery,
          response: { 200: brandingSchema },
        },
        config: { access: access.public() },
      },
      (request) => deps.branding.brandingForHost(request.query.host),
    );

    app.get(
      '/public/tls-ask',
      {
        schema: {
          tags,
          summary:
            "Whether a reverse proxy may get a certificate for this host (Caddy's on-demand TLS ask)",
          description:
            'Answers 200 for a verified agency domain and 404 for any other host, so certificates are issued only for domains an agency has proven it controls.',
          querystring: tlsAskQuery,
          response: { 200: z.null().describe('Allowed'), 404: z.unknown() },
        },
        // The proxy asks from one address for every new host: the per-address API limit would
        // refuse certificates to real agencies while someone probes it with made-up names.
        config: { access: access.public(), rateLimit: { max: 6000, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        if (!(await deps.branding.isVerifiedAgencyDomain(request.query.domain))) {
          throw notFound(THING.verifiedDomain, request.query.domain);
        }
        return reply.status(200).send(null);
      },
    );

    app.get(
      `${PREFIX}/branding`,
      {
        schema: {
          tags,
          security,
          summary: "The brand the signed-in organization's members work in, on any host",
          description:
            "The agency's saved name, logo, favicon and colours while it is on an agency plan; the product's defaults otherwise. A custom domain need not be verified.",
          response: { 200: brandingSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => deps.branding.brandingForOrg(request.caller.orgId),
    );

    app.get(
      `${PREFIX}/whitelabel`,
      {
        schema: {
          tags,
          security,
          summary: "The agency's white-label settings (owner, agency plans; 423 otherwise)",
          response: { 200: whitelabelConfigSchema },
        },
        config: { access: access.owner() },
      },
      (request) => whitelabel.get(request.caller),
    );

    app.put(
      `${PREFIX}/config-whitelabel`,
      {
        schema: {
          tags,
          security,
          summary: 'Updates white-label settings (multipart; fields not sent keep their value)',
          description:
            'Fields as SPEC names them: file (logo), favIcon, senderEmail, apiKey, showBanner, ' +
            'agencyName, domain, colors (JSON). An empty field clears it. Images up to ' +
            `${MAX_BRAND_IMAGE_BYTES / 1024 / 1024} MB, PNG, JPEG or WebP; SVG is refused.`,
          consumes: ['multipart/form-data'],
          body: multipartBody(whitelabelFormFields, {
            name: 'file',
            description: 'Logo image (PNG, JPEG or WebP; SVG refused)',
            required: false,
          }),
          response: { 200: whitelabelConfigSchema },
        },
        config: { access: access.owner() },
      },
      async (request) => {
        const form = await readForm(request, MAX_BRAND_IMAGE_BYTES, { maxFiles: 2 });
        return whitelabel.update(request.caller, form);
      },
    );

    app.delete(
      `${PREFIX}/whitelabel`,
      {
        schema: {
          tags,
          security,
          summary: 'Removes the white-label: settings and files go, the defaults return',
          response: { 204: z.null().describe('Done; no body') },
        },
        config: { access: access.owner() },
      },
      async (request, reply) => {
        await whitelabel.remove(request.caller);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${PREFIX}/whitelabel/test-mail`,
      {
        schema: {
          tags,
          security,
          summary: "Mails the owner from the agency's sender; 503 with the SMTP server's reason",
          response: { 200: testMailSchema },
        },
        config: { access: access.owner(), idempotency: 'outside-calls' },
      },
      (request) => whitelabel.sendTestMail(request.caller),
    );

    app.get(
      `${PREFIX}/domain-status`,
      {
        schema: {
          tags,
          security,
          summary: "Checks the custom domain's DNS records now and answers its status",
          response: { 200: domainStateSchema },
        },
        config: { access: access.owner() },
      },
      (request) => whitelabel.checkDomainNow(request.caller),
    );
  };
}

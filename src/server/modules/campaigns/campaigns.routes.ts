import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignActionResultSchema,
  campaignDetailSchema,
  campaignPageSchema,
  campaignsQuery,
  createCampaignBody,
  emvTableSchema,
  idParams,
  publicCampaignSchema,
  slugParams,
  updateCampaignBody,
} from '../../../common/api/campaigns';
import { access } from '../../http/access';
import { noContent, read, security, tags, write } from './campaign-route-options';
import type { CampaignsService } from './campaigns.service';

/** HTTP for /customer/campaigns, /customer/campaign/{id} and the public campaign page. */
export function campaignsRoutes(service: CampaignsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer/campaigns',
      {
        schema: {
          tags,
          security,
          summary: "The organization's campaigns, newest first, with totals",
          description:
            'Filters: status; from/to (days the campaign runs: its start and end dates, the creation day when unset); text (name or description). Totals: influencers, posts, stories, clicks, spend per currency (paid + scheduled payments), views, engagements.',
          querystring: campaignsQuery,
          response: { 200: campaignPageSchema },
        },
        config: { access: read },
      },
      (request) => service.list(request.caller, request.query),
    );

    app.post(
      '/customer/campaign',
      {
        schema: {
          tags,
          security,
          summary: 'Creates a campaign (status draft)',
          description:
            "Spends one of the plan's campaigns (423 LimitExceeded, field campaigns; 423 EmailNotVerified), given back when the campaign is deleted.",
          body: createCampaignBody,
          response: { 201: campaignDetailSchema },
        },
        config: { access: write },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.caller, request.body)),
    );

    app.get(
      '/customer/campaign/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'A campaign with its influencers, posts, stories, links, payments, activities, files and results',
          params: idParams,
          response: { 200: campaignDetailSchema },
        },
        config: { access: read },
      },
      (request) => service.get(request.caller, request.params.id),
    );

    app.put(
      '/customer/campaign/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Changes a campaign: one action per call (see the body variants)',
          description:
            'Every action writes an activity entry and answers the campaign after it. addProfile takes a tracked profile of the organization (404 otherwise, 409 when already in); addList answers added and alreadyInCampaign too; generatePublicUrl sets publicSlug and publicUrl; updateShareStatus {enabled:false} makes the public page 404 at once, keeping the slug. Ids of another organization answer 404 and change nothing.',
          params: idParams,
          body: updateCampaignBody,
          response: { 200: campaignActionResultSchema },
        },
        config: { access: write },
      },
      (request) => service.update(request.caller, request.params.id, request.body),
    );

    app.delete(
      '/customer/campaign/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a campaign with everything in it, its stored files too',
          description: "Gives one of the plan's campaigns back.",
          params: idParams,
          response: noContent,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.remove(request.caller, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/public/campaign/:slug',
      {
        schema: {
          tags: ['public'],
          summary: 'The public report page of a shared campaign (no login)',
          description:
            'Name, dates, influencers (public card and results), posts and stories with metrics, clicks and results. Never payments, fees, notes or files. 404 for an unknown slug or when sharing is off.',
          params: slugParams,
          response: { 200: publicCampaignSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.publicCampaign(request.params.slug),
    );

    app.get(
      '/public/media-engagement-value',
      {
        schema: {
          tags: ['public'],
          summary: 'What each action is worth in media engagement value (EMV), in USD',
          response: { 200: emvTableSchema },
        },
        config: { access: access.public() },
      },
      () => service.mediaEngagementValue(),
    );
  };
}

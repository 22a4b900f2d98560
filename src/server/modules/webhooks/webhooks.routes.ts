import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_TYPES } from '../../../common/api/events';
import {
  createEndpointBody,
  deliveriesQuery,
  deliveriesSchema,
  deliveryParams,
  deliverySchema,
  endpointDeletedSchema,
  endpointListSchema,
  endpointParams,
  endpointSchema,
  endpointWithSecretSchema,
  updateEndpointBody,
} from '../../../common/api/webhooks';
import { access } from '../../http/access';
import type { WebhooksService } from './webhooks.service';

const tags = ['webhooks'];
const security = [{ accessToken: [] }];
// Owner only, API keys included: an integration may manage its own endpoint.
const owner = access.owner({ apiKey: true });

export function webhooksRoutes(service: WebhooksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer/webhooks',
      {
        schema: {
          tags,
          security,
          summary: "The organization's webhook endpoints and the event types one can choose",
          response: { 200: endpointListSchema },
        },
        config: { access: owner },
      },
      async (request) => ({
        ...(await service.list(request.caller)),
        eventTypes: [...EVENT_TYPES],
      }),
    );

    app.post(
      '/customer/webhooks',
      {
        schema: {
          tags,
          security,
          summary: 'Add an endpoint; the answer holds its signing secret, shown this once',
          description:
            'Events of the chosen types are POSTed to the URL as JSON, signed (docs/events.md). At most 10 per organization (409). Private and local addresses are refused (400).',
          body: createEndpointBody,
          response: { 201: endpointWithSecretSchema },
        },
        config: { access: owner },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.caller, request.body)),
    );

    app.put(
      '/customer/webhooks/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Change an endpoint, or switch it off and on',
          params: endpointParams,
          body: updateEndpointBody,
          response: { 200: endpointSchema },
        },
        config: { access: owner },
      },
      (request) => service.update(request.caller, request.params.id, request.body),
    );

    app.delete(
      '/customer/webhooks/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete an endpoint and its delivery log',
          params: endpointParams,
          response: { 200: endpointDeletedSchema },
        },
        config: { access: owner },
      },
      (request) => service.remove(request.caller, request.params.id),
    );

    app.post(
      '/customer/webhooks/:id/rotate-secret',
      {
        schema: {
          tags,
          security,
          summary: 'A new signing secret, shown once; the old one signs too for 24 hours',
          params: endpointParams,
          response: { 200: endpointWithSecretSchema },
        },
        config: { access: owner },
      },
      (request) => service.rotateSecret(request.caller, request.params.id),
    );

    app.post(
      '/customer/webhooks/:id/test',
      {
        schema: {
          tags,
          security,
          summary: 'Send a `webhook.test` event now and answer how it went',
          params: endpointParams,
          response: { 200: deliverySchema },
        },
        config: { access: owner, idempotency: 'outside-calls' },
      },
      (request) => service.sendTest(request.caller, request.params.id),
    );

    app.get(
      '/customer/webhooks/:id/deliveries',
      {
        schema: {
          tags,
          security,
          summary: 'The delivery log, newest first: each attempt with status code and time',
          params: endpointParams,
          querystring: deliveriesQuery,
          response: { 200: deliveriesSchema },
        },
        config: { access: owner },
      },
      (request) => service.deliveries(request.caller, request.params.id, request.query.limit),
    );

    app.post(
      '/customer/webhooks/:id/deliveries/:deliveryId/redeliver',
      {
        schema: {
          tags,
          security,
          summary: 'Send a delivery again now, with the same body and event id',
          params: deliveryParams,
          response: { 200: deliverySchema },
        },
        config: { access: owner },
      },
      (request) => service.redeliver(request.caller, request.params.id, request.params.deliveryId),
    );
  };
}

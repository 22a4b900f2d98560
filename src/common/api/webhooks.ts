import { z } from 'zod';
import { EVENT_TYPES } from './events';

// The API contract of /customer/webhooks/*: the server validates with these schemas and
// documents them in OpenAPI, the web derives its types from them.

export const WEBHOOK_URL_MAX = 2_000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOKS_PER_ORG_MAX = 10;
export const DELIVERIES_PAGE_MAX = 100;
export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const url = z.url({ protocol: /^https?$/, error: 'validation.httpUrl' }).max(WEBHOOK_URL_MAX);
const eventTypes = z
  .array(z.enum(EVENT_TYPES))
  .min(1)
  .max(EVENT_TYPES.length)
  .transform((types) => [...new Set(types)])
  .describe('The event types to send; see docs/events.md');

// ---- requests ---------------------------------------------------------------------------------

export const createEndpointBody = z.strictObject({
  url,
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
  eventTypes,
});
export type CreateEndpointBody = z.output<typeof createEndpointBody>;
export type CreateEndpointInput = z.input<typeof createEndpointBody>;

export const updateEndpointBody = z.strictObject({
  url: url.optional(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).optional(),
  eventTypes: eventTypes.optional(),
  enabled: z.boolean().optional().describe('Off: no new events are sent to it'),
});
export type UpdateEndpointBody = z.output<typeof updateEndpointBody>;
export type UpdateEndpointInput = z.input<typeof updateEndpointBody>;

export const endpointParams = z.strictObject({ id: z.uuid() });
export const deliveryParams = z.strictObject({ id: z.uuid(), deliveryId: z.uuid() });
export const deliveriesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(DELIVERIES_PAGE_MAX).default(50),
});

// ---- responses --------------------------------------------------------------------------------

export const endpointSchema = z.object({
  _id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(EVENT_TYPES)),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  previousSecretExpiresAt: z
    .string()
    .nullable()
    .describe('Until then the secret before the last rotation signs too'),
  createdAt: z.string(),
});
export type EndpointDto = z.output<typeof endpointSchema>;

export const endpointListSchema = z.object({
  items: z.array(endpointSchema),
  eventTypes: z.array(z.enum(EVENT_TYPES)),
});
export type EndpointListDto = z.output<typeof endpointListSchema>;

export const endpointWithSecretSchema = endpointSchema.extend({
  secret: z.string().describe('Shown this once: keep it to verify signatures'),
});
export type EndpointWithSecretDto = z.output<typeof endpointWithSecretSchema>;

export const endpointDeletedSchema = z.object({ deleted: z.literal(true) });

export const deliverySchema = z.object({
  _id: z.string(),
  eventId: z.string().nullable().describe('null for a test event'),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.array(
    z.object({
      at: z.string(),
      statusCode: z.number().int().nullable(),
      responseMs: z.number().int(),
      error: z.string().nullable(),
    }),
  ),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  body: z.string().describe('The JSON sent'),
});
export type DeliveryDto = z.output<typeof deliverySchema>;

export const deliveriesSchema = z.object({ items: z.array(deliverySchema) });
export type DeliveriesDto = z.output<typeof deliveriesSchema>;

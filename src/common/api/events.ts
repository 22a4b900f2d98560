// Every event type, its payload and its version: the one list the outbox, the API's schema, the
// webhooks and notifications, and the web app read (docs/events.md). Payloads carry ids and names
// of the organization's own things, never private fields of others.
import { z } from 'zod';

const usage = z.object({ metric: z.string(), used: z.number().int(), limit: z.number().int() });

/** Version 1 of each payload; a change of shape is a new version. */
export const EVENT_PAYLOAD_SCHEMAS = {
  /** An audit report finished; the member who asked can open it. */
  'report.ready': z.object({ reportId: z.string(), username: z.string(), platform: z.string() }),
  'report.failed': z.object({
    reportId: z.string(),
    username: z.string(),
    platform: z.string(),
    reason: z.string(),
  }),
  /** A campaign post's metrics arrived, or could not be read. */
  'post.fetched': z.object({
    campaignId: z.string(),
    postId: z.string(),
    url: z.string().nullable(),
  }),
  'post.failed': z.object({
    campaignId: z.string(),
    postId: z.string(),
    url: z.string().nullable(),
    reason: z.string(),
  }),
  /** An invited person activated their account. */
  'member.joined': z.object({ userId: z.string(), fullName: z.string(), role: z.string() }),
  /** Creators started being tracked in the CRM (one event each). */
  'profile.tracked': z.object({
    profileId: z.string(),
    platform: z.string(),
    username: z.string(),
  }),
  /** A creator's status in a list changed; `status` null: no status. */
  'list.status_changed': z.object({
    listId: z.string(),
    listName: z.string(),
    profileId: z.string(),
    status: z.string().nullable(),
  }),
  /** Creators joined a campaign (one event each). */
  'campaign.influencer_added': z.object({
    campaignId: z.string(),
    campaignName: z.string(),
    profileId: z.string(),
  }),
  /** A plan allowance reached 80 % of its limit, or all of it, in its period. */
  'usage.near_limit': usage,
  'usage.limit_reached': usage,
  /** The organization's plan changed with its subscription (`status`: Stripe's, e.g. canceled). */
  'billing.plan_changed': z.object({
    plan: z.string(),
    previousPlan: z.string(),
    status: z.string(),
  }),
  /** The subscription's status, its cancellation at the period's end or a pending switch changed. */
  'billing.subscription_changed': z.object({
    status: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    scheduledPlan: z.string().nullable(),
  }),
};

export type EventPayloads = {
  [T in keyof typeof EVENT_PAYLOAD_SCHEMAS]: z.infer<(typeof EVENT_PAYLOAD_SCHEMAS)[T]>;
};

export type EventType = keyof EventPayloads;

export const EVENT_TYPES = [
  'report.ready',
  'report.failed',
  'post.fetched',
  'post.failed',
  'member.joined',
  'profile.tracked',
  'list.status_changed',
  'campaign.influencer_added',
  'usage.near_limit',
  'usage.limit_reached',
  'billing.plan_changed',
  'billing.subscription_changed',
] as const satisfies readonly EventType[];

export const EVENT_VERSION = 1;

/**
 * An event as the events API and webhooks send it, one shape per type: the OpenAPI document
 * lists each payload.
 */
export const eventSchema = z.discriminatedUnion(
  'type',
  EVENT_TYPES.map((type) =>
    z.object({
      id: z.string().describe('Increasing; pass the last one as `after` to read on'),
      type: z.literal(type),
      version: z.literal(EVENT_VERSION),
      payload: EVENT_PAYLOAD_SCHEMAS[type],
      createdAt: z.string(),
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

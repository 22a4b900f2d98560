// Every event type, its payload and its version: the one list the outbox, the API's schema and
// the notifications read (docs/events.md). Payloads carry ids and names of the organization's own
// things, never private fields of others.

export type EventPayloads = {
  /** An audit report finished; the member who asked can open it. */
  'report.ready': { reportId: string; username: string; platform: string };
  'report.failed': { reportId: string; username: string; platform: string; reason: string };
  /** A campaign post's metrics arrived, or could not be read. */
  'post.fetched': { campaignId: string; postId: string; url: string | null };
  'post.failed': { campaignId: string; postId: string; url: string | null; reason: string };
  /** An invited person activated their account. */
  'member.joined': { userId: string; fullName: string; role: string };
  /** Creators started being tracked in the CRM (one event each). */
  'profile.tracked': { profileId: string; platform: string; username: string };
  /** A creator's status in a list changed; `status` null: no status. */
  'list.status_changed': {
    listId: string;
    listName: string;
    profileId: string;
    status: string | null;
  };
  /** Creators joined a campaign (one event each). */
  'campaign.influencer_added': { campaignId: string; campaignName: string; profileId: string };
  /** A plan allowance reached 80 % of its limit, or all of it, in its period. */
  'usage.near_limit': { metric: string; used: number; limit: number };
  'usage.limit_reached': { metric: string; used: number; limit: number };
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
] as const satisfies readonly EventType[];

export const EVENT_VERSION = 1;

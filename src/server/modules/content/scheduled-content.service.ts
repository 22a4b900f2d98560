import { rangeEnd, rangeStart } from '../../../common/api/content';
import type {
  CreateScheduled,
  ScheduledItemDto,
  ScheduledRangeQuery,
  UpdateScheduled,
} from '../../../common/api/scheduled-content';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import { assertOwnCampaign, type CampaignsPort } from './campaign-port';
import { CONTENT_TEXT } from './content.text';
import {
  createScheduledContentRepository,
  type ScheduledPatch,
  type ScheduledView,
} from './scheduled-content.repository';

export function toScheduledItemDto(view: ScheduledView): ScheduledItemDto {
  return {
    _id: view.id,
    title: view.title,
    platform: view.platform,
    type: view.type,
    scheduledAt: view.scheduledAt.toISOString(),
    status: view.status,
    brief: view.brief,
    link: view.link,
    profileId: view.profileId,
    username: view.username,
    avatarUrl: view.avatarUrl,
    campaignId: view.campaignId,
  };
}

/** The content calendar: planned posts per creator and campaign, moved through their statuses. */
export function createScheduledContentService(db: Database, campaigns: CampaignsPort) {
  const repository = createScheduledContentRepository(db);

  async function getItemOrThrow(orgId: string, id: string): Promise<ScheduledView> {
    const view = await repository.findView(orgId, id);
    if (!view) throw notFound(THING.scheduledContent, id);
    return view;
  }

  async function assertOwnProfile(orgId: string, profileId: string | undefined): Promise<void> {
    if (profileId && !(await repository.profileExists(orgId, profileId))) {
      throw notFound(THING.profile, profileId);
    }
  }

  async function apply(
    orgId: string,
    id: string,
    patch: ScheduledPatch,
  ): Promise<ScheduledItemDto> {
    await repository.update(orgId, id, patch);
    return toScheduledItemDto(await getItemOrThrow(orgId, id));
  }

  return {
    async list(caller: Caller, query: ScheduledRangeQuery): Promise<{ items: ScheduledItemDto[] }> {
      const items = await repository.inRange(caller.orgId, {
        from: rangeStart(query.from),
        to: rangeEnd(query.to),
        profileId: query.profileId,
        campaignId: query.campaignId,
      });
      return { items: items.map(toScheduledItemDto) };
    },

    /** For the dashboard: planned items in a window that are not published yet, soonest first. */
    async unpublishedBetween(caller: Caller, from: Date, to: Date): Promise<ScheduledItemDto[]> {
      const items = await repository.inRange(caller.orgId, { from, to });
      return items.filter((item) => item.status !== 'published').map(toScheduledItemDto);
    },

    async create(caller: Caller, body: CreateScheduled): Promise<ScheduledItemDto> {
      await assertOwnProfile(caller.orgId, body.profileId);
      await assertOwnCampaign(campaigns, caller.orgId, body.campaignId);
      const row = await repository.insert({
        ...body,
        orgId: caller.orgId,
        createdBy: caller.userId,
      });
      return toScheduledItemDto(await getItemOrThrow(caller.orgId, row.id));
    },

    async update(caller: Caller, id: string, body: UpdateScheduled): Promise<ScheduledItemDto> {
      const current = await getItemOrThrow(caller.orgId, id);
      switch (body.action) {
        case 'update': {
          const { action, ...fields } = body;
          await assertOwnProfile(caller.orgId, fields.profileId);
          await assertOwnCampaign(campaigns, caller.orgId, fields.campaignId);
          return apply(caller.orgId, id, fields);
        }
        case 'reschedule':
          return apply(caller.orgId, id, { scheduledAt: body.scheduledAt });
        case 'updateStatus': {
          const link = body.link ?? current.link;
          // A published item must point at the post it became.
          if (body.status === 'published' && !link) {
            throw badRequest(CONTENT_TEXT.publishedNeedsLink, 'link');
          }
          return apply(caller.orgId, id, { status: body.status, ...(body.link ? { link } : {}) });
        }
      }
    },

    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await repository.delete(caller.orgId, id))) throw notFound(THING.scheduledContent, id);
    },
  };
}

export type ScheduledContentService = ReturnType<typeof createScheduledContentService>;

import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  type ContentDto,
  type ContentPageDto,
  type StoryUploadFields,
  storyUploadFields,
  type UpdateStory,
} from '../../../common/api/content';
import type { Caller } from '../../http/access';
import { type AppError, badRequest, notFound } from '../../http/errors';
import { HTTP_TEXT } from '../../http/http.text';
import { zodIssueMessage } from '../../http/i18n/zod-text';
import { THING } from '../../http/things.text';
import type { Storage } from '../../integrations/storage';
import type { JobDefinition } from '../../jobs/queue';
import { assertOwnCampaign, type CampaignsPort } from './campaign-port';
import type { ContentPages } from './content.pages';
import type { ContentRepository, NewContent, ProfileRef } from './content.repository';
import type { ContentRow } from './content.tables';
import { CONTENT_TEXT } from './content.text';
import { createStoryFiles, type StoredFiles } from './story-files';

export const TRACK_STORIES_JOB = 'content.track-stories';
/** Stories disappear after 24 hours; every 30 minutes catches each one while it is up. */
export const TRACK_STORIES_CRON = '*/30 * * * *';

/** A story as a social-data provider reports it. */
export type TrackedStory = {
  platformPostId: string;
  publishedAt: Date;
  url?: string | null;
  caption?: string | null;
  views?: number | null;
  likes?: number | null;
};
export type FetchStories = (profile: ProfileRef) => Promise<TrackedStory[]>;

/** The bank provider has no stories: tracking finds nothing until a social-data provider is set. */
export const noStories: FetchStories = async () => [];

/** One part of a multipart upload, as the route hands it over (fields and files in sent order). */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; stream: Readable & { truncated?: boolean } };

export function createStoriesService(deps: {
  repository: ContentRepository;
  pages: ContentPages;
  storage: Storage;
  logger: Logger;
  fetchStories: FetchStories;
  campaigns: CampaignsPort;
}) {
  const { repository, pages } = deps;
  const files = createStoryFiles(deps.storage, deps.logger);

  async function upsertTrackedStories(profile: ProfileRef, stories: TrackedStory[]) {
    const rows: NewContent[] = stories.map((story) => ({
      orgId: profile.orgId,
      profileId: profile.id,
      platform: profile.platform,
      type: 'story',
      source: 'tracking',
      platformPostId: story.platformPostId,
      url: story.url ?? null,
      caption: story.caption ?? null,
      views: story.views ?? null,
      likes: story.likes ?? null,
      publishedAt: story.publishedAt,
    }));
    return repository.upsertByPlatformPost(rows);
  }

  /**
   * Fetches the current stories of every profile with story tracking on and stores them by
   * (profile, platform post id), so a story seen on several runs is one row with fresh counts.
   * One failing profile is logged and skipped; the others are still tracked.
   */
  async function trackStories(logger: Logger): Promise<{ profiles: number; written: number }> {
    const profiles = await repository.profilesTrackingStories();
    let written = 0;
    for (const profile of profiles) {
      try {
        written += await upsertTrackedStories(profile, await deps.fetchStories(profile));
      } catch (error) {
        logger.warn({ err: error, profileId: profile.id }, 'story tracking failed for a profile');
      }
    }
    return { profiles: profiles.length, written };
  }

  async function findProfileOrThrow(orgId: string, profileId: string) {
    const profile = await repository.findProfile(orgId, profileId);
    if (!profile) throw notFound(THING.profile, profileId);
    return profile;
  }

  return {
    trackStories,

    /**
     * Keeps the file of a connected story before the platform takes it down (24 hours): fetched
     * by the caller, stored like an upload, once per story.
     */
    async keepConnectedMedia(orgId: string, contentId: string, body: Buffer): Promise<boolean> {
      const stored = await files.store(orgId, Readable.from([body]));
      const kept = await repository.setMedia(orgId, contentId, {
        mediaKey: stored.mediaKey,
        thumbnailKey: stored.thumbnailKey,
        mediaContentType: stored.format.contentType,
        mediaSizeBytes: stored.size,
      });
      if (!kept) await files.delete([stored.mediaKey, stored.thumbnailKey]);
      return kept;
    },

    /** SPEC 5: a story upload needs file, influencerId, views and publishedAt; campaignId is optional. */
    async upload(caller: Caller, parts: AsyncIterable<UploadPart>): Promise<ContentDto> {
      const fields: Record<string, string> = {};
      let stored: StoredFiles | null = null;
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            // SPEC 5: empty fields count as absent.
            if (part.value.trim() !== '') fields[part.name] = part.value.trim();
            continue;
          }
          if (part.name !== 'file') {
            part.stream.resume();
            throw badRequest(CONTENT_TEXT.storyInFileField, 'file');
          }
          // Fields sent before the file (as the web app sends them) are judged before storing it.
          if (REQUIRED_FIELDS.every((name) => name in fields)) {
            try {
              const early = parseFields(fields);
              await findProfileOrThrow(caller.orgId, early.influencerId);
              await assertOwnCampaign(deps.campaigns, caller.orgId, early.campaignId);
            } catch (error) {
              part.stream.resume();
              throw error;
            }
          }
          stored = await files.store(caller.orgId, part.stream);
        }
        if (!stored) throw badRequest(CONTENT_TEXT.storyFileRequired, 'file');
        const story = parseFields(fields);
        const profile = await findProfileOrThrow(caller.orgId, story.influencerId);
        await assertOwnCampaign(deps.campaigns, caller.orgId, story.campaignId);
        const row = await repository.insert({
          orgId: caller.orgId,
          profileId: profile.id,
          platform: profile.platform,
          type: 'story',
          source: 'upload',
          views: story.views,
          publishedAt: story.publishedAt,
          campaignId: story.campaignId ?? null,
          mediaKey: stored.mediaKey,
          mediaContentType: stored.format.contentType,
          mediaSizeBytes: stored.size,
          thumbnailKey: stored.thumbnailKey,
          createdBy: caller.userId,
        });
        return await pages.one(caller.orgId, row.id);
      } catch (error) {
        if (stored) await files.delete([stored.mediaKey, stored.thumbnailKey]);
        throw error;
      }
    },

    async update(caller: Caller, body: UpdateStory): Promise<ContentDto> {
      const row = await repository.find(caller.orgId, body.contentId);
      if (row?.type !== 'story') throw notFound(THING.story, body.contentId);
      await assertOwnCampaign(deps.campaigns, caller.orgId, body.campaignId);
      const { contentId, ...changes } = body;
      await repository.update(caller.orgId, contentId, changes);
      return pages.one(caller.orgId, contentId);
    },

    async listForProfile(
      caller: Caller,
      query: { profileId: string; page: number; limit: number },
    ): Promise<ContentPageDto> {
      const profile = await repository.findProfile(caller.orgId, query.profileId);
      if (!profile) throw notFound(THING.profile, query.profileId);
      return pages.page(caller.orgId, { profileIds: [profile.id], type: 'story' }, query);
    },

    /** Removes the stored files of deleted contents. */
    deleteFiles(rows: ContentRow[]): Promise<void> {
      return files.delete(rows.flatMap((row) => [row.mediaKey, row.thumbnailKey]));
    },

    trackingJob(): JobDefinition {
      return {
        name: TRACK_STORIES_JOB,
        schedule: { cron: TRACK_STORIES_CRON },
        queue: { retryLimit: 1, expireInSeconds: 25 * 60 },
        handle: async (_data, context) => {
          const result = await trackStories(context.logger);
          context.logger.info(result, 'stories tracked');
          return result;
        },
      };
    },
  };
}

const REQUIRED_FIELDS = ['influencerId', 'views', 'publishedAt'];

function parseFields(fields: Record<string, string>): StoryUploadFields {
  const parsed = storyUploadFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error);
}

function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field =
    issue.code === 'unrecognized_keys' ? String(issue.keys[0]) : issue.path.join('.') || 'body';
  const problem =
    issue.code === 'invalid_type' && issue.input === undefined
      ? CONTENT_TEXT.fieldRequired({ field })
      : zodIssueMessage(issue);
  return badRequest(HTTP_TEXT.fieldProblem({ field, problem }), field);
}

export type StoriesService = ReturnType<typeof createStoriesService>;

import type { Logger } from 'pino';
import {
  CONTENT_ALL_MAX,
  type ContentDto,
  type ContentPageDto,
  type ContentsQuery,
  type EditContent,
  rangeEnd,
  rangeStart,
} from '../../../common/api/content';
import type { Platform } from '../../../common/constants';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { forbidden, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { ConnectedContent } from '../../integrations/creator-oauth';
import type { Storage, StoredObject } from '../../integrations/storage';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import type { UrlSignature, UrlSigner } from '../media';
import { assertOwnCampaign, type CampaignsPort } from './campaign-port';
import { type ContentFileKind, fileSubject, hashtagsOf } from './content.dto';
import { createContentPages } from './content.pages';
import { createContentRepository, type NewContent } from './content.repository';
import type { ContentRow } from './content.tables';
import { CONTENT_TEXT } from './content.text';
import { createScheduledContentService } from './scheduled-content.service';
import { createStoriesService, type FetchStories, noStories } from './stories.service';

export type ContentDeps = {
  db: Database;
  storage: Storage;
  /** The job queue; requests send nothing yet (story tracking runs on its cron schedule). */
  jobs: () => JobQueue | null;
  logger: Logger;
  /** Story source for tracked profiles; the bank has none, a social-data provider plugs in here. */
  fetchStories?: FetchStories;
  /** Checks the campaignId of posts, stories and calendar items. */
  campaigns: CampaignsPort;
  /** Signs the file URLs of content DTOs and checks them when a browser loads one. */
  urls: UrlSigner;
};

/**
 * A story or post as the connect module reads it with the creator's own account (a story's file
 * is fetched and stored apart from its row).
 */
export type ConnectedContentInput = Omit<ConnectedContent, 'mediaUrl'>;

/** A stored file of a content row, ready to stream. */
export type ContentFile = StoredObject;

/**
 * Posts and stories of tracked creators: listing, editing, lists, deletion with their files, the
 * bank copy the profiles module triggers, story uploads and tracking, and the content calendar.
 */
export function createContentService(deps: ContentDeps) {
  const repository = createContentRepository(deps.db);
  const pages = createContentPages(repository, deps.urls);
  const stories = createStoriesService({
    repository,
    pages,
    storage: deps.storage,
    logger: deps.logger,
    fetchStories: deps.fetchStories ?? noStories,
    campaigns: deps.campaigns,
  });
  const scheduled = createScheduledContentService(deps.db, deps.campaigns);

  /** Answers 404 for the first id that is not one of the organization's contents. */
  async function assertOwnContents(orgId: string, contentIds: string[]): Promise<void> {
    const found = new Set((await repository.findMany(orgId, contentIds)).map((row) => row.id));
    const missing = contentIds.find((id) => !found.has(id));
    if (missing) throw notFound(THING.content, missing);
  }

  async function getContentOrThrow(orgId: string, contentId: string): Promise<ContentRow> {
    const row = await repository.find(orgId, contentId);
    if (!row) throw notFound(THING.content, contentId);
    return row;
  }

  async function storedFileOf(row: ContentRow, which: ContentFileKind): Promise<ContentFile> {
    const key = which === 'media' ? row.mediaKey : row.thumbnailKey;
    const stored = key ? await deps.storage.get(key) : null;
    if (!stored) throw notFound(which === 'media' ? THING.media : THING.thumbnail);
    return stored;
  }

  async function profilesByUsernameOrThrow(caller: Caller, platform: Platform, username: string) {
    const profileIds = await repository.findProfilesByUsername(caller.orgId, platform, username);
    if (profileIds.length === 0) throw notFound(THING.trackedProfile, `@${username}`);
    return profileIds;
  }

  return {
    stories,
    scheduled,

    list(caller: Caller, query: ContentsQuery): Promise<ContentPageDto> {
      return pages.page(
        caller.orgId,
        {
          platform: query.platform,
          type: query.type,
          profileIds: query.profileId ? [query.profileId] : undefined,
          listId: query.listId,
          from: query.from ? rangeStart(query.from) : undefined,
          to: query.to ? rangeEnd(query.to) : undefined,
        },
        query,
      );
    },

    async byUsername(
      caller: Caller,
      query: { username: string; platform: Platform; page: number; limit: number },
    ): Promise<ContentPageDto> {
      const profileIds = await profilesByUsernameOrThrow(caller, query.platform, query.username);
      return pages.page(caller.orgId, { profileIds }, query);
    },

    async allByUsername(
      caller: Caller,
      query: { username: string; platform: Platform },
    ): Promise<ContentPageDto> {
      const profileIds = await profilesByUsernameOrThrow(caller, query.platform, query.username);
      return pages.page(caller.orgId, { profileIds }, { page: 1, limit: CONTENT_ALL_MAX });
    },

    /** All or nothing: one id of another organization (or unknown) deletes none of them. */
    async remove(caller: Caller, contentIds: string[]): Promise<void> {
      const unique = [...new Set(contentIds)];
      await assertOwnContents(caller.orgId, unique);
      const deleted = await repository.deleteMany(caller.orgId, unique);
      await stories.deleteFiles(deleted);
    },

    async edit(caller: Caller, contentId: string, changes: EditContent): Promise<ContentDto> {
      await getContentOrThrow(caller.orgId, contentId);
      await assertOwnCampaign(deps.campaigns, caller.orgId, changes.campaignId);
      const { caption, ...rest } = changes;
      await repository.update(caller.orgId, contentId, {
        ...rest,
        ...(caption === undefined ? {} : { caption, hashtags: hashtagsOf(caption) }),
      });
      return pages.one(caller.orgId, contentId);
    },

    /** Only the organization's own list and contents; answers how many were new in the list. */
    async addToList(
      caller: Caller,
      body: { contentIds: string[]; listId: string },
    ): Promise<{ added: number }> {
      if (!(await repository.listExists(caller.orgId, body.listId))) {
        throw notFound(THING.list, body.listId);
      }
      const unique = [...new Set(body.contentIds)];
      await assertOwnContents(caller.orgId, unique);
      return { added: await repository.addToList(caller.orgId, body.listId, unique) };
    },

    /** The uploaded file (`media`) or its thumbnail of one of the organization's contents. */
    async file(caller: Caller, contentId: string, which: ContentFileKind): Promise<ContentFile> {
      return storedFileOf(await getContentOrThrow(caller.orgId, contentId), which);
    },

    /**
     * The same file through a signed URL of a content DTO, without a session. A signature made
     * for another content, file or organization is answered like a missing content (404); a
     * genuine one past its time 403, so the page is reloaded for fresh URLs.
     */
    async signedFile(
      contentId: string,
      which: ContentFileKind,
      signature: UrlSignature,
    ): Promise<ContentFile> {
      const row = await repository.findForSignedUrl(contentId);
      const check = row
        ? await deps.urls.check(fileSubject(row.orgId, row.id, which), signature)
        : 'invalid';
      if (!row || check === 'invalid') throw notFound(THING.content, contentId);
      if (check === 'expired') throw forbidden(CONTENT_TEXT.linkExpired);
      return storedFileOf(row, which);
    },

    /**
     * Copies the bank's posts of a tracked profile's account into the organization's contents.
     * Repeating it refreshes likes, comments and views of posts already copied, never duplicates
     * them. Answers how many rows were written (inserted or refreshed).
     */
    async copyBankPosts(orgId: string, profileId: string): Promise<number> {
      const profile = await repository.findProfile(orgId, profileId);
      if (!profile) throw notFound(THING.profile, profileId);
      const posts = await repository.bankPosts(profile.accountId);
      const rows: NewContent[] = posts.map((post) => ({
        orgId,
        profileId,
        platform: profile.platform,
        type: post.type,
        source: 'bank',
        platformPostId: post.platformPostId,
        caption: post.caption,
        hashtags: post.hashtags,
        likes: post.likes,
        comments: post.comments,
        views: post.views,
        publishedAt: post.publishedAt,
      }));
      let written = 0;
      // Bounded statements: a bank profile may hold many posts.
      for (let start = 0; start < rows.length; start += 500) {
        written += await repository.upsertByPlatformPost(rows.slice(start, start + 500));
      }
      return written;
    },

    /**
     * Deletes a tracked profile's contents with their stored files. The database would cascade
     * the rows when the profile goes, but not the files: call this first. Answers how many went.
     */
    async deleteProfileContents(orgId: string, profileId: string): Promise<number> {
      const deleted = await repository.deleteForProfile(orgId, profileId);
      await stories.deleteFiles(deleted);
      return deleted.length;
    },

    /**
     * Stories and posts read with a creator's connected account, stored by (profile, post id)
     * like tracked ones; one that tracking or the bank already found becomes `connected` and
     * gains the private insights.
     */
    storeConnectedContent(
      profile: { orgId: string; profileId: string },
      items: ConnectedContentInput[],
    ): Promise<number> {
      return repository.upsertByPlatformPost(
        items.map((item) => ({
          orgId: profile.orgId,
          profileId: profile.profileId,
          source: 'connected',
          hashtags: hashtagsOf(item.caption),
          ...item,
        })),
      );
    },

    /** Connected stories of a profile still without their file (see keepConnectedMedia). */
    storiesWithoutMedia(orgId: string, profileId: string, platformPostIds: string[]) {
      return repository.storiesWithoutMedia(orgId, profileId, platformPostIds);
    },

    /** What a creator who disconnects and takes their data back leaves behind: nothing. */
    async deleteConnectedContents(
      orgId: string,
      profileId: string,
      platform: Platform,
    ): Promise<number> {
      const deleted = await repository.deleteForProfile(orgId, profileId, {
        source: 'connected',
        platform,
      });
      await stories.deleteFiles(deleted);
      return deleted.length;
    },

    countContents(orgId: string): Promise<number> {
      return repository.countForOrg(orgId);
    },

    jobDefinitions(): JobDefinition[] {
      return [stories.trackingJob() as JobDefinition];
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

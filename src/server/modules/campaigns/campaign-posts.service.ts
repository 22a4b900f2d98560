import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AddPostFromUrlInput, PostDto } from '../../../common/api/campaign-content';
import type { Platform } from '../../../common/constants';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events';
import type { Caller } from '../../http/access';
import { conflict, notFound, serviceUnavailable } from '../../http/errors';
import { ERROR_TEXT } from '../../http/errors.text';
import { type Message, storeText } from '../../http/i18n/text';
import { THING } from '../../http/things.text';
import type { ProviderSinglePost, SocialDataProvider } from '../../integrations/social-data';
import type { JobContext, JobDefinition, JobQueue } from '../../jobs/queue';
import type { InstagramPostsFor } from '../datasources';
import {
  CAMPAIGN_ACTIVITY_TEXT,
  CONTENT_KIND_TEXT,
  POST_FAILURE_TEXT,
} from './campaign-activity.text';
import { type AddressPolicy, campaignPostUrl } from './campaign-post-url';
import type { ActivityLog } from './campaign-support';
import { isUniqueViolation } from './campaign-support';
import { toPostDto } from './campaigns.dto';
import {
  type CampaignsRepository,
  createCampaignsRepository,
  type PostPatch,
} from './campaigns.repository';
import { type CampaignPostRow, type CampaignRow, campaignPosts } from './campaigns.tables';
import { CAMPAIGN_TEXT } from './campaigns.text';

/** A post's figures as the creator's connected account reports them. */
export type ConnectedFigures = {
  platform: Platform;
  platformPostId: string;
  views: number | null;
  likes?: number | null;
  comments?: number | null;
  shares?: number | null;
  reach: number | null;
};

export const FETCH_POST_JOB = 'campaigns.fetch-post';
export type FetchPostJob = { orgId: string; postId: string };

export type SocialDataSources = {
  bank: SocialDataProvider;
  youtube: SocialDataProvider | null;
  /** The organization's Instagram API connection, when it has one (absent: never asked). */
  instagramPosts?: InstagramPostsFor;
};

/**
 * Campaign posts added by URL (issue #6): the URL is trimmed (SPEC 5) and checked, the post is
 * stored as pending and a job asks the provider for its metrics: tracked, or failed with a reason
 * the user can read, then retry or delete.
 */
export function createCampaignPostsService(deps: {
  db: Database;
  repository: CampaignsRepository;
  getCampaignOrThrow: (orgId: string, campaignId: string) => Promise<CampaignRow>;
  log: ActivityLog;
  jobs: () => JobQueue | null;
  socialData: SocialDataSources;
  addressPolicy: AddressPolicy;
}) {
  const { repository, log } = deps;

  /**
   * The post's new state and its event (post.fetched or post.failed) commit together. A failure's
   * reason is kept by key for readers and in English for the event.
   */
  function settlePost(
    orgId: string,
    post: CampaignPostRow,
    patch: PostPatch,
    failure: Message | null = null,
  ) {
    const failed = failure
      ? { failureReason: String(failure), failureText: storeText(failure) }
      : { failureReason: null, failureText: null };
    return deps.db.transaction(async (tx) => {
      const updated = await createCampaignsRepository(tx).updatePost(orgId, post.id, {
        ...patch,
        ...failed,
      });
      if (!updated) return;
      const about = { campaignId: post.campaignId, postId: post.id, url: post.url };
      if (patch.state === 'failed') {
        await recordEvent(tx, orgId, 'post.failed', {
          ...about,
          reason: failed.failureReason ?? '',
        });
      } else {
        await recordEvent(tx, orgId, 'post.fetched', about);
      }
    });
  }

  async function queueFetch(orgId: string, postId: string): Promise<void> {
    const jobs = deps.jobs();
    if (!jobs) throw serviceUnavailable(ERROR_TEXT.jobsNotRunning);
    await jobs.send(FETCH_POST_JOB, { orgId, postId } satisfies FetchPostJob, {
      singletonKey: postId,
      retryLimit: 2,
    });
  }

  async function getPostOrThrow(orgId: string, postId: string) {
    const post = await repository.findPost(orgId, postId);
    if (!post) throw notFound(THING.post, postId);
    return post;
  }

  /** YouTube answers for its videos when configured; the bank for everything else. */
  function providerFor(platform: string): { provider: SocialDataProvider; missing: Message } {
    if (platform === 'youtube' && deps.socialData.youtube) {
      return { provider: deps.socialData.youtube, missing: POST_FAILURE_TEXT.notOnYoutube };
    }
    return { provider: deps.socialData.bank, missing: POST_FAILURE_TEXT.notInBank };
  }

  /**
   * The tracked Instagram creator whose media holds the post: the post's own profile, else the
   * campaign's only Instagram influencer (with several, paging each one's media is too costly).
   * Demo creators live in the bank only.
   */
  async function instagramAuthorOf(orgId: string, post: CampaignPostRow) {
    const cards = post.profileId
      ? [await repository.cardOf(orgId, post.profileId)]
      : (await repository.influencersOf(orgId, post.campaignId)).map((row) => row.card);
    const onInstagram = cards.filter((card) => card?.platform === 'instagram');
    const [author] = onInstagram;
    return onInstagram.length === 1 && author && !author.isDemo ? author : null;
  }

  /**
   * An Instagram post read through the organization's Instagram API connection (Business
   * Discovery), which finds it by its link's shortcode in the creator's newest media, with the
   * creator's profile; null (not asked) without the connection or a known creator.
   */
  async function readThroughInstagramApi(
    orgId: string,
    post: CampaignPostRow,
    shortcode: string,
  ): Promise<{ found: ProviderSinglePost | null; profileId: string } | null> {
    if (post.platform !== 'instagram' || !deps.socialData.instagramPosts) return null;
    const reader = await deps.socialData.instagramPosts(orgId);
    const author = reader ? await instagramAuthorOf(orgId, post) : null;
    if (!reader || !author) return null;
    const found = await reader.postByShortcode(author.username, shortcode);
    return { found, profileId: author.profileId };
  }

  /** The job: reads the post's metrics once; a provider error leaves it failed, not retried forever. */
  async function fetchPost(data: FetchPostJob, context?: JobContext): Promise<void> {
    const post = await repository.findPost(data.orgId, data.postId);
    if (post?.state !== 'pending' || !post.platform || !post.platformPostId) return;
    const { provider, missing } = providerFor(post.platform);
    let found: ProviderSinglePost | null = null;
    let failure = missing;
    let author: string | null = null;
    try {
      const viaInstagram = await readThroughInstagramApi(data.orgId, post, post.platformPostId);
      if (viaInstagram) {
        failure = POST_FAILURE_TEXT.notInRecentInstagram;
        found = viaInstagram.found;
        author = found ? viaInstagram.profileId : null;
      }
      // A post the API does not show (an older one, a creator's personal account) may be in the bank.
      found ??= provider.post ? await provider.post(post.platform, post.platformPostId) : null;
    } catch (error) {
      context?.logger.warn({ err: error, postId: post.id }, 'campaign post fetch failed');
      await settlePost(data.orgId, post, { state: 'failed' }, POST_FAILURE_TEXT.unreadable);
      return;
    }
    if (!found) {
      await settlePost(data.orgId, post, { state: 'failed' }, failure);
      return;
    }
    const profileId =
      post.profileId ??
      author ??
      (found.platformUserId
        ? await repository.trackedByAccount(data.orgId, post.platform, found.platformUserId)
        : null);
    await settlePost(data.orgId, post, {
      state: 'tracked',
      profileId,
      caption: post.caption ?? found.caption,
      views: found.views,
      likes: found.likes,
      comments: found.comments,
      publishedAt: found.publishedAt,
      metricsFetchedAt: new Date(),
    });
  }

  return {
    fetchPost,

    /**
     * Figures read with the creator's connected account replace the provider's for the same
     * post in every campaign of the organization; a post a user edited by hand keeps its figures.
     */
    async applyConnectedFigures(orgId: string, items: ConnectedFigures[]): Promise<number> {
      if (items.length === 0) return 0;
      const p = campaignPosts;
      // One statement for the whole sync: each figure travels as one array of the items' values.
      const values = (pick: (item: ConnectedFigures) => string | number | null | undefined) =>
        sql.param(items.map((item) => pick(item) ?? null));
      const figures = sql`unnest(${values((i) => i.platform)}::text[], ${values((i) => i.platformPostId)}::text[],
        ${values((i) => i.views)}::integer[], ${values((i) => i.likes)}::integer[],
        ${values((i) => i.comments)}::integer[], ${values((i) => i.shares)}::integer[],
        ${values((i) => i.reach)}::integer[])
        as figures(platform, post_id, views, likes, comments, shares, reach)`;
      const connected = (name: string) => sql`figures.${sql.identifier(name)}`;
      const rows = await deps.db
        .update(p)
        .set({
          views: sql`coalesce(${connected('views')}, ${p.views})`,
          likes: sql`coalesce(${connected('likes')}, ${p.likes})`,
          comments: sql`coalesce(${connected('comments')}, ${p.comments})`,
          shares: sql`coalesce(${connected('shares')}, ${p.shares})`,
          reach: sql`coalesce(${connected('reach')}, ${p.reach})`,
          connectedAt: new Date(),
          updatedAt: new Date(),
        })
        .from(figures)
        .where(
          and(
            eq(p.orgId, orgId),
            eq(p.platform, connected('platform')),
            eq(p.platformPostId, connected('post_id')),
            isNull(p.editedManuallyAt),
          ),
        )
        .returning({ id: p.id });
      return rows.length;
    },

    async addPostFromUrl(caller: Caller, input: AddPostFromUrlInput): Promise<PostDto> {
      const campaign = await deps.getCampaignOrThrow(caller.orgId, input.campaignId);
      const parsed = campaignPostUrl(input.url, deps.addressPolicy);
      if (input.profileId) {
        const [tracked] = await repository.trackedAmong(caller.orgId, [input.profileId]);
        if (!tracked) throw notFound(THING.profile, input.profileId);
      }
      const duplicate = () => conflict(CAMPAIGN_TEXT.postInCampaign, 'url');
      if (await repository.findSamePost(caller.orgId, campaign.id, parsed)) throw duplicate();
      let row: Awaited<ReturnType<CampaignsRepository['insertPost']>>;
      try {
        row = await repository.insertPost(caller.orgId, campaign.id, {
          ...parsed,
          kind: input.kind,
          profileId: input.profileId ?? null,
          state: 'pending',
          createdBy: caller.userId,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      await queueFetch(caller.orgId, row.id);
      await log(
        caller,
        campaign.id,
        'addPostFromUrl',
        CAMPAIGN_ACTIVITY_TEXT.addedByUrl({ kind: CONTENT_KIND_TEXT[input.kind], url: parsed.url }),
      );
      return toPostDto(row);
    },

    /** Sends a failed post back to pending and queues the fetch again. */
    async retry(caller: Caller, postId: string): Promise<PostDto> {
      const post = await getPostOrThrow(caller.orgId, postId);
      if (post.state !== 'failed') throw conflict(CAMPAIGN_TEXT.onlyFailedRetried, 'postId');
      const pending = await repository.updatePost(caller.orgId, post.id, {
        state: 'pending',
        failureReason: null,
        failureText: null,
      });
      await queueFetch(caller.orgId, post.id);
      await log(
        caller,
        post.campaignId,
        'retryPost',
        post.url
          ? CAMPAIGN_ACTIVITY_TEXT.postRetried({ url: post.url })
          : CAMPAIGN_ACTIVITY_TEXT.postRetriedWithoutUrl,
      );
      return toPostDto(pending ?? post);
    },

    async remove(caller: Caller, postId: string): Promise<void> {
      const post = await getPostOrThrow(caller.orgId, postId);
      await repository.deletePost(caller.orgId, post.id);
      const kind = CONTENT_KIND_TEXT[post.kind];
      await log(
        caller,
        post.campaignId,
        'removePost',
        post.url
          ? CAMPAIGN_ACTIVITY_TEXT.itemRemoved({ kind, name: post.url })
          : CAMPAIGN_ACTIVITY_TEXT.itemRemovedUnnamed({ kind }),
      );
    },

    jobDefinitions(): JobDefinition<FetchPostJob>[] {
      return [
        {
          name: FETCH_POST_JOB,
          handle: (data, context) => fetchPost(data, context),
          queue: { retryLimit: 2, retryDelay: 30 },
        },
      ];
    },
  };
}

export type CampaignPostsService = ReturnType<typeof createCampaignPostsService>;

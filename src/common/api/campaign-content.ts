import { z } from 'zod';
import { PLATFORMS } from '../constants';
import { httpUrl, id, type MetricName, NOTE_MAX, URL_MAX } from './campaign-fields';
import { isoDateTime, storedCount } from './fields';

// The content of a campaign: its posts and stories (typed in, or added by URL and fetched by a
// job) and its files (briefs, UGC uploaded or linked) with their usage rights.

export const POST_KINDS = ['post', 'story'] as const;
export type PostKind = (typeof POST_KINDS)[number];
/** A post added by URL waits for its metrics (pending), has them (tracked) or could not be read. */
export const POST_STATES = ['pending', 'tracked', 'failed'] as const;
export const METRICS_SOURCES = ['provider', 'connected', 'manual'] as const;
export const FILE_KINDS = ['brief', 'ugc', 'file'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const USAGE_RIGHTS = ['none', 'requested', 'granted', 'expired'] as const;
export type UsageRights = (typeof USAGE_RIGHTS)[number];

const FILE_TITLE_MAX = 200;

// ---- responses --------------------------------------------------------------------------------

const metrics = {
  views: z.number().nullable(),
  likes: z.number().nullable(),
  comments: z.number().nullable(),
  shares: z.number().nullable(),
  saves: z.number().nullable(),
  reach: z.number().nullable(),
  impressions: z.number().nullable(),
} satisfies Record<MetricName, z.ZodType>;

export const postSchema = z.object({
  _id: z.string(),
  kind: z.enum(POST_KINDS),
  profileId: z.string().nullable(),
  platform: z.enum(PLATFORMS).nullable(),
  url: z.string().nullable(),
  platformPostId: z.string().nullable(),
  state: z.enum(POST_STATES),
  failureReason: z.string().nullable(),
  caption: z.string().nullable(),
  ...metrics,
  publishedAt: z.string().nullable(),
  editedManuallyAt: z.string().nullable().describe('Set when a user typed the metrics in'),
  metricsFetchedAt: z.string().nullable(),
  metricsSource: z
    .enum(METRICS_SOURCES)
    .describe(
      "Where the figures come from: the data provider's estimate, the creator's connected account, or typed in by a user",
    ),
  createdAt: z.string(),
});
export type PostDto = z.infer<typeof postSchema>;

/** The dashboard's "fetch failed" list: the newest few, and how many there are in all. */
export const failedPostsSchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(POST_KINDS),
      url: z.string().nullable(),
      failureReason: z.string().nullable(),
      failedAt: z.iso.datetime(),
      campaignId: z.string(),
      campaignName: z.string(),
      platform_username: z.string().nullable(),
    }),
  ),
});
export type FailedPostsDto = z.infer<typeof failedPostsSchema>;

export const fileSchema = z.object({
  _id: z.string(),
  kind: z.enum(FILE_KINDS),
  profileId: z.string().nullable(),
  title: z.string().nullable(),
  url: z.string().nullable().describe('Linked UGC; uploaded files download from downloadUrl'),
  downloadUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  usageRights: z.enum(USAGE_RIGHTS),
  createdAt: z.string(),
});
export type FileDto = z.infer<typeof fileSchema>;

// ---- requests ---------------------------------------------------------------------------------

export const postParams = z.strictObject({ postId: id });
export const fileParams = z.strictObject({ fileId: id });

const postMetrics = {
  views: storedCount.optional(),
  likes: storedCount.optional(),
  comments: storedCount.optional(),
  shares: storedCount.optional(),
  saves: storedCount.optional(),
  reach: storedCount.optional(),
  impressions: storedCount.optional(),
} satisfies Record<MetricName, z.ZodType>;

/** The fields of the addPost and addStory actions of PUT /customer/campaign/{id}. */
export const postFields = {
  profileId: id.optional(),
  url: httpUrl.optional(),
  platform: z.enum(PLATFORMS).optional(),
  ...postMetrics,
  publishedAt: isoDateTime.optional(),
  caption: z.string().max(NOTE_MAX).optional(),
};

/** The fields of the editPost and editStory actions. */
export const editPostFields = {
  postId: id,
  ...postMetrics,
  publishedAt: isoDateTime.optional(),
  caption: z.string().max(NOTE_MAX).optional(),
};

export const addPostFromUrlBody = z.strictObject({
  campaignId: id,
  url: z.string().trim().min(1).max(URL_MAX),
  profileId: id.optional(),
  kind: z.enum(POST_KINDS).default('post'),
});
export type AddPostFromUrlInput = z.infer<typeof addPostFromUrlBody>;
export type AddPostFromUrlBody = z.input<typeof addPostFromUrlBody>;

const fileTitle = z.string().trim().min(1).max(FILE_TITLE_MAX);

/** The text fields of the multipart upload; the file itself travels beside them. */
export const uploadFields = z.strictObject({
  campaignId: id,
  kind: z.enum(FILE_KINDS),
  profileId: id.optional(),
  title: fileTitle.optional(),
  usageRights: z.enum(USAGE_RIGHTS).optional(),
});
export type UploadFields = z.infer<typeof uploadFields>;
export type UploadFieldsInput = z.input<typeof uploadFields>;

export const updateFileBody = z.strictObject({
  title: fileTitle.nullable().optional(),
  usageRights: z.enum(USAGE_RIGHTS).optional(),
});
export type UpdateFileBody = z.input<typeof updateFileBody>;

export const ugcLinkBody = z.strictObject({
  campaignId: id,
  url: httpUrl,
  profileId: id.optional(),
  title: fileTitle.optional(),
  usageRights: z.enum(USAGE_RIGHTS).optional(),
});
export type UgcLinkInput = z.infer<typeof ugcLinkBody>;
export type UgcLinkBody = z.input<typeof ugcLinkBody>;

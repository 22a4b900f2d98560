import { z } from 'zod';
import { DEFAULT_PLATFORM, PLATFORMS } from '../constants';
import { isoInstant, isoInstantText, storedCount, storedCountText } from './fields';

// The API contract of /customer/contents, /customer/content/* and the story routes: the server
// validates with these schemas and documents them in OpenAPI, the web derives its types and
// option lists from them. The signed-file query stays with the server's URL signer (media).

export const CONTENT_TYPES = ['photo', 'video', 'carousel', 'reel', 'short', 'story'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** Where a content came from: the data provider's bank, story tracking, a member, the creator. */
export const CONTENT_SOURCES = ['bank', 'tracking', 'upload', 'connected'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];
export const CONTENT_DEFAULT_LIMIT = 20;
export const CONTENT_MAX_LIMIT = 100;
/** `content/username/all` answers at most this many, newest first. */
export const CONTENT_ALL_MAX = 1_000;
/** One delete or addToList call handles at most this many contents. */
export const CONTENT_BATCH_MAX = 100;

/** A story upload's largest image and video; the server reads the type from the bytes. */
export const MAX_STORY_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_STORY_VIDEO_BYTES = 100 * 1024 * 1024;

const id = z.uuid();
const count = storedCount;

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(CONTENT_MAX_LIMIT).default(CONTENT_DEFAULT_LIMIT),
};

/** Inclusive start of a `from` filter. */
export function rangeStart(value: string): Date {
  return new Date(value);
}

/** Inclusive end of a `to` filter: a plain date covers its whole day. */
export function rangeEnd(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(new Date(value).getTime() + 24 * 60 * 60 * 1000 - 1);
  }
  return new Date(value);
}

// ---- requests ---------------------------------------------------------------------------------

export const contentsQuery = z
  .strictObject({
    ...paging,
    platform: z.enum(PLATFORMS).default(DEFAULT_PLATFORM),
    type: z.enum(CONTENT_TYPES).optional(),
    profileId: id.optional().describe('A tracked profile of the organization'),
    listId: id.optional().describe('Only contents saved to this list'),
    from: isoInstantText
      .optional()
      .describe('Published at or after (ISO date-time, or a date: its start, UTC)'),
    to: isoInstantText
      .optional()
      .describe('Published at or before (ISO date-time, or a date: that whole day, UTC)'),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && rangeStart(query.from) > rangeEnd(query.to)) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.toBeforeFrom' });
    }
  });
export type ContentsQuery = z.output<typeof contentsQuery>;

const username = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .transform((value) => value.replace(/^@+/, ''))
  .describe("The creator's handle, with or without @ (case-insensitive)");

export const byUsernameQuery = z.strictObject({
  username,
  platform: z.enum(PLATFORMS).default(DEFAULT_PLATFORM),
  ...paging,
});
export const allByUsernameQuery = z.strictObject({
  username,
  platform: z.enum(PLATFORMS).default(DEFAULT_PLATFORM),
});

const idList = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(id).min(1).max(CONTENT_BATCH_MAX));

export const deleteContentQuery = z
  .strictObject({
    contentId: id.optional(),
    contentIds: idList.optional().describe('Several ids separated by commas'),
  })
  .refine((query) => query.contentId || query.contentIds, {
    message: 'validation.contentIdRequired',
    path: ['contentId'],
  });

export const contentParams = z.strictObject({ id });

export const editContentBody = z
  .strictObject({
    caption: z.string().max(5_000).optional(),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2_048)
      .optional(),
    likes: count.optional(),
    comments: count.optional(),
    views: count.optional(),
    shares: count.optional(),
    publishedAt: isoInstant.optional(),
    campaignId: id.optional(),
    type: z.enum(CONTENT_TYPES).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'handler.nothingToChange',
  });
export type EditContent = z.output<typeof editContentBody>;
export type EditContentInput = z.input<typeof editContentBody>;

export const addToListBody = z.strictObject({
  contentIds: z.array(id).min(1).max(CONTENT_BATCH_MAX),
  listId: id,
});
export type AddToListInput = z.input<typeof addToListBody>;

export const updateStoryBody = z
  .strictObject({
    contentId: id,
    views: count.optional(),
    publishedAt: isoInstant.optional(),
    campaignId: id.optional(),
  })
  .refine((body) => Object.keys(body).length > 1, {
    message: 'validation.storyChange',
    path: ['views'],
  });
export type UpdateStory = z.output<typeof updateStoryBody>;

/** The form fields of `upload-story` (SPEC 5), as text the way multipart carries them. */
export const storyUploadFields = z.strictObject({
  influencerId: id.describe('The tracked profile the story belongs to'),
  views: storedCountText,
  publishedAt: isoInstant,
  campaignId: id.optional(),
});
export type StoryUploadFields = z.output<typeof storyUploadFields>;
export type StoryUploadInput = z.input<typeof storyUploadFields>;

export const storiesQuery = z.strictObject({ profileId: id, ...paging });

// ---- responses --------------------------------------------------------------------------------

export const contentSchema = z.object({
  _id: z.string(),
  profileId: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  type: z.enum(CONTENT_TYPES),
  source: z.enum(CONTENT_SOURCES),
  url: z.string().nullable(),
  caption: z.string().nullable(),
  hashtags: z.array(z.string()),
  likes: z.number().nullable(),
  comments: z.number().nullable(),
  views: z.number().nullable(),
  shares: z.number().nullable(),
  reach: z.number().nullable().describe('Accounts reached; only from a connected account'),
  replies: z.number().nullable().describe('Story replies; only from a connected account'),
  taps: z
    .number()
    .nullable()
    .describe('Story taps forward, back and exits; only from a connected account'),
  watchMinutes: z
    .number()
    .nullable()
    .describe("Minutes watched over the video's life; only from a connected YouTube channel"),
  engagementRate: z
    .number()
    .nullable()
    .describe(
      '(likes + comments + shares) / followers in percent, 2 decimals; null without followers or counts',
    ),
  publishedAt: z.string(),
  campaignId: z.string().nullable(),
  mediaUrl: z
    .string()
    .nullable()
    .describe(
      'Stored file (uploads): a signed URL that opens without a session for at least an hour; /customer/content/{id}/media opens it with X-Access-Token',
    ),
  thumbnailUrl: z
    .string()
    .nullable()
    .describe('480 px WebP of an image upload, signed like mediaUrl'),
  lists: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type ContentDto = z.infer<typeof contentSchema>;

export const contentPageSchema = z.object({
  items: z.array(contentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type ContentPageDto = z.infer<typeof contentPageSchema>;

export const addedSchema = z.object({ added: z.number().int() });
export type AddedDto = z.infer<typeof addedSchema>;

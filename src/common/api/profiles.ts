import { z } from 'zod';
import { PLATFORMS } from '../constants';
import { bankSourceSchema, sourceFetchedAtSchema } from './bank-source';
import { brandingSchema } from './branding';
import type { SearchResultDto } from './discovery';
import { statusKeySchema } from './lists';

// The API contract of tracked profiles (SPEC 7 "Profiles"), their attachments, the dashboard and
// the public profile page: the server validates with these schemas and documents them in OpenAPI,
// the web derives its types from them.

const id = z.uuid();
const text = (max: number) => z.string().trim().min(1).max(max);
const range = z
  .strictObject({ min: z.number().min(0).optional(), max: z.number().min(0).optional() })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    message: 'validation.minAboveMax',
  });

export const PROFILE_PAGE_MAX = 100;
export const PROFILE_SORTS = ['newest', 'followers', 'engagement', 'username'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];
export const CONTACT_CHANNELS = ['email', 'phone', 'dm', 'other'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The `filters` query parameter of GET socialProfiles: a JSON object (SPEC 7 "page, filters, limit"). */
export const profileFilters = z.strictObject({
  platform: z.enum(PLATFORMS).optional(),
  listId: id.optional(),
  listStatus: text(80)
    .optional()
    .describe('A status name; with listId in that list, else in any list'),
  favourite: z.boolean().optional(),
  text: text(100).optional().describe('Part of the username, full name or display name'),
  followers: range.optional(),
  engagementRate: range.optional(),
  customFields: z
    .record(id, z.union([z.string().max(500), z.number()]))
    .optional()
    .describe('Custom field id -> value the profile must have (exact, case-insensitive text)'),
  sort: z.enum(PROFILE_SORTS).optional(),
});
export type ProfileFilters = z.infer<typeof profileFilters>;
/** The `filters` object as a client builds it, before JSON.stringify. */
export type ProfileFiltersInput = z.input<typeof profileFilters>;

export const profilesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PROFILE_PAGE_MAX).default(20),
  filters: z
    .string()
    .max(4_000)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {};
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.filtersObject' });
        return z.NEVER;
      }
    })
    .pipe(profileFilters),
});
export type ProfilesQuery = z.infer<typeof profilesQuery>;

export const idParams = z.strictObject({ id });
export const profileIdQuery = z.strictObject({ profileId: id });

const listTarget = {
  listId: id.optional(),
  listName: text(80).optional(),
};
const oneListTarget = <T extends { listId?: string; listName?: string }>(v: T) =>
  (v.listId === undefined) !== (v.listName === undefined);
const oneListMessage = { message: 'lists.oneOfListIdAndName', path: ['listId'] };

const contactChannel = z.enum(CONTACT_CHANNELS);

const systemFields = z.strictObject({
  email: z.email().max(254).nullable().optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  priceMinor: z.number().int().min(0).max(1e12).nullable().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'validation.currencyCode')
    .nullable()
    .optional(),
  notes: z.string().max(5_000).nullable().optional(),
});

/** SPEC 7 `PUT socialProfile/{id}`: one body per action, dispatched to one service method each. */
export const profileActionBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('removeActivity'), activityId: id }),
  z.strictObject({
    action: z.literal('addLink'),
    url: z.url({ protocol: /^https?$/ }).max(2_000),
    label: text(120).optional(),
  }),
  z.strictObject({ action: z.literal('removeLink'), linkId: id }),
  z.strictObject({ action: z.literal('editAttachment'), attachmentId: id, title: text(200) }),
  z.strictObject({ action: z.literal('removeAttachment'), attachmentId: id }),
  z.strictObject({
    action: z.literal('addCoupon'),
    code: text(60),
    description: text(300).optional(),
  }),
  z.strictObject({ action: z.literal('removeCoupon'), couponId: id }),
  z.strictObject({ action: z.literal('updateFavourite'), favourite: z.boolean() }),
  z
    .strictObject({
      action: z.literal('updateListStatus'),
      ...listTarget,
      status: text(80),
      position: z.number().int().min(0).max(100_000).optional(),
    })
    .refine(oneListTarget, oneListMessage),
  z
    .strictObject({ action: z.literal('clearListStatus'), ...listTarget })
    .refine(oneListTarget, oneListMessage),
  z.strictObject({
    action: z.literal('updateSystemFields'),
    systemFields: systemFields.optional(),
    customFields: z
      .record(id, z.union([z.string().max(2_000), z.number(), z.null()]))
      .optional()
      .describe('Custom field id -> value; checked against the field type'),
    clear: z
      .array(z.string().max(64))
      .max(50)
      .optional()
      .describe(
        'System field names and custom field ids to empty (null values are stripped from bodies, SPEC 5)',
      ),
  }),
  z.strictObject({
    action: z.literal('contact'),
    channel: contactChannel,
    note: z.string().trim().max(2_000).optional(),
  }),
  z.strictObject({
    action: z.literal('enableStoryTracking'),
    enabled: z.boolean().default(true),
  }),
  z.strictObject({
    action: z.literal('disableShare'),
    disabled: z
      .boolean()
      .default(true)
      .describe(
        'true (default): revoke the public link, it answers 404 from now on; false: share the profile at an unguessable link (publicUrl), kept until revoked',
      ),
  }),
]);
export type ProfileAction = z.infer<typeof profileActionBody>;
/** What a client sends (defaults such as `enabled` may be left out). */
export type ProfileActionInput = z.input<typeof profileActionBody>;

export const infoBody = z.strictObject({
  fullName: z.string().trim().min(1).max(120).optional(),
  category: z.string().trim().min(1).max(80).optional(),
  clear: z
    .array(z.enum(['fullName', 'category']))
    .optional()
    .describe('Fields to empty: the bank name shows again for fullName'),
});
export type InfoBody = z.infer<typeof infoBody>;

export const slugBody = z.strictObject({ slug: text(120) });

export const profileBankBody = z.strictObject({ profileBankId: id });
export type ProfileBankBody = z.infer<typeof profileBankBody>;

/** profile-search takes this many profileBankIds per call at most. */
export const PROFILE_SEARCH_MAX = 100;
export const profileSearchBody = z.strictObject({
  profileBankIds: z.array(id).min(1).max(PROFILE_SEARCH_MAX),
  listName: text(80).optional(),
});
export type ProfileSearchBody = z.infer<typeof profileSearchBody>;

export const relatedQuery = z.strictObject({
  profileId: id,
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

/** The multipart fields of an attachment upload, beside its file. */
export const attachmentUploadFields = z.strictObject({
  profileId: z.uuid(),
  title: z.string().trim().min(1).max(200).optional(),
});

const contactSchema = z.object({
  kind: z.enum(['email', 'phone']),
  value: z.string(),
  source: z.enum(['bank', 'manual']),
});

export type ContactDto = z.infer<typeof contactSchema>;

const listStatusSchema = z.object({
  listId: z.string(),
  listName: z.string(),
  status: z.string().nullable(),
  statusKey: statusKeySchema,
});
export type ListStatusEntry = z.infer<typeof listStatusSchema>;

const customFieldValue = z.union([z.string(), z.number(), z.null()]);
export type CustomFieldValue = z.infer<typeof customFieldValue>;

export const profileSchema = z.object({
  _id: z.string(),
  profileId: z.string(),
  profileBankId: z.string(),
  platform: z.enum(PLATFORMS),
  platform_username: z.string(),
  fullName: z.string().nullable().describe('The display name set with /info, else the bank name'),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  followers: z.number(),
  following: z.number(),
  postsCount: z.number(),
  engagementRate: z.number(),
  avgLikes: z.number(),
  avgComments: z.number(),
  avgViews: z.number(),
  followerGrowth30d: z.number(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  language: z.string().nullable(),
  categories: z.array(z.string()),
  isVerified: z.boolean(),
  isDemo: z.boolean(),
  source: bankSourceSchema,
  sourceFetchedAt: sourceFetchedAtSchema,
  slug: z.string(),
  category: z.string().nullable(),
  favourite: z.boolean(),
  contacts: z.array(contactSchema),
  systemFields: z.record(z.string(), z.unknown()),
  customFields: z.record(z.string(), customFieldValue),
  listStatuses: z.array(listStatusSchema),
  storyTracking: z.boolean(),
  disableShare: z.boolean().describe('true while the profile has no public page (the default)'),
  publicUrl: z
    .string()
    .nullable()
    .describe('The public page /profile/{token} while shared; null otherwise'),
  lastContactedAt: z.string().nullable(),
  enrichedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProfileDto = z.infer<typeof profileSchema>;

const activitySchema = z.object({
  _id: z.string(),
  kind: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
const linkSchema = z.object({
  _id: z.string(),
  url: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
});
const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export const attachmentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  title: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number(),
  url: z.string(),
  createdAt: z.string(),
});
export type ActivityDto = z.infer<typeof activitySchema>;
export type LinkDto = z.infer<typeof linkSchema>;
export type CouponDto = z.infer<typeof couponSchema>;
export type AttachmentDto = z.infer<typeof attachmentSchema>;

export const profileDetailSchema = profileSchema.extend({
  activities: z.array(activitySchema),
  links: z.array(linkSchema),
  coupons: z.array(couponSchema),
  attachments: z.array(attachmentSchema),
});
export type ProfileDetailDto = z.infer<typeof profileDetailSchema>;

export const profilePageSchema = z.object({
  items: z.array(profileSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type ProfilePageDto = z.infer<typeof profilePageSchema>;

export const profileSummarySchema = z.object({
  profileId: z.string(),
  platform: z.enum(PLATFORMS),
  platform_username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type ProfileSummaryDto = z.infer<typeof profileSummarySchema>;
export const profileSummariesSchema = z.object({ items: z.array(profileSummarySchema) });

export const profileSearchResultSchema = z.object({
  added: z.number().int(),
  alreadyTracked: z.number().int(),
  profiles: z.array(z.object({ profileBankId: z.string(), profileId: z.string() })),
});
export type ProfileSearchResultDto = z.infer<typeof profileSearchResultSchema>;

export const enrichRequestedSchema = z.object({
  queued: z.boolean(),
  jobId: z.string().nullable(),
});
export type EnrichRequestedDto = z.infer<typeof enrichRequestedSchema>;

/**
 * Bank lookalikes of a tracked profile: search results, marked when the organization tracks them.
 * The service answers this type; the route declares no response schema (adding one would change
 * the OpenAPI document).
 */
export type RelatedProfilesDto = { items: SearchResultDto[] };

export const publicProfileParams = z.strictObject({ token: z.string().min(1).max(200) });
/** Links of the old form (`/profile/{slug}?org=`) still parse, and open nothing. */
export const publicProfileQuery = z.strictObject({
  org: z.string().max(200).optional().describe('Ignored: the token alone names a shared profile'),
});
export const publicProfileSchema = z.object({
  platform: z.enum(PLATFORMS),
  platform_username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  followers: z.number(),
  engagementRate: z.number(),
  avgLikes: z.number(),
  avgViews: z.number(),
  country: z.string().nullable(),
  categories: z.array(z.string()),
  isVerified: z.boolean(),
  isDemo: z.boolean(),
  source: bankSourceSchema,
  sourceFetchedAt: sourceFetchedAtSchema,
  branding: brandingSchema.describe(
    "The owner's white-label (the product's defaults unless it is an agency): the page wears it",
  ),
  recentPosts: z.array(
    z.object({
      type: z.string(),
      caption: z.string().nullable(),
      likes: z.number(),
      comments: z.number(),
      views: z.number().nullable(),
      publishedAt: z.string(),
    }),
  ),
});
export type PublicProfileDto = z.infer<typeof publicProfileSchema>;
export type PublicPostDto = PublicProfileDto['recentPosts'][number];

export const dashboardSchema = z.object({
  profileCount: z.number().int(),
  contentCount: z.number().int(),
  listCount: z.number().int(),
  recentActivity: z.array(
    activitySchema.extend({ profileId: z.string(), platform_username: z.string() }),
  ),
});
export type DashboardDto = z.infer<typeof dashboardSchema>;
export type DashboardActivityDto = DashboardDto['recentActivity'][number];

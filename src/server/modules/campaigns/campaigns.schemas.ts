import { z } from 'zod';
import { isoDateTime, isoDay, storedCount } from '../../../common/api/fields';
import { PLATFORMS } from '../../../common/constants';
import { brandingSchema } from '../whitelabel';
import {
  addLinkAction,
  campaignClicksSchema,
  linkSchema,
  removeLinkAction,
} from './campaign-links.schemas';

// Request and response schemas of /customer/campaign(s)/* and the public campaign page. Response
// schemas are what the OpenAPI document shows and what the serializer enforces, so a private
// column (fees, notes, payments) can never leak onto the public page by accident.

export const CAMPAIGN_NAME_MAX = 120;
export const DESCRIPTION_MAX = 5_000;
export const NOTE_MAX = 2_000;
export const URL_MAX = 2_000;
export const CAMPAIGNS_PAGE_MAX = 100;

export const CAMPAIGN_STATUSES = ['draft', 'active', 'completed', 'archived'] as const;
export const INFLUENCER_STATUSES = [
  'invited',
  'confirmed',
  'contentSubmitted',
  'published',
  'paid',
] as const;
export const PAYMENT_STATUSES = ['pending', 'scheduled', 'paid', 'cancelled'] as const;
export const USAGE_RIGHTS = ['none', 'requested', 'granted', 'expired'] as const;
export const FILE_KINDS = ['brief', 'ugc', 'file'] as const;
export const POST_KINDS = ['post', 'story'] as const;

/** Ids are answered 404 when unknown, malformed ones included, like another organization's. */
const id = z.string().min(1).max(64);
const day = isoDay;
const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code like USD')
  .transform((c) => c.toUpperCase());
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const count = storedCount;
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).max(URL_MAX);

// ---- responses --------------------------------------------------------------------------------

const money = z.object({ currency: z.string(), amountMinor: z.number() });

export const campaignSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  budgetMinor: z.number().nullable(),
  currency: z.string(),
  destinationUrl: z.string().nullable(),
  publicSlug: z.string().nullable(),
  publicUrl: z.string().nullable().describe('The public report page while sharing is on'),
  shareEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignDto = z.infer<typeof campaignSchema>;

export const campaignTotalsSchema = z.object({
  influencers: z.number().int(),
  posts: z.number().int(),
  stories: z.number().int(),
  clicks: z.number().int(),
  spend: z.array(money).describe('Paid and scheduled payments, per currency'),
  views: z.number(),
  engagements: z.number(),
});

export const campaignPageSchema = z.object({
  items: z.array(campaignSchema.extend({ totals: campaignTotalsSchema })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});

const metrics = {
  views: z.number().nullable(),
  likes: z.number().nullable(),
  comments: z.number().nullable(),
  shares: z.number().nullable(),
  saves: z.number().nullable(),
  reach: z.number().nullable(),
  impressions: z.number().nullable(),
};

export const postSchema = z.object({
  _id: z.string(),
  kind: z.enum(POST_KINDS),
  profileId: z.string().nullable(),
  platform: z.enum(PLATFORMS).nullable(),
  url: z.string().nullable(),
  platformPostId: z.string().nullable(),
  state: z.enum(['pending', 'tracked', 'failed']),
  failureReason: z.string().nullable(),
  caption: z.string().nullable(),
  ...metrics,
  publishedAt: z.string().nullable(),
  editedManuallyAt: z.string().nullable().describe('Set when a user typed the metrics in'),
  metricsFetchedAt: z.string().nullable(),
  metricsSource: z
    .enum(['provider', 'connected', 'manual'])
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

const profileCard = {
  profileId: z.string(),
  platform: z.enum(PLATFORMS),
  platform_username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followers: z.number(),
  engagementRate: z.number(),
  isDemo: z.boolean().describe('Generated demo data, not a real creator'),
};

const costsSchema = z.object({
  currency: z.string(),
  spendMinor: z.number().describe('Paid and scheduled payments, minor units'),
  costPerEngagement: z.number().nullable().describe('Major units of the currency'),
  costPerClick: z.number().nullable(),
  cpm: z.number().nullable().describe('Spend per 1,000 impressions (views when none)'),
});

export const publicResultsSchema = z.object({
  posts: z.number().int(),
  stories: z.number().int(),
  reach: z.number(),
  impressions: z.number(),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
  saves: z.number(),
  engagements: z.number(),
  engagementRate: z.number().nullable().describe('Percent of reach, else of views'),
  clicks: z.number(),
  emvUsd: z.number().describe('Media engagement value in USD'),
});

export const resultsSchema = publicResultsSchema.extend({ costs: z.array(costsSchema) });
export type ResultsDto = z.infer<typeof resultsSchema>;

export const influencerSchema = z.object({
  ...profileCard,
  status: z.enum(INFLUENCER_STATUSES),
  feeMinor: z.number().nullable(),
  currency: z.string().nullable(),
  deliverables: z.string().nullable(),
  notes: z.string().nullable(),
  addedAt: z.string(),
  results: resultsSchema,
});

export const paymentSchema = z.object({
  _id: z.string(),
  profileId: z.string().nullable(),
  amountMinor: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.string().nullable(),
  dueOn: z.string().nullable(),
  paidOn: z.string().nullable(),
  note: z.string().nullable(),
  invoiceName: z.string().nullable().describe('The attached invoice, null without one'),
  invoiceUrl: z.string().nullable().describe('Where the invoice downloads from'),
  createdAt: z.string(),
});
export type PaymentDto = z.infer<typeof paymentSchema>;

export const paymentTotalsSchema = z.object({
  currency: z.string(),
  paidMinor: z.number(),
  scheduledMinor: z.number(),
  pendingMinor: z.number(),
  cancelledMinor: z.number(),
  spendMinor: z.number().describe('paid + scheduled'),
});

export const activitySchema = z.object({
  _id: z.string(),
  kind: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});

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

export const campaignDetailSchema = campaignSchema.extend({
  influencers: z.array(influencerSchema),
  posts: z.array(postSchema),
  stories: z.array(postSchema),
  links: z.array(linkSchema),
  clicks: campaignClicksSchema,
  payments: z.object({ items: z.array(paymentSchema), totals: z.array(paymentTotalsSchema) }),
  activities: z.array(activitySchema).describe('Newest first'),
  files: z.array(fileSchema),
  results: resultsSchema,
});
export type CampaignDetailDto = z.infer<typeof campaignDetailSchema>;

const publicPost = postSchema.pick({
  kind: true,
  platform: true,
  url: true,
  caption: true,
  views: true,
  likes: true,
  comments: true,
  shares: true,
  saves: true,
  reach: true,
  impressions: true,
  publishedAt: true,
});

export const publicCampaignSchema = z.object({
  branding: brandingSchema.describe(
    "The owner's white-label (the product's defaults unless it is an agency): the page wears it",
  ),
  name: z.string(),
  description: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  influencers: z.array(
    z.object({
      platform: z.enum(PLATFORMS),
      platform_username: z.string(),
      fullName: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      followers: z.number(),
      isDemo: z.boolean().describe('Generated demo data: the page labels it'),
      results: publicResultsSchema,
    }),
  ),
  posts: z.array(publicPost),
  stories: z.array(publicPost),
  clicks: z.number().int(),
  results: publicResultsSchema,
});
export type PublicCampaignDto = z.infer<typeof publicCampaignSchema>;

export const publicSlugSchema = z.object({ publicSlug: z.string(), publicUrl: z.string() });
export const addListResultSchema = z.object({
  added: z.number().int(),
  alreadyInCampaign: z.number().int(),
});
export const emvTableSchema = z.object({
  currency: z.literal('USD'),
  values: z.object({
    like: z.number(),
    comment: z.number(),
    share: z.number(),
    save: z.number(),
    view: z.number(),
    click: z.number(),
  }),
});

// ---- requests ---------------------------------------------------------------------------------

export const idParams = z.strictObject({ id });
export const postParams = z.strictObject({ postId: id });
export const fileParams = z.strictObject({ fileId: id });
export const paymentParams = z.strictObject({ paymentId: id });
export const slugParams = z.strictObject({ slug: z.string().min(1).max(200) });

export const campaignsQuery = z.strictObject({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  from: day.optional().describe('Campaigns running on or after this day'),
  to: day.optional().describe('Campaigns running on or before this day'),
  text: z.string().trim().max(200).optional().describe('Words in the name or description'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(CAMPAIGNS_PAGE_MAX).default(20),
});
export type CampaignsQuery = z.infer<typeof campaignsQuery>;

const campaignFields = {
  description: z.string().trim().max(DESCRIPTION_MAX).nullable().optional(),
  startsOn: day.nullable().optional(),
  endsOn: day.nullable().optional(),
  budgetMinor: minor.nullable().optional(),
  currency: currency.optional(),
  destinationUrl: httpUrl.nullable().optional(),
};
const campaignName = z.string().trim().min(1).max(CAMPAIGN_NAME_MAX);
const datesInOrder = (v: { startsOn?: string | null; endsOn?: string | null }) =>
  !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn;
const datesIssue = { message: 'endsOn must not be before startsOn', path: ['endsOn'] };

export const createCampaignBody = z
  .strictObject({ name: campaignName, ...campaignFields })
  .refine(datesInOrder, datesIssue);
export type CreateCampaignInput = z.infer<typeof createCampaignBody>;

const postMetrics = {
  views: count.optional(),
  likes: count.optional(),
  comments: count.optional(),
  shares: count.optional(),
  saves: count.optional(),
  reach: count.optional(),
  impressions: count.optional(),
};
const postFields = {
  profileId: id.optional(),
  url: httpUrl.optional(),
  platform: z.enum(PLATFORMS).optional(),
  ...postMetrics,
  publishedAt: isoDateTime.optional(),
  caption: z.string().max(NOTE_MAX).optional(),
};
const editPostFields = {
  postId: id,
  ...postMetrics,
  publishedAt: isoDateTime.optional(),
  caption: z.string().max(NOTE_MAX).optional(),
};
const paymentFields = {
  profileId: id.nullable().optional(),
  amountMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  currency,
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.string().trim().max(80).nullable().optional(),
  dueOn: day.nullable().optional(),
  paidOn: day.nullable().optional(),
  note: z.string().trim().max(NOTE_MAX).nullable().optional(),
};

export const updateCampaignBody = z.discriminatedUnion('action', [
  z
    .strictObject({ action: z.literal('update'), name: campaignName.optional(), ...campaignFields })
    .refine(datesInOrder, datesIssue)
    .describe('Changes name, description, dates, budget, currency or destination URL'),
  z
    .strictObject({ action: z.literal('addProfile'), profileId: id })
    .describe('Adds a tracked profile as an influencer (409 when already in)'),
  z
    .strictObject({ action: z.literal('removeProfile'), profileId: id })
    .describe('Removes an influencer; their posts and payments stay'),
  z
    .strictObject({ action: z.literal('addList'), listId: id })
    .describe('Adds every profile of a list; answers added and alreadyInCampaign'),
  z
    .strictObject({
      action: z.literal('updateInfluencer'),
      profileId: id,
      feeMinor: minor.nullable().optional(),
      currency: currency.nullable().optional(),
      deliverables: z.string().trim().max(NOTE_MAX).nullable().optional(),
      notes: z.string().trim().max(NOTE_MAX).nullable().optional(),
    })
    .describe("Changes an influencer's deal: fee, currency, deliverables, private notes"),
  z
    .strictObject({
      action: z.literal('updateStatus'),
      status: z.enum([...CAMPAIGN_STATUSES, ...INFLUENCER_STATUSES]),
      profileId: id.optional(),
    })
    .describe(
      "The campaign's status (draft, active, completed, archived), or with profileId an influencer's (invited, confirmed, contentSubmitted, published, paid)",
    ),
  z
    .strictObject({ action: z.literal('addPost'), ...postFields })
    .describe('Adds a post with metrics typed in'),
  z
    .strictObject({ action: z.literal('editPost'), ...editPostFields })
    .describe('Changes metrics of a post (marked as edited manually)'),
  z.strictObject({ action: z.literal('removePost'), postId: id }).describe('Removes a post'),
  z
    .strictObject({ action: z.literal('addStory'), ...postFields })
    .describe('Adds a story with metrics typed in'),
  z
    .strictObject({ action: z.literal('editStory'), ...editPostFields })
    .describe('Changes metrics of a story (marked as edited manually)'),
  z.strictObject({ action: z.literal('removeStory'), postId: id }).describe('Removes a story'),
  z
    .strictObject({ action: z.literal('addPayment'), ...paymentFields })
    .describe('Records a payment (amount in minor units)'),
  z
    .strictObject({
      action: z.literal('editPayment'),
      paymentId: id,
      ...paymentFields,
      amountMinor: paymentFields.amountMinor.optional(),
      currency: currency.optional(),
    })
    .describe('Changes a payment'),
  z
    .strictObject({ action: z.literal('removePayment'), paymentId: id })
    .describe('Removes a payment'),
  z
    .strictObject({ action: z.literal('generatePublicUrl') })
    .describe('Gives the campaign a public report page (keeps an existing slug)'),
  z
    .strictObject({ action: z.literal('updateShareStatus'), enabled: z.boolean() })
    .describe('Switches the public page on or off (off: 404 at once, the slug is kept)'),
  addLinkAction.describe('Adds a tracked short link (see the links documentation)'),
  removeLinkAction.describe('Removes a tracked link'),
]);
export type UpdateCampaignAction = z.infer<typeof updateCampaignBody>;
export type ActionOf<A extends UpdateCampaignAction['action']> = Extract<
  UpdateCampaignAction,
  { action: A }
>;

export const addPostFromUrlBody = z.strictObject({
  campaignId: id,
  url: z.string().trim().min(1).max(URL_MAX),
  profileId: id.optional(),
  kind: z.enum(POST_KINDS).default('post'),
});
export type AddPostFromUrlInput = z.infer<typeof addPostFromUrlBody>;

export const uploadFields = z.strictObject({
  campaignId: id,
  kind: z.enum(FILE_KINDS),
  profileId: id.optional(),
  title: z.string().trim().min(1).max(200).optional(),
  usageRights: z.enum(USAGE_RIGHTS).optional(),
});
export type UploadFields = z.infer<typeof uploadFields>;

export const updateFileBody = z.strictObject({
  title: z.string().trim().min(1).max(200).nullable().optional(),
  usageRights: z.enum(USAGE_RIGHTS).optional(),
});

export const ugcLinkBody = z.strictObject({
  campaignId: id,
  url: httpUrl,
  profileId: id.optional(),
  title: z.string().trim().min(1).max(200).optional(),
  usageRights: z.enum(USAGE_RIGHTS).optional(),
});
export type UgcLinkInput = z.infer<typeof ugcLinkBody>;

import { z } from 'zod';
import { PLATFORMS } from '../constants';
import { brandingSchema } from './branding';
import { editPostFields, fileSchema, postFields, postSchema } from './campaign-content';
import {
  CAMPAIGN_NAME_MAX,
  currency,
  DESCRIPTION_MAX,
  httpUrl,
  id,
  minor,
  moneySchema,
  NOTE_MAX,
} from './campaign-fields';
import {
  addLinkAction,
  campaignClicksSchema,
  linkSchema,
  removeLinkAction,
} from './campaign-links';
import { paymentFields, paymentSchema, paymentTotalsSchema } from './campaign-payments';
import { isoDay } from './fields';

// The API contract of /customer/campaign(s)/* and the public campaign page: the server validates
// with these schemas and documents them in OpenAPI, the web derives its types from them. Response
// schemas are what the serializer enforces, so a private column (fees, notes, payments) can never
// leak onto the public page by accident. Posts and files are in campaign-content.ts, payments in
// campaign-payments.ts, tracked links in campaign-links.ts.

export const CAMPAIGNS_PAGE_MAX = 100;

export const CAMPAIGN_STATUSES = ['draft', 'active', 'completed', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const INFLUENCER_STATUSES = [
  'invited',
  'confirmed',
  'contentSubmitted',
  'published',
  'paid',
] as const;
export type InfluencerStatus = (typeof INFLUENCER_STATUSES)[number];

// ---- responses --------------------------------------------------------------------------------

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
  spend: z.array(moneySchema).describe('Paid and scheduled payments, per currency'),
  views: z.number().nullable().describe('Of the tracked posts that have views; null when none has'),
  engagements: z
    .number()
    .nullable()
    .describe('Likes, comments, shares and saves of the tracked posts; null when none has any'),
});

export const campaignPageSchema = z.object({
  items: z.array(campaignSchema.extend({ totals: campaignTotalsSchema })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type CampaignPageDto = z.infer<typeof campaignPageSchema>;

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

export const costsSchema = z.object({
  currency: z.string(),
  spendMinor: z.number().describe('Paid and scheduled payments, minor units'),
  costPerEngagement: z
    .number()
    .nullable()
    .describe('Major units of the currency; null: see availability.costPerEngagement'),
  costPerClick: z.number().nullable().describe('Null: see availability.costPerClick'),
  cpm: z
    .number()
    .nullable()
    .describe(
      "Spend per 1,000 impressions, a post's views standing in for its missing impressions",
    ),
});
export type CostsDto = z.infer<typeof costsSchema>;

/**
 * EMV in the campaign's currency. Named `valueMinor`, not `amountMinor`: it is an estimate, never a
 * payment, and the public page answers it.
 */
export const emvSchema = z.object({
  currency: z.string().describe("The campaign's currency; USD when it has no price-book rate"),
  valueMinor: z.number().int().describe('Media engagement value, minor units of currency'),
  usdRate: z.number().describe("Units of currency per US dollar, the price book's fixed rate"),
});
export type EmvDto = z.infer<typeof emvSchema>;

/**
 * Why a result is null (docs/campaigns.md#results): a figure nobody has is never answered as 0.
 * no_posts_yet: no tracked post or story; no_views_on_photos: photo posts have no views;
 * not_reported_by_source: the data provider does not give it; not_entered: left empty on every
 * post typed in; no_creator_followers: no post belongs to an influencer with a follower count;
 * no_tracked_links: no tracked link counts clicks; no_spend: no paid or scheduled payment;
 * nothing_counted_yet: a cost whose divisor is 0 so far.
 */
export const RESULT_GAPS = [
  'no_posts_yet',
  'no_views_on_photos',
  'not_reported_by_source',
  'not_entered',
  'no_creator_followers',
  'no_tracked_links',
  'no_spend',
  'nothing_counted_yet',
] as const;
export type ResultGap = (typeof RESULT_GAPS)[number];

export const resultStatusSchema = z.object({
  missing: z.enum(RESULT_GAPS).nullable().describe('Why the figure is null; null when it is known'),
  coverage: z
    .object({
      counted: z.number().int().describe('Tracked posts and stories the figure is computed from'),
      of: z.number().int().describe('Tracked posts and stories in all'),
    })
    .nullable()
    .describe('Null for a figure not counted per post (clicks, costs)'),
});
export type ResultStatusDto = z.infer<typeof resultStatusSchema>;

const publicAvailability = {
  reach: resultStatusSchema,
  impressions: resultStatusSchema,
  views: resultStatusSchema,
  likes: resultStatusSchema,
  comments: resultStatusSchema,
  shares: resultStatusSchema,
  saves: resultStatusSchema,
  engagements: resultStatusSchema,
  engagementRate: resultStatusSchema,
  clicks: resultStatusSchema,
  emv: resultStatusSchema,
};

export const publicResultsSchema = z.object({
  posts: z.number().int(),
  stories: z.number().int(),
  reach: z.number().nullable(),
  impressions: z.number().nullable(),
  views: z.number().nullable(),
  likes: z.number().nullable(),
  comments: z.number().nullable(),
  shares: z.number().nullable(),
  saves: z.number().nullable(),
  engagements: z.number().nullable().describe('Likes + comments + shares + saves'),
  engagementRate: z
    .number()
    .nullable()
    .describe(
      "Engagements of the posts whose creator's followers are known, in percent of those followers (counted once per post)",
    ),
  clicks: z.number().int().nullable().describe('Human clicks; null without tracked links'),
  emvUsd: z
    .number()
    .nullable()
    .describe('Media engagement value in USD; `emv` has it in the campaign currency'),
  emv: emvSchema.nullable(),
  availability: z
    .object(publicAvailability)
    .describe('For each figure: why it is null, and how many posts it is computed from'),
});
export type PublicResultsDto = z.infer<typeof publicResultsSchema>;

export const resultsSchema = publicResultsSchema.extend({
  costs: z.array(costsSchema),
  availability: z.object({
    ...publicAvailability,
    costPerEngagement: resultStatusSchema,
    costPerClick: resultStatusSchema,
    cpm: resultStatusSchema,
  }),
});
export type ResultsDto = z.infer<typeof resultsSchema>;
/** The figures `availability` speaks of. */
export type ResultName = keyof ResultsDto['availability'];

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
export type InfluencerDto = z.infer<typeof influencerSchema>;

export const activitySchema = z.object({
  _id: z.string(),
  kind: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityDto = z.infer<typeof activitySchema>;

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

export const addListResultSchema = z.object({
  added: z.number().int(),
  alreadyInCampaign: z.number().int(),
});

/** What PUT /customer/campaign/{id} answers: the campaign after the action (addList's counts too). */
export const campaignActionResultSchema = campaignDetailSchema.extend(
  addListResultSchema.partial().shape,
);
export type CampaignActionResultDto = z.infer<typeof campaignActionResultSchema>;

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
export type PublicPostDto = z.infer<typeof publicPost>;

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
export const slugParams = z.strictObject({ slug: z.string().min(1).max(200) });

export const campaignsQuery = z.strictObject({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  from: isoDay.optional().describe('Campaigns running on or after this day'),
  to: isoDay.optional().describe('Campaigns running on or before this day'),
  text: z.string().trim().max(200).optional().describe('Words in the name or description'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(CAMPAIGNS_PAGE_MAX).default(20),
});
export type CampaignsQuery = z.infer<typeof campaignsQuery>;

const campaignFields = {
  description: z.string().trim().max(DESCRIPTION_MAX).nullable().optional(),
  startsOn: isoDay.nullable().optional(),
  endsOn: isoDay.nullable().optional(),
  budgetMinor: minor.nullable().optional(),
  currency: currency.optional(),
  destinationUrl: httpUrl.nullable().optional(),
};
const campaignName = z.string().trim().min(1).max(CAMPAIGN_NAME_MAX);
const datesInOrder = (v: { startsOn?: string | null; endsOn?: string | null }) =>
  !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn;
const datesIssue = { message: 'campaigns.endsBeforeStarts', path: ['endsOn'] };

export const createCampaignBody = z
  .strictObject({ name: campaignName, ...campaignFields })
  .refine(datesInOrder, datesIssue);
export type CreateCampaignInput = z.infer<typeof createCampaignBody>;
export type CreateCampaignBody = z.input<typeof createCampaignBody>;

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
/** One action as the server receives it (after defaults and transforms). */
export type UpdateCampaignAction = z.infer<typeof updateCampaignBody>;
/** One action as a client sends it. */
export type UpdateCampaignBody = z.input<typeof updateCampaignBody>;
export type ActionOf<A extends UpdateCampaignAction['action']> = Extract<
  UpdateCampaignAction,
  { action: A }
>;

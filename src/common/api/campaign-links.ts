import { z } from 'zod';

// Tracked links of a campaign: the addLink / removeLink actions of PUT /customer/campaign/{id},
// the link as answered and its click counts.

export const LINK_LABEL_MAX = 120;
export const DESTINATION_URL_MAX = 2_000;
const UTM_VALUE_MAX = 200;

const utmValue = z.string().trim().min(1).max(UTM_VALUE_MAX).optional();

export const addLinkAction = z.strictObject({
  action: z.literal('addLink'),
  profileId: z.uuid().optional().describe('A tracked profile of the organization'),
  destinationUrl: z
    .url({ protocol: /^https?$/, error: 'validation.httpUrl' })
    .max(DESTINATION_URL_MAX)
    .optional()
    .describe("Defaults to the campaign's destinationUrl"),
  label: z.string().trim().min(1).max(LINK_LABEL_MAX).optional(),
  utmSource: utmValue.describe("Defaults to the influencer's username, or reachbase"),
  utmMedium: utmValue.describe('Defaults to influencer'),
  utmCampaign: utmValue.describe('Defaults to the campaign name as a slug'),
  utmContent: utmValue.describe('Defaults to the label as a slug'),
});
export type AddLinkInput = z.infer<typeof addLinkAction>;

export const removeLinkAction = z.strictObject({
  action: z.literal('removeLink'),
  linkId: z.uuid(),
});
export type RemoveLinkInput = z.infer<typeof removeLinkAction>;

export const linkClicksSchema = z.object({
  total: z.number().int().describe('Human clicks'),
  unique: z.number().int().describe('Distinct visitors, counted per day'),
  bots: z.number().int().describe('Crawler and link-preview fetches, not in total'),
});

export const linkSchema = z.object({
  _id: z.string(),
  code: z.string(),
  shortUrl: z.string().describe('Our redirect, /l/{code}'),
  targetUrl: z.string().describe('The destination with its UTM parameters'),
  label: z.string().nullable(),
  profileId: z.string().nullable(),
  bitlyUrl: z.string().nullable(),
  clicks: linkClicksSchema,
  createdAt: z.string(),
});
export type LinkDto = z.infer<typeof linkSchema>;

export const linkClicksDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC)'),
  total: z.number().int(),
  unique: z.number().int(),
  bots: z.number().int(),
});
export type LinkClicksDayDto = z.infer<typeof linkClicksDaySchema>;

export const campaignClicksSchema = z.object({
  days: z.array(linkClicksDaySchema).describe('Every link together, oldest day first'),
  links: z.array(z.object({ linkId: z.string(), code: z.string(), clicks: linkClicksSchema })),
  totals: linkClicksSchema,
});
export type CampaignClicksDto = z.infer<typeof campaignClicksSchema>;

// ---- the public redirect /l/{code} ------------------------------------------------------------

export const linkCodeParams = z.object({ code: z.string().max(64) });

/** An unknown code: a small HTML page for browsers, the usual error body for everything else. */
export const missingLinkSchema = z
  .union([
    z.string().describe('text/html for browsers'),
    z.looseObject({ statusCode: z.number(), name: z.string(), message: z.string() }),
  ])
  .describe('Unknown code');

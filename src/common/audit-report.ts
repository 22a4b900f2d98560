import { z } from 'zod';
import { PLATFORMS } from './constants';

/**
 * The audit report (issue #7): what the server computes from the bank's profile, posts, follower
 * snapshots and audience, stores as a dated snapshot, renders as a PDF and the web shows. One
 * shape for all three, so a section cannot be on the page and missing from the PDF. Every section
 * carries `method`: the plain-words "how we compute this" note, with the figures it used.
 * Shares and percentages are 0–100 numbers; money is in minor units (cents) of `currency`.
 */

const share = z.object({ value: z.string(), share: z.number() });
const counted = z.object({ value: z.string(), count: z.number().int() });

export const reportProfileSchema = z.object({
  accountId: z.string(),
  platform: z.enum(PLATFORMS),
  username: z.string(),
  fullName: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  url: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  language: z.string().nullable(),
  categories: z.array(z.string()),
  isVerified: z.boolean(),
  accountType: z.string().nullable(),
});

export const reportOverviewSchema = z.object({
  followers: z.number(),
  following: z.number(),
  postsCount: z.number(),
  /** Percent, e.g. 3.42. */
  engagementRate: z.number(),
  avgLikes: z.number(),
  avgComments: z.number(),
  avgViews: z.number(),
  /** SPEC 5 ratio text, e.g. '38 : 1'. */
  likesToComments: z.string(),
  followersToFollowing: z.string(),
  /** Engagement rate of creators of the same platform and size band, from the bank. */
  peers: z.object({
    bandMin: z.number(),
    /** null: no upper bound. */
    bandMax: z.number().nullable(),
    count: z.number().int(),
    q1: z.number().nullable(),
    median: z.number().nullable(),
    q3: z.number().nullable(),
    /** Where this profile stands: below q1, between q1 and q3, above q3; null without peers. */
    standing: z.enum(['below', 'typical', 'above']).nullable(),
  }),
  method: z.string(),
});

export const reportGrowthSchema = z.object({
  /** Oldest first. */
  history: z.array(z.object({ date: z.string(), followers: z.number() })),
  /** Percent change over the last 30 and 90 days; null when the history is too short. */
  growth30d: z.number().nullable(),
  growth90d: z.number().nullable(),
  method: z.string(),
});

export const reportActivitySchema = z.object({
  postsAnalysed: z.number().int(),
  postsPerWeek: z.number(),
  /** heatmap[weekday][hour], weekday 0 = Monday, hours in UTC; percents to 2 decimals summing to 100 (all 0 without posts). */
  heatmap: z.array(z.array(z.number())),
  bestTime: z.object({ weekday: z.number().int(), hour: z.number().int() }).nullable(),
  contentMix: z.array(z.object({ type: z.string(), count: z.number().int(), share: z.number() })),
  method: z.string(),
});

export const reportPostSchema = z.object({
  platformPostId: z.string(),
  type: z.string(),
  caption: z.string().nullable(),
  likes: z.number(),
  comments: z.number(),
  views: z.number().nullable(),
  /** (likes + comments) / followers, percent. */
  engagementRate: z.number(),
  isSponsored: z.boolean(),
  publishedAt: z.string(),
});

export const reportContentSchema = z.object({
  topPosts: z.array(reportPostSchema),
  /** Top 4 each (SPEC 9), ties broken by value, alphabetically. */
  topMentions: z.array(counted),
  topHashtags: z.array(counted),
  sponsoredCount: z.number().int(),
  /** Percent of the analysed posts. */
  sponsoredShare: z.number(),
  method: z.string(),
});

export const credibilitySignalSchema = z.object({
  key: z.enum(['engagementConsistency', 'followerShape', 'growthSpikes', 'audienceQuality']),
  verdict: z.enum(['good', 'warning', 'bad', 'unknown']),
  /** The measured figure in words, e.g. 'Engagement varies by 34% from post to post'. */
  detail: z.string(),
});

export const reportAudienceSchema = z.object({
  countries: z.array(share),
  cities: z.array(share),
  genders: z.array(share),
  ages: z.array(share),
  languages: z.array(share),
  credibility: z.object({
    /** 0–100; null when nothing could be judged. */
    score: z.number().nullable(),
    signals: z.array(credibilitySignalSchema),
  }),
  method: z.string(),
});

export const reportValueSchema = z.object({
  currency: z.string(),
  pricePerPostMinor: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Media engagement value of an average post (the media-engagement-value rule). */
  emvPerPostMinor: z.number().int(),
  method: z.string(),
});

export const reportSimilarSchema = z.object({
  accountId: z.string(),
  platform: z.enum(PLATFORMS),
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followers: z.number(),
  engagementRate: z.number(),
});

/** The computed content of a report, frozen when it is stored. */
export const auditReportDataSchema = z.object({
  /** When the figures were computed (ISO). */
  computedAt: z.string(),
  profile: reportProfileSchema,
  overview: reportOverviewSchema,
  growth: reportGrowthSchema,
  activity: reportActivitySchema,
  content: reportContentSchema,
  audience: reportAudienceSchema,
  value: reportValueSchema,
  similar: z.array(reportSimilarSchema),
});

export type AuditReportData = z.infer<typeof auditReportDataSchema>;

export const AUDIT_REPORT_STATES = ['pending', 'ready', 'failed'] as const;
export type AuditReportState = (typeof AUDIT_REPORT_STATES)[number];

/** A stored report as the API answers it. `data` is null until the report is ready. */
export const auditReportSchema = z.object({
  _id: z.string(),
  profileId: z.string().nullable(),
  accountId: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  username: z.string(),
  state: z.enum(AUDIT_REPORT_STATES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The public link while sharing is on; null otherwise. */
  publicUrl: z.string().nullable(),
  shareEnabled: z.boolean(),
  data: auditReportDataSchema.nullable(),
});

export type AuditReport = z.infer<typeof auditReportSchema>;

/**
 * What a report page renders, and all a shared report's public page (/report/{token}) receives:
 * the figures without our ids (the report's row, the bank profile's, the organization's tracked
 * profile), which the page does not need and a stranger should not learn.
 */
export const publicReportDataSchema = auditReportDataSchema.extend({
  profile: reportProfileSchema.omit({ accountId: true }),
  similar: z.array(reportSimilarSchema.omit({ accountId: true })),
});
export type PublicReportData = z.infer<typeof publicReportDataSchema>;

export const publicAuditReportSchema = auditReportSchema
  .omit({ _id: true, profileId: true, accountId: true })
  .extend({ data: publicReportDataSchema.nullable() });
export type PublicAuditReport = z.infer<typeof publicAuditReportSchema>;

/** How the similar profiles are chosen; the page and the PDF both show it. */
export const SIMILAR_PROFILES_METHOD =
  "Creators on the same platform from the profile bank with the closest niche, audience and follower count: Discover's lookalike search for this profile.";

/** Section titles, in order: the page, the PDF and the browser journey's PDF check use them. */
export const REPORT_SECTION_TITLES = [
  'Overview',
  'Growth',
  'Activity',
  'Content',
  'Audience',
  'Value',
  'Similar profiles',
] as const;

/** A report in a list: everything but the figures. */
export const auditReportSummarySchema = auditReportSchema.omit({ data: true });
export type AuditReportSummary = z.infer<typeof auditReportSummarySchema>;

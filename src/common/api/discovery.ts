import { z } from 'zod';
import { DEFAULT_PLATFORM, PLATFORMS, PROFILE_BANK_PAGE_SIZE } from '../constants';
import { bankSourceSchema, sourceFetchedAtSchema } from './bank-source';

// The API contract of the profile bank: search (discoverProfiles), locations, contact unlocks,
// browsing, search export and credit requests, and the bank summary. The server validates with
// these schemas and documents them in OpenAPI; the web derives its types and option lists from
// them.

/** Deepest result a search pages to: deeper pages cost too much and nobody reads them. */
export const SEARCH_RESULT_CAP = 10_000;
/**
 * A filtered search's total is counted exactly up to here; above it the total is this cap,
 * flagged, and shown as "more than 1,000" (issue 19: a planner estimate was off by orders of
 * magnitude). Counting reads every matching row, so the cap bounds a search's cost. A search of a
 * whole platform is counted exactly, as the dashboard counts it.
 */
export const EXACT_TOTAL_CAP = 1_000;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 20;

export const SEARCH_SORTS = ['followers', 'engagement', 'avgViews', 'growth', 'relevance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const platform = z.enum(PLATFORMS).default(DEFAULT_PLATFORM);

/** `{min, max}`; a range with min above max is refused on the range's own field. */
function range(bounds: { min?: number; int?: boolean }, what: string) {
  let value = bounds.int ? z.number().int() : z.number();
  if (bounds.min !== undefined) value = value.min(bounds.min);
  return z
    .strictObject({ min: value.optional(), max: value.optional() })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: 'validation.minAboveMax',
    })
    .describe(what);
}

const text = (max: number) => z.string().trim().min(1).max(max);
/** Tags are compared lower case without their # or @, as the bank stores them. */
const tags = z
  .array(text(100).transform((t) => t.replace(/^[#@]+/, '').toLowerCase()))
  .min(1)
  .max(20);

const share = z.number().min(0).max(1).describe('Minimum share of the audience, 0 to 1');
const audienceRule = <T extends z.ZodType<string>>(value: T) =>
  z.strictObject({ value, minShare: share });

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const AGE_GROUPS = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const ACCOUNT_TYPES = ['personal', 'creator', 'business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const LOCATION_TYPES = ['country', 'city'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'validation.countryCode')
  .transform((c) => c.toUpperCase());
const languageCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}$/, 'validation.languageCode')
  .transform((c) => c.toLowerCase());

/** The filters of a search, shared by discoverProfiles and search-export. */
const searchFilterFields = {
  platform,
  followers: range({ min: 0, int: true }, 'Followers').optional(),
  engagementRate: range({ min: 0 }, 'Engagement rate in percent').optional(),
  avgViews: range({ min: 0, int: true }, 'Average views per post').optional(),
  growth: range({}, 'Follower growth over 30 days in percent').optional(),
  country: countryCode.optional().describe("The creator's country (ISO code)"),
  city: text(120).optional().describe('A city name as returned by misc/locations'),
  language: languageCode.optional(),
  gender: z.enum(GENDERS).optional(),
  ageGroup: z.enum(AGE_GROUPS).optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  categories: z.array(text(60)).min(1).max(20).optional().describe('Niches; any of them'),
  keywords: text(100).optional().describe('Words in username, full name or bio; ranked'),
  hashtags: tags.optional().describe('Hashtags used recently; all of them'),
  mentions: tags.optional().describe('Accounts mentioned recently; all of them'),
  verified: z.boolean().optional(),
  hasEmail: z.boolean().optional(),
  hasPhone: z.boolean().optional(),
  lastPostedWithinDays: z.number().int().min(1).max(3_650).optional(),
  lookalike: text(100)
    .transform((u) => u.replace(/^@+/, ''))
    .optional()
    .describe(
      'Username of a bank profile on the same platform: similar niches, audience country and size (±50 %)',
    ),
  audience: z
    .strictObject({
      country: audienceRule(countryCode).optional(),
      city: audienceRule(text(120)).optional(),
      gender: audienceRule(z.enum(GENDERS)).optional(),
      age: audienceRule(z.enum(AGE_GROUPS)).optional(),
      language: audienceRule(languageCode).optional(),
    })
    .optional(),
  credibilityMin: z.number().min(0).max(1).optional().describe('Audience credibility, 0 to 1'),
  sort: z
    .enum(SEARCH_SORTS)
    .optional()
    .describe(
      'Descending; default followers, or relevance when keywords or lookalike are given. relevance needs one of them: keywords rank a username hit above a full-name hit above a bio hit (a near-miss of the username between the first two), then by followers; a lookalike ranks by closeness in size',
    ),
};

type FilterChecked = { sort?: SearchSort; keywords?: string; lookalike?: string };

function checkFilters(body: FilterChecked, context: z.RefinementCtx): void {
  if (body.sort === 'relevance' && !body.keywords && !body.lookalike) {
    context.addIssue({
      code: 'custom',
      path: ['sort'],
      message: 'validation.relevanceNeedsQuery',
    });
  }
  if (body.keywords && !/[\p{L}\p{N}]/u.test(body.keywords)) {
    context.addIssue({
      code: 'custom',
      path: ['keywords'],
      message: 'validation.keywordsNeedLetter',
    });
  }
}

/** The filters of a search without paging: what search-export takes (same names, same rules). */
export const searchFiltersBody = z.strictObject(searchFilterFields).superRefine(checkFilters);
export type SearchFilters = z.output<typeof searchFiltersBody>;
/** The filters as a client sends them (platform may be left to its default). */
export type SearchFiltersInput = z.input<typeof searchFiltersBody>;

/**
 * POST /customer/discoverProfiles. Names follow issue 4; unknown names are a 400. Paging: `page`
 * (1-based) or `offset` (rows to skip; wins when both are sent). A search spends one `searchCount`;
 * the same filters again, any page, are free for 24 hours after that charge.
 */
export const discoverBody = z
  .strictObject({
    ...searchFilterFields,
    page: z.number().int().min(1).default(1),
    offset: z.number().int().min(0).optional(),
    limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  })
  .superRefine((body, context) => {
    checkFilters(body, context);
    const offset = body.offset ?? (body.page - 1) * body.limit;
    if (offset + body.limit > SEARCH_RESULT_CAP) {
      context.addIssue({
        code: 'custom',
        path: [body.offset === undefined ? 'page' : 'offset'],
        message: 'validation.resultsCap',
        params: { max: SEARCH_RESULT_CAP },
      });
    }
  });

export type DiscoverFilters = z.output<typeof discoverBody>;
/** What a client sends: page and limit may be left to their defaults. */
export type DiscoverInput = z.input<typeof discoverBody>;
export type AudienceFilters = NonNullable<DiscoverFilters['audience']>;

export const workPlatformSchema = z.object({ id: z.string(), name: z.string() });
export type WorkPlatformDto = z.output<typeof workPlatformSchema>;

export const searchResultSchema = z.object({
  _id: z.string().describe('Bank profile id'),
  profileId: z.string().describe('Bank profile id, for unlockContacts and profile-bank add'),
  platform: z.enum(PLATFORMS),
  work_platform: workPlatformSchema,
  platform_username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followers: z.number(),
  engagementRate: z.number().describe('Percent'),
  avgLikes: z.number(),
  avgViews: z.number(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  language: z.string().nullable(),
  categories: z.array(z.string()),
  isVerified: z.boolean(),
  followerGrowth30d: z.number().describe('Percent'),
  contacts: z.boolean().describe('The profile has an email or phone to unlock'),
  isDemo: z.boolean().describe('Generated demo data'),
  source: bankSourceSchema,
  sourceFetchedAt: sourceFetchedAtSchema,
  tracked: z.boolean().describe("The caller's organization already tracks this creator"),
  trackedProfileId: z.string().nullable().describe('Its tracked profile id (socialProfile/{id})'),
});

export const searchPageSchema = z.object({
  items: z.array(searchResultSchema),
  total: z.number().int(),
  totalIsEstimate: z
    .boolean()
    .describe(
      `True when counting stopped at a cap (${EXACT_TOTAL_CAP} for a search, ${SEARCH_RESULT_CAP} for the profile bank): more than total match`,
    ),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});

export type SearchPage = z.output<typeof searchPageSchema>;
export type SearchResultDto = z.output<typeof searchResultSchema>;

export const locationsQuery = z.strictObject({
  text: z.string().trim().max(100).optional(),
  type: z.enum(LOCATION_TYPES).optional().describe('Both when omitted'),
});

export const locationSchema = z.object({
  type: z.enum(LOCATION_TYPES),
  value: z.string().describe('What the country or city filter takes'),
  label: z.string(),
  country: z.string().describe('ISO country code'),
  count: z.number().int().describe('Bank profiles there'),
});
export const locationsSchema = z.object({ items: z.array(locationSchema) });
export type LocationsDto = z.output<typeof locationsSchema>;
export type LocationDto = z.output<typeof locationSchema>;

export const unlockContactsBody = z.strictObject({ profileId: z.uuid() });
export type UnlockContactsBody = z.output<typeof unlockContactsBody>;
export const contactsSchema = z.object({
  profileId: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  unlockedAt: z.iso.datetime().nullable().describe('Null when the profile has no contacts'),
  charged: z.boolean().describe('This call spent a contactUnlocks allowance'),
});
export type ContactsDto = z.output<typeof contactsSchema>;

export const profileBankQuery = z
  .strictObject({
    platform,
    niche: text(60).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(PROFILE_BANK_PAGE_SIZE),
  })
  .refine((q) => q.page * q.limit <= SEARCH_RESULT_CAP, {
    path: ['page'],
    message: 'validation.browsingCap',
    params: { max: SEARCH_RESULT_CAP },
  });
export type ProfileBankQuery = z.output<typeof profileBankQuery>;

export const profileBankMetaQuery = z.strictObject({ platform });

const countedKey = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export type CountedKeyDto = z.output<typeof countedKey>;
export const profileBankMetaSchema = z.object({
  niches: z.array(countedKey),
  platforms: z.array(countedKey),
  landingTab: z.literal('niche'),
});
export type ProfileBankMeta = z.output<typeof profileBankMetaSchema>;

// ---- search export and credit requests ----------------------------------------------------------

export const SEARCH_EXPORT_MAX_ROWS = 5_000;

/**
 * POST /customer/account/search-export: the first `profileCount` results of a search as CSV.
 * SPEC 7 names `{profileCount}` alone: without `filters` it exports the unfiltered search.
 */
export const searchExportBody = z.strictObject({
  profileCount: z.number().int().min(1).max(SEARCH_EXPORT_MAX_ROWS),
  filters: searchFiltersBody.prefault({}),
});
export type SearchExportBody = z.output<typeof searchExportBody>;
/** What a client sends: filters as a discoverProfiles body without paging. */
export type SearchExportInput = z.input<typeof searchExportBody>;

/** POST /customer/account/search-export/preview: what an export of the same body would carry. */
export const searchExportPreviewSchema = z.object({
  unlockedContacts: z
    .number()
    .int()
    .describe('Exported rows whose contacts the organization unlocked: they carry email and phone'),
});
export type SearchExportPreview = z.output<typeof searchExportPreviewSchema>;

export const creditRequestBody = z.strictObject({
  reason: z.string().trim().min(1).max(1_000),
  searchCredit: z.number().int().min(1).max(100_000).default(100),
});
export type CreditRequestBody = z.output<typeof creditRequestBody>;

export const creditRequestSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  searchCredit: z.number().int(),
  status: z.literal('open'),
  createdAt: z.iso.datetime(),
});
export const creditRequestsSchema = z.object({ items: z.array(creditRequestSchema) });
export type CreditRequestDto = z.output<typeof creditRequestSchema>;

// ---- the bank summary ---------------------------------------------------------------------------

export const SEEDING_STATES = ['idle', 'running', 'done', 'failed'] as const;
export type SeedingState = (typeof SEEDING_STATES)[number];

const platformCounts = z.object({
  instagram: z.number().int(),
  tiktok: z.number().int(),
  youtube: z.number().int(),
});

export const bankSummarySchema = z.object({
  profiles: z.number().int(),
  demo: z.boolean().describe('True when the bank holds generated demo profiles'),
  byPlatform: platformCounts.describe('Every bank profile: what an unfiltered search counts'),
  profileBank: z
    .object({ minFollowers: z.number().int(), byPlatform: platformCounts })
    .describe('What the profile bank lists: profiles with at least minFollowers followers'),
  seeding: z.object({
    state: z.enum(SEEDING_STATES),
    done: z.number().int(),
    total: z.number().int(),
    error: z.string().optional(),
  }),
});
export type BankSummaryDto = z.output<typeof bankSummarySchema>;
